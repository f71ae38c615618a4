/// Values kept in two generations of at most `generationSize` each, for the caches of the font
/// library: when the newer generation is full it becomes the older and the older one's values go,
/// so memory stays bounded, while a value asked for again is moved to the newer generation and
/// survives the turn. Not thread-safe: its owner holds a lock around it.
struct Generations<Key: Hashable, Value> {
    /// Most values in one generation.
    let generationSize: Int
    private var newer: [Key: Value] = [:]
    private var older: [Key: Value] = [:]

    /// Empty generations of at most `generationSize` values each (at least one).
    init(generationSize: Int) {
        self.generationSize = max(1, generationSize)
    }

    /// How many values are kept now, in both generations.
    var count: Int { newer.count + older.count }

    /// The value for `key`, moved to the newer generation when it was in the older (`keep`).
    mutating func value(for key: Key, turning: () -> Void = {}) -> Value? {
        if let value = newer[key] { return value }
        guard let value = older[key] else { return nil }
        keep(value, for: key, turning: turning)
        return value
    }

    /// Adds `value` to the newer generation, turning the generations over first when it is full;
    /// `turning` is called when they turn, for what must go with the older generation's values.
    mutating func keep(_ value: Value, for key: Key, turning: () -> Void = {}) {
        if newer.count >= generationSize {
            turnOver()
            turning()
        }
        newer[key] = value
    }

    /// Makes the newer generation the older, dropping the older one's values.
    mutating func turnOver() {
        older = newer
        newer = [:]
    }

    /// Drops every value.
    mutating func removeAll() {
        newer.removeAll()
        older.removeAll()
    }
}
