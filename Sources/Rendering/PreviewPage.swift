import Diagnostics

/// One rendered screen of a preview page.
public struct PreviewScreen: Sendable {
    /// The device, e.g. "iPhone SE (2nd/3rd generation)".
    public var device: String
    /// Orientation and size, e.g. "portrait, 375 × 667 pt @2x".
    public var detail: String
    /// A standalone SVG document whose ids are unique on the page (``RenderOptions/idPrefix``).
    public var svg: String

    public init(device: String, detail: String, svg: String) {
        self.device = device
        self.detail = detail
        self.svg = svg
    }
}

/// `markupc preview`: one self-contained HTML page (inline CSS and SVG, images as data URIs)
/// with every screen labelled, grouped by device, and the document's diagnostics.
public enum PreviewPage {
    public static func html(
        document: String, screens: [PreviewScreen], diagnostics: [Diagnostic], refreshSeconds: Int? = nil
    ) -> String {
        var html = """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">

            """
        if let refreshSeconds {
            // The page reloads itself (it is a file: no server to push a change); the reload keeps the
            // place the reader scrolled to, which it reset every second (a new user's finding).
            html += "<meta http-equiv=\"refresh\" content=\"\(refreshSeconds)\">\n"
            html += "<script>addEventListener(\"pagehide\", () => sessionStorage.setItem(\"markupc-scroll\", scrollX + \",\" + scrollY)); "
                + "addEventListener(\"load\", () => { const p = (sessionStorage.getItem(\"markupc-scroll\") || \"0,0\").split(\",\"); "
                + "scrollTo(+p[0], +p[1]); });</script>\n"
        }
        html += """
            <title>\(escape(document)) — markupc preview</title>
            <style>
            body { font: 14px -apple-system, "Segoe UI", "DejaVu Sans", sans-serif; margin: 24px; background: #f2f2f7; color: #1c1c1e; }
            h1 { font-size: 20px; margin: 0 0 16px; }
            h2 { font-size: 16px; margin: 24px 0 8px; }
            .screens { display: flex; flex-wrap: wrap; gap: 24px; align-items: flex-start; }
            figure { margin: 0; }
            figure svg { display: block; background: #fff; border-radius: 12px; box-shadow: 0 1px 6px rgba(0,0,0,.25); }
            figcaption { margin-top: 6px; color: #636366; font-size: 12px; }
            .diagnostics { font-family: ui-monospace, Menlo, "DejaVu Sans Mono", monospace; font-size: 12px; white-space: pre-wrap; padding: 0; list-style: none; }
            .diagnostics li { padding: 2px 0; }
            .error { color: #d70015; }
            .warning { color: #a05a00; }
            .note { color: #636366; }
            </style>
            </head>
            <body>
            <h1>\(escape(document))</h1>

            """
        var currentDevice: String?
        for screen in screens {
            if screen.device != currentDevice {
                if currentDevice != nil { html += "</div>\n</section>\n" }
                html += "<section class=\"device\">\n<h2>\(escape(screen.device))</h2>\n<div class=\"screens\">\n"
                currentDevice = screen.device
            }
            html += "<figure>\n\(inlineSVG(screen.svg))<figcaption>\(escape(screen.device)), \(escape(screen.detail))</figcaption>\n</figure>\n"
        }
        if currentDevice != nil { html += "</div>\n</section>\n" }

        html += "<section>\n<h2>Diagnostics</h2>\n"
        var seen: Set<String> = []
        let unique = diagnostics.filter { seen.insert($0.description).inserted }
        if unique.isEmpty {
            html += "<p class=\"diagnostics none\">No diagnostics.</p>\n"
        } else {
            html += "<ul class=\"diagnostics\">\n"
            for diagnostic in unique {
                html += "<li class=\"\(diagnostic.severity.rawValue)\">\(escape(diagnostic.description))</li>\n"
            }
            html += "</ul>\n"
        }
        html += "</section>\n</body>\n</html>\n"
        return html
    }

    /// The SVG without its XML declaration, ready to sit inside HTML.
    static func inlineSVG(_ svg: String) -> String {
        guard svg.hasPrefix("<?xml"), let end = svg.range(of: "?>") else { return svg }
        return String(String(svg[end.upperBound...]).drop { $0 == "\n" })
    }

    static func escape(_ text: String) -> String {
        SVGWriter.escape(text, inAttribute: true)
    }
}
