extension StarterWorkflow {
    /// Where `init --review` writes its workflow, relative to the repository root.
    static let reviewPath = ".github/workflows/specimen-review.yml"

    /// `init --review`: on each pull request, one job checks out the whole history (the base
    /// commit must be there to be drawn), and the action reviews each theme of the config against
    /// the pull request's base commit, appends the summary to the job summary and uploads the
    /// report. No goldens, so no Git LFS; read-only, like the verify workflow.
    static let reviewText = """
        # Specimen review for this repository, written by `gentle-specimen init --review` beside its
        # gentle-specimen.json, which says the themes and sheets (GENTLE_SPECIMEN_ARGS adds review
        # options). Each pull request draws every theme as it is at the base commit and as the pull
        # request leaves it, with the same tool in the same job, and compares them exactly: no goldens
        # to record or store. It fails on a new accessibility failure (contrast, colour vision, text
        # that no longer fits, touch targets), naming the token that caused it; moved images are
        # reported. Point `uses: \(action)` (a stand-in)
        # at where you take the tool from, pinned to a commit.
        name: Specimen review
        on:
          pull_request:
        permissions:
          contents: read
        # A newer push to a pull request cancels its older run.
        concurrency:
          group: specimen-review-${{ github.ref }}
          cancel-in-progress: true
        env:
          GENTLE_SPECIMEN_ARGS: ""
        jobs:
          review:
            name: Review the theme change
            runs-on: ubuntu-latest
            container: swift:6.3-bookworm
            steps:
              # The whole history, so that the pull request's base commit can be drawn too.
              - uses: \(checkout)
                with:
                  fetch-depth: 0
                  persist-credentials: false
              - uses: \(action)
                with:
                  command: review
                  base: ${{ github.event.pull_request.base.sha }}
                  args: ${{ env.GENTLE_SPECIMEN_ARGS }}
                  report: \(reportFolder)
                  artifact-name: \(reportFolder)

        """
}
