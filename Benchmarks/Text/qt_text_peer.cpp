// The text-benchmark workload on Qt's QTextEdit and QPlainTextEdit (Qt 5, the offscreen platform), so FrameKit's
// numbers have a peer beside them in the same run. text-benchmark builds this file with g++ when pkg-config finds
// Qt5Widgets (Debian: `apt-get install -y qtbase5-dev`), runs it with QT_QPA_PLATFORM=offscreen and reads the one JSON
// line it prints. Each measure is what FrameKit's is: the text and sizes are the same, a frame is the viewport's paint
// event after the change (Qt paints only the region it marked dirty, into the window's backing store), a frame shown
// is that and the copy of what Qt flushed to a screen (peer_screen.h says why: FrameKit's frames end on it), and
// memory is malloc's heap growth over setting the text and painting it (the backing store exists before, as
// FrameKit's does).
//
//     qt_text_peer ROUNDS
#include <QApplication>
#include <QElapsedTimer>
#include <QKeyEvent>
#include <QPlainTextEdit>
#include <QScrollBar>
#include <QTextBlock>
#include <QTextEdit>
#include "peer_budget.h"
#include "peer_screen.h"
#include "peer_statistics.h"
#include <algorithm>
#include <cstdio>
#include <malloc.h>
#include <type_traits>
#include <vector>

namespace {

/// An editor that counts the paints of its viewport as they end (an event filter would see them before they draw):
/// a frame is done when the count moves. It notes what they flush.
template <typename Editor> class Measured : public Editor {
public:
    Measured(ScreenCopy *screen, QWidget *parent) : Editor(parent), screen(screen) {}
    int paints = 0;

protected:
    bool viewportEvent(QEvent *event) override {
        const bool handled = Editor::viewportEvent(event);
        if (event->type() == QEvent::Paint) {
            paints += 1;
            screen->flushed(this->viewport(), static_cast<QPaintEvent *>(event)->region());
        }
        return handled;
    }

    void scrollContentsBy(int dx, int dy) override {
        Editor::scrollContentsBy(dx, dy);
        screen->flushed(this->viewport(), this->viewport()->rect());
    }

private:
    ScreenCopy *screen;
};

size_t heapBytes() {
    struct mallinfo2 info = mallinfo2();
    return info.uordblks + info.hblkhd;
}

/// Times a change to the end of the paint that shows it: Qt may paint inside the change (a scroll moves the pixels it
/// has and paints the strip it uncovered at once) or from the event loop afterwards. A change that never paints is a
/// broken measure, not a fast one: the program stops and says so.
template <typename Editor, typename Change> double frame(Measured<Editor> *editor, const char *what, Change change) {
    const int before = editor->paints;
    QElapsedTimer timer;
    timer.start();
    change();
    while (editor->paints == before && timer.elapsed() < paintWaitMilliseconds()) QCoreApplication::processEvents();
    if (editor->paints == before) {
        std::fprintf(stderr, "qt_text_peer: %s never painted\n", what);
        std::exit(1);
    }
    return timer.nsecsElapsed() / 1e6;
}

/// Lets QTextEdit finish the layout it does in idle time after its first frame, as it would while a person reads that
/// frame (an edit before it ends stops that layout, and the scroll range then ends where the layout did).
/// `frame` and its copy to the screen, counted for scripts/pi-budget.sh as `workload` on QPlainTextEdit (the faster
/// editor, the one compared).
template <typename Editor, typename Change>
ShownFrame shown(Measured<Editor> *editor, ScreenCopy &screen, const char *what, const char *workload, Change change) {
    if (std::is_same<Editor, QPlainTextEdit>::value)
        return shownFrame(workload, screen, [&] { return frame(editor, what, change); });
    const double painted = frame(editor, what, change);
    QElapsedTimer timer;
    timer.start();
    screen.copy();
    return {painted, painted + timer.nsecsElapsed() / 1e6};
}

/// A measure's samples: the paints, and the paints with their copies to the screen.
struct Measure {
    std::vector<double> paint, shown;
    void add(ShownFrame frame) {
        paint.push_back(frame.paint);
        shown.push_back(frame.shown);
    }
};

void finishBackgroundLayout(QScrollBar *bar) {
    QElapsedTimer stable;
    stable.start();
    for (int maximum = bar->maximum(); stable.elapsed() < 200;) {
        QCoreApplication::processEvents();
        if (bar->maximum() != maximum) {
            maximum = bar->maximum();
            stable.restart();
        }
    }
}

/// Pixels one scroll-bar step moves: QTextEdit's bar counts pixels, QPlainTextEdit's counts lines.
double pixelsPerStep(QTextEdit *) { return 1; }
double pixelsPerStep(QPlainTextEdit *editor) { return editor->fontMetrics().lineSpacing(); }

struct Samples {
    std::vector<double> open, memory;
    Measure keystroke, scroll, jump;
};

QString benchmarkText() {
    QStringList lines;
    for (int n = 1; n <= 10000; ++n)
        lines << QString("Line %1: the quick brown fox jumps over the lazy dog, again.").arg(n, 5, 10, QChar('0'));
    return lines.join('\n');
}

template <typename Editor> void runRound(const QString &text, Samples &samples) {
    QWidget window;
    window.resize(1920, 1080);
    window.show();
    QCoreApplication::processEvents();
    const size_t before = heapBytes();
    ScreenCopy screen;
    auto *editor = new Measured<Editor>(&screen, &window);
    QFont font = editor->font();
    font.setPixelSize(17);
    editor->setFont(font);
    editor->setGeometry(0, 0, 1920, 1080);
    samples.open.push_back(frame(editor, "open", [&] {
        editor->setPlainText(text);
        editor->show();
    }));
    finishBackgroundLayout(editor->verticalScrollBar());
    samples.memory.push_back(double(heapBytes() - before) / double(text.toUtf8().size()));

    // Line 20, ten characters in: the same place FrameKit types.
    QTextCursor cursor(editor->document()->findBlockByNumber(19));
    cursor.movePosition(QTextCursor::Right, QTextCursor::MoveAnchor, 10);
    editor->setTextCursor(cursor);
    editor->setFocus();
    QCoreApplication::processEvents();
    screen.copy();
    for (int i = 0; i < 50; ++i) {
        samples.keystroke.add(shown(editor, screen, "a keystroke", "text view keystroke, 10,000 lines, Qt QPlainTextEdit", [&] {
            QKeyEvent press(QEvent::KeyPress, Qt::Key_X, Qt::NoModifier, "x");
            QApplication::sendEvent(editor, &press);
        }));
    }
    QScrollBar *bar = editor->verticalScrollBar();
    const double height = editor->viewport()->height(), step = pixelsPerStep(editor);
    double offset = bar->value() * step;
    auto scrollBy = [&](double pixels) {
        offset += pixels;
        bar->setValue(int(offset / step));
    };
    for (int i = 0; i < 90; ++i)
        samples.scroll.add(shown(editor, screen, "a scroll frame", "text view scroll frame, Qt QPlainTextEdit",
                                 [&] { scrollBy(height / 30); }));
    for (int i = 0; i < 10; ++i)
        samples.jump.add(shown(editor, screen, "a one-screen jump", "text view one-screen jump, Qt QPlainTextEdit",
                               [&] { scrollBy(height); }));
    delete editor;
}

void printMeasure(const char *key, const Measure &m) {
    std::printf("\"%s_ms\":[%.4f,%.4f],\"%s_shown_ms\":[%.4f,%.4f],", key, median(m.paint), percentile95(m.paint), key,
                median(m.shown), percentile95(m.shown));
}

void printMeasures(const char *name, const Samples &s, bool last) {
    std::printf("\"%s\":{\"open_ms\":[%.4f,%.4f],", name, median(s.open), percentile95(s.open));
    printMeasure("keystroke", s.keystroke);
    printMeasure("scroll_frame", s.scroll);
    printMeasure("jump_one_screen", s.jump);
    std::printf("\"text_memory_ratio\":%.4f}%s", median(s.memory), last ? "" : ",");
}

}  // namespace

int main(int argc, char **argv) {
    const int rounds = argc > 1 ? std::max(1, std::atoi(argv[1])) : 5;
    QApplication app(argc, argv);
    const QString text = benchmarkText();
    Samples textEdit, plainTextEdit;
    for (int round = 0; round < rounds; ++round) {
        runRound<QTextEdit>(text, textEdit);
        runRound<QPlainTextEdit>(text, plainTextEdit);
    }
    std::printf("{\"qt\":\"%s\",", qVersion());
    printMeasures("QTextEdit", textEdit, false);
    printMeasures("QPlainTextEdit", plainTextEdit, true);
    std::printf("}\n");
    return 0;
}
