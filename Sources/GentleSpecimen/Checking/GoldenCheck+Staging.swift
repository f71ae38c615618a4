import GentleGolden

extension GoldenCheck {
    /// Puts the goldens the run staged in place, after its report was written. Returns the run as
    /// it ended and whether it differs from the one reported: when a rename fails, the goldens
    /// renamed before it are put back and every staged case's write is the failure, except those
    /// that could not be put back, which stay written.
    func commitGoldens(of run: VerificationRun) -> (run: VerificationRun, changed: Bool) {
        let staged = staging?.takeAll() ?? []
        do {
            try StagedGolden.commit(staged)
            return (run, false)
        } catch {
            let notWritten = Set(staged.map(\.id)).subtracting(error.written)
            let results = run.results.map { result in
                guard notWritten.contains(result.id) else { return result }
                var result = result
                result.write = .failed(error.error)
                return result
            }
            return (VerificationRun(settings: run.settings, results: results, leftovers: run.leftovers), true)
        }
    }

    /// Removes every golden the run staged, leaving each as it was; returns their ids.
    @discardableResult
    func discardGoldens() -> [GoldenCaseID] {
        let staged = staging?.takeAll() ?? []
        for golden in staged { golden.discard() }
        return staged.map(\.id)
    }
}
