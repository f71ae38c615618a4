import CHeapPolicy
import GentleSpecimenCLI
#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

// A sheet's bitmaps (the decoded golden, the drawn one, its diff) are 5–50 MB each. glibc maps
// blocks that large afresh for every sheet and unmaps them when freed, and faulting their pages
// in again took a tenth of `verify`'s CPU time; kept in the heap, a freed block serves the next
// sheet. Peak memory stays what the sheets in flight need.
_ = ghp_keep_large_blocks_in_heap()

exit(run(arguments: Array(CommandLine.arguments.dropFirst())).rawValue)
