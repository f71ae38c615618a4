import GentleColor
import Testing

@testable import GentleRaster

/// A layout taken from the cache is the layout the text would be set to afresh, in the colour
/// asked for, and texts that differ in anything but colour never share one.
@Suite struct TextLayoutCacheTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let text: String
        let style: TextStyle
        let maxWidth: Double?
        let alignment: TextAlignment
        var testDescription: String { "\(text.prefix(20)) \(style.font.design) \(maxWidth ?? 0) \(alignment)" }
    }

    static let cases: [Case] = [
        Case(
            text: "Hello, specimen", style: TextStyle(font: FontRequest(size: 17)), maxWidth: nil, alignment: .leading),
        Case(
            text: "A paragraph long enough to wrap onto a few lines\nand a second one",
            style: TextStyle(font: FontRequest(design: .serif, weight: 700, size: 22), letterSpacing: 1),
            maxWidth: 180, alignment: .center),
        Case(
            text: "uppercase and spaced",
            style: TextStyle(font: FontRequest(size: 12), lineSpacing: 4, uppercase: true),
            maxWidth: 60, alignment: .trailing),
        Case(text: "", style: TextStyle(font: FontRequest(size: 9)), maxWidth: 40, alignment: .leading),
    ]

    @Test(arguments: cases)
    func aCachedLayoutIsTheFreshLayoutInTheColourAskedFor(_ layoutCase: Case) throws {
        let typesetter = try Fixtures.typesetter()
        var red = layoutCase.style
        red.color = GentleRGBA(red: 1, green: 0, blue: 0)
        var blue = layoutCase.style
        blue.color = GentleRGBA(red: 0, green: 0, blue: 1)
        let first = try typesetter.layout(
            layoutCase.text, style: red, maxWidth: layoutCase.maxWidth, alignment: layoutCase.alignment)
        let cached = try typesetter.layout(
            layoutCase.text, style: blue, maxWidth: layoutCase.maxWidth, alignment: layoutCase.alignment)
        // A library of its own has nothing cached.
        let fresh = try Typesetter(fonts: FontLibrary.bundled()).layout(
            layoutCase.text, style: blue, maxWidth: layoutCase.maxWidth, alignment: layoutCase.alignment)
        #expect(first.style == red)
        #expect(cached.style == blue)
        #expect(cached.lines == fresh.lines)
        #expect(cached.measurement == fresh.measurement)
        #expect(first.lines == fresh.lines)
    }

    @Test func textsThatDifferInWidthOrStyleDoNotShareALayout() throws {
        let typesetter = try Fixtures.typesetter()
        let text = "The quick brown fox jumps over the lazy dog"
        let style = TextStyle(font: FontRequest(size: 17))
        let narrow = try typesetter.layout(text, style: style, maxWidth: 80)
        let wide = try typesetter.layout(text, style: style, maxWidth: 400)
        var spaced = style
        spaced.letterSpacing = 3
        let wider = try typesetter.layout(text, style: spaced, maxWidth: 400)
        #expect(narrow.lines.count > wide.lines.count)
        #expect(wider.size.width > wide.size.width)
    }

    @Test func aFullCacheStartsAgainAndStillGivesTheRightLayouts() throws {
        let typesetter = try Fixtures.typesetter()
        let cache = TextLayoutCache(capacity: 3)
        let style = TextStyle(font: FontRequest(size: 17))
        for text in ["one", "two", "three", "four", "five", "one"] {
            let key = TextLayoutCache.Key(text: text, style: style, maxWidth: nil, alignment: .leading)
            let layout = try cache.layout(for: key, style: style) { try typesetter.layout(text, style: style) }
            #expect(layout.lines.map(\.text) == [text])
            #expect(cache.count <= 3)
        }
    }

    /// A layout asked for again after its generation turned older is moved to the newer one, so
    /// it outlives the next turn without being set again.
    @Test func aLayoutInUseOutlivesTheTurnOfAGeneration() throws {
        let typesetter = try Fixtures.typesetter()
        let cache = TextLayoutCache(capacity: 4)
        let style = TextStyle(font: FontRequest(size: 17))
        var set: [String] = []
        func layout(_ text: String) throws {
            let key = TextLayoutCache.Key(text: text, style: style, maxWidth: nil, alignment: .leading)
            _ = try cache.layout(for: key, style: style) {
                set.append(text)
                return try typesetter.layout(text, style: style)
            }
        }
        for text in ["kept", "one", "two", "kept", "three", "kept"] { try layout(text) }
        #expect(set == ["kept", "one", "two", "three"])
        #expect(cache.count <= 4)
    }
}
