import Foundation
import LayoutTree

/// Named colours an app defines in its resources (`--resources DIR`): `Colors.plist` files (MarkupKit's
/// colour table, §1.3) and asset-catalog colour sets. With them, a colour name the document uses is
/// known (or reported as unknown, MK009) as on the device.
public enum ResourceColors {
    /// The colours found below `directories`, read recursively; later definitions of a name win.
    public static func load(directories: [String]) -> ColorTable {
        var colors: [String: Color] = [:]
        for directory in directories {
            let enumerator = FileManager.default.enumerator(atPath: directory)
            while let relative = enumerator?.nextObject() as? String {
                let name = (relative as NSString).lastPathComponent
                let path = (directory as NSString).appendingPathComponent(relative)
                if (name as NSString).pathExtension == "colorset" {
                    let contents = (path as NSString).appendingPathComponent("Contents.json")
                    colors[(name as NSString).deletingPathExtension] = colorSetColor(atPath: contents) ?? Color(white: 0.5)
                } else if name == "Colors.plist", let table = try? ColorTable.load(path: path) {
                    for entry in table.names { colors[entry] = table[entry] }
                }
            }
        }
        return ColorTable(colors)
    }

    /// The colour of an asset-catalog colour set (sRGB components as numbers, `0xFF` strings or 0–255).
    private static func colorSetColor(atPath path: String) -> Color? {
        guard let data = FileManager.default.contents(atPath: path),
            let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let entries = object["colors"] as? [[String: Any]],
            let color = entries.first?["color"] as? [String: Any],
            let components = color["components"] as? [String: Any]
        else { return nil }
        func channel(_ key: String) -> Double? {
            if let number = components[key] as? NSNumber { return number.doubleValue }
            guard let text = components[key] as? String else { return nil }
            if text.hasPrefix("0x"), let value = Int(text.dropFirst(2), radix: 16) { return Double(value) / 255 }
            guard let value = Double(text) else { return nil }
            return value > 1 ? value / 255 : value
        }
        guard let red = channel("red"), let green = channel("green"), let blue = channel("blue") else { return nil }
        return Color(red: red, green: green, blue: blue, alpha: channel("alpha") ?? 1)
    }
}
