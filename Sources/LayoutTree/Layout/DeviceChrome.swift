/// What the system draws over an app's screen on a device (`render --chrome`): the status bar, the
/// notch or Dynamic Island, and the home indicator. The safe areas of SEMANTICS.md §4.4 exist to keep
/// content from under these; drawing them shows what the safe area hides.
///
/// Sizes are in points, portrait. Apple publishes the screens and safe areas (§4.4) but not these shapes,
/// so every figure below is **approximate**: the commonly quoted ones (iPhone X notch 209 × 30, Dynamic
/// Island 126 × 37 at 11 below the top, home indicator 134 × 5 at 8 above the bottom) and estimates for the
/// others (XR, mini, 13/14 notches; landscape and iPad indicator lengths). One table, so a better figure
/// changes every picture.
public struct DeviceChrome: Sendable, Equatable {
    /// The shape cut into the top of the screen (the left side in landscape).
    public enum Cutout: Sendable, Equatable {
        /// Home-button devices, and iPads.
        case none
        /// Face ID iPhones X–14: a bar hanging from the top edge, its lower corners rounded by `radius`.
        case notch(width: Double, height: Double, radius: Double)
        /// iPhone 14 Pro and later: a pill `top` below the top edge.
        case dynamicIsland(width: Double, height: Double, top: Double)
    }

    public var cutout: Cutout
    /// The status bar's height in portrait: the top safe area on notched and home-button devices (§4.4);
    /// 54 on Dynamic Island devices, whose safe area (59) leaves 5 pt below it.
    public var statusBarHeight: Double
    /// Whether the status bar shows in landscape: iPhones hide it (§4.3), iPads do not.
    public var statusBarInLandscape: Bool
    /// The home indicator of Face ID devices; nil with a home button.
    public var homeIndicator: HomeIndicator?

    /// The bar at the bottom that replaces the home button.
    public struct HomeIndicator: Sendable, Equatable {
        public var portraitWidth: Double
        /// Longer in landscape (approximate).
        public var landscapeWidth: Double
        public var height = 5.0
        /// From the bottom edge of the screen to the bottom of the bar.
        public var bottomGap = 8.0
    }

    static let phoneIndicator = HomeIndicator(portraitWidth: 134, landscapeWidth: 214)
    static let padIndicator = HomeIndicator(portraitWidth: 315, landscapeWidth: 315)

    static func homeButtonPhone() -> DeviceChrome {
        DeviceChrome(cutout: .none, statusBarHeight: 20, statusBarInLandscape: false, homeIndicator: nil)
    }

    static func notched(_ width: Double, _ height: Double, statusBar: Double) -> DeviceChrome {
        DeviceChrome(
            cutout: .notch(width: width, height: height, radius: 20), statusBarHeight: statusBar, statusBarInLandscape: false,
            homeIndicator: phoneIndicator)
    }

    static func island() -> DeviceChrome {
        DeviceChrome(
            cutout: .dynamicIsland(width: 126, height: 37, top: 11), statusBarHeight: 54, statusBarInLandscape: false,
            homeIndicator: phoneIndicator)
    }

    static func pad(statusBar: Double, homeIndicator: Bool) -> DeviceChrome {
        DeviceChrome(
            cutout: .none, statusBarHeight: statusBar, statusBarInLandscape: true,
            homeIndicator: homeIndicator ? padIndicator : nil)
    }

    /// By the device's first identifier (`Device.all`).
    static let table: [String: DeviceChrome] = [
        "iphone-se-1": homeButtonPhone(),
        "iphone-se": homeButtonPhone(),
        "iphone-8-plus": homeButtonPhone(),
        "iphone-x": notched(209, 30, statusBar: 44),
        "iphone-xr": notched(209, 30, statusBar: 48),
        "iphone-xs-max": notched(209, 30, statusBar: 44),
        "iphone-13-mini": notched(175, 34, statusBar: 50),
        // iPhone 13 and 14 (the 12's notch was wider, about 210).
        "iphone-14": notched(162, 32, statusBar: 47),
        "iphone-14-plus": notched(162, 32, statusBar: 47),
        "iphone-15": island(),
        "iphone-15-pro-max": island(),
        "ipad-9": pad(statusBar: 20, homeIndicator: false),
        "ipad": pad(statusBar: 24, homeIndicator: true),
        "ipad-pro-11": pad(statusBar: 24, homeIndicator: true),
        "ipad-pro-12.9": pad(statusBar: 24, homeIndicator: true),
    ]
}

extension Device {
    /// What the system draws over this device's screen; a plain status bar for a device not in the table.
    public var chrome: DeviceChrome {
        identifiers.first.flatMap { DeviceChrome.table[$0] }
            ?? (isPad ? .pad(statusBar: portraitSafeArea.top, homeIndicator: portraitSafeArea.bottom > 0) : .homeButtonPhone())
    }
}
