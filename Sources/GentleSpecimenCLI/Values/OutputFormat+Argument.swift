import GentleSpecimen

// The raster's output formats are spelled on the command line as their raw values.
extension OutputFormat: ArgumentValue {}
