/// One of `count` slices of a selection's cases, for `verify --shard i/n` on a CI matrix: the
/// slices are disjoint, together hold every case, and a case's slice depends only on the set of
/// cases, never on their order or on the machine.
///
/// The partition is a greedy bin-packing by `SpecimenCase.estimatedCost`: cases sorted by cost
/// (dearest first), then by name; each goes to the slice with the least cost so far, the lowest
/// number on a tie. So every slice gets a case when there are at least `count`, and the dearest
/// slice costs at most one case's cost more than the cheapest.
package struct SpecimenShard: Sendable, Hashable, CustomStringConvertible {
    /// The slice's number, from 1.
    package let index: Int
    /// How many slices there are.
    package let count: Int

    /// Slice `index` of `count`; throws unless 1 ≤ index ≤ count.
    package init(index: Int, count: Int) throws(SpecimenShardError) {
        guard count >= 1 else { throw .noShards(count) }
        guard (1...count).contains(index) else { throw .outOfRange(index: index, count: count) }
        self.index = index
        self.count = count
    }

    /// Reads `i/n`, e.g. `2/4`.
    package init(parsing text: String) throws(SpecimenShardError) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]) else {
            throw .notAFraction(text)
        }
        try self.init(index: index, count: count)
    }

    /// `i/n`.
    package var description: String { "\(index)/\(count)" }

    /// This slice's cases, in the order given.
    package func cases(of cases: [SpecimenCase]) -> [SpecimenCase] {
        let slices = Self.slices(of: cases.map(Job.init), count: count)
        return cases.filter { slices[$0.name] == index }
    }

    /// The slice number of every case name when `cases` are cut into `count` slices.
    package static func partition(of cases: [SpecimenCase], count: Int) -> [String: Int] {
        slices(of: cases.map(Job.init), count: count)
    }

    private struct Job {
        let name: String
        let cost: Int

        init(_ specimen: SpecimenCase) {
            name = specimen.name
            cost = specimen.estimatedCost
        }
    }

    private static func slices(of jobs: [Job], count: Int) -> [String: Int] {
        var loads = Array(repeating: 0, count: max(1, count))
        var slices: [String: Int] = [:]
        for job in jobs.sorted(by: { ($1.cost, $0.name) < ($0.cost, $1.name) }) {
            // The first of the least loaded, so ties always break the same way.
            let lightest = loads.indices.min { (loads[$0], $0) < (loads[$1], $1) } ?? 0
            loads[lightest] += job.cost
            slices[job.name] = lightest + 1
        }
        return slices
    }
}

/// Why a `--shard` value names no slice.
package enum SpecimenShardError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Not two whole numbers around a slash.
    case notAFraction(String)
    /// Fewer than one slice.
    case noShards(Int)
    /// The slice number is outside 1…count.
    case outOfRange(index: Int, count: Int)

    /// What is wrong and what is expected.
    package var description: String {
        switch self {
        case .notAFraction(let text):
            "'\(text)' is not a shard: give i/n, two whole numbers with 1 ≤ i ≤ n, e.g. 2/4"
        case .noShards(let count): "a run cannot be cut into \(count) shards: n must be at least 1"
        case .outOfRange(let index, let count): "there is no shard \(index) of \(count): i must be from 1 to \(count)"
        }
    }
}
