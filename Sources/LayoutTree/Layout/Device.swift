/// Devices from SEMANTICS.md §4.4: point size (portrait), scale, safe areas in both
/// orientations and landscape size classes.
public struct Device: Sendable, Equatable {
    public var name: String
    /// Lower-case identifiers accepted by `--device` (e.g. `iphone-15`).
    public var identifiers: [String]
    public var width: Double
    public var height: Double
    public var scale: Double
    public var portraitSafeArea: EdgeInsets
    public var landscapeSafeArea: EdgeInsets
    public var isPad: Bool
    /// Large iPhones are regular width in landscape (§4.3).
    public var landscapeWidthIsRegular: Bool
    /// The notch's inset through iOS 13 where iOS 14 changed it (§4.4: the iPhone XR and 11, 44
    /// where later versions give 48), on the side of the notch in each orientation; nil: unchanged.
    public var notchInsetThroughIOS13: Double?

    /// The device's screen in `orientation`, on `iosVersion` (`--ios`; the safe area of a few
    /// devices depends on it).
    public func screen(orientation: Screen.Orientation, iosVersion: Int = LeafMeasurer.defaultIOSVersion) -> Screen {
        let landscape = orientation == .landscape
        let horizontal: Screen.SizeClass = isPad || (landscape && landscapeWidthIsRegular) ? .regular : .compact
        let vertical: Screen.SizeClass = isPad || !landscape ? .regular : .compact
        var safeArea = landscape ? landscapeSafeArea : portraitSafeArea
        if let notch = notchInsetThroughIOS13, iosVersion <= 13 {
            if landscape { (safeArea.left, safeArea.right) = (notch, notch) } else { safeArea.top = notch }
        }
        return Screen(
            width: landscape ? height : width, height: landscape ? width : height, scale: scale,
            orientation: orientation, safeArea: safeArea, horizontalSizeClass: horizontal, verticalSizeClass: vertical)
    }

    private static func phone(
        _ name: String, _ ids: [String], _ width: Double, _ height: Double, scale: Double,
        top: Double, bottom: Double, side: Double, landscapeBottom: Double, regularInLandscape: Bool = false,
        notchThroughIOS13: Double? = nil
    ) -> Device {
        Device(
            name: name, identifiers: ids, width: width, height: height, scale: scale,
            portraitSafeArea: EdgeInsets(top: top, left: 0, bottom: bottom, right: 0),
            landscapeSafeArea: EdgeInsets(top: 0, left: side, bottom: landscapeBottom, right: side),
            isPad: false, landscapeWidthIsRegular: regularInLandscape, notchInsetThroughIOS13: notchThroughIOS13)
    }

    private static func pad(_ name: String, _ ids: [String], _ width: Double, _ height: Double, top: Double, bottom: Double) -> Device {
        let insets = EdgeInsets(top: top, left: 0, bottom: bottom, right: 0)
        return Device(
            name: name, identifiers: ids, width: width, height: height, scale: 2,
            portraitSafeArea: insets, landscapeSafeArea: insets, isPad: true, landscapeWidthIsRegular: true, notchInsetThroughIOS13: nil)
    }

    public static let all: [Device] = [
        phone("iPhone SE (1st generation)", ["iphone-se-1"], 320, 568, scale: 2, top: 20, bottom: 0, side: 0, landscapeBottom: 0),
        phone("iPhone SE (2nd/3rd generation)", ["iphone-se", "iphone-se-2", "iphone-se-3", "iphone-8"], 375, 667, scale: 2,
              top: 20, bottom: 0, side: 0, landscapeBottom: 0),
        phone("iPhone 8 Plus", ["iphone-8-plus"], 414, 736, scale: 3, top: 20, bottom: 0, side: 0, landscapeBottom: 0, regularInLandscape: true),
        phone("iPhone X/XS/11 Pro", ["iphone-x", "iphone-xs", "iphone-11-pro"], 375, 812, scale: 3, top: 44, bottom: 34, side: 44, landscapeBottom: 21),
        phone("iPhone XR/11", ["iphone-xr", "iphone-11"], 414, 896, scale: 2, top: 48, bottom: 34, side: 48, landscapeBottom: 21, regularInLandscape: true,
              notchThroughIOS13: 44),
        phone(
            "iPhone XS Max/11 Pro Max", ["iphone-xs-max", "iphone-11-pro-max"], 414, 896, scale: 3, top: 44, bottom: 34, side: 44,
            landscapeBottom: 21, regularInLandscape: true),
        phone("iPhone 13 mini", ["iphone-13-mini", "iphone-12-mini"], 375, 812, scale: 3, top: 50, bottom: 34, side: 50, landscapeBottom: 21),
        phone("iPhone 14", ["iphone-14", "iphone-13", "iphone-12"], 390, 844, scale: 3, top: 47, bottom: 34, side: 47, landscapeBottom: 21),
        phone("iPhone 14 Plus", ["iphone-14-plus"], 428, 926, scale: 3, top: 47, bottom: 34, side: 47, landscapeBottom: 21, regularInLandscape: true),
        phone("iPhone 15", ["iphone-15", "iphone-15-pro", "iphone-14-pro", "iphone-16"], 393, 852, scale: 3, top: 59, bottom: 34, side: 59, landscapeBottom: 21),
        phone("iPhone 15 Pro Max", ["iphone-15-pro-max", "iphone-15-plus", "iphone-16-plus"], 430, 932, scale: 3, top: 59, bottom: 34, side: 59,
              landscapeBottom: 21, regularInLandscape: true),
        pad("iPad (9th generation)", ["ipad-9"], 810, 1080, top: 20, bottom: 0),
        pad("iPad (10th generation)", ["ipad", "ipad-10"], 820, 1180, top: 24, bottom: 20),
        pad("iPad Pro 11-inch", ["ipad-pro-11"], 834, 1194, top: 24, bottom: 20),
        pad("iPad Pro 12.9-inch", ["ipad-pro-12.9", "ipad-pro-13"], 1024, 1366, top: 24, bottom: 20),
    ]

    /// The default device (§4.4).
    public static let standard = all.first { $0.identifiers.contains("iphone-15") }!  // safe: constant table

    public static func named(_ name: String) -> Device? {
        let key = name.lowercased().replacingOccurrences(of: " ", with: "-")
        return all.first { $0.identifiers.contains(key) || $0.name.lowercased() == name.lowercased() }
    }
}

private extension String {
    func replacingOccurrences(of target: String, with replacement: String) -> String {
        split(separator: Character(target), omittingEmptySubsequences: false).joined(separator: replacement)
    }
}
