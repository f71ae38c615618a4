// The comparison, the store and the verifier speak GentleImage's bitmaps, PNG text chunks and
// PNG errors, so a team that depends on the GentleGolden product alone gets them with
// `import GentleGolden`; GentleImage is no product of its own.
@_exported import GentleImage
