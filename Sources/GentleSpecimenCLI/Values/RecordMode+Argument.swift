import GentleGolden

// The golden store's record modes are spelled on the command line as their raw values.
extension RecordMode: ArgumentValue {}
