@_exported import Foundation
@_exported import FrameKitGraphics
@_exported import FrameKitPlatform
