/// A path pattern of `.markupc.yml`'s `included` and `excluded`, relative to the configuration file's
/// directory, as SwiftLint's: `*` and `?` match within one path component, `**` matches any number of
/// components, and a pattern that matches a directory matches everything below it (`Pods` is `Pods/**`).
public struct PathGlob: Sendable, Equatable {
    public let pattern: String
    private let components: [Substring]

    public init(_ pattern: String) {
        self.pattern = pattern
        components = pattern.split(separator: "/").filter { $0 != "." }
    }

    /// Whether `relativePath` (components separated by `/`, relative to the same directory) matches.
    public func matches(_ relativePath: String) -> Bool {
        let path = relativePath.split(separator: "/").filter { $0 != "." }
        return Self.match(components[...], path[...])
    }

    private static func match(_ pattern: ArraySlice<Substring>, _ path: ArraySlice<Substring>) -> Bool {
        guard let first = pattern.first else { return true }  // a directory matched: all below it
        if first == "**" {
            let rest = pattern.dropFirst()
            return path.indices.contains { match(rest, path[$0...]) } || match(rest, path[path.endIndex...])
        }
        guard let component = path.first, wildcard(Array(first), Array(component)) else { return false }
        return match(pattern.dropFirst(), path.dropFirst())
    }

    /// `*` and `?` within one component, by the usual backtracking over the last `*`.
    private static func wildcard(_ pattern: [Character], _ text: [Character]) -> Bool {
        var p = 0, t = 0
        var star: (p: Int, t: Int)?
        while t < text.count {
            if p < pattern.count, pattern[p] == "?" || pattern[p] == text[t] {
                p += 1
                t += 1
            } else if p < pattern.count, pattern[p] == "*" {
                star = (p, t)
                p += 1
            } else if let last = star {
                p = last.p + 1
                t = last.t + 1
                star = (last.p, last.t + 1)
            } else {
                return false
            }
        }
        while p < pattern.count, pattern[p] == "*" { p += 1 }
        return p == pattern.count
    }
}
