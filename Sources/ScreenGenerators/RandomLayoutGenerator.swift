/// Random small documents over every container kind and the attributes that steer layout —
/// alignments, spacing, margins, weights, fixed, minimum and maximum sizes, aspect ratios,
/// hidden views, anchors, scroll views, baselines, grids, stack distributions and alignments —
/// nested up to `maximumDepth`, for checking one solve against another. Most leaves carry
/// placeholder intrinsic sizes (`intrinsicWidth`/`intrinsicHeight`); some are labels, for
/// baselines. Deterministic for a seed.
public struct RandomLayoutGenerator {
    private var state: UInt64
    public var maximumDepth = 6
    /// Also what the default shape leaves out: wrapped labels, controls with their own class
    /// priorities (§2.8 table), content priorities in stacks, every sibling spacing, minimum
    /// heights and maximum widths, per-edge margins, fitToHeight. Off by default, so that a
    /// seed's document (and the benchmark's second shape) stays what it was.
    public var variety = false

    public init(seed: UInt64) {
        state = seed &* 0x9E37_79B9_7F4A_7C15 | 1
    }

    private mutating func next(_ bound: Int) -> Int {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return Int((state >> 33) % UInt64(max(bound, 1)))
    }

    private mutating func pick<T>(_ values: [T]) -> T { values[next(values.count)] }

    private mutating func chance(_ percent: Int) -> Bool { next(100) < percent }

    public mutating func document() -> String {
        var text = ""
        container(depth: 0, parent: "", into: &text)
        return text
    }

    /// A long screen of about `viewCount` views in this generator's shape (the benchmark's
    /// second shape): a scroll view's column of random sections; returns the text and the
    /// number of views.
    public mutating func longDocument(viewCount: Int) -> (text: String, views: Int) {
        var text = "<LMScrollView fitToWidth=\"true\"><LMColumnView>"
        var sections = ""
        while sections.utf8.count < viewCount * 60 {
            container(depth: 2, parent: "LMColumnView", into: &sections)
        }
        text += sections + "</LMColumnView></LMScrollView>"
        // Start tags: a "<" not followed by "/".
        let bytes = Array(text.utf8)
        let views = zip(bytes, bytes.dropFirst()).filter { $0.0 == UInt8(ascii: "<") && $0.1 != UInt8(ascii: "/") }.count
        return (text, views)
    }

    /// A table view (plain, grouped or inset grouped) of one to four cells, a section break
    /// before some: each an LMTableViewCell holding a random container (with its own margins,
    /// an accessory, or ignoring the margins, now and then) or a UITableViewCell of a built-in
    /// style (§2.11).
    public mutating func tableDocument() -> String {
        var text = "<LMTableView style=\"\(pick(["plainTableView", "groupedTableView", "insetGroupedTableView"]))\">"
        for row in 0..<(1 + next(4)) {
            if row > 0 && chance(20) { text += "<?sectionBreak?>" }
            if chance(20) {
                text += "<UITableViewCell textLabel.text=\"Row\" detailTextLabel.text=\"Detail\""
                text += " style=\"\(pick(["default", "value1", "value2", "subtitle"]))TableViewCell\"/>"
                continue
            }
            var attributes = ""
            if chance(30) { attributes += " layoutMargins=\"\(pick([0, 4, 12]))\"" }
            if chance(30) { attributes += " accessoryType=\"\(pick(["disclosureIndicator", "checkmark", "detailButton"]))\"" }
            text += "<LMTableViewCell\(attributes)>" + (chance(20) ? "<?ignoreLayoutMargins?>" : "")
            container(depth: 1, parent: "LMTableViewCell", into: &text)
            text += "</LMTableViewCell>"
        }
        return text + "</LMTableView>"
    }

    /// A scroll view whose content, along the scroll axis, is a fillProportionally or
    /// equalCentering stack of 2 to 40 random views (leaves mostly, now and then a container),
    /// with spacing, margins and custom spacing at random: stacks whose length is their own, which
    /// are laid out in closed form where their views allow it (§2.7, §2.8).
    public mutating func stackAtOwnLengthDocument() -> String {
        let vertical = chance(60)
        var text = "<LMScrollView \(vertical ? "fitToWidth" : "fitToHeight")=\"true\">"
        var attributes = " axis=\"\(vertical ? "vertical" : "horizontal")\""
        attributes += " distribution=\"\(pick(["fillProportionally", "fillProportionally", "equalCentering"]))\""
        attributes += " alignment=\"\(pick(["fill", "leading", "trailing", "center"]))\""
        if chance(70) { attributes += " spacing=\"\(pick([0, 4, 8.5, 12]))\"" }
        if chance(25) { attributes += " layoutMargins=\"\(pick([4, 10]))\" layoutMarginsRelativeArrangement=\"true\"" }
        text += "<UIStackView\(attributes)>"
        for _ in 0..<(2 + next(39)) {
            if chance(10) {
                container(depth: maximumDepth - 2, parent: "UIStackView", into: &text)
            } else {
                leaf(parent: "UIStackView", into: &text)
            }
        }
        return text + "</UIStackView></LMScrollView>"
    }

    /// A compression resistance or hugging priority along `axis` ("vertical" or "horizontal"),
    /// one of `values`, as an attribute.
    private mutating func contentPriority(on axis: String, among values: [Int]) -> String {
        let kind = pick(["ContentCompressionResistance", "ContentHugging"])
        return " \(axis)\(kind)Priority=\"\(pick(values))\""
    }

    /// An equalCentering or fillProportionally stack whose length its ancestors set: the root (the screen's), a row's
    /// height or a column's width, its own width or height, a stack aligned fill across, a
    /// column of a fixed width; of 2 to 12 views (one in ten of 100 to 400) — labels of several
    /// fonts, views of intrinsic or fixed sizes or none, now and then a container — some with
    /// priorities along its axis or hidden, at spacings that leave its views room, too little
    /// room (they shrink, the centring or the shares deciding which), or none at all (§2.8).
    public mutating func stackAtSetLengthDocument() -> String {
        let vertical = chance(50)
        let (axis, length) = vertical ? ("vertical", "Height") : ("horizontal", "Width")
        var attributes = " axis=\"\(axis)\" distribution=\"\(pick(["equalCentering", "equalCentering", "fillProportionally"]))\""
        if chance(40) { attributes += " alignment=\"\(pick(["fill", "leading", "trailing", "center"]))\"" }
        if chance(70) { attributes += " spacing=\"\(pick([0, 0, 4, 8.5, -3, 20]))\"" }
        if chance(20) { attributes += " layoutMargins=\"\(pick([4, 10]))\" layoutMarginsRelativeArrangement=\"true\"" }
        if chance(30) { attributes += " \(length.lowercased())=\"\(pick([40, 90, 150, 260, 400]))\"" }
        var stack = "<UIStackView\(attributes)>"
        let count = chance(10) ? 100 + next(301) : 2 + next(11)
        for index in 0..<count {
            var view = chance(20) ? contentPriority(on: axis, among: [200, 249, 251, 749, 751, 999]) : ""
            if chance(6) { view += " hidden=\"true\"" }
            // Long stacks of views with sizes of their own (labels mostly): a view without one, or
            // a container, sends most stacks back to the constraints, and long ones are what the
            // closed form is for.
            switch count > 12 ? next(17) : next(20) {
            case 0...8: stack += "<UILabel text=\"\(pick(["x", "Label", "A longer label"])) \(index)\" font=\"System \(pick([10, 12, 17, 24]))\"\(view)/>"
            case 9...12: stack += "<UIView intrinsic\(length)=\"\(pick([0, 5, 12, 40, 7.5, 90]))\"\(view)/>"
            case 13...16: stack += "<UIView \(length.lowercased())=\"\(pick([0, 10, 24, 60, 130]))\"\(view)/>"
            case 17: stack += "<UIView\(view)/>"
            default: container(depth: maximumDepth - 2, parent: "UIStackView", into: &stack)
            }
        }
        stack += "</UIStackView>"
        switch next(5) {
        case 0: return stack
        case 1: return (vertical ? "<LMRowView>" : "<LMColumnView>") + stack + (vertical ? "</LMRowView>" : "</LMColumnView>")
        case 2:
            return "<UIStackView axis=\"\(vertical ? "horizontal" : "vertical")\" alignment=\"fill\"><UILabel text=\"Title\"/>" + stack + "</UIStackView>"
        case 3: return "<LMColumnView><LMColumnView \(length.lowercased())=\"\(pick([120, 200, 300]))\">" + stack + "</LMColumnView></LMColumnView>"
        default: return "<LMColumnView layoutMargins=\"\(pick([0, 8, 20]))\"><UILabel text=\"Above\"/>" + stack + "</LMColumnView>"
        }
    }

    /// Horizontal stacks aligned firstBaseline or lastBaseline (§2.8), of every distribution, in a
    /// column, a row, a vertical stack, a baseline row or a scroll view: of 1 to 8 views (one in ten
    /// of 50 to 200) — labels of several fonts and line counts, images, views of fixed or minimum
    /// heights or none, buttons, text fields, now and then a column — some with priorities of
    /// their own or hidden, with margins or a height of their own now and then.
    public mutating func baselineStackDocument() -> String {
        func view() -> String {
            var attributes = ""
            if chance(20) { attributes += " verticalContentCompressionResistancePriority=\"\(pick([200, 249, 251, 749, 751, 999]))\"" }
            if chance(15) { attributes += " verticalContentHuggingPriority=\"\(pick([1, 100, 249, 251, 500, 999]))\"" }
            if chance(7) { attributes += " hidden=\"true\"" }
            switch next(20) {
            case 0...8:
                let lines = chance(15) ? " numberOfLines=\"0\"" : chance(10) ? " numberOfLines=\"2\"" : ""
                let words = (0..<(1 + next(8))).map { _ in pick(["ab", "Wxy", "hello", "gj", "Q"]) }.joined(separator: " ")
                return "<UILabel text=\"\(words)\" font=\"System \(pick([10, 12, 17, 24, 30]))\"\(lines)\(attributes)/>"
            case 9, 10: return "<UIImageView intrinsicWidth=\"\(5 + next(56))\" intrinsicHeight=\"\(5 + next(76))\"\(attributes)/>"
            case 11, 12: return "<UIView width=\"\(next(51))\" height=\"\(next(71))\"\(attributes)/>"
            case 13: return "<UIView minimumHeight=\"\(5 + next(36))\"/>"
            case 14, 15: return "<UIButton title=\"\(pick(["Go", "Cancel", "OK"]))\"\(attributes)/>"
            case 16: return "<UITextField placeholder=\"\(pick(["Name", "e-mail"]))\"/>"
            case 17: return "<UIView/>"
            default: return "<LMColumnView><UILabel text=\"n\"/></LMColumnView>"
            }
        }
        func stack() -> String {
            var attributes = " axis=\"horizontal\" alignment=\"\(pick(["firstBaseline", "firstBaseline", "lastBaseline"]))\""
            attributes += " distribution=\"\(pick(["fill", "fill", "fillEqually", "equalSpacing"]))\""
            if chance(50) { attributes += " spacing=\"\(pick([0, 4, 8]))\"" }
            if chance(20) { attributes += " layoutMarginsRelativeArrangement=\"true\" layoutMargins=\"\(next(13))\"" }
            if chance(20) { attributes += " height=\"\(5 + next(116))\"" }
            let count = chance(10) ? 50 + next(151) : 1 + next(8)
            return "<UIStackView\(attributes)>" + (0..<count).map { _ in view() }.joined() + "</UIStackView>"
        }
        let stacks = (0..<(1 + next(4))).map { _ in stack() }.joined()
        switch next(6) {
        case 0: return stack()
        case 1: return "<LMRowView>" + stacks + "</LMRowView>"
        case 2: return "<UIStackView axis=\"vertical\" alignment=\"\(pick(["fill", "leading", "center"]))\">" + stacks + "</UIStackView>"
        case 3: return "<LMRowView alignToBaseline=\"true\">" + stacks + "</LMRowView>"
        case 4: return "<LMScrollView fitToWidth=\"true\"><LMColumnView>" + stacks + "</LMColumnView></LMScrollView>"
        default: return "<LMColumnView>" + stacks + "</LMColumnView>"
        }
    }

    /// A scroll view whose content is a fillProportionally stack of labels, views of intrinsic or
    /// fixed sizes and spacers, a few of them with priorities along the stack's axis that fall
    /// among its shares' (999 − i); one in eight stacks holds 250 to 330 views, where the shares'
    /// levels reach the labels' own (750, 250).
    public mutating func proportionalStackDocument() -> String {
        let vertical = chance(60)
        let (axis, length) = vertical ? ("vertical", "Height") : ("horizontal", "Width")
        var text = "<LMScrollView \(vertical ? "fitToWidth" : "fitToHeight")=\"true\"><UIStackView axis=\"\(axis)\" distribution=\"fillProportionally\""
        if chance(60) { text += " spacing=\"\(pick([0, 2, 4, 8.5]))\"" }
        text += ">"
        let count = chance(12) ? 250 + next(81) : 2 + next(59)
        for index in 0..<count {
            let attributes = chance(15) ? contentPriority(on: axis, among: [200, 251, 749, 751, 900, 990, 995, 998, 999, 1000]) : ""
            switch next(10) {
            case 0...4: text += "<UILabel text=\"\(pick(["x", "Label", "A longer label"])) \(index)\" font=\"System \(pick([10, 12, 17, 24]))\"\(attributes)/>"
            case 5, 6: text += "<UIView intrinsic\(length)=\"\(pick([0, 5, 12, 40, 7.5]))\"\(attributes)/>"
            case 7, 8: text += "<UIView \(length.lowercased())=\"\(pick([0, 10, 24, 60]))\"\(attributes)/>"
            default: text += "<LMSpacer\(attributes)/>"
            }
        }
        return text + "</UIStackView></LMScrollView>"
    }

    /// A row or column of weighted views, nested up to five deep, whose minimum, maximum and fixed
    /// sizes along the weights' axis, content (labels, wrapped or not, buttons, containers) and
    /// alignments hold some of them from their shares (§2.2 rule 4): weight groups that break. Now
    /// and then in a scroll view, where the group's length is its own.
    public mutating func weightGroupDocument() -> String {
        var text = ""
        weightedContainer(depth: 0, parentAxis: nil, maximumDepth: chance(30) ? 5 : 3, into: &text)
        return chance(25) ? "<LMScrollView fitToWidth=\"true\">" + text + "</LMScrollView>" : text
    }

    private mutating func weightedContainer(depth: Int, parentAxis: String?, maximumDepth: Int, into text: inout String) {
        let row = chance(50)
        let (tag, axis) = row ? ("LMRowView", "h") : ("LMColumnView", "v")
        text += "<\(tag) \(row ? "horizontalAlignment" : "verticalAlignment")=\"\(row ? pick(["fill", "fill", "leading", "trailing"]) : pick(["fill", "fill", "top", "bottom"]))\""
        if chance(30) { text += " spacing=\"\(pick([0, 4, 20]))\"" }
        if let parentAxis {
            if chance(40) { text += " weight=\"\(pick([1, 2, 3]))\"" }
            if chance(15) { text += " minimum\(parentAxis == "h" ? "Width" : "Height")=\"\(pick([20, 100, 300]))\"" }
        }
        text += ">"
        for _ in 0..<(1 + next(chance(30) ? 14 : 6)) {
            if depth < maximumDepth && chance(30) {
                weightedContainer(depth: depth + 1, parentAxis: axis, maximumDepth: maximumDepth, into: &text)
            } else {
                weightedLeaf(along: axis == "h" ? "Width" : "Height", across: axis == "h" ? "Height" : "Width", into: &text)
            }
        }
        text += "</\(tag)>"
    }

    private mutating func weightedLeaf(along: String, across: String, into text: inout String) {
        var attributes = ""
        if chance(60) { attributes += " weight=\"\(pick(["1", "2", "3", "0.5", "1.5"]))\"" }
        if chance(35) { attributes += " minimum\(along)=\"\(pick([1, 5, 20, 60, 120, 200, 400]))\"" }
        if chance(20) { attributes += " maximum\(along)=\"\(pick([0, 10, 30, 80, 150]))\"" }
        if chance(8) { attributes += " \(along.lowercased())=\"\(pick([10, 40, 90]))\"" }
        if chance(10) { attributes += " minimum\(across)=\"\(pick([10, 50]))\"" }
        switch next(10) {
        case 0...4: text += "<UIView\(attributes)/>"
        case 5...7:
            let words = (0..<(1 + next(12))).map { _ in String(repeating: "w", count: 1 + next(8)) }.joined(separator: " ")
            text += "<UILabel text=\"\(words)\"\(chance(30) ? " numberOfLines=\"0\"" : "")\(attributes)/>"
        case 8: text += "<LMSpacer\(attributes)/>"
        default: text += "<UIButton title=\"\(String(repeating: "Go", count: 1 + next(6)))\"\(attributes)/>"
        }
    }

    /// A scroll view whose content is a fillProportionally or equalCentering stack of 2 to 12 views
    /// along the scroll axis, a third of them containers (stacks, rows, columns, nested up to three
    /// deep), their views carrying content priorities at or near the shares' levels (999, 998, …),
    /// minimum, maximum and fixed sizes along the stack's axis: a view's cost, read through its
    /// container, with levels among the shares.
    public mutating func proportionalStackOfContainersDocument() -> String {
        let vertical = chance(50)
        let (axis, length) = vertical ? ("vertical", "Height") : ("horizontal", "Width")
        let distribution = chance(80) ? "fillProportionally" : "equalCentering"
        let alignment = vertical ? pick(["fill", "leading", "center"]) : pick(["fill", "top", "center", "firstBaseline"])
        var text = "<LMScrollView \(vertical ? "fitToWidth" : "fitToHeight")=\"true\"><UIStackView axis=\"\(axis)\""
        text += " distribution=\"\(distribution)\" alignment=\"\(alignment)\" spacing=\"\(pick([0, 0, 4, 8, 16]))\">"
        for _ in 0..<(2 + next(11)) { text += stackedView(axis: axis, length: length, depth: 1) }
        return text + "</UIStackView></LMScrollView>"
    }

    /// A view of `proportionalStackOfContainersDocument`: a leaf, or below depth 3 now and then a
    /// container of one to three such views.
    private mutating func stackedView(axis: String, length: String, depth: Int) -> String {
        if depth < 3 && chance(30) {
            var children = ""
            for _ in 0..<(1 + next(3)) { children += stackedView(axis: axis, length: length, depth: depth + 1) }
            switch next(10) {
            case 0...3:
                return "<UIStackView axis=\"\(pick(["vertical", "horizontal"]))\" alignment=\"\(pick(["fill", "leading", "center", "trailing"]))\""
                    + " spacing=\"\(pick([0, 0, 4, 8]))\">\(children)</UIStackView>"
            case 4...6: return "<LMColumnView horizontalAlignment=\"\(pick(["fill", "leading", "center"]))\">\(children)</LMColumnView>"
            default: return "<LMRowView>\(children)</LMRowView>"
            }
        }
        var text: String
        switch next(20) {
        case 0...5: text = "<UILabel text=\"\(pick(["Lorem", "ipsum dolor", "sit amet consectetur"]))\""
        case 6...11: text = "<UIImageView intrinsicWidth=\"\(next(201))\" intrinsicHeight=\"\(next(81))\""
        case 12...14: text = "<UIView intrinsic\(length)=\"\(next(151))\""
        case 15, 16: text = "<UIButton title=\"\(pick(["Lorem", "Ipsum"]))\""
        default: text = "<UIView"
        }
        let priorities = [1000, 999, 998, 997, 996, 995, 990, 751, 750, 749, 251, 250, 249, 1]
        if chance(50) { text += " \(axis)ContentCompressionResistancePriority=\"\(pick(priorities))\"" }
        if chance(40) { text += " \(axis)ContentHuggingPriority=\"\(pick(priorities))\"" }
        if chance(20) { text += " minimum\(length)=\"\(next(121))\"" }
        if chance(15) { text += " maximum\(length)=\"\(20 + next(181))\"" }
        if chance(8) { text += " \(length.lowercased())=\"\(next(121))\"" }
        return text + "/>"
    }

    private mutating func sizeAttributes(parent: String) -> String {
        var text = ""
        for axis in ["width", "height"] where chance(12) { text += " \(axis)=\"\(pick([0, 10, 40, 120, 300, 900]))\"" }
        if chance(8) { text += " minimumWidth=\"\(pick([20, 80, 200]))\"" }
        if chance(8) { text += " maximumHeight=\"\(pick([15, 60, 150]))\"" }
        if (parent == "LMRowView" || parent == "LMColumnView") && chance(30) { text += " weight=\"\(pick([1, 2, 3]))\"" }
        if parent == "LMColumnView" && chance(10) { text += " topSpacing=\"\(pick([4, 12]))\"" }
        if parent == "LMRowView" && chance(10) { text += " trailingSpacing=\"\(pick([4, 12]))\"" }
        if parent == "LMAnchorView" { text += " anchor=\"\(pick(["all", "top", "bottom, left", "left, right", "top, bottom, trailing", "none", "leading, trailing"]))\"" }
        if parent == "UIStackView" && chance(10) { text += " customSpacing=\"\(pick([2, 16]))\"" }
        if chance(4) { text += " aspectRatio=\"\(pick([0.5, 1, 2]))\"" }
        if chance(5) { text += " hidden=\"true\"" }
        if variety {
            if chance(6) { text += " minimumHeight=\"\(pick([10, 50, 200]))\"" }
            if chance(6) { text += " maximumWidth=\"\(pick([10, 50, 200]))\"" }
            if parent == "LMColumnView" && chance(8) { text += " bottomSpacing=\"\(pick([4, 12]))\"" }
            if parent == "LMRowView" && chance(8) { text += " leadingSpacing=\"\(pick([4, 12]))\"" }
            if parent == "UIStackView" && chance(25) {
                text += " \(pick(["horizontal", "vertical"]))Content\(pick(["Hugging", "CompressionResistance"]))Priority=\"\(pick([200, 251, 740, 760, 1000]))\""
            }
        }
        return text
    }

    /// A wrapped label or a control (`variety`).
    private mutating func variedLeaf(parent: String) -> String {
        let attributes = sizeAttributes(parent: parent)
        switch next(6) {
        case 0:
            let text = pick(["A label long enough to wrap onto a second line on a narrow screen", "Two words", "Wrapped text that runs on"])
            return "<UILabel text=\"\(text)\" numberOfLines=\"\(pick([0, 0, 2]))\" font=\"System \(pick([12, 17]))\"\(attributes)/>"
        case 1: return "<UISwitch\(attributes)/>"
        case 2: return "<UIButton title=\"\(pick(["OK", "Continue"]))\"\(attributes)/>"
        case 3: return "<UISlider\(attributes)/>"
        case 4: return "<UIActivityIndicatorView\(attributes)/>"
        default: return "<UITextField placeholder=\"Name\"\(attributes)/>"
        }
    }

    private mutating func leaf(parent: String, into text: inout String) {
        if variety && chance(25) {
            text += variedLeaf(parent: parent)
            return
        }
        switch next(10) {
        case 0: text += "<LMSpacer\(sizeAttributes(parent: parent))/>"
        case 2 where chance(50):
            text += "<UILabel text=\"\(pick(["Aa", "Label text", "A much longer label"]))\" font=\"System \(pick([12, 17, 30]))\"\(sizeAttributes(parent: parent))/>"
        case 1: text += "<UIView\(sizeAttributes(parent: parent))/>"
        default:
            var ics = ""
            if chance(85) { ics += " intrinsicWidth=\"\(pick([0, 12, 30, 55, 80, 140, 260, 500]))\"" }
            if chance(85) { ics += " intrinsicHeight=\"\(pick([0, 8, 20, 31, 44, 90, 700]))\"" }
            text += "<UIView\(ics)\(sizeAttributes(parent: parent))/>"
        }
    }

    private mutating func container(depth: Int, parent: String, into text: inout String) {
        let tag = pick(["LMRowView", "LMColumnView", "LMRowView", "LMColumnView", "UIStackView", "UIStackView", "LMAnchorView", "LMLayerView", "LMRootView", "LMScrollView"])
        var attributes = depth == 0 ? "" : sizeAttributes(parent: parent)
        if chance(25) { attributes += " layoutMargins=\"\(pick([0, 4, 10, 20]))\"" }
        switch tag {
        case "LMRowView", "LMColumnView":
            attributes += " horizontalAlignment=\"\(pick(tag == "LMRowView" ? ["fill", "leading", "trailing"] : ["fill", "leading", "trailing", "center"]))\""
            attributes += " verticalAlignment=\"\(pick(tag == "LMColumnView" ? ["fill", "top", "bottom"] : ["fill", "top", "bottom", "center"]))\""
            if chance(40) { attributes += " spacing=\"\(pick([0, 4, 8, 20]))\"" }
            if chance(12) { attributes += " alignToBaseline=\"true\"" }
            if tag == "LMColumnView" && chance(12) { attributes += " alignToGrid=\"true\"" }
        case "UIStackView":
            attributes += " axis=\"\(pick(["horizontal", "vertical"]))\""
            attributes += " distribution=\"\(pick(["fill", "fill", "fillEqually", "equalSpacing", "fillProportionally", "equalCentering"]))\""
            attributes += " alignment=\"\(pick(["fill", "leading", "trailing", "center", "firstBaseline", "lastBaseline"]))\""
            if chance(10) { attributes += " baselineRelativeArrangement=\"true\"" }
            if chance(50) { attributes += " spacing=\"\(pick([0, 6, 12]))\"" }
            if chance(20) { attributes += " layoutMarginsRelativeArrangement=\"true\"" }
        case "LMRootView":
            if chance(30) { attributes += " topPadding=\"\(pick([10, 20]))\"" }
        case "LMScrollView":
            attributes += " fitToWidth=\"\(chance(60))\""
            if variety && chance(30) { attributes += " fitToHeight=\"true\"" }
        default: break
        }
        if variety && chance(10) { attributes += " layoutMargin\(pick(["Top", "Bottom", "Leading", "Trailing", "Left"]))=\"\(pick([4, 12]))\"" }
        text += "<\(tag)\(attributes)>"
        let count = tag == "LMScrollView" ? 1 : 1 + next(4)
        for _ in 0..<count {
            if depth + 1 < maximumDepth && chance(tag == "LMScrollView" ? 80 : 35) {
                container(depth: depth + 1, parent: tag, into: &text)
            } else {
                leaf(parent: tag, into: &text)
            }
        }
        text += "</\(tag)>"
    }
}
