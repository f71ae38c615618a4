// The fast PNG writer: pixels are converted strip by strip into unfiltered rows and handed to
// ISA-L's igzip, which deflates flat UI art several times quicker than zlib; the chunks around
// the stream are written here. One pass does both the opaque check and the RGB conversion: rows
// are packed as RGB on the assumption that the image is opaque, and the first translucent pixel
// restarts the stream as RGBA (a transparent page shows one in its first row).
#include "png_support.h"
#include "png_rows.h"

#include <isa-l/crc.h>
#include <isa-l/igzip_lib.h>
#include <stdlib.h>
#include <string.h>

// Input handed to igzip per call: large enough that call overhead vanishes, small enough to
// stay in cache beside igzip's history.
#define GPS_STRIP_BYTES ((size_t)256 * 1024)
// IDAT chunks are cut at this size so streaming readers need no huge chunk buffer.
#define GPS_IDAT_BYTES ((size_t)1 << 20)

static int gps_put(gps_buffer *out, const void *bytes, size_t length) {
    if (length > out->capacity - out->count) {
        size_t capacity = out->capacity < 65536 ? 65536 : out->capacity;
        while (capacity - out->count < length) capacity *= 2;
        uint8_t *grown = realloc(out->bytes, capacity);
        if (grown == NULL) return 0;
        out->bytes = grown;
        out->capacity = capacity;
    }
    memcpy(out->bytes + out->count, bytes, length);
    out->count += length;
    return 1;
}

static void gps_store_be32(uint8_t *into, uint32_t value) {
    into[0] = (uint8_t)(value >> 24);
    into[1] = (uint8_t)(value >> 16);
    into[2] = (uint8_t)(value >> 8);
    into[3] = (uint8_t)value;
}

// One chunk: length, type, the data given in up to two parts (a text chunk's key and value),
// then the CRC of type and data.
static int gps_put_chunk(gps_buffer *out, const char type[4], const void *first, size_t first_length,
                         const void *second, size_t second_length) {
    uint8_t head[8];
    gps_store_be32(head, (uint32_t)(first_length + second_length));
    memcpy(head + 4, type, 4);
    uint32_t crc = crc32_gzip_refl(0, head + 4, 4);
    if (first_length > 0) crc = crc32_gzip_refl(crc, first, first_length);
    if (second_length > 0) crc = crc32_gzip_refl(crc, second, second_length);
    uint8_t tail[4];
    gps_store_be32(tail, crc);
    return gps_put(out, head, 8) && (first_length == 0 || gps_put(out, first, first_length))
        && (second_length == 0 || gps_put(out, second, second_length)) && gps_put(out, tail, 4);
}

// tEXt is keyword NUL text; iTXt is keyword NUL, flag 0 and method 0 (uncompressed), an empty
// language tag and translated keyword (NUL each), then UTF-8 text — as libpng writes them.
static int gps_put_text(gps_buffer *out, const gps_text_entry *entry) {
    size_t key_length = strlen(entry->key), value_length = strlen(entry->value);
    uint8_t key[79 + 5];
    if (key_length == 0 || key_length > 79) return 0;
    memcpy(key, entry->key, key_length);
    memset(key + key_length, 0, 5);
    if (entry->utf8) return gps_put_chunk(out, "iTXt", key, key_length + 5, entry->value, value_length);
    return gps_put_chunk(out, "tEXt", key, key_length + 1, entry->value, value_length);
}

// Packs rows [y, y + count) as filter-0 RGB; returns 0 at the first translucent pixel.
static int gps_pack_opaque_rows(gps_pixels pixels, uint32_t y, uint32_t count, uint8_t *into) {
    for (uint32_t row = y; row < y + count; row++) {
        const uint8_t *source = pixels.data + (size_t)row * pixels.stride;
        *into++ = 0;
        uint32_t alpha = 0xff;
        if (pixels.layout == GPS_PIXELS_PREMULTIPLIED_ARGB32) {
            const uint32_t *words = (const uint32_t *)(const void *)source;
            uint32_t bits = 0xffffffffu;
            for (uint32_t x = 0; x < pixels.width; x++) {
                uint32_t word = words[x];
                bits &= word;
                into[0] = (uint8_t)(word >> 16);
                into[1] = (uint8_t)(word >> 8);
                into[2] = (uint8_t)word;
                into += 3;
            }
            alpha = bits >> 24;
        } else {
            for (uint32_t x = 0; x < pixels.width; x++) {
                alpha &= source[3];
                into[0] = source[0];
                into[1] = source[1];
                into[2] = source[2];
                into += 3;
                source += 4;
            }
        }
        if (alpha != 0xff) return 0;
    }
    return 1;
}

static void gps_pack_rows(gps_pixels pixels, uint32_t y, uint32_t count, int channels, uint8_t *into) {
    size_t row_bytes = 1 + (size_t)pixels.width * (size_t)channels;
    for (uint32_t row = y; row < y + count; row++, into += row_bytes) {
        into[0] = 0;
        gps_pack_row(pixels, row, channels, into + 1);
    }
}

// Deflates all rows into `stream` as a zlib stream; returns 0 when a translucent pixel turns up
// while packing RGB, GPS_OK, or GPS_OUT_OF_MEMORY / GPS_LIBPNG_ERROR.
static int gps_deflate_rows(gps_pixels pixels, int channels, int level, uint8_t *strip, uint8_t *level_buffer,
                            uint32_t level_buffer_size, gps_buffer *stream, int *translucent) {
    size_t row_bytes = 1 + (size_t)pixels.width * (size_t)channels;
    uint32_t rows_per_strip = (uint32_t)(GPS_STRIP_BYTES / row_bytes);
    if (rows_per_strip == 0) rows_per_strip = 1;
    struct isal_zstream z;
    isal_deflate_init(&z);
    z.gzip_flag = IGZIP_ZLIB;
    z.level = (uint32_t)level;
    z.level_buf = level_buffer;
    z.level_buf_size = level_buffer_size;
    stream->count = 0;
    *translucent = 0;
    for (uint32_t y = 0; y < pixels.height; y += rows_per_strip) {
        uint32_t count = pixels.height - y < rows_per_strip ? pixels.height - y : rows_per_strip;
        if (channels == 3) {
            if (!gps_pack_opaque_rows(pixels, y, count, strip)) {
                *translucent = 1;
                return GPS_OK;
            }
        } else {
            gps_pack_rows(pixels, y, count, channels, strip);
        }
        z.next_in = strip;
        z.avail_in = (uint32_t)(row_bytes * count);
        z.end_of_stream = y + count == pixels.height;
        do {
            if (stream->capacity - stream->count < 65536) {
                size_t capacity = stream->capacity < 65536 ? 262144 : stream->capacity * 2;
                uint8_t *grown = realloc(stream->bytes, capacity);
                if (grown == NULL) return GPS_OUT_OF_MEMORY;
                stream->bytes = grown;
                stream->capacity = capacity;
            }
            z.next_out = stream->bytes + stream->count;
            z.avail_out = (uint32_t)(stream->capacity - stream->count);
            if (isal_deflate(&z) != COMP_OK) return GPS_LIBPNG_ERROR;
            stream->count = (size_t)(z.next_out - stream->bytes);
        } while (z.avail_in > 0 || (z.end_of_stream && z.internal_state.state != ZSTATE_END));
    }
    return GPS_OK;
}

static int gps_write_container(gps_pixels pixels, int channels, const gps_text_entry *texts, int text_count,
                               const gps_buffer *stream, gps_buffer *out) {
    static const uint8_t signature[8] = { 0x89, 'P', 'N', 'G', '\r', '\n', 0x1a, '\n' };
    uint8_t header[13];
    gps_store_be32(header, pixels.width);
    gps_store_be32(header + 4, pixels.height);
    header[8] = 8;
    header[9] = channels == 3 ? 2 : 6;
    header[10] = header[11] = header[12] = 0;
    if (!gps_put(out, signature, 8) || !gps_put_chunk(out, "IHDR", header, 13, NULL, 0)) return GPS_OUT_OF_MEMORY;
    for (int index = 0; index < text_count; index++) {
        if (!gps_put_text(out, &texts[index])) return GPS_LIBPNG_ERROR;
    }
    for (size_t offset = 0; offset < stream->count; offset += GPS_IDAT_BYTES) {
        size_t length = stream->count - offset < GPS_IDAT_BYTES ? stream->count - offset : GPS_IDAT_BYTES;
        if (!gps_put_chunk(out, "IDAT", stream->bytes + offset, length, NULL, 0)) return GPS_OUT_OF_MEMORY;
    }
    return gps_put_chunk(out, "IEND", NULL, 0, NULL, 0) ? GPS_OK : GPS_OUT_OF_MEMORY;
}

int gps_encode_igzip(gps_pixels pixels, int level, const gps_text_entry *texts, int text_count,
                     gps_buffer *out, char *message, size_t message_capacity) {
    memset(out, 0, sizeof *out);
    if (level < 0) level = 0;
    if (level > ISAL_DEF_MAX_LEVEL) level = ISAL_DEF_MAX_LEVEL;
    // igzip fits one Huffman code per token buffer: a small buffer (5 K tokens, not the default
    // 64 K) follows the sheets' changing content more closely, 2 % smaller for 10 % more time.
    static const uint32_t level_sizes[] = {
        0, ISAL_DEF_LVL1_REQ + ISAL_DEF_LVL1_TOKEN_SIZE * 5 * IGZIP_K,
        ISAL_DEF_LVL2_REQ + ISAL_DEF_LVL2_TOKEN_SIZE * 5 * IGZIP_K, ISAL_DEF_LVL3_DEFAULT };
    uint32_t level_buffer_size = level_sizes[level];
    size_t row_bytes = 1 + (size_t)pixels.width * 4;
    size_t strip_bytes = row_bytes > GPS_STRIP_BYTES ? row_bytes : GPS_STRIP_BYTES;
    uint8_t *strip = malloc(strip_bytes);
    uint8_t *level_buffer = level_buffer_size > 0 ? malloc(level_buffer_size) : NULL;
    gps_buffer stream = { NULL, 0, 0 };
    int status = GPS_OUT_OF_MEMORY, translucent = 0, channels = 3;
    if (strip != NULL && (level_buffer_size == 0 || level_buffer != NULL)) {
        status = gps_deflate_rows(pixels, 3, level, strip, level_buffer, level_buffer_size, &stream, &translucent);
        if (status == GPS_OK && translucent) {
            channels = 4;
            status = gps_deflate_rows(pixels, 4, level, strip, level_buffer, level_buffer_size, &stream, &translucent);
        }
        if (status == GPS_OK) status = gps_write_container(pixels, channels, texts, text_count, &stream, out);
    }
    if (status != GPS_OK && message != NULL && message_capacity > 0) {
        strncpy(message, status == GPS_OUT_OF_MEMORY ? "out of memory while encoding" : "igzip could not encode",
                message_capacity - 1);
        message[message_capacity - 1] = '\0';
    }
    free(strip);
    free(level_buffer);
    gps_buffer_free(&stream);
    if (status != GPS_OK) gps_buffer_free(out);
    return status;
}
