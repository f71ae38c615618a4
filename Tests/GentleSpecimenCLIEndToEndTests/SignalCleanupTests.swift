import Foundation
import GentleSpecimenCLITestSupport
import Testing

/// SIGTERM (a cancelled CI job) and SIGINT (Ctrl-C) remove the temporary files in flight and
/// exit with 128 + the signal, as a shell reports it; before, the signal killed the process and
/// left `.<name>.<UUID>.tmp` files behind.
///
/// No `.timeLimit`: its clock starts before the body has a thread, so on a busy pool it fired on
/// a run of two seconds; the child's own deadline counts from its launch.
@Test(
    .tags(.subprocess), .enabled(if: BuiltTool.url != nil, "gentle-specimen has not been built"),
    arguments: [SIGTERM, SIGINT])
func aSignalRemovesTheTemporariesInFlightAndExitsWith128PlusIt(signal: Int32) async throws {
    let tool = try #require(BuiltTool.url)
    try await withAsyncTemporaryDirectory { directory in
        // On a terminal the tool prints `[1/18] …` once the first golden is written: the signal
        // is sent then, from the thread that read it, while the other 17 are still to come.
        let terminal = try PseudoTerminal()
        let record = try ChildProcess(
            tool, ["record", "--preset", "gentle-default", "--goldens", "Goldens", "--jobs", "1"], in: directory,
            standardOutput: terminal.childSide, deadline: .seconds(300))
        terminal.launched()
        let interrupted = await terminal.written("[1/18]") { record.send(signal) }
        #expect(interrupted, "record ended before it wrote its first golden")
        let ending = await record.ending()
        #expect(!record.overranItsDeadline, "record was still running 300 s after its launch")
        #expect(ending == ChildProcess.Ending(reason: .exit, status: 128 + signal))
        let left = FileManager.default.enumerator(atPath: directory.path)?.allObjects as? [String] ?? []
        #expect(left.filter { $0.hasSuffix(".tmp") } == [])
    }
}
