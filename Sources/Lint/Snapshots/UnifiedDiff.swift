/// A unified diff (`diff -u`'s format, 3 lines of context) of two texts, by Myers' O(ND) algorithm
/// ("An O(ND) Difference Algorithm and Its Variations", 1986) on the lines between their common
/// beginning and end.
public enum UnifiedDiff {
    /// `nil` when the texts are equal.
    public static func text(from old: String, to new: String, oldName: String, newName: String, context: Int = 3) -> String? {
        guard old != new else { return nil }
        let a = lines(old), b = lines(new)
        let operations = self.operations(a, b)
        var text = "--- \(oldName)\n+++ \(newName)\n"
        for hunk in hunks(operations, context: context) {
            text += "@@ -\(range(hunk.oldStart, hunk.oldCount)) +\(range(hunk.newStart, hunk.newCount)) @@\n"
            for operation in operations[hunk.operations] {
                switch operation {
                case .same(let line, _): text += " " + a[line] + "\n"
                case .removed(let line): text += "-" + a[line] + "\n"
                case .inserted(let line): text += "+" + b[line] + "\n"
                }
            }
        }
        return text
    }

    /// One line of the edit script: indices into the old and new lines.
    public enum Operation: Equatable, Sendable {
        case same(Int, Int)
        case removed(Int)
        case inserted(Int)
    }

    static func lines(_ text: String) -> [Substring] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        if lines.last == "" { lines.removeLast() }
        return lines
    }

    /// Beyond this many differing lines the middle is reported as replaced wholesale (the search's
    /// memory grows with the number of differences times the lines).
    static let largestSearch = 4000

    /// The shortest edit script from `a` to `b`, in order.
    public static func operations(_ a: [Substring], _ b: [Substring]) -> [Operation] {
        var prefix = 0
        while prefix < a.count, prefix < b.count, a[prefix] == b[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < a.count - prefix, suffix < b.count - prefix, a[a.count - 1 - suffix] == b[b.count - 1 - suffix] { suffix += 1 }
        let middleA = Array(a[prefix..<(a.count - suffix)]), middleB = Array(b[prefix..<(b.count - suffix)])
        var result = (0..<prefix).map { Operation.same($0, $0) }
        let middle = myers(middleA, middleB) ?? (middleA.indices.map { .removed($0) } + middleB.indices.map { .inserted($0) })
        for operation in middle {
            switch operation {
            case .same(let x, let y): result.append(.same(x + prefix, y + prefix))
            case .removed(let x): result.append(.removed(x + prefix))
            case .inserted(let y): result.append(.inserted(y + prefix))
            }
        }
        for offset in 0..<suffix { result.append(.same(a.count - suffix + offset, b.count - suffix + offset)) }
        return result
    }

    /// Myers' greedy search, keeping each round's furthest points to walk back; nil past `largestSearch`.
    private static func myers(_ a: [Substring], _ b: [Substring]) -> [Operation]? {
        let n = a.count, m = b.count
        let limit = min(n + m, largestSearch)
        let offset = limit + 1
        var furthest = [Int](repeating: 0, count: 2 * limit + 3)
        var trace: [[Int]] = []
        var found = false
        search: for d in 0...limit {
            trace.append(furthest)
            for k in stride(from: -d, through: d, by: 2) {
                var x = k == -d || (k != d && furthest[offset + k - 1] < furthest[offset + k + 1])
                    ? furthest[offset + k + 1] : furthest[offset + k - 1] + 1
                var y = x - k
                while x < n, y < m, a[x] == b[y] {
                    x += 1
                    y += 1
                }
                furthest[offset + k] = x
                if x >= n, y >= m {
                    found = true
                    break search
                }
            }
        }
        guard found else { return nil }
        var operations: [Operation] = []
        var x = n, y = m
        for d in stride(from: trace.count - 1, through: 0, by: -1) {
            let previous = trace[d]
            let k = x - y
            let previousK = k == -d || (k != d && previous[offset + k - 1] < previous[offset + k + 1]) ? k + 1 : k - 1
            let previousX = previous[offset + previousK], previousY = previousX - previousK
            while x > previousX, y > previousY {
                operations.append(.same(x - 1, y - 1))
                x -= 1
                y -= 1
            }
            if d > 0 { operations.append(x == previousX ? .inserted(y - 1) : .removed(x - 1)) }
            x = previousX
            y = previousY
        }
        return operations.reversed()
    }

    struct Hunk {
        var operations: Range<Int>
        var oldStart: Int
        var oldCount: Int
        var newStart: Int
        var newCount: Int
    }

    /// Changes with `context` unchanged lines around them; changes closer than twice that share a hunk.
    static func hunks(_ operations: [Operation], context: Int) -> [Hunk] {
        let changed = operations.indices.filter { if case .same = operations[$0] { false } else { true } }
        var groups: [Range<Int>] = []
        for index in changed {
            let range = max(0, index - context)..<min(operations.count, index + context + 1)
            if let last = groups.last, range.lowerBound <= last.upperBound {
                groups[groups.count - 1] = last.lowerBound..<range.upperBound
            } else {
                groups.append(range)
            }
        }
        // Line numbers before each operation: old and new lines consumed so far.
        var oldBefore = [Int](), newBefore = [Int]()
        var old = 0, new = 0
        for operation in operations {
            oldBefore.append(old)
            newBefore.append(new)
            switch operation {
            case .same: old += 1; new += 1
            case .removed: old += 1
            case .inserted: new += 1
            }
        }
        return groups.map { group in
            var oldCount = 0, newCount = 0
            for operation in operations[group] {
                switch operation {
                case .same: oldCount += 1; newCount += 1
                case .removed: oldCount += 1
                case .inserted: newCount += 1
                }
            }
            // As diff -u: an empty side starts at the line before it.
            let oldStart = oldBefore[group.lowerBound] + (oldCount == 0 ? 0 : 1)
            let newStart = newBefore[group.lowerBound] + (newCount == 0 ? 0 : 1)
            return Hunk(operations: group, oldStart: oldStart, oldCount: oldCount, newStart: newStart, newCount: newCount)
        }
    }

    /// `5,3`; `5` for one line, as diff -u writes it.
    private static func range(_ start: Int, _ count: Int) -> String {
        count == 1 ? "\(start)" : "\(start),\(count)"
    }
}
