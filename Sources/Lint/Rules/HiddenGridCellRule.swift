import Diagnostics
import LayoutTree

/// MK045: a hidden cell in a row of an `alignToGrid` column. MarkupKit matches the rows' cells by
/// their index among *all* subviews, hidden ones included, while each row lays out only the visible
/// ones: the cells after a hidden one are held as wide as the cells of the next column of the rows
/// around it, and the columns no longer line up (SEMANTICS.md §2.2 alignToGrid, §5.6 "keep the
/// MarkupKit indexing, but warn"). markupc keeps the indexing and holds no width to a hidden cell.
public struct HiddenGridCellRule: ViewByViewRule {
    public static let descriptor = RuleDescriptor(
        id: .hiddenGridCell, name: "hidden-grid-cell", category: .structure, defaultSeverity: .warning,
        summary: "A hidden cell in a row of an alignToGrid column: the cells after it match the wrong column.")

    public init() {}

    /// The hidden cells of `node`'s rows, if it is an alignToGrid column (`layout` warns of them
    /// too, as §5.6 asks: `KeptBehaviourWarnings`).
    public static func findings(at node: ViewNode) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        guard case .box(let column) = node.layout, column.axis == .vertical, column.alignToGrid else { return [] }
        let rows = node.children.filter { row in
            guard !row.isHidden, case .box(let box) = row.layout else { return false }
            return box.axis == .horizontal
        }
        guard rows.count > 1 else { return [] }
        for row in rows {
            // A hidden last cell moves nothing after it.
            for (position, cell) in row.children.enumerated() where cell.isHidden && position < row.children.count - 1 {
                diagnostics.append(descriptor.diagnostic(
                    "\(describe(cell)) is hidden in a row of an alignToGrid column: the grid still counts it, so the "
                        + "\(row.children.count - position - 1 == 1 ? "cell after it lines" : "cells after it line") up with the next column",
                    at: cell.attributeLocations[.hidden] ?? cell.attributeLocations[.isHidden] ?? cell.location,
                    fixIt: "remove the cell instead of hiding it, or hide the whole row"))
            }
        }
        return diagnostics
    }
}
