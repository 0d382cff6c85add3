import Diagnostics
import Foundation
import MarkupParser

/// MarkupDocument → typed ViewNode tree (SEMANTICS.md §1): `<?case?>` filtering, templates,
/// value prefixes, typed attributes. After this stage nothing looks an attribute up by name.
public struct TreeBuilder {
    public var options: DocumentOptions
    /// Large documents build their wide list on all cores; tests compare with one.
    public var parallel = true
    /// Told each time a wide list is built on all cores (tests check that the shared path was
    /// taken); nil: nobody asks.
    var sharedListCounter: SharedListCounter?

    /// Counts the wide lists a builder shared between cores.
    final class SharedListCounter: @unchecked Sendable {
        private(set) var count = 0
        func increment() { count += 1 }
    }

    public init(options: DocumentOptions = DocumentOptions()) {
        self.options = options
    }

    /// Builds the tree; every problem becomes a diagnostic and the rest is still processed.
    public func build(_ document: MarkupDocument, diagnostics: inout DiagnosticBag) -> ViewNode {
        var state = BuildState(options: options, diagnostics: diagnostics, store: document.store)
        state.sharesWideList = parallel && document.elementCount >= ParallelChunks.minimumViews
        state.sharedListCounter = sharedListCounter
        state.includeChain = [IncludeLocator.identity(of: document.file)]
        for instruction in document.prolog {
            state.handleInstruction(instruction, in: nil)
        }
        RootElementCheck.check(document.root, diagnostics: &state.diagnostics)
        let root = state.makeView(document.root)
            ?? ViewNode(elementName: document.root.name, viewClass: .view, location: document.root.location)
        diagnostics = state.diagnostics
        return root
    }
}

/// The state of one build: templates defined so far, whether a `case` is skipping, ids seen.
struct BuildState: Sendable {
    let options: DocumentOptions
    var diagnostics: DiagnosticBag
    var templates = TemplateStore()
    /// True between a `<?case?>` that does not match and the next `case` or `end` (§1.8).
    var skipping = false
    var idLocations: [String: SourceLocation] = [:]
    /// Ids in the order their views were made, and whether any processing instruction was
    /// met: what decides whether children built in parallel are the same as in one pass.
    var recordedIDs: [(id: String, location: SourceLocation)] = []
    var sawInstruction = false
    /// A large document's first view with several children has them built on all cores (once:
    /// a chunk already runs on its own thread).
    var sharesWideList = false
    var sharedListCounter: TreeBuilder.SharedListCounter?
    /// The documents being built, outermost first (`IncludeLocator.identity`): an include of one
    /// of them is a cycle (§1.8).
    var includeChain: [String] = []
    let includes: IncludeLocator
    /// The meanings of the names of the document being built (an include's document has its own).
    /// Read in place: a copy would retain the store, which all the chunks of a wide list share.
    private(set) var names: InternedNameMeanings

    init(options: DocumentOptions, diagnostics: DiagnosticBag, store: MarkupStore) {
        self.options = options
        self.diagnostics = diagnostics
        names = InternedNameMeanings(store: store, rootClass: options.rootClass ?? "UIView")
        templates.searchDirectories = options.templateDirectories
        includes = IncludeLocator(resourceDirectories: options.resourceDirectories)
    }

    /// `case`/`end` switch skipping; `properties` defines templates; anything else is
    /// given to the innermost open view, which must handle it (§1.8).
    mutating func handleInstruction(_ instruction: MarkupProcessingInstruction, in view: ViewNode?) {
        sawInstruction = true
        switch instruction.target {
        case "case":
            skipping = !options.conditions.matches(instruction.data, at: instruction.location, diagnostics: &diagnostics)
            return
        case "end":
            skipping = false
            return
        default:
            break
        }
        guard !skipping else { return }
        if instruction.target == "properties" {
            templates.read(instruction, diagnostics: &diagnostics)
            return
        }
        if instruction.target == "include" {
            // Inside a view the builder inserts the document (`includedContainer`); MarkupKit 3
            // ignored one with no view open to take it.
            if view == nil && options.followsIncludes {
                diagnostics.warning(
                    "<?include?> outside the root element is ignored: there is no view to insert the document into",
                    at: instruction.location, rule: .includeOutsideView)
            }
            return
        }
        if instruction.target == "strings" {
            // MarkupKit's legacy `<?strings Table?>` looks the @keys after it up in the app's
            // Table.strings; markupc reads one table, the one `--strings` names (§1.2).
            if options.strings == nil {
                let table = instruction.data.trimmingWhitespace()
                diagnostics.warning(
                    "<?strings \(table)?> names a strings table markupc does not load: the @keys after it show as written "
                        + "(pass --strings \(table.isEmpty ? "Localizable" : table).strings to localize them)",
                    at: instruction.location, rule: .missingLocalizedString)
            }
            return
        }
        guard let view else { return }
        if !accepts(view.viewClass, instruction.target) {
            // A <root> takes the class its owner supplies; unless one was named, markupc
            // cannot know which instructions it handles.
            let unknownOwner = view.elementName == "root" && options.rootClass == nil
            diagnostics.append(Diagnostic(
                unknownOwner ? .warning : .error,
                "unexpected instruction <?\(instruction.target)?> in <\(view.elementName)>"
                    + (unknownOwner ? " (pass --root-class to check it against the owner's class)" : ""),
                at: instruction.location, rule: .unexpectedInstruction))
        }
    }

    /// Whether `viewClass` handles the instruction on the target platform: `overlayContent` exists
    /// only in MarkupKit's tvOS build (§1.8).
    private func accepts(_ viewClass: ViewClass, _ instruction: String) -> Bool {
        guard viewClass.acceptedInstructions.contains(instruction) else { return false }
        return instruction != "overlayContent" || options.conditions.platform == "tvOS"
    }

    /// Makes `names` those of `element`'s document (another one when the builder enters an include).
    mutating func enterDocument(of element: MarkupElement) {
        guard names.store !== element.store else { return }
        names = InternedNameMeanings(store: element.store, rootClass: options.rootClass ?? "UIView")
    }

    mutating func makeView(_ element: MarkupElement) -> ViewNode? {
        enterDocument(of: element)
        let viewClass: ViewClass
        switch names.kind(of: element) {
        case .known(let known):
            viewClass = known
        case .custom:
            viewClass = .view
        case .unknownClass:
            viewClass = .view
            diagnostics.append(Diagnostic(
                .warning, "unknown view class '\(element.name)'; laid out as a plain UIView", at: element.location, rule: .unknownElement,
                fixIt: closestMatch(to: element.name, among: ViewClass.allCases.map(\.rawValue)).map { "did you mean '\($0)'?" }))
        case .untyped:
            return nil
        }
        var node =
            names.namesItsClass(element)
            ? ViewNode(namedAs: viewClass, location: element.location, layout: viewClass.defaultLayout)
            : ViewNode(elementName: element.name, viewClass: viewClass, location: element.location, layout: viewClass.defaultLayout)
        if element.name == "root" && options.rootClass == nil {
            // The owner supplies the root view (a cell, a controller's view, …) and adds the
            // children its own way; markupc lets them fill its margins (SEMANTICS.md §1.1).
            node.layout = .layer(marginsRelative: true)
        }
        if viewClass == .spacer { node.weight = 1 }
        var applier = AttributeApplier(
            node: consume node, text: options.attributeText,
            colors: ColorParser(table: options.colors, namesAreKnown: options.colourNamesAreKnown), rightToLeft: options.rightToLeft)
        let attributes = element.attributes
        if let classID = names.classID, let classAttribute = attributes.first(nameID: classID) {
            for attribute in attributesWithTemplates(of: attributes, classAttribute: classAttribute) {
                applier.apply(attribute, diagnostics: &diagnostics)
            }
        } else {
            for attribute in attributes {  // no templates: the element's own, as written
                applier.apply(AppliedAttribute(attribute, known: names.attributeName(of: attribute)), diagnostics: &diagnostics)
            }
        }
        node = (consume applier).finish(diagnostics: &diagnostics)
        node.attributeLocations = AttributeLocations(attributes)
        recordID(of: node)
        addChildren(of: element, to: &node)
        return node
    }

    private mutating func recordID(of node: ViewNode) {
        guard let id = node.id else { return }
        if let earlier = idLocations[id] {
            diagnostics.append(Diagnostic(
                .warning, "duplicate id '\(id)' (first used at \(earlier.line):\(earlier.column)); the later view wins",
                at: node.location, rule: .duplicateID))
        }
        idLocations[id] = node.location
        recordedIDs.append((id, node.location))
    }

    /// Template properties first, in the order of `class="a, b"`, then the element's own
    /// attributes, which win (§1.9). Template values skip prefix processing.
    private mutating func attributesWithTemplates(
        of attributes: MarkupAttributes, classAttribute: MarkupAttribute
    ) -> [AppliedAttribute] {
        var result: [AppliedAttribute] = []
        let templateNames = classAttribute.value.split(separator: ",").map { $0.trimmingSpacesAndTabs() }
        for name in templateNames where !name.isEmpty {
            guard let properties = templates.properties(of: name) else {
                // An unread template file may define it: say nothing rather than guess.
                if templates.isIncomplete { continue }
                diagnostics.append(Diagnostic(
                    .warning, "undefined template '\(name)' in class attribute", at: classAttribute.valueLocation, rule: .undefinedTemplate))
                continue
            }
            for property in properties {
                result.append(AppliedAttribute(property, classAttribute: classAttribute))
            }
        }
        let own = Set(attributes.map(\.name))
        result.removeAll { own.contains($0.name) }
        for attribute in attributes where attribute.nameID != classAttribute.nameID {
            result.append(AppliedAttribute(attribute, known: names.attributeName(of: attribute)))
        }
        return result
    }

    private mutating func addChildren(of element: MarkupElement, to node: inout ViewNode) {
        if addListContent(of: element, to: &node) { return }
        let policy = node.layout == .layer(marginsRelative: true) && node.elementName == "root" ? .arranges : node.viewClass.childPolicy
        if policy == .arranges || policy == .records, let views = childrenInParallel(of: element) {
            node.children = views
        } else {
            addChildrenInOrder(of: element, to: &node, policy: policy)
        }
        warnAboutScrollContent(of: node)
        // A custom (not system) UIButton lays out its child view; a system button may not have one (§2.10).
        if node.viewClass == .button {
            if !node.children.isEmpty && node.content.style == nil {
                node.layout = .buttonContent
            } else if !node.children.isEmpty {
                diagnostics.append(Diagnostic(
                    .error, "a system button cannot hold a child view", at: node.children[0].location, rule: .childrenNotTaken))
                node.children = []
            }
        }
    }

    /// The views of a wide list built in chunks on all cores, each chunk from this state with
    /// diagnostics of its own, joined in order: the views and diagnostics of one pass. Nil (build
    /// them in order) where a chunk could depend on an earlier one: processing instructions
    /// (`case`, templates), untyped elements (they change the list's owner), or an id that two
    /// chunks both use (its warning belongs between them); the chunks' work is then done again.
    private mutating func childrenInParallel(of element: MarkupElement) -> [ViewNode]? {
        let children = element.children
        guard sharesWideList, children.count > 1, !skipping else { return nil }
        sharesWideList = false
        enterDocument(of: element)
        for child in children {
            guard case .element(let childElement) = child else { return nil }
            if case .untyped = names.kind(of: childElement) { return nil }
        }
        var chunkStart = self
        chunkStart.diagnostics = DiagnosticBag()
        chunkStart.recordedIDs = []
        chunkStart.sawInstruction = false  // those before the list (templates in the prolog) are fine
        let start = chunkStart
        let parts = ParallelChunks.map(children.count, shared: true) { chunk in
            var state = start
            var views: [ViewNode] = []
            views.reserveCapacity(chunk.count)
            for index in chunk {
                if case .element(let childElement) = children[index], let view = state.makeView(childElement) { views.append(view) }
            }
            return (views: views, state: state)
        }
        var idsOfEarlierChunks = Set<String>()
        for part in parts {
            guard !part.state.sawInstruction, !part.state.recordedIDs.contains(where: { idsOfEarlierChunks.contains($0.id) }) else { return nil }
            idsOfEarlierChunks.formUnion(part.state.recordedIDs.lazy.map(\.id))
        }
        sharedListCounter?.increment()
        var views: [ViewNode] = []
        views.reserveCapacity(children.count)
        for part in parts {
            views += part.views
            diagnostics.append(contentsOf: part.state.diagnostics)
            for (id, location) in part.state.recordedIDs {
                idLocations[id] = location
                recordedIDs.append((id, location))
            }
        }
        return views
    }

    private mutating func addChildrenInOrder(of element: MarkupElement, to node: inout ViewNode, policy: ChildPolicy) {
        var warnedAboutChildren = false
        var pending: ListRole?
        for child in element.children {
            switch child {
            case .processingInstruction(let instruction):
                handleInstruction(instruction, in: node)
                if instruction.target == "include", !skipping, options.followsIncludes, let container = includedContainer(instruction) {
                    append(container, written: "<?include \(instruction.data)?>", to: &node, policy: policy, warned: &warnedAboutChildren)
                }
                if !skipping, let role = roleOfNextElement(after: instruction.target, in: node.viewClass) { pending = role }
            case .element(let childElement):
                guard !skipping else { continue }
                guard var childView = makeView(childElement) else {
                    acceptUntyped(childElement, in: &node)
                    continue
                }
                if let role = pending {
                    pending = nil
                    childView.listRole = role
                    if role == .recorded { childView.isHidden = true }
                    node.children.append(childView)
                    continue
                }
                append(childView, written: "element <\(childElement.name)>", to: &node, policy: policy, warned: &warnedAboutChildren)
            }
        }
    }

    /// The element after these instructions is not content (§1.8): a UITextField's side views
    /// are sized to fit (§2.10); a refresh control, input views and tvOS overlay content are
    /// recorded, not laid out.
    private func roleOfNextElement(after instruction: String, in viewClass: ViewClass) -> ListRole? {
        guard accepts(viewClass, instruction) else { return nil }
        switch instruction {
        case "leftView": return .leftView
        case "rightView": return .rightView
        case "refreshControl", "inputView", "inputAccessoryView", "overlayContent": return .recorded
        default: return nil
        }
    }

    /// A child view (an element's, or an include's container) as `node`'s child policy takes it.
    /// `written`: how the child was written, made only for the error that names it (not once per view).
    private mutating func append(
        _ childView: ViewNode, written: @autoclosure () -> String, to node: inout ViewNode, policy: ChildPolicy,
        warned warnedAboutChildren: inout Bool
    ) {
        switch policy {
        case .arranges, .records:
            break
        case .ignoresWithWarning:
            if !warnedAboutChildren {
                diagnostics.append(Diagnostic(
                    .warning, "<\(node.elementName)> does not lay out child views; use LMColumnView, LMRowView or LMAnchorView",
                    at: childView.location, rule: .childrenNotTaken))
                warnedAboutChildren = true
            }
        case .rejects:
            diagnostics.append(Diagnostic(
                .error, "unexpected \(written()) in <\(node.elementName)>: it does not take child views",
                at: childView.location, rule: .childrenNotTaken))
        }
        node.children.append(childView)
    }

    /// LMScrollView has one content view; a plain UIScrollView sizes nothing (§2.7).
    private mutating func warnAboutScrollContent(of node: ViewNode) {
        let content = node.children.filter { $0.listRole == nil }  // not a <?refreshControl?>
        guard case .scroll(let scroll) = node.layout, let first = content.first else { return }
        if scroll.pinsContent, content.count > 1 {
            diagnostics.warning(
                "<\(node.elementName)> has one content view; "
                    + (content.count == 2 ? "the other child view is laid out over it" : "the other \(content.count - 1) child views are laid out over it"),
                at: content[1].location, rule: .scrollContent)
        } else if !scroll.pinsContent {
            // Advice that fits: subviews without a size of their own come out 0 × 0; sized ones are
            // placed, but without a `contentSize` attribute nothing gives the scroll view a content
            // size, so it does not scroll (§2.7).
            let unsized = content.first { $0.size.width == nil || $0.size.height == nil }
            if let unsized {
                diagnostics.warning(
                    "a UIScrollView does not size its content: give its subviews explicit sizes, or use LMScrollView",
                    at: unsized.location, rule: .scrollContent)
            } else if scroll.contentSize == nil {
                diagnostics.warning(
                    "a UIScrollView does not size its content: its contentSize stays 0 and it does not scroll; "
                        + "give it a contentSize (\"{width, height}\") or use LMScrollView",
                    at: first.location, rule: .scrollContent)
            }
        }
    }

    /// Untyped elements give their attributes to the enclosing view (§1.1).
    mutating func acceptUntyped(_ element: MarkupElement, in node: inout ViewNode) {
        guard node.viewClass.acceptedTags.contains(element.name) else {
            diagnostics.append(Diagnostic(
                .error, "unexpected element <\(element.name)> in <\(node.elementName)>", at: element.location, rule: .unexpectedUntypedElement))
            return
        }
        if element.name == "segment" {
            let title = element.attribute(named: "title").map { attribute -> String in
                switch options.attributeText
                    .resolve(attribute.value, attribute: "title", at: attribute.valueLocation, diagnostics: &diagnostics) {
                case .text(let text): return text
                case .binding(_, let placeholder): return placeholder
                }
            }
            node.content.segmentTitles.append(title ?? "")
        }
    }
}
