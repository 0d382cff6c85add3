import Diagnostics

/// The largest magnitude markupc lets into the geometry. Real screens measure thousands of points; beyond
/// ten million, sums of sizes and the solver's products would overflow to infinity (1e308 + 1e308) and
/// reach the output as `inf` or `nan`. Numbers beyond it are clamped at the attribute that holds them,
/// with a diagnostic there, and the document still lays out.
public enum GeometryLimit {
    public static let maximumPoints: Double = 10_000_000

    public static func contains(_ value: Double) -> Bool {
        value.isFinite && abs(value) <= maximumPoints
    }

    /// `value` clamped to ±`maximumPoints`, with a warning at `location` when it had to be.
    public static func clamped(
        _ value: Double, text: String, attribute: String, at location: SourceLocation?, diagnostics: inout DiagnosticBag
    ) -> Double {
        guard !contains(value) else { return value }
        let clamped = value < 0 ? -maximumPoints : maximumPoints
        diagnostics.warning(
            "value '\(text)' for attribute '\(attribute)' is beyond ±10000000; read as \(formatNumber(clamped))",
            at: location, rule: .numberOutOfRange)
        return clamped
    }
}
