import XCTest

@testable import LayoutTree

/// MK044: a document's root element must make a view (SEMANTICS.md §1.1, §2.9).
final class RootElementTests: XCTestCase {
    func testALowerCaseRootIsNotAView() {
        let (_, diagnostics) = ProcessingFixture.compile("<html>\n  <body/>\n</html>")
        XCTAssertEqual(diagnostics, [
            "doc.xml:1:1: error: the root element <html> is not a view: a document's root must be a UIKit or MarkupKit view "
                + "class (such as LMColumnView) or <root> [MK044]"
        ])
    }

    func testAViewControllerIsNotAView() {
        let (_, diagnostics) = ProcessingFixture.compile("<UIViewController/>")
        XCTAssertEqual(diagnostics, [
            "doc.xml:1:1: error: the root element <UIViewController> is a view controller, not a view: MarkupKit loads views "
                + "(use the controller's root view class, such as LMColumnView, or <root>) [MK044]",
            "doc.xml:1:1: warning: unknown view class 'UIViewController'; laid out as a plain UIView [MK001]",
        ])
    }

    /// Views markupc knows, `<root>`, and classes that may be the app's own views are roots.
    func testViewsRootAndCustomClassesAreRoots() {
        for source in ["<LMColumnView/>", "<root/>", "<MyApp.ProfileView/>", "<UIStackView/>"] {
            XCTAssertEqual(ProcessingFixture.compile(source).1, [], source)
        }
        // An unknown capitalised class may be the app's: MK001 warns, the root is not an error.
        XCTAssertEqual(ProcessingFixture.compile("<ProfileView/>").1.map { $0.hasSuffix("[MK001]") }, [true])
    }
}
