/// `markupc --version`. Raised with each release; a snapshot file does not record it, so upgrading
/// markupc changes golden files only where frames change.
enum MarkupcVersion {
    static let current = "0.17.0"
}
