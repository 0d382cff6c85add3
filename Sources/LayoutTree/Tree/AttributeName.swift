import Diagnostics

/// The attributes markupc types, each declared once (SEMANTICS.md §1.2, §2.1–2.8, §3): the attribute
/// applier switches over these cases, the misplaced-attribute rule (MK007) asks `reader` who reads one,
/// and `markupc schema` asks `value` what it takes (through `AttributeCatalog`).
public enum AttributeName: String, CaseIterable, Sendable {
    // Reserved (§1.2).
    case id, `class`, style
    // Sizing, read by every view (§2.1), and what its parent reads.
    case width, height, minimumWidth, maximumWidth, minimumHeight, maximumHeight, aspectRatio, weight
    case topSpacing, bottomSpacing, leadingSpacing, trailingSpacing
    case intrinsicWidth, intrinsicHeight, hidden, isHidden
    case horizontalContentHuggingPriority, verticalContentHuggingPriority
    case horizontalContentCompressionResistancePriority, verticalContentCompressionResistancePriority
    case customSpacing, anchor
    case layoutMargins, layoutMarginTop, layoutMarginLeft, layoutMarginBottom, layoutMarginRight
    case layoutMarginLeading, layoutMarginTrailing, insetsLayoutMarginsFromSafeArea
    // Containers (§2.2–2.8).
    case horizontalAlignment, verticalAlignment, spacing, alignToBaseline, baseline, alignToGrid
    case axis, distribution, alignment, baselineRelativeArrangement, isBaselineRelativeArrangement
    case layoutMarginsRelativeArrangement, isLayoutMarginsRelativeArrangement
    case topPadding, bottomPadding, fitToWidth, fitToHeight, contentInsetAdjustmentBehavior, contentSize
    // Content (§3).
    case text, title, normalTitle, textLabelText = "textLabel.text", placeholder
    case font, titleLabelFont = "titleLabel.font", textLabelFont = "textLabel.font"
    case numberOfLines, preferredMaxLayoutWidth, lineBreakMode, textAlignment, contentMode, borderStyle
    case activityIndicatorViewStyle, adjustsFontSizeToFitWidth
    case image, normalImage, imageViewImage = "imageView.image"
    case numberOfPages, contentEdgeInsets
    case contentEdgeInsetTop, contentEdgeInsetLeft, contentEdgeInsetBottom, contentEdgeInsetRight
    case contentEdgeInsetLeading, contentEdgeInsetTrailing
    // Tables, cells and collection views (§2.11).
    case accessoryType, checked, detailTextLabelText = "detailTextLabel.text", detailTextLabelFont = "detailTextLabel.font"
    case textLabelNumberOfLines = "textLabel.numberOfLines", detailTextLabelNumberOfLines = "detailTextLabel.numberOfLines"
    case separatorStyle, rowHeight
    case itemWidth = "collectionViewLayout.itemWidth", itemHeight = "collectionViewLayout.itemHeight"
    case estimatedItemWidth = "collectionViewLayout.estimatedItemWidth"
    case estimatedItemHeight = "collectionViewLayout.estimatedItemHeight"
    case minimumLineSpacing = "collectionViewLayout.minimumLineSpacing"
    case minimumInteritemSpacing = "collectionViewLayout.minimumInteritemSpacing"
    case scrollDirection = "collectionViewLayout.scrollDirection"
    case sectionInset = "collectionViewLayout.sectionInset"
    case sectionInsetTop = "collectionViewLayout.sectionInsetTop", sectionInsetLeft = "collectionViewLayout.sectionInsetLeft"
    case sectionInsetBottom = "collectionViewLayout.sectionInsetBottom", sectionInsetRight = "collectionViewLayout.sectionInsetRight"
    // Appearance, read by renderers only.
    case colors, locations
    case backgroundColor, tintColor, textColor, titleColor, normalTitleColor, textLabelTextColor = "textLabel.textColor"
    case layerBorderColor = "layer.borderColor", layerBorderWidth = "layer.borderWidth"
    case layerCornerRadius = "layer.cornerRadius", clipsToBounds, alpha
}

/// Who reads an attribute: the view it is written on, or its parent (§2.1: `weight` and the `…Spacing`
/// attributes are the parent row's or column's, `anchor` a parent LMAnchorView's, `customSpacing` a
/// parent stack's).
public enum AttributeReader: Sendable, Equatable {
    /// The view it is written on, whatever its class.
    case element
    /// Only these classes of the view it is written on (`baseline` is LMRowView's).
    case classes([ViewClass])
    /// A parent LMRowView or LMColumnView, of this axis when one is given.
    case parentBox(Axis?)
    case parentAnchorView
    case parentStack
}

/// What an attribute's value is, by which it is converted (§1.2) and described in the schema.
public enum AttributeValueKind: Sendable, Equatable {
    case text, number, boolean, enumeration, color, font, image
    /// One number for all four edges, or one edge (§1.7).
    case insets
    /// `anchor`: a comma-separated list of edges (§2.6).
    case anchorList
    /// A number, or `system` (`customSpacing`, §2.8).
    case numberOrSystem
    /// A gradient's `colors` and `locations`: comma-separated colours (§1.3) and numbers.
    case colorList, numberList
}

extension AttributeName {
    public var reader: AttributeReader {
        switch self {
        case .weight: .parentBox(nil)
        case .topSpacing, .bottomSpacing: .parentBox(.vertical)
        case .leadingSpacing, .trailingSpacing: .parentBox(.horizontal)
        case .anchor: .parentAnchorView
        case .customSpacing: .parentStack
        case .baseline: .classes([.rowView])
        case .alignToGrid: .classes([.columnView])
        case .alignToBaseline, .horizontalAlignment, .verticalAlignment: .classes([.rowView, .columnView])
        case .spacing: .classes([.rowView, .columnView, .stackView])
        case .axis, .distribution, .baselineRelativeArrangement, .isBaselineRelativeArrangement: .classes([.stackView])
        // MarkupKit's first LMBoxView had `alignment` too (the tree builder reads it).
        case .alignment: .classes([.stackView, .rowView, .columnView])
        case .fitToWidth, .fitToHeight: .classes([.scrollView])
        case .contentInsetAdjustmentBehavior: .classes([.scrollView, .uiScrollView, .tableView, .markupTableView, .collectionView,
            .markupCollectionView, .markupPageView, .textView])
        case .topPadding, .bottomPadding: .classes([.rootView])
        case .accessoryType, .checked: .classes([.tableViewCell, .markupTableViewCell])
        case .detailTextLabelText, .detailTextLabelFont, .textLabelNumberOfLines, .detailTextLabelNumberOfLines: .classes([.tableViewCell])
        case .separatorStyle, .rowHeight: .classes([.tableView, .markupTableView])
        case .itemWidth, .itemHeight, .estimatedItemWidth, .estimatedItemHeight, .minimumLineSpacing, .minimumInteritemSpacing,
            .scrollDirection, .sectionInset, .sectionInsetTop, .sectionInsetLeft, .sectionInsetBottom, .sectionInsetRight:
            .classes([.collectionView, .markupCollectionView])
        default: .element
        }
    }

    public var value: AttributeValueKind {
        switch self {
        case .id, .class, .style, .text, .title, .normalTitle, .textLabelText, .placeholder, .detailTextLabelText: .text
        case .hidden, .isHidden, .alignToBaseline, .alignToGrid, .baselineRelativeArrangement, .isBaselineRelativeArrangement,
            .layoutMarginsRelativeArrangement, .isLayoutMarginsRelativeArrangement, .fitToWidth, .fitToHeight, .clipsToBounds,
            .adjustsFontSizeToFitWidth, .checked, .insetsLayoutMarginsFromSafeArea:
            .boolean
        case .horizontalAlignment, .verticalAlignment, .baseline, .axis, .distribution, .alignment, .lineBreakMode,
            .textAlignment, .contentMode, .borderStyle, .activityIndicatorViewStyle, .accessoryType, .separatorStyle, .scrollDirection,
            .contentInsetAdjustmentBehavior:
            .enumeration
        case .font, .titleLabelFont, .textLabelFont, .detailTextLabelFont: .font
        case .image, .normalImage, .imageViewImage: .image
        case .backgroundColor, .tintColor, .textColor, .titleColor, .normalTitleColor, .textLabelTextColor, .layerBorderColor: .color
        case .layoutMargins, .layoutMarginTop, .layoutMarginLeft, .layoutMarginBottom, .layoutMarginRight, .layoutMarginLeading,
            .layoutMarginTrailing, .contentEdgeInsets, .contentEdgeInsetTop, .contentEdgeInsetLeft, .contentEdgeInsetBottom,
            .contentEdgeInsetRight, .contentEdgeInsetLeading, .contentEdgeInsetTrailing:
            .insets
        case .anchor: .anchorList
        case .customSpacing: .numberOrSystem
        case .colors: .colorList
        case .locations: .numberList
        default: .number
        }
    }
}

extension AttributeLocations {
    /// Where the element itself writes `attribute` (not a template); nil when it does not.
    public subscript(_ attribute: AttributeName) -> SourceLocation? { self[attribute.rawValue] }
}
