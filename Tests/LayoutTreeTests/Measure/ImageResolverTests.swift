import Foundation
import XCTest

@testable import LayoutTree

/// Image lookup and header reading (SEMANTICS.md §1.5): formats, scales, asset catalogs, failures.
final class ImageResolverTests: XCTestCase {
    var directory: URL!

    override func setUpWithError() throws {
        directory = try MeasureFixtures.directory()
    }

    override func tearDownWithError() throws {
        if let directory { try? FileManager.default.removeItem(at: directory) }
    }

    private func write(_ name: String, _ bytes: [UInt8]) throws {
        try MeasureFixtures.write(bytes, to: directory.appendingPathComponent(name))
    }

    private func size(_ name: String, scale: Double = 1, resolver: ImageResolver? = nil) -> [Double]? {
        let resolver = resolver ?? ImageResolver(directories: [directory.path])
        return resolver.pointSize(ofImageNamed: name, scale: scale).map { [$0.width, $0.height] }
    }

    // MARK: Formats

    func testHeaderOfEachFormat() throws {
        let cases: [(String, [UInt8], ImageHeader)] = [
            ("a.png", MeasureFixtures.png(width: 120, height: 80), ImageHeader(format: .png, width: 120, height: 80)),
            ("b.png", MeasureFixtures.png(width: 3, height: 70_000, appleCgBI: true), ImageHeader(format: .png, width: 3, height: 70_000)),
            ("c.gif", MeasureFixtures.gif(width: 300, height: 2), ImageHeader(format: .gif, width: 300, height: 2)),
            ("d.jpg", MeasureFixtures.jpeg(width: 640, height: 480), ImageHeader(format: .jpeg, width: 640, height: 480)),
            ("e.jpg", MeasureFixtures.jpeg(width: 64, height: 48, progressive: true), ImageHeader(format: .jpeg, width: 64, height: 48)),
            // EXIF orientation 6 (rotated 90°): UIImage.size swaps width and height; orientation 3 (180°) does not.
            ("f.jpg", MeasureFixtures.jpeg(width: 640, height: 480, orientation: 6), ImageHeader(format: .jpeg, width: 480, height: 640)),
            ("g.jpg", MeasureFixtures.jpeg(width: 640, height: 480, orientation: 3), ImageHeader(format: .jpeg, width: 640, height: 480)),
            ("h.pdf", MeasureFixtures.pdf(mediaBox: "[0 0 24 36.5]"), ImageHeader(format: .pdf, width: 24, height: 36.5)),
            ("i.pdf", MeasureFixtures.pdf(mediaBox: "[ -10 -10 20.25 10 ]"), ImageHeader(format: .pdf, width: 30.25, height: 20)),
        ]
        for (name, bytes, expected) in cases {
            try write(name, bytes)
            let read = ImageHeader.read(path: directory.appendingPathComponent(name).path)
            XCTAssertEqual(try read.get(), expected, name)
        }
    }

    func testBadFiles() throws {
        try write("text.png", Array("not an image".utf8))
        try write("short.png", Array(MeasureFixtures.png(width: 1, height: 1).prefix(20)))
        try write("box.pdf", Array("%PDF-1.4\n1 0 obj << /Type /Page >> endobj\n".utf8))
        try write("empty.gif", [])
        let path = { (name: String) in self.directory.appendingPathComponent(name).path }
        XCTAssertEqual(ImageHeader.read(path: path("text.png")), .failure(.unsupportedFormat))
        XCTAssertEqual(ImageHeader.read(path: path("short.png")), .failure(.malformed(.png)))
        XCTAssertEqual(ImageHeader.read(path: path("box.pdf")), .failure(.malformed(.pdf)))
        XCTAssertEqual(ImageHeader.read(path: path("empty.gif")), .failure(.unreadable))
        XCTAssertEqual(ImageHeader.read(path: path("absent.png")), .failure(.unreadable))
    }

    // MARK: Names and scales

    /// A plain file is 1x; `@2x`/`@3x` files are divided by their scale; the screen's scale is tried first,
    /// then larger, then smaller.
    func testScaleVariants() throws {
        try write("icon.png", MeasureFixtures.png(width: 20, height: 10))
        try write("icon@2x.png", MeasureFixtures.png(width: 40, height: 20))
        try write("icon@3x.png", MeasureFixtures.png(width: 66, height: 33))  // a 22 × 11 pt drawing, to tell it apart
        XCTAssertEqual(size("icon", scale: 1), [20, 10])
        XCTAssertEqual(size("icon", scale: 2), [20, 10])
        XCTAssertEqual(size("icon", scale: 3), [22, 11])
        XCTAssertEqual(size("icon.png", scale: 3), [22, 11], "an extension still takes the scale variants")

        try write("only2x@2x.png", MeasureFixtures.png(width: 48, height: 48))
        XCTAssertEqual(size("only2x", scale: 1), [24, 24])
        XCTAssertEqual(size("only2x", scale: 3), [24, 24])
        try write("only3x@3x.png", MeasureFixtures.png(width: 120, height: 120))
        XCTAssertEqual(size("only3x", scale: 2), [40, 40], "§1.5: 120 px @3x is 40 pt")

        let resolver = ImageResolver(directories: [directory.path])
        guard case .found(let file) = resolver.locate("icon", scale: 2) else { return XCTFail("icon not found") }
        XCTAssertEqual(file.path, directory.appendingPathComponent("icon@2x.png").path)
        XCTAssertEqual(file.scale, 2)
        XCTAssertEqual(ImageResolver.scalePreference(for: 1), [1, 2, 3])
        XCTAssertEqual(ImageResolver.scalePreference(for: 2), [2, 3, 1])
        XCTAssertEqual(ImageResolver.scalePreference(for: 3), [3, 2, 1])
    }

    func testExtensionsAndExactNames() throws {
        try write("photo.jpg", MeasureFixtures.jpeg(width: 300, height: 200))
        try write("anim.gif", MeasureFixtures.gif(width: 16, height: 16))
        try write("vector.pdf", MeasureFixtures.pdf(mediaBox: "[0 0 30 40]"))
        try write("vector@2x.pdf", MeasureFixtures.pdf(mediaBox: "[0 0 30 40]"))
        try write("noextension", MeasureFixtures.png(width: 7, height: 9))
        try write("logo@2x.png", MeasureFixtures.png(width: 50, height: 50))
        XCTAssertEqual(size("photo"), [300, 200])
        XCTAssertEqual(size("photo.jpg"), [300, 200])
        XCTAssertNil(size("photo.png"), "an extension is kept")
        XCTAssertEqual(size("anim"), [16, 16])
        XCTAssertEqual(size("vector", scale: 2), [30, 40], "a PDF is in points at every scale")
        XCTAssertEqual(size("noextension"), [7, 9], "the signature tells the format")
        XCTAssertEqual(size("logo@2x.png", scale: 1), [25, 25], "a name with its scale is that file")
        XCTAssertNil(size("missing"))
    }

    /// Directories are searched in order; the first that has the image wins.
    func testDirectoriesInOrder() throws {
        let second = try MeasureFixtures.directory()
        defer { try? FileManager.default.removeItem(at: second) }
        try MeasureFixtures.write(MeasureFixtures.png(width: 10, height: 10), to: second.appendingPathComponent("a.png"))
        try MeasureFixtures.write(MeasureFixtures.png(width: 99, height: 99), to: second.appendingPathComponent("b.png"))
        try write("b.png", MeasureFixtures.png(width: 5, height: 5))
        let resolver = ImageResolver(directories: [directory.path, second.path])
        XCTAssertEqual(size("a", resolver: resolver), [10, 10])
        XCTAssertEqual(size("b", resolver: resolver), [5, 5])
    }

    // MARK: Asset catalogs

    func testAssetCatalogScales() throws {
        let set = "Assets.xcassets/logo.imageset/"
        try write(set + "Contents.json", MeasureFixtures.imageSetContents([
            ("logo.png", "1x", "universal"), ("logo@2x.png", "2x", "universal"), ("logo@3x.png", "3x", "universal"),
        ]))
        try write(set + "logo.png", MeasureFixtures.png(width: 30, height: 20))
        try write(set + "logo@2x.png", MeasureFixtures.png(width: 60, height: 40))
        try write(set + "logo@3x.png", MeasureFixtures.png(width: 96, height: 63))
        XCTAssertEqual(size("logo", scale: 1), [30, 20])
        XCTAssertEqual(size("logo", scale: 2), [30, 20])
        XCTAssertEqual(size("logo", scale: 3), [32, 21])
        // The catalog wins over a loose file of the same name, as in UIImage(named:).
        try write("logo.png", MeasureFixtures.png(width: 1, height: 1))
        XCTAssertEqual(size("logo", scale: 1), [30, 20])
    }

    func testAssetCatalogVariants() throws {
        let root = "Resources/Media.xcassets/"
        // A vector PDF (no scale), preserved as points.
        try write(root + "star.imageset/Contents.json", MeasureFixtures.imageSetContents([("star.pdf", nil, "universal")]))
        try write(root + "star.imageset/star.pdf", MeasureFixtures.pdf(mediaBox: "[0 0 44 44]"))
        // Only a 2x file, and a dark-mode variant that is not the default.
        let dark = #"{ "filename" : "moon-dark@2x.png", "idiom" : "universal", "scale" : "2x", "appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ] }"#
        try write(
            root + "moon.imageset/Contents.json",
            MeasureFixtures.imageSetContents([("moon@2x.png", "2x", "universal")], extra: dark))
        try write(root + "moon.imageset/moon@2x.png", MeasureFixtures.png(width: 50, height: 30))
        try write(root + "moon.imageset/moon-dark@2x.png", MeasureFixtures.png(width: 500, height: 300))
        // iPhone and iPad idioms: the iPhone image.
        try write(
            root + "Icons/gear.imageset/Contents.json",
            MeasureFixtures.imageSetContents([("pad.png", "1x", "ipad"), ("phone@3x.png", "3x", "iphone")]))
        try write(root + "Icons/gear.imageset/phone@3x.png", MeasureFixtures.png(width: 75, height: 75))
        try write(root + "Icons/gear.imageset/pad.png", MeasureFixtures.png(width: 10, height: 10))
        // A folder that provides a namespace: "Flags/uk" (and "uk").
        try write(root + "Flags/Contents.json", Array(#"{ "properties" : { "provides-namespace" : true } }"#.utf8))
        try write(root + "Flags/uk.imageset/Contents.json", MeasureFixtures.imageSetContents([("uk.gif", "1x", "universal")]))
        try write(root + "Flags/uk.imageset/uk.gif", MeasureFixtures.gif(width: 32, height: 16))

        // The catalog sits below the resource directory.
        XCTAssertEqual(size("star", scale: 3), [44, 44])
        XCTAssertEqual(size("moon", scale: 1), [25, 15])
        XCTAssertEqual(size("gear", scale: 2), [25, 25])
        XCTAssertEqual(size("Flags/uk"), [32, 16])
        XCTAssertEqual(size("uk"), [32, 16])
        XCTAssertNil(size("Icons/gear"), "Icons does not provide a namespace")
        // A catalog given directly as the resource directory.
        let catalog = ImageResolver(directories: [directory.appendingPathComponent(root).path])
        XCTAssertEqual(size("star", resolver: catalog), [44, 44])
    }

    // MARK: Problems

    func testProblemMessages() throws {
        try write("broken.png", Array("GIF? no".utf8))
        try write("Assets.xcassets/empty.imageset/Contents.json", Array("{}".utf8))
        let resolver = ImageResolver(directories: [directory.path])
        XCTAssertEqual(
            resolver.problem(withImageNamed: "ghost", scale: 1),
            "image 'ghost' not found in '\(directory.path)'; the view has no image")
        XCTAssertEqual(
            resolver.problem(withImageNamed: "broken", scale: 1),
            "image 'broken': '\(directory.appendingPathComponent("broken.png").path)' is not PNG, JPEG, GIF or PDF; the view has no image")
        XCTAssertEqual(
            resolver.problem(withImageNamed: "empty", scale: 1),
            "image 'empty': '\(directory.appendingPathComponent("Assets.xcassets/empty.imageset/Contents.json").path)' cannot be read; the view has no image")
        XCTAssertEqual(
            ImageResolver(directories: []).problem(withImageNamed: "x", scale: 1),
            "image 'x' not found: no resource directory given (--resources)")
    }
}
