// The files beside this one (the fonts, their licences, manifest.json and README.md) are the
// resources of the GentleFonts target, so SwiftPM copies them into a resource bundle beside every
// executable that links the library: this package's tool and test runner, and those of any
// package that depends on it. The target is C, with this file its one source, because SwiftPM
// gives a Swift target with resources a generated Bundle accessor that imports Foundation, and so
// links Foundation and ICU (41 MB) into the tool, which uses FoundationEssentials alone.
// GentleRaster's FontResourceBundle names the bundle.
#include "GentleFonts.h"

int gentle_fonts_target(void) { return 0; }
