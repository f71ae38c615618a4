// The PNG writer for unfiltered rows, without libpng: pixels are converted strip by strip and
// handed to the deflater, and the chunks around the stream are written here. One pass does both
// the opaque check and the RGB conversion: rows are packed as RGB on the assumption that the
// image is opaque, and the first translucent pixel restarts the stream as RGBA (a transparent
// page shows one in its first row).
//
// zlib runs as a raw deflate stream with the zlib header and Adler-32 written here: zlib's own
// Adler-32 is scalar and took a quarter of its deflate time on the sheets, ISA-L's is vectorised.
// The header, the stream and the 8 KB IDAT chunks are what libpng writes with the same settings,
// so the file's bytes are libpng's. The package's own deflater (png_quick_deflate.c) is wrapped
// the same way; it takes each strip where it keeps its history, so rows are packed in place.
#include "png_support.h"
#include "png_quick_deflate.h"
#include "png_rows.h"

#include <isa-l/crc.h>
#include <isa-l/igzip_lib.h>
#include <stdlib.h>
#include <string.h>
#include <zlib.h>

// Input handed to the deflater per call: large enough that call overhead vanishes, small enough
// to stay in cache beside the deflater's history.
#define GPS_STRIP_BYTES ((size_t)256 * 1024)
// libpng's IDAT size (its zlib output buffer).
#define GPS_IDAT_BYTES ((size_t)8192)
// Deflate output is collected this many IDAT chunks at a time.
#define GPS_OUTPUT_BYTES (8 * GPS_IDAT_BYTES)

// Evaluates a step that returns a status and returns that status from the caller unless GPS_OK.
#define GPS_TRY(step)                                              \
    do {                                                           \
        int gps_step_status = (step);                              \
        if (gps_step_status != GPS_OK) return gps_step_status;     \
    } while (0)

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
    gps_after_isal();
    gps_store_be32(tail, crc);
    GPS_TRY(gps_buffer_append(out, head, 8));
    GPS_TRY(gps_buffer_append(out, first, first_length));
    GPS_TRY(gps_buffer_append(out, second, second_length));
    return gps_buffer_append(out, tail, 4);
}

// libpng's window for `length` bytes of data, up to 16 KB: the smallest that still holds it.
static int gps_window_bits(size_t length) {
    int bits = 15;
    if (length <= 16384) {
        unsigned half = 1u << (bits - 1);
        while (length + 262 <= half) {
            half >>= 1;
            bits--;
        }
    }
    return bits;
}

// libpng's optimize_cmf: the zlib header of a stream of up to 16 KB names the smallest window
// that holds `length` bytes, with its check bits made again.
static void gps_optimize_cmf(uint8_t *header, size_t length) {
    unsigned cmf = header[0];
    if (length > 16384 || (cmf & 0x0f) != 8 || (cmf & 0xf0) > 0x70) return;
    unsigned info = cmf >> 4, half = 1u << (info + 7);
    if (length > half) return;
    do {
        half >>= 1;
        info--;
    } while (info > 0 && length <= half);
    cmf = (cmf & 0x0f) | (info << 4);
    header[0] = (uint8_t)cmf;
    unsigned flags = header[1] & 0xe0;
    flags += 0x1f - ((cmf << 8) + flags) % 0x1f;
    header[1] = (uint8_t)flags;
}

// A text value deflated as libpng deflates it: zlib's default level and memLevel, the window
// for its length, then optimize_cmf. Appended to `out`.
static int gps_deflate_text(const char *value, size_t length, gps_buffer *out) {
    z_stream z;
    memset(&z, 0, sizeof z);
    int started = deflateInit2(&z, Z_DEFAULT_COMPRESSION, Z_DEFLATED, gps_window_bits(length), 8, Z_DEFAULT_STRATEGY);
    if (started != Z_OK) return started == Z_MEM_ERROR ? GPS_OUT_OF_MEMORY : GPS_DEFLATE_ERROR;
    size_t bound = deflateBound(&z, (uLong)length), start = out->count;
    int status = gps_buffer_reserve(out, bound);
    if (status == GPS_OK) {
        z.next_in = (Bytef *)(uintptr_t)value;
        z.avail_in = (uInt)length;
        z.next_out = out->bytes + start;
        z.avail_out = (uInt)bound;
        if (deflate(&z, Z_FINISH) == Z_STREAM_END) {
            out->count = start + z.total_out;
            gps_optimize_cmf(out->bytes + start, length);
        } else {
            status = GPS_DEFLATE_ERROR;
        }
    }
    deflateEnd(&z);
    return status;
}

// tEXt is keyword NUL text; iTXt is keyword NUL, flag 0 and method 0 (uncompressed), an empty
// language tag and translated keyword (NUL each), then UTF-8 text — as libpng writes them. A
// long value goes deflated: zTXt is keyword NUL, method 0, the stream; iTXt has flag 1.
static int gps_put_text(gps_buffer *out, const gps_text_entry *entry) {
    size_t key_length = strlen(entry->key), value_length = strlen(entry->value);
    uint8_t key[79 + 5];
    if (key_length == 0 || key_length > 79) return GPS_INVALID_TEXT_KEY;
    memcpy(key, entry->key, key_length);
    memset(key + key_length, 0, 5);
    if (value_length < GPS_COMPRESSED_TEXT_LENGTH) {
        if (entry->utf8) return gps_put_chunk(out, "iTXt", key, key_length + 5, entry->value, value_length);
        return gps_put_chunk(out, "tEXt", key, key_length + 1, entry->value, value_length);
    }
    gps_buffer stream = { NULL, 0, 0 };
    int written = gps_deflate_text(entry->value, value_length, &stream);
    if (written == GPS_OK) {
        if (entry->utf8) {
            key[key_length + 1] = 1;
            written = gps_put_chunk(out, "iTXt", key, key_length + 5, stream.bytes, stream.count);
        } else {
            written = gps_put_chunk(out, "zTXt", key, key_length + 2, stream.bytes, stream.count);
        }
    }
    gps_buffer_free(&stream);
    return written;
}

static int gps_put_head(gps_pixels pixels, int channels, const gps_text_entry *texts, int text_count,
                        gps_buffer *out) {
    static const uint8_t signature[8] = { 0x89, 'P', 'N', 'G', '\r', '\n', 0x1a, '\n' };
    uint8_t header[13];
    gps_store_be32(header, pixels.width);
    gps_store_be32(header + 4, pixels.height);
    header[8] = 8;
    header[9] = channels == 3 ? 2 : 6;
    header[10] = header[11] = header[12] = 0;
    GPS_TRY(gps_buffer_append(out, signature, 8));
    GPS_TRY(gps_put_chunk(out, "IHDR", header, 13, NULL, 0));
    for (int index = 0; index < text_count; index++) GPS_TRY(gps_put_text(out, &texts[index]));
    return GPS_OK;
}

// The deflate stream as IDAT chunks of GPS_IDAT_BYTES (the last one shorter).
static int gps_put_stream(gps_buffer *out, const uint8_t *bytes, size_t length) {
    for (size_t offset = 0; offset < length; offset += GPS_IDAT_BYTES) {
        size_t part = length - offset < GPS_IDAT_BYTES ? length - offset : GPS_IDAT_BYTES;
        GPS_TRY(gps_put_chunk(out, "IDAT", bytes + offset, part, NULL, 0));
    }
    return GPS_OK;
}

// The row that `pixels.repeated_rows` marks, packed once as a filter-0 RGB row, and its Adler-32:
// the marked rows are copied from it and their checksum combined from it, not worked out again.
typedef struct {
    uint8_t *packed;
    uint32_t adler;
} gps_repeated_row;

// Packs rows [y, y + count) as filter-0 RGB, the marked ones copied from `repeated` when it has
// a packed row; returns 0 at the first translucent pixel.
static int gps_pack_opaque_rows(gps_pixels pixels, uint32_t y, uint32_t count, const gps_repeated_row *repeated,
                                uint8_t *into) {
    for (uint32_t row = y; row < y + count; row++) {
        if (repeated->packed != NULL && pixels.repeated_rows[row]) {
            memcpy(into, repeated->packed, 1 + (size_t)pixels.width * 3);
            into += 1 + (size_t)pixels.width * 3;
            continue;
        }
        const uint8_t *source = gps_row(pixels, row);
        *into++ = 0;
        uint32_t alpha = 0xff;
        if (pixels.layout == GPS_PIXELS_PREMULTIPLIED_ARGB32) {
            alpha = gps_pack_rgb((const uint32_t *)(const void *)source, pixels.width, into) >> 24;
            into += (size_t)pixels.width * 3;
        } else {
            alpha = gps_pack_straight_rgb(source, pixels.width, into);
            into += (size_t)pixels.width * 3;
        }
        if (alpha != 0xff) return 0;
    }
    return 1;
}

// The repeated row of `pixels` packed as `gps_pack_opaque_rows` packs a row, when it has one and
// it is opaque (else `packed` stays NULL and the rows are packed one by one).
static int gps_repeated_row_start(gps_pixels pixels, gps_repeated_row *repeated) {
    repeated->packed = NULL;
    if (pixels.repeated_rows == NULL) return GPS_OK;
    size_t row_bytes = 1 + (size_t)pixels.width * 3;
    uint8_t *packed = malloc(row_bytes);
    if (packed == NULL) return GPS_OUT_OF_MEMORY;
    gps_pixels one = pixels;
    one.height = 1;
    one.repeated_rows = NULL;
    one.data = pixels.repeated_row;
    gps_repeated_row none = { NULL, 0 };
    if (!gps_pack_opaque_rows(one, 0, 1, &none, packed)) {
        free(packed);
        return GPS_OK;
    }
    repeated->packed = packed;
    repeated->adler = isal_adler32(1, packed, row_bytes);
    gps_after_isal();
    return GPS_OK;
}

// The running Adler-32 over rows [y, y + count) packed at `rows`: ISA-L's over each run of
// ordinary rows, and the repeated row's own checksum combined in for each marked row.
static uint32_t gps_rows_adler(uint32_t adler, gps_pixels pixels, uint32_t y, uint32_t count, size_t row_bytes,
                               const gps_repeated_row *repeated, const uint8_t *rows) {
    if (repeated->packed == NULL) {
        adler = isal_adler32(adler, rows, row_bytes * count);
        gps_after_isal();
        return adler;
    }
    for (uint32_t start = 0; start < count;) {
        if (pixels.repeated_rows[y + start]) {
            adler = (uint32_t)adler32_combine(adler, repeated->adler, (z_off_t)row_bytes);
            start++;
            continue;
        }
        uint32_t end = start + 1;
        while (end < count && !pixels.repeated_rows[y + end]) end++;
        adler = isal_adler32(adler, rows + start * row_bytes, row_bytes * (end - start));
        gps_after_isal();
        start = end;
    }
    return adler;
}

static void gps_pack_rows(gps_pixels pixels, uint32_t y, uint32_t count, int channels, uint8_t *into) {
    size_t row_bytes = 1 + (size_t)pixels.width * (size_t)channels;
    for (uint32_t row = y; row < y + count; row++, into += row_bytes) {
        into[0] = 0;
        gps_pack_row(pixels, row, channels, into + 1);
    }
}

// Either deflater behind one interface (gps_deflate_start, gps_deflate_strip, gps_deflate_end):
// each strip's stream collects in `output`, and every full buffer goes to the file as IDAT chunks.
typedef struct {
    gps_deflater kind;
    int level;
    int memory_level;
    z_stream zlib;
    uint32_t adler;
    struct isal_zstream igzip;
    uint8_t *level_buffer;
    uint32_t level_buffer_size;
    gps_quick_deflater *quick;
    // The quick deflater's whole stream, zlib header and Adler-32 included.
    gps_buffer quick_stream;
    uint8_t output[GPS_OUTPUT_BYTES];
} gps_deflate_state;

// zlib's own header for this window and level (deflate.c's level flags), then libpng's
// optimize_cmf for `length` bytes of image data.
static void gps_zlib_header(int window_bits, int level, size_t length, uint8_t header[2]) {
    unsigned flags = level < 2 ? 0 : level < 6 ? 1 : level == 6 ? 2 : 3;
    unsigned value = ((unsigned)(0x08 | (window_bits - 8) << 4) << 8) | (flags << 6);
    value += 31 - value % 31;
    header[0] = (uint8_t)(value >> 8);
    header[1] = (uint8_t)value;
    gps_optimize_cmf(header, length);
}

// Starts the stream of `length` bytes of rows, handed over in strips of at most `strip_bytes`;
// zlib's window is libpng's for that length.
static int gps_deflate_start(gps_deflate_state *state, size_t length, size_t row_bytes, size_t strip_bytes,
                             size_t *pending) {
    *pending = 0;
    if (state->kind == GPS_DEFLATE_QUICK) {
        state->quick = gps_quick_create(row_bytes, strip_bytes);
        if (state->quick == NULL) return GPS_OUT_OF_MEMORY;
        state->adler = 1;
        state->quick_stream.count = 0;
        uint8_t header[2];
        gps_zlib_header(15, 1, length, header);
        return gps_buffer_append(&state->quick_stream, header, 2);
    }
    if (state->kind == GPS_DEFLATE_ZLIB) {
        int window_bits = gps_window_bits(length);
        memset(&state->zlib, 0, sizeof state->zlib);
        int started = deflateInit2(&state->zlib, state->level, Z_DEFLATED, -window_bits, state->memory_level,
                                   Z_DEFAULT_STRATEGY);
        if (started != Z_OK) return started == Z_MEM_ERROR ? GPS_OUT_OF_MEMORY : GPS_DEFLATE_ERROR;
        state->adler = 1;
        gps_zlib_header(window_bits, state->level, length, state->output);
        *pending = 2;
        return GPS_OK;
    }
    isal_deflate_init(&state->igzip);
    state->igzip.gzip_flag = IGZIP_ZLIB;
    state->igzip.level = (uint32_t)state->level;
    state->igzip.level_buf = state->level_buffer;
    state->igzip.level_buf_size = state->level_buffer_size;
    return GPS_OK;
}

static void gps_deflate_end(gps_deflate_state *state) {
    if (state->kind == GPS_DEFLATE_ZLIB) deflateEnd(&state->zlib);
    gps_quick_free(state->quick);
    state->quick = NULL;
}

// Where the next strip's rows are packed: in place for the quick deflater, else `strip`.
static uint8_t *gps_deflate_input(gps_deflate_state *state, uint8_t *strip) {
    return state->kind == GPS_DEFLATE_QUICK ? gps_quick_input(state->quick) : strip;
}

// The quick deflater's strip: the stream grows in `quick_stream`, which goes out whole at the end.
static int gps_quick_deflate_strip(gps_deflate_state *state, size_t length, int last) {
    GPS_TRY(gps_quick_strip(state->quick, length, last, &state->quick_stream));
    if (!last) return GPS_OK;
    uint8_t adler[4];
    gps_store_be32(adler, state->adler);
    return gps_buffer_append(&state->quick_stream, adler, 4);
}

// A full output buffer goes to `out` as IDAT chunks and starts again empty.
static int gps_emit_if_full(gps_deflate_state *state, gps_buffer *out, size_t *pending) {
    if (*pending < GPS_OUTPUT_BYTES) return GPS_OK;
    *pending = 0;
    return gps_put_stream(out, state->output, GPS_OUTPUT_BYTES);
}

// Deflates `length` bytes at `input`; `*pending` bytes of `state->output` are written but not
// yet emitted. Full output buffers go to `out` as IDAT chunks; the rest waits for the next call.
// For zlib and the quick deflater, the caller has taken `state->adler` over the bytes
// (`gps_rows_adler`); igzip keeps its own.
static int gps_deflate_strip(gps_deflate_state *state, const uint8_t *input, size_t length, int last,
                             gps_buffer *out, size_t *pending) {
    if (state->kind == GPS_DEFLATE_QUICK) return gps_quick_deflate_strip(state, length, last);
    if (state->kind == GPS_DEFLATE_ZLIB) {
        z_stream *z = &state->zlib;
        z->next_in = (Bytef *)(uintptr_t)input;
        z->avail_in = (uInt)length;
        for (;;) {
            z->next_out = state->output + *pending;
            z->avail_out = (uInt)(GPS_OUTPUT_BYTES - *pending);
            int result = deflate(z, last ? Z_FINISH : Z_NO_FLUSH);
            if (result != Z_OK && result != Z_STREAM_END && result != Z_BUF_ERROR) return GPS_DEFLATE_ERROR;
            *pending = GPS_OUTPUT_BYTES - z->avail_out;
            if (*pending == GPS_OUTPUT_BYTES) {
                GPS_TRY(gps_emit_if_full(state, out, pending));
                continue;
            }
            if (result == Z_STREAM_END || (!last && z->avail_in == 0)) break;
        }
        if (last) {
            if (GPS_OUTPUT_BYTES - *pending < 4) {
                GPS_TRY(gps_put_stream(out, state->output, *pending));
                *pending = 0;
            }
            gps_store_be32(state->output + *pending, state->adler);
            *pending += 4;
        }
        return GPS_OK;
    }
    struct isal_zstream *z = &state->igzip;
    z->next_in = (uint8_t *)(uintptr_t)input;
    z->avail_in = (uint32_t)length;
    z->end_of_stream = (uint16_t)last;
    do {
        z->next_out = state->output + *pending;
        z->avail_out = (uint32_t)(GPS_OUTPUT_BYTES - *pending);
        int result = isal_deflate(z);
        gps_after_isal();
        if (result != COMP_OK) return GPS_DEFLATE_ERROR;
        *pending = GPS_OUTPUT_BYTES - z->avail_out;
        GPS_TRY(gps_emit_if_full(state, out, pending));
    } while (z->avail_in > 0 || (last && z->internal_state.state != ZSTATE_END));
    return GPS_OK;
}

// The whole file into `out`, with `channels` 3 or 4; with 3, returns GPS_OK and sets
// `*translucent` (leaving `out` partly written) at the first translucent pixel.
static int gps_write_file(gps_pixels pixels, int channels, const gps_text_entry *texts, int text_count,
                          gps_deflate_state *state, uint8_t *strip, gps_buffer *out, int *translucent) {
    size_t row_bytes = 1 + (size_t)pixels.width * (size_t)channels;
    uint32_t rows_per_strip = (uint32_t)(GPS_STRIP_BYTES / row_bytes);
    if (rows_per_strip == 0) rows_per_strip = 1;
    *translucent = 0;
    out->count = 0;
    int status = gps_put_head(pixels, channels, texts, text_count, out);
    size_t pending = 0;
    gps_repeated_row repeated = { NULL, 0 };
    if (status == GPS_OK && channels == 3) status = gps_repeated_row_start(pixels, &repeated);
    if (status == GPS_OK) {
        status = gps_deflate_start(state, row_bytes * pixels.height, row_bytes, row_bytes * rows_per_strip, &pending);
    }
    for (uint32_t y = 0; y < pixels.height && status == GPS_OK; y += rows_per_strip) {
        uint32_t count = pixels.height - y < rows_per_strip ? pixels.height - y : rows_per_strip;
        uint8_t *rows = gps_deflate_input(state, strip);
        if (channels == 3) {
            if (!gps_pack_opaque_rows(pixels, y, count, &repeated, rows)) {
                *translucent = 1;
                break;
            }
        } else {
            gps_pack_rows(pixels, y, count, channels, rows);
        }
        if (state->kind != GPS_DEFLATE_IGZIP) {
            state->adler = gps_rows_adler(state->adler, pixels, y, count, row_bytes, &repeated, rows);
        }
        status = gps_deflate_strip(state, rows, row_bytes * count, y + count == pixels.height, out, &pending);
    }
    free(repeated.packed);
    gps_deflate_end(state);
    if (status != GPS_OK || *translucent) return status;
    if (state->kind == GPS_DEFLATE_QUICK) {
        GPS_TRY(gps_put_stream(out, state->quick_stream.bytes, state->quick_stream.count));
    } else {
        GPS_TRY(gps_put_stream(out, state->output, pending));
    }
    return gps_put_chunk(out, "IEND", NULL, 0, NULL, 0);
}

static const char *gps_encode_failure(int status) {
    switch (status) {
    case GPS_OUT_OF_MEMORY: return "out of memory while encoding";
    case GPS_INVALID_TEXT_KEY: return "a text key is empty or longer than 79 bytes";
    default: return "deflate failed";
    }
}

int gps_encode_direct(gps_pixels pixels, gps_deflater deflater, int level, int memory_level,
                      const gps_text_entry *texts, int text_count, gps_buffer *out, char *message,
                      size_t message_capacity) {
    memset(out, 0, sizeof *out);
    int maximum = deflater == GPS_DEFLATE_ZLIB ? 9 : deflater == GPS_DEFLATE_IGZIP ? ISAL_DEF_MAX_LEVEL : 0;
    if (level < 0) level = 0;
    if (level > maximum) level = maximum;
    // igzip fits one Huffman code per token buffer: a small buffer (5 K tokens, not the default
    // 64 K) follows the sheets' changing content more closely, 2 % smaller for 10 % more time.
    static const uint32_t level_sizes[] = {
        0, ISAL_DEF_LVL1_REQ + ISAL_DEF_LVL1_TOKEN_SIZE * 5 * IGZIP_K,
        ISAL_DEF_LVL2_REQ + ISAL_DEF_LVL2_TOKEN_SIZE * 5 * IGZIP_K, ISAL_DEF_LVL3_DEFAULT };
    gps_deflate_state *state = calloc(1, sizeof *state);
    size_t row_bytes = 1 + (size_t)pixels.width * 4;
    // The quick deflater packs rows into its own window.
    uint8_t *strip = deflater == GPS_DEFLATE_QUICK ? NULL
                                                   : malloc(row_bytes > GPS_STRIP_BYTES ? row_bytes : GPS_STRIP_BYTES);
    int status = GPS_OUT_OF_MEMORY, translucent = 0;
    if (state != NULL && (strip != NULL || deflater == GPS_DEFLATE_QUICK)) {
        state->kind = deflater;
        state->level = level;
        state->memory_level = memory_level < 1 ? 1 : memory_level > 9 ? 9 : memory_level;
        state->level_buffer_size = deflater == GPS_DEFLATE_IGZIP ? level_sizes[level] : 0;
        if (state->level_buffer_size > 0) state->level_buffer = malloc(state->level_buffer_size);
        if (state->level_buffer_size == 0 || state->level_buffer != NULL) {
            status = gps_write_file(pixels, 3, texts, text_count, state, strip, out, &translucent);
            if (status == GPS_OK && translucent) {
                status = gps_write_file(pixels, 4, texts, text_count, state, strip, out, &translucent);
            }
        }
    }
    if (status != GPS_OK && message != NULL && message_capacity > 0) {
        strncpy(message, gps_encode_failure(status), message_capacity - 1);
        message[message_capacity - 1] = '\0';
    }
    if (state != NULL) {
        free(state->level_buffer);
        gps_buffer_free(&state->quick_stream);
    }
    free(state);
    free(strip);
    if (status != GPS_OK) gps_buffer_free(out);
    return status;
}
