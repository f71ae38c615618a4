/// The spec version written into `_specVersion`; informational, nothing branches on it.
public enum GentleDesignSystemSpecVersion {
    /// The version this package reads and writes: 0.7.0, where `surfaceDepthEffect` was removed.
    public static let current = "0.7.0"
}
