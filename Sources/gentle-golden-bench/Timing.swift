import Foundation

/// Median wall time of repeated runs, after one warm-up run.
enum Timing {
    static func medianMilliseconds(runs: Int, _ body: () throws -> Void) rethrows -> Double {
        try body()
        let clock = ContinuousClock()
        var samples: [Double] = []
        for _ in 0..<runs {
            let elapsed = try clock.measure(body)
            samples.append(Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) / 1e15)
        }
        samples.sort()
        return samples.count % 2 == 1
            ? samples[samples.count / 2]
            : (samples[samples.count / 2 - 1] + samples[samples.count / 2]) / 2
    }

    static func format(_ milliseconds: Double) -> String {
        String(format: "%.2f", milliseconds)
    }
}
