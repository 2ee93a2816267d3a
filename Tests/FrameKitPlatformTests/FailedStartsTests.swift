import Foundation
import Testing
@testable import FrameKitLinux

/// A kiosk service that keeps failing to start is restarted for good, waiting longer each time.
@Suite struct FailedStartsTests {
    @Test func startsThatFailInARowWaitLongerUpToAMinuteAndASuccessStartsAfresh() throws {
        let directory = NSTemporaryDirectory() + "framekit-cache-\(UUID().uuidString.prefix(8))"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let environment = ["CACHE_DIRECTORY": directory]
        // Each start counts as failed until it says otherwise, as a crash before the first frame leaves it.
        let delays = (0..<10).map { _ in FailedStarts(environment: environment).delay }
        #expect(delays == [0, 0, 0, 2, 4, 8, 16, 32, 60, 60])
        let start = FailedStarts(environment: environment)
        #expect(start.previous == 10)
        start.succeeded()
        #expect(FailedStarts(environment: environment).previous == 0)
    }

    @Test func aDamagedCountIsZeroAndOutsideAServiceNothingIsCounted() throws {
        let directory = NSTemporaryDirectory() + "framekit-cache-\(UUID().uuidString.prefix(8))"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try "many\n".write(toFile: directory + "/failed-starts", atomically: true, encoding: .utf8)
        #expect(FailedStarts(environment: ["CACHE_DIRECTORY": directory]).previous == 0)
        #expect(FailedStarts(environment: [:]).previous == 0 && FailedStarts(environment: [:]).delay == 0)
    }
}
