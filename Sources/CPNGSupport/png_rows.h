// Row packing shared by the libpng writer and the igzip writer, and the growable buffer the
// libpng code and the igzip reader fill (private to this target).
#ifndef GENTLE_PNG_ROWS_H
#define GENTLE_PNG_ROWS_H

#include "png_support.h"

/// Row `y` of `pixels` as `channels` (3 or 4) straight-alpha bytes per pixel into `row`.
void gps_pack_row(gps_pixels pixels, uint32_t y, int channels, uint8_t *row);

/// Appends `length` bytes to `buffer`, doubling its capacity as needed; 0 when out of memory.
int gps_buffer_append(gps_buffer *buffer, const void *bytes, size_t length);

#endif
