import GentleGolden

// The comparison strategies are spelled on the command line as their raw values.
extension Comparison: ArgumentValue {}
