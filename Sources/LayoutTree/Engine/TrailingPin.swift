/// A container's required pin of its content's trailing (bottom) edge to its own (SEMANTICS.md
/// §2.2 rule 3, and each "pinned on both sides" of §2.5–§2.11), as its two halves. UIKit
/// breaks one of a conflict's required constraints; §2.2 says which, and the answer differs by
/// direction, so each half has its own level:
/// - content that cannot fit keeps its natural size in nested containers and runs past the
///   outermost one ("let the trailing edge run past M.trailing");
/// - content too small to fill leaves its room inside the innermost container, every container
///   keeping the size its parent gives it ("fill: every child's height = M.height").
struct TrailingPin: Hashable, Sendable {
    /// content.trailing ≤ edge: breaks where the content cannot fit.
    var within: Priority
    /// content.trailing ≥ edge: breaks where the content cannot reach the edge.
    var reaching: Priority

    /// The pins of a container `depth` levels below the root: "within" firmer and "reaching"
    /// weaker the deeper it is (`Priority.contentWithinEdge(depth:)`,
    /// `Priority.contentReachingEdge(depth:)`); both weaker than every container's outside where
    /// the container lies in a table or a page view (`Priority.contentWithinListedEdge(depth:)`).
    static func ofContainer(depth: Int, insideList: Bool) -> TrailingPin {
        TrailingPin(
            within: insideList ? .contentWithinListedEdge(depth: depth) : .contentWithinEdge(depth: depth),
            reaching: insideList ? .contentReachingListedEdge(depth: depth) : .contentReachingEdge(depth: depth))
    }

    /// How firmly a UIStackView holds its views inside its canvas across its axis (its alignments
    /// other than fill, §2.8): as content reaching an edge is, deeper stacks weaker, so that a view
    /// too large for a stack its parent sizes runs past the stack ("views never exceed C only when
    /// C is fitting"), where a row's or column's content widens it (§2.2).
    var insideStack: Priority { reaching }

    /// A frame a table view sets by hand (its rows, a cell's content view, §2.11): held both ways
    /// above every container's pin, so that the rows are as wide as the table whatever they hold.
    static let framedByList = TrailingPin(within: .framedByList, reaching: .framedByList)
}
