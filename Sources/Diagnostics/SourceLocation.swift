/// A position in a markup file: 1-based line and column (columns count Unicode scalars).
///
/// Line and column are kept as 32-bit numbers (as the parser records them; inputs are far
/// smaller): 24 bytes where two `Int`s took 32, in every view of a typed tree (issue #16: memory
/// per view). Numbers past their range are held at its ends. Inlinable: every element and
/// attribute position read from the parsed document makes one.
public struct SourceLocation: Hashable, Sendable, CustomStringConvertible {
    public var file: String
    @usableFromInline var storedLine: Int32
    @usableFromInline var storedColumn: Int32

    public var line: Int {
        @inlinable get { Int(storedLine) }
        @inlinable set { storedLine = Int32(clamping: newValue) }
    }
    public var column: Int {
        @inlinable get { Int(storedColumn) }
        @inlinable set { storedColumn = Int32(clamping: newValue) }
    }

    @inlinable
    public init(file: String, line: Int, column: Int) {
        self.file = file
        storedLine = Int32(clamping: line)
        storedColumn = Int32(clamping: column)
    }

    public var description: String { "\(file):\(line):\(column)" }
}
