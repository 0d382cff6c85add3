/// The slope of a `ConvexCost` while its kinks are walked: the changes met so far added up, one
/// amount per priority level, highest level first (the same order and tolerance as `LexCost`).
///
/// Kept apart from `LexCost` because a walk adds one change at a time: updating one amount in
/// place costs a few comparisons, where adding two `LexCost`s builds a third.
struct RunningSlope {
    /// How many terms there are: the first `inlineCapacity` in `levels`/`amounts` (no heap for
    /// the few levels most walks meet), all of them in `spilled` once there are more.
    private var count = 0
    private var levels = SIMD8<Double>(), amounts = SIMD8<Double>()
    private var spilled: [(level: Double, amount: Double)]?
    private static let inlineCapacity = 8

    init() {}

    /// Highest level first. An amount that came within `LexCost.tolerance` of zero is set to
    /// exactly zero and kept in place (a level, once met, is usually met again).
    var terms: [(level: Double, amount: Double)] {
        spilled ?? (0..<count).map { (levels[$0], amounts[$0]) }
    }

    @inline(__always) private func level(_ index: Int) -> Double { spilled?[index].level ?? levels[index] }

    @inline(__always) private func amount(_ index: Int) -> Double { spilled?[index].amount ?? amounts[index] }

    mutating func add(_ level: Double, _ amount: Double) {
        if spilled != nil {
            addSpilled(level, amount)
            return
        }
        var index = 0
        while index < count && levels[index] > level { index += 1 }
        if index < count && levels[index] == level {
            let sum = amounts[index] + amount
            amounts[index] = abs(sum) > LexCost.tolerance ? sum : 0
        } else if abs(amount) > LexCost.tolerance {
            if count == Self.inlineCapacity {
                spilled = terms
                addSpilled(level, amount)
                return
            }
            var move = count
            while move > index {
                levels[move] = levels[move - 1]
                amounts[move] = amounts[move - 1]
                move -= 1
            }
            levels[index] = level
            amounts[index] = amount
            count += 1
        }
    }

    /// `add` once there are more levels than fit inline (a deeply nested subtree's tie-break
    /// levels): searched by halves.
    private mutating func addSpilled(_ level: Double, _ amount: Double) {
        guard var terms = spilled else { return }
        spilled = nil
        var index = 0, end = terms.count
        while index < end {
            let middle = (index + end) / 2
            if terms[middle].level > level { index = middle + 1 } else { end = middle }
        }
        if index < terms.count && terms[index].level == level {
            let sum = terms[index].amount + amount
            terms[index].amount = abs(sum) > LexCost.tolerance ? sum : 0
        } else if abs(amount) > LexCost.tolerance {
            terms.insert((level, amount), at: index)
        }
        count = terms.count
        spilled = terms
    }

    mutating func add(_ kink: ConvexCost.Kink) { add(kink.level, kink.amount) }

    mutating func subtract(_ kink: ConvexCost.Kink) { add(kink.level, -kink.amount) }

    /// −1, 0 or 1: the sign of the highest level's amount. Inlined: called once per position of
    /// every walk, as a call it copied the whole slope (144 bytes) each time.
    var sign: Int {
        @inline(__always) get {
            if let spilled {
                for term in spilled where term.amount != 0 { return term.amount > 0 ? 1 : -1 }
                return 0
            }
            for index in 0..<count where amounts[index] != 0 { return amounts[index] > 0 ? 1 : -1 }
            return 0
        }
    }

    /// −1, 0 or 1 as this slope is below, equal to or above `amount` at `level` alone
    /// (`LexCost.compare` against a one-level cost).
    func compare(toAmount other: Double, at otherLevel: Double) -> Int {
        var met = false
        for index in 0..<count {
            let termLevel = level(index), termAmount = amount(index)
            if !met && termLevel < otherLevel {
                met = true
                if -other > LexCost.tolerance { return 1 }
                if -other < -LexCost.tolerance { return -1 }
            }
            if termLevel == otherLevel {
                met = true
                let difference = termAmount - other
                if difference > LexCost.tolerance { return 1 }
                if difference < -LexCost.tolerance { return -1 }
                continue
            }
            if termAmount != 0 { return termAmount > 0 ? 1 : -1 }
        }
        if !met {
            if -other > LexCost.tolerance { return 1 }
            if -other < -LexCost.tolerance { return -1 }
        }
        return 0
    }

    /// Appends the kinks at `position` that turn this slope into `amount` at `level` alone.
    func appendDifference(toAmount amount: Double, at level: Double, position: Double, to kinks: inout [ConvexCost.Kink]) {
        appendDifference(amount, at: level, sign: -1, position: position, to: &kinks)
    }

    /// Appends the kinks at `position` that turn `amount` at `level` alone into this slope.
    func appendDifference(fromAmount amount: Double, at level: Double, position: Double, to kinks: inout [ConvexCost.Kink]) {
        appendDifference(amount, at: level, sign: 1, position: position, to: &kinks)
    }

    /// `sign` × (this slope − `amount` at `level`), highest level first.
    private func appendDifference(_ other: Double, at otherLevel: Double, sign: Double, position: Double, to kinks: inout [ConvexCost.Kink]) {
        func append(_ termLevel: Double, _ difference: Double) {
            if abs(difference) > LexCost.tolerance {
                kinks.append(ConvexCost.Kink(at: position, level: termLevel, amount: sign * difference))
            }
        }
        var met = false
        for index in 0..<count {
            let termLevel = level(index), termAmount = amount(index)
            if !met && termLevel < otherLevel {
                met = true
                append(otherLevel, -other)
            }
            if termLevel == otherLevel {
                met = true
                append(otherLevel, termAmount - other)
            } else {
                append(termLevel, termAmount)
            }
        }
        if !met { append(otherLevel, -other) }
    }

    var cost: LexCost {
        var cost = LexCost.zero
        for index in 0..<count where amount(index) != 0 { cost.appendLower(level(index), amount(index)) }
        return cost
    }
}
