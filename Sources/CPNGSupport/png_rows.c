// Converting rows of pixels to the bytes a PNG holds: straight alpha, R G B (A) order. The
// opaque rows that make up most of a sheet take a vector shuffle where the CPU has SSSE3.
#include "png_rows.h"

#include <string.h>

// cairo's own rounding, so the file holds exactly what a straight-alpha Bitmap of the surface holds.
static uint8_t gps_unpremultiply(uint32_t channel, uint32_t alpha) {
    uint32_t value = (channel * 255 + alpha / 2) / alpha;
    return (uint8_t)(value > 255 ? 255 : value);
}

static void gps_unpremultiply_pixel(uint32_t word, uint8_t *pixel) {
    uint32_t alpha = word >> 24;
    if (alpha == 255) {
        pixel[0] = (uint8_t)(word >> 16);
        pixel[1] = (uint8_t)(word >> 8);
        pixel[2] = (uint8_t)word;
    } else if (alpha == 0) {
        pixel[0] = pixel[1] = pixel[2] = 0;
    } else {
        pixel[0] = gps_unpremultiply(word >> 16 & 0xff, alpha);
        pixel[1] = gps_unpremultiply(word >> 8 & 0xff, alpha);
        pixel[2] = gps_unpremultiply(word & 0xff, alpha);
    }
    pixel[3] = (uint8_t)alpha;
}

static uint32_t gps_pack_rgb_scalar(const uint32_t *words, uint32_t width, uint8_t *row) {
    uint32_t bits = 0xffffffffu;
    for (uint32_t x = 0; x < width; x++) {
        uint32_t word = words[x];
        bits &= word;
        row[(size_t)x * 3] = (uint8_t)(word >> 16);
        row[(size_t)x * 3 + 1] = (uint8_t)(word >> 8);
        row[(size_t)x * 3 + 2] = (uint8_t)word;
    }
    return bits;
}

#if defined(__x86_64__) && defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
#define GPS_SSSE3 1
#include <tmmintrin.h>

// Four pixels per shuffle: B G R A bytes in, R G B out. Each 16-byte store runs 4 bytes past the
// 12 it means, so the last 2 pixels before the row's end are left to the scalar loop.
__attribute__((target("ssse3"))) static uint32_t gps_pack_rgb_ssse3(const uint32_t *words, uint32_t width,
                                                                   uint8_t *row) {
    const __m128i order = _mm_setr_epi8(2, 1, 0, 6, 5, 4, 10, 9, 8, 14, 13, 12, -1, -1, -1, -1);
    __m128i bits = _mm_set1_epi32(-1);
    uint32_t x = 0;
    for (; x + 6 <= width; x += 4) {
        __m128i pixels = _mm_loadu_si128((const __m128i *)(const void *)(words + x));
        bits = _mm_and_si128(bits, pixels);
        _mm_storeu_si128((__m128i *)(void *)(row + (size_t)x * 3), _mm_shuffle_epi8(pixels, order));
    }
    bits = _mm_and_si128(bits, _mm_shuffle_epi32(bits, _MM_SHUFFLE(1, 0, 3, 2)));
    bits = _mm_and_si128(bits, _mm_shuffle_epi32(bits, _MM_SHUFFLE(2, 3, 0, 1)));
    return (uint32_t)_mm_cvtsi128_si32(bits) & gps_pack_rgb_scalar(words + x, width - x, row + (size_t)x * 3);
}
#endif

uint32_t gps_pack_rgb(const uint32_t *words, uint32_t width, uint8_t *row) {
#if defined(GPS_SSSE3)
    if (__builtin_cpu_supports("ssse3")) return gps_pack_rgb_ssse3(words, width, row);
#endif
    return gps_pack_rgb_scalar(words, width, row);
}

static uint32_t gps_pack_straight_rgb_scalar(const uint8_t *rgba, uint32_t width, uint8_t *row) {
    uint32_t alpha = 0xff;
    for (uint32_t x = 0; x < width; x++, rgba += 4, row += 3) {
        alpha &= rgba[3];
        row[0] = rgba[0];
        row[1] = rgba[1];
        row[2] = rgba[2];
    }
    return alpha;
}

#if defined(GPS_SSSE3)
// Four straight-alpha pixels per shuffle, as gps_pack_rgb_ssse3: R G B A bytes in, R G B out.
__attribute__((target("ssse3"))) static uint32_t gps_pack_straight_rgb_ssse3(const uint8_t *rgba, uint32_t width,
                                                                            uint8_t *row) {
    const __m128i order = _mm_setr_epi8(0, 1, 2, 4, 5, 6, 8, 9, 10, 12, 13, 14, -1, -1, -1, -1);
    __m128i bits = _mm_set1_epi32(-1);
    uint32_t x = 0;
    for (; x + 6 <= width; x += 4) {
        __m128i pixels = _mm_loadu_si128((const __m128i *)(const void *)(rgba + (size_t)x * 4));
        bits = _mm_and_si128(bits, pixels);
        _mm_storeu_si128((__m128i *)(void *)(row + (size_t)x * 3), _mm_shuffle_epi8(pixels, order));
    }
    bits = _mm_and_si128(bits, _mm_shuffle_epi32(bits, _MM_SHUFFLE(1, 0, 3, 2)));
    bits = _mm_and_si128(bits, _mm_shuffle_epi32(bits, _MM_SHUFFLE(2, 3, 0, 1)));
    uint32_t alpha = (uint32_t)_mm_cvtsi128_si32(bits) >> 24;
    return alpha & gps_pack_straight_rgb_scalar(rgba + (size_t)x * 4, width - x, row + (size_t)x * 3);
}
#endif

uint32_t gps_pack_straight_rgb(const uint8_t *rgba, uint32_t width, uint8_t *row) {
#if defined(GPS_SSSE3)
    if (__builtin_cpu_supports("ssse3")) return gps_pack_straight_rgb_ssse3(rgba, width, row);
#endif
    return gps_pack_straight_rgb_scalar(rgba, width, row);
}

static void gps_pack_rgba_scalar(const uint32_t *words, uint32_t width, uint8_t *row) {
    uint32_t x = 0;
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    // Blocks of 8 opaque pixels, most of a sheet, as one branch-free swizzle the compiler
    // vectorizes: the same bytes gps_unpremultiply_pixel writes for them, R G B 255.
    for (; x + 8 <= width; x += 8) {
        uint32_t opaque = 0xffffffffu;
        for (uint32_t i = 0; i < 8; i++) opaque &= words[x + i];
        if (opaque >> 24 != 0xff) {
            for (uint32_t i = 0; i < 8; i++) gps_unpremultiply_pixel(words[x + i], row + (size_t)(x + i) * 4);
            continue;
        }
        for (uint32_t i = 0; i < 8; i++) {
            uint32_t word = words[x + i];
            uint32_t rgba = (word >> 16 & 0xff) | (word & 0xff00) | (word & 0xff) << 16 | 0xff000000u;
            memcpy(row + (size_t)(x + i) * 4, &rgba, 4);
        }
    }
#endif
    for (; x < width; x++) gps_unpremultiply_pixel(words[x], row + (size_t)x * 4);
}

#if defined(GPS_SSSE3)
// Blocks of 4 opaque pixels as one shuffle, B G R A in, R G B A out; a block with a translucent
// pixel is un-premultiplied pixel by pixel.
__attribute__((target("ssse3"))) static void gps_pack_rgba_ssse3(const uint32_t *words, uint32_t width,
                                                                uint8_t *row) {
    const __m128i order = _mm_setr_epi8(2, 1, 0, 3, 6, 5, 4, 7, 10, 9, 8, 11, 14, 13, 12, 15);
    const __m128i alpha = _mm_set1_epi32((int)0xff000000u);
    uint32_t x = 0;
    for (; x + 4 <= width; x += 4) {
        __m128i pixels = _mm_loadu_si128((const __m128i *)(const void *)(words + x));
        if (_mm_movemask_epi8(_mm_cmpeq_epi32(_mm_and_si128(pixels, alpha), alpha)) != 0xffff) {
            for (uint32_t i = 0; i < 4; i++) gps_unpremultiply_pixel(words[x + i], row + (size_t)(x + i) * 4);
            continue;
        }
        _mm_storeu_si128((__m128i *)(void *)(row + (size_t)x * 4), _mm_shuffle_epi8(pixels, order));
    }
    for (; x < width; x++) gps_unpremultiply_pixel(words[x], row + (size_t)x * 4);
}
#endif

static void gps_pack_premultiplied(const uint32_t *words, uint32_t width, int channels, uint8_t *row) {
    if (channels == 3) {
        // Opaque: un-premultiplying by 255 changes nothing, so the channels are copied as they are.
        gps_pack_rgb(words, width, row);
        return;
    }
#if defined(GPS_SSSE3)
    if (__builtin_cpu_supports("ssse3")) {
        gps_pack_rgba_ssse3(words, width, row);
        return;
    }
#endif
    gps_pack_rgba_scalar(words, width, row);
}

void gps_pack_row(gps_pixels pixels, uint32_t y, int channels, uint8_t *row) {
    const uint8_t *source = gps_row(pixels, y);
    if (pixels.layout == GPS_PIXELS_PREMULTIPLIED_ARGB32) {
        gps_pack_premultiplied((const uint32_t *)(const void *)source, pixels.width, channels, row);
    } else if (channels == 4) {
        memcpy(row, source, (size_t)pixels.width * 4);
    } else {
        gps_pack_straight_rgb(source, pixels.width, row);
    }
}

void gps_unpremultiply_rows(gps_pixels pixels, uint8_t *rgba) {
    for (uint32_t y = 0; y < pixels.height; y++) gps_pack_row(pixels, y, 4, rgba + (size_t)y * pixels.width * 4);
}


static void gps_widen_rgb_scalar(const uint8_t *row, uint32_t width, uint8_t *into) {
    for (uint32_t x = 0; x < width; x++, row += 3, into += 4) {
        into[0] = row[0];
        into[1] = row[1];
        into[2] = row[2];
        into[3] = 0xff;
    }
}

#if defined(GPS_SSSE3)
// Four pixels per shuffle. Each 16-byte load reads 4 bytes past the 12 it uses, so the last
// 2 pixels before the row's end are left to the scalar loop.
__attribute__((target("ssse3"))) static void gps_widen_rgb_ssse3(const uint8_t *row, uint32_t width,
                                                                uint8_t *into) {
    const __m128i order = _mm_setr_epi8(0, 1, 2, -1, 3, 4, 5, -1, 6, 7, 8, -1, 9, 10, 11, -1);
    const __m128i alpha = _mm_set1_epi32((int)0xff000000u);
    uint32_t x = 0;
    for (; x + 6 <= width; x += 4) {
        __m128i pixels = _mm_loadu_si128((const __m128i *)(const void *)(row + (size_t)x * 3));
        _mm_storeu_si128((__m128i *)(void *)(into + (size_t)x * 4), _mm_or_si128(_mm_shuffle_epi8(pixels, order), alpha));
    }
    gps_widen_rgb_scalar(row + (size_t)x * 3, width - x, into + (size_t)x * 4);
}
#endif

void gps_widen_rgb(const uint8_t *row, uint32_t width, uint8_t *into) {
#if defined(GPS_SSSE3)
    if (__builtin_cpu_supports("ssse3")) {
        gps_widen_rgb_ssse3(row, width, into);
        return;
    }
#endif
    gps_widen_rgb_scalar(row, width, into);
}
