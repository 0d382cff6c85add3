/// Lays out a typed view tree on a screen: solves every container's description
/// (`AxisArrangement`) with the tree solve (`ExactLayoutSolver`) — or, for checking, as the
/// whole-document constraint system — by priority (SEMANTICS.md §2.0), re-measures wrapped
/// labels once (two passes), and rounds frames to the pixel grid (§4.2).
public struct LayoutEngine: Sendable {
    public var measurer: LeafMeasurer
    public var rootMode: RootMode
    public var rightToLeft: Bool
    public var strategy: SolveStrategy = .automatic
    /// Absolute rectangles of scroll views' content moved by the initial content offset, as
    /// drawn (`--apply-offset`, pictures, lint); by default they are not (SEMANTICS §4.1).
    public var appliesContentOffset = false
    /// Past the limit of the region that joins the axes (`ExactLayoutSolver.Limits.region`), its
    /// rules are approximated and `LayoutResult.approximated` says so; false solves the region
    /// however large (`--exact`): on the benchmark's mixed screens 9.7 s and 930 MB at 24,500
    /// views, 36 s and 3 GB at 42,000, where the approximation takes 2 and 4 s.
    public var approximatesLargeRegions = true
    /// Whether each label's lines as shown in its final frame are found (§3.1): what the output
    /// formats write and pictures draw. The lint rules read frames only, and a label's lines cost
    /// as much again as measuring it.
    public var findsShownText = true

    /// How the constraints of a document are solved. Both give the same frames.
    public enum SolveStrategy: Sendable {
        /// The tree solve (`ExactLayoutSolver`): each container's rules read from its
        /// description, linear in the views at every document size.
        case automatic
        /// The tree solve with every unstated rule that stays on one axis solved apart from its
        /// ancestors (`UnstatedComponents`), as on documents too large for one system: for checking.
        case components
        /// The whole document as one constraint system (`LexicographicSolver`): the reference
        /// the tree solve is checked against; slow on large documents.
        case wholeDocument
    }

    /// Below every real priority: views that nothing sizes become 0 (§2.0 choice).
    static let collapsePriority: Priority = 0.001

    /// How large the tree solve's constraint systems may grow (tests lower them to take the paths
    /// of large documents on small ones).
    var limits = ExactLayoutSolver.Limits()

    public init(measurer: LeafMeasurer = LeafMeasurer(), rootMode: RootMode = .viewController, rightToLeft: Bool = false) {
        self.measurer = measurer
        self.rootMode = rootMode
        self.rightToLeft = rightToLeft
    }

    public func layout(_ root: ViewNode, on screen: Screen) -> LayoutResult {
        var earlier: EarlierSolves?
        return layout(root, on: screen, solving: &earlier)
    }

    /// The document laid out on one screen of several (`markupc validate`'s devices), taking
    /// from the layouts on the screens before what is the same on this one (`EarlierSolves`):
    /// pass the same `earlier` (nil at first) for every screen of one document.
    public func layout(_ root: ViewNode, on screen: Screen, reusing earlier: inout EarlierSolves?) -> LayoutResult {
        if earlier == nil { earlier = EarlierSolves(keepingCostsOn: Axis.allCases, withLeaves: true) }
        return layout(root, on: screen, solving: &earlier)
    }

    private func layout(_ root: ViewNode, on screen: Screen, solving earlier: inout EarlierSolves?) -> LayoutResult {
        let solved = solveInTwoPasses(root, on: screen, reusing: &earlier)
        var values = solved.values
        if rightToLeft {
            RightToLeftMirroring.mirror(&values, tree: solved.tree, screenWidth: screen.width)
        }
        // A custom button with a child reports its natural size, the child's and its margins,
        // as its intrinsic size (§2.10); it has none of its own in the solve (`LeafMeasurer`).
        var reported = solved.intrinsic
        for (index, width) in solved.wrappedWidths { reported[index].width = width }
        for index in 0..<solved.tree.count where solved.tree.attributes[index].layout == .buttonContent {
            if let natural = solved.naturalSizes[index] { reported[index] = IntrinsicSize(width: natural.x, height: natural.y) }
        }
        var extractor = FrameExtractor(
            tree: solved.tree, values: values, intrinsic: reported, measurer: solved.measurer,
            rounding: PixelRounding(scale: screen.scale))
        extractor.placed = HiddenArrangedViews.frames(
            solved.tree, values: values, measurer: solved.measurer, margins: solved.margins, rightToLeft: rightToLeft
        )
            .merging(
                HandLaidOutViews.frames(
                    solved.tree, values: values, margins: solved.margins, measurer: solved.measurer, rightToLeft: rightToLeft)
            ) { hidden, _ in hidden }
        extractor.adjustedContentInsets = solved.adjustedContentInsets
        extractor.appliesContentOffset = appliesContentOffset
        extractor.findsShownText = findsShownText
        // UIKit's adjustedContentInset is the markup's contentInset plus the safe area's part (§2.7).
        for index in 0..<solved.tree.count where FrameExtractor.scrolls(solved.tree.attributes[index]) {
            let declared = solved.tree.nodes[index].content.contentInset
            guard declared != .zero else { continue }
            let system = extractor.adjustedContentInsets[index] ?? .zero
            extractor.adjustedContentInsets[index] = EdgeInsets(
                top: system.top + declared.top, left: system.left + declared.left, bottom: system.bottom + declared.bottom,
                right: system.right + declared.right)
        }
        var result = LayoutResult(screen: screen, views: extractor.views(), approximated: solved.approximated)
        result.rowsAtStandardHeight = solved.rowsAtStandardHeight.map { solved.tree.nodes[$0] }
        return result
    }

    /// A document solved: its tree, margins and final intrinsic sizes, and every view's frame
    /// (before right-to-left mirroring).
    struct Solved {
        var tree: FlatTree
        var margins: ViewMargins
        var intrinsic: [IntrinsicSize]
        var measurer: LeafMeasurer
        var values: SolvedFrames
        var naturalSizes: [SIMD2<Double>?]
        var approximated: Bool
        /// Per view the width a multi-line label wraps at in the final pass (nil for other views, and
        /// for every view when nothing wrapped): its lines place its baselines (§2.2, §3.1).
        var wrapWidths: [Double?]
        /// Each scroll view's `adjustedContentInset` (§2.7), left and right as on the screen.
        var adjustedContentInsets: [Int: EdgeInsets] = [:]
        /// Per wrapped label, its intrinsic width at its final width: its widest wrapped line
        /// (§3.1), reported as UIKit would then report it. The solve keeps the first pass's width.
        var wrappedWidths: [Int: Double] = [:]
        /// Each table's safe-area insets on its sides where it has any, left and right as on the
        /// screen (`SafeAreaMargins.tableSides`).
        var tableSides: [Int: EdgeInsets] = [:]
        /// Whether the content of some table was left out, to be laid out in the next stage
        /// (`TableFraming`).
        var leftOutTableContent = false
        /// The table rows whose content fitted in 0 pt, held at the standard 44 (§2.11.2,
        /// `ListGeometry.holdEmptyRowsAtStandardHeight`).
        var rowsAtStandardHeight: [Int] = []
    }

    /// `earlier`: what the layouts of the document on other screens found, handed back with this
    /// layout's solves added; nil for a layout of its own, which keeps what its own later solves
    /// need and drops it when it ends.
    func solveInTwoPasses(_ root: ViewNode, on screen: Screen, reusing earlier: inout EarlierSolves?) -> Solved {
        // A font iOS would not find shows as the view's default (§1.4), in the layout and in what is drawn from it.
        let root = measurer.droppingUnknownFonts(from: root)
        // §2.11.2: iOS 11+ adds a table's safe-area insets on its sides to its cells' margins. A
        // root table's are the screen's; a table elsewhere learns its own from where it was laid
        // out, and the layout is solved once more with them (only where one reaches a side band).
        var sides: [Int: EdgeInsets] = [:]
        if rootMode == .viewController, case .table = root.layout, screen.safeArea.left != 0 || screen.safeArea.right != 0 {
            sides[0] = EdgeInsets(top: 0, left: screen.safeArea.left, bottom: 0, right: screen.safeArea.right)
        }
        // §2.11.2: nothing inside a table sizes it; a table below the root is laid out before its
        // content (`TableFraming`), a stage for each depth of tables in tables.
        var framing = TableFraming()
        var solved = solveInTwoPasses(root, on: screen, tableSides: sides, framing: &framing, reusing: &earlier)
        while solved.leftOutTableContent {
            solved = solveInTwoPasses(root, on: screen, tableSides: sides, framing: &framing, reusing: &earlier)
        }
        guard solved.tableSides != sides else { return solved }
        return solveInTwoPasses(root, on: screen, tableSides: solved.tableSides, framing: &framing, reusing: &earlier)
    }

    /// The layout with each table's cells' margins given the safe area's sides in `tableSides`
    /// (table → its insets, left and right as on the screen), the tables `framing` framed held at
    /// their sizes and the content of the next ones left out (their sizes then kept in `framing`).
    private func solveInTwoPasses(
        _ root: ViewNode, on screen: Screen, tableSides: [Int: EdgeInsets], framing: inout TableFraming,
        reusing earlier: inout EarlierSolves?
    ) -> Solved {
        var measurer = self.measurer
        measurer.scale = screen.scale
        // Layouts on several screens share `earlier`, and with it one flattening of the document.
        var tree = earlier?.flatTree(of: root) ?? FlatTree(root: root)
        let leftOut = framing.apply(to: &tree)
        var margins = effectiveMargins(tree, screen)
        ListGeometry.prepare(&tree, margins: &margins, screen: screen, tableSides: tableSides, iosVersion: measurer.iosVersion)
        if rightToLeft {
            // Right-to-left is left-to-right mirrored (§4.1): lay out in a mirrored space where
            // leading is left, so only what is *not* directional — left/right anchors and
            // margins — is swapped first; mirroring the result puts everything in place.
            RightToLeftMirroring.prepare(&tree, margins: &margins)
        }
        let safeArea = safeAreaMargins(tree, base: margins, screen)
        // The passes below solve the document again and again; what they repeat unchanged is
        // solved once. A later solve changes the heights of wrapped labels, and margins the safe
        // area moves: the passes up on those axes are kept (vertically always: the last pass of
        // a solve, it is held until the layout ends either way; horizontally where the safe area
        // has sides), and the next one recomputes only the subtrees whose inputs changed (on
        // another screen, `layout(_:on:reusing:)`, both are kept).
        let unsafe = safeArea == nil ? EdgeInsets.zero : screen.safeArea
        let kept: [Axis] = unsafe.left != 0 || unsafe.right != 0 ? [.horizontal, .vertical] : [.vertical]
        // A layout of its own drops what it kept when it ends; a shared one hands it on.
        let shared = earlier != nil
        var solved = earlier ?? EarlierSolves(keepingCostsOn: kept)
        earlier = nil  // moved, not copied: the kept passes are replaced, not held twice
        defer { if shared { earlier = solved } }
        // Layouts of one document on several screens measure each view once per scale.
        var intrinsic =
            shared
            ? solved.intrinsicSizes(of: tree, measuredBy: measurer)
            : (0..<tree.count).map { measurer.intrinsicSize(ofView: $0, in: tree) }
        var solution = solve(tree, intrinsic, margins, screen, measurer: measurer, wrapWidths: [], reusing: &solved)
        safeArea?.settle(&margins, &solution, frames: { $0.values }) {
            solve(tree, intrinsic, $0, screen, measurer: measurer, wrapWidths: [], reusing: &solved)
        }
        let heldRows = ListGeometry.holdEmptyRowsAtStandardHeight(&tree, contentHeight: { [solution] in solution.values[$0, .vertical].size })
        let droppedPaddings = ListGeometry.dropPaddingAboveEmptyHeaders(&tree, height: { [solution] in solution.values[$0, .vertical].size })
        if !heldRows.isEmpty || droppedPaddings {
            solution = solve(tree, intrinsic, margins, screen, measurer: measurer, wrapWidths: [], reusing: &solved)
        }

        // Pass 2 (§2.0): wrapped labels take the height of their text at their final width, and
        // their baselines those of their wrapped lines.
        var remeasured = false
        var wrapWidths: [Double?] = []
        var wrappedWidths: [Int: Double] = [:]
        // Only labels wrap: their class is read beside the tree, without touching every node.
        for index in 0..<tree.count where tree.attributes[index].viewClass == .label && tree.participates[index] {
            guard wrapsAtLayoutWidth(tree.nodes[index]) else { continue }
            let width = solution.values[index, .horizontal].size
            let wrapped = measurer.intrinsicSize(of: tree.nodes[index], wrapWidth: width)
            if wrapWidths.isEmpty { wrapWidths = Array(repeating: nil, count: tree.count) }
            wrapWidths[index] = width
            if let wrappedWidth = wrapped.width, wrappedWidth != intrinsic[index].width { wrappedWidths[index] = wrappedWidth }
            if wrapped != intrinsic[index] {
                intrinsic[index] = IntrinsicSize(width: intrinsic[index].width, height: wrapped.height)
                remeasured = true
            }
        }
        // A system cell's multi-line labels wrap at the slots its width gives them, and its row
        // grows with their lines (§2.11.2, §2.11.3).
        for index in 0..<tree.count where tree.participates[index] {
            guard case .cellContent(.system(let style, let minimumHeight, true)) = tree.attributes[index].layout else { continue }
            let widths = HandLaidOutViews.systemCellLabelWidths(
                of: index, style: style, width: solution.values[index, .horizontal].size, tree: tree, margins: margins[index], measurer: measurer)
            guard widths.contains(where: { $0 != nil }) else { continue }
            let wrapped = measurer.systemCellContentSize(tree.nodes[index], style: style, minimumHeight: minimumHeight, wrapWidths: widths)
            if wrapped.height != intrinsic[index].height {
                intrinsic[index] = IntrinsicSize(width: intrinsic[index].width, height: wrapped.height)
                remeasured = true
            }
        }
        if remeasured {
            solution = solve(tree, intrinsic, margins, screen, measurer: measurer, wrapWidths: wrapWidths, reusing: &solved)
            safeArea?.settle(&margins, &solution, frames: { $0.values }) {
                solve(tree, intrinsic, $0, screen, measurer: measurer, wrapWidths: wrapWidths, reusing: &solved)
            }
        }
        framing.record(leftOut) { [solution] in SIMD2(solution.values[$0, .horizontal].size, solution.values[$0, .vertical].size) }
        var adjustedContentInsets = safeArea?.adjustedContentInsets(for: solution.values) ?? [:]
        var foundSides = safeArea?.tableSides(for: solution.values) ?? [:]
        if rightToLeft {
            // Found in the mirrored space of the solve: left and right back where they are on the screen.
            adjustedContentInsets = adjustedContentInsets.mapValues(\.mirrored)
            foundSides = foundSides.mapValues(\.mirrored)
        }
        return Solved(
            tree: tree, margins: margins, intrinsic: intrinsic, measurer: measurer, values: solution.values,
            naturalSizes: solution.naturalSizes, approximated: solution.approximated, wrapWidths: wrapWidths,
            adjustedContentInsets: adjustedContentInsets, wrappedWidths: wrappedWidths, tableSides: foundSides,
            leftOutTableContent: !leftOut.isEmpty, rowsAtStandardHeight: heldRows)
    }

    private func baselineMetrics(_ tree: FlatTree, wrapWidths: [Double?]) -> [BaselineMetrics?] {
        tree.nodes.indices.map { index in
            tree.participates[index]
                ? BaselineMetrics.of(tree.nodes[index], measurer: measurer, wrapWidth: wrapWidths.isEmpty ? nil : wrapWidths[index])
                : nil
        }
    }

    private func wrapsAtLayoutWidth(_ node: ViewNode) -> Bool {
        node.viewClass == .label && node.content.numberOfLines != 1 && node.content.preferredMaxLayoutWidth == nil
    }

    /// How margins follow the safe area below the root (docs/SAFE_AREA.md): for a view controller's
    /// root on a screen with an unsafe area; nil otherwise (`--root plain` has no safe area, §2.9).
    private func safeAreaMargins(_ tree: FlatTree, base: ViewMargins, _ screen: Screen) -> SafeAreaMargins? {
        guard rootMode == .viewController, screen.safeArea != .zero else { return nil }
        var safeArea = screen.safeArea
        // The solve runs in the mirrored space under right-to-left (see `RightToLeftMirroring`).
        if rightToLeft { swap(&safeArea.left, &safeArea.right) }
        return SafeAreaMargins(tree: tree, base: base, safeArea: safeArea, width: screen.width, height: screen.height)
    }

    /// Declared margins, the class defaults, and a view controller root view's safe area
    /// plus system minimum side margins (§2.9).
    private func effectiveMargins(_ tree: FlatTree, _ screen: Screen) -> ViewMargins {
        var margins = ViewMargins(
            tree.nodes.lazy.map { node -> EdgeInsets in node.layoutMargins ?? node.viewClass.defaultLayoutMargins })
        if rootMode == .viewController, let root = tree.nodes.first {
            let declared = root.layoutMargins ?? .zero
            let minimum = screen.systemMinimumSideMargin
            let safe = screen.safeArea
            margins[0] = EdgeInsets(
                top: safe.top + declared.top,
                left: safe.left + max(declared.left, minimum),
                bottom: safe.bottom + declared.bottom,
                right: safe.right + max(declared.right, minimum))
        }
        return margins
    }

    /// Every view's frame.
    /// `wrapWidths`: per view the width a multi-line label wraps at (empty in the first pass).
    private func solve(
        _ tree: FlatTree, _ intrinsic: [IntrinsicSize], _ margins: ViewMargins, _ screen: Screen, measurer: LeafMeasurer,
        wrapWidths: [Double?], reusing solved: inout EarlierSolves
    ) -> (values: SolvedFrames, naturalSizes: [SIMD2<Double>?], approximated: Bool) {
        // The exact solve, and for the reference solve the natural sizes it keeps in ties. Each
        // solver arranges in `ViewMargins.forArrangement` (the reference in `referenceSystem`).
        var exactSolver = ExactLayoutSolver(
            tree: tree, intrinsic: intrinsic, margins: margins.forArrangement(in: tree), measurer: measurer)
        exactSolver.wrapWidths = wrapWidths
        exactSolver.limits = limits
        if strategy == .components { exactSolver.limits.wholeRegion = 0 }
        // Asked to be exact (`--exact`), the region has no limit. So for the reference, which keeps
        // the tree solve's natural sizes in ties: the approximated solve's would change them.
        if strategy == .wholeDocument || !approximatesLargeRegions { exactSolver.limits.region = .max }
        let exact = exactSolver.solve(screen: screen, reusing: &solved)
        guard strategy == .wholeDocument else { return (exact.values, exact.naturalSizes, exact.approximated) }
        let system = referenceSystem(
            tree, intrinsic, margins, screen, naturalSizes: exact.naturalSizes, wrapWidths: wrapWidths, recordsOrigins: false)
        let solved = LexicographicSolver().solve(variableCount: system.variableCount, constraints: system.constraints)
        return (SolvedFrames(solverValues: solved, count: tree.count), exact.naturalSizes, false)
    }

    /// The whole document as one constraint system (the reference), from every container's
    /// description; with `recordsOrigins`, each constraint says which rule installed it.
    func referenceSystem(
        _ tree: FlatTree, _ intrinsic: [IntrinsicSize], _ margins: ViewMargins, _ screen: Screen,
        naturalSizes: [SIMD2<Double>?], wrapWidths: [Double?], recordsOrigins: Bool
    ) -> ConstraintSet {
        var context = LayoutContext(
            tree: tree, constraints: ConstraintSet(viewCount: tree.count),
            priorities: ContentPriorityTable(defaults: tree.nodes.map(ContentPriorities.classDefaults)), intrinsic: intrinsic,
            margins: margins.forArrangement(in: tree), rightToLeft: false)
        context.constraints.recordsOrigins = recordsOrigins
        context.baselineMetrics = baselineMetrics(tree, wrapWidths: wrapWidths)
        // Ties are resolved container by container, from the outside in, each child keeping
        // its natural size as far as it can (§2.0): the levels go by depth, and views without
        // an intrinsic size keep their fitting size, which the tree solve computes.
        context.depths = Array(repeating: 0, count: tree.count)
        for index in 1..<max(tree.count, 1) where tree.parent[index] >= 0 { context.depths[index] = context.depths[tree.parent[index]] + 1 }
        context.naturalSizes = naturalSizes
        let c = context.constraints.variables
        context.constraints.from("the root view fills the screen, \(format(screen.width)) × \(format(screen.height)) (§2.9)")
        context.pin(c.start(0, .horizontal), to: .constant(0), priority: Priority.rootFrame)
        context.pin(c.start(0, .vertical), to: .constant(0), priority: Priority.rootFrame)
        context.pin(c.size(0, .horizontal), to: .constant(screen.width), priority: Priority.rootFrame)
        context.pin(c.size(0, .vertical), to: .constant(screen.height), priority: Priority.rootFrame)

        for index in 0..<tree.count where tree.participates[index] {
            context.arrangeChildren(of: index)
        }
        for index in 0..<tree.count where tree.participates[index] {
            context.addOwnConstraints(of: index)
        }
        return context.constraints
    }
}
