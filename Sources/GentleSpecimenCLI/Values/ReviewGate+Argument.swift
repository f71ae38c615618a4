import GentleSpecimen

// What fails a review is spelled on the command line as its raw value.
extension ReviewGate: ArgumentValue {}
