import Diagnostics
import LayoutTree

/// MK040: containers nested more than 10 deep (`limit` in `.markupc.yml`). Every level adds its own constraints, margins and
/// priorities, and MarkupKit's Auto Layout solve grows with them; deep nesting is also hard to read. The
/// container at depth 11 is reported once for its branch.
public struct NestingDepthRule: DocumentRule {
    public static let descriptor = RuleDescriptor(
        id: .deepNesting, name: "deep-nesting", category: .structure, defaultSeverity: .warning,
        summary: "Containers nested more than 10 deep.", options: [limit])

    static let limit = RuleOption(name: "limit", defaultValue: 10, summary: "The deepest nesting of containers allowed.")

    public init() {}

    public func check(_ document: DocumentFacts, into diagnostics: inout [Diagnostic]) {
        let limit = document.value(of: Self.limit, for: Self.descriptor)
        var stack: [(node: ViewNode, depth: Int)] = [(document.root, 0)]
        while let (node, outerDepth) = stack.popLast() {
            let isContainer = node.layout != .none
            let depth = outerDepth + (isContainer ? 1 : 0)
            if isContainer && depth == limit + 1 {
                diagnostics.append(Self.descriptor.diagnostic(
                    "\(describe(node)) is nested \(depth) containers deep (more than \(limit)); flatten the layout",
                    at: node.location, fixIt: "an LMAnchorView or one row with weights often replaces several levels"))
            }
            for child in node.children.reversed() { stack.append((child, depth)) }
        }
    }
}
