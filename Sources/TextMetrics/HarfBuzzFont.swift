import CHarfBuzz

/// One face of a font file as HarfBuzz shapes with it: its OpenType font functions (cmap, hmtx)
/// and layout tables (GSUB ligatures and contextual forms, GPOS kerning and mark positioning, the
/// old `kern` table, AAT `trak` tracking), as `hb-shape` does. The scale is one unit per font unit,
/// so positions come out in font units, unrounded by any pixel size (SEMANTICS.md §1.4).
///
/// Not thread-safe (the point size is set before each shaping, for `trak`); the measurer that
/// owns it serialises access.
final class HarfBuzzFont {
    private let font: OpaquePointer
    let unitsPerEm: Double

    /// The glyphs of the last shaping, read in place from the buffer (valid until it shapes again):
    /// font units, in visual order.
    struct ShapedRun {
        fileprivate let infos: UnsafeMutablePointer<hb_glyph_info_t>?
        fileprivate let positions: UnsafeMutablePointer<hb_glyph_position_t>?
        let count: Int

        /// The sum of the advances.
        var advance: Int {
            guard let positions else { return 0 }
            var total = 0
            for index in 0..<count { total += Int(positions[index].x_advance) }
            return total
        }

        /// Each glyph: its index in the font, advance and offset.
        func forEach(_ body: (_ glyph: UInt32, _ advance: Int32, _ xOffset: Int32, _ yOffset: Int32) -> Void) {
            guard let infos, let positions else { return }
            for index in 0..<count {
                body(infos[index].codepoint, positions[index].x_advance, positions[index].x_offset, positions[index].y_offset)
            }
        }
    }

    /// Opens face `faceIndex` of `path` (fontconfig's index: the face of a collection in the low
    /// 16 bits, the named instance + 1 above them); nil when HarfBuzz finds no glyphs there.
    init?(path: String, faceIndex: Int) {
        guard let blob = hb_blob_create_from_file_or_fail(path) else { return nil }
        defer { hb_blob_destroy(blob) }
        guard let face = hb_face_create(blob, UInt32(truncatingIfNeeded: faceIndex & 0xFFFF)) else { return nil }
        defer { hb_face_destroy(face) }
        let upem = hb_face_get_upem(face)
        guard upem > 0, hb_face_get_glyph_count(face) > 0, let font = hb_font_create(face) else { return nil }
        hb_ot_font_set_funcs(font)
        hb_font_set_scale(font, Int32(clamping: upem), Int32(clamping: upem))
        let instance = faceIndex >> 16
        if instance > 0 { hb_font_set_var_named_instance(font, UInt32(truncatingIfNeeded: instance - 1)) }
        self.font = font
        unitsPerEm = Double(upem)
    }

    deinit {
        hb_font_destroy(font)
    }

    /// Shapes `scalars[range]` at `size` points; the scalars around the range are context (Arabic
    /// joining across a change of font). `script` nil: HarfBuzz guesses it from the text, and the
    /// direction from the script. Glyphs come in visual order, left to right.
    func shape(_ scalars: [UInt32], range: Range<Int>, script: hb_script_t?, size: Double, buffer: ShapingBuffer) -> ShapedRun {
        let handle = buffer.handle
        hb_buffer_clear_contents(handle)
        scalars.withUnsafeBufferPointer { all in
            hb_buffer_add_utf32(handle, all.baseAddress, Int32(clamping: all.count), UInt32(range.lowerBound), Int32(clamping: range.count))
        }
        // A mark with no letter before it is shown alone, as UIKit shows it: no dotted circle is added.
        var flags = HB_BUFFER_FLAG_DO_NOT_INSERT_DOTTED_CIRCLE.rawValue
        if range.lowerBound == 0 { flags |= HB_BUFFER_FLAG_BOT.rawValue }
        if range.upperBound == scalars.count { flags |= HB_BUFFER_FLAG_EOT.rawValue }
        hb_buffer_set_flags(handle, hb_buffer_flags_t(rawValue: flags))
        if let script { hb_buffer_set_script(handle, script) }
        hb_buffer_guess_segment_properties(handle)
        // `trak` tracking depends on the point size (SF Pro's size-specific tracking, §1.4).
        hb_font_set_ptem(font, Float(size))
        hb_shape(font, handle, nil, 0)

        var count: UInt32 = 0
        let infos = hb_buffer_get_glyph_infos(handle, &count)
        return ShapedRun(infos: infos, positions: hb_buffer_get_glyph_positions(handle, nil), count: infos == nil ? 0 : Int(count))
    }
}

/// A HarfBuzz buffer reused for every shaping of one measurer (under its lock).
final class ShapingBuffer {
    let handle: OpaquePointer

    init?() {
        guard let buffer = hb_buffer_create(), hb_buffer_allocation_successful(buffer) != 0 else { return nil }
        handle = buffer
    }

    deinit {
        hb_buffer_destroy(handle)
    }
}
