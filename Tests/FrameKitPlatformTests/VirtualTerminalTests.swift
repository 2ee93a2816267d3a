import Foundation
import Testing
import FrameKitLinux
import FrameKitPlatform

#if canImport(Glibc)
import Glibc
#endif

@Suite struct VirtualTerminalTests {
    @Test func aDescriptorThatIsNotAConsoleIsLeftAlone() {
        var fds: [Int32] = [0, 0]
        #expect(pipe(&fds) == 0)
        defer { close(fds[0]); close(fds[1]) }
        #expect(VirtualTerminal(descriptor: fds[0]) == nil)
    }

    @Test func aRealConsoleSwitchesToGraphicsAndBack() throws {
        let fd = open("/dev/tty0", O_RDWR | O_NOCTTY)
        guard fd >= 0 else {
            print("skipped: needs a virtual terminal (/dev/tty0 cannot be opened here); scripts/vm-test.sh covers it")
            return
        }
        defer { close(fd) }
        var before: Int32 = -1
        guard ioctl(fd, 0x4B3B, &before) == 0, let terminal = VirtualTerminal(descriptor: fd) else {
            print("skipped: /dev/tty0 is not a virtual terminal here")
            return
        }
        var during: Int32 = -1
        _ = ioctl(fd, 0x4B3B, &during)
        terminal.restore()
        var after: Int32 = -1
        _ = ioctl(fd, 0x4B3B, &after)
        #expect(during == 1 && after == before)
    }
}
