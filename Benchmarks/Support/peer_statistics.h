// What the Qt peers of FrameKit's benchmarks share: the median and 95th percentile of their samples, as
// BenchmarkSupport's Statistics.swift computes FrameKit's. QtPeer builds the peers with this folder on the include
// path.
#pragma once
#include <algorithm>
#include <vector>

inline double median(std::vector<double> values) {
    std::sort(values.begin(), values.end());
    return values.empty() ? 0 : values[values.size() / 2];
}

inline double percentile95(std::vector<double> values) {
    std::sort(values.begin(), values.end());
    if (values.empty()) return 0;
    return values[std::min(values.size() - 1, size_t(double(values.size()) * 0.95))];
}
