/// Completes the settings of tables and cells for a screen (SEMANTICS.md §2.11): what depends
/// on its pixel size (the separator) and width class (the side margin m), and the content
/// views' margins (§2.11.4), before the engine reads their descriptions.
enum ListGeometry {
    static func prepare(_ tree: inout FlatTree, margins: inout [EdgeInsets], screen: Screen) {
        let side = screen.systemMinimumSideMargin
        let pixel = 1 / max(screen.scale, 1)
        for index in 0..<tree.count {
            switch tree.attributes[index].layout {
            case .table(var table):
                table.sideInset = table.style == .insetGrouped ? ListMetrics.insetGroupedSideInset(regularWidth: side > 16) : 0
                tree.setLayout(.table(table), of: index)
            case .tableCell(var cell):
                cell.separator = cell.drawsSeparator ? pixel : 0
                cell.accessoryMargin = side
                tree.setLayout(.tableCell(cell), of: index)
            case .cellContent(.system(let style, _)):
                // §2.11.2: a system cell is at least 44 high, its separator included.
                let parent = tree.parent[index]
                var separator = 0.0
                if parent >= 0, case .tableCell(let cell) = tree.attributes[parent].layout, cell.drawsSeparator { separator = pixel }
                tree.setLayout(.cellContent(.system(style, minimumHeight: ListMetrics.systemRowHeight - separator)), of: index)
                margins[index] = EdgeInsets(top: 0, left: side, bottom: 0, right: ListMetrics.labelTrailingMargin)
            case .cellContent(.pinned):
                margins[index] = contentMargins(of: tree.parent[index], tree: tree, side: side)
            default:
                if case .implicit(.sectionHeader)? = tree.nodes[index].listRole {
                    margins[index].left = side
                    margins[index].right = side
                } else if case .implicit(.sectionFooter)? = tree.nodes[index].listRole {
                    margins[index].left = side
                    margins[index].right = side
                }
            }
        }
    }

    /// A custom cell's content view margins (§2.11.4, approximate): top and bottom 11 for table
    /// cells, 8 for header/footer views, m at the sides; 8 all round in collection cells. Margins
    /// declared on the cell replace them edge by edge (a choice: UIKit's derivation is undocumented).
    private static func contentMargins(of cell: Int, tree: FlatTree, side: Double) -> EdgeInsets {
        guard cell >= 0 else { return .zero }
        let node = tree.nodes[cell]
        if let declared = node.layoutMargins { return declared }
        switch node.viewClass {
        case .markupCollectionViewCell:
            let margin = ListMetrics.collectionCellMargin
            return EdgeInsets(top: margin, left: margin, bottom: margin, right: margin)
        case .markupTableViewHeaderFooterView:
            let margin = ListMetrics.headerFooterVerticalMargin
            return EdgeInsets(top: margin, left: side, bottom: margin, right: side)
        default:
            let margin = ListMetrics.cellVerticalMargin
            return EdgeInsets(top: margin, left: side, bottom: margin, right: side)
        }
    }
}
