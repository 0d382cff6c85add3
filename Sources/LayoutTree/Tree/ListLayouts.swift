/// The settings of table views, their cells and page views (SEMANTICS.md §2.11): what the
/// tree builder reads from the markup, completed for the screen by `ListGeometry` (the
/// numbers §2.11 marks approximate live in `ListMetrics`).

/// `style="plainTableView"` (the default), `groupedTableView`, or markupc's
/// `insetGroupedTableView` extension (§2.11.1).
public enum TableStyle: String, Sendable {
    case plain = "plainTableView"
    case grouped = "groupedTableView"
    case insetGrouped = "insetGroupedTableView"

    public var isGrouped: Bool { self != .plain }
}

public struct TableLayout: Sendable, Equatable {
    public var style: TableStyle = .plain
    /// Space above every section header: a plain table's `sectionHeaderTopPadding` from iOS 15
    /// (§2.11.2; set for the screen by `ListGeometry`), 0 otherwise.
    public var headerTopPadding: Double = 0
    /// Section headers found 0 high, which get no `headerTopPadding` (it is above every header
    /// "that exists (Hh > 0)", §2.11.2; set by `ListGeometry.dropPaddingAboveEmptyHeaders`).
    public var emptyHeaders: [Int] = []
    /// Cells and headers start this far from either side (the inset-grouped extension; set for
    /// the screen by `ListGeometry`).
    public var sideInset: Double = 0
    /// `contentInsetAdjustmentBehavior`: a table is a scroll view (§2.11.2 "as in §2.7").
    public var insetAdjustment = ScrollInsetAdjustment.automatic
    /// Held at the size its parent gave it with its content left out (`TableFraming`), which its
    /// fixed size now says.
    public var framedBeforeContent = false
    public init() {}
}

/// The four UITableViewCell styles (§2.11.3); `default` also without `style`.
public enum TableCellStyle: String, Sendable {
    case `default` = "defaultTableViewCell"
    case value1 = "value1TableViewCell"
    case value2 = "value2TableViewCell"
    case subtitle = "subtitleTableViewCell"
}

/// `accessoryType` (§2.11.3): a glyph UIKit draws right of the content view.
public enum CellAccessory: String, Sendable, CaseIterable {
    case none, disclosureIndicator, checkmark, detailButton, detailDisclosureButton
}

public struct TableCellLayout: Sendable, Equatable {
    public var accessory: CellAccessory = .none
    /// The separator line drawn inside the bottom of the cell: a pixel, or 0 with
    /// `separatorStyle="none"` and outside tables (§2.11.2; set for the screen by `ListGeometry`).
    public var separator: Double = 0
    /// The table draws separators (the cell is a row of a table whose `separatorStyle` is not `none`).
    public var drawsSeparator = false
    /// The accessory's margin from the cell's trailing edge, m (§2.11.3; set by `ListGeometry`).
    public var accessoryMargin: Double = 0
    public init() {}
}

/// How a cell's content view places what it holds.
public enum CellContentLayout: Sendable, Equatable {
    /// A system cell's labels and image, placed by UIKit's own code (§2.11.3); the content view is
    /// at least `minimumHeight` high (44 less the separator), and, in a table's row
    /// (`growsWithLabels`), as high as its labels' text plus margins. A cell that is not a row (a
    /// header view, a cell outside a table) stays 44 high (§2.11.2, §3).
    case system(TableCellStyle, minimumHeight: Double, growsWithLabels: Bool)
    /// One content element pinned to the margins (or the edges) with four required
    /// constraints (§2.11.4 LMTableViewCell and header/footer views; §2.11.5 LMCollectionViewCell,
    /// whose content fills the item: `sizesCell` false).
    case pinned(marginsRelative: Bool, sizesCell: Bool)
}

/// Views UIKit makes inside tables and cells, which the markup does not write as elements:
/// written to the output with their role.
public enum ImplicitRole: String, Sendable {
    case contentView, textLabel, detailTextLabel, imageView, sectionHeader, sectionFooter, titleLabel, item
}

/// What a view is to the table or cell that holds it, when it is not an ordinary row or
/// content element (§2.11.1 dispositions).
public enum ListRole: Sendable, Equatable {
    /// Made by markupc for UIKit's own subviews (content view, labels, section headers).
    case implicit(ImplicitRole)
    /// `<?backgroundView?>`: fills the bounds, behind everything, not scrolled.
    case backgroundView
    /// `<?tableHeaderView?>`, `<?tableFooterView?>`, `<?sectionHeaderView?>`, `<?sectionFooterView?>`.
    case tableHeader, tableFooter, sectionHeaderView, sectionFooterView
    /// A UITableViewCell's child element: its `accessoryView` (§2.11.3).
    case accessoryView
    /// `<?selectedBackgroundView?>` and similar: recorded, not shown.
    case recorded
    /// A UITextField's `<?leftView?>` / `<?rightView?>`: sized to fit and placed at that side (§2.10).
    case leftView, rightView

    /// A section's header, titled or a view (§2.11.2).
    var isSectionHeader: Bool { self == .implicit(.sectionHeader) || self == .sectionHeaderView }
}

/// Attributes of tables, cells and collection views (§2.11), typed by `AttributeApplier`.
public struct ListAttributes: Sendable {
    /// `accessoryType`, or `checked="true"` (= checkmark, MK `UIKit+Markup.m:1980-1988`).
    public var accessory: CellAccessory = .none
    /// `detailTextLabel.text` / `.font` of system cells.
    public var detailText: String?
    public var detailFont: FontDescriptor?
    /// `textLabel.numberOfLines` / `detailTextLabel.numberOfLines` of system cells (UILabel's 1 if nil).
    public var textLines: Int?
    public var detailLines: Int?
    /// `separatorStyle="none"` on a table: no separator pixel in its rows (§2.11.2).
    public var separatorNone = false
    /// `rowHeight`: every row this high, no self-sizing (§2.11.2).
    public var rowHeight: Double?
    /// A cell's legacy `layoutMarginsRelativeArrangement="false"`: its content is pinned to the
    /// content view's edges, like `<?ignoreLayoutMargins?>` (§2.11.4).
    public var contentMarginsRelative = true
    /// The edges a cell's or header/footer view's `layoutMargin…` attributes set (left and right as
    /// on the screen; all four for `layoutMargins`): they replace the content view's default margins
    /// edge by edge (§2.11.4), the others keep theirs. Empty: none declared.
    public var declaredMarginEdges: [InsetEdge] = []
    /// `collectionViewLayout.*` (§2.11.5).
    public var flow = FlowLayoutSettings()
    /// A collection view's `contentInsetAdjustmentBehavior`: a UIScrollView's (§2.7).
    public var collectionInsetAdjustment = ScrollInsetAdjustment.automatic
    /// An LMPickerView's components and their rows' titles (§2.11.6): recorded, not given frames.
    public var pickerComponents: [PickerComponent] = []
    public init() {}
}

/// UICollectionViewFlowLayout's settings (§2.11.5; spacing defaults approximate, `ListMetrics`).
public struct FlowLayoutSettings: Sendable, Equatable {
    /// UICollectionViewFlowLayout's default itemSize, each side (stated by UIKit: not in `ListMetrics`).
    public static let defaultItemSide = 50.0
    public var itemWidth = defaultItemSide
    public var itemHeight = defaultItemSide
    public var minimumLineSpacing = ListMetrics.flowLineSpacing
    public var minimumInteritemSpacing = ListMetrics.flowInteritemSpacing
    public var sectionInset = EdgeInsets.zero
    public var horizontal = false
    public init() {}
}

extension ListRole {
    /// The name the output writes for the role (`textLabel`, `backgroundView`, …).
    public var name: String {
        switch self {
        case .implicit(let role): role.rawValue
        case .backgroundView: "backgroundView"
        case .tableHeader: "tableHeaderView"
        case .tableFooter: "tableFooterView"
        case .sectionHeaderView: "sectionHeaderView"
        case .sectionFooterView: "sectionFooterView"
        case .accessoryView: "accessoryView"
        case .recorded: "recorded"
        case .leftView: "leftView"
        case .rightView: "rightView"
        }
    }
}

/// One wheel of an LMPickerView: `<?componentName n?>` and its `<row title="…"/>` titles (§2.11.6).
public struct PickerComponent: Sendable, Equatable {
    public var name: String?
    public var rows: [String] = []
    public init(name: String? = nil, rows: [String] = []) {
        self.name = name
        self.rows = rows
    }
}

extension SizeConstraints {
    /// §2.11.2: a table sets the frames of its rows, headers and footers by hand, as wide as its
    /// own, which "comes from its parent". Of the sizes such a row states, those that would set its
    /// width hold nothing there (UIKit breaks them): a width, a minimum or maximum width, and an
    /// aspect ratio beside a height of its own. Left in, each sized the table itself (a 100-pt
    /// header made its table 100 wide in a 288-pt column; a differential campaign). The layout
    /// drops them (`inATableRow`), and lint says so (MK007).
    public func isSetByTable(_ attribute: AttributeName) -> Bool {
        switch attribute {
        case .width, .minimumWidth, .maximumWidth: return true
        case .aspectRatio: return height != nil || minimumHeight != nil || maximumHeight != nil
        default: return false
        }
    }

    /// These sizes in a table's row: without those the table sets (`isSetByTable`).
    var inATableRow: SizeConstraints {
        var size = self
        let across: [(AttributeName, WritableKeyPath<SizeConstraints, Double?>)] = [
            (.width, \.width), (.minimumWidth, \.minimumWidth), (.maximumWidth, \.maximumWidth), (.aspectRatio, \.aspectRatio),
        ]
        for (attribute, value) in across where isSetByTable(attribute) { size[keyPath: value] = nil }
        return size
    }
}
