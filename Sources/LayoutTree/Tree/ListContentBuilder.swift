import Diagnostics
import MarkupParser

extension ViewClass {
    var isTable: Bool { self == .markupTableView || self == .tableView }
    /// Cells and header/footer views: one content element in a content view (§2.11.3–2.11.5).
    var isCell: Bool {
        switch self {
        case .tableViewCell, .markupTableViewCell, .markupTableViewHeaderFooterView, .markupCollectionViewCell: true
        default: false
        }
    }
    var isCollection: Bool { self == .markupCollectionView || self == .collectionView }
}

/// Tables, cells and collection views build their children their own way (SEMANTICS.md
/// §2.11): sections from processing instructions, dispositions for the next element, and
/// the views UIKit makes itself (content views, labels, section headers), which markupc
/// writes as views with a role.
extension BuildState {
    /// True when `node` is a table, cell or collection view, whose children are now built.
    mutating func addListContent(of element: MarkupElement, to node: inout ViewNode) -> Bool {
        if node.viewClass.isTable {
            addTableContent(of: element, to: &node)
        } else if node.viewClass.isCell {
            addCellContent(of: element, to: &node)
        } else if node.viewClass.isCollection {
            addCollectionContent(of: element, to: &node)
        } else if node.viewClass == .markupPickerView {
            addPickerContent(of: element, to: &node)
        } else {
            return false
        }
        return true
    }

    // MARK: Tables (§2.11.1)

    private struct Section {
        var headerTitle: String?
        var footerTitle: String?
        /// Where each title was written, for diagnostics and `explain`.
        var headerLocation: SourceLocation?
        var footerLocation: SourceLocation?
        var headerView: ViewNode?
        var footerView: ViewNode?
        var rows: [ViewNode] = []
        var isEmpty: Bool { headerTitle == nil && footerTitle == nil && headerView == nil && footerView == nil && rows.isEmpty }
    }

    private mutating func addTableContent(of element: MarkupElement, to table: inout ViewNode) {
        var sections = [Section()]  // the table starts with section 0 (MK LMTableView.m:102)
        var pending: ListRole?
        var background: ViewNode?, tableHeader: ViewNode?, tableFooter: ViewNode?
        var recorded: [ViewNode] = []  // a <?refreshControl?>: not a row
        for child in element.children {
            switch child {
            case .processingInstruction(let instruction):
                guard !Self.isDocumentInstruction(instruction.target), !skipping else {
                    handleInstruction(instruction, in: table)
                    continue
                }
                pending = nil  // a disposition followed by another instruction is dropped (:364-365)
                switch instruction.target {
                case "sectionBreak": sections.append(Section())
                case "sectionName", "sectionSelectionMode": break  // recorded by MarkupKit; no layout effect
                case "sectionHeaderView": pending = .sectionHeaderView
                case "sectionFooterView": pending = .sectionFooterView
                case "tableHeaderView": pending = .tableHeader
                case "tableFooterView": pending = .tableFooter
                case "backgroundView": pending = .backgroundView
                case "refreshControl": pending = .recorded  // passed to UIScrollView (§2.11.1): recorded
                case "header", "sectionHeaderTitle":
                    // Before July 2015 a header title opened a new section (the table began with none).
                    let title = legacyTitle(instruction)
                    if !(sections.count == 1 && sections[0].isEmpty) { sections.append(Section()) }
                    sections[sections.count - 1].headerTitle = title
                    sections[sections.count - 1].headerLocation = instruction.location
                case "footer", "sectionFooterTitle":
                    sections[sections.count - 1].footerTitle = legacyTitle(instruction)
                    sections[sections.count - 1].footerLocation = instruction.location
                default:
                    handleInstruction(instruction, in: table)
                }
            case .element(let childElement):
                guard !skipping else { continue }
                guard var view = makeView(childElement) else {
                    if childElement.name == "sectionHeader" || childElement.name == "sectionFooter" {
                        // Untyped: the title of the last section's header or footer (:371-388).
                        if let title = childElement.attribute(named: "title").map({ text(of: $0) }) {
                            if childElement.name == "sectionHeader" {
                                sections[sections.count - 1].headerTitle = title
                                sections[sections.count - 1].headerLocation = childElement.location
                            } else {
                                sections[sections.count - 1].footerTitle = title
                                sections[sections.count - 1].footerLocation = childElement.location
                            }
                        }
                    } else {
                        acceptUntyped(childElement, in: &table)
                    }
                    continue
                }
                let disposition = pending
                pending = nil
                if let disposition { view.listRole = disposition }
                switch disposition {
                case .sectionHeaderView?: sections[sections.count - 1].headerView = view
                case .sectionFooterView?: sections[sections.count - 1].footerView = view
                case .tableHeader?: tableHeader = sizedToFit(view, tableSetsWidth: true)
                case .tableFooter?: tableFooter = sizedToFit(view, tableSetsWidth: true)
                case .backgroundView?: background = view
                case .recorded?:
                    view.isHidden = true
                    recorded.append(view)
                default:
                    if view.viewClass != .tableViewCell && view.viewClass != .markupTableViewCell {
                        // MarkupKit casts every row to UITableViewCell without checking (§2.11.1).
                        diagnostics.append(Diagnostic(
                            .error, "a table row must be a UITableViewCell or LMTableViewCell, not <\(view.elementName)>",
                            at: view.location, rule: .tableRowNotACell))
                    }
                    if let height = table.listAttributes.rowHeight { view.size.height = height }
                    let contentView = view.children.first { $0.listRole == .implicit(.contentView) }
                    if view.viewClass == .markupTableViewCell, table.listAttributes.rowHeight == nil, contentView?.children.isEmpty == true {
                        // §2.11.2: its content view fits in 0 pt, which UIKit takes for a mistake (`ListGeometry`).
                        diagnostics.warning(
                            "<LMTableViewCell> has no content element: its content view fits in 0 pt, so UIKit makes the row the "
                                + "standard 44 pt high and logs a warning", at: view.location, rule: .listContentNotShown)
                    }
                    if case .tableCell(var cell) = view.layout {
                        cell.drawsSeparator = !table.listAttributes.separatorNone
                        view.layout = .tableCell(cell)
                    }
                    sections[sections.count - 1].rows.append(view)
                }
            }
        }
        var layout = TableLayout()
        if case .table(let declared) = table.layout { layout = declared }  // contentInsetAdjustmentBehavior
        layout.style = table.content.style.flatMap(TableStyle.init(rawValue:)) ?? .plain
        var children: [ViewNode] = []
        if let background { children.append(background) }
        if let tableHeader { children.append(tableHeader) }
        for (index, section) in sections.enumerated() {
            let first = index == 0
            let headerLocation = section.headerLocation ?? table.location
            let footerLocation = section.footerLocation ?? table.location
            if let header = sectionEnd(section.headerView, title: section.headerTitle, header: true, first: first, style: layout.style, fallback: headerLocation)
                ?? emptySectionEnd(header: true, first: first, style: layout.style, at: headerLocation)
            {
                children.append(header)
            }
            children += section.rows
            if let footer = sectionEnd(section.footerView, title: section.footerTitle, header: false, first: first, style: layout.style, fallback: footerLocation)
                ?? emptySectionEnd(header: false, first: first, style: layout.style, at: footerLocation)
            {
                children.append(footer)
            }
        }
        if let tableFooter { children.append(tableFooter) }
        children += recorded
        table.layout = .table(layout)
        table.children = children
    }

    /// MarkupKit gives table header and footer views and accessory views `sizeToFit`, which
    /// leaves a view without `sizeThatFits:` (a plain UIView, a layout view) at its size: 0 × 0
    /// unless the markup sets one (§2.11.1, §2.11.3; a MarkupKit bug, warned about). The table
    /// gives its header and footer views its own width.
    private mutating func sizedToFit(_ view: ViewNode, tableSetsWidth: Bool) -> ViewNode {
        guard view.viewClass.isMarkupKitLayoutView || view.viewClass == .stackView || view.viewClass == .view else { return view }
        var view = view
        if (view.size.width == nil && !tableSetsWidth) || view.size.height == nil {
            diagnostics.warning(
                "MarkupKit sizes this view with sizeToFit, which leaves <\(view.elementName)> 0 × 0 (give it a width and height)",
                at: view.location, rule: .listContentNotShown)
        }
        if view.size.width == nil && !tableSetsWidth { view.size.width = 0 }
        if view.size.height == nil { view.size.height = 0 }
        return view
    }

    /// `case`, `end`, `properties`, `include` and `strings` mean the same everywhere (§1.8).
    private static func isDocumentInstruction(_ target: String) -> Bool {
        ["case", "end", "properties", "include", "strings"].contains(target)
    }

    /// A 2015 title instruction's text: a localized key, looked up as `@key` is (§2.11.1 legacy
    /// forms); one no strings table has shows as `@key`, as any missing key does (§1.2).
    private mutating func legacyTitle(_ instruction: MarkupProcessingInstruction) -> String {
        let key = instruction.data.trimmingCharacters(in: [" ", "\t", "\n"])
        guard case .text(let text) = options.attributeText.resolve("@" + key, at: instruction.location, diagnostics: &diagnostics)
        else { return "@" + key }
        return text
    }

    private mutating func text(of attribute: MarkupAttribute) -> String {
        switch options.attributeText.resolve(attribute.value, attribute: "title", at: attribute.valueLocation, diagnostics: &diagnostics) {
        case .text(let text): return text
        case .binding(_, let placeholder): return placeholder
        }
    }

    /// A section's header or footer: its view, or a title shown the way UIKit shows one; nil
    /// when the section has neither (§2.11.2 table). A `UITableViewHeaderFooterView` with a
    /// `textLabel.text` is a title of the same style.
    private func sectionEnd(
        _ view: ViewNode?, title: String?, header: Bool, first: Bool, style: TableStyle, fallback: SourceLocation
    ) -> ViewNode? {
        if let view, !(view.viewClass == .tableViewHeaderFooterView && view.content.text != nil) { return view }
        guard let text = view?.content.text ?? title else { return nil }
        let location = view?.location ?? fallback
        var node = ViewNode(elementName: "UITableViewHeaderFooterView", viewClass: .tableViewHeaderFooterView, location: location)
        node.listRole = .implicit(header ? .sectionHeader : .sectionFooter)
        var label = ViewNode(elementName: "UILabel", viewClass: .label, location: location)
        label.listRole = .implicit(.titleLabel)
        label.content.text = style.isGrouped && header ? text.uppercased() : text
        let side = ListMetrics.compactSideMargin
        if style.isGrouped {
            label.content.font = .system(size: ListMetrics.groupedTitleFontSize)
            label.appearance.textColor = ListMetrics.groupedTitleColor
            if header {
                // The title sits 6 above the header's bottom (§2.11.2, approximate).
                node.layout = .anchor
                node.size.height = first ? ListMetrics.groupedFirstTitledHeaderHeight : ListMetrics.groupedTitledHeaderHeight
                node.layoutMargins = EdgeInsets(top: 0, left: side, bottom: ListMetrics.groupedHeaderTitleBottom, right: side)
                label.anchor = [.bottom, .left, .right]
            } else {
                // A footer is as high as its text plus 25.5 (§2.11.2): the text wraps.
                node.layout = .layer(marginsRelative: true)
                node.layoutMargins = EdgeInsets(
                    top: ListMetrics.groupedFooterTitleTop, left: side, bottom: ListMetrics.groupedFooterTitleBottom, right: side)
                label.content.numberOfLines = 0
            }
        } else {
            label.content.font = .system(size: ListMetrics.plainTitleFontSize, weight: .semibold)
            node.layout = .anchor
            node.size.height = ListMetrics.plainTitleHeight
            node.layoutMargins = EdgeInsets(top: 0, left: side, bottom: 0, right: side)
            label.anchor = [.left, .right]
        }
        node.children = [label]
        return node
    }

    /// A grouped section's header or footer with neither title nor view: UIKit still leaves its
    /// height (§2.11.2 table: 35 for section 0's header, 17.5 otherwise), and worked examples 2
    /// and 4 list it with its frame, so it is a view with nothing in it. A plain section's is 0
    /// high and is not written.
    private func emptySectionEnd(header: Bool, first: Bool, style: TableStyle, at location: SourceLocation) -> ViewNode? {
        guard style.isGrouped else { return nil }
        var node = ViewNode(elementName: "UITableViewHeaderFooterView", viewClass: .tableViewHeaderFooterView, location: location)
        node.listRole = .implicit(header ? .sectionHeader : .sectionFooter)
        node.layout = .anchor
        node.size.height =
            header && first ? ListMetrics.groupedFirstHeaderHeight : header ? ListMetrics.groupedEmptyHeaderHeight : ListMetrics.groupedEmptyFooterHeight
        return node
    }

    // MARK: Cells (§2.11.3, §2.11.4, §2.11.5)

    private mutating func addCellContent(of element: MarkupElement, to cell: inout ViewNode) {
        var pending: ListRole?
        var marginsRelative = cell.listAttributes.contentMarginsRelative
        var contents: [ViewNode] = []
        var others: [ViewNode] = []
        for child in element.children {
            switch child {
            case .processingInstruction(let instruction):
                guard !Self.isDocumentInstruction(instruction.target), !skipping else {
                    handleInstruction(instruction, in: cell)
                    continue
                }
                switch instruction.target {
                case "ignoreLayoutMargins" where cell.viewClass != .tableViewCell: marginsRelative = false
                case "backgroundView", "selectedBackgroundView", "multipleSelectionBackgroundView":
                    pending = instruction.target == "backgroundView" ? .backgroundView : .recorded
                default: handleInstruction(instruction, in: cell)
                }
            case .element(let childElement):
                guard !skipping else { continue }
                guard var view = makeView(childElement) else {
                    acceptUntyped(childElement, in: &cell)
                    continue
                }
                if let role = pending {
                    view.listRole = role
                    if role == .recorded { view.isHidden = true }
                    others.append(view)
                    pending = nil
                } else {
                    contents.append(view)
                }
            }
        }
        var layout = TableCellLayout()
        layout.accessory = cell.listAttributes.accessory
        cell.layout = .tableCell(layout)
        // Named by UIKit's own class: a collection cell's content view is a plain UIView, a header or
        // footer view's a `_UITableViewHeaderFooterContentView`.
        let contentClass =
            switch cell.viewClass {
            case .markupCollectionViewCell: "UIView"
            case .markupTableViewHeaderFooterView: "_UITableViewHeaderFooterContentView"
            default: "UITableViewCellContentView"
            }
        var contentView = ViewNode(elementName: contentClass, viewClass: .view, location: cell.location)
        contentView.listRole = .implicit(.contentView)
        if cell.viewClass == .tableViewCell {
            // A system cell: its labels and image, and a child element as its accessory view. A row
            // until `ListGeometry` finds it is not one.
            contentView.layout = .cellContent(.system(cellStyle(of: cell), minimumHeight: ListMetrics.systemRowHeight, growsWithLabels: true))
            contentView.children = systemSubviews(of: cell)
            for (index, accessory) in contents.enumerated() {
                var accessory = accessory
                accessory.listRole = .accessoryView
                if index > 0 {
                    diagnostics.warning(
                        "a UITableViewCell has one accessory view; this one is laid out over the first", at: accessory.location, rule: .listContentNotShown)
                }
                accessory = sizedToFit(accessory, tableSetsWidth: false)
                others.append(accessory)
            }
        } else {
            let sizesCell = cell.viewClass != .markupCollectionViewCell
            contentView.layout = .cellContent(.pinned(marginsRelative: marginsRelative, sizesCell: sizesCell))
            if contents.count > 1 {
                diagnostics.warning(
                    "<\(cell.elementName)> has one content element; the other \(contents.count - 1) are laid out over it",
                    at: contents[1].location, rule: .listContentNotShown)
            }
            contentView.children = contents
        }
        cell.children = [contentView] + others
    }

    private func cellStyle(of cell: ViewNode) -> TableCellStyle {
        cell.content.style.flatMap(TableCellStyle.init(rawValue:)) ?? .default
    }

    /// The image view, text label and detail label UIKit makes for the cell's style, when the
    /// markup gives them something to show (§2.11.3 table).
    private func systemSubviews(of cell: ViewNode) -> [ViewNode] {
        let style = cellStyle(of: cell)
        var views: [ViewNode] = []
        if let image = cell.content.imageName, style != .value2 {
            var imageView = ViewNode(elementName: "UIImageView", viewClass: .imageView, location: cell.location)
            imageView.listRole = .implicit(.imageView)
            imageView.content.imageName = image
            views.append(imageView)
        }
        if let text = cell.content.text {
            var label = ViewNode(elementName: "UILabel", viewClass: .label, location: cell.location)
            label.listRole = .implicit(.textLabel)
            label.content.text = text
            label.content.font = cell.content.font ?? .system(size: style == .value2 ? ListMetrics.value2FontSize : ListMetrics.bodyFontSize)
            if style == .value2 { label.content.textAlignment = .right }
            if let lines = cell.listAttributes.textLines { label.content.numberOfLines = lines }
            label.appearance = cell.appearance
            views.append(label)
        }
        if let detail = cell.listAttributes.detailText, style != .default {
            var label = ViewNode(elementName: "UILabel", viewClass: .label, location: cell.location)
            label.listRole = .implicit(.detailTextLabel)
            label.content.text = detail
            let size = style == .subtitle ? ListMetrics.subtitleFontSize : style == .value2 ? ListMetrics.value2FontSize : ListMetrics.bodyFontSize
            label.content.font = cell.listAttributes.detailFont ?? .system(size: size)
            if style == .value1 { label.appearance.textColor = ListMetrics.detailTextColor }
            if let lines = cell.listAttributes.detailLines { label.content.numberOfLines = lines }
            views.append(label)
        }
        return views
    }

    // MARK: Pickers (§2.11.6)

    /// Rows and components are recorded (the picker is a leaf): `<row title=…/>` adds a row to the
    /// last component, `<?componentSeparator?>` starts one, `<?componentName n?>` names it; a row
    /// without a title is ignored (MK `LMPickerView.m:135-154`).
    private mutating func addPickerContent(of element: MarkupElement, to picker: inout ViewNode) {
        var components = [PickerComponent()]
        for child in element.children {
            switch child {
            case .processingInstruction(let instruction):
                guard !Self.isDocumentInstruction(instruction.target), !skipping else {
                    handleInstruction(instruction, in: picker)
                    continue
                }
                switch instruction.target {
                case "componentSeparator": components.append(PickerComponent())
                case "componentName": components[components.count - 1].name = instruction.data.trimmingCharacters(in: [" ", "\t", "\n"])
                case "rowTitle":
                    // An older form (§2.11.6: "record and warn"): `<?rowTitle Title; value?>`, a row.
                    let title = instruction.data.split(separator: ";", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
                    components[components.count - 1].rows.append(title.trimmingCharacters(in: [" ", "\t", "\n"]))
                    diagnostics.warning(
                        "<?rowTitle?> is an older form of <row title=\"…\"/>, recorded as a row", at: instruction.location,
                        rule: .listContentNotShown)
                case "rows":
                    diagnostics.warning(
                        "<?rows?> is an older form LMPickerView no longer reads; its rows are not recorded", at: instruction.location,
                        rule: .listContentNotShown)
                default: handleInstruction(instruction, in: picker)
                }
            case .element(let childElement):
                guard !skipping else { continue }
                if childElement.name == "row" {
                    if let title = childElement.attribute(named: "title").map({ text(of: $0) }) {
                        components[components.count - 1].rows.append(title)
                    }
                } else if let view = makeView(childElement) {
                    diagnostics.append(Diagnostic(
                        .error, "unexpected element <\(view.elementName)> in <\(picker.elementName)>: it takes <row> elements",
                        at: view.location, rule: .childrenNotTaken))
                } else {
                    acceptUntyped(childElement, in: &picker)
                }
            }
        }
        picker.listAttributes.pickerComponents = components
    }

    // MARK: Collection views (§2.11.5)

    /// MarkupKit drops a collection view's child elements but a `<?backgroundView?>`; markupc
    /// says so, and makes `--collection-items` items for the flow layout to place.
    private mutating func addCollectionContent(of element: MarkupElement, to collection: inout ViewNode) {
        var pendingBackground = false
        var children: [ViewNode] = []
        for child in element.children {
            switch child {
            case .processingInstruction(let instruction):
                if instruction.target == "backgroundView" && !skipping {
                    pendingBackground = true
                } else {
                    handleInstruction(instruction, in: collection)
                }
            case .element(let childElement):
                guard !skipping else { continue }
                guard var view = makeView(childElement) else {
                    acceptUntyped(childElement, in: &collection)
                    continue
                }
                if pendingBackground {
                    view.listRole = .backgroundView
                    children.append(view)
                    pendingBackground = false
                } else {
                    diagnostics.warning(
                        "MarkupKit drops a collection view's child elements; its items come from the data source (try --collection-items N)",
                        at: view.location, rule: .listContentNotShown)
                }
            }
        }
        for _ in 0..<max(0, options.collectionItems) {
            var item = ViewNode(elementName: "UICollectionViewCell", viewClass: .view, location: collection.location)
            item.listRole = .implicit(.item)
            children.append(item)
        }
        collection.children = children
    }
}
