import Diagnostics
import XCTest

@testable import LayoutTree

final class EnumerationTests: XCTestCase {
    let at = ValuesFixture.location
    let table = EnumerationTable.standard

    /// §1.6, key by key, in UIKit's declaration order.
    let expectedTable: [String: [String]] = [
        "contentMode": [
            "scaleToFill", "scaleAspectFit", "scaleAspectFill", "redraw", "center", "top", "bottom", "left", "right",
            "topLeft", "topRight", "bottomLeft", "bottomRight",
        ],
        "textAlignment": ["left", "center", "right", "justified", "natural"],
        "lineBreakMode": [
            "byWordWrapping", "byCharWrapping", "byClipping", "byTruncatingHead", "byTruncatingTail",
            "byTruncatingMiddle",
        ],
        "contentHorizontalAlignment": ["center", "left", "right", "fill"],
        "contentVerticalAlignment": ["center", "top", "bottom", "fill"],
        "borderStyle": ["none", "line", "bezel", "roundedRect"],
        "clearButtonMode": ["never", "whileEditing", "unlessEditing", "always"],
        "leftViewMode": ["never", "whileEditing", "unlessEditing", "always"],
        "rightViewMode": ["never", "whileEditing", "unlessEditing", "always"],
        "activityIndicatorViewStyle": ["whiteLarge", "white", "gray", "medium", "large"],
        "contentInsetAdjustmentBehavior": ["automatic", "scrollableAxes", "never", "always"],
        "horizontalAlignment": ["fill", "leading", "trailing", "center"],
        "verticalAlignment": ["fill", "top", "bottom", "center"],
        "baseline": ["first", "last"],
        "axis": ["horizontal", "vertical"],
        "alignment": ["fill", "leading", "top", "firstBaseline", "center", "trailing", "bottom", "lastBaseline"],
        "distribution": ["fill", "fillEqually", "fillProportionally", "equalSpacing", "equalCentering"],
        "autocapitalizationType": ["none", "words", "sentences", "allCharacters"],
        "autocorrectionType": ["default", "no", "yes"],
        "spellCheckingType": ["default", "no", "yes"],
        "smartQuotesType": ["default", "no", "yes"],
        "smartDashesType": ["default", "no", "yes"],
        "smartInsertDeleteType": ["default", "no", "yes"],
        "keyboardType": [
            "default", "asciiCapable", "numbersAndPunctuation", "URL", "numberPad", "phonePad", "namePhonePad",
            "emailAddress", "decimalPad", "twitter", "webSearch", "asciiCapableNumberPad", "ASCIICapable",
        ],
        "keyboardAppearance": ["default", "dark", "light", "alert"],
        "returnKeyType": [
            "default", "go", "google", "join", "next", "route", "search", "send", "yahoo", "done", "emergencyCall",
            "continue",
        ],
        "barStyle": ["default", "black", "blackOpaque", "blackTranslucent"],
        "searchBarStyle": ["default", "prominent", "minimal"],
        "indicatorStyle": ["default", "black", "white"],
        "keyboardDismissMode": ["none", "onDrag", "interactive"],
        "separatorStyle": ["none", "singleLine", "singleLineEtched"],
        "accessoryType": ["none", "disclosureIndicator", "detailDisclosureButton", "checkmark", "detailButton"],
        "selectionStyle": ["none", "blue", "gray", "default"],
        "scrollDirection": ["vertical", "horizontal"],
        "tintAdjustmentMode": ["automatic", "normal", "dimmed"],
        "datePickerMode": ["time", "date", "dateAndTime", "countDownTimer"],
    ]

    func testEveryKeyAndValue() {
        XCTAssertEqual(Set(table.valuesByKey.keys), Set(expectedTable.keys))
        for (key, values) in expectedTable {
            XCTAssertEqual(table.values(forKey: key), values, key)
            for value in values {
                let (parsed, diagnostics) = ValuesFixture.run {
                    table.parse(value, attribute: key, at: at, diagnostics: &$0)
                }
                XCTAssertEqual(parsed, value, "\(key)=\(value)")
                XCTAssertEqual(diagnostics, [], "\(key)=\(value)")
            }
        }
    }

    func testRecordOnlyKeys() {
        XCTAssertEqual(table.recordOnlyKeys.count, 19)
        XCTAssertTrue(table.recordOnlyKeys.contains("keyboardType"))
        XCTAssertTrue(table.recordOnlyKeys.contains("datePickerMode"))
        XCTAssertFalse(table.recordOnlyKeys.contains("axis"))
        XCTAssertFalse(table.recordOnlyKeys.contains("contentMode"))
    }

    func testMisspellingGetsASuggestion() {
        let (value, diagnostics) = ValuesFixture.run {
            table.parse("verticle", attribute: "axis", at: at, diagnostics: &$0)
        }
        XCTAssertNil(value)
        XCTAssertEqual(
            diagnostics,
            [
                "view.xml:3:14: error: invalid value 'verticle' for attribute 'axis': expected one of horizontal, vertical "
                    + "(did you mean 'vertical'?) [MK004]"
            ])
    }

    func testValidate() {
        XCTAssertEqual(try table.validate("fill", attribute: "distribution").get(), "fill")
        guard case .failure(let error) = table.validate("Center", attribute: "textAlignment") else {
            return XCTFail("case-sensitive")
        }
        XCTAssertEqual(error.suggestion, "center")
        XCTAssertEqual(error.fixIt, "did you mean 'center'?")
        XCTAssertEqual(
            error.message,
            "invalid value 'Center' for attribute 'textAlignment': expected one of left, center, right, justified, natural"
        )
        let diagnostic = error.diagnostic(.error, at: at)
        XCTAssertEqual(diagnostic.severity, .error)
        XCTAssertEqual(diagnostic.location, at)
        XCTAssertEqual(diagnostic.ruleID, "MK004")
    }

    func testUnknownValueWithoutSuggestion() {
        let (_, diagnostics) = ValuesFixture.run {
            table.parse("middle", attribute: "baseline", at: at, diagnostics: &$0)
        }
        XCTAssertEqual(
            diagnostics,
            ["view.xml:3:14: error: invalid value 'middle' for attribute 'baseline': expected one of first, last [MK004]"])
    }

    func testKeyPathsUseTheLastComponent() {
        XCTAssertEqual(table.values(forKey: "titleLabel.textAlignment"), expectedTable["textAlignment"])
        let (_, diagnostics) = ValuesFixture.run {
            table.parse("centre", attribute: "titleLabel.textAlignment", at: at, diagnostics: &$0)
        }
        XCTAssertEqual(
            diagnostics,
            [
                "view.xml:3:14: error: invalid value 'centre' for attribute 'titleLabel.textAlignment': "
                    + "expected one of left, center, right, justified, natural (did you mean 'center'?) [MK004]"
            ])
    }

    func testKeysAreCaseSensitiveAndNonEnumerationsPassThrough() {
        XCTAssertNil(table.values(forKey: "Axis"))
        XCTAssertFalse(table.isEnumeration("spacing"))
        XCTAssertTrue(table.isEnumeration("axis"))
        let (value, diagnostics) = ValuesFixture.run {
            table.parse("anything", attribute: "text", at: at, diagnostics: &$0)
        }
        XCTAssertEqual(value, "anything")
        XCTAssertEqual(diagnostics, [])
    }
}
