// The spec's colours are GentleRGBA values (GentleHexColor.rgba, the theme's resolved colours),
// so every user of the token layer needs the type: re-exported, `import GentleTokens` keeps
// naming it as it did before the type moved below both the tokens and the raster.
@_exported import GentleColor
