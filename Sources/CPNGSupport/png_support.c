#include "png_support.h"
#include "png_rows.h"

#include <png.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
    const uint8_t *bytes;
    size_t count;
    size_t offset;
    int truncated;
    char *message;
    size_t message_capacity;
} gps_session;

static void gps_copy_message(gps_session *session, const char *text) {
    if (session->message == NULL || session->message_capacity == 0) return;
    strncpy(session->message, text, session->message_capacity - 1);
    session->message[session->message_capacity - 1] = '\0';
}

static void gps_on_error(png_structp png, png_const_charp text) {
    gps_session *session = (gps_session *)png_get_error_ptr(png);
    if (session != NULL && !session->truncated) gps_copy_message(session, text);
    png_longjmp(png, 1);
}

// Warnings (odd sRGB profiles, stray ancillary CRCs) must not reach stderr of a CLI.
static void gps_on_warning(png_structp png, png_const_charp text) {
    (void)png;
    (void)text;
}

static void gps_read_bytes(png_structp png, png_bytep into, size_t length) {
    gps_session *session = (gps_session *)png_get_io_ptr(png);
    if (length > session->count - session->offset) {
        session->truncated = 1;
        gps_copy_message(session, "file ends before the PNG does");
        png_error(png, "truncated");
    }
    memcpy(into, session->bytes + session->offset, length);
    session->offset += length;
}

// Every PNG form becomes RGBA8: palette and low-bit grey expand, tRNS becomes alpha,
// 16-bit samples are rounded (not truncated) to 8 bits, and no gamma is applied, so the
// stored sample values are what the comparison sees.
static void gps_request_rgba8(png_structp png, png_infop info) {
    png_byte colour = png_get_color_type(png, info);
    png_set_expand(png);
    png_set_scale_16(png);
    if (colour == PNG_COLOR_TYPE_GRAY || colour == PNG_COLOR_TYPE_GRAY_ALPHA) png_set_gray_to_rgb(png);
    if (!(colour & PNG_COLOR_MASK_ALPHA) && !png_get_valid(png, info, PNG_INFO_tRNS)) {
        png_set_add_alpha(png, 0xff, PNG_FILLER_AFTER);
    }
    png_set_interlace_handling(png);
    png_read_update_info(png, info);
}

static int gps_collect_text(png_structp png, png_infop info, gps_buffer *into) {
    png_textp entries = NULL;
    int count = png_get_text(png, info, &entries, NULL);
    for (int index = 0; index < count; index++) {
        png_textp entry = &entries[index];
        uint8_t encoding = entry->compression >= PNG_ITXT_COMPRESSION_NONE ? GPS_TEXT_UTF8 : GPS_TEXT_LATIN1;
        const char *value = entry->text == NULL ? "" : entry->text;
        if (gps_buffer_append(into, &encoding, 1) != GPS_OK
            || gps_buffer_append(into, (const uint8_t *)entry->key, strlen(entry->key) + 1) != GPS_OK
            || gps_buffer_append(into, (const uint8_t *)value, strlen(value) + 1) != GPS_OK) {
            return -1;
        }
    }
    return count;
}

static int gps_read_rows(png_structp png, png_infop info, uint32_t width, uint32_t height,
                         uint8_t *pixels, size_t pixel_bytes, png_bytepp rows) {
    if (png_get_image_width(png, info) != width || png_get_image_height(png, info) != height
        || png_get_rowbytes(png, info) != (size_t)width * 4 || pixel_bytes != (size_t)width * height * 4) {
        return GPS_SIZE_CHANGED;
    }
    for (uint32_t row = 0; row < height; row++) rows[row] = pixels + (size_t)row * width * 4;
    png_read_image(png, rows);
    return GPS_OK;
}

int gps_decode_rgba(const uint8_t *bytes, size_t count,
                    uint32_t width, uint32_t height,
                    uint8_t *pixels, size_t pixel_bytes,
                    gps_decode_report *report) {
    memset(report, 0, sizeof *report);
    gps_session session = { bytes, count, 0, 0, report->message, sizeof report->message };
    png_structp png = png_create_read_struct(PNG_LIBPNG_VER_STRING, &session, gps_on_error, gps_on_warning);
    if (png == NULL) return GPS_OUT_OF_MEMORY;
    png_infop info = png_create_info_struct(png);
    png_bytepp volatile rows = NULL;
    volatile int status = GPS_OK;
    if (info == NULL) {
        status = GPS_OUT_OF_MEMORY;
    } else if (setjmp(png_jmpbuf(png))) {
        status = session.truncated ? GPS_TRUNCATED : GPS_LIBPNG_ERROR;
    } else {
        png_set_read_fn(png, &session, gps_read_bytes);
        png_set_user_limits(png, width, height);
        // The chunk walk before decoding (PNGChunkScan) refuses files of over 1,000 text chunks;
        // libpng's own cache limit would drop chunks silently from the 999th, so that this reader
        // and the fast one would disagree on a file within the walk's limit.
        png_set_chunk_cache_max(png, 0);
        // Every IDAT byte is already covered by its chunk CRC; skipping zlib's second checksum
        // over the inflated pixels makes decoding about 14 % faster.
        png_set_option(png, PNG_IGNORE_ADLER32, PNG_OPTION_ON);
        png_read_info(png, info);
        gps_request_rgba8(png, info);
        rows = malloc(sizeof(png_bytep) * (height == 0 ? 1 : height));
        if (rows == NULL) {
            status = GPS_OUT_OF_MEMORY;
        } else {
            status = gps_read_rows(png, info, width, height, pixels, pixel_bytes, rows);
        }
        if (status == GPS_OK) {
            png_read_end(png, info);
            report->text_count = gps_collect_text(png, info, &report->text);
            if (report->text_count < 0) status = GPS_OUT_OF_MEMORY;
        }
    }
    free(rows);
    png_destroy_read_struct(&png, info == NULL ? NULL : &info, NULL);
    if (status != GPS_OK) gps_buffer_free(&report->text);
    return status;
}

static void gps_write_bytes(png_structp png, png_bytep bytes, size_t length) {
    gps_buffer *out = (gps_buffer *)png_get_io_ptr(png);
    if (gps_buffer_append(out, bytes, length) != GPS_OK) png_error(png, "out of memory while encoding");
}

static void gps_flush(png_structp png) {
    (void)png;
}

static void gps_write_text(png_structp png, png_infop info, const gps_text_entry *texts, int text_count) {
    if (text_count <= 0) return;
    png_textp entries = png_malloc(png, sizeof(png_text) * (size_t)text_count);
    memset(entries, 0, sizeof(png_text) * (size_t)text_count);
    for (int index = 0; index < text_count; index++) {
        size_t length = strlen(texts[index].value);
        // Long values (a golden's token list) are deflated; short ones (the fingerprint) stay
        // plain tEXt so they read in any PNG viewer.
        int compressed = length >= GPS_COMPRESSED_TEXT_LENGTH;
        if (texts[index].utf8) {
            entries[index].compression = compressed ? PNG_ITXT_COMPRESSION_zTXt : PNG_ITXT_COMPRESSION_NONE;
        } else {
            entries[index].compression = compressed ? PNG_TEXT_COMPRESSION_zTXt : PNG_TEXT_COMPRESSION_NONE;
        }
        entries[index].key = (png_charp)texts[index].key;
        entries[index].text = (png_charp)texts[index].value;
        entries[index].text_length = length;
    }
    png_set_text(png, info, entries, text_count);
    png_free(png, entries);
}

// Decided before the header is written: an opaque image is stored as RGB, a quarter smaller
// before compression and so quicker to deflate.
static int gps_is_opaque(gps_pixels pixels) {
    for (uint32_t y = 0; y < pixels.height; y++) {
        const uint8_t *row = gps_row(pixels, y);
        uint8_t all = 0xff;
        if (pixels.layout == GPS_PIXELS_RGBA8) {
            for (uint32_t x = 0; x < pixels.width; x++) all &= row[(size_t)x * 4 + 3];
        } else {
            const uint32_t *words = (const uint32_t *)(const void *)row;
            uint32_t bits = 0xffffffffu;
            for (uint32_t x = 0; x < pixels.width; x++) bits &= words[x];
            all = (uint8_t)(bits >> 24);
        }
        if (all != 0xff) return 0;
    }
    return 1;
}

// Rows are converted one at a time into `row`, so no whole-image copy is ever made.
static void gps_write_image(png_structp png, png_infop info, gps_pixels pixels, gps_encode_settings settings,
                            int channels, const gps_text_entry *texts, int text_count, png_bytep row) {
    png_set_IHDR(png, info, pixels.width, pixels.height, 8,
                 channels == 3 ? PNG_COLOR_TYPE_RGB : PNG_COLOR_TYPE_RGB_ALPHA,
                 PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    png_set_compression_level(png, settings.compression_level);
    png_set_compression_mem_level(png, settings.memory_level);
    png_set_filter(png, PNG_FILTER_TYPE_BASE, settings.filters);
    gps_write_text(png, info, texts, text_count);
    png_write_info(png, info);
    for (uint32_t y = 0; y < pixels.height; y++) {
        gps_pack_row(pixels, y, channels, row);
        png_write_row(png, row);
    }
    png_write_end(png, NULL);
}

int gps_encode(gps_pixels pixels, gps_encode_settings settings,
               const gps_text_entry *texts, int text_count,
               gps_buffer *out, char *message, size_t message_capacity) {
    memset(out, 0, sizeof *out);
    gps_session session = { NULL, 0, 0, 0, message, message_capacity };
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, &session, gps_on_error, gps_on_warning);
    if (png == NULL) return GPS_OUT_OF_MEMORY;
    png_infop info = png_create_info_struct(png);
    int channels = gps_is_opaque(pixels) ? 3 : 4;
    png_bytep volatile row = NULL;
    volatile int status = GPS_OK;
    if (info == NULL) {
        status = GPS_OUT_OF_MEMORY;
    } else if (setjmp(png_jmpbuf(png))) {
        status = GPS_LIBPNG_ERROR;
    } else {
        png_set_write_fn(png, out, gps_write_bytes, gps_flush);
        row = malloc((size_t)pixels.width * 4);
        if (row == NULL) {
            status = GPS_OUT_OF_MEMORY;
        } else {
            gps_write_image(png, info, pixels, settings, channels, texts, text_count, row);
        }
    }
    free(row);
    png_destroy_write_struct(&png, info == NULL ? NULL : &info);
    if (status != GPS_OK) gps_buffer_free(out);
    return status;
}
