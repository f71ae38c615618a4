import Foundation
import Testing

@testable import GentleRaster

/// Collects results from threads.
private final class Results: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [[UInt8]] = []

    func append(_ value: [UInt8]) {
        lock.lock()
        defer { lock.unlock() }
        values.append(value)
    }

    var all: [[UInt8]] {
        lock.lock()
        defer { lock.unlock() }
        return values
    }
}

@Suite struct DeterminismTests {
    @Test(arguments: OutputFormat.allCases)
    func sameSceneGivesSameBytesTwice(format: OutputFormat) throws {
        let first = try TestScene.render(format: format, scale: 2, typesetter: Fixtures.typesetter())
        let second = try TestScene.render(format: format, scale: 2, typesetter: Fixtures.typesetter())
        #expect(first.count > 1000)
        #expect(first == second)
    }

    @Test(arguments: OutputFormat.allCases)
    func fourThreadsGiveTheSameBytesAsOne(format: OutputFormat) throws {
        let serial = try TestScene.render(format: format, typesetter: Fixtures.typesetter())
        let results = Results()
        DispatchQueue.concurrentPerform(iterations: 4) { _ in
            // A fresh font library per thread as well, so face creation races too.
            guard let fonts = try? FontLibrary.bundled(),
                let bytes = try? TestScene.render(format: format, typesetter: Typesetter(fonts: fonts))
            else { return }
            results.append(bytes)
        }
        #expect(results.all.count == 4)
        #expect(results.all.allSatisfy { $0 == serial })
    }
}
