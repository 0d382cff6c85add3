/// The view classes markupc knows, by the element name that creates them (SEMANTICS.md §1.1).
public enum ViewClass: String, Sendable, CaseIterable {
    // MarkupKit layout views
    case rowView = "LMRowView"
    case columnView = "LMColumnView"
    case spacer = "LMSpacer"
    case anchorView = "LMAnchorView"
    case rootView = "LMRootView"
    case layerView = "LMLayerView"
    case scrollView = "LMScrollView"
    // MarkupKit controls and views that lay out like their UIKit counterparts
    case markupTableView = "LMTableView"
    case markupCollectionView = "LMCollectionView"
    case markupPageView = "LMPageView"
    case markupPickerView = "LMPickerView"
    case markupSegmentedControl = "LMSegmentedControl"
    case markupPlayerView = "LMPlayerView"
    case markupTableViewCell = "LMTableViewCell"
    case markupTableViewHeaderFooterView = "LMTableViewHeaderFooterView"
    case markupCollectionViewCell = "LMCollectionViewCell"
    case markupGradientView = "LMLinearGradientView"
    case markupRadialGradientView = "LMRadialGradientView"
    // UIKit
    case view = "UIView"
    case stackView = "UIStackView"
    case uiScrollView = "UIScrollView"
    case label = "UILabel"
    case button = "UIButton"
    case imageView = "UIImageView"
    case switchControl = "UISwitch"
    case slider = "UISlider"
    case progressView = "UIProgressView"
    case stepper = "UIStepper"
    case activityIndicator = "UIActivityIndicatorView"
    case segmentedControl = "UISegmentedControl"
    case textField = "UITextField"
    case textView = "UITextView"
    case pageControl = "UIPageControl"
    case datePicker = "UIDatePicker"
    case pickerView = "UIPickerView"
    case searchBar = "UISearchBar"
    case tableView = "UITableView"
    case tableViewCell = "UITableViewCell"
    case collectionView = "UICollectionView"
    case webView = "WKWebView"
    case mapView = "MKMapView"
    case visualEffectView = "UIVisualEffectView"
    case toolbar = "UIToolbar"
    case navigationBar = "UINavigationBar"
    case tabBar = "UITabBar"
    case tableViewHeaderFooterView = "UITableViewHeaderFooterView"
    case refreshControl = "UIRefreshControl"

    /// MarkupKit layout views start with margins of 0; a plain UIView has 8 (§2.0).
    public var isMarkupKitLayoutView: Bool {
        switch self {
        case .rowView, .columnView, .spacer, .anchorView, .rootView, .layerView, .scrollView: true
        default: false
        }
    }
}
