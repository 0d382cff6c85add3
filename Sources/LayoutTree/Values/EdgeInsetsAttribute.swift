import Diagnostics

/// Which inset property an attribute sets, judged by the last key-path component (§1.2, §1.7).
public enum EdgeInsetsAttribute: Hashable, Sendable {
    /// `layoutMargins`, or any key ending in `Inset`/`Insets` (`contentEdgeInsets`, `separatorInset`): all four edges.
    case whole(property: String)
    /// `layoutMarginTop`, `contentEdgeInsetLeading`, `contentInsetBottom`, …: one edge of `property`.
    case edge(property: String, InsetEdge)

    /// Per-edge attribute stems (§1.7) and the property each one belongs to.
    public static let edgeStems: [(stem: String, property: String)] = [
        ("layoutMargin", "layoutMargins"),
        ("contentEdgeInset", "contentEdgeInsets"),
        ("titleEdgeInset", "titleEdgeInsets"),
        ("imageEdgeInset", "imageEdgeInsets"),
        ("contentInset", "contentInset"),
        ("sectionInset", "sectionInset"),
    ]

    /// Each edge by the name that ends a per-edge attribute (`Top`, `Leading`, …), made once.
    private static let edgeNames = InsetEdge.allCases.map { (edge: $0, name: $0.rawValue.capitalizedFirst) }

    /// Nil when `keyPath` is not an inset attribute. A key-path prefix (`button.contentEdgeInsetTop`) is kept in `property`.
    public init?(keyPath: String) {
        // Every inset attribute's name holds `Inset` or `Margin`: most names are ruled out by
        // their bytes alone, before the stems are compared as strings.
        guard Self.mayNameInsets(keyPath) else { return nil }
        let prefix: Substring
        let key: Substring
        if let dot = keyPath.utf8.lastIndex(of: UInt8(ascii: ".")) {
            prefix = keyPath[...dot]
            key = keyPath[keyPath.index(after: dot)...]
        } else {
            prefix = ""
            key = keyPath[...]
        }
        for (stem, property) in Self.edgeStems where key.hasPrefix(stem) {
            let edgeName = key.dropFirst(stem.count)
            if let edge = Self.edgeNames.first(where: { $0.name == edgeName })?.edge {
                self = .edge(property: prefix + property, edge)
                return
            }
        }
        if key == "layoutMargins" || key.hasSuffix("Inset") || key.hasSuffix("Insets") {
            self = .whole(property: String(keyPath))
            return
        }
        return nil
    }

    private static func mayNameInsets(_ keyPath: String) -> Bool {
        let bytes = keyPath.utf8
        var index = bytes.startIndex
        while let capital = bytes[index...].firstIndex(where: { $0 == UInt8(ascii: "I") || $0 == UInt8(ascii: "M") }) {
            let rest = bytes[capital...]
            if rest.starts(with: "Inset".utf8) || rest.starts(with: "Margin".utf8) { return true }
            index = bytes.index(after: capital)
        }
        return false
    }

    /// The inset property the attribute belongs to.
    public var property: String {
        switch self {
        case .whole(let property), .edge(let property, _): property
        }
    }
}

/// Converts inset attribute values (§1.7).
public enum EdgeInsetsParser {
    /// A whole-value inset. MarkupKit reads one number (`floatValue`) for all four edges; markupc also accepts
    /// `"top, left, bottom, right"` as an extension, with a warning, because MarkupKit would read only the first
    /// number and use it on every edge.
    public static func parse(
        _ value: String, attribute: String, at location: SourceLocation?, diagnostics: inout DiagnosticBag
    ) -> EdgeInsets {
        if let four = fourEdges(value) {
            let first = formatNumber(four.top)
            diagnostics.append(
                LenientValueWarning.markupKitRejects(
                    value, attribute: attribute, onDevice: "iOS would use \(first) on every edge",
                    .readAs(four.description),
                    at: location))
            return four
        }
        return EdgeInsets(uniform: ScalarParser.number(value, attribute: attribute, at: location, diagnostics: &diagnostics))
    }

    /// One edge's value (`layoutMarginTop="4"`): a KVC number.
    public static func parseEdge(
        _ value: String, attribute: String, at location: SourceLocation?, diagnostics: inout DiagnosticBag
    ) -> Double {
        ScalarParser.number(value, attribute: attribute, at: location, diagnostics: &diagnostics)
    }

    /// `"top, left, bottom, right"`: exactly four comma-separated numbers.
    static func fourEdges(_ value: String) -> EdgeInsets? {
        let parts = value.split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count == 4 else { return nil }
        var numbers: [Double] = []
        for part in parts {
            guard case .exact(let number) = ScalarParser.readNumber(String(part)), GeometryLimit.contains(number) else { return nil }
            numbers.append(number)
        }
        return EdgeInsets(top: numbers[0], left: numbers[1], bottom: numbers[2], right: numbers[3])
    }
}

extension String {
    /// `top` → `Top`.
    fileprivate var capitalizedFirst: String { prefix(1).uppercased() + dropFirst() }
}
