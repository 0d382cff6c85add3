/// The screen a document is laid out on (SEMANTICS.md §4.3–4.4).
public struct Screen: Sendable, Equatable {
    public enum Orientation: String, Sendable { case portrait, landscape }
    public enum SizeClass: String, Sendable { case compact, regular }

    public var width: Double
    public var height: Double
    public var scale: Double
    public var orientation: Orientation
    /// Safe-area insets in this orientation.
    public var safeArea: EdgeInsets
    public var horizontalSizeClass: SizeClass
    public var verticalSizeClass: SizeClass

    public init(
        width: Double, height: Double, scale: Double = 1, orientation: Orientation = .portrait,
        safeArea: EdgeInsets = .zero, horizontalSizeClass: SizeClass? = nil, verticalSizeClass: SizeClass? = nil
    ) {
        self.width = width
        self.height = height
        self.scale = scale
        self.orientation = orientation
        self.safeArea = safeArea
        let inferred = Self.sizeClasses(width: width, height: height)
        self.horizontalSizeClass = horizontalSizeClass ?? inferred.horizontal
        self.verticalSizeClass = verticalSizeClass ?? inferred.vertical
    }

    /// A screen given by its size alone, as the devices of §4.4 have it: a shorter side of 768 pt
    /// or more is an iPad's, regular both ways; a phone is compact across in portrait and
    /// compact both ways in landscape, except one 414 pt or more across in portrait (the Plus
    /// and Max models), which is regular across in landscape (§4.3).
    static func sizeClasses(width: Double, height: Double) -> (horizontal: SizeClass, vertical: SizeClass) {
        let shorter = min(width, height)
        if shorter >= 768 { return (.regular, .regular) }
        guard width > height else { return (.compact, .regular) }
        return (shorter >= 414 ? .regular : .compact, .compact)
    }

    /// The system minimum side margin of a view controller's root view (§2.9).
    public var systemMinimumSideMargin: Double { horizontalSizeClass == .regular ? 20 : 16 }
}

/// How the root element is placed (§2.9).
public enum RootMode: String, Sendable {
    /// A view controller's root view: safe area plus the system minimum side margins.
    case viewController = "controller"
    /// A plain view: only its own declared margins.
    case plain
}
