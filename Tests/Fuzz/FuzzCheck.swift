import Foundation

/// A property every fuzz input must keep; a broken one aborts so that libFuzzer saves the
/// input as a crash artifact (the harness's only way to report a finding).
func require(_ condition: Bool, _ message: @autoclosure () -> String) {
    guard !condition else { return }
    FileHandle.standardError.write(Data("property violated: \(message())\n".utf8))
    abort()
}
