/// The GitHub Actions workflow `init` writes to `.github/workflows/specimens.yml`: the repository's
/// composite action (`action.yml`) in one verify job, or, with `init --shards N`, in an N-way
/// `verify --shard i/N` matrix followed by a job that joins the shards' reports with
/// `merge-reports`. The selection comes from the `gentle-specimen.json` that `init` writes beside it.
///
/// It reads no secrets and writes nothing to the repository, so it asks for `contents: read` only
/// and checks out without keeping the token; third-party actions are pinned to the commit of their
/// release tag (zizmor's policy), and `.ci/run` lints what this writes with actionlint and zizmor.
enum StarterWorkflow {
    /// Where the workflow goes, relative to the repository root.
    static let path = ".github/workflows/specimens.yml"
    /// The report folder the workflow passes to verify and uploads (the starter config's `report`).
    static let reportFolder = "specimen-report"
    /// The most shards: GitHub runs at most 256 jobs of one matrix.
    static let maximumShards = 256

    /// The action's stand-in reference, which the comment at the top asks a team to repoint.
    static let action = "gentle-design-system/gentle-specimen@main"
    /// The actions it uses, each pinned to the commit of the release tag in its comment.
    static let checkout = "actions/checkout@3d3c42e5aac5ba805825da76410c181273ba90b1 # v7.0.1"
    static let downloadArtifact = "actions/download-artifact@3e5f45b2cfb9172054b4087a40e8e0b5a5461e7c # v8.0.1"
    static let uploadArtifact = "actions/upload-artifact@bbbca2ddaa5d8feaa63e36b76fdaad77386f024f # v7.0.0"

    /// The workflow's text: one verify job when `shards` is 1, else that many and a report job;
    /// with `pages`, the jobs that publish the style-guide site (`pagesJobs`).
    static func text(shards: Int, pages: Bool = false) -> String {
        let sharded = shards > 1
        return header(sharded: sharded) + verifyJob(shards: shards) + (sharded ? reportJob : "")
            + (pages ? pagesJobs : "")
    }

    private static func header(sharded: Bool) -> String {
        let jobs =
            sharded
            ? """
            # Each of the verify jobs checks its share of the cases (verify --shard i/N); the report job
            # joins their reports with merge-reports into one report, summary and artifact.
            """
            : """
            # One job verifies every case; `gentle-specimen init --shards N` writes N jobs that each
            # verify a share (verify --shard i/N) and a job that joins their reports.
            """
        return """
            # Specimen goldens for this repository, written by `gentle-specimen init` beside its
            # gentle-specimen.json, which says the themes, sheets and goldens (GENTLE_SPECIMEN_ARGS adds
            # verify options). Point `uses: \(action)` (a stand-in) at where
            # you take the tool from, pinned to a commit. Goldens must be recorded in this same container
            # image (gentle-specimen record, run in it), never on a Mac: they carry its cairo, FreeType
            # and HarfBuzz.
            \(jobs)
            name: Specimens
            on:
              pull_request:
              push:
                branches: [main]
            permissions:
              contents: read
            # A newer push to a pull request cancels its older run; runs on main all finish.
            concurrency:
              group: specimens-${{ github.ref }}
              cancel-in-progress: ${{ github.event_name == 'pull_request' }}
            env:
              GENTLE_SPECIMEN_ARGS: ""
            jobs:

            """
    }

    private static func verifyJob(shards: Int) -> String {
        let matrix =
            shards > 1
            ? """
                strategy:
                  fail-fast: false
                  matrix:
                    shard: [\((1...shards).map(String.init).joined(separator: ", "))]

            """ : ""
        let args = shards > 1 ? " --shard ${{ matrix.shard }}/\(shards)" : ""
        let artifact = shards > 1 ? "\(reportFolder)-${{ matrix.shard }}" : reportFolder
        return """
              verify:
                name: Verify the specimens
                runs-on: ubuntu-latest
                container: swift:6.3-bookworm
            \(matrix)    steps:
                  - name: Install Git LFS, which holds the goldens
                    run: apt-get update -qq && apt-get install -y -qq git-lfs
                  - uses: \(checkout)
                    with:
                      lfs: true
                      persist-credentials: false
                  - uses: \(action)
                    with:
                      args: ${{ env.GENTLE_SPECIMEN_ARGS }}\(args)
                      report: \(reportFolder)
                      artifact-name: \(artifact)

            """
    }

    private static let reportJob = """
          report:
            name: Join the shards' reports
            needs: verify
            if: ${{ !cancelled() }}
            runs-on: ubuntu-latest
            container: swift:6.3-bookworm
            steps:
              - id: tool
                uses: \(action)
                with:
                  verify: "false"
              - uses: \(downloadArtifact)
                with:
                  pattern: \(reportFolder)-*
                  path: shards
              - name: Merge the shard reports
                shell: bash
                env:
                  GENTLE_SPECIMEN: ${{ steps.tool.outputs.tool }}
                run: |
                  status=0
                  "$GENTLE_SPECIMEN" merge-reports \(reportFolder) shards/* || status=$?
                  [ ! -f \(reportFolder)/summary.md ] || cat \(reportFolder)/summary.md >>"$GITHUB_STEP_SUMMARY"
                  exit "$status"
              - uses: \(uploadArtifact)
                if: ${{ !cancelled() }}
                with:
                  name: \(reportFolder)
                  path: \(reportFolder)

        """
}
