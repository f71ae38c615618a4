import CCairo
import Testing

@testable import GentleRaster

/// Pooled pixel memory is lent again, cleared where asked, never to a much smaller borrower, and
/// the pool keeps no more than its bounds.
@Suite struct PixelPoolTests {
    @Test func aSurfaceGivenBackIsLentAgainCleared() throws {
        let pool = PixelPool(keeping: 4, keepingBytes: 64 << 20, lendsLarger: false)
        let first = try #require(pool.surface(CAIRO_FORMAT_ARGB32, width: 300, height: 200, zeroed: true))
        let address = cairo_image_surface_get_data(first)
        let bytes = Int(cairo_image_surface_get_stride(first)) * 200
        address?.update(repeating: 0xAB, count: bytes)
        cairo_surface_destroy(first)
        let second = try #require(pool.surface(CAIRO_FORMAT_ARGB32, width: 290, height: 200, zeroed: true))
        defer { cairo_surface_destroy(second) }
        let data = try #require(cairo_image_surface_get_data(second))
        #expect(data == address)
        let reused = UnsafeBufferPointer(start: data, count: Int(cairo_image_surface_get_stride(second)) * 200)
        #expect(reused.allSatisfy { $0 == 0 })
    }

    @Test func aSmallLoanDoesNotTakeALargeBlock() throws {
        let pool = PixelPool(keeping: 4, keepingBytes: 64 << 20, lendsLarger: false)
        let large = try #require(pool.take(bytes: 4 << 20, zeroed: false))
        pool.giveBack(large)
        let small = try #require(pool.take(bytes: 64 << 10, zeroed: false))
        #expect(small.address != large.address)
        pool.giveBack(small)
        // One somewhat larger than a free block replaces it rather than adding to it.
        let grown = try #require(pool.take(bytes: 5 << 20, zeroed: false))
        #expect(grown.length >= 5 << 20)
        pool.giveBack(grown)
        #expect(pool.freeBytes == grown.length + small.length)
    }

    @Test func thePoolKeepsWithinItsBounds() throws {
        let pool = PixelPool(keeping: 2, keepingBytes: 1 << 20, lendsLarger: false)
        let blocks = try (0..<4).map { _ in try #require(pool.take(bytes: 256 << 10, zeroed: false)) }
        for block in blocks { pool.giveBack(block) }
        #expect(pool.freeBytes == 2 * (256 << 10))
        let big = try #require(pool.take(bytes: 3 << 20, zeroed: false))
        pool.giveBack(big)
        // Over the byte bound, the blocks given back longest ago go; the newest stays.
        #expect(pool.freeBytes == big.length)
    }

    @Test func aPageTakesAnyLargerBlockAndReplacesOneItOutgrows() throws {
        let pool = PixelPool(keeping: 4, keepingBytes: 64 << 20, lendsLarger: true)
        let tall = try #require(pool.take(bytes: 4 << 20, zeroed: true))
        pool.giveBack(tall)
        let short = try #require(pool.take(bytes: 256 << 10, zeroed: true))
        #expect(short.address == tall.address)
        pool.giveBack(short)
        let taller = try #require(pool.take(bytes: 8 << 20, zeroed: true))
        pool.giveBack(taller)
        #expect(pool.freeBytes == taller.length)
    }

    /// A block is mapped with room to grow (a power of two long), so a somewhat larger loan after
    /// it reuses it, in either kind of pool.
    @Test(arguments: [true, false])
    func aBlockHasRoomForASomewhatLargerLoan(lendsLarger: Bool) throws {
        let pool = PixelPool(keeping: 4, keepingBytes: 64 << 20, lendsLarger: lendsLarger)
        let first = try #require(pool.take(bytes: 3 << 20, zeroed: true))
        #expect(first.length == 4 << 20)
        pool.giveBack(first)
        let larger = try #require(pool.take(bytes: (7 << 20) / 2, zeroed: true))
        #expect(larger.address == first.address)
        pool.giveBack(larger)
        #expect(pool.freeBytes == 4 << 20)
    }
}
