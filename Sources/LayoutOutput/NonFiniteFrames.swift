import Diagnostics
import LayoutTree

/// The output's safety net: attribute values are clamped when they are typed (`GeometryLimit`), but should a
/// frame still come out of layout as infinity or NaN, every emitter writes it as 0 (JSON, text and SVG parsers
/// would reject `inf` or `nan`), and this check reports the views concerned.
public enum NonFiniteFrames {
    /// Views reported one by one before the rest are summed up in one diagnostic.
    static let reportedViews = 10

    /// One warning per view (up to `reportedViews`) whose frame, screen rectangle or intrinsic size is not finite.
    public static func diagnostics(for result: LayoutResult) -> DiagnosticBag {
        var diagnostics = DiagnosticBag()
        var found = 0
        for index in 0..<result.views.count where !result.views.hasFiniteGeometry(index) {
            let view = result.views[index]
            found += 1
            if found <= reportedViews {
                diagnostics.warning(
                    "the frame of this \(view.node.elementName) overflows (it is not a finite number); written as 0",
                    at: view.node.location, rule: .frameOverflow)
            }
        }
        if found > reportedViews {
            diagnostics.warning(
                "\(found - reportedViews) more views overflow; written as 0", at: nil, rule: .frameOverflow)
        }
        return diagnostics
    }
}
