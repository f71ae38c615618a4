/// The corpus, by kind of damage.
extension BadInputCase {
    /// Files that are not JSON or not a JSON object: refused before any schema check.
    static let syntax: [BadInputCase] = [
        BadInputCase("empty.json", "1:1: error: (root): not valid JSON: the file is empty; expected a JSON value"),
        BadInputCase("not-json.json", "1:1: error: (root): not valid JSON: expected a JSON value, found 't'"),
        BadInputCase("array.json", "1:1: error: (root): expected an object, found an array"),
        BadInputCase(
            "truncated.json",
            "259:11: error: layout.touch.m: not valid JSON: expected ':' after the key \"m\", found end of file"),
        BadInputCase(
            "nested-200000.json",
            "1:513: error: \(String(repeating: "[0]", count: 32)).…:"
                + " not valid JSON: nesting is deeper than 512 levels"),
        BadInputCase(
            "trailing-garbage.json",
            "626:1: error: (root): not valid JSON: unexpected '}' after the end of the JSON value"),
        BadInputCase(
            "invalid-utf8.json",
            "118:31: error: colors.pairByRole.primaryCTA.lightHex: not valid JSON: string is not valid UTF-8"),
        // Line:column follow classic Mac (CR) and Windows (CR LF) line ends as they do LF.
        BadInputCase(
            "cr-line-endings.json",
            "515:23: error: typography.roles.largeTitle_xxl.pointSize: expected a number, found a string"),
        BadInputCase(
            "crlf-line-endings.json",
            "515:23: error: typography.roles.largeTitle_xxl.pointSize: expected a number, found a string"),
        // UTF-16 and UTF-32 are named, with or without a byte order mark, instead of a syntax error.
        BadInputCase(
            "utf16-le-no-bom.json",
            "1:1: error: (root): the file is UTF-16 (little-endian, no byte order mark); theme files are read as"
                + " UTF-8 (convert it, e.g. with iconv)"),
        BadInputCase(
            "utf16-be-bom.json",
            "1:1: error: (root): the file is UTF-16 (big-endian), with a byte order mark; theme files are read as"
                + " UTF-8 (convert it, e.g. with iconv)"),
        BadInputCase(
            "utf32-le-bom.json",
            "1:1: error: (root): the file is UTF-32 (little-endian), with a byte order mark; theme files are read"
                + " as UTF-8 (convert it, e.g. with iconv)"),
        BadInputCase(
            "utf32-be-no-bom.json",
            "1:1: error: (root): the file is UTF-32 (big-endian, no byte order mark); theme files are read as"
                + " UTF-8 (convert it, e.g. with iconv)"),
        BadInputCase(
            "point-size-1e400.json",
            "515:23: error: typography.roles.largeTitle_xxl.pointSize: not valid JSON: number 1e400 is out of range"),
    ]

    /// Well-formed JSON that does not fit the package's schema: wrong types, unknown enum
    /// values, missing keys.
    static let schema: [BadInputCase] = [
        BadInputCase(
            "string-for-number.json",
            "515:23: error: typography.roles.largeTitle_xxl.pointSize: expected a number, found a string"),
        BadInputCase(
            "null-for-number.json",
            "515:23: error: typography.roles.largeTitle_xxl.pointSize: expected a number, found null"),
        BadInputCase(
            "bool-as-string.json",
            "512:26: error: typography.roles.largeTitle_xxl.isUppercased: expected true or false, found a string"),
        BadInputCase(
            "object-for-hex.json",
            "117:21: error: colors.pairByRole.primaryCTA.darkHex: expected a string, found an object"),
        BadInputCase(
            "unknown-weight.json",
            "517:20: error: typography.roles.largeTitle_xxl.weight: unknown value \"extraBold\"; expected one of:"
                + " ultraLight, thin, light, regular, medium, semibold, bold, heavy, black"),
        BadInputCase(
            "unknown-animation-role.json",
            "65:27: error: buttons.roles.primary.animationRole: unknown value \"wobble\"; expected one of:"
                + " unknown, subtlePress, squish, pop, bouncy, springBack"),
        // JSONDecoder reads the first of duplicate keys (found by the theme fuzzer: the walk
        // used to check the last one and missed the first one's missing key).
        BadInputCase(
            "duplicate-role-first-broken.json",
            "366:26: warning: surfaces.roles.floatingWidget.borderWidth: missing; the package uses 1",
            "366:26: warning: surfaces.roles.floatingWidget.cornerRadius: missing; the package uses 20",
            "366:26: warning: surfaces.roles.floatingWidget.shadowOffsetX: missing; the package uses 0",
            "366:26: warning: surfaces.roles.floatingWidget.shadowOffsetY: missing; the package uses 0",
            "366:26: warning: surfaces.roles.floatingWidget.shadowOpacity: missing; the package uses 0",
            "366:26: warning: surfaces.roles.floatingWidget.shadowRadius: missing; the package uses 0",
            "366:26: warning: surfaces.roles.floatingWidget.backgroundStyle: no backgroundStyle; the package draws"
                + " solid surfaceBase (its default)",
            "366:38: error: surfaces.roles.floatingWidget.border.lightHex: missing required key \"lightHex\"",
            "367:7: warning: surfaces.roles.floatingWidget: duplicate key; the package reads the first one and"
                + " ignores this one"),
        BadInputCase(
            "duplicate-role-last-broken.json",
            "435:7: warning: surfaces.roles.floatingWidget: duplicate key; the package reads the first one and"
                + " ignores this one"),
        // JSONDecoder checks a string's or number's text only where it reads it (found by the
        // theme fuzzer): malformed text under an unread key is tolerated, a read one refused.
        BadInputCase(
            "control-character-in-unknown-key.json", "2:3: warning: _notes: unknown key; the package ignores it"),
        BadInputCase(
            "control-character-in-unread-key.json", "2:3: warning: _notes: unknown key; the package ignores it"),
        BadInputCase(
            "control-character-in-read-key.json",
            "2:9: error: (root): not valid JSON: control character in string; escape it"),
        BadInputCase(
            "control-character-in-background.json",
            "285:29: warning: surfaces.roles.card.backgroundStyle: unreadable (surfaces.roles.card.backgroundStyle"
                + ".colorRole: not valid JSON: control character in string; escape it); the package draws solid"
                + " surfaceBase (its default)"),
        BadInputCase(
            "control-character-in-hex.json",
            "118:28: error: colors.pairByRole.primaryCTA.lightHex: not valid JSON: control character in string;"
                + " escape it"),
        BadInputCase(
            "leading-zero-point-size.json",
            "515:24: error: typography.roles.largeTitle_xxl.pointSize: not valid JSON: invalid number: leading zeros"
                + " are not allowed"),
        // Foundation's JSON reader takes one comma after the last entry (found by the theme fuzzer).
        BadInputCase(
            "trailing-comma.json",
            "517:26: warning: typography.roles.largeTitle_xxl: trailing comma; the package's JSONDecoder accepts it,"
                + " stricter JSON readers refuse it"),
        BadInputCase(
            "missing-spec-version.json",
            "1:1: error: _specVersion: missing required key \"_specVersion\"",
            "2:3: warning: _specVersionX: unknown key; the package ignores it; did you mean `_specVersion`?"),
    ]

    /// Values the package accepts but that no sheet can draw (errors), and the tolerated ones
    /// beside them (warnings), each with the limit it crosses.
    static let values: [BadInputCase] = [
        BadInputCase(
            "point-size-1e308.json",
            "515:23: error: typography.roles.largeTitle_xxl.pointSize: 1e+308 pt is beyond ±500 pt;"
                + " larger text cannot be laid out on a sheet"),
        // Accepted with a warning once, then exit 70 from cairo or 65 without a file (issue 18):
        // whatever cannot be drawn is an error of validate, below or above its limit alike.
        BadInputCase(
            "point-size-negative.json",
            "515:23: error: typography.roles.largeTitle_xxl.pointSize: -17 pt is below 1 pt;"
                + " smaller text cannot be set"),
        BadInputCase(
            "point-size-zero.json",
            "515:23: error: typography.roles.largeTitle_xxl.pointSize: 0 pt is below 1 pt; smaller text cannot be set"),
        BadInputCase(
            "point-size-negative-zero.json",
            "515:23: error: typography.roles.largeTitle_xxl.pointSize: -0 pt is below 1 pt;"
                + " smaller text cannot be set"),
        BadInputCase(
            "point-size-negative-huge.json",
            "515:23: error: typography.roles.largeTitle_xxl.pointSize: -1000000000 pt is beyond ±500 pt;"
                + " larger text cannot be laid out on a sheet"),
        BadInputCase(
            "line-spacing-negative.json",
            "514:25: warning: typography.roles.largeTitle_xxl.lineSpacing: negative line spacing -6; it is drawn"
                + " as 0, as Apple's text layout ignores negative line spacing"),
        BadInputCase(
            "line-spacing-huge.json",
            "514:25: error: typography.roles.largeTitle_xxl.lineSpacing: 1000000000 pt is beyond ±500 pt;"
                + " wider line gaps cannot be laid out on a sheet"),
        BadInputCase(
            "letter-spacing-huge.json",
            "513:27: error: typography.roles.largeTitle_xxl.letterSpacing: -5000 pt is beyond ±100 pt;"
                + " wider tracking cannot be laid out on a sheet"),
        BadInputCase(
            "spacing-negative-huge.json",
            "251:13: error: layout.scale.m: -1000000000 pt is beyond ±1000 pt; longer lengths cannot be laid out on"
                + " a sheet"),
        BadInputCase(
            "spacing-negative.json",
            "251:13: error: layout.scale.m: -12 pt is below 0 pt; a negative step cannot be laid out"),
        BadInputCase(
            "pill-radius-1e9.json",
            "616:16: error: visual.radii.pill: 1000000000 pt is beyond ±10000 pt; larger radii overflow the shape"
                + " geometry"),
        BadInputCase(
            "corner-radius-1e9.json",
            "294:26: error: surfaces.roles.card.cornerRadius: 1000000000 pt is beyond ±10000 pt; larger radii"
                + " overflow the shape geometry"),
        BadInputCase(
            "shadow-radius-1e9.json",
            "314:26: error: surfaces.roles.cardElevated.shadowRadius: 1000000000 pt is beyond ±200 pt; a larger"
                + " blur cannot be rendered in bounded memory"),
        BadInputCase(
            "shadow-offset-huge.json",
            "312:27: error: surfaces.roles.cardElevated.shadowOffsetY: -1000000 pt is beyond ±1000 pt; longer"
                + " lengths cannot be laid out on a sheet"),
        BadInputCase(
            "shadow-opacity-above-one.json",
            "313:27: warning: surfaces.roles.cardElevated.shadowOpacity: opacity 4 is above 1; it is drawn fully"
                + " opaque"),
        BadInputCase(
            "border-width-huge.json",
            "309:25: error: surfaces.roles.cardElevated.borderWidth: 1e+308 pt is beyond ±1000 pt; longer lengths"
                + " cannot be laid out on a sheet"),
        BadInputCase(
            "pressed-scale-huge.json",
            "69:26: error: buttons.roles.primary.pressedScale: 1000000000 is beyond ±10; a larger press cannot be"
                + " drawn inside its frame"),
        BadInputCase(
            "pressed-scale-zero.json",
            "69:26: error: buttons.roles.primary.pressedScale: 0 is below 0.01; a smaller or mirrored press cannot be"
                + " drawn"),
        BadInputCase(
            "pressed-scale-tiny.json",
            "69:26: error: buttons.roles.primary.pressedScale: 1e-300 is below 0.01; a smaller or mirrored press"
                + " cannot be drawn"),
        BadInputCase(
            "pressed-scale-negative.json",
            "69:26: error: buttons.roles.primary.pressedScale: -0.9 is below 0.01; a smaller or mirrored press"
                + " cannot be drawn"),
        BadInputCase(
            "pressed-opacity-huge.json",
            "7:28: error: buttons.animations.bouncy.pressedOpacity: 1000000000 is beyond ±100; an opacity this far"
                + " beyond 1 cannot be animated"),
        BadInputCase(
            "duration-huge.json",
            "6:22: error: buttons.animations.bouncy.duration: 1000000000 s is beyond ±60 s; a longer press"
                + " animation cannot be sampled"),
        BadInputCase(
            "spring-response-tiny.json",
            "11:28: error: buttons.animations.bouncy.springResponse: 1e-300 s is a positive response below 0.001 s;"
                + " so stiff a spring cannot be computed (write 0 for no animation)"),
        BadInputCase(
            "spring-damping-huge.json",
            "10:27: error: buttons.animations.bouncy.springDamping: 1e+200 is beyond ±100; stronger damping cannot"
                + " be computed"),
    ]
}
