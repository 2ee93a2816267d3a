// `import UIKit` in iOS code: FrameKit is UIKit's stand-in on Linux, so this module only re-exports it.
@_exported import FrameKit
