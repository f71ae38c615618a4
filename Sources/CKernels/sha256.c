#include "sha256.h"

#include <string.h>

static const uint32_t round_constants[64] = {
    0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
    0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
    0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
    0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
    0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
    0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
    0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
    0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
};

static uint32_t rotated_right(uint32_t word, unsigned count) { return (word >> count) | (word << (32 - count)); }

// One 64-byte block into the running state.
static void compress(uint32_t state[8], const uint8_t block[64]) {
    uint32_t words[64];
    for (int index = 0; index < 16; index++) {
        const uint8_t *base = block + index * 4;
        words[index] = (uint32_t)base[0] << 24 | (uint32_t)base[1] << 16 | (uint32_t)base[2] << 8 | base[3];
    }
    for (int index = 16; index < 64; index++) {
        uint32_t w15 = words[index - 15], w2 = words[index - 2];
        uint32_t s0 = rotated_right(w15, 7) ^ rotated_right(w15, 18) ^ (w15 >> 3);
        uint32_t s1 = rotated_right(w2, 17) ^ rotated_right(w2, 19) ^ (w2 >> 10);
        words[index] = words[index - 16] + s0 + words[index - 7] + s1;
    }
    uint32_t a = state[0], b = state[1], c = state[2], d = state[3];
    uint32_t e = state[4], f = state[5], g = state[6], h = state[7];
    for (int index = 0; index < 64; index++) {
        uint32_t s1 = rotated_right(e, 6) ^ rotated_right(e, 11) ^ rotated_right(e, 25);
        uint32_t choice = (e & f) ^ (~e & g);
        uint32_t t1 = h + s1 + choice + round_constants[index] + words[index];
        uint32_t s0 = rotated_right(a, 2) ^ rotated_right(a, 13) ^ rotated_right(a, 22);
        uint32_t majority = (a & b) ^ (a & c) ^ (b & c);
        uint32_t t2 = s0 + majority;
        h = g;
        g = f;
        f = e;
        e = d + t1;
        d = c;
        c = b;
        b = a;
        a = t1 + t2;
    }
    state[0] += a;
    state[1] += b;
    state[2] += c;
    state[3] += d;
    state[4] += e;
    state[5] += f;
    state[6] += g;
    state[7] += h;
}

#if defined(__x86_64__)
#include <cpuid.h>
#include <immintrin.h>

// Whether the processor has the SHA extensions and the SSSE3 and SSE4.1 shuffles and blends the
// rounds below use. Asked on every call: a cpuid is a few hundred cycles, a hash far more.
static int has_sha_extensions(void) {
    unsigned int a, b, c, d;
    if (!__get_cpuid(1, &a, &b, &c, &d) || !(c & (1u << 9)) || !(c & (1u << 19))) return 0;
    if (!__get_cpuid_count(7, 0, &a, &b, &c, &d)) return 0;
    return (b & (1u << 29)) != 0;
}

// The same rounds as `compress` over `blocks` whole blocks, with the SHA extensions: four rounds
// of the message schedule a step (sha256msg1/msg2) and two rounds an instruction (sha256rnds2),
// about eight times as fast. The state is held as ABEF and CDGH, as the instructions want it.
__attribute__((target("sha,sse4.1,ssse3"))) static void compress_blocks_sha(uint32_t state[8],
                                                                           const uint8_t *data, size_t blocks) {
    const __m128i byte_swap = _mm_set_epi64x(0x0c0d0e0f08090a0bLL, 0x0405060700010203LL);
    __m128i dcba = _mm_loadu_si128((const __m128i *)&state[0]);
    __m128i hgfe = _mm_loadu_si128((const __m128i *)&state[4]);
    __m128i cdab = _mm_shuffle_epi32(dcba, 0xB1);
    __m128i efgh = _mm_shuffle_epi32(hgfe, 0x1B);
    __m128i abef = _mm_alignr_epi8(cdab, efgh, 8);
    __m128i cdgh = _mm_blend_epi16(efgh, cdab, 0xF0);
    for (size_t block = 0; block < blocks; block++, data += 64) {
        const __m128i abef_before = abef, cdgh_before = cdgh;
        __m128i words[4];
        for (int group = 0; group < 16; group++) {
            __m128i w;
            if (group < 4) {
                w = _mm_shuffle_epi8(_mm_loadu_si128((const __m128i *)(data + 16 * group)), byte_swap);
            } else {
                // W[t..t+3] from W[t-16..t-1]: σ0 of the oldest, W[t-7..t-4], then σ1 of the newest.
                w = _mm_sha256msg1_epu32(words[group & 3], words[(group + 1) & 3]);
                w = _mm_add_epi32(w, _mm_alignr_epi8(words[(group + 3) & 3], words[(group + 2) & 3], 4));
                w = _mm_sha256msg2_epu32(w, words[(group + 3) & 3]);
            }
            words[group & 3] = w;
            __m128i message = _mm_add_epi32(w, _mm_loadu_si128((const __m128i *)&round_constants[4 * group]));
            cdgh = _mm_sha256rnds2_epu32(cdgh, abef, message);
            abef = _mm_sha256rnds2_epu32(abef, cdgh, _mm_shuffle_epi32(message, 0x0E));
        }
        abef = _mm_add_epi32(abef, abef_before);
        cdgh = _mm_add_epi32(cdgh, cdgh_before);
    }
    __m128i feba = _mm_shuffle_epi32(abef, 0x1B);
    __m128i dchg = _mm_shuffle_epi32(cdgh, 0xB1);
    _mm_storeu_si128((__m128i *)&state[0], _mm_blend_epi16(feba, dchg, 0xF0));
    _mm_storeu_si128((__m128i *)&state[4], _mm_alignr_epi8(dchg, feba, 8));
}
#endif

// `blocks` whole blocks into the running state, with the SHA extensions where the processor has
// them.
static void compress_blocks(uint32_t state[8], const uint8_t *data, size_t blocks) {
#if defined(__x86_64__)
    if (has_sha_extensions()) {
        compress_blocks_sha(state, data, blocks);
        return;
    }
#endif
    for (size_t block = 0; block < blocks; block++) compress(state, data + 64 * block);
}

void gk_sha256(const uint8_t *bytes, size_t count, uint8_t digest[GK_SHA256_DIGEST_LENGTH]) {
    uint32_t state[8] = {0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19};
    const size_t whole = count / 64 * 64;
    if (whole > 0) compress_blocks(state, bytes, whole / 64);
    // The tail, 0x80, zeros to 56 bytes past a block boundary, then the length in bits: one or
    // two more blocks.
    uint8_t tail[128] = {0};
    const size_t rest = count - whole;
    if (rest > 0) memcpy(tail, bytes + whole, rest);
    tail[rest] = 0x80;
    const size_t tail_length = rest < 56 ? 64 : 128;
    const uint64_t bits = (uint64_t)count * 8;
    for (int index = 0; index < 8; index++) tail[tail_length - 1 - index] = (uint8_t)(bits >> (8 * index));
    compress_blocks(state, tail, tail_length / 64);
    for (int index = 0; index < 8; index++) {
        digest[index * 4] = (uint8_t)(state[index] >> 24);
        digest[index * 4 + 1] = (uint8_t)(state[index] >> 16);
        digest[index * 4 + 2] = (uint8_t)(state[index] >> 8);
        digest[index * 4 + 3] = (uint8_t)state[index];
    }
}
