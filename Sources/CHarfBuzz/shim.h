// HarfBuzz (text shaping: glyphs, advances, kerning, ligatures, complex scripts) with its OpenType font functions.
#include <hb.h>
#include <hb-ot.h>
