// A Qt peer's frame as far as the screen. FrameKit's frame ends with its pixels in the display's buffer; Qt's
// offscreen platform leaves them in the window's backing store (its flush only notes the window's area). On a display
// Qt copies what it flushes out of that store: linuxfb draws it into its screen image and that into the framebuffer
// (two copies), its DRM dumb-buffer mode into the dumb buffer, eglfs uploads it as a texture. `ScreenCopy` makes the
// least of those, one copy with Qt's own painter, of the region Qt flushes: what the peer's widget painted and, when
// it scrolled, everything it moved (a scroll moves pixels in the store and flushes the whole scrolled area). Regions
// other widgets flush (a scroll bar's) are left out, which can only flatter Qt.
#pragma once
#include "peer_budget.h"
#include <QBackingStore>
#include <QElapsedTimer>
#include <QImage>
#include <QPaintEvent>
#include <QPainter>
#include <QRegion>
#include <QWidget>
#include <cstdio>
#include <cstdlib>
#include <string>

class ScreenCopy {
public:
    /// Notes `region` of `widget` (in its coordinates) as flushed in this frame.
    void flushed(QWidget *widget, const QRegion &region) {
        window = widget->window();
        pending += region.translated(widget->mapTo(window, QPoint(0, 0)));
    }

    /// Copies the region flushed since the last copy from the backing store to the screen.
    void copy() {
        if (!window) return;
        QPaintDevice *device = window->backingStore() ? window->backingStore()->paintDevice() : nullptr;
        if (!device || device->devType() != QInternal::Image) {
            std::fprintf(stderr, "qt peer: the window's backing store is not an image (run on the offscreen platform)\n");
            std::exit(1);
        }
        const QImage &store = *static_cast<QImage *>(device);
        if (screen.size() != store.size() || screen.format() != store.format()) {
            screen = QImage(store.size(), store.format());
            screen.fill(0);
        }
        QPainter painter(&screen);
        painter.setCompositionMode(QPainter::CompositionMode_Source);
        for (const QRect &rect : pending.intersected(store.rect())) painter.drawImage(rect, store, rect);
        pending = QRegion();
    }

private:
    QWidget *window = nullptr;
    QImage screen;
    QRegion pending;
};

/// A frame's times: Qt's paint into its backing store, and that with the copy to the screen.
struct ShownFrame {
    double paint, shown;
};

/// Runs `paint` (which returns its milliseconds), then copies what it flushed to the screen; under callgrind the two
/// are counted as `workload` and as `workload` ", copy to the screen", which scripts/pi-budget.py adds up into the frame
/// shown.
template <typename Paint> ShownFrame shownFrame(const char *workload, ScreenCopy &screen, Paint paint) {
    const double painted = budgetFrame(workload, paint);
    const std::string copyWorkload = std::string(workload) + ", copy to the screen";
    QElapsedTimer timer;
    timer.start();
    budgetFrame(copyWorkload.c_str(), [&] {
        screen.copy();
        return 0;
    });
    return {painted, painted + timer.nsecsElapsed() / 1e6};
}
