/// Every rule markupc knows: the ones the parser and tree builder report as they read (listed in
/// `Rules/PipelineRules.swift`), and the lint rules, one file each under `Rules/`.
public struct RuleRegistry: Sendable {
    public let documentRules: [any DocumentRule]
    public let layoutRules: [any LayoutRule]
    /// All rules, by id.
    public let descriptors: [RuleDescriptor]
    /// Each id's place in `descriptors`: every merged layout finding looks up its rule's severity.
    private let positions: [String: Int]

    public init(documentRules: [any DocumentRule], layoutRules: [any LayoutRule], pipelineRules: [RuleDescriptor]) {
        self.documentRules = documentRules
        self.layoutRules = layoutRules
        descriptors = (pipelineRules + documentRules.map(\.descriptor) + layoutRules.map(\.descriptor))
            .sorted { $0.id < $1.id }
        // The first of a repeated id, as a search from the start would find.
        positions = Dictionary(descriptors.enumerated().map { ($1.id, $0) }, uniquingKeysWith: min)
    }

    public static let standard = RuleRegistry(
        documentRules: [
            MisplacedAttributeRule(), WeightWithFixedSizeRule(), MissingEndRule(), MissingImageRule(), FontNotFoundRule(),
            NestingDepthRule(), ViewCountRule(), NestedWeightsRule(), HiddenGridCellRule(), HiddenBaselineViewRule(), WeightNotPositiveRule(),
            NoSuchPropertyRule(),
        ],
        layoutRules: [
            CompressedContentRule(), TruncatedLabelRule(), OutsideParentRule(), OutsideSafeAreaRule(),
            OverlappingSiblingsRule(), ZeroSizeRule(), AmbiguousSizeRule(), TouchTargetRule(), ApproximatedLayoutRule(),
            RowAtStandardHeightRule(),
        ],
        pipelineRules: PipelineRules.all + [FrameSnapshotCheck.descriptor])

    public func descriptor(for id: String) -> RuleDescriptor? {
        positions[id].map { descriptors[$0] }
    }

    public var ids: [String] { descriptors.map(\.id) }
}
