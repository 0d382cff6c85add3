/// Views UIKit places by hand in `layoutSubviews`, not with constraints (SEMANTICS.md §2.11):
/// a system cell's image and labels (§2.11.3) and a flow layout's items (§2.11.5). The engine
/// sizes their container; these closed forms place what is inside from its frame.
enum HandLaidOutViews {
    /// Absolute rectangles by view index.
    static func frames(_ tree: FlatTree, values: SolvedFrames, margins: ViewMargins, measurer: LeafMeasurer, rightToLeft: Bool) -> [Int: Rect] {
        var result: [Int: Rect] = [:]
        for index in 0..<tree.count where tree.participates[index] {
            let bounds = values.rect(index)
            var placed: [(Int, Rect)] = []
            if case .cellContent(.system(let style, _, _)) = tree.attributes[index].layout {
                placed = systemCellSubviews(of: index, style: style, size: bounds, tree: tree, margins: margins[index], measurer: measurer)
            } else if tree.attributes[index].viewClass.isCollection {
                placed = collectionSubviews(of: index, size: bounds, tree: tree)
                // Right to left, a flow layout mirrors its items within its content, which
                // scrolling sideways is wider than the view (§4.1, §2.11.5).
                if rightToLeft {
                    let width = flowContentSize(of: index, size: Size(width: bounds.width, height: bounds.height), tree: tree).width
                    for (view, rect) in placed where tree.nodes[view].listRole == .implicit(.item) {
                        result[view] = Rect(x: bounds.x + width - rect.x - rect.width, y: bounds.y + rect.y, width: rect.width, height: rect.height)
                    }
                    placed.removeAll { tree.nodes[$0.0].listRole == .implicit(.item) }
                }
            } else if tree.attributes[index].viewClass == .textField {
                placed = textFieldSideViews(of: index, size: bounds, tree: tree, measurer: measurer)
            }
            for (view, rect) in placed {
                // Right to left, UIKit mirrors what it places by hand (§4.1).
                let x = rightToLeft ? bounds.width - rect.x - rect.width : rect.x
                result[view] = Rect(x: bounds.x + x, y: bounds.y + rect.y, width: rect.width, height: rect.height)
            }
        }
        return result
    }

    /// §2.10: a text field's left and right views sized to fit (their explicit size, else their
    /// intrinsic size, else 0: `sizeToFit` leaves a view without one as it is) and placed as
    /// UIKit's default `leftViewRect`/`rightViewRect` do: at that edge, centred vertically.
    private static func textFieldSideViews(of field: Int, size: Rect, tree: FlatTree, measurer: LeafMeasurer) -> [(Int, Rect)] {
        var result: [(Int, Rect)] = []
        for child in tree.children[field] where !tree.nodes[child].isHidden {
            let role = tree.nodes[child].listRole
            guard role == .leftView || role == .rightView else { continue }
            let node = tree.nodes[child]
            let measured = measurer.intrinsicSize(of: node)
            let width = node.size.width ?? measured.width ?? 0, height = node.size.height ?? measured.height ?? 0
            let x = role == .leftView ? 0 : size.width - width
            result.append((child, Rect(x: x, y: (size.height - height) / 2, width: width, height: height)))
        }
        return result
    }

    /// §2.11.3 table: the image at the leading margin, centred; the labels after it (16 on),
    /// as each style places them, up to 16 before the trailing edge. Relative to the content view.
    private static func systemCellSubviews(
        of contentView: Int, style: TableCellStyle, size: Rect, tree: FlatTree, margins: EdgeInsets, measurer: LeafMeasurer
    ) -> [(Int, Rect)] {
        let width = size.width, height = size.height
        var image: (view: Int, size: (width: Double, height: Double))?
        var text: (view: Int, size: IntrinsicSize)?
        var detail: (view: Int, size: IntrinsicSize)?
        let wrapWidths = systemCellLabelWidths(of: contentView, style: style, width: width, tree: tree, margins: margins, measurer: measurer)
        for (child, wrapWidth) in zip(tree.children[contentView], wrapWidths) where !tree.nodes[child].isHidden {
            let measured = measurer.intrinsicSize(of: tree.nodes[child], wrapWidth: wrapWidth)
            switch tree.nodes[child].listRole {
            case .implicit(.imageView)?:
                // A missing image is nil, and the cell lays out as if none were set (§1.5): the
                // labels start at the margin, not after an empty image view.
                if let size = measurer.imageSize(of: tree.nodes[child]) { image = (child, size) }
            case .implicit(.textLabel)?: text = (child, measured)
            case .implicit(.detailTextLabel)?: detail = (child, measured)
            default: break
            }
        }
        var result: [(Int, Rect)] = []
        let leading = margins.left, trailing = margins.right
        if let image {
            result.append((image.view, Rect(x: leading, y: (height - image.size.height) / 2, width: image.size.width, height: image.size.height)))
        }
        let (textX, available) = labelColumn(width: width, margins: margins, imageWidth: image?.size.width)
        func centred(_ x: Double, _ labelWidth: Double, _ measured: IntrinsicSize) -> Rect {
            let labelHeight = measured.height ?? 0
            return Rect(x: x, y: (height - labelHeight) / 2, width: labelWidth, height: labelHeight)
        }
        switch style {
        case .default:
            if let text { result.append((text.view, Rect(x: textX, y: 0, width: available, height: height))) }
        case .value1:
            if let text { result.append((text.view, centred(textX, min(text.size.width ?? 0, available), text.size))) }
            if let detail {
                let detailWidth = min(detail.size.width ?? 0, available)
                result.append((detail.view, centred(width - trailing - detailWidth, detailWidth, detail.size)))
            }
        case .value2:
            if let text { result.append((text.view, centred(leading, ListMetrics.value2TitleWidth, text.size))) }
            if let detail {
                let x = leading + ListMetrics.value2TitleWidth + ListMetrics.value2Gap
                result.append((detail.view, centred(x, value2DetailWidth(width: width, margins: margins), detail.size)))
            }
        case .subtitle:
            let textHeight = text?.size.height ?? 0, detailHeight = detail?.size.height ?? 0
            let top = (height - textHeight - detailHeight) / 2
            if let text { result.append((text.view, Rect(x: textX, y: top, width: available, height: textHeight))) }
            if let detail { result.append((detail.view, Rect(x: textX, y: top + textHeight, width: available, height: detailHeight))) }
        }
        return result
    }

    /// Where a system cell's labels start and how wide their column is: after the image (and its
    /// gap) where there is one, else at the leading margin, up to the trailing margin (§2.11.3).
    private static func labelColumn(width: Double, margins: EdgeInsets, imageWidth: Double?) -> (x: Double, width: Double) {
        let x = imageWidth.map { margins.left + $0 + ListMetrics.imageGap } ?? margins.left
        return (x, max(0, width - x - margins.right))
    }

    private static func value2DetailWidth(width: Double, margins: EdgeInsets) -> Double {
        max(0, width - margins.left - ListMetrics.value2TitleWidth - ListMetrics.value2Gap - margins.right)
    }

    /// Per child of a system cell's content view `width` wide, the width its label wraps at: the
    /// slot its style gives it (§2.11.3), where it has more than one line (`numberOfLines` ≠ 1,
    /// §1.2) and no `preferredMaxLayoutWidth`; nil for every other child. The row's height counts
    /// the wrapped lines (§2.11.2: "the fitting height of the labels").
    static func systemCellLabelWidths(
        of contentView: Int, style: TableCellStyle, width: Double, tree: FlatTree, margins: EdgeInsets, measurer: LeafMeasurer
    ) -> [Double?] {
        let children = tree.children[contentView]
        let image = children.first { !tree.nodes[$0].isHidden && tree.nodes[$0].listRole == .implicit(.imageView) }
        let column = labelColumn(width: width, margins: margins, imageWidth: image.flatMap { measurer.imageSize(of: tree.nodes[$0])?.width })
        return children.map { child -> Double? in
            let node = tree.nodes[child]
            guard node.content.numberOfLines != 1, node.content.preferredMaxLayoutWidth == nil else { return nil }
            switch (node.listRole, style) {
            case (.implicit(.textLabel)?, .value2): return ListMetrics.value2TitleWidth
            case (.implicit(.detailTextLabel)?, .value2): return value2DetailWidth(width: width, margins: margins)
            case (.implicit(.textLabel)?, _), (.implicit(.detailTextLabel)?, _): return column.width
            default: return nil
            }
        }
    }

    /// A flow layout's lines (§2.11.5): vertical scrolling fills lines across the width;
    /// horizontal, columns down the height. The length across them, an item's across and along
    /// them, and how many items a line holds.
    private static func flowLines(_ flow: FlowLayoutSettings, size: Size) -> (across: Double, item: Double, along: Double, perLine: Int) {
        let inset = flow.sectionInset
        let across = flow.horizontal ? size.height - inset.top - inset.bottom : size.width - inset.left - inset.right
        let item = flow.horizontal ? flow.itemHeight : flow.itemWidth
        let along = flow.horizontal ? flow.itemWidth : flow.itemHeight
        let spacing = flow.minimumInteritemSpacing
        let fitting = ((across + spacing) / (item + spacing)).rounded(.down)
        return (across, item, along, fitting.isFinite ? max(1, Int(min(fitting, Double(Int32.max)))) : 1)
    }

    /// A flow layout's content size (§2.11.5, step 3): across, the collection's own length; along,
    /// its lines (or columns) of items with the section inset around them. Its visible items are
    /// `--collection-items` (`ListContentBuilder`).
    static func flowContentSize(of collection: Int, size: Size, tree: FlatTree) -> Size {
        let flow = tree.nodes[collection].listAttributes.flow
        let items = tree.children[collection].filter { !tree.nodes[$0].isHidden && tree.nodes[$0].listRole == .implicit(.item) }.count
        let perLine = flowLines(flow, size: size).perLine
        let lines = (items + perLine - 1) / perLine
        let along = flow.horizontal ? flow.itemWidth : flow.itemHeight
        let extent = lines == 0 ? 0 : Double(lines) * along + Double(lines - 1) * flow.minimumLineSpacing
        let inset = flow.sectionInset
        return flow.horizontal
            ? Size(width: inset.left + extent + inset.right, height: size.height)
            : Size(width: size.width, height: inset.top + extent + inset.bottom)
    }

    /// §2.11.5: the background view fills the bounds; `--collection-items` items of itemSize in
    /// lines of as many as fit, each full line justified, a lone item centred.
    private static func collectionSubviews(of collection: Int, size: Rect, tree: FlatTree) -> [(Int, Rect)] {
        let flow = tree.nodes[collection].listAttributes.flow
        var result: [(Int, Rect)] = []
        var items: [Int] = []
        for child in tree.children[collection] where !tree.nodes[child].isHidden {
            if tree.nodes[child].listRole == .backgroundView {
                result.append((child, Rect(x: 0, y: 0, width: size.width, height: size.height)))
            } else if tree.nodes[child].listRole == .implicit(.item) {
                items.append(child)
            }
        }
        guard !items.isEmpty else { return result }
        let inset = flow.sectionInset
        let (across, item, along, perLine) = flowLines(flow, size: Size(width: size.width, height: size.height))
        let acrossStart = flow.horizontal ? inset.top : inset.left
        let alongStart = flow.horizontal ? inset.left : inset.top
        for (number, view) in items.enumerated() {
            let line = number / perLine, position = number % perLine
            let count = min(perLine, items.count - line * perLine)
            let offset: Double
            if count == 1 {
                offset = (across - item) / 2
            } else {
                let gap = (across - Double(count) * item) / Double(count - 1)
                offset = Double(position) * (item + gap)
            }
            let a = acrossStart + offset
            let b = alongStart + Double(line) * (along + flow.minimumLineSpacing)
            result.append((view, flow.horizontal
                ? Rect(x: b, y: a, width: flow.itemWidth, height: flow.itemHeight)
                : Rect(x: a, y: b, width: flow.itemWidth, height: flow.itemHeight)))
        }
        return result
    }
}
