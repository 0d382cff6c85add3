import ArgumentParser
import LayoutTree

extension ScreenOptions {
    /// The device the screen is of: `--device`, or the default device unless `--width`/`--height` name
    /// a screen of no device (then nil, and `--chrome` draws nothing).
    func chosenDevice() throws -> Device? {
        guard let device else { return width == nil && height == nil ? Device.standard : nil }
        do {
            return try Device.lookUp(device)
        } catch {
            throw ValidationError("\(error)")
        }
    }
}
