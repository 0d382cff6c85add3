import ArgumentParser

/// `--shard K/N`: the K-th of N parts of a run's files, so that N CI jobs split a repository between
/// them (as Jest's and Playwright's `--shard` do). The files are sorted by path and dealt round-robin —
/// file i goes to part i mod N — so every part gets files from every directory, and each file is in
/// exactly one part whatever machine computes it.
struct FileShard: ExpressibleByArgument, Equatable {
    var index: Int
    var count: Int

    init?(argument: String) {
        let parts = argument.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]), count >= 1, (1...count).contains(index)
        else { return nil }
        self.index = index
        self.count = count
    }

    static var defaultCompletionKind: CompletionKind { .default }

    /// This part of `files`, in path order.
    func select(_ files: [String]) -> [String] {
        files.sorted().enumerated().filter { $0.offset % count == index - 1 }.map(\.element)
    }
}
