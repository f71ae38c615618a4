// Row packing shared by the libpng writer and the direct writer (private to this target).
#ifndef GENTLE_PNG_ROWS_H
#define GENTLE_PNG_ROWS_H

#include "png_support.h"

/// Text values at least this long are written compressed (zTXt, or compressed iTXt), by both
/// writers: a golden's token list is kilobytes, the fingerprint's short values stay plain tEXt.
#define GPS_COMPRESSED_TEXT_LENGTH 1024

/// Where row `y` of `pixels` begins: at `data`, or `repeated_row` where `repeated_rows` marks it.
static inline const uint8_t *gps_row(gps_pixels pixels, uint32_t y) {
    if (pixels.repeated_rows != NULL && pixels.repeated_rows[y]) return pixels.repeated_row;
    return pixels.data + (size_t)y * pixels.stride;
}

/// Row `y` of `pixels` as `channels` (3 or 4) straight-alpha bytes per pixel into `row`.
void gps_pack_row(gps_pixels pixels, uint32_t y, int channels, uint8_t *row);

/// One row of premultiplied ARGB32 words as R G B bytes (the alpha dropped) into `row`, which
/// holds `width` * 3 bytes; returns the AND of all the words, so `>> 24 == 0xff` says the row
/// was opaque and the bytes are its straight-alpha channels.
uint32_t gps_pack_rgb(const uint32_t *words, uint32_t width, uint8_t *row);

/// One row of straight-alpha R G B A bytes as R G B bytes into `row` (`width` * 3 bytes);
/// returns the AND of the alpha bytes, so 0xff says the row was opaque.
uint32_t gps_pack_straight_rgb(const uint8_t *rgba, uint32_t width, uint8_t *row);

/// `width` R G B pixels at `row` as R G B 255 into `into`.
void gps_widen_rgb(const uint8_t *row, uint32_t width, uint8_t *into);

/// ISA-L's AVX2 and AVX-512 code returns with the upper halves of the vector registers dirty, and
/// until a `vzeroupper` every SSE instruction after it (zlib's, libpng's, pixman's, this
/// target's) waits on them: zlib deflated the sheets three times slower after one
/// `isal_adler32`. Called after every ISA-L call.
static inline void gps_after_isal(void) {
#if defined(__x86_64__)
    if (__builtin_cpu_supports("avx")) __asm__ volatile("vzeroupper" ::: "memory");
#endif
}

#endif
