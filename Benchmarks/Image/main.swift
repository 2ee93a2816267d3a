import BenchmarkSupport
import Foundation
import FrameKitGraphics

// image-benchmark: decoding a 24-megapixel JPEG in full and as a 400-point thumbnail, and a 4K WebP, beside Debian's
// djpeg and dwebp (the command-line decoders of the same libraries) in the same run. Each measure is a process of its
// own, so its peak resident memory (wait4's ru_maxrss) is that decode's alone:
//   image-benchmark --worker MODE FILE   decodes FILE once (MODE: full, thumbnail, none) and prints milliseconds and
//                                        peak RSS; `none` reads the file and decodes nothing (the baseline).
// The photo is made here (gradients and grain, so it compresses like a photo) and encoded by cjpeg and cwebp.

let usage = "image-benchmark [--rounds N] (needs cjpeg/djpeg and cwebp/dwebp: apt-get install -y libjpeg-turbo-progs webp)"

/// One process's wall time and peak resident memory.
struct ProcessCost {
    var milliseconds: Double
    var peakKiB: Int
}

/// Runs `argv` to its end and measures it; returns what it printed (a line or two: the pipe is read after it ends).
func measure(_ argv: [String]) -> (cost: ProcessCost, output: String)? {
    var pipe: [Int32] = [0, 0]
    guard Glibc.pipe(&pipe) == 0 else { return nil }
    var pid: pid_t = 0
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, pipe[1], 1)
    posix_spawn_file_actions_addclose(&actions, pipe[0])
    let cArgs = argv.map { strdup($0) } + [nil]
    defer { cArgs.forEach { free($0) } }
    let start = DispatchTime.now().uptimeNanoseconds
    let spawned = posix_spawnp(&pid, argv[0], &actions, nil, cArgs, environ) == 0
    close(pipe[1])
    defer { close(pipe[0]) }
    guard spawned else { return nil }
    var status: Int32 = 0
    var usage = rusage()
    guard wait4(pid, &status, 0, &usage) == pid, status == 0 else { return nil }
    let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
    let output = FileHandle(fileDescriptor: pipe[0], closeOnDealloc: false).readDataToEndOfFile()
    return (ProcessCost(milliseconds: elapsed, peakKiB: usage.ru_maxrss), String(decoding: output, as: UTF8.self))
}

/// A worker's decode: its own milliseconds for the decode, and the whole process's cost.
func workerDecode(_ mode: String, _ file: String) -> (decode: Double, process: ProcessCost)? {
    guard let (cost, output) = measure([CommandLine.arguments[0], "--worker", mode, file]),
        let decode = Double(output.split(separator: " ").first ?? "")
    else { return nil }
    return (decode, cost)
}

// MARK: Worker

/// A photo-like picture as binary PPM: smooth colour gradients with a little grain.
func photo(width: Int, height: Int) -> Data {
    var bytes = [UInt8](repeating: 0, count: width * height * 3)
    var seed: UInt32 = 12345
    for y in 0..<height {
        for x in 0..<width {
            seed = seed &* 1_103_515_245 &+ 12345
            let grain = Int(seed >> 28) - 8
            let i = (y * width + x) * 3
            bytes[i] = UInt8(clamping: x * 255 / width + grain)
            bytes[i + 1] = UInt8(clamping: y * 255 / height + grain)
            bytes[i + 2] = UInt8(clamping: (x + y) * 255 / (width + height) + 64 + grain)
        }
    }
    return Data("P6\n\(width) \(height)\n255\n".utf8) + Data(bytes)
}

// The picture is made in a process of its own: a process started from this one counts this one's peak memory as its
// own (Linux carries the old address space's high-water mark across exec), so this one must stay small.
if CommandLine.arguments.count == 5, CommandLine.arguments[1] == "--photo",
    let width = Int(CommandLine.arguments[2]), let height = Int(CommandLine.arguments[3])
{
    exit(FileManager.default.createFile(atPath: CommandLine.arguments[4], contents: photo(width: width, height: height)) ? 0 : 1)
}


if CommandLine.arguments.count == 4, CommandLine.arguments[1] == "--worker" {
    let mode = CommandLine.arguments[2]
    guard let data = FileManager.default.contents(atPath: CommandLine.arguments[3]) else { exit(1) }
    var size = (0, 0)
    let ms = milliseconds {
        switch mode {
        case "full":
            let pixels = UIImage(data: data)?.preparingForDisplay()?.pixels
            size = (pixels?.width ?? 0, pixels?.height ?? 0)
        case "thumbnail":
            let pixels = UIImage(data: data)?.preparingThumbnail(of: CGSize(width: 400, height: 400))?.pixels
            size = (pixels?.width ?? 0, pixels?.height ?? 0)
        default:
            size = (data.count, 0)
        }
    }
    guard size.0 > 0 else { exit(1) }
    print(ms, size.0, size.1)
    exit(0)
}

// MARK: Workload

let (rounds, _) = roundsOption(default: 5, usage: usage)
let directory = FileManager.default.temporaryDirectory.appendingPathComponent("framekit-image-benchmark")
try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)

/// Encodes `ppm` with `argv` (a command reading the file given last and writing `output`), unless already there.
func encode(_ name: String, size: (Int, Int), with argv: (String, String) -> [String]) -> String? {
    let output = directory.appendingPathComponent(name).path
    if FileManager.default.fileExists(atPath: output) { return output }
    let ppm = directory.appendingPathComponent("\(size.0)x\(size.1).ppm").path
    if !FileManager.default.fileExists(atPath: ppm) {
        guard measure([CommandLine.arguments[0], "--photo", "\(size.0)", "\(size.1)", ppm]) != nil else { return nil }
    }
    let command = argv(ppm, output)
    guard QtPeer.output(of: command) != nil else {
        try? FileManager.default.removeItem(atPath: output)  // a shell redirect leaves an empty file behind
        return nil
    }
    return output
}

guard let jpeg = encode("photo-24mp.jpg", size: (6000, 4000), with: { ["sh", "-c", "cjpeg -quality 90 \($0) > \($1)"] }),
    let webp = encode("photo-4k.webp", size: (3840, 2160), with: { ["cwebp", "-quiet", "-q", "80", $0, "-o", $1] })
else {
    print("image-benchmark: cjpeg or cwebp is missing: apt-get install -y libjpeg-turbo-progs webp")
    exit(1)
}

struct Row {
    let name: String
    var decode: [Double] = []
    var process: [Double] = []
    var peak: [Double] = []
}

func run(_ name: String, rounds: Int, _ body: () -> (decode: Double?, cost: ProcessCost)?) -> Row {
    var row = Row(name: name)
    for _ in 0..<rounds {
        guard let result = body() else {
            print("image-benchmark: \(name) failed")
            exit(1)
        }
        if let decode = result.decode { row.decode.append(decode) }
        row.process.append(result.cost.milliseconds)
        row.peak.append(Double(result.cost.peakKiB) / 1024)
    }
    return row
}

let rows = [
    run("FrameKit baseline (no decode)", rounds: rounds) { workerDecode("none", jpeg).map { (nil, $0.process) } },
    run("FrameKit JPEG 24 MP full", rounds: rounds) { workerDecode("full", jpeg).map { ($0.decode, $0.process) } },
    run("djpeg 24 MP full", rounds: rounds) { measure(["djpeg", "-outfile", "/dev/null", jpeg]).map { (nil, $0.cost) } },
    run("FrameKit JPEG 24 MP → 400 pt", rounds: rounds) { workerDecode("thumbnail", jpeg).map { ($0.decode, $0.process) } },
    run("djpeg -scale 1/8 24 MP", rounds: rounds) { measure(["djpeg", "-scale", "1/8", "-outfile", "/dev/null", jpeg]).map { (nil, $0.cost) } },
    run("FrameKit WebP 4K full", rounds: rounds) { workerDecode("full", webp).map { ($0.decode, $0.process) } },
    run("dwebp 4K full", rounds: rounds) { measure(["dwebp", "-quiet", "-pam", webp, "-o", "/dev/null"]).map { (nil, $0.cost) } },
]

// MARK: Report

func cell(_ values: [Double]) -> String { values.isEmpty ? "—" : String(format: "%.1f", median(values)) }
print("image-benchmark: \(rounds) rounds; medians; each measure a process of its own (peak RSS from wait4)")
print("workload       | decode ms (in process) | process ms | peak RSS MiB")
for row in rows {
    print("\(row.name.padding(toLength: 34, withPad: " ", startingAt: 0)) | \(cell(row.decode).padding(toLength: 8, withPad: " ", startingAt: 0)) | \(cell(row.process).padding(toLength: 8, withPad: " ", startingAt: 0)) | \(cell(row.peak))")
}
let baseline = median(rows[0].peak)
let full = median(rows[1].peak) - baseline, thumbnail = median(rows[3].peak) - baseline
// Two ratios: the decode alone (FrameKit's in-process time against the peer's whole process, which starts in about a
// millisecond), and process against process (FrameKit's includes the Swift runtime's start, the baseline row).
let jpegRatio = median(rows[1].decode) / median(rows[2].process)
let webpRatio = median(rows[5].decode) / median(rows[6].process)
let jpegProcessRatio = median(rows[1].process) / median(rows[2].process)
let webpProcessRatio = median(rows[5].process) / median(rows[6].process)
print(String(format: "decode vs djpeg: %.2f×, vs dwebp: %.2f× (goal ≤ 1.2×); process vs process: %.2f×, %.2f×",
             jpegRatio, webpRatio, jpegProcessRatio, webpProcessRatio))
print(String(format: "thumbnail peak above baseline: %.1f MiB = %.2f of the full decode's %.1f MiB (goal ≤ 0.25)", thumbnail, thumbnail / full, full))

/// JSON has no NaN or infinity: a ratio that cannot be formed is null.
func number(_ value: Double) -> Any { value.isFinite ? value : NSNull() }
var json: [String: Any] = ["rounds": rounds, "jpegVersusDjpeg": number(jpegRatio), "webpVersusDwebp": number(webpRatio),
                           "jpegProcessVersusDjpeg": number(jpegProcessRatio), "webpProcessVersusDwebp": number(webpProcessRatio),
                           "thumbnailPeakShare": number(thumbnail / full)]
for row in rows {
    json[row.name] = ["decodeMilliseconds": row.decode.isEmpty ? nil : median(row.decode) as Any?,
                      "processMilliseconds": median(row.process), "peakMiB": median(row.peak)].compactMapValues { $0 }
}
let data = try JSONSerialization.data(withJSONObject: json, options: [.sortedKeys])
print(String(decoding: data, as: UTF8.self))
