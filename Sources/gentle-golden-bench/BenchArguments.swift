/// The bench tool's command line: a command, positional files and `--name value` options.
struct BenchArguments {
    /// A usage mistake.
    enum Problem: Error, CustomStringConvertible {
        case usage(String)

        var description: String {
            switch self {
            case .usage(let message): message
            }
        }
    }

    private static let flags: Set<String> = ["--include-aa", "--no-checkerboard"]

    let command: String
    let files: [String]
    let options: [String: String]

    init(_ words: [String]) throws {
        guard let command = words.first else { throw Problem.usage("missing command") }
        var files: [String] = []
        var options: [String: String] = [:]
        var rest = words.dropFirst()[...]
        while let word = rest.popFirst() {
            if Self.flags.contains(word) {
                options[word] = "true"
            } else if word.hasPrefix("--") {
                guard let value = rest.popFirst() else { throw Problem.usage("\(word) needs a value") }
                options[word] = value
            } else {
                files.append(word)
            }
        }
        self.command = command
        self.files = files
        self.options = options
    }

    func file(_ index: Int) throws -> String {
        guard index < files.count else { throw Problem.usage("\(command) needs \(index + 1) file(s)") }
        return files[index]
    }

    func number(_ name: String, default value: Double) throws -> Double {
        guard let text = options[name] else { return value }
        guard let number = Double(text), number.isFinite else { throw Problem.usage("\(name) must be a number") }
        return number
    }

    func runs() throws -> Int {
        max(1, Int(try number("--runs", default: 7)))
    }
}
