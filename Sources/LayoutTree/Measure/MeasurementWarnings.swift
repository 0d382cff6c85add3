import Diagnostics

extension LeafMeasurer {
    /// What measuring a document will not find, as `layout`, `render` and `validate` all report it (one
    /// place, so a finding has the same rule and severity in each):
    /// - MK043, a warning: a font measured with a substitute ("font 'Helvetica-Bld' not found; using
    ///   'DejaVu Sans'"), so its text frames are not the device's (§1.4);
    /// - MK019 (MK025 for a name leading out of the resources): an image that is missing or unreadable,
    ///   so the view has no image (§1.5). A warning when the app's images were given (`--resources`);
    ///   without them a note, since the app's asset catalog may hold it (as MK009 treats colour names).
    ///
    /// One finding per font name and per image name, at the first view that uses it, in document order:
    /// at the attribute that names the image when the element writes it, else at the element.
    public func findings(for root: ViewNode, imagesAreKnown: Bool) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        var fontsSeen: Set<String> = []
        var imagesSeen: Set<String> = []
        func check(_ node: ViewNode) {
            if let font = node.content.font, fontsSeen.insert(font.name).inserted,
                let note = text.resolutionNote(for: font)
            {
                diagnostics.append(Diagnostic(.warning, note, at: node.location, rule: .fontNotFound))
            }
            if let images, let name = node.content.imageName, !name.isEmpty, imagesSeen.insert(name).inserted,
                let problem = images.problem(withImageNamed: name, scale: scale)
            {
                let rule = images.problemRule(withImageNamed: name, scale: scale)
                let severity: Severity = imagesAreKnown || rule == .imageOutsideResources ? .warning : .note
                let location = AttributeCatalog.imageAttributes.lazy.compactMap { node.attributeLocations[$0] }.first ?? node.location
                diagnostics.append(Diagnostic(severity, problem, at: location, rule: rule))
            }
        }
        root.walkInPreOrder(from: ()) { node, _ in check(node) }
        return diagnostics
    }
}
