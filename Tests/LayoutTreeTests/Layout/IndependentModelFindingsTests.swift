import LayoutTree
import XCTest

/// Documents on which an independent model of the Auto Layout constraints (written from SEMANTICS.md
/// alone, reproducing every conformance fixture, and solved level by level with HiGHS) disagreed with
/// markupc, shrunk to their smallest form. Each expected frame is the constraints' unique optimum,
/// derived in `why`. Plain root, @3x, as the conformance fixtures are laid out.
final class IndependentModelFindingsTests: XCTestCase {
    /// §2.8: UIStackView's "as small as possible" at 49 for equalSpacing and equalCentering is
    /// there from one arranged view on (gen-case-0077: a one-view equalSpacing stack anchored at
    /// one end is 0 high). markupc dropped it for a single view.
    func testOneViewEqualSpacingAndCentringStacksAreAsSmallAsTheyMayBe() {
        let single = { (distribution: String) in
            "<UIStackView axis='vertical' distribution='fill' alignment='leading'><UIView/>"
                + "<UIStackView axis='vertical' distribution='\(distribution)'><UIView/></UIStackView></UIStackView>"
        }
        let why = "two views without an intrinsic height share 667 pt: the inner stack's 49 'size = 0' is the only "
            + "rule that tells them apart, so the plain view takes it all (it was the inner stack, the last one)"
        assertLayout([
            LayoutCase(
                "equalCentering-one-view-fits", single("equalCentering"), width: 375, height: 667, scale: 3,
                frames: ["0": [0, 0, 0, 667], "1": [0, 667, 0, 0], "1/0": [0, 0, 0, 0]], why: why),
            LayoutCase(
                "equalSpacing-one-view-fits", single("equalSpacing"), width: 375, height: 667, scale: 3,
                frames: ["0": [0, 0, 0, 667], "1": [0, 667, 0, 0], "1/0": [0, 0, 0, 0]], why: why),
            LayoutCase(
                "equalSpacing-one-view-fitting-width",
                "<LMColumnView horizontalAlignment='leading'><UIStackView axis='horizontal' distribution='equalSpacing'>"
                    + "<LMRowView horizontalAlignment='leading'><UILabel intrinsicWidth='100' intrinsicHeight='20'/></LMRowView>"
                    + "</UIStackView></LMColumnView>",
                width: 375, height: 667, scale: 3,
                frames: ["0": [0, 0, 0, 667], "0/0": [0, 0, 0, 667], "0/0/0": [0, 0, 100, 667]],
                why: "a leading row does not require its own width (gen-case-0057); the stack's 49 makes it 0 wide, "
                    + "and the label, pinned at its leading edge, overflows"),
        ])
    }

    /// §2.8, alignment other than fill: UIKit holds a stack of several views as small across its
    /// axis as they let it be with its alignment spanner at 0, priority 51 ("UISV-spanning-fit", once);
    /// markupc held it at 49 once per view, which tied with an equalCentering stack's own 49 and gave
    /// way by weight. A fill row 4 pt short: two labels give way alike at 750 (their compression);
    /// narrowing the trailing-aligned stack's label meets its spanner at 51, narrowing the
    /// equalCentering stack's only its 49, so the first gives the 4 pt.
    func testAStackOfSeveralViewsIsAsNarrowAsItsViewsLetItBeAt51() {
        let markup = """
            <LMColumnView layoutMarginRight="5"><UIStackView><UIStackView spacing="8">
            <LMRowView><LMColumnView><UILabel intrinsicWidth="12.5" intrinsicHeight="17.5"/></LMColumnView></LMRowView>
            <UIStackView alignment="trailing" axis="vertical"><LMRowView/><UILabel intrinsicWidth="127" intrinsicHeight="41"/></UIStackView>
            <UIStackView spacing="5" distribution="equalCentering"><LMSpacer/>
            <UIStackView axis="vertical" alignment="trailing"><UILabel intrinsicWidth="107" intrinsicHeight="48.5"/></UIStackView></UIStackView>
            <LMRowView><UILabel intrinsicWidth="64" intrinsicHeight="39.5"/></LMRowView>
            <UIStackView><UIButton intrinsicWidth="41.5" intrinsicHeight="48.5"/></UIStackView>
            </UIStackView></UIStackView></LMColumnView>
            """
        assertLayout([
            LayoutCase(
                "spanning-fit-51-beats-equalCentering-49", markup, width: 390, height: 844, scale: 3,
                frames: [
                    "0/0/1": [20.6667, 0, 123, 844], "0/0/1/1": [0, 803, 123, 41],
                    "0/0/2": [151.6667, 0, 112, 844], "0/0/2/1": [5, 0, 107, 844], "0/0/2/1/0": [0, 0, 107, 844],
                ],
                why: "385 wide, 389 wanted; the 127-pt label narrows to 123 (its stack's spanner at 51) rather than "
                    + "the 107-pt one to 103 (its equalCentering stack's fit at 49)"),
        ])
    }
}
