import CCairo
import GentleFiles

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Memory for pixels and blur scratch, lent out and taken back, so that a batch reuses what it
/// has already mapped: a sheet's page, a backdrop's copy or a shadow's mask is cleared or
/// overwritten in memory already faulted in, not mapped fresh and faulted in 4 KB at a time for
/// every sheet.
///
/// Pages and effects keep pools of their own. A page takes any free block large enough (sheets
/// differ in height), else replaces the largest free one, so the pages' pool holds one block per
/// worker, each of the largest sheet it drew. An effect takes a free block at most twice its size,
/// else replaces one it outgrew. Blocks are mapped a power of two long, with room to grow. Every
/// loan is cleared or wholly written by its borrower, so which block a worker gets never shows in
/// the pixels.
final class PixelPool: @unchecked Sendable {
    /// A block of memory: page-aligned, a whole number of pages long.
    struct Block: @unchecked Sendable {
        let address: UnsafeMutableRawPointer
        let length: Int
    }

    /// The pool raster canvases' pages borrow from.
    static let pages = PixelPool(keeping: 16, keepingBytes: 1 << 30, lendsLarger: true)
    /// The pool backdrop copies, shadow masks and the blur's scratch borrow from.
    static let effects = PixelPool(keeping: 16, keepingBytes: 32 << 20, lendsLarger: false)

    /// How many free blocks are kept at most, and how many bytes of them.
    let keeping: Int, keepingBytes: Int
    /// Whether a loan may be any larger than asked, or at most twice the size.
    let lendsLarger: Bool
    private let lock = MutexLock()
    private var free: [Block] = []

    init(keeping: Int, keepingBytes: Int, lendsLarger: Bool) {
        self.keeping = keeping
        self.keepingBytes = keepingBytes
        self.lendsLarger = lendsLarger
    }

    deinit {
        for block in free { Self.unmap(block) }
    }

    /// A block of at least `bytes`, its first `bytes` zero when `zeroed`; nil when no memory can
    /// be mapped.
    func take(bytes: Int, zeroed: Bool) -> Block? {
        let length = Self.pageRounded(max(bytes, 1))
        let (reused, replaced): (Block?, Block?) = lock.withLock {
            // Within twice the length unless any will do, so a small scratch never holds a large block.
            let fitting = free.indices.filter {
                free[$0].length >= length && (lendsLarger || free[$0].length / 2 <= length)
            }
            if let index = fitting.min(by: { free[$0].length < free[$1].length }) {
                return (free.remove(at: index), nil)
            }
            // A block grown out of: a bigger one takes its place.
            let outgrown = free.indices.filter {
                free[$0].length < length && (lendsLarger || free[$0].length >= length / 2)
            }
            guard let index = outgrown.max(by: { free[$0].length < free[$1].length }) else { return (nil, nil) }
            return (nil, free.remove(at: index))
        }
        if let reused {
            if zeroed { memset(reused.address, 0, bytes) }
            return reused
        }
        if let replaced { Self.unmap(replaced) }
        // A new mapping is already zero. It is mapped with room to grow, its length rounded up to
        // a power of two: a taller sheet or a larger effect later fits it instead of replacing it
        // with a mapping faulted in afresh (the batch mapped six pages of 36 to 54 MB for one
        // worker, and effects' blocks of 1.4 to 3.5 MB again and again), and room never written
        // is never faulted in.
        return Self.map(length: Self.withRoomToGrow(length))
    }

    /// Takes a block back for a later loan; beyond `keeping` blocks or `keepingBytes` free, the
    /// blocks given back longest ago are unmapped.
    func giveBack(_ block: Block) {
        let surplus: [Block] = lock.withLock {
            free.append(block)
            var surplus: [Block] = []
            var bytes = free.reduce(0) { $0 + $1.length }
            while free.count > 1, free.count > keeping || bytes > keepingBytes {
                let oldest = free.removeFirst()
                bytes -= oldest.length
                surplus.append(oldest)
            }
            return surplus
        }
        for block in surplus { Self.unmap(block) }
    }

    /// The free blocks' total length, in bytes.
    var freeBytes: Int {
        lock.withLock { free.reduce(0) { $0 + $1.length } }
    }

    private static let pageSize = max(sysconf(Int32(_SC_PAGESIZE)), 4096)

    private static func pageRounded(_ bytes: Int) -> Int {
        (bytes + pageSize - 1) / pageSize * pageSize
    }

    /// `length` rounded up to a power of two, or `length` itself where that would overflow.
    private static func withRoomToGrow(_ length: Int) -> Int {
        let shift = Int.bitWidth - (length - 1).leadingZeroBitCount
        return length > 1 && shift < Int.bitWidth - 1 ? 1 << shift : length
    }

    /// A fresh mapping of small pages. Not advised to use 2 MB pages: a page's rows that only
    /// ever hold its background are never written (`PageBackground`), so with small pages they
    /// are never faulted in, where a 2 MB page is faulted in whole at its first byte.
    private static func map(length: Int) -> Block? {
        guard let address = mmap(nil, length, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0),
            address != MAP_FAILED
        else { return nil }
        return Block(address: address, length: length)
    }

    private static func unmap(_ block: Block) {
        _ = munmap(block.address, block.length)
    }
}
