import Diagnostics
import LayoutTree
import Lint
import XCTest

/// One attribute catalogue (`AttributeName`, `AttributeCatalog`) read by the tree builder, the
/// misplaced-attribute rule (MK007) and `markupc schema`.
final class AttributeCatalogueTests: XCTestCase {
    /// Every attribute the catalogue says only some classes read is reported on a class that does not.
    func testMisplacedAttributesFollowTheCatalogue() {
        for attribute in AttributeName.allCases {
            guard case .classes(let readers) = attribute.reader, !readers.contains(.label) else { continue }
            let diagnostics = LintFixture.lint("<LMColumnView>\n  <UILabel \(attribute.rawValue)=\"1\"/>\n</LMColumnView>")
            XCTAssertEqual(LintFixture.positions(of: "MK007", in: diagnostics), ["2:12"], attribute.rawValue)
        }
    }

    /// Every attribute a parent reads is reported under a parent that does not read it.
    func testParentReadAttributesFollowTheCatalogue() {
        let parentRead = AttributeName.allCases.filter {
            switch $0.reader {
            case .parentBox, .parentAnchorView, .parentStack: true
            case .element, .classes: false
            }
        }
        XCTAssertEqual(
            parentRead.map(\.rawValue),
            ["weight", "topSpacing", "bottomSpacing", "leadingSpacing", "trailingSpacing", "customSpacing", "anchor"])
        for attribute in parentRead {
            let value = attribute == .anchor ? "top" : "1"
            let diagnostics = LintFixture.lint("<LMColumnView>\n  <UIView>\n    <UILabel \(attribute.rawValue)=\"\(value)\"/>\n  </UIView>\n</LMColumnView>")
            // A plain UIView lays out no children (§2.4): nothing reads the attribute, and MK020 says so instead.
            XCTAssertEqual(LintFixture.positions(of: "MK007", in: diagnostics), [], attribute.rawValue)
            let inScroll = LintFixture.lint("<LMScrollView>\n  <UILabel \(attribute.rawValue)=\"\(value)\"/>\n</LMScrollView>")
            XCTAssertEqual(LintFixture.positions(of: "MK007", in: inScroll), ["2:12"], attribute.rawValue)
        }
    }

    /// The schema's value types are the catalogue's.
    func testSchemaTypesComeFromTheCatalogue() {
        XCTAssertEqual(AttributeCatalog.valueKind(of: "adjustsFontSizeToFitWidth"), .boolean)
        XCTAssertEqual(SchemaModel.type(of: "adjustsFontSizeToFitWidth"), .boolean)
        XCTAssertEqual(AttributeCatalog.valueKind(of: "enabled"), .boolean)
        XCTAssertEqual(SchemaModel.type(of: "enabled"), .boolean)
        XCTAssertEqual(AttributeCatalog.valueKind(of: "rowHeight"), .number)
        XCTAssertEqual(AttributeCatalog.valueKind(of: "titleEdgeInsetTop"), .insets)
        XCTAssertEqual(SchemaModel.type(of: "titleEdgeInsetTop"), .number)
        XCTAssertEqual(AttributeCatalog.valueKind(of: "customSpacing"), .numberOrSystem)
        XCTAssertEqual(SchemaModel.type(of: "customSpacing"), .text)
        XCTAssertEqual(AttributeCatalog.valueKind(of: "layer.shadowColor"), .color)
        XCTAssertEqual(AttributeCatalog.typed, Set(AttributeName.allCases.map(\.rawValue)))
        XCTAssertTrue(AttributeCatalog.typed.isDisjoint(with: AttributeCatalog.recorded))
    }
}
