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
/// next to its floor — libxml2's SAX2 parse asking for every element's line and column, and
/// libxml2's own tree (DOM) of the same bytes — with the ratios, and checks that a 5,000-level
/// document ends in a clear error. `--emit N [--mixed [--seed S]]` prints the generated document of N views
/// instead (of the second shape with --mixed, from seed S: the benchmark's own is 11); `--corpus DIR` times the
/// layout of every document under DIR.
/// `--shapes` lays out one container of many children per rule (`ScalingProbes`) at 300, 1,000
/// and 3,000 views and prints how the time grows (linear: 3,000 views take 3 times 1,000's).
/// `--cpu` times the process's CPU time (every thread) instead of the wall clock: steadier on a
/// busy machine.
@main
struct Benchmark {
    static let usage = """
        usage: markupc-bench [--cpu] [--repetitions N] [SIZE…]
               markupc-bench --emit N [--mixed [--seed S]]
               markupc-bench --corpus DIR [--list] [--cpu] [--repetitions N]
               markupc-bench --shapes [--cpu] [--repetitions N]
        """

    static func main() {
        var arguments = Array(CommandLine.arguments.dropFirst())
        if arguments.contains("--help") || arguments.contains("-h") {
            print(usage)
            return
        }
        // Anything else than the options above and sizes is a mistake, not a benchmark of the defaults.
        let valued: Set = ["--repetitions", "--emit", "--corpus", "--seed"]
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            if valued.contains(argument), index + 1 < arguments.count, !arguments[index + 1].hasPrefix("--") {
                index += 2
                continue
            }
            guard ["--cpu", "--mixed", "--list", "--shapes"].contains(argument) || (Int(argument) ?? 0) > 0 else {
                // POSIX write reports a failed write (a closed pipe) by its result, never by trapping;
                // with standard error gone there is nowhere to say more, and the status says it.
                let message = Array("markupc-bench: unexpected argument '\(argument)'\n\(usage)\n".utf8)
                _ = message.withUnsafeBytes { write(STDERR_FILENO, $0.baseAddress, $0.count) }
                exit(2)
            }
            index += 1
        }
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
            // The generated document itself, to time the real command line on it: the very one
            // the benchmark times at that size (the generators go on from one size to the next,
            // so the smaller sizes are generated first).
            let earlier = Self.defaultSizes.filter { $0 < count }
            if arguments.contains("--mixed") {
                // Another seed gives another document of that size (for differential campaigns); the
                // benchmark's own seed, 11, the one it times.
                let flag = arguments.firstIndex(of: "--seed")
                let seed = flag.flatMap { $0 + 1 < arguments.count ? UInt64(arguments[$0 + 1]) : nil } ?? 11
                var generator = RandomLayoutGenerator(seed: seed)
                if seed == 11 { for size in earlier { _ = generator.longDocument(viewCount: size) } }
                print(generator.longDocument(viewCount: count).text, terminator: "")
            } else {
                var generator = LongScreenGenerator()
                for size in earlier { _ = generator.document(viewCount: size) }
                print(generator.document(viewCount: count).text, terminator: "")
            }
            return
        }
        if let flag = arguments.firstIndex(of: "--corpus"), flag + 1 < arguments.count {
            corpus(
                directory: arguments[flag + 1], repetitions: repetitionsOverride ?? 5, clock: clock,
                listing: arguments.contains("--list"))
            return
        }
        if arguments.contains("--shapes") {
            shapes(repetitions: repetitionsOverride ?? 3, clock: clock)
            return
        }
        let sizes = arguments.compactMap { Int($0) }
        var generator = LongScreenGenerator()
        let unit = clock == .processCPU ? "ns/view of CPU" : "ns/view"
        print("\(unit); floors: SAX = libxml2 SAX2 with line:column of every element, DOM = libxml2's tree (xmllint)")
        print("views      SAX     DOM     parse   tree    layout  json    total   parse÷SAX parse+tree÷SAX total÷DOM")
        print("sections of rows, columns and stacks (LongScreenGenerator):")
        for size in sizes.isEmpty ? defaultSizes : sizes {
            let (text, views) = generator.document(viewCount: size)
            report(text: text, views: views, repetitions: repetitionsOverride, clock: clock)
        }
        // A second shape, so nothing is tuned to one generator: every container kind, stack
        // distribution and alignment, anchors, scroll views, baselines, grids, deep nesting.
        print("random sections of every container kind (RandomLayoutGenerator):")
        var mixed = RandomLayoutGenerator(seed: 11)
        for size in sizes.isEmpty ? defaultSizes : sizes {
            let (text, views) = mixed.longDocument(viewCount: size)
            report(text: text, views: views, repetitions: repetitionsOverride, clock: clock)
        }
        checkDeepNesting()
    }

    /// The sizes timed when none are given, in order.
    private static let defaultSizes = [1_000, 10_000, 100_000]

    private static func report(text: String, views: Int, repetitions repetitionsOverride: Int?, clock: Clock) {
        let bytes = Array(text.utf8)
        let repetitions = repetitionsOverride ?? (views <= 10_000 ? 5 : 2)
        var libxml2Document: xmlDocPtr?
        let dom = best(repetitions, clock: clock, reset: { xmlFreeDoc(libxml2Document); libxml2Document = nil }) {
            libxml2Document = LibXML2Floors.dom(bytes)
        }
        xmlFreeDoc(libxml2Document)
        var lineSum: Int?
        let sax = best(repetitions, clock: clock, reset: { lineSum = nil }) { lineSum = LibXML2Floors.saxWithLines(bytes) }
        guard lineSum != nil else {
            print("\(views): libxml2's SAX parse of the generated document failed")
            return
        }
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
        // Streamed in 64 KiB chunks, as `markupc layout` writes it out (here the chunks are only counted).
        let counter = ByteCounter()
        let emit = best(repetitions, clock: clock, reset: { counter.count = 0 }) {
            LayoutJSONEmitter.emit(laidOut, to: counter, chunkSize: LayoutJSONEmitter.defaultChunkSize)
        }
        let total = parse + tree + layout + emit
        func perView(_ seconds: Double) -> String { String(format: "%-8.0f", seconds * 1e9 / Double(views)) }
        func ratio(_ value: Double) -> String { String(format: "%-9.1f", value) }
        print(
            String(format: "%-10d ", views) + perView(sax) + perView(dom) + perView(parse) + perView(tree) + perView(layout)
                + perView(emit) + perView(total) + ratio(parse / sax) + "  " + ratio((parse + tree) / sax) + "     "
                + ratio(total / dom)
                + String(format: "(%.1f ms total, %d KB JSON)", total * 1000, counter.count / 1024)
                + (laidOut.approximated ? " approximated: too many aspect ratios for one region" : ""))
    }

    /// Every `.xml` document under `directory` laid out on an iPhone 15 (the best of `repetitions`
    /// runs each): the layout stage in µs per view, median and worst, and the largest document's.
    /// `listing`: also each document's whole layout time, the costliest first.
    private static func corpus(directory: String, repetitions: Int, clock: Clock, listing: Bool) {
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
        guard listing else { return }
        let total = timings.reduce(0) { $0 + $1.perView * Double($1.views) }
        print(String(format: "  all documents: %.0f µs; each, costliest first (µs, views):", total))
        for timing in timings.sorted(by: { $0.perView * Double($0.views) > $1.perView * Double($1.views) }) {
            print(String(format: "  %9.1f %5d  ", timing.perView * Double(timing.views), timing.views) + timing.file)
        }
    }

    /// Each scaling probe laid out at 300, 1,000 and 3,000 views (the best of `repetitions` runs):
    /// µs per view at each size, and the time at 3,000 views over the time at 1,000.
    private static func shapes(repetitions: Int, clock: Clock) {
        let screen = Screen(width: 393, height: 852, scale: 3)
        let measurer = LeafMeasurer(text: FreeTypeTextMeasurer(resolver: FontResolver()), scale: screen.scale)
        let sizes = [300, 1_000, 3_000]
        let unit = clock == .processCPU ? "µs of CPU per view" : "µs per view"
        print("one container of many children per rule, layout in \(unit) (best of \(repetitions)); growth = time at 3,000 ÷ at 1,000 (linear: 3)")
        print("shape                                  300      1000     3000     growth")
        for probe in ScalingProbes.all {
            var times: [Double] = []
            var approximated = false
            for size in sizes {
                guard let root = DocumentCompiler().compile(source: probe.document(size)).root else { break }
                var result: LayoutResult?
                times.append(best(repetitions, clock: clock, reset: { result = nil }) { result = LayoutEngine(measurer: measurer).layout(root, on: screen) })
                approximated = approximated || result?.approximated == true
            }
            guard times.count == sizes.count else {
                print(probe.name + ": the probe did not compile")
                continue
            }
            let row = zip(times, sizes).map { String(format: "%-9.2f", $0 * 1e6 / Double($1)) }.joined()
            print(probe.name.padding(toLength: 38, withPad: " ", startingAt: 0) + " " + row + String(format: "%.1f", times[2] / times[1])
                + (approximated ? "  (approximated past the region's limit)" : ""))
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

/// The emitter's sink in the benchmark: counts the bytes it is handed.
private final class ByteCounter: LayoutOutputSink {
    var count = 0

    func write(_ chunk: UnsafeRawBufferPointer) { count += chunk.count }
}
