// The fast PNG reader for the files most comparisons see: 8-bit RGB or RGBA, not interlaced,
// no tRNS, every chunk's CRC right. Such a file is inflated by ISA-L strip by strip and
// unfiltered straight into the RGBA rows; compressed text (a golden's token list in zTXt) is
// inflated by ISA-L too. Anything else — and any error at all — is left to libpng
// (GPS_NOT_HANDLED), so odd and broken files keep libpng's pixels and messages. Every failure
// here means that one thing, so the steps below answer "handled?" (1 yes, 0 leave it to libpng).
#include "png_support.h"
#include "png_rows.h"

#include <isa-l/crc.h>
#include <isa-l/igzip_lib.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#if defined(__linux__)
#include <sys/mman.h>
#endif

#define GPS_DECODE_STRIP_BYTES ((size_t)256 * 1024)

typedef struct {
    const uint8_t *bytes;
    size_t count;
    size_t offset;
} gps_chunk_walk;

static uint32_t gps_load_be32(const uint8_t *from) {
    return (uint32_t)from[0] << 24 | (uint32_t)from[1] << 16 | (uint32_t)from[2] << 8 | from[3];
}

// Whether a chunk type is four ASCII letters, as libpng requires of every chunk ("invalid
// chunk type" otherwise, even for an ancillary one this reader would skip).
static int gps_is_chunk_type(const uint8_t *type) {
    for (int i = 0; i < 4; i++) {
        if (!((type[i] >= 'A' && type[i] <= 'Z') || (type[i] >= 'a' && type[i] <= 'z'))) return 0;
    }
    return 1;
}

// The next chunk with a right CRC and a valid type; 0 at the end of the bytes or at a damaged chunk.
static int gps_next_chunk(gps_chunk_walk *walk, const uint8_t **type, const uint8_t **data, uint32_t *length) {
    if (walk->count - walk->offset < 12) return 0;
    const uint8_t *head = walk->bytes + walk->offset;
    *length = gps_load_be32(head);
    if (*length > walk->count - walk->offset - 12 || !gps_is_chunk_type(head + 4)) return 0;
    *type = head + 4;
    *data = head + 8;
    uint32_t crc = crc32_gzip_refl(0, head + 4, (uint64_t)*length + 4);
    gps_after_isal();
    if (crc != gps_load_be32(head + 8 + *length)) return 0;
    walk->offset += 12 + (size_t)*length;
    return 1;
}

// libpng's default limit on one decompressed text chunk (PNG_USER_CHUNK_MALLOC_MAX); a longer
// value is left to libpng, which drops that chunk with a warning.
#define GPS_TEXT_INFLATED_LIMIT ((size_t)8000000)

// Inflates a text value's zlib stream into `into`, which must hold exactly the whole stream and
// nothing after it; 0 for anything else, so libpng's own handling of odd streams decides.
static int gps_inflate_text(const uint8_t *stream, size_t length, gps_buffer *into) {
    struct inflate_state state;
    isal_inflate_init(&state);
    state.crc_flag = ISAL_ZLIB;
    state.next_in = (uint8_t *)stream;
    state.avail_in = (uint32_t)length;
    uint8_t piece[16384];
    while (state.block_state != ISAL_BLOCK_FINISH) {
        state.next_out = piece;
        state.avail_out = sizeof piece;
        uint32_t in_before = state.avail_in;
        int result = isal_inflate(&state);
        gps_after_isal();
        if (result != ISAL_DECOMP_OK) return 0;
        size_t produced = sizeof piece - state.avail_out;
        if (produced == 0 && state.avail_in == in_before && state.block_state != ISAL_BLOCK_FINISH) return 0;
        if (into->count + produced > GPS_TEXT_INFLATED_LIMIT || gps_buffer_append(into, piece, produced) != GPS_OK) {
            return 0;
        }
    }
    return state.avail_in == 0;
}

// A tEXt, zTXt or iTXt chunk as the report lays text out (what png_get_text gives: the value up
// to its first NUL); 0 for anything libpng might treat otherwise (bad keyword, unknown method).
static int gps_take_text(const uint8_t *data, uint32_t length, const uint8_t *type, gps_decode_report *report) {
    const uint8_t *end = data + length, *key_end = memchr(data, 0, length);
    if (key_end == NULL || key_end == data || key_end - data > 79) return 0;
    const uint8_t *value = key_end + 1;
    int utf8 = type[0] == 'i', compressed = type[0] == 'z';
    if (compressed) {
        // compression method 0 (zlib)
        if (end - value < 1 || value[0] != 0) return 0;
        value += 1;
    } else if (utf8) {
        // compression flag, method (0 when compressed), language tag NUL, translated keyword NUL
        if (end - value < 2 || value[0] > 1 || (value[0] == 1 && value[1] != 0)) return 0;
        compressed = value[0] == 1;
        const uint8_t *language_end = memchr(value + 2, 0, (size_t)(end - value - 2));
        if (language_end == NULL) return 0;
        const uint8_t *translated_end = memchr(language_end + 1, 0, (size_t)(end - language_end - 1));
        if (translated_end == NULL) return 0;
        value = translated_end + 1;
    }
    gps_buffer inflated = { NULL, 0, 0 };
    if (compressed) {
        if (!gps_inflate_text(value, (size_t)(end - value), &inflated)) {
            gps_buffer_free(&inflated);
            return 0;
        }
        value = inflated.bytes;
        end = inflated.bytes + inflated.count;
    }
    const uint8_t *value_end = value == NULL ? NULL : memchr(value, 0, (size_t)(end - value));
    size_t value_length = value == NULL ? 0 : (size_t)((value_end == NULL ? end : value_end) - value);
    uint8_t encoding = utf8 ? GPS_TEXT_UTF8 : GPS_TEXT_LATIN1, nul = 0;
    int taken = gps_buffer_append(&report->text, &encoding, 1) == GPS_OK
        && gps_buffer_append(&report->text, data, (size_t)(key_end - data) + 1) == GPS_OK
        && (value_length == 0 || gps_buffer_append(&report->text, value, value_length) == GPS_OK)
        && gps_buffer_append(&report->text, &nul, 1) == GPS_OK;
    gps_buffer_free(&inflated);
    if (taken) report->text_count += 1;
    return taken;
}

static int gps_is_text(const uint8_t *type) {
    return memcmp(type, "tEXt", 4) == 0 || memcmp(type, "zTXt", 4) == 0 || memcmp(type, "iTXt", 4) == 0;
}

static uint8_t gps_paeth(int a, int b, int c) {
    int p = a + b - c, pa = abs(p - a), pb = abs(p - b), pc = abs(p - c);
    return (uint8_t)(pa <= pb && pa <= pc ? a : (pb <= pc ? b : c));
}

// Undoes one row's filter in place; `prior` is the previous unfiltered row (zeros for the first).
static int gps_unfilter(uint8_t filter, uint8_t *row, const uint8_t *prior, size_t length, size_t bpp) {
    switch (filter) {
    case 0: return 1;
    case 1: for (size_t i = bpp; i < length; i++) row[i] = (uint8_t)(row[i] + row[i - bpp]); return 1;
    case 2: for (size_t i = 0; i < length; i++) row[i] = (uint8_t)(row[i] + prior[i]); return 1;
    case 3:
        for (size_t i = 0; i < length; i++) {
            int left = i >= bpp ? row[i - bpp] : 0;
            row[i] = (uint8_t)(row[i] + ((left + prior[i]) >> 1));
        }
        return 1;
    case 4:
        for (size_t i = 0; i < length; i++) {
            int left = i >= bpp ? row[i - bpp] : 0, corner = i >= bpp ? prior[i - bpp] : 0;
            row[i] = (uint8_t)(row[i] + gps_paeth(left, prior[i], corner));
        }
        return 1;
    default: return 0;
    }
}

typedef struct {
    struct inflate_state state;
    gps_chunk_walk walk;
} gps_inflater;

// Hands igzip the next IDAT chunk's data; 0 when the image data ends there.
static int gps_feed(gps_inflater *inflater) {
    const uint8_t *type, *data;
    uint32_t length;
    size_t before = inflater->walk.offset;
    if (!gps_next_chunk(&inflater->walk, &type, &data, &length)) return 0;
    if (memcmp(type, "IDAT", 4) != 0) {
        inflater->walk.offset = before;
        return 0;
    }
    inflater->state.next_in = (uint8_t *)data;
    inflater->state.avail_in = length;
    return 1;
}

// Fills `into` with `length` inflated bytes, taking IDAT chunks as the stream needs them. igzip
// holds back the last bytes of its input until it is called again, so it is called before
// being fed, and fed only when it makes no progress.
static int gps_inflate(gps_inflater *inflater, uint8_t *into, size_t length) {
    inflater->state.next_out = into;
    inflater->state.avail_out = (uint32_t)length;
    while (inflater->state.avail_out > 0) {
        uint32_t in_before = inflater->state.avail_in, out_before = inflater->state.avail_out;
        int result = isal_inflate(&inflater->state);
        gps_after_isal();
        if (result != ISAL_DECOMP_OK) return 0;
        if (inflater->state.avail_out == 0) break;
        if (inflater->state.block_state == ISAL_BLOCK_FINISH) return 0;
        if (inflater->state.avail_in == in_before && inflater->state.avail_out == out_before
            && (inflater->state.avail_in > 0 || !gps_feed(inflater))) {
            return 0;
        }
    }
    return 1;
}

// The stream must end right after the last row, as a clean file's does.
static int gps_inflate_finishes(gps_inflater *inflater) {
    uint8_t scratch[64];
    while (inflater->state.block_state != ISAL_BLOCK_FINISH) {
        uint32_t in_before = inflater->state.avail_in;
        inflater->state.next_out = scratch;
        inflater->state.avail_out = sizeof scratch;
        int result = isal_inflate(&inflater->state);
        gps_after_isal();
        if (result != ISAL_DECOMP_OK || inflater->state.avail_out != sizeof scratch) return 0;
        if (inflater->state.block_state != ISAL_BLOCK_FINISH && inflater->state.avail_in == in_before
            && (inflater->state.avail_in > 0 || !gps_feed(inflater))) {
            return 0;
        }
    }
    return 1;
}

// The zlib header as RFC 1950 and libpng (through zlib) check it: method 8, a window of at
// most 32 KiB (CINFO <= 7; libpng refuses more, "invalid window size"), header check bits, no
// preset dictionary; in the first IDAT chunk, a header split over chunks is left to libpng.
// Anything libpng would refuse must be left to it, or one file would get two verdicts.
static int gps_skip_zlib_header(gps_inflater *inflater) {
    if (inflater->state.avail_in < 2) return 0;
    const uint8_t *header = inflater->state.next_in;
    if ((header[0] & 0x0f) != 8 || (header[0] >> 4) > 7 || (header[0] * 256 + header[1]) % 31 != 0
        || (header[1] & 0x20) != 0) {
        return 0;
    }
    inflater->state.next_in += 2;
    inflater->state.avail_in -= 2;
    return 1;
}

// The 4-byte Adler-32 trailer must follow the deflate data in the same chunk, as igzip's zlib
// mode requires it to be there at all; its value is not checked (see gps_decode_rgba_igzip).
// In raw mode igzip keeps the bytes after the last block in its bit buffer (read_in_length
// bits, the final block's padding bits included), so those count with what is left unread.
static int gps_skip_zlib_trailer(const gps_inflater *inflater) {
    return (uint64_t)inflater->state.read_in_length / 8 + inflater->state.avail_in >= 4;
}

static void gps_widen_row(const uint8_t *row, uint32_t width, int channels, uint8_t *into) {
    if (channels == 4) {
        memcpy(into, row, (size_t)width * 4);
        return;
    }
    gps_widen_rgb(row, width, into);
}

// Inflates a strip of rows per call (GPS_DECODE_STRIP_BYTES), then unfilters and widens each:
// asked for one row at a time, igzip decodes into its own buffer and copies out, and the calls
// themselves cost. `prior` carries the last unfiltered row of one strip into the next.
static int gps_read_rows_igzip(gps_inflater *inflater, uint32_t width, uint32_t height, int channels, uint8_t *pixels) {
    size_t row_bytes = (size_t)width * (size_t)channels, stride = row_bytes + 1;
    size_t strip_rows = GPS_DECODE_STRIP_BYTES / stride;
    if (strip_rows == 0) strip_rows = 1;
    if (strip_rows > height) strip_rows = height;
    uint8_t *strip = malloc(strip_rows * stride + row_bytes);
    if (strip == NULL) return 0;
    uint8_t *carried = strip + strip_rows * stride;
    memset(carried, 0, row_bytes);
    int status = 1;
    for (uint32_t y = 0; y < height && status;) {
        size_t rows = height - y < strip_rows ? height - y : strip_rows;
        status = gps_inflate(inflater, strip, rows * stride);
        const uint8_t *prior = carried;
        for (size_t r = 0; r < rows && status; r++) {
            uint8_t *row = strip + r * stride;
            status = gps_unfilter(row[0], row + 1, prior, row_bytes, (size_t)channels);
            if (status) gps_widen_row(row + 1, width, channels, pixels + (size_t)(y + r) * width * 4);
            prior = row + 1;
        }
        if (status) memcpy(carried, prior, row_bytes);
        y += (uint32_t)rows;
    }
    free(strip);
    return status && gps_inflate_finishes(inflater);
}

// Text and other ancillary chunks after the image data, up to IEND.
static int gps_read_tail(gps_chunk_walk *walk, gps_decode_report *report) {
    const uint8_t *type, *data;
    uint32_t length;
    while (gps_next_chunk(walk, &type, &data, &length)) {
        if (memcmp(type, "IEND", 4) == 0) return 1;
        if (gps_is_text(type)) {
            if (!gps_take_text(data, length, type, report)) return 0;
        } else if (!(type[0] & 0x20) || memcmp(type, "IDAT", 4) == 0) {
            return 0;
        }
    }
    return 0;
}

// A decoded sheet is tens of megabytes of fresh pages, and faulting them in 4 KiB at a time was
// a sixth of a `diff`'s CPU time (13.5 Mpx pair: 28,000 faults, 3,900 with this). Asking for
// transparent huge pages over the whole 2 MiB spans of the buffer, before its first write, cuts
// the faults 512-fold where the kernel allows it (THP "madvise" or "always"); elsewhere the
// call is refused and changes nothing. Pixels are the same either way. The advice is Linux's
// alone (Darwin has no MADV_HUGEPAGE): elsewhere the buffer keeps the system's pages.
static void gps_prefer_huge_pages(uint8_t *pixels, size_t count) {
#if defined(__linux__)
    const uintptr_t huge = (uintptr_t)2 << 20;
    uintptr_t start = ((uintptr_t)pixels + huge - 1) & ~(huge - 1), end = ((uintptr_t)pixels + count) & ~(huge - 1);
    if (end > start) (void)madvise((void *)start, end - start, MADV_HUGEPAGE);
#else
    (void)pixels;
    (void)count;
#endif
}

int gps_decode_rgba_igzip(const uint8_t *bytes, size_t count, uint32_t width, uint32_t height,
                          uint8_t *pixels, size_t pixel_bytes, gps_decode_report *report) {
    memset(report, 0, sizeof *report);
    gps_inflater inflater;
    memset(&inflater, 0, sizeof inflater);
    inflater.walk = (gps_chunk_walk){ bytes, count, 8 };
    const uint8_t *type, *data;
    uint32_t length;
    if (count < 8 || pixel_bytes != (size_t)width * height * 4 || !gps_next_chunk(&inflater.walk, &type, &data, &length)
        || memcmp(type, "IHDR", 4) != 0 || length != 13 || gps_load_be32(data) != width
        || gps_load_be32(data + 4) != height || data[8] != 8 || (data[9] != 2 && data[9] != 6) || data[10] != 0
        || data[11] != 0 || data[12] != 0) {
        return GPS_NOT_HANDLED;
    }
    int channels = data[9] == 2 ? 3 : 4, handled = 0;
    // Chunks before the image data: text is kept, other ancillary chunks change no pixel here
    // (no gamma or profile is applied), tRNS and unknown critical chunks go to libpng.
    while (!handled) {
        size_t before = inflater.walk.offset;
        if (!gps_next_chunk(&inflater.walk, &type, &data, &length)) break;
        if (memcmp(type, "IDAT", 4) == 0) {
            inflater.walk.offset = before;
            handled = 1;
        } else if (gps_is_text(type)) {
            if (!gps_take_text(data, length, type, report)) break;
        } else if (!(type[0] & 0x20) || memcmp(type, "tRNS", 4) == 0) {
            break;
        }
    }
    if (handled) {
        gps_prefer_huge_pages(pixels, pixel_bytes);
        isal_inflate_init(&inflater.state);
        // Raw deflate after a zlib header checked here: igzip's zlib mode would also compute the
        // Adler-32 of every inflated byte, and each compressed byte is already covered by its
        // IDAT chunk's CRC (libpng's path skips that checksum too, so a file whose Adler-32
        // alone is wrong decodes to the same pixels either way).
        inflater.state.crc_flag = ISAL_DEFLATE;
        handled = gps_feed(&inflater) && gps_skip_zlib_header(&inflater)
            && gps_read_rows_igzip(&inflater, width, height, channels, pixels)
            && gps_skip_zlib_trailer(&inflater) && gps_read_tail(&inflater.walk, report);
    }
    if (!handled) {
        gps_buffer_free(&report->text);
        memset(report, 0, sizeof *report);
        return GPS_NOT_HANDLED;
    }
    return GPS_OK;
}
