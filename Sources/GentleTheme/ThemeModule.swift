import GentleTokens

/// The spec version whose semantics this module resolves.
public let resolvedSpecVersion = supportedSpecVersion
