/// What the tree builder does inside each class (beside `takesChildViews`), public for editor completion (the language server
/// offers exactly what the tree builder takes, from the same tables).
extension ViewClass {
    /// The class lays its child views out (as opposed to recording them as table, picker or cell content).
    public var arrangesChildViews: Bool { childPolicy == .arranges }

    /// Processing instructions the class handles inside its element (§1.8), sorted.
    public var instructionNames: [String] { acceptedInstructions.sorted() }
}
