import GentleSpecimen

extension OptionSpec {
    /// Reads `i/n` for this option, refusing (exit 64) with what is wrong, e.g. `5/4`: there is
    /// no shard 5 of 4.
    func shard(from text: String) throws(CommandLineError) -> SpecimenShard {
        do {
            return try SpecimenShard(parsing: text)
        } catch {
            throw .invalidCombination("The value '\(text)' is invalid for '\(synopsis)': \(error)")
        }
    }
}
