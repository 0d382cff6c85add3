import Diagnostics
import Foundation
import MarkupParser

/// MK050: the frames differ from the document's golden frame file. `validate` runs it for every document
/// that has one (`__snapshots__/Foo.frames.txt`, written by `markupc snapshot`), on the screens the file
/// names; `markupc snapshot --check` prints the whole diff.
public enum FrameSnapshotCheck {
    public static let descriptor = RuleDescriptor(
        id: .framesMoved, name: "frames-moved", category: .layout, defaultSeverity: .error,
        summary: "Frames differ from the document's golden frame file (__snapshots__/Foo.frames.txt, written by markupc snapshot).")

    /// The diagnostic for `markup` (at `path`) when its snapshot file exists and differs; nil otherwise.
    static func check(_ markup: MarkupDocument, path: String, options: LintOptions) -> Diagnostic? {
        let snapshotPath = FrameSnapshot.path(forDocument: path)
        guard let data = FileManager.default.contents(atPath: snapshotPath) else { return nil }
        let expected = String(decoding: data, as: UTF8.self)
        let screens = FrameSnapshot.screens(inSnapshot: expected) ?? DeviceMatrix.standard.screens
        guard let actual = FrameSnapshot.make(markup, path: path, screens: screens, options: options).text else { return nil }
        return difference(expected: expected, actual: actual, documentPath: path, snapshotPath: snapshotPath)
    }

    /// What moved first, as a diagnostic at the element's line; nil when the texts are equal.
    public static func difference(expected: String, actual: String, documentPath: String, snapshotPath: String) -> Diagnostic? {
        guard expected != actual else { return nil }
        let old = UnifiedDiff.lines(expected), new = UnifiedDiff.lines(actual)
        let operations = UnifiedDiff.operations(old, new)
        let changes = operations.filter { !isSame($0) }
        // Frames first: a changed font also moves frames, and the frame says where.
        let frameChanges = changes.filter { !(line(of: $0, old: old, new: new)?.hasPrefix("#") ?? true) }
        let was = frameChanges.lazy.compactMap { if case .removed(let line) = $0 { old[line] } else { nil } }.first
        let now = frameChanges.lazy.compactMap { if case .inserted(let line) = $0 { new[line] } else { nil } }.first
        let shown = (snapshotPath as NSString).lastPathComponent
        let fixIt = "run `markupc snapshot --update \(documentPath)` if the change is intended"
        guard let first = frameChanges.first, let changedLine = line(of: first, old: old, new: new) else {
            return descriptor.diagnostic(
                "the header of \(shown) differs (screens, settings or fonts)", at: nil, fixIt: fixIt)
        }
        var message = "frames differ from \(FrameSnapshot.directoryName)/\(shown)"
        if let screen = screen(before: first, old: old, new: new) { message += " on \(screen)" }
        switch (was, now) {
        case let (was?, now?): message += ": '\(was.trimmed)' is now '\(now.trimmed)'"
        case let (was?, nil): message += ": '\(was.trimmed)' is gone"
        case let (nil, now?): message += ": '\(now.trimmed)' is new"
        case (nil, nil): break
        }
        message += " (\(changes.count) line\(changes.count == 1 ? "" : "s") differ\(changes.count == 1 ? "s" : ""))"
        let location = elementLine(changedLine).map { SourceLocation(file: documentPath, line: $0, column: 1) }
        return descriptor.diagnostic(message, at: location, fixIt: fixIt)
    }

    private static func isSame(_ operation: UnifiedDiff.Operation) -> Bool {
        if case .same = operation { return true }
        return false
    }

    private static func line(of operation: UnifiedDiff.Operation, old: [Substring], new: [Substring]) -> Substring? {
        switch operation {
        case .removed(let line): old[line]
        case .inserted(let line): new[line]
        case .same(let line, _): old[line]
        }
    }

    /// The screen title above a changed line: titles follow an empty line.
    private static func screen(before operation: UnifiedDiff.Operation, old: [Substring], new: [Substring]) -> String? {
        let (lines, index): ([Substring], Int)
        switch operation {
        case .removed(let line): (lines, index) = (old, line)
        case .inserted(let line): (lines, index) = (new, line)
        case .same(let line, _): (lines, index) = (old, line)
        }
        var position = index
        while position > 0 {
            if lines[position - 1].isEmpty {
                // `iPhone SE (1st generation) portrait 320x568 @2x` without its size.
                let words = lines[position].split(separator: " ")
                return words.count > 2 ? words.dropLast(2).joined(separator: " ") : String(lines[position])
            }
            position -= 1
        }
        return nil
    }

    /// `  UILabel:8 #title (…)` → 8.
    static func elementLine(_ line: Substring) -> Int? {
        let word = line.drop { $0 == " " }.prefix { $0 != " " }
        guard let colon = word.lastIndex(of: ":") else { return nil }
        return Int(word[word.index(after: colon)...])
    }
}

extension Substring {
    fileprivate var trimmed: String { String(drop { $0 == " " }) }
}
