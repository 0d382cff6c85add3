// swift-tools-version:6.0
import PackageDescription

// The pipeline is the architecture: parse → process/type → measure → lay out → emit.
let package = Package(
    name: "markupc",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "markupc", targets: ["markupc"]),
        .library(name: "LayoutTree", targets: ["LayoutTree"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        // libxml2, reached through pkg-config; only MarkupParser may import it.
        .systemLibrary(
            name: "CLibXML2",
            pkgConfig: "libxml-2.0",
            providers: [.apt(["libxml2-dev"])]
        ),
        // Diagnostics are data shared by every stage (location, severity, rule id, message, fix-it).
        .target(name: "Diagnostics"),
        // libxml2 → MarkupDocument (elements, attributes, PIs with exact line:column).
        .target(name: "MarkupParser", dependencies: ["CLibXML2", "Diagnostics"]),
        // MarkupDocument → typed ViewTree → measured → frames.
        .target(name: "LayoutTree", dependencies: ["MarkupParser", "Diagnostics"]),
        // Frames → JSON / text.
        .target(name: "LayoutOutput", dependencies: ["LayoutTree"]),
        // The command line only: argument parsing, reading files, printing.
        .executableTarget(
            name: "markupc",
            dependencies: [
                "MarkupParser", "LayoutTree", "LayoutOutput", "Diagnostics",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(name: "MarkupParserTests", dependencies: ["MarkupParser"]),
        .testTarget(name: "LayoutTreeTests", dependencies: ["LayoutTree", "MarkupParser"]),
        .testTarget(
            name: "markupcTests",
            dependencies: ["markupc", "LayoutTree", "LayoutOutput", "MarkupParser"]
        ),
    ]
)
