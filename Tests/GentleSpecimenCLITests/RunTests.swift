import Testing
import GentleSpecimenCLI

@Test func unknownArgumentsAreAUsageError() {
    #expect(run(arguments: ["--no-such-flag"]) == .usage)
}
