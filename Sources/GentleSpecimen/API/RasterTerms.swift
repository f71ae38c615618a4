import GentleRaster

// The few rasterizer terms the command line names: where the bundled fonts are looked for, and
// the font and drawing errors it gives exit codes to. Named here so that the tool speaks to the
// renderer alone and never imports the rasterizer.

/// Where the bundled font manifest is looked for (`GentleRaster.FontManifestSearch`).
package typealias FontSearch = FontManifestSearch

/// A font file or manifest that cannot be used (`GentleRaster.FontError`).
package typealias FontFailure = FontError

/// A canvas that cannot be made, drawn or written (`GentleRaster.RasterError`).
package typealias DrawingFailure = RasterError
