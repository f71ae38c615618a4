// The package's own deflater for unfiltered PNG rows (private to this target).
#ifndef GENTLE_PNG_QUICK_DEFLATE_H
#define GENTLE_PNG_QUICK_DEFLATE_H

#include "png_support.h"

/// A raw deflate stream being written from strips of rows.
typedef struct gps_quick_deflater gps_quick_deflater;

/// A deflater for rows of `row_bytes` bytes (filter byte included), handed at most
/// `strip_capacity` bytes at a time; NULL when memory could not be had.
gps_quick_deflater *gps_quick_create(size_t row_bytes, size_t strip_capacity);

/// Where the caller writes the next strip (up to `strip_capacity` bytes): after the history that
/// matches may refer to, so the strip is never copied.
uint8_t *gps_quick_input(gps_quick_deflater *deflater);

/// Deflates the `length` bytes written at `gps_quick_input`, appending whole bytes of the stream
/// to `stream`; `last` ends the stream (its final bits padded to a byte).
int gps_quick_strip(gps_quick_deflater *deflater, size_t length, int last, gps_buffer *stream);

void gps_quick_free(gps_quick_deflater *deflater);

#endif
