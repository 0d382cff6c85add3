// Text metrics from FreeType; see FreeTypeTextMeasurer.swift.
