/// Completes the settings of tables and cells for a screen (SEMANTICS.md §2.11): what depends
/// on its pixel size (the separator) and width class (the side margin m), and the content
/// views' margins (§2.11.4), before the engine reads their descriptions. A table's safe-area
/// insets on its sides (`tableSides`, table → insets) are added to its cells' side margins
/// (§2.11.2, iOS 11+, approximate: a table in landscape on an iPhone with a notch or Dynamic
/// Island).
enum ListGeometry {
    static func prepare(
        _ tree: inout FlatTree, margins: inout ViewMargins, screen: Screen, tableSides: [Int: EdgeInsets] = [:],
        iosVersion: Int = LeafMeasurer.defaultIOSVersion
    ) {
        // §2.11.3: m is 15 on iOS 7–10.
        let side = iosVersion <= 10 ? ListMetrics.sideMarginThroughIOS10 : screen.systemMinimumSideMargin
        let pixel = 1 / max(screen.scale, 1)
        for index in 0..<tree.count {
            // Read only by the views of a table (its rows, their content views, its headers).
            var safeArea: EdgeInsets { tableSides.isEmpty ? .zero : sides(of: index, in: tree, tableSides) }
            var left: Double { side + safeArea.left }
            var right: Double { side + safeArea.right }
            switch tree.attributes[index].layout {
            case .table(var table):
                table.sideInset = table.style == .insetGrouped ? ListMetrics.insetGroupedSideInset(regularWidth: side > 16) : 0
                table.headerTopPadding = table.style == .plain && iosVersion >= 15 ? ListMetrics.sectionHeaderTopPadding : 0
                tree.setLayout(.table(table), of: index)
                // Its rows' widths are its own (`SizeConstraints.isSetByTable`).
                for row in tree.children[index] where tree.nodes[row].listRole != .backgroundView {
                    let size = tree.attributes[row].size, inRow = size.inATableRow
                    if inRow != size { tree.setSize(inRow, of: row) }
                }
            case .tableCell(var cell):
                cell.separator = cell.drawsSeparator ? pixel : 0
                cell.accessoryMargin = right
                tree.setLayout(.tableCell(cell), of: index)
            case .cellContent(.system(let style, _, _)):
                // §2.11.2: a system cell is at least 44 high, its separator included; only a table's
                // row grows with its labels.
                let parent = tree.parent[index]
                var separator = 0.0
                if parent >= 0, case .tableCell(let cell) = tree.attributes[parent].layout, cell.drawsSeparator { separator = pixel }
                var isRow = false
                if parent >= 0, tree.nodes[parent].listRole == nil, tree.parent[parent] >= 0,
                    case .table = tree.attributes[tree.parent[parent]].layout
                {
                    isRow = true
                }
                tree.setLayout(
                    .cellContent(.system(style, minimumHeight: ListMetrics.systemRowHeight - separator, growsWithLabels: isRow)), of: index)
                // The labels end m (16, or 20 on regular width) before the content view's end, and clear of the safe area when
                // nothing (no accessory) stands between them and the cell's edge.
                var accessory = false
                if parent >= 0, case .tableCell(let cell) = tree.attributes[parent].layout {
                    accessory = cell.accessory != .none || tree.children[parent].contains { tree.nodes[$0].listRole == .accessoryView }
                }
                margins[index] = EdgeInsets(
                    top: 0, left: left, bottom: 0, right: side + (accessory ? 0 : safeArea.right))
            case .cellContent(.pinned):
                margins[index] = contentMargins(of: tree.parent[index], tree: tree, left: left, right: right, safeArea: safeArea)
            default:
                if let role = tree.nodes[index].listRole, role == .implicit(.sectionHeader) || role == .implicit(.sectionFooter) {
                    margins[index].left = left
                    margins[index].right = right
                    // §2.11.2: a plain table's titled header or footer is 22 high on iOS 7–10.
                    if iosVersion <= 10, tree.attributes[index].size.height == ListMetrics.plainTitleHeight {
                        tree.setHeight(ListMetrics.plainTitleHeightThroughIOS10, of: index)
                    }
                }
            }
        }
    }

    /// The sides of the nearest table above `view` (its rows, their content views, its headers).
    private static func sides(of view: Int, in tree: FlatTree, _ tableSides: [Int: EdgeInsets]) -> EdgeInsets {
        var current = tree.parent[view]
        while current >= 0 {
            if case .table = tree.attributes[current].layout { return tableSides[current] ?? .zero }
            current = tree.parent[current]
        }
        return .zero
    }

    /// §2.11.2: a table row whose content view fits in 0 pt (an empty LMTableViewCell, or content
    /// with no height pinned to its edges) is given the standard 44, separator included, as
    /// UIKit gives it (with a console warning). `contentHeight`: a view's height in the first
    /// solve. Returns the rows so held, for the layout to be solved again and to warn of them.
    static func holdEmptyRowsAtStandardHeight(_ tree: inout FlatTree, contentHeight: (Int) -> Double) -> [Int] {
        var held: [Int] = []
        // The layout read first: it lies beside the tree, the node's role behind a reference.
        for index in 0..<tree.count where tree.participates[index] {
            guard case .tableCell(let cell) = tree.attributes[index].layout, tree.nodes[index].listRole == nil,
                tree.attributes[index].size.height == nil,
                tree.parent[index] >= 0, case .table = tree.attributes[tree.parent[index]].layout,
                let content = tree.children[index].first(where: { tree.nodes[$0].listRole == .implicit(.contentView) }),
                tree.participates[content], tree.attributes[content].size.height == nil,
                contentHeight(content) < Self.emptyContentTolerance
            else { continue }
            tree.setHeight(ListMetrics.systemRowHeight - cell.separator, of: content)
            held.append(index)
        }
        return held
    }

    /// §2.11.2: iOS 15's padding is above every plain-style header "that exists (Hh > 0)": a
    /// header view found 0 high in the first solve (an empty container) gets none. `height`: a
    /// view's height in that solve. Returns whether a padding was dropped, for the layout to be
    /// solved again.
    static func dropPaddingAboveEmptyHeaders(_ tree: inout FlatTree, height: (Int) -> Double) -> Bool {
        var dropped = false
        for index in 0..<tree.count where tree.participates[index] {
            guard case .table(var table) = tree.attributes[index].layout, table.headerTopPadding > 0 else { continue }
            let empty = tree.visibleChildren(of: index).filter { child in
                (tree.nodes[child].listRole?.isSectionHeader ?? false) && height(child) < Self.emptyContentTolerance
            }
            guard !empty.isEmpty, empty != table.emptyHeaders else { continue }
            table.emptyHeaders = empty
            tree.setLayout(.table(table), of: index)
            dropped = true
        }
        return dropped
    }

    /// A content view less high than this fits in 0 pt (rounding, not content).
    private static let emptyContentTolerance = 1e-6

    /// A custom cell's content view margins (§2.11.4, approximate): top and bottom 11 for table
    /// cells, 8 for header/footer views, m at the sides; 8 all round in collection cells. Margins
    /// declared on the cell replace them edge by edge (a choice: UIKit's derivation is undocumented);
    /// a table cell's declared sides still get the safe area's sides added, as its defaults do
    /// (§2.11.2, iOS 11+: declared 12 in landscape on an iPhone 15 is 71, not under the island).
    private static func contentMargins(of cell: Int, tree: FlatTree, left: Double, right: Double, safeArea: EdgeInsets) -> EdgeInsets {
        guard cell >= 0 else { return .zero }
        let node = tree.nodes[cell]
        var margins = defaultContentMargins(of: node.viewClass, left: left, right: right)
        guard let declared = node.layoutMargins else { return margins }
        let sides = node.viewClass == .markupCollectionViewCell ? EdgeInsets.zero : safeArea
        for edge in node.listAttributes.declaredMarginEdges {
            switch edge {
            case .top: margins.top = declared.top
            case .bottom: margins.bottom = declared.bottom
            case .left, .leading: margins.left = declared.left + sides.left
            case .right, .trailing: margins.right = declared.right + sides.right
            }
        }
        return margins
    }

    private static func defaultContentMargins(of viewClass: ViewClass, left: Double, right: Double) -> EdgeInsets {
        switch viewClass {
        case .markupCollectionViewCell:
            let margin = ListMetrics.collectionCellMargin
            return EdgeInsets(top: margin, left: margin, bottom: margin, right: margin)
        case .markupTableViewHeaderFooterView:
            let margin = ListMetrics.headerFooterVerticalMargin
            return EdgeInsets(top: margin, left: left, bottom: margin, right: right)
        default:
            let margin = ListMetrics.cellVerticalMargin
            return EdgeInsets(top: margin, left: left, bottom: margin, right: right)
        }
    }
}
