import Foundation

/// `file://` URIs and the paths markupc reads: the linter, configuration files and images beside a
/// document go by path. Other schemes (an unsaved buffer's `untitled:`) keep the URI as their name.
public enum DocumentURI {
    public static func path(of uri: String) -> String {
        guard let url = URL(string: uri), url.isFileURL else { return uri }
        return url.path
    }

    public static func uri(ofPath path: String) -> String {
        URL(fileURLWithPath: path).absoluteString
    }

    /// The path of `name` (with `fileExtension` added unless it has it) in the directory of the document
    /// `uri`, as markupc looks for template files and includes; nil for a URI that is no file.
    public static func path(of name: String, withExtension fileExtension: String, besideDocument uri: String) -> String? {
        guard let directory = directory(of: uri) else { return nil }
        let file = name.hasSuffix("." + fileExtension) ? name : name + "." + fileExtension
        return (directory as NSString).appendingPathComponent(file)
    }

    /// The directory a document is in, for files beside it (templates, includes); nil for a URI that is no file.
    public static func directory(of uri: String) -> String? {
        guard let url = URL(string: uri), url.isFileURL else { return nil }
        return url.deletingLastPathComponent().path
    }
}
