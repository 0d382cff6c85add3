import Diagnostics
import MarkupParser

/// One attribute as the applier takes it: written on the element, or a template's property (§1.9).
struct AppliedAttribute {
    var name: String
    /// `AttributeName(rawValue: name)`, looked up once per interned name (`InternedNameMeanings`).
    var known: AttributeName?
    var value: String
    var valueLocation: SourceLocation
    var fromTemplate: Bool

    init(_ attribute: MarkupAttribute, known: AttributeName?) {
        name = attribute.name
        self.known = known
        value = attribute.value
        valueLocation = attribute.valueLocation
        fromTemplate = false
    }

    /// A template property, placed at the `class` attribute that names the template.
    init(_ property: TemplateStore.Property, classAttribute: MarkupAttribute) {
        name = property.name
        known = property.known
        value = property.value
        valueLocation = classAttribute.valueLocation
        fromTemplate = true
    }
}

/// Applies attributes, in order, to a view being built: each name has one typed meaning
/// (SEMANTICS.md §1.2 conversion by key name, §2.1 sizing, §2.2–2.8 container settings).
struct AttributeApplier {
    var node: ViewNode
    let text: AttributeText
    let colors: ColorParser
    let rightToLeft: Bool
    private var margins = EdgeInsetsBuilder()
    private var contentInsets = EdgeInsetsBuilder()
    private var scrollInsets = EdgeInsetsBuilder()
    /// A flow layout's sectionInset (`applyList`).
    var sectionInsets = EdgeInsetsBuilder()
    private var marginsDeclared = false

    init(node: ViewNode, text: AttributeText, colors: ColorParser, rightToLeft: Bool) {
        // Edges not declared keep the class's default (a cell's content view margins are its
        // list's, replaced edge by edge: `declaredMarginEdges`).
        margins = EdgeInsetsBuilder(base: node.viewClass.hasContentViewMargins ? .zero : node.viewClass.defaultLayoutMargins)
        self.node = node
        self.text = text
        self.colors = colors
        self.rightToLeft = rightToLeft
    }

    /// The typed node; consuming, so the node leaves the applier without a copy of its storage.
    consuming func finish(diagnostics: inout DiagnosticBag) -> ViewNode {
        if marginsDeclared {
            node.layoutMargins = margins.resolve(rightToLeft: rightToLeft)
            if node.viewClass.hasContentViewMargins {
                node.listAttributes.declaredMarginEdges =
                    margins.whole != nil ? [.top, .left, .bottom, .right] : margins.edgeValues.map { $0.edge.resolved(rightToLeft: rightToLeft) }
            }
        }
        // Written only when declared: writing makes the node's content its own (ViewNode boxes it).
        let insets = contentInsets.resolve(rightToLeft: rightToLeft)
        if insets != node.content.contentEdgeInsets { node.content.contentEdgeInsets = insets }
        let scrollInset = scrollInsets.resolve(rightToLeft: rightToLeft)
        if scrollInset != node.content.contentInset { node.content.contentInset = scrollInset }
        if !sectionInsets.isEmpty { node.listAttributes.flow.sectionInset = sectionInsets.resolve(rightToLeft: rightToLeft) }
        checkConflicts(diagnostics: &diagnostics)
        return node
    }

    mutating func apply(_ attribute: AppliedAttribute, diagnostics: inout DiagnosticBag) {
        let name = attribute.name
        let location = attribute.valueLocation
        var value = attribute.value
        if attribute.fromTemplate {
            value = text.shown(value, attribute: name)
        } else {
            switch text.resolve(value, attribute: name, at: location, diagnostics: &diagnostics) {
            case .text(let resolved):
                value = resolved
            case .binding(let expression, let placeholder):
                node.content.bindings[name] = expression
                guard AttributeCatalog.textProperties.contains(name) else { return }
                value = placeholder
            }
        }
        var reader = ValueReader(name: name, value: value, location: location, colors: colors)
        defer { diagnostics.append(contentsOf: reader.diagnostics) }
        // Each name has its meaning in the catalogue (`AttributeName`); others are key paths (§1.2).
        let known = attribute.known
        if let known, applyReserved(known, value, &reader) || applySizing(known, &reader) { return }
        // Tables, cells and collection views read some names their own way (§2.11), before containers do.
        if applyList(name, value, &reader) { return }
        if let known {
            if applyContainer(known, &reader) || applyContent(known, value, &reader) || applyAppearance(known, &reader) { return }
        } else if AttributeCatalog.actions.contains(name) {
            node.actions[name] = value
            return
        } else if let inset = EdgeInsetsAttribute(keyPath: name) {
            // A scroll view's contentInset (§1.7, §2.7); other insets (titleEdgeInsets,
            // sectionInset, …) are checked and recorded only.
            switch (inset, reader.number()) {
            case (.whole("contentInset"), let value): scrollInsets.setUniform(value)
            case (.edge("contentInset", let edge), let value): scrollInsets.set(edge, to: value)
            default: break
            }
            return
        }
        reader.validateByKeyName()
    }

    /// `id`, `class` (handled by the builder) and `style` (§1.2); `on…` actions are recorded by `apply`.
    private mutating func applyReserved(_ attribute: AttributeName, _ value: String, _ reader: inout ValueReader) -> Bool {
        switch attribute {
        case .id: node.id = value
        case .class: break
        case .style: applyStyle(&reader)
        default:
            return false
        }
        return true
    }

    /// `style` names the factory method that creates the view; an unknown one is an error (§1.2).
    private mutating func applyStyle(_ reader: inout ValueReader) {
        guard let styles = node.viewClass.styles else {
            guard !node.viewClass.takesNoStyle else {
                reader.diagnostics.append(
                    AttributeValueError(value: reader.value, attribute: "style", expected: .noStyle(node.viewClass.rawValue)).diagnostic(.error, at: reader.location))
                return
            }
            node.content.style = reader.value
            return
        }
        guard let style = reader.choice(styles) else { return }
        // A custom button is what MarkupKit makes without a style.
        node.content.style = style == "customButton" ? nil : style
    }

    private mutating func applySizing(_ attribute: AttributeName, _ reader: inout ValueReader) -> Bool {
        switch attribute {
        case .width: node.size.width = reader.number()
        case .height: node.size.height = reader.number()
        case .minimumWidth: node.size.minimumWidth = reader.number()
        case .maximumWidth: node.size.maximumWidth = reader.number()
        case .minimumHeight: node.size.minimumHeight = reader.number()
        case .maximumHeight: node.size.maximumHeight = reader.number()
        case .aspectRatio: node.size.aspectRatio = reader.number()
        case .weight: node.weight = reader.number()
        case .topSpacing: node.spacing.top = reader.number()
        case .bottomSpacing: node.spacing.bottom = reader.number()
        case .leadingSpacing: node.spacing.leading = reader.number()
        case .trailingSpacing: node.spacing.trailing = reader.number()
        case .intrinsicWidth: node.intrinsicWidth = reader.number()
        case .intrinsicHeight: node.intrinsicHeight = reader.number()
        case .hidden, .isHidden: node.isHidden = reader.bool() ?? false
        case .horizontalContentHuggingPriority: node.priorities.horizontalHugging = reader.number()
        case .verticalContentHuggingPriority: node.priorities.verticalHugging = reader.number()
        case .horizontalContentCompressionResistancePriority: node.priorities.horizontalCompression = reader.number()
        case .verticalContentCompressionResistancePriority: node.priorities.verticalCompression = reader.number()
        case .customSpacing: node.customSpacing = reader.value == "system" ? 8 : reader.number()
        case .anchor: node.anchor = reader.anchorSet(rightToLeft: rightToLeft)
        case .layoutMargins:
            margins.setUniform(reader.number())
            marginsDeclared = true
        case .insetsLayoutMarginsFromSafeArea: node.insetsLayoutMarginsFromSafeArea = reader.bool() ?? true
        case .layoutMarginTop, .layoutMarginLeft, .layoutMarginBottom, .layoutMarginRight, .layoutMarginLeading,
            .layoutMarginTrailing:
            if let edge = InsetEdge(suffixOf: attribute.rawValue, prefix: "layoutMargin") {
                margins.set(edge, to: reader.number())
            }
            marginsDeclared = true
        default:
            return false
        }
        return true
    }

    private mutating func applyContainer(_ attribute: AttributeName, _ reader: inout ValueReader) -> Bool {
        switch (node.layout, attribute) {
        case (.box, .layoutMarginsRelativeArrangement), (.box, .isLayoutMarginsRelativeArrangement),
            (.anchor, .layoutMarginsRelativeArrangement), (.anchor, .isLayoutMarginsRelativeArrangement):
            // MarkupKit 2015–2017: false arranges the children against the bounds (§2.5a).
            node.arrangesInBounds = !(reader.bool() ?? true)
        case (.box(var box), _):
            guard ContainerSettings.applyBox(attribute, &reader, to: &box) else { return false }
            node.layout = .box(box)
        case (.stack(var stack), _):
            guard ContainerSettings.applyStack(attribute, &reader, to: &stack) else { return false }
            node.layout = .stack(stack)
        case (.rootView(_, let bottom), .topPadding):
            node.layout = .rootView(topPadding: reader.number(), bottomPadding: bottom)
        case (.rootView(let top, _), .bottomPadding):
            node.layout = .rootView(topPadding: top, bottomPadding: reader.number())
        case (.layer, .layoutMarginsRelativeArrangement):
            node.layout = .layer(marginsRelative: reader.bool() ?? true)
        case (.scroll(var scroll), .fitToWidth):
            scroll.fitToWidth = reader.bool() ?? false
            node.layout = .scroll(scroll)
        case (.scroll(var scroll), .fitToHeight):
            scroll.fitToHeight = reader.bool() ?? false
            node.layout = .scroll(scroll)
        case (.scroll(var scroll), .contentSize) where !scroll.pinsContent:
            scroll.contentSize = reader.size()
            node.layout = .scroll(scroll)
        case (.scroll(var scroll), .contentInsetAdjustmentBehavior):
            scroll.insetAdjustment = reader.enumeration().flatMap(ScrollInsetAdjustment.init(rawValue:)) ?? scroll.insetAdjustment
            node.layout = .scroll(scroll)
        case (_, .contentInsetAdjustmentBehavior) where node.viewClass == .markupTableView || node.viewClass == .tableView:
            // Kept in the table's layout, which `ListContentBuilder` completes with its rows.
            var table = TableLayout()
            if case .table(let declared) = node.layout { table = declared }
            table.insetAdjustment = reader.enumeration().flatMap(ScrollInsetAdjustment.init(rawValue:)) ?? table.insetAdjustment
            node.layout = .table(table)
        case (_, .contentInsetAdjustmentBehavior) where node.viewClass.isCollection:
            let adjustment = reader.enumeration().flatMap(ScrollInsetAdjustment.init(rawValue:))
            node.listAttributes.collectionInsetAdjustment = adjustment ?? node.listAttributes.collectionInsetAdjustment
        case (_, .layoutMarginsRelativeArrangement), (_, .isLayoutMarginsRelativeArrangement):
            _ = reader.bool()  // older LM views accepted it everywhere (§2.5a)
        default:
            return false
        }
        return true
    }

    private mutating func applyContent(_ attribute: AttributeName, _ value: String, _ reader: inout ValueReader) -> Bool {
        switch attribute {
        case .text, .title, .normalTitle, .textLabelText:
            node.content.text = value
        case .placeholder:
            node.content.placeholder = value
        case .font, .titleLabelFont, .textLabelFont:
            node.content.font = reader.font()
        case .numberOfLines:
            node.content.numberOfLines = reader.integer()
        case .preferredMaxLayoutWidth:
            let width = reader.number()
            node.content.preferredMaxLayoutWidth = width > 0 ? width : nil
        case .lineBreakMode:
            node.content.lineBreakMode = reader.enumeration(as: LineBreakMode.self) ?? node.content.lineBreakMode
        case .textAlignment:
            node.content.textAlignment = reader.enumeration(as: TextAlignment.self) ?? node.content.textAlignment
        case .contentMode:
            node.content.contentMode = reader.enumeration(as: ContentMode.self) ?? node.content.contentMode
        case .borderStyle:
            node.content.borderStyle = reader.enumeration(as: TextBorderStyle.self) ?? node.content.borderStyle
        case .activityIndicatorViewStyle:
            node.content.activityIndicatorStyle = reader.enumeration(as: ActivityIndicatorStyle.self) ?? node.content.activityIndicatorStyle
        case .image, .normalImage, .imageViewImage:
            node.content.imageName = value
        case .adjustsFontSizeToFitWidth:
            node.content.adjustsFontSizeToFitWidth = reader.bool() ?? false
        case .numberOfPages:
            node.content.numberOfPages = reader.integer()
        case .contentEdgeInsets:
            contentInsets.setUniform(reader.number())
        case .contentEdgeInsetTop, .contentEdgeInsetLeft, .contentEdgeInsetBottom, .contentEdgeInsetRight,
            .contentEdgeInsetLeading, .contentEdgeInsetTrailing:
            if let edge = InsetEdge(suffixOf: attribute.rawValue, prefix: "contentEdgeInset") {
                contentInsets.set(edge, to: reader.number())
            }
        default:
            return false
        }
        return true
    }

    private mutating func applyAppearance(_ attribute: AttributeName, _ reader: inout ValueReader) -> Bool {
        switch attribute {
        case .backgroundColor: node.appearance.backgroundColor = reader.color()
        case .tintColor: node.appearance.tintColor = reader.color()
        case .textColor, .titleColor, .normalTitleColor, .textLabelTextColor: node.appearance.textColor = reader.color()
        case .layerBorderColor: node.appearance.borderColor = reader.color()
        case .layerBorderWidth: node.appearance.borderWidth = reader.number()
        case .layerCornerRadius: node.appearance.cornerRadius = reader.number()
        case .clipsToBounds: node.appearance.clipsToBounds = reader.bool() ?? false
        case .alpha: node.appearance.alpha = reader.number()
        case .colors: node.appearance.gradient.colors = reader.list { $0.color() }
        case .locations: node.appearance.gradient.locations = reader.list { $0.number() }
        default: return false
        }
        return true
    }

    /// Required values that contradict each other: an error (§2.1); `width` wins, then min, then max.
    /// A size is never negative (required, like the others): a negative `width` or `maximumWidth`
    /// contradicts that, and wins as the others do (UIKit lays the view out with a negative size,
    /// which draws nothing).
    private func checkConflicts(diagnostics: inout DiagnosticBag) {
        // Most views set no size of their own (95 % on the corpus): nothing to check, and no list built.
        guard node.size != SizeConstraints() else { return }
        for axis in Axis.allCases {
            let names = axis == .horizontal ? ("width", "minimumWidth", "maximumWidth") : ("height", "minimumHeight", "maximumHeight")
            for (name, value) in [(names.0, node.size.fixed(axis)), (names.2, node.size.maximum(axis))] {
                if let value, value < 0 {
                    diagnostics.error("\(name) \(formatPoints(value)) is negative; a view is never less than 0 pt \(axis == .horizontal ? "wide" : "high"), and \(name) wins", at: node.location, rule: .conflictingSizes)
                }
            }
            if let fixed = node.size.fixed(axis) {
                if let minimum = node.size.minimum(axis), minimum > fixed {
                    diagnostics.error("\(names.1) \(formatPoints(minimum)) conflicts with \(names.0) \(formatPoints(fixed)); \(names.0) wins", at: node.location, rule: .conflictingSizes)
                }
                if let maximum = node.size.maximum(axis), maximum < fixed {
                    diagnostics.error("\(names.2) \(formatPoints(maximum)) conflicts with \(names.0) \(formatPoints(fixed)); \(names.0) wins", at: node.location, rule: .conflictingSizes)
                }
            } else if let minimum = node.size.minimum(axis), let maximum = node.size.maximum(axis), minimum > maximum {
                diagnostics.error("\(names.1) \(formatPoints(minimum)) is larger than \(names.2) \(formatPoints(maximum)); the minimum wins", at: node.location, rule: .conflictingSizes)
            }
        }
        checkAspectRatioConflicts(diagnostics: &diagnostics)
    }

    /// §2.1: a fixed side and the aspect ratio fix the other side, which its own width or height,
    /// minimum or maximum (all held above the ratio, `Priority.requiredShape`) may contradict:
    /// conflicting required values, an error; the sizes win and the ratio gives way.
    private func checkAspectRatioConflicts(diagnostics: inout DiagnosticBag) {
        guard let ratio = node.size.aspectRatio, ratio > 0, ratio.isFinite else { return }
        let width = node.size.fixed(.horizontal), height = node.size.fixed(.vertical)
        let implied: (axis: Axis, value: Double, from: String)
        if let width {
            implied = (.vertical, width / ratio, "width \(formatPoints(width))")
        } else if let height {
            implied = (.horizontal, height * ratio, "height \(formatPoints(height))")
        } else {
            return
        }
        let names = implied.axis == .horizontal ? ("width", "minimumWidth", "maximumWidth") : ("height", "minimumHeight", "maximumHeight")
        let tolerance = 1e-9 * max(1, abs(implied.value))
        let opening = "aspectRatio \(formatPoints(ratio)) with \(implied.from) makes the \(names.0) \(formatPoints(implied.value))"
        // Both sides fixed: they win. One side: the other's minimum or maximum wins (a conflict of
        // those with a fixed size is reported above).
        if let fixed = node.size.fixed(implied.axis) {
            if abs(fixed - implied.value) > tolerance {
                diagnostics.error("\(opening), not \(formatPoints(fixed)); width and height win", at: node.location, rule: .conflictingSizes)
            }
        } else if let minimum = node.size.minimum(implied.axis), minimum > implied.value + tolerance {
            diagnostics.error("\(opening), under \(names.1) \(formatPoints(minimum)); \(names.1) wins", at: node.location, rule: .conflictingSizes)
        } else if let maximum = node.size.maximum(implied.axis), maximum < implied.value - tolerance {
            diagnostics.error("\(opening), over \(names.2) \(formatPoints(maximum)); \(names.2) wins", at: node.location, rule: .conflictingSizes)
        }
    }
}

extension InsetEdge {
    /// `layoutMarginTop` → `.top` for prefix `layoutMargin`.
    init?(suffixOf name: String, prefix: String) {
        guard name.hasPrefix(prefix) else { return nil }
        switch name.dropFirst(prefix.count) {
        case "Top": self = .top
        case "Left": self = .left
        case "Bottom": self = .bottom
        case "Right": self = .right
        case "Leading": self = .leading
        case "Trailing": self = .trailing
        default: return nil
        }
    }
}
