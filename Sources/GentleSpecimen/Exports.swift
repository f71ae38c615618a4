// The library's entry points speak these modules' types (specs and presets, schemes and Dynamic
// Type sizes, record modes, comparison settings and results, bitmaps), so `import GentleSpecimen`
// brings them on purpose. Of the rasterizer only the values in public signatures are exported (the
// fingerprint names each font's design); its canvas and C wrappers stay inside the package. Of the
// sheet workshop, likewise, only the sheet ids, the theme's about text and the token regions.
@_exported import GentleGolden
@_exported import GentleImage
@_exported import GentleTheme
@_exported import GentleTokens

@_exported import enum GentleRaster.FontDesign
@_exported import enum GentleRaster.OutputFormat
@_exported import struct GentleRaster.RendererFingerprint
@_exported import struct GentleSheets.RegionDocument
@_exported import enum GentleSheets.SheetKind
@_exported import struct GentleSheets.ThemeAbout
