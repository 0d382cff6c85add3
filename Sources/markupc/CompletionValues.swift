import ArgumentParser
import LayoutTree

/// Values the completion scripts offer for options several commands share.
extension CompletionKind {
    /// `--device` and `--devices`: every identifier `markupc devices` lists.
    static var devices: CompletionKind { .list(Device.all.flatMap(\.identifiers)) }
    /// `--root`.
    static var rootModes: CompletionKind { .list(["controller", "plain"]) }
}
