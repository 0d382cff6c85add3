// swift-tools-version:6.0
import PackageDescription

/// Start-up: a release build of `markupc` on Linux has the Swift runtime and Foundation linked in, so that
/// starting it does not load and relocate a dozen shared libraries (as `swift build --static-swift-stdlib`,
/// but for every release build). The modules were compiled against the shared Foundation, which does not
/// name the libraries under it: they are listed here. Debug builds (tests, sanitizers) stay dynamic.
/// Linked as a fixed-address executable (`-no-pie`): the loader then has none of the binary's ~95,000
/// relative relocations to apply, nor the pages they would dirty (start-up 7.6 → 6.2–6.6 ms of CPU).
let staticStandardLibrary: [LinkerSetting] =
    [.unsafeFlags(["-static-stdlib", "-Xlinker", "-no-pie"], .when(platforms: [.linux], configuration: .release))]
    + ["CoreFoundation", "_FoundationICU", "_FoundationCShims", "_FoundationCollections"].map {
        .linkedLibrary($0, .when(platforms: [.linux], configuration: .release))
    }

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
        .package(url: "https://github.com/jpsim/Yams", from: "5.0.1"),
        // HeapModule only: the order in which the solver eliminates free columns (`FreeColumnOrder`).
        .package(url: "https://github.com/apple/swift-collections", from: "1.1.0"),
    ],
    targets: [
        // libxml2, reached through pkg-config; only MarkupParser may import it.
        .systemLibrary(
            name: "CLibXML2",
            pkgConfig: "libxml-2.0",
            providers: [.apt(["libxml2-dev"])]
        ),
        // FreeType + fontconfig, reached through pkg-config; only TextMetrics may import it.
        .systemLibrary(
            name: "CFreeType",
            pkgConfig: "freetype2",
            providers: [.apt(["libfreetype-dev", "libfontconfig-dev"])]
        ),
        // HarfBuzz, reached through pkg-config; only TextMetrics (and its tests' reference) may import it.
        // glibc's heap tuning (markupc's start, `HeapSettings`); a header only, nothing to link.
        .systemLibrary(name: "CHeap"),
        .systemLibrary(
            name: "CHarfBuzz",
            pkgConfig: "harfbuzz",
            providers: [.apt(["libharfbuzz-dev"])]
        ),
        // Diagnostics are data shared by every stage (location, severity, rule id, message, fix-it).
        .target(name: "Diagnostics"),
        // libxml2 → MarkupDocument (elements, attributes, PIs with exact line:column).
        .target(name: "MarkupParser", dependencies: ["CLibXML2", "Diagnostics"]),
        // MarkupDocument → typed ViewTree → measured → frames.
        .target(
            name: "LayoutTree",
            dependencies: ["MarkupParser", "Diagnostics", .product(name: "HeapModule", package: "swift-collections")]),
        // Real text metrics: fontconfig resolves names, HarfBuzz shapes text, FreeType reads metrics and outlines.
        .target(name: "TextMetrics", dependencies: ["CFreeType", "CHarfBuzz", "LayoutTree"]),
        // Frames → JSON / text.
        .target(name: "LayoutOutput", dependencies: ["LayoutTree", "Diagnostics"]),
        // Laid-out screens → SVG / HTML preview.
        .target(name: "Rendering", dependencies: ["LayoutTree", "TextMetrics", "MarkupParser", "Diagnostics"]),
        // Markup and layout rules, and the reporters CI systems read.
        .target(
            name: "Lint",
            dependencies: ["LayoutTree", "Diagnostics", "MarkupParser", .product(name: "Yams", package: "Yams")]),
        // `markupc lsp`: diagnostics, completion, hover, definition and symbols for editors (LSP 3.17 over stdio).
        .target(
            name: "LanguageServer",
            dependencies: ["Lint", "LayoutTree", "LayoutOutput", "Diagnostics", "MarkupParser"]),
        // The command line only: argument parsing, reading files, printing.
        .executableTarget(
            name: "markupc",
            dependencies: [
                "MarkupParser", "LayoutTree", "LayoutOutput", "Diagnostics", "TextMetrics", "Rendering", "Lint",
                "LanguageServer", "CHeap", .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            linkerSettings: staticStandardLibrary
        ),
        // Generated long screens for the benchmark and the solver's oracle tests.
        .target(name: "ScreenGenerators"),
        // Prints parse / tree / layout / JSON times per view for generated documents.
        .executableTarget(
            name: "markupc-bench",
            dependencies: ["MarkupParser", "LayoutTree", "LayoutOutput", "TextMetrics", "CLibXML2", "ScreenGenerators"]),
        // parse → layout → JSON and SVG with every output promise checked: the fuzz target's body, replayed by the tests.
        .target(
            name: "MarkupcFuzzing",
            dependencies: ["LayoutTree", "LayoutOutput", "Rendering", "TextMetrics", "Diagnostics"]),
        // libFuzzer entry point (scripts/fuzz builds it with -sanitize=fuzzer,address -D FUZZING); else a replayer.
        .executableTarget(name: "markupc-fuzz", dependencies: ["MarkupcFuzzing"]),
        .testTarget(name: "MarkupParserTests", dependencies: ["MarkupParser"]),
        .testTarget(name: "TextMetricsTests", dependencies: ["TextMetrics", "LayoutTree", "CHarfBuzz"]),
        .testTarget(name: "RenderingTests", dependencies: ["Rendering", "LayoutTree", "TextMetrics", "MarkupParser"]),
        .testTarget(name: "LintTests", dependencies: ["Lint", "LayoutTree", "MarkupParser", "Diagnostics"]),
        .testTarget(name: "LanguageServerTests", dependencies: ["LanguageServer", "Lint", "LayoutTree"]),
        .testTarget(
            name: "LayoutTreeTests", dependencies: ["LayoutTree", "MarkupParser", "ScreenGenerators"],
            exclude: ["Solver/check_lexicographic.py", "Engine/Documents"]),
        .testTarget(
            name: "markupcTests",
            dependencies: ["markupc", "LayoutTree", "LayoutOutput", "MarkupParser", "MarkupcFuzzing"],
            exclude: ["Support/check_sarif.py"]
        ),
    ]
)
