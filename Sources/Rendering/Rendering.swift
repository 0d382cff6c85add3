// SVG rendering; see SVGRenderer.swift.
