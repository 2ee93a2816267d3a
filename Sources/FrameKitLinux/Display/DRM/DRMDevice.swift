import CDRM
import Foundation
import Logging
import FrameKitPlatform

#if canImport(Glibc)
import Glibc
#endif

/// A connector as FrameKit sees it.
public struct DRMConnector: Sendable, CustomStringConvertible {
    /// The connector's DRM object id.
    public var id: UInt32
    /// Kernel-style name: `HDMI-A-1`, `DSI-1`, `Virtual-1`.
    public var name: String
    /// Whether a panel or monitor is plugged in.
    public var isConnected: Bool
    /// The modes it offers, in the kernel's order.
    public var modes: [DRMMode]
    /// The CRTC driving it now (0 when none).
    var currentCrtc: UInt32
    /// CRTCs that can drive it, best first.
    var possibleCrtcs: [UInt32]
    /// How the panel is mounted, when the kernel knows (nil: no such property).
    public var panelOrientation: PanelOrientation?

    public var description: String { "\(name) (\(isConnected ? "connected" : "disconnected"))" }
}

/// A scanout buffer: kernel memory mapped into the process, registered as a framebuffer.
struct DumbBuffer {
    var handle: UInt32
    var framebuffer: UInt32
    var width: Int, height: Int
    var pitch: Int
    var size: Int
    var memory: UnsafeMutableRawPointer
}

/// What a CRTC showed before FrameKit took it, to put back on exit.
struct SavedCrtc {
    var crtc: UInt32
    var framebuffer: UInt32
    var x: UInt32, y: UInt32
    var mode: drmModeModeInfo?
    var modeValid: Bool
}

/// The one place FrameKit calls libdrm: a card opened read-write, its connectors and modes, dumb buffers, modesets,
/// page flips and their events.
final class DRMDevice {
    let path: String
    let fd: Int32
    /// libdrm's modes per connector id, kept for modesets.
    private var rawModes: [UInt32: [drmModeModeInfo]] = [:]
    /// Gives the fd back: `close`, or the seat manager's close for a card it opened.
    private let release: (Int32) -> Void

    /// Opens `path` directly.
    convenience init(path: String) throws(DRMError) {
        let fd = open(path, O_RDWR | O_CLOEXEC)
        guard fd >= 0 else { throw .cannotOpen(path: path, errno: errno) }
        self.init(path: path, fd: fd) { _ = close($0) }
    }

    /// A card someone else opened (the seat manager); `release` gives the fd back.
    init(path: String, fd: Int32, release: @escaping (Int32) -> Void) {
        self.path = path
        self.fd = fd
        self.release = release
    }

    deinit { release(fd) }

    /// The card's device name (`card0`).
    var name: String { (path as NSString).lastPathComponent }

    func becomeMaster() throws(DRMError) {
        if drmIsMaster(fd) != 0 { return }
        guard drmSetMaster(fd) == 0 else { throw .notMaster(path: path) }
    }

    func dropMaster() { _ = drmDropMaster(fd) }

    private func capability(_ cap: UInt64) -> UInt64 {
        var value: UInt64 = 0
        return drmGetCap(fd, cap, &value) == 0 ? value : 0
    }

    var supportsDumbBuffers: Bool { capability(fk_cap_dumb_buffer) != 0 }
    /// The driver says reading scanout memory is slow: render elsewhere and copy (FrameKit always does).
    var prefersShadow: Bool { capability(fk_cap_dumb_prefer_shadow) != 0 }
    /// Flip timestamps are CLOCK_MONOTONIC, the frame clock's clock.
    var monotonicTimestamps: Bool { capability(fk_cap_timestamp_monotonic) != 0 }
    /// The cursor plane's image size (64×64 when the driver does not say).
    var cursorSize: PixelSize {
        let width = Int(capability(fk_cap_cursor_width)), height = Int(capability(fk_cap_cursor_height))
        return PixelSize(width: width > 0 ? width : 64, height: height > 0 ? height : 64)
    }

    // MARK: Cursor (legacy ioctls: they update the cursor plane at once, apart from page flips)

    /// Shows the ARGB dumb buffer `handle` as `crtc`'s cursor (0 hides it); returns errno, 0 on success.
    func setCursor(_ crtc: UInt32, handle: UInt32, size: PixelSize) -> Int32 {
        drmModeSetCursor(fd, crtc, handle, UInt32(size.width), UInt32(size.height)) == 0 ? 0 : errno
    }

    func moveCursor(_ crtc: UInt32, x: Int, y: Int) { _ = drmModeMoveCursor(fd, crtc, Int32(x), Int32(y)) }

    // MARK: Connectors

    /// Every connector with its modes and the CRTCs that can drive it.
    func connectors() throws(DRMError) -> [DRMConnector] {
        guard let resources = drmModeGetResources(fd) else { throw .failed(path: path, operation: "drmModeGetResources", errno: errno) }
        defer { drmModeFreeResources(resources) }
        let crtcs = (0..<Int(resources.pointee.count_crtcs)).map { resources.pointee.crtcs[$0] }
        return (0..<Int(resources.pointee.count_connectors)).compactMap { i in
            guard let connector = drmModeGetConnector(fd, resources.pointee.connectors[i]) else { return nil }
            defer { drmModeFreeConnector(connector) }
            let c = connector.pointee
            let typeName = drmModeGetConnectorTypeName(c.connector_type).map { String(cString: $0) } ?? "Unknown"
            let raw = (0..<Int(c.count_modes)).map { c.modes[$0] }
            rawModes[c.connector_id] = raw
            let modes = raw.enumerated().map { index, mode in
                DRMMode(
                    width: Int(mode.hdisplay), height: Int(mode.vdisplay), refresh: Int(mode.vrefresh),
                    isPreferred: mode.type & fk_mode_type_preferred != 0, index: index)
            }
            var possible: [UInt32] = []
            var current: UInt32 = 0
            for e in 0..<Int(c.count_encoders) {
                guard let encoder = drmModeGetEncoder(fd, c.encoders[e]) else { continue }
                if encoder.pointee.encoder_id == c.encoder_id { current = encoder.pointee.crtc_id }
                for (bit, crtc) in crtcs.enumerated() where encoder.pointee.possible_crtcs & (1 << UInt32(bit)) != 0 {
                    if !possible.contains(crtc) { possible.append(crtc) }
                }
                drmModeFreeEncoder(encoder)
            }
            if current != 0, let index = possible.firstIndex(of: current) { possible.swapAt(0, index) }
            let orientation = properties(of: c.connector_id, type: fk_object_connector).value("panel orientation")
            return DRMConnector(
                id: c.connector_id, name: "\(typeName)-\(c.connector_type_id)", isConnected: c.connection == DRM_MODE_CONNECTED,
                modes: modes, currentCrtc: current, possibleCrtcs: possible,
                panelOrientation: orientation.flatMap(PanelOrientation.init(rawValue:)))
        }
    }

    /// libdrm's mode `index` of `connector` (after `connectors()`).
    func rawMode(connector: UInt32, index: Int) -> drmModeModeInfo? {
        guard let modes = rawModes[connector], modes.indices.contains(index) else { return nil }
        return modes[index]
    }

    /// The position of `crtc` in the card's CRTC list (what `possible_crtcs` bitmasks count).
    func crtcIndex(_ crtc: UInt32) -> Int? {
        guard let resources = drmModeGetResources(fd) else { return nil }
        defer { drmModeFreeResources(resources) }
        return (0..<Int(resources.pointee.count_crtcs)).first { resources.pointee.crtcs[$0] == crtc }
    }

    /// Leaves the atomic API (after a refused test commit) so legacy calls behave as on a legacy-only client.
    func dropAtomic() { _ = drmSetClientCap(fd, fk_client_cap_atomic, 0) }

    /// The primary plane that can scan out on the CRTC at `crtcIndex` (seen with the universal-planes capability).
    func primaryPlane(crtcIndex: Int) -> UInt32? {
        guard let planes = drmModeGetPlaneResources(fd) else { return nil }
        defer { drmModeFreePlaneResources(planes) }
        for i in 0..<Int(planes.pointee.count_planes) {
            let id = planes.pointee.planes[i]
            guard let plane = drmModeGetPlane(fd, id) else { continue }
            let usable = plane.pointee.possible_crtcs & (1 << UInt32(crtcIndex)) != 0
            drmModeFreePlane(plane)
            if usable, properties(of: id, type: fk_object_plane).value("type") == fk_plane_type_primary { return id }
        }
        return nil
    }

    /// Whether the primary plane of the CRTC at `crtcIndex` lists the rotation `value` (a DRM_MODE_ROTATE_* bit).
    func primaryPlaneRotates(crtcIndex: Int, to value: UInt64) -> Bool {
        guard drmSetClientCap(fd, fk_client_cap_universal_planes, 1) == 0, let plane = primaryPlane(crtcIndex: crtcIndex)
        else { return false }
        let rotation = properties(of: plane, type: fk_object_plane).id("rotation")
        return rotation != 0 && bitNames(property: rotation, bits: value).count == 1
    }

    /// The size of framebuffer `id`; nil when it is gone.
    func framebufferSize(_ id: UInt32) -> PixelSize? {
        guard let info = drmModeGetFB(fd, id) else { return nil }
        defer { drmModeFreeFB(info) }
        return PixelSize(width: Int(info.pointee.width), height: Int(info.pointee.height))
    }

    /// What `crtc` shows now.
    func savedCrtc(_ crtc: UInt32) -> SavedCrtc? {
        guard crtc != 0, let info = drmModeGetCrtc(fd, crtc) else { return nil }
        defer { drmModeFreeCrtc(info) }
        let c = info.pointee
        return SavedCrtc(crtc: crtc, framebuffer: c.buffer_id, x: c.x, y: c.y, mode: c.mode, modeValid: c.mode_valid != 0)
    }

    /// The mode `crtc` shows now, as a `DRMMode` (to keep it and avoid a modeset).
    func currentMode(of saved: SavedCrtc) -> DRMMode? {
        guard saved.modeValid, let mode = saved.mode else { return nil }
        return DRMMode(width: Int(mode.hdisplay), height: Int(mode.vdisplay), refresh: Int(mode.vrefresh), isPreferred: false)
    }

    // MARK: Buffers

    func createDumbBuffer(width: Int, height: Int) throws(DRMError) -> DumbBuffer {
        var handle: UInt32 = 0, pitch: UInt32 = 0, size: UInt64 = 0, offset: UInt64 = 0
        var result = fk_create_dumb(fd, UInt32(width), UInt32(height), &handle, &pitch, &size)
        guard result == 0 else { throw .failed(path: path, operation: "creating a \(width)x\(height) dumb buffer", errno: -result) }
        var framebuffer: UInt32 = 0
        var handles: (UInt32, UInt32, UInt32, UInt32) = (handle, 0, 0, 0)
        var pitches: (UInt32, UInt32, UInt32, UInt32) = (pitch, 0, 0, 0)
        var offsets: (UInt32, UInt32, UInt32, UInt32) = (0, 0, 0, 0)
        let added = withUnsafePointer(to: &handles) { h in
            withUnsafePointer(to: &pitches) { p in
                withUnsafePointer(to: &offsets) { o in
                    h.withMemoryRebound(to: UInt32.self, capacity: 4) { hp in
                        p.withMemoryRebound(to: UInt32.self, capacity: 4) { pp in
                            o.withMemoryRebound(to: UInt32.self, capacity: 4) { op in
                                drmModeAddFB2(fd, UInt32(width), UInt32(height), fk_format_xrgb8888, hp, pp, op, &framebuffer, 0)
                            }
                        }
                    }
                }
            }
        }
        guard added == 0 else {
            let code = errno
            _ = fk_destroy_dumb(fd, handle)
            throw .failed(path: path, operation: "drmModeAddFB2", errno: code)
        }
        result = fk_map_dumb(fd, handle, &offset)
        let memory = result == 0 ? mmap(nil, Int(size), PROT_READ | PROT_WRITE, MAP_SHARED, fd, off_t(offset)) : MAP_FAILED
        guard let memory, memory != MAP_FAILED else {
            let code = result != 0 ? -result : errno
            _ = drmModeRmFB(fd, framebuffer)
            _ = fk_destroy_dumb(fd, handle)
            throw .failed(path: path, operation: "mapping a dumb buffer", errno: code)
        }
        return DumbBuffer(
            handle: handle, framebuffer: framebuffer, width: width, height: height, pitch: Int(pitch), size: Int(size),
            memory: memory)
    }

    func destroy(_ buffer: DumbBuffer) {
        munmap(buffer.memory, buffer.size)
        _ = drmModeRmFB(fd, buffer.framebuffer)
        _ = fk_destroy_dumb(fd, buffer.handle)
    }

    /// Tells the driver the front buffer changed where it does not scan out by itself (virtio-gpu, USB panels).
    func markDirty(_ framebuffer: UInt32) { _ = drmModeDirtyFB(fd, framebuffer, nil, 0) }

    /// Puts back what `saved` showed (the console) for `connector`.
    func restore(_ saved: SavedCrtc, connector: UInt32) {
        var connectorID = connector
        if saved.modeValid, var mode = saved.mode, saved.framebuffer != 0 {
            _ = drmModeSetCrtc(fd, saved.crtc, saved.framebuffer, saved.x, saved.y, &connectorID, 1, &mode)
        } else {
            _ = drmModeSetCrtc(fd, saved.crtc, 0, 0, 0, nil, 0, nil)
        }
    }

    /// Called with each completed flip while `handleEvents` runs.
    var onFlip: ((DRMFlipEvent) -> Void)?

    /// Reads the pending events from the card (call when its descriptor is readable). Version 3 of the event
    /// context: its `page_flip_handler2` says which CRTC flipped and at which vblank, not just when.
    func handleEvents() {
        var context = drmEventContext()
        context.version = 3
        context.page_flip_handler2 = { _, sequence, seconds, microseconds, crtc, data in
            guard let data else { return }
            let event = DRMFlipEvent(crtc: crtc, sequence: sequence, seconds: seconds, microseconds: microseconds)
            Unmanaged<DRMDevice>.fromOpaque(data).takeUnretainedValue().onFlip?(event)
        }
        _ = drmHandleEvent(fd, &context)
    }
}

/// A completed page flip as the kernel reports it.
struct DRMFlipEvent {
    /// The CRTC that flipped.
    var crtc: UInt32
    /// The vblank counter of the vblank the flip happened at.
    var sequence: UInt32
    /// The vblank's timestamp (CLOCK_MONOTONIC where the driver says so).
    var seconds: UInt32
    var microseconds: UInt32

    var nanoseconds: Int64 { Int64(seconds) * 1_000_000_000 + Int64(microseconds) * 1000 }
}

/// A plane as `framekit probe` lists it.
public struct DRMPlaneInfo: Sendable, Equatable {
    /// The plane's DRM object id.
    public var id: UInt32
    /// primary, overlay or cursor.
    public var kind: String
    /// The values of its `rotation` property (`rotate-0`, `rotate-90`, `reflect-x`, …); empty when it cannot rotate.
    public var rotations: [String]
    /// The value it has now (`rotate-0` when unturned); nil when it cannot rotate.
    public var rotation: String?
}

extension DRMDevice {
    /// Every plane with its kind and rotation support (reading only; no master needed).
    func planes() -> [DRMPlaneInfo] {
        _ = drmSetClientCap(fd, fk_client_cap_universal_planes, 1)
        guard let resources = drmModeGetPlaneResources(fd) else { return [] }
        defer { drmModeFreePlaneResources(resources) }
        return (0..<Int(resources.pointee.count_planes)).map { i in
            let id = resources.pointee.planes[i]
            let properties = properties(of: id, type: fk_object_plane)
            let type = properties.value("type") ?? .max
            let kind = type < 3 ? ["overlay", "primary", "cursor"][Int(type)] : "plane"
            let rotation = properties.id("rotation"), current = properties.value("rotation") ?? 0
            guard rotation != 0 else { return DRMPlaneInfo(id: id, kind: kind, rotations: []) }
            return DRMPlaneInfo(
                id: id, kind: kind, rotations: bitNames(property: rotation, bits: .max),
                rotation: bitNames(property: rotation, bits: current).joined(separator: "+"))
        }
    }

    /// The names of bitmask `property`'s values set in `bits`.
    func bitNames(property: UInt32, bits: UInt64) -> [String] {
        var buffer = [CChar](repeating: 0, count: 512)
        fk_property_bit_names(fd, property, bits, &buffer, buffer.count)
        let names = buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
        return String(decoding: names, as: UTF8.self).split(separator: ",").map(String.init)
    }

    /// Opens `path` once, read-only in effect, for its planes and its connectors' panel orientations (by
    /// connector name); empty when it cannot be opened.
    static func inspect(card path: String) -> (planes: [DRMPlaneInfo], panelOrientations: [String: PanelOrientation]) {
        guard let device = try? DRMDevice(path: path) else { return ([], [:]) }
        let connectors = (try? device.connectors()) ?? []
        let orientations = Dictionary(connectors.compactMap { c in c.panelOrientation.map { (c.name, $0) } }) { a, _ in a }
        return (device.planes(), orientations)
    }
}
