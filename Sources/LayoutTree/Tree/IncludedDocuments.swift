extension ViewNode {
    /// The documents this tree includes (`<?include?>`, §1.8), each once, in document order: what a
    /// picture of it depends on besides its own file (`preview --watch` rewrites when one changes).
    public var includedDocuments: [String] {
        var files: [String] = []
        walkInPreOrder(from: ()) { node, _ in
            if node.elementName == BuildState.includeContainerName, let root = node.children.first, !files.contains(root.location.file) {
                files.append(root.location.file)
            }
        }
        return files
    }
}
