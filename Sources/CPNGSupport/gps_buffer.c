#include "gps_buffer.h"
#include "png_support.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

int gps_buffer_reserve(gps_buffer *buffer, size_t length) {
    if (length <= buffer->capacity - buffer->count) return GPS_OK;
    // The size asked for, and every doubling towards it, must fit a size_t: a wrapped sum
    // would "reserve" a buffer smaller than the bytes about to be copied into it.
    if (length > SIZE_MAX - buffer->count) return GPS_OUT_OF_MEMORY;
    size_t needed = buffer->count + length;
    size_t capacity = buffer->capacity < 4096 ? 4096 : buffer->capacity;
    while (capacity < needed) capacity = capacity > SIZE_MAX / 2 ? needed : capacity * 2;
    uint8_t *grown = realloc(buffer->bytes, capacity);
    if (grown == NULL) return GPS_OUT_OF_MEMORY;
    buffer->bytes = grown;
    buffer->capacity = capacity;
    return GPS_OK;
}

int gps_buffer_append(gps_buffer *buffer, const void *bytes, size_t length) {
    int status = gps_buffer_reserve(buffer, length);
    if (status != GPS_OK) return status;
    if (length > 0) memcpy(buffer->bytes + buffer->count, bytes, length);
    buffer->count += length;
    return GPS_OK;
}

void gps_buffer_free(gps_buffer *buffer) {
    free(buffer->bytes);
    buffer->bytes = NULL;
    buffer->count = 0;
    buffer->capacity = 0;
}
