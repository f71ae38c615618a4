import GentleSpecimen
import Testing

/// `verify --shard i/n`'s partition over the cases `verify` checks by default: every preset, every
/// sheet, both schemes, and the gallery (164 cases).
@Suite struct SpecimenShardTests {
    static let presetCases = SpecimenSelection(themes: SpecimenTheme.presets).cases
    static let shardCounts = Array(1...8) + [16, 164, 200]

    /// Every slice of `cases`, from one partition: asking each shard for its cases would cost
    /// count² × cases, seconds at 200 shards in a debug build. That each shard's `cases(of:)` is
    /// its slice of this partition is `eachShardsCasesAreItsSliceOfThePartition`'s to check.
    private func slices(_ cases: [SpecimenCase], count: Int) throws -> [[SpecimenCase]] {
        let partition = SpecimenShard.partition(of: cases, count: count)
        var slices = Array(repeating: [SpecimenCase](), count: count)
        for specimen in cases {
            let index = try #require(partition[specimen.name], "\(specimen.name) is in no shard")
            slices[index - 1].append(specimen)
        }
        return slices
    }

    // A CI job asks for its own slice alone: that is its slice of the whole partition, in order.
    @Test(arguments: Array(1...8) + [16])
    func eachShardsCasesAreItsSliceOfThePartition(count: Int) throws {
        let partition = SpecimenShard.partition(of: Self.presetCases, count: count)
        for index in 1...count {
            let names = try SpecimenShard(index: index, count: count).cases(of: Self.presetCases).map(\.name)
            #expect(names == Self.presetCases.map(\.name).filter { partition[$0] == index }, "shard \(index)/\(count)")
        }
    }

    @Test(arguments: shardCounts)
    func theShardsAreDisjointAndTogetherHoldEveryCase(count: Int) throws {
        let names = try slices(Self.presetCases, count: count).flatMap { $0.map(\.name) }
        #expect(names.count == Self.presetCases.count)
        #expect(Set(names) == Set(Self.presetCases.map(\.name)))
    }

    @Test(arguments: shardCounts)
    func everyShardHasACaseWhenThereAreAtLeastAsManyCases(count: Int) throws {
        let sizes = try slices(Self.presetCases, count: count).map(\.count)
        #expect(sizes.allSatisfy { $0 > 0 } == (Self.presetCases.count >= count))
    }

    // Greedy bin-packing onto the cheapest shard keeps the dearest shard within one case's cost of
    // the cheapest: the bound the partition documents.
    @Test(arguments: shardCounts.filter { $0 <= presetCases.count })
    func theShardsCostTheSameWithinOneCase(count: Int) throws {
        let costs = try slices(Self.presetCases, count: count).map { $0.reduce(0) { $0 + $1.estimatedCost } }
        let dearestCase = Self.presetCases.map(\.estimatedCost).max() ?? 0
        #expect((costs.max() ?? 0) - (costs.min() ?? 0) <= dearestCase)
    }

    // Each CI job computes the partition on its own: the order the cases come in never matters.
    @Test(arguments: [2, 4, 7])
    func aCasesShardDependsOnlyOnTheCaseSetNotItsOrder(count: Int) {
        let forward = SpecimenShard.partition(of: Self.presetCases, count: count)
        let reversed = SpecimenShard.partition(of: Self.presetCases.reversed(), count: count)
        let interleaved = SpecimenShard.partition(
            of: Self.presetCases.enumerated().sorted { ($0.offset % 3, $0.offset) < ($1.offset % 3, $1.offset) }
                .map(\.element),
            count: count)
        #expect(forward == reversed)
        #expect(forward == interleaved)
        #expect(forward == SpecimenShard.partition(of: Self.presetCases, count: count))
    }

    @Test func aShardKeepsTheOrderOfTheCasesItIsGiven() throws {
        let shard = try SpecimenShard(index: 2, count: 3).cases(of: Self.presetCases)
        let positions = shard.compactMap { specimen in Self.presetCases.firstIndex { $0.name == specimen.name } }
        #expect(positions == positions.sorted())
    }

    @Test(arguments: [("1/1", 1, 1), ("2/4", 2, 4), ("4/4", 4, 4), ("10/12", 10, 12)])
    func aShardIsReadAsIOfN(text: String, index: Int, count: Int) throws {
        let shard = try SpecimenShard(parsing: text)
        #expect((shard.index, shard.count) == (index, count))
        #expect(shard.description == text)
    }

    @Test(arguments: [
        ("0/4", SpecimenShardError.outOfRange(index: 0, count: 4)),
        ("5/4", .outOfRange(index: 5, count: 4)),
        ("-1/4", .outOfRange(index: -1, count: 4)),
        ("1/0", .noShards(0)),
        ("a/b", .notAFraction("a/b")),
        ("2", .notAFraction("2")),
        ("1/2/3", .notAFraction("1/2/3")),
        ("/4", .notAFraction("/4")),
        ("", .notAFraction("")),
    ])
    func aValueThatNamesNoShardIsRefused(text: String, error: SpecimenShardError) {
        #expect(throws: error) { try SpecimenShard(parsing: text) }
    }
}
