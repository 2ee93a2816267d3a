import Foundation
import Testing

@testable import FrameKit

/// `adjustsFontSizeToFitWidth` and `minimumScaleFactor` as a departures board uses them: a destination too long for
/// its column is drawn smaller rather than cut, down to the factor given.
@MainActor
struct LabelFontFittingTests {
    private func label(width: CGFloat) -> UILabel {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: width, height: 40))
        label.text = "Amsterdam Centraal via Utrecht"
        label.font = .systemFont(ofSize: 20)
        return label
    }

    @Test func aLineTooWideIsDrawnInTheLargestSizeThatFitsAndTheIntrinsicSizeKeepsTheFont() throws {
        let full = label(width: 1000).textLayout(width: 1000, lines: 1)?.size.width ?? 0
        let fitted = label(width: 200)
        #expect(full > 200, "the line does not fit at 20 points")
        let intrinsic = fitted.intrinsicContentSize
        fitted.adjustsFontSizeToFitWidth = true
        fitted.minimumScaleFactor = 0.5
        let drawn = try #require(fitted.textLayout(width: 200, lines: 1))
        #expect(drawn.size.width <= 200 && drawn.size.width > 200 - 200 / 20, "as large as fits, to half a point")
        #expect(drawn.metrics.lineCount == 1)
        #expect(fitted.intrinsicContentSize == intrinsic, "Auto Layout still sizes it for the full font")
        #expect(fitted.font.pointSize == 20, "the label's font is unchanged")
    }

    @Test func withoutAFactorOrWhenTheFactorCannotFitTheTextIsTruncated() throws {
        let plain = label(width: 200)
        plain.adjustsFontSizeToFitWidth = true  // minimumScaleFactor 0: the font's own size, as in UIKit
        let truncated = try #require(plain.textLayout(width: 200, lines: 1))
        let tooLittle = label(width: 200)
        tooLittle.adjustsFontSizeToFitWidth = true
        tooLittle.minimumScaleFactor = 0.95
        let atFloor = try #require(tooLittle.textLayout(width: 200, lines: 1))
        // Both cut the line to the width; the floor's is drawn in 19 points, so it is the shorter of the two.
        #expect(truncated.size.width <= 200 && atFloor.size.width <= 200)
        #expect(atFloor.size.height < truncated.size.height)
        // A line that fits is never enlarged or shrunk.
        let short = label(width: 200)
        short.text = "Utrecht"
        let natural = try #require(short.textLayout(width: 200, lines: 1)).size
        short.adjustsFontSizeToFitWidth = true
        short.minimumScaleFactor = 0.5
        #expect(try #require(short.textLayout(width: 200, lines: 1)).size == natural)
    }

    @Test func aLabelOfSeveralLinesShrinksUntilAllItsLinesFitItsBoundsAndKeepsItsIntrinsicHeight() throws {
        let notice = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 60))
        notice.numberOfLines = 0
        notice.font = .systemFont(ofSize: 24)
        notice.text = "Platform 4 is closed today: trains to Utrecht leave from platform 7 instead"
        let natural = try #require(notice.drawnLayout(in: notice.bounds.size))
        #expect(natural.size.height > 60, "at 24 points the lines do not fit 60 points")
        let intrinsic = notice.intrinsicContentSize
        notice.adjustsFontSizeToFitWidth = true
        notice.minimumScaleFactor = 0.3
        let fitted = try #require(notice.drawnLayout(in: notice.bounds.size))
        #expect(fitted.size.height <= 60.5 && fitted.size.width <= 200, "every line inside the bounds")
        #expect(fitted.size.height > 60 * 0.6, "as large as fits, not merely small")
        #expect(notice.intrinsicContentSize == intrinsic, "Auto Layout still sizes it for the full font")
        #expect(notice.textRect(forBounds: notice.bounds, limitedToNumberOfLines: 0).height == ceil(fitted.size.height))
        // Two lines at most: the text shrinks until it takes two.
        notice.numberOfLines = 2
        notice.frame.size.height = 200
        let twoLines = try #require(notice.drawnLayout(in: notice.bounds.size))
        #expect(twoLines.metrics.lineCount == 2 && twoLines.size.width <= 200)
    }
}
