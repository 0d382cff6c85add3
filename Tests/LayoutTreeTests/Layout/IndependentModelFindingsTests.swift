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
}
