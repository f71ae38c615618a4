// Row packing shared by the libpng writer and the igzip writer (private to this target).
#ifndef GENTLE_PNG_ROWS_H
#define GENTLE_PNG_ROWS_H

#include "png_support.h"

/// Row `y` of `pixels` as `channels` (3 or 4) straight-alpha bytes per pixel into `row`.
void gps_pack_row(gps_pixels pixels, uint32_t y, int channels, uint8_t *row);

#endif
