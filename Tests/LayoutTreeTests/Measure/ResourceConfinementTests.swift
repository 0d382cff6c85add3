import Foundation
import Diagnostics
import XCTest

@testable import LayoutTree

/// Issue 15, item 6: images are read only from the resource directories and below.
final class ResourceConfinementTests: XCTestCase {
    var root: URL!

    override func setUpWithError() throws {
        root = try MeasureFixtures.directory()
        let resources = root.appendingPathComponent("res")
        try FileManager.default.createDirectory(at: resources.appendingPathComponent("icons"), withIntermediateDirectories: true)
        try MeasureFixtures.write(MeasureFixtures.png(width: 40, height: 30), to: root.appendingPathComponent("secret.png"))
        try MeasureFixtures.write(MeasureFixtures.png(width: 20, height: 10), to: resources.appendingPathComponent("icons/ok.png"))
        try FileManager.default.createSymbolicLink(
            atPath: resources.appendingPathComponent("link.png").path, withDestinationPath: root.appendingPathComponent("secret.png").path)
    }

    override func tearDownWithError() throws {
        if let root { try? FileManager.default.removeItem(at: root) }
    }

    func testNamesThatClimbOutAreRefusedByTheirWords() {
        for name in ["../secret.png", "/etc/passwd", "icons/../../secret", "./../x", "a/b/../../../c"] {
            XCTAssertFalse(ResourceConfinement.nameStaysInside(name), name)
        }
        for name in ["ok.png", "icons/ok.png", "icons/../ok.png", "./a", "a/./b/..", "..hidden.png"] {
            XCTAssertTrue(ResourceConfinement.nameStaysInside(name), name)
        }
    }

    func testImagesOutsideTheResourcesAreNotRead() {
        let resolver = ImageResolver(directories: [root.appendingPathComponent("res").path])
        for name in ["../secret.png", "../secret", root.appendingPathComponent("secret.png").path, "link.png", "link"] {
            XCTAssertEqual(resolver.locate(name, scale: 1), .outsideResources, name)
            XCTAssertNil(resolver.pointSize(ofImageNamed: name, scale: 1), name)
            XCTAssertEqual(resolver.problemRule(withImageNamed: name, scale: 1), .imageOutsideResources, name)
            XCTAssertEqual(resolver.problem(withImageNamed: name, scale: 1),
                           "image '\(name)' is outside the document's directory and the --resources directories; not read")
        }
        XCTAssertEqual(resolver.pointSize(ofImageNamed: "icons/ok.png", scale: 1).map { [$0.width, $0.height] }, [20, 10])
        XCTAssertEqual(resolver.pointSize(ofImageNamed: "icons/../icons/ok", scale: 1).map { [$0.width, $0.height] }, [20, 10])
        XCTAssertEqual(resolver.problemRule(withImageNamed: "missing.png", scale: 1), .missingImage)
    }

    /// A FIFO named like an image would block the header read: only regular files are images.
    func testSpecialFilesAreNotRead() throws {
        let resources = root.appendingPathComponent("res")
        XCTAssertEqual(mkfifo(resources.appendingPathComponent("pipe.png").path, 0o600), 0)
        let resolver = ImageResolver(directories: [resources.path])
        XCTAssertEqual(resolver.problem(withImageNamed: "pipe.png", scale: 1),
                       "image 'pipe.png': '\(resources.path)/pipe.png' cannot be read; the view has no image")
    }
}
