#include "box_blur.h"

#include <string.h>

#if defined(__x86_64__)
#include <immintrin.h>
#endif

// Why the float quotient is exact. A sum of up to `width` bytes is at most 255 × width, so
// n = sum + ⌊width/2⌋ < 255 × 4096 + 2048 < 2^21, and n + ½ (the `offset` added in float) is
// exact in a float's 24-bit significand. `inverse` is 1/width within a relative 2^-24, and the
// product is rounded within another 2^-24, so the computed value is (n + ½)/width within a
// relative 2^-23 + 2^-48; that quotient is at most 255.5, so the error is below 256 × 2^-23 ≈
// 3.1e-5. The exact (n + ½)/width lies at least ½/width ≥ ½/4095 ≈ 1.2e-4 from every integer
// (n + ½ − k × width is a half-integer), so the error cannot carry it across one: truncating gives
// ⌊(n + ½)/width⌋ = ⌊n/width⌋, the rounded quotient, for every such sum. Each step is monotone
// in the sum, which the tests use to check every sum of every width from the quotients' edges.
gk_reciprocal gk_reciprocal_of(uint32_t width) {
    gk_reciprocal reciprocal = {(float)(width / 2) + 0.5f, 1.0f / (float)width};
    return reciprocal;
}

// The loops' own copy, so an optimising build inlines it.
static inline uint8_t divide(gk_reciprocal reciprocal, uint32_t sum) {
    return (uint8_t)(uint32_t)(((float)sum + reciprocal.offset) * reciprocal.inverse);
}

uint8_t gk_divide(gk_reciprocal reciprocal, uint32_t sum) { return divide(reciprocal, sum); }

uint32_t gk_division_mismatches(uint32_t width) {
    const gk_reciprocal reciprocal = gk_reciprocal_of(width);
    const uint32_t half = width / 2;
    const uint32_t last = 255 * width;
    uint32_t mismatches = 0;
    // Quotient q covers the sums from q × width − half to (q + 1) × width − half − 1.
    for (uint32_t quotient = 0; quotient <= 255; quotient++) {
        const uint32_t low = quotient * width > half ? quotient * width - half : 0;
        uint32_t high = (quotient + 1) * width - half - 1;
        if (high > last) high = last;
        if (low > high) continue;
        mismatches += divide(reciprocal, low) != quotient;
        mismatches += divide(reciprocal, high) != quotient;
    }
    return mismatches;
}

// The pixels x of a row of `width` whose running sums need no edge test: x − radius inside the
// row (it leaves), x + radius + 1 inside (it enters) and x + 1 < to (there is a next pixel).
static void plain_span(size_t width, size_t radius, size_t from, size_t to, size_t *low, size_t *high) {
    *low = from > radius ? from : radius;
    *high = width > radius + 1 ? width - radius - 1 : 0;
    if (*high > to - 1) *high = to - 1;
    if (*high < *low) *high = *low;
}

// One row, pixels from `from` to `to`: out[x] = round(Σ in[x-r…x+r] / box), samples past either
// end being zero; only the samples within the box of those pixels are read. The sample x + r + 1
// enters after x is written while it lies inside the row, and x − r leaves once x ≥ r.
static void horizontal(
    const uint8_t *input, uint8_t *output, size_t width, size_t channels, uint32_t box, size_t from, size_t to) {
    const size_t radius = box / 2;
    const gk_reciprocal reciprocal = gk_reciprocal_of(box);
    const size_t start = from > radius ? from - radius : 0;
    const size_t end = from + radius + 1 < width ? from + radius + 1 : width;
    size_t low, high;
    plain_span(width, radius, from, to, &low, &high);
    for (size_t channel = 0; channel < channels; channel++) {
        const uint8_t *source = input + channel;
        uint8_t *target = output + channel;
        uint32_t sum = 0;
        for (size_t x = start; x < end; x++) sum += source[x * channels];
        for (size_t x = from; x < to; x++) {
            for (; x >= low && x < high; x++) {
                target[x * channels] = divide(reciprocal, sum);
                sum += source[(x + radius + 1) * channels];
                sum -= source[(x - radius) * channels];
            }
            target[x * channels] = divide(reciprocal, sum);
            if (x + 1 == to) break;
            if (x + radius + 1 < width) sum += source[(x + radius + 1) * channels];
            if (x >= radius) sum -= source[(x - radius) * channels];
        }
    }
}

#if defined(__x86_64__)
// Where the processor has AVX2 (asked once per pass), the passes take 32 bytes, or two rows'
// pixels, a step in 256-bit registers: the same integer sums and the same float steps lane by
// lane as the plain loops, which take the rest and every pass elsewhere, so the bytes are the same.
static int has_avx2(void) { return __builtin_cpu_supports("avx2"); }

// `divide` of eight 32-bit sums at once: cvtdq2ps, addps, mulps and cvttps2dq, written as vector
// arithmetic rather than intrinsics. Unoptimised, as `swift test` builds it, each intrinsic copies
// its 32-byte operands through the stack in 8-byte pieces and reads them back whole, a stalled
// load each; that made this line half the blur's time there. Optimised, the two are the same code.
typedef float gk_float8 __attribute__((vector_size(32)));
typedef int32_t gk_int8 __attribute__((vector_size(32)));
__attribute__((target("avx2"))) static inline __m256i divide8(__m256i sums, __m256 offset, __m256 inverse) {
    const gk_float8 floats = __builtin_convertvector((gk_int8)sums, gk_float8);
    return (__m256i)__builtin_convertvector((floats + (gk_float8)offset) * (gk_float8)inverse, gk_int8);
}

// Four bytes as four 32-bit lanes.
static inline __m128i load_pixel(const uint8_t *bytes) {
    int32_t word;
    memcpy(&word, bytes, 4);
    const __m128i zero = _mm_setzero_si128();
    return _mm_unpacklo_epi16(_mm_unpacklo_epi8(_mm_cvtsi32_si128(word), zero), zero);
}

// One pixel of each of two rows as the two halves of a register, and back.
__attribute__((target("avx2"))) static inline __m256i load_pixel_pair(const uint8_t *first, const uint8_t *second) {
    return _mm256_inserti128_si256(_mm256_castsi128_si256(load_pixel(first)), load_pixel(second), 1);
}

__attribute__((target("avx2"))) static inline void store_pixel_pair(uint8_t *first, uint8_t *second, __m256i quotients) {
    __m256i packed = _mm256_packs_epi32(quotients, quotients);
    packed = _mm256_packus_epi16(packed, packed);
    const int32_t first_word = _mm_cvtsi128_si32(_mm256_castsi256_si128(packed));
    const int32_t second_word = _mm_cvtsi128_si32(_mm256_extracti128_si256(packed, 1));
    memcpy(first, &first_word, 4);
    memcpy(second, &second_word, 4);
}

// `horizontal` for four interleaved channels of two rows at once: a pixel's four running sums side
// by side, the first row's in the low 128-bit half of every register and the second's in the
// high half (AVX2's unpacks and packs work within each half), so each row gets the arithmetic
// `horizontal` gives it. One row alone is passed as both. Four pixels a step while four are
// left before `high`: their entering and leaving samples loaded and differenced together, their
// quotients stored as one.
__attribute__((target("avx2"))) static void horizontal_pixel_pairs(
    const uint8_t *first_input, const uint8_t *second_input, uint8_t *first_output, uint8_t *second_output,
    size_t width, uint32_t box, size_t from, size_t to) {
    const size_t radius = box / 2;
    const gk_reciprocal reciprocal = gk_reciprocal_of(box);
    const __m256 offset = _mm256_set1_ps(reciprocal.offset);
    const __m256 inverse = _mm256_set1_ps(reciprocal.inverse);
    const size_t start = from > radius ? from - radius : 0;
    const size_t end = from + radius + 1 < width ? from + radius + 1 : width;
    size_t low, high;
    plain_span(width, radius, from, to, &low, &high);
    __m256i sum = _mm256_setzero_si256();
    for (size_t x = start; x < end; x++) {
        sum = _mm256_add_epi32(sum, load_pixel_pair(first_input + x * 4, second_input + x * 4));
    }
    const __m256i zero = _mm256_setzero_si256();
    for (size_t x = from; x < to; x++) {
        if (x >= low) {
            const size_t end = x + ((high > x ? high - x : 0) & ~(size_t)3);
            for (; x < end; x += 4) {
                const __m256i entering = _mm256_inserti128_si256(
                    _mm256_castsi128_si256(_mm_loadu_si128((const __m128i *)(first_input + (x + radius + 1) * 4))),
                    _mm_loadu_si128((const __m128i *)(second_input + (x + radius + 1) * 4)), 1);
                const __m256i leaving = _mm256_inserti128_si256(
                    _mm256_castsi128_si256(_mm_loadu_si128((const __m128i *)(first_input + (x - radius) * 4))),
                    _mm_loadu_si128((const __m128i *)(second_input + (x - radius) * 4)), 1);
                const __m256i low_change =
                    _mm256_sub_epi16(_mm256_unpacklo_epi8(entering, zero), _mm256_unpacklo_epi8(leaving, zero));
                const __m256i high_change =
                    _mm256_sub_epi16(_mm256_unpackhi_epi8(entering, zero), _mm256_unpackhi_epi8(leaving, zero));
                const __m256i change0 = _mm256_srai_epi32(_mm256_unpacklo_epi16(low_change, low_change), 16);
                const __m256i change1 = _mm256_srai_epi32(_mm256_unpackhi_epi16(low_change, low_change), 16);
                const __m256i change2 = _mm256_srai_epi32(_mm256_unpacklo_epi16(high_change, high_change), 16);
                const __m256i change3 = _mm256_srai_epi32(_mm256_unpackhi_epi16(high_change, high_change), 16);
                const __m256i sum1 = _mm256_add_epi32(sum, change0);
                const __m256i sum2 = _mm256_add_epi32(sum1, change1);
                const __m256i sum3 = _mm256_add_epi32(sum2, change2);
                const __m256i quotient0 = divide8(sum, offset, inverse);
                const __m256i quotient1 = divide8(sum1, offset, inverse);
                const __m256i quotient2 = divide8(sum2, offset, inverse);
                const __m256i quotient3 = divide8(sum3, offset, inverse);
                sum = _mm256_add_epi32(sum3, change3);
                const __m256i packed = _mm256_packus_epi16(
                    _mm256_packs_epi32(quotient0, quotient1), _mm256_packs_epi32(quotient2, quotient3));
                _mm_storeu_si128((__m128i *)(first_output + x * 4), _mm256_castsi256_si128(packed));
                _mm_storeu_si128((__m128i *)(second_output + x * 4), _mm256_extracti128_si256(packed, 1));
            }
        }
        for (; x >= low && x < high; x++) {
            store_pixel_pair(first_output + x * 4, second_output + x * 4, divide8(sum, offset, inverse));
            const __m256i change = _mm256_sub_epi32(
                load_pixel_pair(first_input + (x + radius + 1) * 4, second_input + (x + radius + 1) * 4),
                load_pixel_pair(first_input + (x - radius) * 4, second_input + (x - radius) * 4));
            sum = _mm256_add_epi32(sum, change);
        }
        store_pixel_pair(first_output + x * 4, second_output + x * 4, divide8(sum, offset, inverse));
        if (x + 1 == to) break;
        if (x + radius + 1 < width) {
            sum = _mm256_add_epi32(sum, load_pixel_pair(first_input + (x + radius + 1) * 4, second_input + (x + radius + 1) * 4));
        }
        if (x >= radius) {
            sum = _mm256_sub_epi32(sum, load_pixel_pair(first_input + (x - radius) * 4, second_input + (x - radius) * 4));
        }
    }
}
#endif

#if defined(__x86_64__)
// `move_sums` 32 bytes a step; returns how many bytes it did.
__attribute__((target("avx2"))) static size_t move_sums_avx2(
    uint32_t *sums, const uint8_t *line, size_t count, int subtract) {
    size_t index = 0;
    for (; index + 32 <= count; index += 32) {
        for (size_t part = 0; part < 32; part += 8) {
            __m256i *lane = (__m256i *)(sums + index + part);
            const __m256i bytes = _mm256_cvtepu8_epi32(_mm_loadl_epi64((const __m128i *)(line + index + part)));
            const __m256i current = _mm256_loadu_si256(lane);
            _mm256_storeu_si256(lane, subtract ? _mm256_sub_epi32(current, bytes) : _mm256_add_epi32(current, bytes));
        }
    }
    return index;
}

// `divide_line` 32 bytes a step; returns how many bytes it did.
__attribute__((target("avx2"))) static size_t divide_line_avx2(
    uint8_t *output, uint32_t *sums, const uint8_t *enter, const uint8_t *leave, size_t count,
    gk_reciprocal reciprocal) {
    const __m256 offset = _mm256_set1_ps(reciprocal.offset);
    const __m256 inverse = _mm256_set1_ps(reciprocal.inverse);
    // packs and packus work within each 128-bit half: this puts the four groups of each back in order.
    const __m256i order = _mm256_setr_epi32(0, 4, 1, 5, 2, 6, 3, 7);
    size_t index = 0;
    for (; index + 32 <= count; index += 32) {
        __m256i *lanes = (__m256i *)(sums + index);
        __m256i sum[4];
        __m256i quotient[4];
        for (int part = 0; part < 4; part++) {
            sum[part] = _mm256_loadu_si256(lanes + part);
            quotient[part] = divide8(sum[part], offset, inverse);
        }
        const __m256i packed = _mm256_packus_epi16(
            _mm256_packs_epi32(quotient[0], quotient[1]), _mm256_packs_epi32(quotient[2], quotient[3]));
        _mm256_storeu_si256((__m256i *)(output + index), _mm256_permutevar8x32_epi32(packed, order));
        if (enter == NULL) continue;
        for (int half = 0; half < 2; half++) {
            const __m128i entering = _mm_loadu_si128((const __m128i *)(enter + index + 16 * half));
            const __m128i leaving = _mm_loadu_si128((const __m128i *)(leave + index + 16 * half));
            const __m256i change = _mm256_sub_epi16(_mm256_cvtepu8_epi16(entering), _mm256_cvtepu8_epi16(leaving));
            sum[2 * half] = _mm256_add_epi32(sum[2 * half], _mm256_cvtepi16_epi32(_mm256_castsi256_si128(change)));
            sum[2 * half + 1] =
                _mm256_add_epi32(sum[2 * half + 1], _mm256_cvtepi16_epi32(_mm256_extracti128_si256(change, 1)));
        }
        for (int part = 0; part < 4; part++) _mm256_storeu_si256(lanes + part, sum[part]);
    }
    return index;
}
#endif

// sums[i] += line[i] for `count` bytes, or −= when `subtract`; inlined with `subtract` a
// constant, so each caller gets a loop of its own. `avx2` says whether the processor has it.
static inline void move_sums(uint32_t *sums, const uint8_t *line, size_t count, int subtract, int avx2) {
    size_t index = 0;
#if defined(__x86_64__)
    if (avx2) index = move_sums_avx2(sums, line, count, subtract);
#else
    (void)avx2;
#endif
    for (; index < count; index++) sums[index] = subtract ? sums[index] - line[index] : sums[index] + line[index];
}

// output[i] = divide(sums[i]) for `count` bytes; then, when `enter` and `leave` are given, each
// sum moves on by enter[i] − leave[i] in the same loop.
static void divide_line(
    uint8_t *output, uint32_t *sums, const uint8_t *enter, const uint8_t *leave, size_t count,
    gk_reciprocal reciprocal, int avx2) {
    size_t index = 0;
#if defined(__x86_64__)
    if (avx2) index = divide_line_avx2(output, sums, enter, leave, count, reciprocal);
#else
    (void)avx2;
#endif
    for (; index < count; index++) {
        const uint32_t sum = sums[index];
        output[index] = divide(reciprocal, sum);
        if (enter != NULL) sums[index] = sum + enter[index] - leave[index];
    }
}

// Rows `top` to `bottom` of `count` byte columns at once, one running sum per column, reading the
// pass's input from `source` and writing `pixels`, two buffers of the same layout; only the rows
// within the box of those rows are read. Away from the top and bottom edges a row is written
// and its sums moved on in one loop.
static void vertical(
    uint8_t *pixels, const uint8_t *source, uint32_t *sums, size_t count, size_t height, size_t stride,
    uint32_t box, size_t top, size_t bottom) {
    const size_t radius = box / 2;
    const gk_reciprocal reciprocal = gk_reciprocal_of(box);
    const size_t start = top > radius ? top - radius : 0;
    const size_t end = top + radius + 1 < height ? top + radius + 1 : height;
#if defined(__x86_64__)
    const int avx2 = has_avx2();
#else
    const int avx2 = 0;
#endif
    memset(sums, 0, count * sizeof *sums);
    for (size_t y = start; y < end; y++) move_sums(sums, source + y * stride, count, 0, avx2);
    for (size_t y = top; y < bottom; y++) {
        uint8_t *output = pixels + y * stride;
        const int last = y + 1 == bottom;
        const int enters = !last && y + radius + 1 < height;
        const int leaves = !last && y >= radius;
        if (enters && leaves) {
            divide_line(
                output, sums, source + (y + radius + 1) * stride, source + (y - radius) * stride, count, reciprocal,
                avx2);
            continue;
        }
        divide_line(output, sums, NULL, NULL, count, reciprocal, avx2);
        if (enters) move_sums(sums, source + (y + radius + 1) * stride, count, 0, avx2);
        if (leaves) move_sums(sums, source + (y - radius) * stride, count, 1, avx2);
    }
}

static int is_empty(const uint8_t *line, size_t count) {
    for (size_t index = 0; index < count; index++) {
        if (line[index] != 0) return 0;
    }
    return 1;
}

// How far the boxes after the first `done` reach together: what a pass must produce beyond the
// window for the passes after it.
static size_t reach_after(const uint32_t *boxes, size_t box_count, size_t done) {
    size_t reach = 0;
    for (size_t index = done; index < box_count; index++) reach += boxes[index] / 2;
    return reach;
}

// [from − reach, to + reach) within [0, limit).
static void grown(size_t from, size_t to, size_t reach, size_t limit, size_t *low, size_t *high) {
    *low = from > reach ? from - reach : 0;
    *high = to + reach < limit ? to + reach : limit;
}

// One row's horizontal passes, in place, for the pixels from `from` to `to`: each pass produces
// only the pixels the passes after it read. The first reads the row, the last writes it, those
// between use the two row buffers, so a row's passes run while it is in cache.
static void blur_row(
    uint8_t *line, size_t width, size_t channels, const uint32_t *boxes, size_t box_count, size_t from, size_t to,
    uint8_t *rows) {
    const size_t row_bytes = width * channels;
    size_t low, high;
    grown(from, to, reach_after(boxes, box_count, 0), width, &low, &high);
    // Shadow masks are mostly empty padding; a row empty where the passes read it stays empty.
    if (is_empty(line + low * channels, (high - low) * channels)) return;
    const uint8_t *input = line;
    if (box_count == 1) {
        memcpy(rows + low * channels, line + low * channels, (high - low) * channels);
        input = rows;
    }
    for (size_t index = 0; index < box_count; index++) {
        uint8_t *target = index == box_count - 1 ? line : rows + (index % 2) * row_bytes;
        grown(from, to, reach_after(boxes, box_count, index + 1), width, &low, &high);
#if defined(__x86_64__)
        if (channels == 4 && has_avx2()) {
            horizontal_pixel_pairs(input, input, target, target, width, boxes[index], low, high);
            input = target;
            continue;
        }
#endif
        horizontal(input, target, width, channels, boxes[index], low, high);
        input = target;
    }
}

#if defined(__x86_64__)
// `blur_row` for two rows of four channels at once (`horizontal_pixel_pairs`), with `rows` of
// four row buffers; a row empty where the passes read it stays as it is, and the other is blurred
// alone.
static void blur_row_pair(
    uint8_t *first, uint8_t *second, size_t width, const uint32_t *boxes, size_t box_count, size_t from, size_t to,
    uint8_t *rows) {
    const size_t row_bytes = width * 4;
    size_t low, high;
    grown(from, to, reach_after(boxes, box_count, 0), width, &low, &high);
    const int first_empty = is_empty(first + low * 4, (high - low) * 4);
    const int second_empty = is_empty(second + low * 4, (high - low) * 4);
    if (first_empty || second_empty) {
        if (!first_empty) blur_row(first, width, 4, boxes, box_count, from, to, rows);
        if (!second_empty) blur_row(second, width, 4, boxes, box_count, from, to, rows);
        return;
    }
    uint8_t *second_rows = rows + 2 * row_bytes;
    const uint8_t *first_input = first, *second_input = second;
    if (box_count == 1) {
        memcpy(rows + low * 4, first + low * 4, (high - low) * 4);
        memcpy(second_rows + low * 4, second + low * 4, (high - low) * 4);
        first_input = rows;
        second_input = second_rows;
    }
    for (size_t index = 0; index < box_count; index++) {
        const int last = index == box_count - 1;
        uint8_t *first_target = last ? first : rows + (index % 2) * row_bytes;
        uint8_t *second_target = last ? second : second_rows + (index % 2) * row_bytes;
        grown(from, to, reach_after(boxes, box_count, index + 1), width, &low, &high);
        horizontal_pixel_pairs(first_input, second_input, first_target, second_target, width, boxes[index], low, high);
        first_input = first_target;
        second_input = second_target;
    }
}
#endif

// The part of `window` inside a `width` × `height` image, as [left, right) × [top, bottom); 0 when
// nothing of it is.
static int clipped(
    gk_window window, size_t width, size_t height, size_t *left, size_t *right, size_t *top, size_t *bottom) {
    if (window.x >= width || window.y >= height || window.width == 0 || window.height == 0) return 0;
    *left = window.x;
    *right = window.width < width - window.x ? window.x + window.width : width;
    *top = window.y;
    *bottom = window.height < height - window.y ? window.y + window.height : height;
    return 1;
}

void gk_box_blur(
    uint8_t *pixels, size_t width, size_t height, size_t stride, size_t channels, const uint32_t *boxes,
    size_t box_count, gk_window window, uint8_t *rows, uint8_t *source, uint32_t *sums) {
    if (width == 0 || height == 0 || channels == 0 || box_count == 0) return;
    size_t left, right, top, bottom;
    if (!clipped(window, width, height, &left, &right, &top, &bottom)) return;
    const size_t first = left * channels;
    const size_t count = (right - left) * channels;
    // The rows the first column pass reads.
    size_t low, high;
    grown(top, bottom, reach_after(boxes, box_count, 0), height, &low, &high);
    size_t y = low;
#if defined(__x86_64__)
    if (channels == 4 && has_avx2()) {
        for (; y + 1 < high; y += 2) {
            blur_row_pair(pixels + y * stride, pixels + (y + 1) * stride, width, boxes, box_count, left, right, rows);
        }
    }
#endif
    for (; y < high; y++) blur_row(pixels + y * stride, width, channels, boxes, box_count, left, right, rows);
    // The column passes read one buffer and write the other, the last writing `pixels`: with an
    // odd count the first reads a copy, with an even count `source` is written first.
    uint8_t *from = pixels;
    uint8_t *into = source;
    if (box_count % 2 == 1) {
        for (size_t y = low; y < high; y++) memcpy(source + y * stride + first, pixels + y * stride + first, count);
        from = source;
        into = pixels;
    }
    for (size_t index = 0; index < box_count; index++) {
        size_t produced_low, produced_high;
        grown(top, bottom, reach_after(boxes, box_count, index + 1), height, &produced_low, &produced_high);
        vertical(into + first, from + first, sums, count, height, stride, boxes[index], produced_low, produced_high);
        uint8_t *swap = from;
        from = into;
        into = swap;
    }
}

void gk_box_blur_flat(
    uint8_t *pixels, size_t width, size_t height, size_t stride, size_t channels, const uint8_t *pixel,
    const uint32_t *boxes, size_t box_count, gk_window window, uint8_t *rows, uint8_t *columns, uint32_t *sums) {
    if (width == 0 || height == 0 || channels == 0) return;
    size_t left, right, top, bottom;
    if (!clipped(window, width, height, &left, &right, &top, &bottom)) return;
    const size_t row_bytes = width * channels;
    const size_t first = left * channels;
    const size_t window_bytes = (right - left) * channels;
    // Every row is the same before the horizontal passes, so it is the same after them: blur one.
    uint8_t *row = rows + 2 * row_bytes;
    for (size_t x = 0; x < width; x++) memcpy(row + x * channels, pixel, channels);
    blur_row(row, width, channels, boxes, box_count, left, right, rows);
    // Each byte of that row is now a column of one value, and a column's vertical passes see only
    // that value: the columns of the window's distinct values, side by side, are blurred as the
    // image's columns would be.
    int16_t slot[256];
    for (size_t value = 0; value < 256; value++) slot[value] = -1;
    uint8_t values[256];
    size_t count = 0;
    for (size_t index = first; index < first + window_bytes; index++) {
        if (slot[row[index]] < 0) {
            slot[row[index]] = (int16_t)count;
            values[count++] = row[index];
        }
    }
    uint8_t *blurred = columns;
    uint8_t *source = columns + count * height;
    size_t low, high;
    grown(top, bottom, reach_after(boxes, box_count, 0), height, &low, &high);
    for (size_t y = low; y < high; y++) memcpy(blurred + y * count, values, count);
    for (size_t index = 0; index < box_count; index++) {
        // The rows this pass reads, which the pass before it wrote.
        grown(top, bottom, reach_after(boxes, box_count, index), height, &low, &high);
        memcpy(source + low * count, blurred + low * count, (high - low) * count);
        grown(top, bottom, reach_after(boxes, box_count, index + 1), height, &low, &high);
        vertical(blurred, source, sums, count, height, count, boxes[index], low, high);
    }
    // A row whose every column kept its value is the blurred row; the others look each byte up.
    for (size_t y = top; y < bottom; y++) {
        uint8_t *line = pixels + y * stride;
        const uint8_t *column_values = blurred + y * count;
        if (memcmp(column_values, values, count) == 0) {
            memcpy(line + first, row + first, window_bytes);
            continue;
        }
        for (size_t index = first; index < first + window_bytes; index++) line[index] = column_values[slot[row[index]]];
    }
}
