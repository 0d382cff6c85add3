/// Attributes that configure LMRowView/LMColumnView (§2.2) and UIStackView (§2.8).
enum ContainerSettings {
    static func applyBox(_ attribute: AttributeName, _ reader: inout ValueReader, to box: inout BoxLayout) -> Bool {
        let name = attribute.rawValue
        switch attribute {
        case .horizontalAlignment:
            guard let word = reader.choice(["fill", "leading", "trailing", "center"]) else { return true }
            if word == "center" && box.axis == .horizontal {
                // MarkupKit raises an exception for this (§5.8).
                reader.diagnostics.append(AttributeValueError(
                    value: word, attribute: name, expected: .oneOf(["fill", "leading", "trailing"]))
                    .diagnostic(.error, at: reader.location))
                return true
            }
            box.horizontalAlignment = boxAlignment(word)
        case .verticalAlignment:
            guard let word = reader.choice(["fill", "top", "bottom", "center"]) else { return true }
            if word == "center" && box.axis == .vertical {
                reader.diagnostics.append(AttributeValueError(
                    value: word, attribute: name, expected: .oneOf(["fill", "top", "bottom"]))
                    .diagnostic(.error, at: reader.location))
                return true
            }
            box.verticalAlignment = boxAlignment(word)
        case .spacing:
            box.spacing = reader.number()
        case .alignToBaseline:
            box.alignToBaseline = reader.bool() ?? false
        case .baseline:
            if let word = reader.choice(["first", "last"]) { box.baseline = BaselineChoice(rawValue: word) ?? .first }
        case .alignToGrid:
            box.alignToGrid = reader.bool() ?? false
        case .alignment:
            applyLegacyBoxAlignment(&reader, to: &box)
        default:
            return false
        }
        return true
    }

    /// MarkupKit's first LMBoxView (2015) had one `alignment` for the cross axis, with
    /// `baseline` for rows; later versions split it into horizontal/verticalAlignment.
    private static func applyLegacyBoxAlignment(_ reader: inout ValueReader, to box: inout BoxLayout) {
        if box.axis == .horizontal {
            guard let word = reader.choice(BoxLayout.legacyRowAlignments) else { return }
            if word == "baseline" {
                box.alignToBaseline = true
            } else {
                box.verticalAlignment = boxAlignment(word)
            }
        } else {
            guard let word = reader.choice(BoxLayout.legacyColumnAlignments) else { return }
            box.horizontalAlignment = boxAlignment(word == "left" ? "leading" : word == "right" ? "trailing" : word)
        }
    }

    private static func boxAlignment(_ word: String) -> BoxAlignment {
        switch word {
        case "leading", "top": .start
        case "trailing", "bottom": .end
        case "center": .center
        default: .fill
        }
    }

    static func applyStack(_ attribute: AttributeName, _ reader: inout ValueReader, to stack: inout StackLayout) -> Bool {
        switch attribute {
        case .axis:
            if let word = reader.choice(["horizontal", "vertical"]) { stack.axis = word == "vertical" ? .vertical : .horizontal }
        case .distribution:
            if let word = reader.choice(StackDistribution.allCases.map(\.rawValue)) {
                stack.distribution = StackDistribution(rawValue: word) ?? .fill
            }
        case .alignment:
            let words = ["fill", "leading", "top", "firstBaseline", "center", "trailing", "bottom", "lastBaseline"]
            guard let word = reader.choice(words) else { return true }
            switch word {
            case "top": stack.alignment = .leading
            case "bottom": stack.alignment = .trailing
            default: stack.alignment = StackAlignment(rawValue: word) ?? .fill
            }
        case .spacing:
            stack.spacing = reader.number()
        case .baselineRelativeArrangement, .isBaselineRelativeArrangement:
            stack.baselineRelativeArrangement = reader.bool() ?? false
        case .layoutMarginsRelativeArrangement, .isLayoutMarginsRelativeArrangement:
            stack.layoutMarginsRelativeArrangement = reader.bool() ?? false
        default:
            return false
        }
        return true
    }
}

extension BoxLayout {
    /// The words of the first LMBoxView's `alignment` (2015), on a row and on a column
    /// (`ContainerSettings.applyLegacyBoxAlignment`; the schema lists them beside UIStackView's).
    public static let legacyRowAlignments = ["top", "bottom", "center", "fill", "baseline"]
    public static let legacyColumnAlignments = ["left", "right", "leading", "trailing", "center", "fill"]
}
