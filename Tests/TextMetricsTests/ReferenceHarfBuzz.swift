import CHarfBuzz

/// HarfBuzz's shaping of a whole string in one font file, through its C API the way `hb-shape` calls it
/// (OpenType font functions, one unit per font unit, script and direction guessed from the text, the
/// whole text at once, no dotted circle before a lone mark): the
/// reference the measurer's widths are checked against, without its runs, fallback fonts or caches.
enum ReferenceHarfBuzz {
    struct Shaped {
        var glyphs: [UInt32]
        var advances: [Int]
        var unitsPerEm: Double

        func width(atSize size: Double) -> Double { Double(advances.reduce(0, +)) * size / unitsPerEm }
    }

    static func shape(_ text: String, fontFile: String) -> Shaped? {
        guard let blob = hb_blob_create_from_file_or_fail(fontFile) else { return nil }
        defer { hb_blob_destroy(blob) }
        let face = hb_face_create(blob, 0)
        defer { hb_face_destroy(face) }
        let font = hb_font_create(face)
        defer { hb_font_destroy(font) }
        let buffer = hb_buffer_create()
        defer { hb_buffer_destroy(buffer) }
        hb_buffer_add_utf8(buffer, text, -1, 0, -1)
        let flags = HB_BUFFER_FLAG_BOT.rawValue | HB_BUFFER_FLAG_EOT.rawValue | HB_BUFFER_FLAG_DO_NOT_INSERT_DOTTED_CIRCLE.rawValue
        hb_buffer_set_flags(buffer, hb_buffer_flags_t(rawValue: flags))
        hb_buffer_guess_segment_properties(buffer)
        hb_shape(font, buffer, nil, 0)
        var count: UInt32 = 0
        guard let infos = hb_buffer_get_glyph_infos(buffer, &count), let positions = hb_buffer_get_glyph_positions(buffer, nil)
        else { return Shaped(glyphs: [], advances: [], unitsPerEm: Double(hb_face_get_upem(face))) }
        return Shaped(
            glyphs: (0..<Int(count)).map { infos[$0].codepoint }, advances: (0..<Int(count)).map { Int(positions[$0].x_advance) },
            unitsPerEm: Double(hb_face_get_upem(face)))
    }

    static func width(of text: String, fontFile: String, size: Double) -> Double? {
        shape(text, fontFile: fontFile)?.width(atSize: size)
    }
}
