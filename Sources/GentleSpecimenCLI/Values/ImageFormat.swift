/// The file format specimen sheets are written in.
enum ImageFormat: String, CaseIterable, Sendable, ArgumentValue {
    case png, svg, pdf
}
