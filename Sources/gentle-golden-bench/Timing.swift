import Foundation

/// Median wall time of repeated runs, after one warm-up run.
enum Timing {
    static func medianMilliseconds(runs: Int, _ body: () throws -> Void) rethrows -> Double {
        try body()
        let clock = ContinuousClock()
        var samples: [Double] = []
        for _ in 0..<runs {
            samples.append(milliseconds(try clock.measure(body)))
        }
        return median(samples)
    }

    private static func milliseconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) * 1000 + Double(duration.components.attoseconds) / 1e15
    }

    private static func median(_ samples: [Double]) -> Double {
        let sorted = samples.sorted()
        return sorted.count % 2 == 1
            ? sorted[sorted.count / 2]
            : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
    }

    static func medianMilliseconds(runs: Int, _ body: () async throws -> Void) async rethrows -> Double {
        try await body()
        let clock = ContinuousClock()
        var samples: [Double] = []
        for _ in 0..<runs {
            let start = clock.now
            try await body()
            samples.append(milliseconds(clock.now - start))
        }
        return median(samples)
    }

    static func format(_ milliseconds: Double) -> String {
        String(format: "%.2f", milliseconds)
    }
}
