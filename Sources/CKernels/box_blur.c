#include "box_blur.h"

#include <string.h>

gk_reciprocal gk_reciprocal_of(uint32_t width) {
    gk_reciprocal reciprocal = {width / 2, (uint32_t)((UINT64_C(1) << 32) / width + 1)};
    return reciprocal;
}

// The loops' own copy, so an optimising build inlines and vectorises it.
static inline uint8_t divide(gk_reciprocal reciprocal, uint32_t sum) {
    return (uint8_t)(((uint64_t)(uint32_t)(sum + reciprocal.half) * reciprocal.multiplier) >> 32);
}

uint8_t gk_divide(gk_reciprocal reciprocal, uint32_t sum) { return divide(reciprocal, sum); }

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
            target[x * channels] = divide(reciprocal, sum);
            if (x + radius + 1 < width) sum += source[(x + radius + 1) * channels];
            if (x >= radius) sum -= source[(x - radius) * channels];
        }
    }
}

// `horizontal` for four interleaved channels, their four running sums side by side in one pass
// over the row; each channel gets the arithmetic `horizontal` gives it.
static void horizontal_pixels(const uint8_t *input, uint8_t *output, size_t width, uint32_t box) {
    const size_t radius = box / 2;
    const gk_reciprocal reciprocal = gk_reciprocal_of(box);
    const size_t first = radius < width - 1 ? radius : width - 1;
    uint32_t sums[4] = {0, 0, 0, 0};
    for (size_t x = 0; x <= first; x++) {
        for (int channel = 0; channel < 4; channel++) sums[channel] += input[x * 4 + channel];
    }
    for (size_t x = 0; x < width; x++) {
        for (int channel = 0; channel < 4; channel++) output[x * 4 + channel] = divide(reciprocal, sums[channel]);
        if (x + radius + 1 < width) {
            const uint8_t *entering = input + (x + radius + 1) * 4;
            for (int channel = 0; channel < 4; channel++) sums[channel] += entering[channel];
        }
        if (x >= radius) {
            const uint8_t *leaving = input + (x - radius) * 4;
            for (int channel = 0; channel < 4; channel++) sums[channel] -= leaving[channel];
        }
    }
}

// Every column at once, one running sum per byte of the row, reading the pass's input from
// `source` and writing `pixels`, two buffers of the same layout; away from the top and bottom
// edges a row is written and its sums moved on in one loop.
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
        const int enters = y + radius + 1 < height;
        const int leaves = y >= radius;
        if (enters && leaves) {
            const uint8_t *enter = source + (y + radius + 1) * stride;
            const uint8_t *leave = source + (y - radius) * stride;
            for (size_t column = 0; column < row_bytes; column++) {
                const uint32_t sum = sums[column];
                output[column] = divide(reciprocal, sum);
                sums[column] = sum + enter[column] - leave[column];
            }
            continue;
        }
        for (size_t column = 0; column < row_bytes; column++) output[column] = divide(reciprocal, sums[column]);
        if (enters) {
            const uint8_t *line = source + (y + radius + 1) * stride;
            for (size_t column = 0; column < row_bytes; column++) sums[column] += line[column];
        }
        if (leaves) {
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

// One row's horizontal passes, in place: two row buffers, each pass reading one and writing the
// other, so a row's passes run while it is in cache; the last writes the row.
static void blur_row(
    uint8_t *line, size_t width, size_t channels, const uint32_t *boxes, size_t box_count, uint8_t *rows) {
    const size_t row_bytes = width * channels;
    // Shadow masks are mostly empty padding; an empty row stays empty.
    if (is_empty(line, row_bytes)) return;
    memcpy(rows, line, row_bytes);
    uint8_t *from = rows;
    uint8_t *into = rows + row_bytes;
    for (size_t index = 0; index < box_count; index++) {
        uint8_t *target = index == box_count - 1 ? line : into;
        if (channels == 4) {
            horizontal_pixels(from, target, width, boxes[index]);
        } else {
            horizontal(from, target, width, channels, boxes[index]);
        }
        uint8_t *swap = from;
        from = into;
        into = swap;
    }
}

void gk_box_blur(
    uint8_t *pixels, size_t width, size_t height, size_t stride, size_t channels, const uint32_t *boxes,
    size_t box_count, uint8_t *rows, uint8_t *source, uint32_t *sums) {
    if (width == 0 || height == 0 || channels == 0 || box_count == 0) return;
    const size_t row_bytes = width * channels;
    const size_t bytes = stride * (height - 1) + row_bytes;
    for (size_t y = 0; y < height; y++) blur_row(pixels + y * stride, width, channels, boxes, box_count, rows);
    // The column passes read one buffer and write the other, the last writing `pixels`: with an
    // odd count the first reads a copy, with an even count `source` is written first.
    uint8_t *from = pixels;
    uint8_t *into = source;
    if (box_count % 2 == 1) {
        memcpy(source, pixels, bytes);
        from = source;
        into = pixels;
    }
    for (size_t index = 0; index < box_count; index++) {
        vertical(into, from, sums, row_bytes, height, stride, boxes[index]);
        uint8_t *swap = from;
        from = into;
        into = swap;
    }
}

void gk_box_blur_flat(
    uint8_t *pixels, size_t width, size_t height, size_t stride, size_t channels, const uint8_t *pixel,
    const uint32_t *boxes, size_t box_count, uint8_t *rows, uint8_t *columns, uint32_t *sums) {
    if (width == 0 || height == 0 || channels == 0) return;
    const size_t row_bytes = width * channels;
    // Every row is the same before the horizontal passes, so it is the same after them: blur one.
    uint8_t *row = rows + 2 * row_bytes;
    for (size_t x = 0; x < width; x++) memcpy(row + x * channels, pixel, channels);
    blur_row(row, width, channels, boxes, box_count, rows);
    // Each byte of that row is now a column of one value, and a column's vertical passes see only
    // that value: the columns of the row's distinct values, side by side, are blurred as the
    // image's columns would be.
    int16_t slot[256];
    for (size_t value = 0; value < 256; value++) slot[value] = -1;
    uint8_t values[256];
    size_t count = 0;
    for (size_t index = 0; index < row_bytes; index++) {
        if (slot[row[index]] < 0) {
            slot[row[index]] = (int16_t)count;
            values[count++] = row[index];
        }
    }
    uint8_t *blurred = columns;
    uint8_t *source = columns + count * height;
    for (size_t y = 0; y < height; y++) memcpy(blurred + y * count, values, count);
    for (size_t index = 0; index < box_count; index++) {
        memcpy(source, blurred, count * height);
        vertical(blurred, source, sums, count, height, count, boxes[index]);
    }
    // A row whose every column kept its value is the blurred row; the others look each byte up.
    for (size_t y = 0; y < height; y++) {
        uint8_t *line = pixels + y * stride;
        const uint8_t *column_values = blurred + y * count;
        if (memcmp(column_values, values, count) == 0) {
            memcpy(line, row, row_bytes);
            continue;
        }
        for (size_t index = 0; index < row_bytes; index++) line[index] = column_values[slot[row[index]]];
    }
}
