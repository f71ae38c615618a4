// libpng's full API reports errors by longjmp, which Swift cannot catch. This target keeps every
// setjmp inside C and hands Swift plain status codes, sizes and byte buffers instead.
#ifndef GENTLE_PNG_SUPPORT_H
#define GENTLE_PNG_SUPPORT_H

#include <stddef.h>
#include <stdint.h>

enum {
    GPS_OK = 0,
    GPS_TRUNCATED = 1,
    GPS_LIBPNG_ERROR = 2,
    GPS_OUT_OF_MEMORY = 3,
    GPS_SIZE_CHANGED = 4
};

enum {
    GPS_TEXT_LATIN1 = 0,
    GPS_TEXT_UTF8 = 1
};

/// Growable byte buffer owned by C; release with gps_buffer_free.
typedef struct {
    uint8_t *bytes;
    size_t count;
    size_t capacity;
} gps_buffer;

/// What a decode reports besides the pixels.
typedef struct {
    /// Entries laid out as: encoding byte (GPS_TEXT_*), key, NUL, value, NUL.
    gps_buffer text;
    int text_count;
    char message[256];
} gps_decode_report;

/// One key/value pair to write; `utf8` selects iTXt instead of tEXt.
typedef struct {
    const char *key;
    const char *value;
    int utf8;
} gps_text_entry;

/// Settings for the encoder.
typedef struct {
    int compression_level;
    int filters;
    int opaque_as_rgb;
} gps_encode_settings;

/// Decodes a whole PNG into straight RGBA8 rows of exactly width*height*4 bytes.
int gps_decode_rgba(const uint8_t *bytes, size_t count,
                    uint32_t width, uint32_t height,
                    uint8_t *pixels, size_t pixel_bytes,
                    gps_decode_report *report);

/// Encodes RGBA8 pixels (rows of width*4 bytes) as an 8-bit PNG into `out`.
int gps_encode_rgba(const uint8_t *pixels, uint32_t width, uint32_t height,
                    gps_encode_settings settings,
                    const gps_text_entry *texts, int text_count,
                    gps_buffer *out, char *message, size_t message_capacity);

/// Frees the bytes of a buffer filled by this library and empties it.
void gps_buffer_free(gps_buffer *buffer);

#endif
