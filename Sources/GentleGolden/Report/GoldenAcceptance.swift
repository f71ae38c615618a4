import GentleFiles
import GentleImage
#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Takes the actual images of a report as the new goldens (`gentle-specimen accept`), without a
/// server and from a report downloaded from CI, which may come from a fork and so is not trusted
/// to choose where files go: goldens are written only below the store's root (case ids are
/// relative paths, and no link below the root is followed), each chosen case's `actual.png`
/// (which carries the fingerprint and tokens a golden does) only when its golden is still the
/// file the report compared against (its SHA-256 in `report.json`) or already equals that image.
/// All or nothing: every image is decoded and staged beside its golden first, then all are
/// renamed into place; a failure before the renames removes the staged files.
package struct GoldenAcceptance: Sendable {
    /// The report folder.
    package let report: URL
    /// The report's `report.json`.
    package let document: ReportJSON.Document

    /// What one accept did.
    package struct Outcome: Sendable, Equatable {
        /// The goldens written, in report order.
        package var written: [GoldenCaseID]
        /// The chosen cases whose golden already was the report's actual image, pixels and text.
        package var alreadyAccepted: [GoldenCaseID]
    }

    /// Reads the report in `report`, with the size limit and file-type checks of every input
    /// file: a FIFO, a device or a folder in place of `report.json` is named as what it is.
    package init(report: URL) throws(AcceptError) {
        let file = report.appendingPathComponent("report.json")
        let data: Data
        do {
            data = try RegularFile.contents(of: file, limit: ReportMerge.maximumReportByteCount)
        } catch {
            if case .notFound = error { throw .missingReport(path: file.path) }
            guard error.isOversized else { throw .unreadableReport(path: file.path, reason: error.reason) }
            throw .invalidReport(path: file.path, reason: ReportJSON.oversizedReason(error))
        }
        do {
            document = try ReportJSON.decode(data)
        } catch {
            throw .invalidReport(path: file.path, reason: String(describing: error))
        }
        self.report = report
    }

    /// The cases that can be accepted: failing or new, with an `actual.png`.
    package var acceptable: [ReportJSON.Case] {
        document.cases.filter { $0.bucket != ReportBucket.passed.rawValue && $0.artifacts?["actual"] != nil }
    }

    /// Accepts the named cases (every acceptable one when `names` is empty and `all` is set) into
    /// `store`; a case named twice is accepted once.
    package func accept(_ names: [String], all: Bool, into store: GoldenStore) throws(AcceptError) -> Outcome {
        let chosen = try choose(names, all: all)
        var staged: [StagedGolden] = []
        var outcome = Outcome(written: [], alreadyAccepted: [])
        var refused: [String] = []
        do throws(AcceptError) {
            // One image at a time is held: each is staged on disk before the next is decoded.
            for choice in chosen {
                let target = store.url(for: choice.id)
                do {
                    try WriteRoot(store.root).checkUnredirected(target)
                } catch {
                    throw .outsideGoldens(path: error.path, reason: error.reason)
                }
                let image = try actualImage(of: choice)
                if Self.golden(of: choice.id, in: store, equals: image) {
                    outcome.alreadyAccepted.append(choice.id)
                } else if store.fileHash(of: choice.id) != choice.entry.goldenSHA256 {
                    refused.append(choice.id.path)
                } else if refused.isEmpty {
                    do {
                        staged.append(try store.stage(image.bitmap, fingerprint: image.text, for: choice.id))
                    } catch {
                        throw .writeFailed(error)
                    }
                    outcome.written.append(choice.id)
                }
            }
            guard refused.isEmpty else { throw .goldenChanged(cases: refused) }
        } catch {
            for file in staged { file.discard() }
            throw error
        }
        do {
            try StagedGolden.commit(staged)
        } catch {
            throw .renameFailed(error.error, written: error.written.map(\.path))
        }
        return outcome
    }

    private func choose(_ names: [String], all: Bool) throws(AcceptError) -> [(
        id: GoldenCaseID, entry: ReportJSON.Case
    )] {
        let entries: [ReportJSON.Case]
        if all && names.isEmpty {
            entries = acceptable
        } else {
            var picked: [ReportJSON.Case] = []
            for name in names where !picked.contains(where: { $0.id == name }) {
                if let reason = GoldenCaseID.problem(in: name) { throw .invalidCaseName(name, reason: reason) }
                guard let entry = document.cases.first(where: { $0.id == name }) else { throw .unknownCase(name) }
                guard acceptable.contains(where: { $0.id == name }) else { throw .nothingToAccept(name) }
                picked.append(entry)
            }
            entries = picked
        }
        guard !entries.isEmpty else { throw .noCases }
        var chosen: [(id: GoldenCaseID, entry: ReportJSON.Case)] = []
        for entry in entries where !chosen.contains(where: { $0.entry.id == entry.id }) {
            guard let id = GoldenCaseID(entry.id) else {
                let reason = GoldenCaseID.problem(in: entry.id) ?? "it is not a case id"
                throw .invalidReport(
                    path: report.appendingPathComponent("report.json").path,
                    reason: "the case id '\(entry.id)' is not valid: \(reason)")
            }
            chosen.append((id, entry))
        }
        return chosen
    }

    // Built from the case id, never from a path in the report, so no entry can point outside it.
    // The image must be the size the report recorded for it: a larger one is refused from its
    // header, before its pixels are allocated.
    private func actualImage(of choice: (id: GoldenCaseID, entry: ReportJSON.Case)) throws(AcceptError) -> PNGImage {
        let source = (choice.id.components + ["actual.png"]).reduce(report) { $0.appendingPathComponent($1) }
        guard let recorded = choice.entry.recordedImageSize else {
            throw .invalidReport(
                path: report.appendingPathComponent("report.json").path,
                reason: "the case '\(choice.entry.id)' records no valid imageSize")
        }
        let data: Data
        do {
            data = try RegularFile.contents(of: source, limit: PNGDecoder.maximumFileByteCount)
        } catch .notFound {
            throw .missingImage(path: source.path)
        } catch {
            throw .unreadableImage(path: source.path, reason: error.reason)
        }
        let image: PNGImage
        do {
            image = try PNGDecoder(pixelLimit: recorded.width * recorded.height).decode(
                [UInt8](data), source: source.path)
        } catch PNGError.tooLarge(_, let width, let height, _) {
            throw .actualSizeDiffers(
                path: source.path, actual: PixelSize(width: width, height: height), recorded: recorded)
        } catch {
            throw .unreadableImage(path: source.path, reason: String(describing: error))
        }
        let actual = PixelSize(width: image.bitmap.width, height: image.bitmap.height)
        guard actual == recorded else {
            throw .actualSizeDiffers(path: source.path, actual: actual, recorded: recorded)
        }
        return image
    }

    /// Whether the golden of `id` already is `image`: the same pixels and the same text chunks
    /// (fingerprint and tokens), as after an earlier accept of the same report.
    private static func golden(of id: GoldenCaseID, in store: GoldenStore, equals image: PNGImage) -> Bool {
        // A golden that cannot be read is not equal; the hash check then decides.
        guard let golden = try? store.read(id) else { return false }
        return golden.bitmap == image.bitmap && golden.text == image.text
    }
}

extension ReportJSON.Case {
    /// The `imageSize` the report recorded for the case (the drawn image's, which its
    /// `actual.png` holds), when it is one a decoder could accept: both sides positive and at
    /// most `PNGDecoder`'s default pixel limit in all.
    fileprivate var recordedImageSize: PixelSize? {
        guard let width = imageSize?["width"], let height = imageSize?["height"], width > 0, height > 0,
            width <= PNGDecoder().pixelLimit / height
        else { return nil }
        return PixelSize(width: width, height: height)
    }
}
