import Foundation

/// The wall-clock milliseconds `work` takes.
public func milliseconds(_ work: () throws -> Void) rethrows -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    try work()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
}

public func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
}

public func percentile95(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted.isEmpty ? 0 : sorted[min(sorted.count - 1, Int(Double(sorted.count) * 0.95))]
}

/// The `--rounds N` option of a benchmark's command line (`default` without it) and which of `flags` were given;
/// prints `usage` and exits on anything else.
public func roundsOption(default rounds: Int, flags: Set<String> = [], usage: String) -> (rounds: Int, flags: Set<String>) {
    var arguments = CommandLine.arguments.dropFirst()
    var value = rounds
    var given: Set<String> = []
    while let option = arguments.popFirst() {
        if flags.contains(option) {
            given.insert(option)
            continue
        }
        guard option == "--rounds", let n = arguments.popFirst().flatMap(Int.init), n > 0 else {
            FileHandle.standardError.write(Data("usage: \(usage)\n".utf8))
            exit(2)
        }
        value = n
    }
    return (value, given)
}
