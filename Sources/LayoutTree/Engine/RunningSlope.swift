/// The slope of a `ConvexCost` while its kinks are walked: the changes met so far added up, one
/// amount per priority level, highest level first (the same order and tolerance as `LexCost`).
///
/// Kept apart from `LexCost` because a walk adds one change at a time: updating one amount in
/// place costs a few comparisons, where adding two `LexCost`s builds a third.
struct RunningSlope {
    /// Highest level first. An amount that came within `LexCost.tolerance` of zero is set to
    /// exactly zero and kept in place (a level, once met, is usually met again).
    private(set) var terms: [(level: Double, amount: Double)] = []

    init() {
        terms.reserveCapacity(8)
    }

    mutating func add(_ level: Double, _ amount: Double) {
        // The first term at or below `level`: a few terms are walked, many (a deeply nested
        // subtree's tie-break levels) searched by halves.
        var index = 0
        if terms.count <= 8 {
            while index < terms.count && terms[index].level > level { index += 1 }
        } else {
            var end = terms.count
            while index < end {
                let middle = (index + end) / 2
                if terms[middle].level > level { index = middle + 1 } else { end = middle }
            }
        }
        if index < terms.count && terms[index].level == level {
            let sum = terms[index].amount + amount
            terms[index].amount = abs(sum) > LexCost.tolerance ? sum : 0
        } else if abs(amount) > LexCost.tolerance {
            terms.insert((level, amount), at: index)
        }
    }

    mutating func add(_ kink: ConvexCost.Kink) { add(kink.level, kink.amount) }

    mutating func subtract(_ kink: ConvexCost.Kink) { add(kink.level, -kink.amount) }

    /// −1, 0 or 1: the sign of the highest level's amount.
    var sign: Int {
        for term in terms where term.amount != 0 { return term.amount > 0 ? 1 : -1 }
        return 0
    }

    /// −1, 0 or 1 as this slope is below, equal to or above `amount` at `level` alone
    /// (`LexCost.compare` against a one-level cost).
    func compare(toAmount amount: Double, at level: Double) -> Int {
        var met = false
        for term in terms {
            if !met && term.level < level {
                met = true
                if -amount > LexCost.tolerance { return 1 }
                if -amount < -LexCost.tolerance { return -1 }
            }
            if term.level == level {
                met = true
                let difference = term.amount - amount
                if difference > LexCost.tolerance { return 1 }
                if difference < -LexCost.tolerance { return -1 }
                continue
            }
            if term.amount != 0 { return term.amount > 0 ? 1 : -1 }
        }
        if !met {
            if -amount > LexCost.tolerance { return 1 }
            if -amount < -LexCost.tolerance { return -1 }
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
    private func appendDifference(_ amount: Double, at level: Double, sign: Double, position: Double, to kinks: inout [ConvexCost.Kink]) {
        func append(_ termLevel: Double, _ difference: Double) {
            if abs(difference) > LexCost.tolerance {
                kinks.append(ConvexCost.Kink(at: position, level: termLevel, amount: sign * difference))
            }
        }
        var met = false
        for term in terms {
            if !met && term.level < level {
                met = true
                append(level, -amount)
            }
            if term.level == level {
                met = true
                append(level, term.amount - amount)
            } else {
                append(term.level, term.amount)
            }
        }
        if !met { append(level, -amount) }
    }

    var cost: LexCost { LexCost(sortedTerms: terms.filter { $0.amount != 0 }) }
}
