/// A number a rule checks against that `.markupc.yml` may change (`rules: { MK041: { limit: 120 } }`).
public struct RuleOption: Sendable, Hashable {
    /// The key in the configuration file.
    public let name: String
    public let defaultValue: Int
    /// What it sets, for people.
    public let summary: String

    public init(name: String, defaultValue: Int, summary: String) {
        self.name = name
        self.defaultValue = defaultValue
        self.summary = summary
    }
}

extension DocumentFacts {
    /// The configured value of `option` of `rule`, or its default.
    public func value(of option: RuleOption, for rule: RuleDescriptor) -> Int {
        ruleOptions[rule.id]?[option.name] ?? option.defaultValue
    }
}
