import Foundation
import GentleSpecimenCLI

exit(run(arguments: Array(CommandLine.arguments.dropFirst())).rawValue)
