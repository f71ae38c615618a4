extension StarterWorkflow {
    /// GitHub Pages' official actions, each pinned to the commit of the release tag in its comment.
    static let uploadPagesArtifact = "actions/upload-pages-artifact@fc324d3547104276b827a68afc52ff2a11cc49c9 # v5.0.0"
    static let deployPages = "actions/deploy-pages@cd2ce8fcbc39b97be8ca5fce6e763baed58fa128 # v5.0.0"
    /// The folder `site` writes and the Pages artifact holds.
    static let siteFolder = "site"

    /// `init --pages`: on a push to the default branch, one job builds the style-guide site of
    /// the config's themes (`gentle-specimen site`) and uploads it as the Pages artifact; the next
    /// deploys it. Only the deploy job may write Pages and mint the OIDC token Pages checks.
    static let pagesJobs = """
          site:
            name: Build the style-guide site
            if: ${{ github.event_name == 'push' && github.ref_name == github.event.repository.default_branch }}
            runs-on: ubuntu-latest
            container: swift:6.3-bookworm
            steps:
              - uses: \(checkout)
                with:
                  persist-credentials: false
              - id: tool
                uses: \(action)
                with:
                  verify: "false"
              - name: Draw the site
                env:
                  GENTLE_SPECIMEN: ${{ steps.tool.outputs.tool }}
                run: '"$GENTLE_SPECIMEN" site --output \(siteFolder)'
              - uses: \(uploadPagesArtifact)
                with:
                  path: \(siteFolder)
          pages:
            name: Publish the site on GitHub Pages
            needs: site
            runs-on: ubuntu-latest
            permissions:
              pages: write
              id-token: write
            environment:
              name: github-pages
              url: ${{ steps.deployment.outputs.page_url }}
            steps:
              - id: deployment
                uses: \(deployPages)

        """
}
