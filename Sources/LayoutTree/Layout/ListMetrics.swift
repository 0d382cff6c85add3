/// The numbers of tables, cells, collection views and pickers that no source states exactly:
/// SEMANTICS.md §2.11 marks them approximate, and they are kept here, in one table, so that a
/// better measurement changes one line.
public enum ListMetrics {
    // §2.11.2 row heights
    /// A system cell's least height, and a custom cell's when its content has no height.
    public static let systemRowHeight = 44.0
    /// A system cell's content view's top and bottom margins around its labels.
    public static let systemCellVerticalMargin = 11.0

    // §2.11.2 section headers and footers
    public static let plainTitleHeight = 28.0
    /// A plain table's titled header or footer on iOS 7–10.
    public static let plainTitleHeightThroughIOS10 = 22.0
    public static let groupedFirstHeaderHeight = 35.0
    public static let groupedEmptyHeaderHeight = 17.5
    public static let groupedEmptyFooterHeight = 17.5
    /// iOS 15's `sectionHeaderTopPadding` above every header of a plain table (`--ios 15` or later).
    public static let sectionHeaderTopPadding = 22.0
    public static let groupedFirstTitledHeaderHeight = 55.5
    public static let groupedTitledHeaderHeight = 38.0
    /// A grouped header's title sits this far above the header's bottom.
    public static let groupedHeaderTitleBottom = 6.0
    /// A grouped footer is its text's height plus 25.5: here 8 above and 17.5 below (the split is a choice).
    public static let groupedFooterTitleTop = 8.0
    public static let groupedFooterTitleBottom = 17.5
    public static let plainTitleFontSize = 17.0
    public static let groupedTitleFontSize = 13.0

    // §2.11.3 system cells
    public static let bodyFontSize = 17.0
    public static let value2FontSize = 15.0
    public static let subtitleFontSize = 12.0
    /// value2's text label column width, and the gap before its detail label.
    public static let value2TitleWidth = 67.0
    public static let value2Gap = 6.0
    /// The gap after an image view.
    public static let imageGap = 16.0
    /// Grouped section titles: secondary grey (#6D6D72).
    public static let groupedTitleColor = Color(red: 109 / 255, green: 109 / 255, blue: 114 / 255, alpha: 1)
    public static let detailTextColor = Color(red: 0.557, green: 0.557, blue: 0.576, alpha: 1)
    /// Leading and trailing margin m of cells, headers and accessories: compact and regular width.
    public static let compactSideMargin = 16.0
    public static let regularSideMargin = 20.0
    /// m on iOS 7–10, whatever the width (§2.11.3).
    public static let sideMarginThroughIOS10 = 15.0
    /// The gap between the content view and an accessory.
    public static let accessoryGap = 10.0

    /// The accessory glyph's width a (§2.11.3 table).
    public static func glyphWidth(_ accessory: CellAccessory) -> Double {
        switch accessory {
        case .none: 0
        case .disclosureIndicator: 8
        case .checkmark: 14
        case .detailButton: 22
        case .detailDisclosureButton: 42
        }
    }

    // §2.11.4 custom cells
    /// Content view margins of LMTableViewCell (top and bottom; the sides are m).
    public static let cellVerticalMargin = 11.0
    /// Content view margins of LMTableViewHeaderFooterView (top and bottom).
    public static let headerFooterVerticalMargin = 8.0
    /// LMCollectionViewCell: UIView's default margin.
    public static let collectionCellMargin = 8.0

    // §2.11.5 flow layout
    /// UICollectionViewFlowLayout's default minimumLineSpacing and minimumInteritemSpacing.
    public static let flowLineSpacing = 10.0
    public static let flowInteritemSpacing = 10.0

    /// The inset-grouped extension's side inset (§2.11.2).
    public static func insetGroupedSideInset(regularWidth: Bool) -> Double { regularWidth ? 20 : 16 }
}
