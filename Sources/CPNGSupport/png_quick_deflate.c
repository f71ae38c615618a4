// The package's own deflater for the sheets' unfiltered rows: greedy LZ77 that tries, at each
// byte, the distance of the last match, the row above, and the last position with the same four
// bytes (one hash probe), then one dynamic Huffman block per 16 K tokens. Flat UI art is mostly
// runs and rows that repeat the row above, which the first two candidates find without a search.
//
// Deterministic by construction: it is plain C, single-threaded per call, every table is set
// before it is read (the hash table is zeroed for each stream, and a candidate is only compared
// when it lies inside the bytes already handed in and inside the window), and every tie is
// broken by a fixed order. So the same rows always give the same stream, whatever ran before on
// the thread or lies in memory around the buffers.
#include "png_quick_deflate.h"

#include <stdlib.h>
#include <string.h>
#if defined(__SSE2__)
#include <emmintrin.h>
#endif
#if defined(__x86_64__)
#include <immintrin.h>
#endif

#define QD_WINDOW ((size_t)32768)
#define QD_HASH_BITS 14
#define QD_MIN_MATCH 4
#define QD_MAX_MATCH 258
// Tokens per Huffman block: small enough for the code to follow a sheet's changing content.
#define QD_BLOCK_TOKENS 16384
// A token: a literal byte (< 256), or a match packed as length symbol (9 bits), length extra
// bits (5), distance symbol (5) and distance extra bits (13).
#define QD_LENGTH_SYMBOL(token) ((token) >> 23)
#define QD_LITERAL_SYMBOLS 286
#define QD_DISTANCE_SYMBOLS 30
#define QD_CODE_LENGTH_SYMBOLS 19

#define QD_TRY(step)                                               \
    do {                                                           \
        int qd_step_status = (step);                               \
        if (qd_step_status != GPS_OK) return qd_step_status;       \
    } while (0)

struct gps_quick_deflater {
    size_t row_bytes;
    size_t strip_capacity;
    // History (at most QD_WINDOW bytes), then the strip being deflated.
    uint8_t *window;
    size_t history;
    // Stream position of window[0], modulo 2^32 (positions are only ever subtracted).
    uint32_t base;
    // Per hash of four bytes, the stream position + 1 where they last began (0: none yet).
    uint32_t *head;
    uint32_t last_distance;
    uint32_t *tokens;
    size_t token_count;
    uint32_t literal_counts[QD_LITERAL_SYMBOLS];
    uint32_t distance_counts[QD_DISTANCE_SYMBOLS];
    uint64_t bits;
    unsigned bit_count;
};

gps_quick_deflater *gps_quick_create(size_t row_bytes, size_t strip_capacity) {
    gps_quick_deflater *deflater = calloc(1, sizeof *deflater);
    if (deflater == NULL) return NULL;
    deflater->row_bytes = row_bytes;
    deflater->strip_capacity = strip_capacity;
    deflater->window = malloc(QD_WINDOW + strip_capacity);
    deflater->head = calloc((size_t)1 << QD_HASH_BITS, sizeof(uint32_t));
    deflater->tokens = malloc(QD_BLOCK_TOKENS * sizeof(uint32_t));
    if (deflater->window == NULL || deflater->head == NULL || deflater->tokens == NULL) {
        gps_quick_free(deflater);
        return NULL;
    }
    return deflater;
}

void gps_quick_free(gps_quick_deflater *deflater) {
    if (deflater == NULL) return;
    free(deflater->window);
    free(deflater->head);
    free(deflater->tokens);
    free(deflater);
}

uint8_t *gps_quick_input(gps_quick_deflater *deflater) { return deflater->window + deflater->history; }

static uint32_t qd_load32(const uint8_t *bytes) {
    uint32_t value;
    memcpy(&value, bytes, 4);
    return value;
}

// How many bytes at `a` equal those at `b`, up to `limit`: 32 then 16 at a time where SSE2 is
// (every x86-64), then 8, then one.
static size_t qd_match_length(const uint8_t *a, const uint8_t *b, size_t limit) {
    size_t length = 0;
#if defined(__SSE2__)
    for (; length + 32 <= limit; length += 32) {
        __m128i x0 = _mm_loadu_si128((const __m128i *)(const void *)(a + length));
        __m128i y0 = _mm_loadu_si128((const __m128i *)(const void *)(b + length));
        __m128i x1 = _mm_loadu_si128((const __m128i *)(const void *)(a + length + 16));
        __m128i y1 = _mm_loadu_si128((const __m128i *)(const void *)(b + length + 16));
        unsigned same = (unsigned)_mm_movemask_epi8(_mm_cmpeq_epi8(x0, y0)) |
                        (unsigned)_mm_movemask_epi8(_mm_cmpeq_epi8(x1, y1)) << 16;
        if (same != 0xffffffffu) return length + (size_t)__builtin_ctz(~same);
    }
    for (; length + 16 <= limit; length += 16) {
        __m128i x = _mm_loadu_si128((const __m128i *)(const void *)(a + length));
        __m128i y = _mm_loadu_si128((const __m128i *)(const void *)(b + length));
        unsigned differ = (unsigned)_mm_movemask_epi8(_mm_cmpeq_epi8(x, y)) ^ 0xffffu;
        if (differ != 0) return length + (size_t)__builtin_ctz(differ);
    }
#endif
    for (; length + 8 <= limit; length += 8) {
        uint64_t x, y;
        memcpy(&x, a + length, 8);
        memcpy(&y, b + length, 8);
        if (x != y) {
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
            return length + (size_t)(__builtin_clzll(x ^ y) >> 3);
#else
            return length + (size_t)(__builtin_ctzll(x ^ y) >> 3);
#endif
        }
    }
    while (length < limit && a[length] == b[length]) length++;
    return length;
}

// The length of a repeat that may run far past one match (a panel of one colour, rows that
// repeat the row above): 64 bytes a step with AVX2 where the processor has it, the rest as
// qd_match_length. The same count either way.
#if defined(__x86_64__)
__attribute__((target("avx2"))) static size_t qd_run_length_avx2(const uint8_t *a, const uint8_t *b, size_t limit) {
    size_t length = 0;
    for (; length + 64 <= limit; length += 64) {
        __m256i x0 = _mm256_loadu_si256((const __m256i *)(const void *)(a + length));
        __m256i y0 = _mm256_loadu_si256((const __m256i *)(const void *)(b + length));
        __m256i x1 = _mm256_loadu_si256((const __m256i *)(const void *)(a + length + 32));
        __m256i y1 = _mm256_loadu_si256((const __m256i *)(const void *)(b + length + 32));
        uint64_t same = (uint64_t)(uint32_t)_mm256_movemask_epi8(_mm256_cmpeq_epi8(x0, y0)) |
                        (uint64_t)(uint32_t)_mm256_movemask_epi8(_mm256_cmpeq_epi8(x1, y1)) << 32;
        if (same != UINT64_MAX) return length + (size_t)__builtin_ctzll(~same);
    }
    return length + qd_match_length(a + length, b + length, limit - length);
}
#endif

static size_t qd_run_length(const uint8_t *a, const uint8_t *b, size_t limit, int avx2) {
#if defined(__x86_64__)
    if (avx2) return qd_run_length_avx2(a, b, limit);
#endif
    (void)avx2;
    return qd_match_length(a, b, limit);
}

// The deflate symbol of a match length (3–258), with its extra bits in the token's layout.
static uint32_t qd_length_part(size_t length) {
    uint32_t excess = (uint32_t)length - 3;
    if (length == QD_MAX_MATCH) return (uint32_t)285 << 23;
    if (excess < 8) return (257 + excess) << 23;
    unsigned top = 31 - (unsigned)__builtin_clz(excess), extra = top - 2;
    uint32_t symbol = 257 + 4 * (top - 1) + ((excess >> extra) & 3);
    return symbol << 23 | (excess & ((1u << extra) - 1)) << 18;
}

// The deflate symbol of a distance (1–32768), with its extra bits in the token's layout.
static uint32_t qd_distance_part(uint32_t distance) {
    uint32_t excess = distance - 1;
    if (excess < 4) return excess << 13;
    unsigned top = 31 - (unsigned)__builtin_clz(excess), extra = top - 1;
    uint32_t symbol = 2 * top + ((excess >> extra) & 1);
    return symbol << 13 | (excess & ((1u << extra) - 1));
}

static unsigned qd_length_extra_bits(uint32_t symbol) {
    return symbol < 265 || symbol == 285 ? 0 : (symbol - 261) / 4;
}

static unsigned qd_distance_extra_bits(uint32_t symbol) { return symbol < 4 ? 0 : (symbol - 2) / 2; }

static int qd_flush_block(gps_quick_deflater *deflater, int last, gps_buffer *stream);

static int qd_add_token(gps_quick_deflater *deflater, uint32_t token, gps_buffer *stream) {
    deflater->tokens[deflater->token_count++] = token;
    if (token < 256) {
        deflater->literal_counts[token]++;
    } else {
        deflater->literal_counts[QD_LENGTH_SYMBOL(token)]++;
        deflater->distance_counts[token >> 13 & 31]++;
    }
    return deflater->token_count == QD_BLOCK_TOKENS ? qd_flush_block(deflater, 0, stream) : GPS_OK;
}

// One candidate of the search: `back` bytes behind `here`, tried unless it is none, out of the
// window's reach, or the best so far; a longer match than `*best` takes its place (so on a tie
// the one tried first stays).
static inline __attribute__((always_inline)) void qd_try(const uint8_t *here, uint32_t back, size_t reach,
                                                         uint32_t word, size_t limit, size_t *best,
                                                         uint32_t *distance) {
    if (back == 0 || back > reach || back == *distance || qd_load32(here - back) != word) return;
    size_t length = qd_match_length(here + 4, here + 4 - back, limit - 4) + 4;
    if (length > *best) {
        *best = length;
        *distance = back;
    }
}

// Deflates window[start, end). The search at each byte tries the distance of the last match, the
// row above, then the last position with the same four bytes; a match as long as it can be ends
// it. The deflater's fields that no token changes are read once, into registers, since every
// token written through `tokens` might otherwise alias them.
static int qd_deflate_range(gps_quick_deflater *deflater, size_t start, size_t end, gps_buffer *stream) {
    const uint8_t *const window = deflater->window;
    uint32_t *const head = deflater->head;
    const uint32_t base = deflater->base, row = (uint32_t)deflater->row_bytes;
    uint32_t last_distance = deflater->last_distance;
#if defined(__x86_64__)
    const int avx2 = __builtin_cpu_supports("avx2");
#else
    const int avx2 = 0;
#endif
    int status = GPS_OK;
    size_t at = start;
    while (at + QD_MIN_MATCH <= end) {
        const uint8_t *here = window + at;
        uint32_t word = qd_load32(here), position = base + (uint32_t)at;
        uint32_t hash = (word * 2654435761u) >> (32 - QD_HASH_BITS);
        uint32_t hashed = head[hash], distance = 0;
        head[hash] = position + 1;
        // The table is larger than L1: the next byte's slot is fetched while this one is searched,
        // which pays off on runs of literals, where the next byte is the next position.
        if (at + QD_MIN_MATCH < end) {
            __builtin_prefetch(&head[(qd_load32(here + 1) * 2654435761u) >> (32 - QD_HASH_BITS)], 1);
        }
        size_t reach = at < QD_WINDOW ? at : QD_WINDOW, limit = end - at < QD_MAX_MATCH ? end - at : QD_MAX_MATCH;
        size_t length = 0;
        qd_try(here, last_distance, reach, word, limit, &length, &distance);
        if (length < limit) qd_try(here, row, reach, word, limit, &length, &distance);
        if (length < limit && hashed != 0) qd_try(here, position - (hashed - 1), reach, word, limit, &length, &distance);
        if (length >= QD_MIN_MATCH) {
            last_distance = distance;
            uint32_t token = qd_length_part(length) | qd_distance_part(distance);
            status = qd_add_token(deflater, token, stream);
            if (status != GPS_OK) break;
            at += length;
            if (length < QD_MAX_MATCH) continue;
            // The search at the next position tries this distance first and stops at a match
            // of full length, so while the repeat goes on for whole full lengths it would give
            // this token again: the repeat is measured once and the tokens follow without it.
            size_t run = qd_run_length(window + at, window + at - distance, end - at, avx2);
            for (; run >= QD_MAX_MATCH && status == GPS_OK; run -= QD_MAX_MATCH, at += QD_MAX_MATCH) {
                uint32_t next = (qd_load32(window + at) * 2654435761u) >> (32 - QD_HASH_BITS);
                head[next] = base + (uint32_t)at + 1;
                status = qd_add_token(deflater, token, stream);
            }
            if (status != GPS_OK) break;
        } else {
            status = qd_add_token(deflater, *here, stream);
            if (status != GPS_OK) break;
            at++;
        }
    }
    deflater->last_distance = last_distance;
    QD_TRY(status);
    for (; at < end; at++) QD_TRY(qd_add_token(deflater, window[at], stream));
    return GPS_OK;
}

// Sorts `count` (at most QD_LITERAL_SYMBOLS) distinct keys ascending: a byte at a time from the
// lowest (least significant digit radix sort), as many bytes as the largest key has. Every key
// is distinct (it holds its symbol), so the order is the one any sort gives; qsort's calls
// through a comparison function were a whole percent of a batch.
static void qd_sort_keys(uint32_t *keys, int count) {
    uint32_t scratch[QD_LITERAL_SYMBOLS], largest = 0;
    for (int index = 0; index < count; index++) largest = keys[index] > largest ? keys[index] : largest;
    uint32_t *from = keys, *to = scratch;
    for (unsigned shift = 0; shift < 32 && (largest >> shift) != 0; shift += 8) {
        uint32_t starts[257] = { 0 };
        for (int index = 0; index < count; index++) starts[(from[index] >> shift & 255) + 1]++;
        for (int digit = 0; digit < 256; digit++) starts[digit + 1] += starts[digit];
        for (int index = 0; index < count; index++) to[starts[from[index] >> shift & 255]++] = from[index];
        uint32_t *sorted = to;
        to = from;
        from = sorted;
    }
    if (from != keys) memcpy(keys, from, (size_t)count * sizeof keys[0]);
}

// Code lengths of at most `limit` bits for the symbols with a count (the caller sees that at
// least two have one): minimum-redundancy lengths in place over the counts sorted by (count,
// symbol) (Moffat and Katajainen), then the longest cut to `limit` and the Kraft sum restored by
// lengthening the longest codes that are still shorter.

static void qd_code_lengths(const uint32_t *counts, int symbols, unsigned limit, uint8_t *lengths) {
    uint32_t keys[QD_LITERAL_SYMBOLS], depth[QD_LITERAL_SYMBOLS];
    int used = 0;
    memset(lengths, 0, (size_t)symbols);
    for (int symbol = 0; symbol < symbols; symbol++) {
        if (counts[symbol] > 0) keys[used++] = counts[symbol] << 9 | (uint32_t)symbol;
    }
    if (used < 2) {
        if (used == 1) lengths[keys[0] & 511] = 1;
        return;
    }
    qd_sort_keys(keys, used);
    for (int index = 0; index < used; index++) depth[index] = keys[index] >> 9;
    int root = 0, leaf = 2, next;
    depth[0] += depth[1];
    for (next = 1; next < used - 1; next++) {
        if (leaf >= used || depth[root] < depth[leaf]) {
            depth[next] = depth[root];
            depth[root++] = (uint32_t)next;
        } else {
            depth[next] = depth[leaf++];
        }
        if (leaf >= used || (root < next && depth[root] < depth[leaf])) {
            depth[next] += depth[root];
            depth[root++] = (uint32_t)next;
        } else {
            depth[next] += depth[leaf++];
        }
    }
    depth[used - 2] = 0;
    for (next = used - 3; next >= 0; next--) depth[next] = depth[depth[next]] + 1;
    int available = 1, assigned = 0, level = 0;
    root = used - 2;
    next = used - 1;
    while (available > 0) {
        while (root >= 0 && (int)depth[root] == level) {
            assigned++;
            root--;
        }
        while (available > assigned) {
            depth[next--] = (uint32_t)level;
            available--;
        }
        available = 2 * assigned;
        level++;
        assigned = 0;
    }
    uint32_t per_length[33] = { 0 };
    for (int index = 0; index < used; index++) per_length[depth[index] > limit ? limit : depth[index]]++;
    uint32_t kraft = 0;
    for (unsigned bits = limit; bits > 0; bits--) kraft += per_length[bits] << (limit - bits);
    while (kraft > (1u << limit)) {
        per_length[limit]--;
        for (unsigned bits = limit - 1; bits > 0; bits--) {
            if (per_length[bits] > 0) {
                per_length[bits]--;
                per_length[bits + 1] += 2;
                break;
            }
        }
        kraft--;
    }
    int index = 0;
    for (unsigned bits = limit; bits > 0; bits--) {
        for (uint32_t count = 0; count < per_length[bits]; count++) lengths[keys[index++] & 511] = (uint8_t)bits;
    }
}

// Canonical codes for `lengths`, bit-reversed for deflate's least-significant-bit-first order.
static void qd_codes(const uint8_t *lengths, int symbols, uint16_t *codes) {
    uint16_t per_length[16] = { 0 }, next[16] = { 0 };
    for (int symbol = 0; symbol < symbols; symbol++) per_length[lengths[symbol]]++;
    per_length[0] = 0;
    uint16_t code = 0;
    for (int bits = 1; bits < 16; bits++) {
        code = (uint16_t)((code + per_length[bits - 1]) << 1);
        next[bits] = code;
    }
    for (int symbol = 0; symbol < symbols; symbol++) {
        unsigned bits = lengths[symbol];
        if (bits == 0) continue;
        uint16_t value = next[bits]++, reversed = 0;
        for (unsigned bit = 0; bit < bits; bit++) reversed = (uint16_t)(reversed << 1 | (value >> bit & 1));
        codes[symbol] = reversed;
    }
}

// Every Huffman code needs two symbols to be complete: a block with one distance or none (and an
// empty last block) gets unused ones.
static void qd_ensure_two_symbols(uint32_t *counts, int symbols) {
    int used = 0;
    for (int symbol = 0; symbol < symbols; symbol++) used += counts[symbol] > 0;
    for (int symbol = 0; used < 2; symbol++) {
        if (counts[symbol] == 0) {
            counts[symbol] = 1;
            used++;
        }
    }
}

typedef struct {
    uint8_t *out;
    uint64_t bits;
    unsigned count;
} qd_bit_writer;

// Appends `bits` (at most 56) of `value`: the whole 64-bit buffer is stored every time and the
// output moves on by the bytes completed, so fewer than 8 bits are ever held back, with no branch.
// The stores reach up to 7 bytes past the bytes written, which the caller reserves.
static inline __attribute__((always_inline)) void qd_put(qd_bit_writer *writer, uint64_t value, unsigned bits) {
    writer->bits |= value << writer->count;
    writer->count += bits;
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
    uint64_t little = __builtin_bswap64(writer->bits);
#else
    uint64_t little = writer->bits;
#endif
    memcpy(writer->out, &little, 8);
    unsigned bytes = writer->count >> 3;
    writer->out += bytes;
    // At most 7 bytes: fewer than 8 bits were held and at most 56 added.
    writer->bits >>= 8 * bytes;
    writer->count &= 7;
}

static const uint8_t qd_code_length_order[QD_CODE_LENGTH_SYMBOLS] = { 16, 17, 18, 0, 8, 7, 9, 6, 10, 5,
                                                                       11, 4, 12, 3, 13, 2, 14, 1, 15 };

// The code lengths of both codes run-length coded (16 repeats the previous length, 17 and 18 are
// runs of zeros); each item is its symbol | extra bits << 5.
static int qd_code_length_items(const uint8_t *lengths, int total, uint16_t *items, uint32_t *counts) {
    int items_count = 0;
    for (int at = 0; at < total;) {
        int run = 1;
        while (at + run < total && lengths[at + run] == lengths[at]) run++;
        if (lengths[at] == 0 && run >= 3) {
            int taken = run > 138 ? 138 : run;
            items[items_count++] = taken >= 11 ? (uint16_t)(18 | (taken - 11) << 5) : (uint16_t)(17 | (taken - 3) << 5);
            counts[taken >= 11 ? 18 : 17]++;
            at += taken;
        } else if (lengths[at] != 0 && run >= 4) {
            items[items_count++] = lengths[at];
            counts[lengths[at]]++;
            int taken = run - 1 > 6 ? 6 : run - 1;
            items[items_count++] = (uint16_t)(16 | (taken - 3) << 5);
            counts[16]++;
            at += 1 + taken;
        } else {
            items[items_count++] = lengths[at];
            counts[lengths[at]]++;
            at++;
        }
    }
    return items_count;
}

// The block header: the sizes of both alphabets, the code-length code, then both codes' lengths.
static void qd_put_header(qd_bit_writer *writer, const uint8_t *literal_lengths, const uint8_t *distance_lengths) {
    int literals = QD_LITERAL_SYMBOLS, distances = QD_DISTANCE_SYMBOLS;
    while (literals > 257 && literal_lengths[literals - 1] == 0) literals--;
    while (distances > 1 && distance_lengths[distances - 1] == 0) distances--;
    uint8_t lengths[QD_LITERAL_SYMBOLS + QD_DISTANCE_SYMBOLS];
    memcpy(lengths, literal_lengths, (size_t)literals);
    memcpy(lengths + literals, distance_lengths, (size_t)distances);
    uint16_t items[QD_LITERAL_SYMBOLS + QD_DISTANCE_SYMBOLS];
    uint32_t counts[QD_CODE_LENGTH_SYMBOLS] = { 0 };
    int item_count = qd_code_length_items(lengths, literals + distances, items, counts);
    qd_ensure_two_symbols(counts, QD_CODE_LENGTH_SYMBOLS);
    uint8_t code_lengths[QD_CODE_LENGTH_SYMBOLS];
    uint16_t codes[QD_CODE_LENGTH_SYMBOLS];
    qd_code_lengths(counts, QD_CODE_LENGTH_SYMBOLS, 7, code_lengths);
    qd_codes(code_lengths, QD_CODE_LENGTH_SYMBOLS, codes);
    int sent = QD_CODE_LENGTH_SYMBOLS;
    while (sent > 4 && code_lengths[qd_code_length_order[sent - 1]] == 0) sent--;
    qd_put(writer, (uint32_t)(literals - 257), 5);
    qd_put(writer, (uint32_t)(distances - 1), 5);
    qd_put(writer, (uint32_t)(sent - 4), 4);
    for (int index = 0; index < sent; index++) qd_put(writer, code_lengths[qd_code_length_order[index]], 3);
    static const unsigned repeat_bits[3] = { 2, 3, 7 };
    for (int index = 0; index < item_count; index++) {
        unsigned symbol = items[index] & 31;
        qd_put(writer, codes[symbol], code_lengths[symbol]);
        if (symbol >= 16) qd_put(writer, items[index] >> 5, repeat_bits[symbol - 16]);
    }
}

// The collected tokens as one dynamic-Huffman block, appended to `stream`.
static int qd_flush_block(gps_quick_deflater *deflater, int last, gps_buffer *stream) {
    deflater->literal_counts[256] = 1;
    qd_ensure_two_symbols(deflater->literal_counts, QD_LITERAL_SYMBOLS);
    qd_ensure_two_symbols(deflater->distance_counts, QD_DISTANCE_SYMBOLS);
    uint8_t literal_lengths[QD_LITERAL_SYMBOLS], distance_lengths[QD_DISTANCE_SYMBOLS];
    uint16_t literal_codes[QD_LITERAL_SYMBOLS], distance_codes[QD_DISTANCE_SYMBOLS];
    qd_code_lengths(deflater->literal_counts, QD_LITERAL_SYMBOLS, 15, literal_lengths);
    qd_code_lengths(deflater->distance_counts, QD_DISTANCE_SYMBOLS, 15, distance_lengths);
    qd_codes(literal_lengths, QD_LITERAL_SYMBOLS, literal_codes);
    qd_codes(distance_lengths, QD_DISTANCE_SYMBOLS, distance_codes);
    // 48 bits a token at most, the header well under 1 KB, and qd_put's store 8 bytes past the end.
    QD_TRY(gps_buffer_reserve(stream, deflater->token_count * 6 + 1024));
    qd_bit_writer writer = { stream->bytes + stream->count, deflater->bits, deflater->bit_count };
    qd_put(&writer, last ? 5 : 4, 3);
    qd_put_header(&writer, literal_lengths, distance_lengths);
    const uint32_t *tokens = deflater->tokens;
    const size_t count = deflater->token_count;
    for (size_t index = 0; index < count; index++) {
        uint32_t token = tokens[index];
        if (token < 256) {
            // Three literals in a row (text and gradients are runs of them) go out in one put:
            // 45 bits at most, the same bits as three puts.
            if (index + 2 < count && tokens[index + 1] < 256 && tokens[index + 2] < 256) {
                uint32_t second = tokens[index + 1], third = tokens[index + 2];
                unsigned first_bits = literal_lengths[token], second_bits = literal_lengths[second];
                uint64_t value = literal_codes[token] | (uint64_t)literal_codes[second] << first_bits |
                                 (uint64_t)literal_codes[third] << (first_bits + second_bits);
                qd_put(&writer, value, first_bits + second_bits + literal_lengths[third]);
                index += 2;
                continue;
            }
            qd_put(&writer, literal_codes[token], literal_lengths[token]);
            continue;
        }
        uint32_t length_symbol = QD_LENGTH_SYMBOL(token), distance_symbol = token >> 13 & 31;
        unsigned length_bits = literal_lengths[length_symbol], distance_bits = distance_lengths[distance_symbol];
        unsigned length_part = length_bits + qd_length_extra_bits(length_symbol);
        uint64_t length_code = literal_codes[length_symbol] | (token >> 18 & 31) << length_bits;
        uint64_t distance_code = distance_codes[distance_symbol] | (token & 0x1fff) << distance_bits;
        qd_put(&writer, length_code | distance_code << length_part,
               length_part + distance_bits + qd_distance_extra_bits(distance_symbol));
    }
    qd_put(&writer, literal_codes[256], literal_lengths[256]);
    if (last) qd_put(&writer, 0, (8 - writer.count) % 8);
    stream->count = (size_t)(writer.out - stream->bytes);
    deflater->bits = writer.bits;
    deflater->bit_count = writer.count;
    deflater->token_count = 0;
    memset(deflater->literal_counts, 0, sizeof deflater->literal_counts);
    memset(deflater->distance_counts, 0, sizeof deflater->distance_counts);
    return GPS_OK;
}

int gps_quick_strip(gps_quick_deflater *deflater, size_t length, int last, gps_buffer *stream) {
    size_t start = deflater->history, end = start + length;
    QD_TRY(qd_deflate_range(deflater, start, end, stream));
    if (last) return qd_flush_block(deflater, 1, stream);
    // The window's last QD_WINDOW bytes stay as the next strip's history.
    if (end > QD_WINDOW) {
        memmove(deflater->window, deflater->window + end - QD_WINDOW, QD_WINDOW);
        deflater->base += (uint32_t)(end - QD_WINDOW);
        deflater->history = QD_WINDOW;
    } else {
        deflater->history = end;
    }
    return GPS_OK;
}
