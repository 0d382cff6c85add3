import CLibXML2
import Diagnostics
import Foundation
import LayoutOutput
import LayoutTree
import MarkupParser
import ScreenGenerators
import TextMetrics

/// `swift run -c release markupc-bench [--repetitions N] [sizes…]`: for generated documents of
/// 1k, 10k and 100k views, prints the time of each stage in ns per view (the best of N runs)
/// next to a bare libxml2 parse of the same bytes, and checks that a 5,000-level document ends
/// in a clear error. `--emit N [--mixed]` prints the generated document of N views (of the second
/// shape with --mixed) instead; `--corpus DIR` times the layout of every document under DIR.
/// `--cpu` times the process's CPU time (every thread) instead of the wall clock: steadier on a
/// busy machine.
@main
struct Benchmark {
    static func main() {
        var arguments = Array(CommandLine.arguments.dropFirst())
        // Best of this many runs per stage (default 5 up to 10k views, 2 above): more steadies
        // the figures on a busy machine.
        var repetitionsOverride: Int?
        var clock = Clock.wall
        if let flag = arguments.firstIndex(of: "--cpu") {
            clock = .processCPU
            arguments.remove(at: flag)
        }
        if let flag = arguments.firstIndex(of: "--repetitions"), flag + 1 < arguments.count {
            repetitionsOverride = Int(arguments[flag + 1])
            arguments.removeSubrange(flag...flag + 1)
        }
        if let flag = arguments.firstIndex(of: "--emit"), flag + 1 < arguments.count, let count = Int(arguments[flag + 1]) {
            // The generated document itself, to time the real command line on it.
            if arguments.contains("--mixed") {
                var generator = RandomLayoutGenerator(seed: 11)
                print(generator.longDocument(viewCount: count).text, terminator: "")
            } else {
                var generator = LongScreenGenerator()
                print(generator.document(viewCount: count).text, terminator: "")
            }
            return
        }
        if let flag = arguments.firstIndex(of: "--corpus"), flag + 1 < arguments.count {
            corpus(directory: arguments[flag + 1], repetitions: repetitionsOverride ?? 5, clock: clock)
            return
        }
        let sizes = arguments.compactMap { Int($0) }
        var generator = LongScreenGenerator()
        let unit = clock == .processCPU ? "ns/view of CPU" : "ns/view"
        print("views      libxml2  parse   tree    layout  json    total   (\(unit); total = markupc layout)")
        print("sections of rows, columns and stacks (LongScreenGenerator):")
        for size in sizes.isEmpty ? [1_000, 10_000, 100_000] : sizes {
            let (text, views) = generator.document(viewCount: size)
            report(text: text, views: views, repetitions: repetitionsOverride, clock: clock)
        }
        // A second shape, so nothing is tuned to one generator: every container kind, stack
        // distribution and alignment, anchors, scroll views, baselines, grids, deep nesting.
        print("random sections of every container kind (RandomLayoutGenerator):")
        var mixed = RandomLayoutGenerator(seed: 11)
        for size in sizes.isEmpty ? [1_000, 10_000, 100_000] : sizes {
            let (text, views) = mixed.longDocument(viewCount: size)
            report(text: text, views: views, repetitions: repetitionsOverride, clock: clock)
        }
        checkDeepNesting()
    }

    private static func report(text: String, views: Int, repetitions repetitionsOverride: Int?, clock: Clock) {
        let bytes = Array(text.utf8)
        let repetitions = repetitionsOverride ?? (views <= 10_000 ? 5 : 2)
        var libxml2Document: xmlDocPtr?
        let libxml2 = best(repetitions, clock: clock, reset: { xmlFreeDoc(libxml2Document); libxml2Document = nil }) {
            libxml2Document = bareLibxml2Parse(bytes)
        }
        xmlFreeDoc(libxml2Document)
        // Each stage is timed without freeing the previous run's result (`reset`, untimed), as
        // the command line never frees its results before it exits.
        var document: MarkupDocument?
        let parse = best(repetitions, clock: clock, reset: { document = nil }) {
            var diagnostics = DiagnosticBag()
            document = MarkupParser.parse(bytes: bytes, file: "generated.xml", diagnostics: &diagnostics)
        }
        guard let parsed = document else {
            print("\(views): the generated document did not parse")
            return
        }
        var root: ViewNode?
        let tree = best(repetitions, clock: clock, reset: { root = nil }) {
            var diagnostics = DiagnosticBag()
            root = TreeBuilder().build(parsed, diagnostics: &diagnostics)
        }
        guard let typed = root else { return }
        let screen = Screen(width: 375, height: 667, scale: 2)
        var result: LayoutResult?
        // Labels measured with FreeType, as `markupc layout` measures them.
        let measurer = LeafMeasurer(text: FreeTypeTextMeasurer(resolver: FontResolver()), scale: screen.scale)
        let layout = best(repetitions, clock: clock, reset: { result = nil }) { result = LayoutEngine(measurer: measurer).layout(typed, on: screen) }
        guard let laidOut = result else { return }
        // In parts, as `markupc layout` writes it out.
        var json: [[UInt8]] = []
        let emit = best(repetitions, clock: clock, reset: { json = [] }) { json = LayoutJSONEmitter.emitParts(laidOut) }
        let length = json.reduce(0) { $0 + $1.count }
        let total = parse + tree + layout + emit
        func perView(_ seconds: Double) -> String { String(format: "%-8.0f", seconds * 1e9 / Double(views)) }
        print(
            String(format: "%-10d ", views) + perView(libxml2) + perView(parse) + perView(tree) + perView(layout)
                + perView(emit) + perView(total)
                + String(format: "(%.1f ms total, %.1f× libxml2, %d KB JSON)", total * 1000, total / libxml2, length / 1024))
    }

    /// Every `.xml` document under `directory` laid out on an iPhone 15 (the best of `repetitions`
    /// runs each): the layout stage in µs per view, median and worst, and the largest document's.
    private static func corpus(directory: String, repetitions: Int, clock: Clock) {
        let paths = (FileManager.default.enumerator(atPath: directory)?.compactMap { $0 as? String } ?? [])
            .filter { $0.hasSuffix(".xml") }.sorted()
        let screen = Screen(width: 393, height: 852, scale: 3)
        let measurer = LeafMeasurer(text: FreeTypeTextMeasurer(resolver: FontResolver()), scale: screen.scale)
        var timings: [(file: String, views: Int, perView: Double)] = []
        for path in paths {
            guard let root = DocumentCompiler().compile(fileAtPath: directory + "/" + path).root else { continue }
            var result: LayoutResult?
            let seconds = best(repetitions, clock: clock, reset: { result = nil }) { result = LayoutEngine(measurer: measurer).layout(root, on: screen) }
            guard let views = result?.viewCount, views > 0 else { continue }
            timings.append((path, views, seconds * 1e6 / Double(views)))
        }
        guard !timings.isEmpty else {
            print("no document under \(directory) could be laid out")
            return
        }
        let sorted = timings.sorted { $0.perView < $1.perView }
        let median = sorted.count % 2 == 1
            ? sorted[sorted.count / 2].perView : (sorted[sorted.count / 2 - 1].perView + sorted[sorted.count / 2].perView) / 2
        let worst = sorted[sorted.count - 1]
        let largest = timings.max { $0.views < $1.views } ?? worst
        let unit = clock == .processCPU ? "µs of CPU per view" : "µs per view"
        print(String(format: "corpus: %d documents laid out (iPhone 15, best of %d), layout in ", timings.count, repetitions) + unit + ":")
        print(String(format: "  median %.2f, worst %.2f", median, worst.perView) + " (\(worst.file), \(worst.views) views)")
        print("  largest \(largest.file): \(largest.views) views, " + String(format: "%.2f µs per view", largest.perView))
    }

    /// libxml2 alone: the same bytes into its own tree (freed by the caller).
    private static func bareLibxml2Parse(_ bytes: [UInt8]) -> xmlDocPtr? {
        bytes.withUnsafeBufferPointer { buffer in
            buffer.baseAddress.flatMap { base in
                base.withMemoryRebound(to: CChar.self, capacity: buffer.count) { pointer in
                    xmlReadMemory(pointer, Int32(buffer.count), "generated.xml", nil, Int32(XML_PARSE_NONET.rawValue))
                }
            }
        }
    }

    /// What the stages are timed by.
    enum Clock {
        case wall, processCPU

        /// Now, in seconds.
        var now: Double {
            switch self {
            case .wall: return Double(DispatchTime.now().uptimeNanoseconds) / 1e9
            case .processCPU:
                var time = timespec()
                clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
                return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
            }
        }
    }

    /// The fastest of `repetitions` runs of `work`, each after an untimed `reset`.
    private static func best(_ repetitions: Int, clock: Clock, reset: () -> Void, _ work: () -> Void) -> Double {
        var fastest = Double.infinity
        for _ in 0..<repetitions {
            reset()
            let start = clock.now
            work()
            fastest = min(fastest, clock.now - start)
        }
        return fastest
    }

    private static func checkDeepNesting() {
        var diagnostics = DiagnosticBag()
        let text = LongScreenGenerator.deeplyNested(depth: 5_000)
        let start = DispatchTime.now().uptimeNanoseconds
        let document = MarkupParser.parse(bytes: Array(text.utf8), file: "deep.xml", diagnostics: &diagnostics)
        let milliseconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
        let outcome = document == nil ? "error as expected" : "parsed"
        print(String(format: "5,000 levels deep: %@ in %.2f ms: ", outcome, milliseconds) + (diagnostics.diagnostics.first?.description ?? "no diagnostic"))
    }
}
