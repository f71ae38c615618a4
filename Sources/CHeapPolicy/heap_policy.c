#include "heap_policy.h"

#include <stdlib.h> // defines __GLIBC__ with glibc

#if defined(__GLIBC__)
#include <malloc.h>
#endif

int ghp_keep_large_blocks_in_heap(void) {
#if defined(__GLIBC__)
    // 32 MB is the most glibc takes (a larger value is refused); setting it also turns off
    // glibc's own tuning of both thresholds.
    int mapped = mallopt(M_MMAP_THRESHOLD, 32 << 20);
    int trimmed = mallopt(M_TRIM_THRESHOLD, 1 << 30);
    return mapped && trimmed;
#else
    return 0;
#endif
}
