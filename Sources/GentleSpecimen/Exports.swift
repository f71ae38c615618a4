// `import GentleSpecimen` brings the types its public signatures speak, one by one, not the
// modules they live in: the spec, presets, schemes and Dynamic Type sizes a selection is made of;
// the record mode, comparison settings and the run a check returns; the bitmap and token regions
// an image comes with; the format and fingerprint a renderer draws with; the sheet ids. Everything
// else in those modules (resolution, the golden store, the report's pages, merging) is theirs.
@_exported import struct GentleGolden.CaseResult
@_exported import enum GentleGolden.CaseStatus
@_exported import enum GentleGolden.Comparison
@_exported import struct GentleGolden.ComparisonGate
@_exported import struct GentleGolden.ComparisonOptions
@_exported import struct GentleGolden.GoldenCaseID
@_exported import enum GentleGolden.PixelMetric
@_exported import enum GentleGolden.RecordMode
@_exported import struct GentleGolden.ReportWriter
@_exported import struct GentleGolden.VerificationRun
@_exported import struct GentleGolden.VerificationSettings
@_exported import struct GentleImage.Bitmap
@_exported import struct GentleImage.TokenRegion
@_exported import enum GentleRaster.FontDesign
@_exported import enum GentleRaster.OutputFormat
@_exported import struct GentleRaster.PixelScale
@_exported import struct GentleRaster.RendererFingerprint
@_exported import struct GentleSheets.RegionDocument
@_exported import enum GentleSheets.SheetKind
@_exported import struct GentleSheets.ThemeAbout
@_exported import enum GentleTheme.ContentSizeCategory
@_exported import enum GentleTheme.IOSVersion
@_exported import enum GentleTokens.GentleColorScheme
@_exported import struct GentleTokens.GentleDesignSystemSpec
@_exported import struct GentleTokens.GentlePreset
