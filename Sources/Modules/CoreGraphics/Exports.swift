// `import CoreGraphics` in iOS code: the drawing types (CGFloat, CGRect, CGContext, CGPath, CGColor) are FrameKit's.
@_exported import FrameKit
