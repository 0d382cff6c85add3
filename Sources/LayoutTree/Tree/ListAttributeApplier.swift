/// Attributes of tables, cells and collection views (SEMANTICS.md §2.11), typed into
/// `ListAttributes`; the table's and cell's `style` is read by `applyStyle`.
extension AttributeApplier {
    mutating func applyList(_ name: String, _ value: String, _ reader: inout ValueReader) -> Bool {
        switch name {
        case "accessoryType":
            if let accessory = reader.enumeration().flatMap(CellAccessory.init(rawValue:)) { node.listAttributes.accessory = accessory }
        case "checked":
            // MK: checked="true" sets the checkmark accessory, "false" clears it (§2.11.3).
            if let checked = reader.bool() { node.listAttributes.accessory = checked ? .checkmark : .none }
        case "detailTextLabel.text":
            node.listAttributes.detailText = value
        case "detailTextLabel.font":
            node.listAttributes.detailFont = reader.font()
        case "layoutMarginsRelativeArrangement" where node.viewClass.isCell:
            node.listAttributes.contentMarginsRelative = reader.bool() ?? true
        case "separatorStyle":
            node.listAttributes.separatorNone = reader.enumeration() == "none"
        case "rowHeight":
            node.listAttributes.rowHeight = reader.number().flatMap { $0 > 0 ? $0 : nil }
        case "collectionViewLayout.itemWidth", "collectionViewLayout.estimatedItemWidth":
            if let width = reader.number(), width > 0 { node.listAttributes.flow.itemWidth = width }
        case "collectionViewLayout.itemHeight", "collectionViewLayout.estimatedItemHeight":
            if let height = reader.number(), height > 0 { node.listAttributes.flow.itemHeight = height }
        case "collectionViewLayout.minimumLineSpacing":
            if let spacing = reader.number() { node.listAttributes.flow.minimumLineSpacing = spacing }
        case "collectionViewLayout.minimumInteritemSpacing":
            if let spacing = reader.number() { node.listAttributes.flow.minimumInteritemSpacing = spacing }
        case "collectionViewLayout.scrollDirection":
            node.listAttributes.flow.horizontal = reader.enumeration() == "horizontal"
        case "collectionViewLayout.sectionInset":
            if let inset = reader.number() { node.listAttributes.flow.sectionInset = EdgeInsets(top: inset, left: inset, bottom: inset, right: inset) }
        case "collectionViewLayout.sectionInsetTop", "collectionViewLayout.sectionInsetLeft", "collectionViewLayout.sectionInsetBottom",
            "collectionViewLayout.sectionInsetRight":
            guard let inset = reader.number() else { break }
            switch name.dropFirst("collectionViewLayout.sectionInset".count) {
            case "Top": node.listAttributes.flow.sectionInset.top = inset
            case "Left": node.listAttributes.flow.sectionInset.left = inset
            case "Bottom": node.listAttributes.flow.sectionInset.bottom = inset
            default: node.listAttributes.flow.sectionInset.right = inset
            }
        default:
            return false
        }
        return true
    }
}
