import Foundation

/// A report model as JSON text: keys sorted, slashes unescaped, two-space indentation, so output is
/// stable across runs and reads well in a diff.
func encodedReport(_ report: some Encodable) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    guard let data = try? encoder.encode(report) else { return "{}\n" }
    return String(decoding: data, as: UTF8.self) + "\n"
}
