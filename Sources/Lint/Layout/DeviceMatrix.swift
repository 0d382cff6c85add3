import LayoutTree

/// One device in one orientation: a column of the layout matrix.
public struct MatrixScreen: Sendable, Hashable {
    public var device: Device
    public var orientation: Screen.Orientation

    public init(device: Device, orientation: Screen.Orientation) {
        self.device = device
        self.orientation = orientation
    }

    public var screen: Screen { device.screen(orientation: orientation) }

    /// The screen on `iosVersion` (`--ios`: a few devices' safe areas depend on it, §4.4).
    public func screen(iosVersion: Int) -> Screen { device.screen(orientation: orientation, iosVersion: iosVersion) }

    /// `iPhone SE (1st generation) landscape`.
    public var name: String { "\(device.name) \(orientation.rawValue)" }

    /// What `<?case?>` compares with on this screen (SEMANTICS.md §4.3).
    public func conditions(platform: String) -> CaseConditions {
        let screen = self.screen
        var conditions = CaseConditions()
        conditions.platform = platform
        conditions.orientation = orientation.rawValue
        conditions.horizontalSizeClass = screen.horizontalSizeClass.rawValue
        conditions.verticalSizeClass = screen.verticalSizeClass.rawValue
        conditions.device = device.isPad ? "ipad" : "iphone"
        return conditions
    }
}

extension MatrixScreen {
    public static func == (lhs: MatrixScreen, rhs: MatrixScreen) -> Bool {
        lhs.device.name == rhs.device.name && lhs.orientation == rhs.orientation
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(device.name)
        hasher.combine(orientation)
    }
}

/// The devices and orientations layout rules run on (`--devices`, or `devices:` in `.markupc.yml`).
public struct DeviceMatrix: Sendable, Hashable {
    public var screens: [MatrixScreen]

    public init(_ screens: [MatrixScreen]) {
        self.screens = screens
    }

    /// The smallest and the largest iPhone and an iPad, both orientations.
    public static let standard: DeviceMatrix = {
        let ids = ["iphone-se-1", "iphone-15-pro-max", "ipad"]
        let devices = ids.compactMap(Device.named)
        return DeviceMatrix(devices.flatMap { device in
            [MatrixScreen(device: device, orientation: .portrait), MatrixScreen(device: device, orientation: .landscape)]
        })
    }()

    /// Reads entries such as `iphone-se-1` (both orientations), `ipad:landscape`, `iPhone 15 Pro Max:portrait`
    /// or `all` (every device `markupc devices` lists, both orientations).
    public static func parse(_ entries: [String]) throws -> DeviceMatrix {
        var screens: [MatrixScreen] = []
        for entry in entries.flatMap({ $0.split(separator: ",") }).map({ $0.trimmingCharacters(in: [" ", "\t"]) })
        where !entry.isEmpty {
            let parts = entry.split(separator: ":", maxSplits: 1).map { String($0).trimmingCharacters(in: [" ", "\t"]) }
            let orientations: [Screen.Orientation]
            if parts.count == 2 {
                guard let orientation = Screen.Orientation(rawValue: parts[1].lowercased()) else {
                    throw MatrixError("unknown orientation '\(parts[1])' in '\(entry)': expected portrait or landscape")
                }
                orientations = [orientation]
            } else {
                orientations = [.portrait, .landscape]
            }
            let devices: [Device]
            if parts[0].lowercased() == "all" {
                devices = Device.all
            } else {
                do {
                    devices = [try Device.lookUp(parts[0])]
                } catch {
                    throw MatrixError("\(error)")
                }
            }
            for device in devices {
                for orientation in orientations {
                    let screen = MatrixScreen(device: device, orientation: orientation)
                    if !screens.contains(screen) { screens.append(screen) }
                }
            }
        }
        guard !screens.isEmpty else { throw MatrixError("the device list is empty") }
        return DeviceMatrix(screens)
    }
}

public struct MatrixError: Error, CustomStringConvertible, Sendable {
    public var description: String
    init(_ description: String) { self.description = description }
}
