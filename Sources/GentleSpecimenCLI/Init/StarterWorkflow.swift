/// The GitHub Actions workflow `init` writes to `.github/workflows/specimens.yml`: the repository's
/// composite action (`action.yml`) in a 4-way `verify --shard i/4` matrix, then `merge-reports`
/// joining the shards' reports into one report and job summary. The selection comes from the
/// `gentle-specimen.json` that `init` writes beside it.
enum StarterWorkflow {
    /// Where the workflow goes, relative to the repository root.
    static let path = ".github/workflows/specimens.yml"

    /// The workflow's text.
    static let text = """
            # Specimen goldens for this repository, written by `gentle-specimen init` beside its
            # gentle-specimen.json, which says the themes, sheets and goldens (GENTLE_SPECIMEN_ARGS adds
            # verify options). Point `uses: gentle-design-system/gentle-specimen@main` (a stand-in) at where
            # you take the tool from. Four jobs each verify a quarter of the cases (verify --shard i/4); a
            # last job joins their reports with merge-reports into one report, summary and artifact. Goldens
            # must be recorded in this same container image (gentle-specimen record, run in it), never on a
            # Mac: they carry its cairo, FreeType and HarfBuzz.
            name: Specimens
            on:
              pull_request:
              push:
                branches: [main]
            env:
              GENTLE_SPECIMEN_ARGS: ""
            jobs:
              verify:
                runs-on: ubuntu-latest
                container: swift:6.3-bookworm
                strategy:
                  fail-fast: false
                  matrix:
                    shard: [1, 2, 3, 4]
                steps:
                  - name: Install Git LFS, which holds the goldens
                    run: apt-get update -qq && apt-get install -y -qq git-lfs
                  - uses: actions/checkout@v4
                    with:
                      lfs: true
                  - uses: gentle-design-system/gentle-specimen@main
                    with:
                      args: ${{ env.GENTLE_SPECIMEN_ARGS }} --shard ${{ matrix.shard }}/4
                      report: specimen-report
                      artifact-name: specimen-report-${{ matrix.shard }}
              report:
                needs: verify
                if: always()
                runs-on: ubuntu-latest
                container: swift:6.3-bookworm
                steps:
                  - id: tool
                    uses: gentle-design-system/gentle-specimen@main
                    with:
                      verify: "false"
                  - uses: actions/download-artifact@v4
                    with:
                      pattern: specimen-report-*
                      path: shards
                  - name: Merge the shard reports
                    shell: bash
                    run: |
                      status=0
                      "${{ steps.tool.outputs.tool }}" merge-reports specimen-report shards/* || status=$?
                      [ ! -f specimen-report/summary.md ] || cat specimen-report/summary.md >>"$GITHUB_STEP_SUMMARY"
                      exit "$status"
                  - uses: actions/upload-artifact@v4
                    if: always()
                    with:
                      name: specimen-report
                      path: specimen-report

        """
}
