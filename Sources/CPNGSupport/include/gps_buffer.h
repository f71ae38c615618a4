// The growable byte buffer the encoders write into and the readers collect text in.
#ifndef GENTLE_PNG_BUFFER_H
#define GENTLE_PNG_BUFFER_H

#include <stddef.h>
#include <stdint.h>

/// Growable byte buffer owned by C; release with gps_buffer_free.
typedef struct {
    uint8_t *bytes;
    size_t count;
    size_t capacity;
} gps_buffer;

/// Makes room for `length` more bytes after `count`, doubling the capacity as needed; GPS_OK, or
/// GPS_OUT_OF_MEMORY when the memory cannot be had or `count + length` does not fit a size_t.
int gps_buffer_reserve(gps_buffer *buffer, size_t length);

/// Appends `length` bytes to `buffer`, as gps_buffer_reserve grows it; GPS_OK or GPS_OUT_OF_MEMORY.
int gps_buffer_append(gps_buffer *buffer, const void *bytes, size_t length);

/// Frees the bytes of a buffer filled by this library and empties it.
void gps_buffer_free(gps_buffer *buffer);

#endif
