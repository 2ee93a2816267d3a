import Foundation

/// Where SwiftPM puts the ported screens' storyboards and images (the tests load them from here too).
let portedBundle = Bundle.module
