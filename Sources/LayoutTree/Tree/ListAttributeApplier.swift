/// Attributes of tables, cells and collection views (SEMANTICS.md §2.11), typed into
/// `ListAttributes`; the table's and cell's `style` is read by `applyStyle`.
extension AttributeApplier {
    mutating func applyList(_ name: String, _ value: String, _ reader: inout ValueReader) -> Bool {
        if (name == AttributeName.layoutMarginsRelativeArrangement.rawValue) && node.viewClass.isCell {
            // The 2015–2017 cell attribute: false pins the content to the content view's edges (§2.11.4).
            node.listAttributes.contentMarginsRelative = reader.bool() ?? true
            return true
        }
        guard let attribute = AttributeName(rawValue: name) else { return false }
        switch attribute {
        case .accessoryType:
            if let accessory = reader.enumeration().flatMap(CellAccessory.init(rawValue:)) { node.listAttributes.accessory = accessory }
        case .checked:
            // MK: checked="true" sets the checkmark accessory, "false" clears it (§2.11.3).
            if let checked = reader.bool() { node.listAttributes.accessory = checked ? .checkmark : .none }
        case .detailTextLabelText:
            node.listAttributes.detailText = value
        case .detailTextLabelFont:
            node.listAttributes.detailFont = reader.font()
        case .textLabelNumberOfLines:
            node.listAttributes.textLines = reader.integer()
        case .detailTextLabelNumberOfLines:
            node.listAttributes.detailLines = reader.integer()
        case .separatorStyle:
            node.listAttributes.separatorNone = reader.enumeration() == "none"
        case .rowHeight:
            // §2.11.2: every row this high, 0 included (what MarkupKit reads from a value that is not
            // a number). −1 is UITableViewAutomaticDimension: the rows size themselves, as without it.
            let height = reader.number()
            node.listAttributes.rowHeight = height >= 0 ? height : nil
            if height < 0 && height != -1 {
                reader.diagnostics.warning(
                    "rowHeight \(formatPoints(height)) is negative: UITableView takes only −1 (UITableViewAutomaticDimension) below 0, "
                        + "so the rows size themselves", at: reader.location, rule: .invalidValue)
            }
        case .itemWidth, .estimatedItemWidth:
            if let width = positiveItemSide(&reader) { node.listAttributes.flow.itemWidth = width }
        case .itemHeight, .estimatedItemHeight:
            if let height = positiveItemSide(&reader) { node.listAttributes.flow.itemHeight = height }
        case .minimumLineSpacing:
            node.listAttributes.flow.minimumLineSpacing = reader.number()
        case .minimumInteritemSpacing:
            node.listAttributes.flow.minimumInteritemSpacing = reader.number()
        case .scrollDirection:
            node.listAttributes.flow.horizontal = reader.enumeration() == "horizontal"
        case .sectionInset:
            // Uniform first, then the edges, whatever the order (§1.7): resolved in `finish`.
            sectionInsets.setUniform(reader.number())
        case .sectionInsetTop: sectionInsets.set(.top, to: reader.number())
        case .sectionInsetLeft: sectionInsets.set(.left, to: reader.number())
        case .sectionInsetBottom: sectionInsets.set(.bottom, to: reader.number())
        case .sectionInsetRight: sectionInsets.set(.right, to: reader.number())
        default:
            return false
        }
        return true
    }

    /// A flow layout's item width or height (§2.11.5): UICollectionViewFlowLayout leaves its
    /// layout undefined for a side that is not above 0 (it logs so), so the default is kept, and
    /// said (once: a value that is not a number has its own error).
    private func positiveItemSide(_ reader: inout ValueReader) -> Double? {
        let reported = reader.diagnostics.diagnostics.count
        let side = reader.number()
        guard side <= 0 else { return side }
        guard reader.diagnostics.diagnostics.count == reported else { return nil }
        reader.diagnostics.warning(
            "\(reader.name) \(formatPoints(side)) is not above 0: UICollectionViewFlowLayout does not define a layout for it, "
                + "so the items keep the default \(formatPoints(FlowLayoutSettings.defaultItemSide)) pt", at: reader.location, rule: .invalidValue)
        return nil
    }
}
