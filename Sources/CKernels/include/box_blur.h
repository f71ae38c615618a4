// The three-box Gaussian blur's passes, in C because `swift test` and CI run the debug build, in
// which the same loops in Swift made a call of every add, load and division (half of a sheet's
// drawing time went to them); C without optimisation keeps them plain arithmetic. The result is
// the same byte for byte in either build, and with or without AVX2 (the intrinsics are chosen
// at run time; other processors take the same float steps in plain loops).
#ifndef GENTLE_KERNELS_BOX_BLUR_H
#define GENTLE_KERNELS_BOX_BLUR_H

#include <stddef.h>
#include <stdint.h>

/// The largest box width; keeps the float division exact.
enum { GK_MAXIMUM_BOX_WIDTH = 4095 };

/// Rounded division by a box width in float arithmetic, `⌊(sum + width/2 + ½) × (1/width)⌋`:
/// exact for every sum of up to `width` bytes when 3 ≤ width ≤ GK_MAXIMUM_BOX_WIDTH (the proof is
/// in box_blur.c; the tests check every width), and eight divisions are one AVX2 multiply.
typedef struct {
    float offset;
    float inverse;
} gk_reciprocal;

/// The reciprocal of an odd box width from 3 to GK_MAXIMUM_BOX_WIDTH.
gk_reciprocal gk_reciprocal_of(uint32_t width);

/// `(sum + width/2) / width`, as a byte, the way the blur's passes compute it.
uint8_t gk_divide(gk_reciprocal reciprocal, uint32_t sum);

/// How many of the sums 0…255 × `width` `gk_divide` gets wrong, counted at the first and last sum
/// of each quotient: its steps are monotone in the sum, as the integer quotient is, so agreeing
/// there it agrees on every sum between.
uint32_t gk_division_mismatches(uint32_t width);

/// The pixels of an image that a blur must get right; the rest it may leave half blurred.
typedef struct {
    size_t x, y, width, height;
} gk_window;

/// Blurs `height` rows of `width` pixels of `channels` interleaved bytes, rows `stride` bytes
/// apart, with each of the `box_count` boxes (odd widths from 3 to GK_MAXIMUM_BOX_WIDTH) along
/// the rows, then each down the columns; samples outside the buffer count as zero. Each pass is a
/// running sum rounded to bytes, so the cost is the same for every width and the result the same
/// whatever order rows and columns are visited in. Only the pixels inside `window` (cut to the
/// image) come out blurred; each pass computes just what the passes after it read, and the
/// pixels outside are left holding whatever that leaves there. The caller lends the scratch
/// memory: `rows` of 4 × width × channels bytes (two rows' passes at once where AVX2 is),
/// `source` of stride × (height − 1) + width × channels bytes and `sums` of width × channels
/// counters.
void gk_box_blur(
    uint8_t *pixels, size_t width, size_t height, size_t stride, size_t channels, const uint32_t *boxes,
    size_t box_count, gk_window window, uint8_t *rows, uint8_t *source, uint32_t *sums);

/// Writes inside `window` what `gk_box_blur` makes of an image whose every pixel is the
/// `channels` bytes of `pixel`, byte for byte, without reading `pixels` or writing outside the
/// window: the rows are all alike, so one row takes the horizontal passes; each of its bytes is
/// then a column of one value, and each distinct value's column takes the vertical passes once.
/// With no boxes, the window is filled with `pixel`. The caller lends the scratch memory: `rows`
/// of 3 × width × channels bytes, `columns` of 2 × n × height bytes and `sums` of n counters, n
/// being the least of 256 and width × channels.
void gk_box_blur_flat(
    uint8_t *pixels, size_t width, size_t height, size_t stride, size_t channels, const uint8_t *pixel,
    const uint32_t *boxes, size_t box_count, gk_window window, uint8_t *rows, uint8_t *columns, uint32_t *sums);

#endif
