import Diagnostics
import Foundation
import MarkupParser

/// Templates defined by `<?properties {json}?>` (SEMANTICS.md §1.8): template name →
/// property → value. Later instructions merge into earlier ones; later keys win.
struct TemplateStore {
    /// One property of a template, its name's meaning looked up once when the template is read,
    /// not at every view whose `class` names it (a screen names its templates hundreds of times).
    struct Property {
        var name: String
        /// `AttributeName(rawValue: name)`.
        var known: AttributeName?
        var value: String
    }

    /// A template's properties in the order they were defined.
    private(set) var templates: [String: [Property]] = [:]

    func properties(of template: String) -> [Property]? {
        templates[template]
    }

    /// Directories searched for template files named by `<?properties Name?>` (`Name.json`).
    var searchDirectories: [String] = []
    /// A template file could not be read, or an instruction's JSON is malformed, so templates
    /// it would define are unknown (an `undefined template` warning per use would only repeat
    /// the one error: 150 of them in a corpus document with one trailing comma).
    private(set) var isIncomplete = false

    /// Reads one `properties` instruction: inline JSON, or the name of a template file that
    /// MarkupKit loads from the bundle as `Name.json` — markupc looks beside the document.
    mutating func read(_ instruction: MarkupProcessingInstruction, diagnostics: inout DiagnosticBag) {
        let data = instruction.data.trimmingWhitespace()
        if data.hasPrefix("{") {
            read(json: data, start: instruction.dataLocation, diagnostics: &diagnostics)
            return
        }
        let fileName = data.hasSuffix(".json") ? data : data + ".json"
        for directory in searchDirectories {
            let path = (directory as NSString).appendingPathComponent(fileName)
            guard let contents = FileManager.default.contents(atPath: path), let text = String(data: contents, encoding: .utf8)
            else { continue }
            read(json: text, start: SourceLocation(file: path, line: 1, column: 1), diagnostics: &diagnostics)
            return
        }
        isIncomplete = true
        diagnostics.append(Diagnostic(
            .warning, "template file '\(fileName)' not found beside the document; its templates are unknown",
            at: instruction.dataLocation, rule: .templateFileNotRead))
    }

    private mutating func read(json data: String, start: SourceLocation, diagnostics: inout DiagnosticBag) {
        if let syntaxError = JSONSyntaxChecker.firstError(in: data) {
            diagnostics.append(Diagnostic(
                .error, "malformed JSON in <?properties?>: \(syntaxError.message)",
                at: Self.location(ofOffset: syntaxError.offset, in: data, start: start), rule: .malformedProperties))
            isIncomplete = true
            return
        }
        guard let json = try? JSONSerialization.jsonObject(with: Data(data.utf8), options: [.fragmentsAllowed]) else {
            diagnostics.error("malformed JSON in <?properties?>", at: start, rule: .malformedProperties)
            isIncomplete = true
            return
        }
        guard let object = json as? [String: Any] else {
            diagnostics.error("<?properties?> must hold a JSON object of templates", at: start, rule: .malformedProperties)
            return
        }
        for templateName in object.keys.sorted() {
            guard let properties = object[templateName] as? [String: Any] else {
                diagnostics.error(
                    "template '\(templateName)' must be a JSON object of properties", at: start, rule: .malformedProperties)
                continue
            }
            var merged = templates[templateName] ?? []
            for key in properties.keys.sorted() {
                guard let value = properties[key].flatMap(Self.text(of:)) else {
                    diagnostics.warning(
                        "template '\(templateName)': value of '\(key)' is not a string, number or boolean",
                        at: start, rule: .malformedProperties)
                    continue
                }
                merged.removeAll { $0.name == key }
                merged.append(Property(name: key, known: AttributeName(rawValue: key), value: value))
            }
            templates[templateName] = merged
        }
    }

    /// JSON scalars as the attribute text they stand for. A boolean is an NSNumber to KVC, 1 or 0
    /// whatever the property's type (§1.2 "converted by type only"): as text, "1" or "0", which a
    /// BOOL reads as YES or NO and a number as 1 or 0.
    private static func text(of value: Any) -> String? {
        if let string = value as? String { return string }
        if let number = value as? NSNumber {
            if String(cString: number.objCType) == "c" { return number.boolValue ? "1" : "0" }
            return formatPoints(number.doubleValue)
        }
        return nil
    }

    /// An offset into the instruction's data as a line:column in the file.
    private static func location(ofOffset index: Int, in data: String, start: SourceLocation) -> SourceLocation {
        var line = start.line, column = start.column
        for (offset, character) in data.unicodeScalars.enumerated() {
            if offset >= index { break }
            if character == "\n" {
                line += 1
                column = 1
            } else {
                column += 1
            }
        }
        return SourceLocation(file: start.file, line: line, column: column)
    }
}
