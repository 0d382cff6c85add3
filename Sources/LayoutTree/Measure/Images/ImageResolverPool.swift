import Foundation

/// One `ImageResolver` per list of resource directories, for a run that measures many documents
/// (`validate`, `snapshot`): documents beside each other share one, so each image name is looked
/// up, and each directory searched for asset catalogs, once per run instead of once per document.
/// On the corpus most images are missing, and each miss is some twenty `stat` calls.
///
/// Only for a run over files that do not change while it runs: the language server makes a
/// resolver per request, so that an image added while editing is found.
public final class ImageResolverPool: @unchecked Sendable {
    private let lock = NSLock()
    private var resolvers: [[String]: ImageResolver] = [:]

    public init() {}

    /// The resolver of `directories`, made on first use.
    public func resolver(directories: [String]) -> ImageResolver {
        lock.lock()
        defer { lock.unlock() }
        if let known = resolvers[directories] { return known }
        let made = ImageResolver(directories: directories)
        resolvers[directories] = made
        return made
    }
}
