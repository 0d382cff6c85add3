/// How an element name becomes a view (SEMANTICS.md §1.1), and what each class does with
/// child elements.
enum ElementKind {
    /// A view class markupc knows (or a `<root>` given one).
    case known(ViewClass)
    /// A module-qualified custom class (`MyApp.MyView`): a plain UIView with its name recorded.
    case custom
    /// An unknown class name: laid out as a plain UIView, with a warning.
    case unknownClass
    /// A lower-case untyped element (`<segment>`, `<row>`): attributes for the enclosing view.
    case untyped

    init(elementName: String, rootClass: String) {
        if elementName == "root" {
            self = ViewClass(rawValue: rootClass).map(ElementKind.known) ?? .custom
        } else if let known = ViewClass(rawValue: elementName) {
            self = .known(known)
        } else if elementName.containsByte(UInt8(ascii: ".")) {
            self = .custom
        } else if elementName.first?.isUppercase == true {
            self = .unknownClass
        } else {
            self = .untyped
        }
    }
}

/// What a view class does with child elements.
enum ChildPolicy {
    /// Lays them out (layout views, stacks, scroll views, custom buttons).
    case arranges
    /// Holds them without laying them out (tables, pickers, cells, text field side views…).
    case records
    /// A plain UIView: MarkupKit adds no arranged children; a warning, children ignored.
    case ignoresWithWarning
    /// Any other class: "Unexpected element view in <Class>".
    case rejects
}

extension ViewClass {
    var childPolicy: ChildPolicy {
        switch self {
        case .rowView, .columnView, .anchorView, .rootView, .layerView, .scrollView, .stackView, .uiScrollView, .button:
            return .arranges
        case .view, .spacer:
            return .ignoresWithWarning
        case .markupTableView, .markupCollectionView, .markupPageView, .markupPickerView, .markupTableViewCell,
            .markupTableViewHeaderFooterView, .markupCollectionViewCell, .tableView, .tableViewCell, .collectionView,
            .textField, .pickerView, .toolbar, .visualEffectView, .tabBar, .navigationBar, .segmentedControl,
            .tableViewHeaderFooterView,
            .markupSegmentedControl, .markupPlayerView, .markupGradientView, .markupRadialGradientView, .textView:
            return .records
        default:
            return .rejects
        }
    }

    /// Untyped element tags this class accepts (§1.1).
    var acceptedTags: Set<String> {
        switch self {
        case .segmentedControl, .markupSegmentedControl: ["segment"]
        case .markupPickerView, .pickerView: ["row"]
        case .markupTableView, .tableView: ["row", "sectionHeader", "sectionFooter"]
        case .toolbar, .tabBar: ["item"]
        default: []
        }
    }

    /// The container algorithm for this class (§2).
    var defaultLayout: ContainerLayout {
        switch self {
        case .rowView: .box(BoxLayout(axis: .horizontal))
        case .columnView: .box(BoxLayout(axis: .vertical))
        case .anchorView: .anchor
        case .rootView: .rootView(topPadding: 0, bottomPadding: 0)
        case .layerView: .layer(marginsRelative: true)
        case .scrollView: .scroll(ScrollLayout(pinsContent: true))
        case .uiScrollView: .scroll(ScrollLayout(pinsContent: false))
        case .stackView: .stack(StackLayout())
        case .markupPageView: .pages
        default: .none
        }
    }

    /// The layout margins a view has until it declares its own (§2.0): none for the layout views
    /// and stack views (§2.8), 8 on every side for any other view. A declared edge replaces only
    /// its own (§1.7): a custom button's `layoutMarginLeft="2"` keeps 8 on the others (§5.13).
    var defaultLayoutMargins: EdgeInsets {
        isMarkupKitLayoutView || self == .stackView ? .zero : EdgeInsets(uniform: 8)
    }

    /// Cells and header/footer views, whose content view has default margins that declared ones
    /// replace edge by edge (§2.11.4).
    var hasContentViewMargins: Bool {
        switch self {
        case .markupTableViewCell, .tableViewCell, .markupTableViewHeaderFooterView, .markupCollectionViewCell: true
        default: false
        }
    }

    /// Processing instructions this class handles (§1.8); others are errors.
    var acceptedInstructions: Set<String> {
        switch self {
        case .textField: ["leftView", "rightView", "inputView", "inputAccessoryView"]
        case .uiScrollView, .scrollView: ["refreshControl"]
        case .imageView: ["overlayContent"]
        case .markupTableView, .tableView:
            ["sectionHeaderView", "sectionFooterView", "sectionBreak", "sectionName", "sectionSelectionMode",
             "tableHeaderView", "tableFooterView", "backgroundView", "sectionHeaderTitle", "sectionFooterTitle",
             "header", "footer", "refreshControl"]
        case .markupPickerView, .pickerView: ["componentName", "componentSeparator", "rowTitle", "rows"]
        case .markupTableViewCell, .tableViewCell:
            ["selectedBackgroundView", "backgroundView", "multipleSelectionBackgroundView", "ignoreLayoutMargins", "inputView",
             "inputAccessoryView"]
        case .markupTableViewHeaderFooterView: ["backgroundView", "ignoreLayoutMargins"]
        case .markupCollectionViewCell: ["backgroundView", "selectedBackgroundView", "ignoreLayoutMargins"]
        case .segmentedControl, .markupSegmentedControl: ["segmentTitle"]
        case .markupCollectionView, .collectionView: ["backgroundView"]
        case .textView: ["inputView", "inputAccessoryView"]
        default: ["inputView", "inputAccessoryView"]
        }
    }
}

extension ViewClass {
    /// Factory styles (`style="…"`, §1.2) each class offers; nil: any style is passed through.
    var styles: [String]? {
        switch self {
        case .button:
            ["systemButton", "customButton", "detailDisclosureButton", "infoLightButton", "infoDarkButton",
             "contactAddButton", "plainButton", "closeButton"]
        case .progressView: ["defaultProgressView", "barProgressView"]
        case .tableViewCell, .markupTableViewCell:
            ["defaultTableViewCell", "value1TableViewCell", "value2TableViewCell", "subtitleTableViewCell"]
        case .tableView, .markupTableView: ["plainTableView", "groupedTableView", "insetGroupedTableView"]
        case .collectionView, .markupCollectionView: ["flowLayoutCollectionView"]
        case .visualEffectView:
            ["extraLightBlurEffectView", "lightBlurEffectView", "darkBlurEffectView", "extraDarkBlurEffectView",
             "regularBlurEffectView", "prominentBlurEffectView"]
        default: nil
        }
    }

    /// Whether `style` has no factory method to name (§1.2: an unknown style is an error): every
    /// class markupc knows without `styles`, but UIView, which custom classes (`MyApp.MyView`) are
    /// laid out as, and whose factories are the app's.
    var takesNoStyle: Bool { styles == nil && self != .view }
}
