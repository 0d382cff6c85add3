import Foundation
import XCTest

@testable import LanguageServer

/// Tests whose documents sit in a directory of their own, beside configuration and template files.
class DirectoryTestCase: XCTestCase {
    private(set) var directory = ""

    override func setUpWithError() throws {
        directory = NSTemporaryDirectory() + "markupc-lsp-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: directory)
    }

    /// The `file://` URI of a document in the directory.
    func uri(_ name: String) -> String { DocumentURI.uri(ofPath: directory + "/" + name) }
}
