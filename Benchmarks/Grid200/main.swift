import FrameKit
