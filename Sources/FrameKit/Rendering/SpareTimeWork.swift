/// Work a view defers to the spare time of a quick frame (`FramePipeline.requestSpareTime(for:)`): after the frame
/// is presented and before the next starts, so it costs no frame its deadline.
@MainActor
protocol SpareTimeWork: AnyObject {
    /// Does the deferred work; it may change views (their layout and drawing wait for the next frame).
    func doSpareTimeWork()
}
