#include "box_blur.h"

#include <string.h>

gk_reciprocal gk_reciprocal_of(uint32_t width) {
    gk_reciprocal reciprocal = {width / 2, (uint32_t)((UINT64_C(1) << 32) / width + 1)};
    return reciprocal;
}

uint8_t gk_divide(gk_reciprocal reciprocal, uint32_t sum) {
    return (uint8_t)(((uint64_t)(uint32_t)(sum + reciprocal.half) * reciprocal.multiplier) >> 32);
}

// One row: out[x] = round(Σ in[x-r…x+r] / box), samples past either end being zero: the sample
// x + r + 1 enters after x is written while it lies inside the row, and x − r leaves once x ≥ r.
static void horizontal(const uint8_t *input, uint8_t *output, size_t width, size_t channels, uint32_t box) {
    const size_t radius = box / 2;
    const gk_reciprocal reciprocal = gk_reciprocal_of(box);
    const size_t first = radius < width - 1 ? radius : width - 1;
    for (size_t channel = 0; channel < channels; channel++) {
        const uint8_t *source = input + channel;
        uint8_t *target = output + channel;
        uint32_t sum = 0;
        for (size_t x = 0; x <= first; x++) sum += source[x * channels];
        for (size_t x = 0; x < width; x++) {
            target[x * channels] = gk_divide(reciprocal, sum);
            if (x + radius + 1 < width) sum += source[(x + radius + 1) * channels];
            if (x >= radius) sum -= source[(x - radius) * channels];
        }
    }
}

// Every column at once, one running sum per byte of the row, reading the pass's input from
// `source` (a copy) and writing `pixels`.
static void vertical(
    uint8_t *pixels, const uint8_t *source, uint32_t *sums, size_t row_bytes, size_t height, size_t stride,
    uint32_t box) {
    const size_t radius = box / 2;
    const gk_reciprocal reciprocal = gk_reciprocal_of(box);
    const size_t first = radius < height - 1 ? radius : height - 1;
    memset(sums, 0, row_bytes * sizeof *sums);
    for (size_t y = 0; y <= first; y++) {
        const uint8_t *line = source + y * stride;
        for (size_t column = 0; column < row_bytes; column++) sums[column] += line[column];
    }
    for (size_t y = 0; y < height; y++) {
        uint8_t *output = pixels + y * stride;
        for (size_t column = 0; column < row_bytes; column++) output[column] = gk_divide(reciprocal, sums[column]);
        if (y + radius + 1 < height) {
            const uint8_t *line = source + (y + radius + 1) * stride;
            for (size_t column = 0; column < row_bytes; column++) sums[column] += line[column];
        }
        if (y >= radius) {
            const uint8_t *line = source + (y - radius) * stride;
            for (size_t column = 0; column < row_bytes; column++) sums[column] -= line[column];
        }
    }
}

static int is_empty(const uint8_t *line, size_t count) {
    for (size_t index = 0; index < count; index++) {
        if (line[index] != 0) return 0;
    }
    return 1;
}

void gk_box_blur(
    uint8_t *pixels, size_t width, size_t height, size_t stride, size_t channels, const uint32_t *boxes,
    size_t box_count, uint8_t *rows, uint8_t *source, uint32_t *sums) {
    if (width == 0 || height == 0 || channels == 0 || box_count == 0) return;
    const size_t row_bytes = width * channels;
    for (size_t y = 0; y < height; y++) {
        uint8_t *line = pixels + y * stride;
        // Shadow masks are mostly empty padding; an empty row stays empty.
        if (is_empty(line, row_bytes)) continue;
        // Two row buffers: each pass reads one and writes the other, so a row's passes run while
        // it is in cache; the last writes the row in place.
        memcpy(rows, line, row_bytes);
        uint8_t *from = rows;
        uint8_t *into = rows + row_bytes;
        for (size_t index = 0; index < box_count; index++) {
            horizontal(from, index == box_count - 1 ? line : into, width, channels, boxes[index]);
            uint8_t *swap = from;
            from = into;
            into = swap;
        }
    }
    for (size_t index = 0; index < box_count; index++) {
        memcpy(source, pixels, stride * (height - 1) + row_bytes);
        vertical(pixels, source, sums, row_bytes, height, stride, boxes[index]);
    }
}
