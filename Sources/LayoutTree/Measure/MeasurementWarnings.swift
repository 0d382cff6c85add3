import Diagnostics

extension LeafMeasurer {
    /// Warnings about what measuring a document will not find: fonts measured with a substitute
    /// ("font 'Helvetica' not found; using 'DejaVu Sans'") and images that are missing or unreadable
    /// (the view then has no image, §1.5). One warning per font name and per image name, at the first
    /// view that uses it, in document order.
    public func warnings(for root: ViewNode) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        var fontsSeen: Set<String> = []
        var imagesSeen: Set<String> = []
        func check(_ node: ViewNode) {
            if let font = node.content.font, fontsSeen.insert(font.name).inserted,
                let note = text.resolutionNote(for: font)
            {
                diagnostics.append(Diagnostic(.warning, note, at: node.location))
            }
            if let images, let name = node.content.imageName, !name.isEmpty, imagesSeen.insert(name).inserted,
                let problem = images.problem(withImageNamed: name, scale: scale)
            {
                let rule = images.problemRule(withImageNamed: name, scale: scale)
                diagnostics.append(Diagnostic(.warning, problem, at: node.location, rule: rule))
            }
        }
        root.walkInPreOrder(from: ()) { node, _ in check(node) }
        return diagnostics
    }
}
