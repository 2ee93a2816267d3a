// `import QuartzCore` in iOS code: Core Animation (CALayer and its animations) is part of FrameKit.
@_exported import FrameKit
