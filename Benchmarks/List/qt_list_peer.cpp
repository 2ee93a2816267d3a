// The list-benchmark flick on Qt's QListView (Qt 5, the offscreen platform), so FrameKit's numbers have a peer beside
// them in the same run. list-benchmark builds this file with g++ when pkg-config finds Qt5Widgets (Debian:
// `apt-get install -y qtbase5-dev`), runs it with QT_QPA_PLATFORM=offscreen, writes FrameKit's flick to its standard
// input (the content offset after each frame, one per line) and reads the one JSON line it prints. The list is what
// FrameKit's is: 100,000 rows of "Row N", 44 pixels each, 17-pixel text, a 1920×1080 window; the view is set up as a
// Qt developer would for a long list (uniform item sizes, per-pixel scrolling). A frame is the viewport's paint after
// the scroll bar moves to the frame's offset (Qt scrolls the pixels it has and paints the strip uncovered); a frame
// shown is that and the copy of what Qt flushed to a screen (peer_screen.h says why: FrameKit's frames end on it).
//
//     qt_list_peer ROUNDS < offsets
#include <QApplication>
#include <QElapsedTimer>
#include <QListView>
#include <QScrollBar>
#include <QStringListModel>
#include <QStyledItemDelegate>
#include "peer_budget.h"
#include "peer_screen.h"
#include "peer_statistics.h"
#include <algorithm>
#include <cstdio>
#include <iostream>
#include <vector>

namespace {

/// A list view that counts the paints of its viewport as they end (a frame is done when the count moves), and notes
/// what they flush.
class MeasuredList : public QListView {
public:
    explicit MeasuredList(ScreenCopy *screen) : screen(screen) {}
    int paints = 0;

protected:
    bool viewportEvent(QEvent *event) override {
        const bool handled = QListView::viewportEvent(event);
        if (event->type() == QEvent::Paint) {
            paints += 1;
            screen->flushed(viewport(), static_cast<QPaintEvent *>(event)->region());
        }
        return handled;
    }

    void scrollContentsBy(int dx, int dy) override {
        QListView::scrollContentsBy(dx, dy);
        screen->flushed(viewport(), viewport()->rect());
    }

private:
    ScreenCopy *screen;
};

/// Rows 44 pixels high, as FrameKit's.
class RowDelegate : public QStyledItemDelegate {
public:
    QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const override {
        return QSize(QStyledItemDelegate::sizeHint(option, index).width(), 44);
    }
};

/// Times a scroll to the end of the paint that shows it; a scroll that never paints stops the program.
double paint(MeasuredList *list, int offset) {
    const int before = list->paints;
    QElapsedTimer timer;
    timer.start();
    list->verticalScrollBar()->setValue(offset);
    while (list->paints == before && timer.elapsed() < paintWaitMilliseconds()) QCoreApplication::processEvents();
    if (list->paints == before) {
        std::fprintf(stderr, "qt_list_peer: the scroll to %d never painted\n", offset);
        std::exit(1);
    }
    return timer.nsecsElapsed() / 1e6;
}

}  // namespace

int main(int argc, char **argv) {
    const int rounds = argc > 1 ? std::max(1, std::atoi(argv[1])) : 5;
    std::vector<int> offsets;
    for (double offset; std::cin >> offset;) offsets.push_back(int(offset + 0.5));
    QApplication app(argc, argv);
    QStringList rows;
    for (int n = 1; n <= 100000; ++n) rows << QString("Row %1").arg(n);
    QStringListModel model(rows);
    RowDelegate delegate;
    ScreenCopy screen;
    MeasuredList list(&screen);
    QFont font = list.font();
    font.setPixelSize(17);
    list.setFont(font);
    list.setUniformItemSizes(true);
    list.setVerticalScrollMode(QAbstractItemView::ScrollPerPixel);
    list.setItemDelegate(&delegate);
    list.setModel(&model);
    list.resize(1920, 1080);
    list.show();
    QCoreApplication::processEvents();
    std::vector<double> frames, shown;
    for (int round = 0; round < rounds; ++round) {
        list.verticalScrollBar()->setValue(0);
        QCoreApplication::processEvents();
        screen.copy();
        int last = 0;
        for (int offset : offsets) {
            if (offset != last) {
                const ShownFrame times = shownFrame("list flick, scrolled frame, Qt QListView", screen, [&] { return paint(&list, offset); });
                frames.push_back(times.paint);
                shown.push_back(times.shown);
            }
            last = offset;
        }
    }
    std::printf("{\"qt\":\"%s\",\"QListView\":{\"frame_ms\":[%.4f,%.4f],\"shown_frame_ms\":[%.4f,%.4f],\"frames\":%zu}}\n",
                qVersion(), median(frames), percentile95(frames), median(shown), percentile95(shown), frames.size());
    return 0;
}
