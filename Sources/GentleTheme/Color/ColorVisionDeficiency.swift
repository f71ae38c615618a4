import GentleTokens

/// The three dichromacies, simulated with the matrices of Machado, Oliveira & Fernandes (2009),
/// "A Physiologically-based Model for Simulation of Color Vision Deficiency", at severity 1.0.
package enum ColorVisionDeficiency: String, Sendable, CaseIterable, Codable {
    /// No long-wavelength (red) cones.
    case protanopia
    /// No medium-wavelength (green) cones.
    case deuteranopia
    /// No short-wavelength (blue) cones.
    case tritanopia

    /// The published 3 × 3 matrix, rows in R, G, B order, applied to linear RGB.
    package var matrix: [[Double]] {
        switch self {
        case .protanopia:
            [[0.152286, 1.052583, -0.204868], [0.114503, 0.786281, 0.099216], [-0.003882, -0.048116, 1.051998]]
        case .deuteranopia:
            [[0.367322, 0.860646, -0.227968], [0.280085, 0.672501, 0.047413], [-0.011820, 0.042940, 0.968881]]
        case .tritanopia:
            [[1.255528, -0.076749, -0.178779], [-0.078411, 0.930809, 0.147602], [0.004733, 0.691367, 0.303900]]
        }
    }

    /// How `color` looks to someone with this deficiency: its channels linearised, multiplied by
    /// the matrix, clamped to 0…1 and encoded again; alpha is kept.
    package func simulate(_ color: GentleRGBA) -> GentleRGBA {
        let linear = [color.red, color.green, color.blue].map(GentleRGBA.linearChannel)
        let simulated = matrix.map { row in
            GentleRGBA.encodedChannel(zip(row, linear).reduce(0) { $0 + $1.0 * $1.1 })
        }
        return GentleRGBA(red: simulated[0], green: simulated[1], blue: simulated[2], alpha: color.alpha)
    }
}
