// SHA-256 (FIPS 180-4), in C for the reason box_blur.h gives: the debug build runs the same rounds
// written in Swift as a call per rotate and add, and every golden read, staged or accepted, and
// every font of a renderer fingerprint, is hashed.
#ifndef GENTLE_KERNELS_SHA256_H
#define GENTLE_KERNELS_SHA256_H

#include <stddef.h>
#include <stdint.h>

/// The length of a digest in bytes.
enum { GK_SHA256_DIGEST_LENGTH = 32 };

/// Writes the SHA-256 digest of `count` bytes at `bytes` (which may be NULL when `count` is 0)
/// into `digest`, big-endian, as the standard prints it.
void gk_sha256(const uint8_t *bytes, size_t count, uint8_t digest[GK_SHA256_DIGEST_LENGTH]);

#endif
