/// The Levenshtein distance between two strings: insertions, deletions and substitutions.
package func editDistance(_ source: String, _ target: String) -> Int {
    let source = Array(source)
    let target = Array(target)
    var previous = Array(0...target.count)
    for (row, sourceCharacter) in source.enumerated() {
        var current = [row + 1]
        for (column, targetCharacter) in target.enumerated() {
            let substitution = previous[column] + (sourceCharacter == targetCharacter ? 0 : 1)
            current.append(min(substitution, previous[column + 1] + 1, current[column] + 1))
        }
        previous = current
    }
    return previous[target.count]
}

/// The candidate closest to `name`, if it is near enough to be a plausible typo: within
/// `maximumDistance` edits when given, else within two or half the typed name's length.
package func closestMatch(to name: String, among candidates: [String], within maximumDistance: Int? = nil) -> String? {
    let length = name.count
    // Half the typed name's length keeps "rendr" → "render" but drops unrelated words.
    let limit = maximumDistance ?? max(2, length / 2)
    // The distance is at least the difference in length, so a candidate that far off is never
    // measured: a megabyte-long key costs one count, not a megabyte-by-candidate table.
    let ranked = candidates.filter { abs($0.count - length) <= limit }.map {
        (candidate: $0, distance: editDistance(name, $0))
    }
    guard let best = ranked.min(by: { $0.distance < $1.distance }) else { return nil }
    return best.distance <= limit ? best.candidate : nil
}

/// `; did you mean `textSecondary`?` when a candidate is within two edits of `name`, else empty:
/// the hint diagnostics add to an unknown key or role.
package func didYouMean(_ name: String, among candidates: [String]) -> String {
    closestMatch(to: name, among: candidates, within: 2).map { "; did you mean `\($0)`?" } ?? ""
}
