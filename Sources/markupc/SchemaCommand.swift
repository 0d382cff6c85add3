import ArgumentParser
import Foundation
import Lint

/// `markupc schema --format rng|xsd`: a schema of every element and attribute markupc knows, for editor
/// completion and for `xmllint --relaxng` / `xmllint --schema`.
struct SchemaCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "schema", _superCommandName: Markupc.name, abstract: "Write a RELAX NG or XSD schema of the markup markupc knows.")

    @Option(help: "rng (RELAX NG) or xsd (XML Schema).", completion: .list(["rng", "xsd"]))
    var format: String = "rng"

    @Option(name: [.customShort("o"), .long], help: "Write to this file instead of standard output.", completion: .file())
    var output: String?

    func run() throws {
        let text: String
        switch format {
        case "rng", "relaxng": text = RelaxNGWriter().write()
        case "xsd": text = XSDWriter().write()
        default: throw ValidationError("--format must be 'rng' or 'xsd'")
        }
        try OutputFile.write(text, to: output)
    }
}
