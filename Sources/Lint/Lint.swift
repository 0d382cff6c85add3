// Lint rules; see LintRule.swift.
