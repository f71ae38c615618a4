// libpng's full API reports errors by longjmp, which Swift cannot catch. This target keeps every
// setjmp inside C and hands Swift plain status codes, sizes and byte buffers instead.
#ifndef GENTLE_PNG_SUPPORT_H
#define GENTLE_PNG_SUPPORT_H

#include <stddef.h>
#include <stdint.h>

#include "gps_buffer.h"

/// What every function here that can fail returns: GPS_OK on success, otherwise the reason.
/// (Functions that answer a question, such as "is this row opaque", return 1 for yes.)
enum {
    GPS_OK = 0,
    /// The PNG data ends before the file does.
    GPS_TRUNCATED = 1,
    /// libpng refused the file or failed while writing; the message says why.
    GPS_LIBPNG_ERROR = 2,
    /// Memory could not be had, or a size did not fit a size_t.
    GPS_OUT_OF_MEMORY = 3,
    /// The file's size is not the one its header promised the caller.
    GPS_SIZE_CHANGED = 4,
    /// The fast reader leaves this file to libpng.
    GPS_NOT_HANDLED = 5,
    /// zlib or ISA-L's igzip failed to deflate.
    GPS_DEFLATE_ERROR = 6,
    /// A text key that PNG does not allow (empty or over 79 bytes).
    GPS_INVALID_TEXT_KEY = 7
};

enum {
    GPS_TEXT_LATIN1 = 0,
    GPS_TEXT_UTF8 = 1
};

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
    /// zlib's memLevel, 1–9: the size of its match-finding hash table.
    int memory_level;
    int filters;
} gps_encode_settings;

/// How the pixels handed to the encoder are laid out.
enum {
    /// Straight-alpha R, G, B, A bytes.
    GPS_PIXELS_RGBA8 = 0,
    /// Premultiplied 32-bit words in native byte order, alpha in the high byte (cairo's and
    /// pixman's ARGB32); un-premultiplied with `(c·255 + a/2) / a` row by row while encoding.
    GPS_PIXELS_PREMULTIPLIED_ARGB32 = 1
};

/// Pixels to encode: `height` rows of `width` pixels, rows `stride` bytes apart.
typedef struct {
    const uint8_t *data;
    uint32_t width;
    uint32_t height;
    size_t stride;
    int layout;
    /// NULL, or one byte per row: nonzero where the row's pixels are `repeated_row`'s and not
    /// those at `data` (a page whose background was painted only into the rows drawing reached).
    const uint8_t *repeated_rows;
    /// The `width` pixels, in `layout`, of every row that `repeated_rows` marks.
    const uint8_t *repeated_row;
} gps_pixels;

/// Decodes a whole PNG into straight RGBA8 rows of exactly width*height*4 bytes.
int gps_decode_rgba(const uint8_t *bytes, size_t count,
                    uint32_t width, uint32_t height,
                    uint8_t *pixels, size_t pixel_bytes,
                    gps_decode_report *report);

/// `gps_decode_rgba` for clean 8-bit RGB/RGBA files without tRNS, not interlaced, inflated with
/// ISA-L; returns GPS_NOT_HANDLED (and an empty report) for every other file and every error.
int gps_decode_rgba_igzip(const uint8_t *bytes, size_t count, uint32_t width, uint32_t height,
                          uint8_t *pixels, size_t pixel_bytes, gps_decode_report *report);

/// Encodes pixels as an 8-bit PNG into `out`: RGB when every pixel is opaque, RGBA otherwise.
int gps_encode(gps_pixels pixels, gps_encode_settings settings,
                    const gps_text_entry *texts, int text_count,
                    gps_buffer *out, char *message, size_t message_capacity);

/// The deflater behind `gps_encode_direct`.
typedef enum {
    /// zlib (levels 0–9, memLevel 1–9): the bytes libpng writes with filter NONE.
    GPS_DEFLATE_ZLIB = 0,
    /// ISA-L's igzip (levels 0–3).
    GPS_DEFLATE_IGZIP = 1,
    /// The package's own greedy deflater for unfiltered rows (png_quick_deflate.c); no levels.
    GPS_DEFLATE_QUICK = 2
} gps_deflater;

/// Encodes pixels like `gps_encode` with every row unfiltered, the chunks written without
/// libpng; `level` is clamped to the deflater's range, `memory_level` is zlib's memLevel.
int gps_encode_direct(gps_pixels pixels, gps_deflater deflater, int level, int memory_level,
                      const gps_text_entry *texts, int text_count, gps_buffer *out, char *message,
                      size_t message_capacity);

/// Un-premultiplies GPS_PIXELS_PREMULTIPLIED_ARGB32 pixels into straight RGBA8 rows of exactly
/// width*4 bytes at `rgba`, with the row code the encoders use.
void gps_unpremultiply_rows(gps_pixels pixels, uint8_t *rgba);

#endif
