// glibc's malloc settings for the command-line tool, which Swift's Glibc module does not
// import (malloc.h).
#ifndef GENTLE_HEAP_POLICY_H
#define GENTLE_HEAP_POLICY_H

/// Keeps blocks of up to 32 MB in the heap and freed memory in the process, instead of mapping
/// each large block afresh and unmapping it when freed; 0 where the C library has no such setting.
int ghp_keep_large_blocks_in_heap(void);

#endif
