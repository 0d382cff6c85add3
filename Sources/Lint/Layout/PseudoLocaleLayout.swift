import Diagnostics
import LayoutTree
import MarkupParser

/// `validate --pseudo-locale`: the layout rules run a second time on the document typed with the
/// pseudo-locale's text (and mirrored for `rtl`), on every screen of the matrix. A finding is the
/// pseudo-locale's when the document's own text has no finding of the same rule at the same element on
/// that screen; its message starts with `pseudo-locale long:`. Findings both have are reported once, as
/// the document's own.
struct PseudoLocaleLayout {
    let locale: PseudoLocale
    private let trees: [String: ViewNode]
    private let variants: TreeVariants
    private let engine: LayoutEngine

    init(
        locale: PseudoLocale, markup: MarkupDocument, variants: TreeVariants, options: DocumentOptions,
        measurer: LeafMeasurer, rootMode: RootMode
    ) {
        self.locale = locale
        self.variants = variants
        var pseudoOptions = options
        pseudoOptions.pseudoLocale = locale
        pseudoOptions.rightToLeft = options.rightToLeft || locale.mirrorsLayout
        // The typing diagnostics are the document's own, already reported.
        var ignored = DiagnosticBag()
        trees = variants.trees(of: markup, options: pseudoOptions, diagnostics: &ignored)
        var engine = LayoutEngine(
            measurer: measurer, rootMode: rootMode, rightToLeft: options.rightToLeft || locale.mirrorsLayout)
        engine.appliesContentOffset = true  // as the document's own layout (Linter)
        engine.findsShownText = false
        self.engine = engine
    }

    /// The findings on `screen` that the document's own text (`own`) does not have; `earlier`:
    /// what the pseudo-localised layouts on the screens before found (`EarlierSolves`).
    func findings(
        on screen: MatrixScreen, besides own: [LayoutFinding], rules: [any LayoutRule], reusing earlier: inout EarlierSolves?
    ) -> [LayoutFinding] {
        guard let root = trees[variants.key(for: screen)] else { return [] }
        let laidOut = LaidOutDocument(engine.layout(root, on: screen.screen(iosVersion: engine.measurer.iosVersion), reusing: &earlier), screenName: screen.name)
        var found: [LayoutFinding] = []
        for rule in rules { rule.check(laidOut, into: &found) }
        let known = Set(own.map { Place(ruleID: $0.ruleID, line: $0.location.line, column: $0.location.column) })
        return found.compactMap { finding in
            guard !known.contains(Place(ruleID: finding.ruleID, line: finding.location.line, column: finding.location.column))
            else { return nil }
            var attributed = finding
            attributed.summary = "pseudo-locale \(locale.rawValue): " + finding.summary
            return attributed
        }
    }

    /// A rule at an element: the summary names the text, which the pseudo-locale changes.
    private struct Place: Hashable {
        var ruleID: String
        var line: Int
        var column: Int
    }
}
