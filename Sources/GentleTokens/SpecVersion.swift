/// The GentleDesignSystem spec version this package reads and writes.
public let supportedSpecVersion = "0.7.0"
