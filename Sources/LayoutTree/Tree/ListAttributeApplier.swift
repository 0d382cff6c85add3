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
            node.listAttributes.textLines = reader.integer() ?? 1
        case .detailTextLabelNumberOfLines:
            node.listAttributes.detailLines = reader.integer() ?? 1
        case .separatorStyle:
            node.listAttributes.separatorNone = reader.enumeration() == "none"
        case .rowHeight:
            node.listAttributes.rowHeight = reader.number().flatMap { $0 > 0 ? $0 : nil }
        case .itemWidth, .estimatedItemWidth:
            if let width = reader.number(), width > 0 { node.listAttributes.flow.itemWidth = width }
        case .itemHeight, .estimatedItemHeight:
            if let height = reader.number(), height > 0 { node.listAttributes.flow.itemHeight = height }
        case .minimumLineSpacing:
            if let spacing = reader.number() { node.listAttributes.flow.minimumLineSpacing = spacing }
        case .minimumInteritemSpacing:
            if let spacing = reader.number() { node.listAttributes.flow.minimumInteritemSpacing = spacing }
        case .scrollDirection:
            node.listAttributes.flow.horizontal = reader.enumeration() == "horizontal"
        case .sectionInset:
            // Uniform first, then the edges, whatever the order (§1.7): resolved in `finish`.
            if let inset = reader.number() { sectionInsets.setUniform(inset) }
        case .sectionInsetTop: if let inset = reader.number() { sectionInsets.set(.top, to: inset) }
        case .sectionInsetLeft: if let inset = reader.number() { sectionInsets.set(.left, to: inset) }
        case .sectionInsetBottom: if let inset = reader.number() { sectionInsets.set(.bottom, to: inset) }
        case .sectionInsetRight: if let inset = reader.number() { sectionInsets.set(.right, to: inset) }
        default:
            return false
        }
        return true
    }
}
