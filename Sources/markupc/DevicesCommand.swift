import ArgumentParser
import LayoutTree

struct DevicesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "devices", _superCommandName: Markupc.name, abstract: "List the devices --device accepts.")

    func run() throws {
        let lines = Device.all.map { device in
            let portrait = device.screen(orientation: .portrait), landscape = device.screen(orientation: .landscape)
            return
                "\(device.identifiers[0].padding(18))\(device.name.padding(32))\(formatPoints(device.width))x\(formatPoints(device.height)) @\(formatPoints(device.scale))x"
                    + "  safe area portrait \(portrait.safeArea), landscape \(landscape.safeArea)"
                    + "  size classes \(portrait.horizontalSizeClass.rawValue)/\(portrait.verticalSizeClass.rawValue), \(landscape.horizontalSizeClass.rawValue)/\(landscape.verticalSizeClass.rawValue)\n"
        }
        try OutputFile.write(lines.joined(), to: nil)
    }
}

private extension String {
    func padding(_ width: Int) -> String {
        count >= width ? self + " " : self + String(repeating: " ", count: width - count)
    }
}
