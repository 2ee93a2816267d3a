import Foundation

extension UITabBarItem {
    /// UIKit's standard tab bar items, with its raw values: each has its title and an icon, which FrameKit draws
    /// (Apple's glyphs cannot ship) as a template image in the tab's colour.
    public enum SystemItem: Int, Sendable {
        case more, favorites, featured, topRated, recents, contacts, history, bookmarks, search, downloads, mostRecent, mostViewed

        /// UIKit's title for the item, through the app's strings so a translation can replace it.
        var title: String {
            let english = switch self {
            case .more: "More"
            case .favorites: "Favorites"
            case .featured: "Featured"
            case .topRated: "Top Rated"
            case .recents: "Recents"
            case .contacts: "Contacts"
            case .history: "History"
            case .bookmarks: "Bookmarks"
            case .search: "Search"
            case .downloads: "Downloads"
            case .mostRecent: "Most Recent"
            case .mostViewed: "Most Viewed"
            }
            return Bundle.main.localizedString(forKey: english, value: english, table: nil)
        }

        /// The item's icon: 25 points square, drawn in black as a template.
        var image: UIImage {
            UIGraphicsImageRenderer(size: CGSize(width: 25, height: 25)).image { _ in
                UIColor.black.setFill()
                UIColor.black.setStroke()
                drawIcon()
            }.withRenderingMode(.alwaysTemplate)
        }

        private func drawIcon() {
            switch self {
            case .more:
                for x in [5.5, 12.5, 19.5] { UIBezierPath(ovalIn: CGRect(x: x - 2, y: 10.5, width: 4, height: 4)).fill() }
            case .favorites, .featured, .topRated:
                star(filled: self != .featured)
            case .recents, .history, .mostRecent:
                let face = UIBezierPath(ovalIn: CGRect(x: 2.5, y: 2.5, width: 20, height: 20))
                face.lineWidth = 2
                face.stroke()
                stroke([CGPoint(x: 12.5, y: 6.5), CGPoint(x: 12.5, y: 12.5), CGPoint(x: 17, y: 15)], width: 2)
            case .contacts:
                UIBezierPath(ovalIn: CGRect(x: 8, y: 2.5, width: 9, height: 9)).fill()
                let shoulders = UIBezierPath(arcCenter: CGPoint(x: 12.5, y: 23), radius: 9, startAngle: .pi, endAngle: 0, clockwise: true)
                shoulders.close()
                shoulders.fill()
            case .bookmarks:
                let book = UIBezierPath(roundedRect: CGRect(x: 5, y: 2.5, width: 15, height: 20), cornerRadius: 2)
                book.lineWidth = 2
                book.stroke()
                let ribbon = UIBezierPath()
                ribbon.addLines(between: [CGPoint(x: 10, y: 2.5), CGPoint(x: 10, y: 12), CGPoint(x: 12.5, y: 10), CGPoint(x: 15, y: 12), CGPoint(x: 15, y: 2.5)])
                ribbon.close()
                ribbon.fill()
            case .search:
                let lens = UIBezierPath(ovalIn: CGRect(x: 3, y: 3, width: 13, height: 13))
                lens.lineWidth = 2.5
                lens.stroke()
                stroke([CGPoint(x: 14.5, y: 14.5), CGPoint(x: 21.5, y: 21.5)], width: 3)
            case .downloads:
                stroke([CGPoint(x: 12.5, y: 3), CGPoint(x: 12.5, y: 16)], width: 2)
                stroke([CGPoint(x: 7, y: 11), CGPoint(x: 12.5, y: 16.5), CGPoint(x: 18, y: 11)], width: 2)
                stroke([CGPoint(x: 4, y: 21.5), CGPoint(x: 21, y: 21.5)], width: 2)
            case .mostViewed:
                for y in [6.5, 12.5, 18.5] {
                    UIBezierPath(ovalIn: CGRect(x: 2.5, y: y - 1.5, width: 3, height: 3)).fill()
                    stroke([CGPoint(x: 8, y: y), CGPoint(x: 22, y: y)], width: 2)
                }
            }
        }

        /// A five-pointed star centred in the icon, filled or outlined.
        private func star(filled: Bool) {
            let star = UIBezierPath()
            star.addLines(between: (0..<10).map { index in
                let radius: CGFloat = index.isMultiple(of: 2) ? 11 : 4.6
                let angle = -CGFloat.pi / 2 + CGFloat(index) * .pi / 5
                return CGPoint(x: 12.5 + radius * cos(angle), y: 13.2 + radius * sin(angle))
            })
            star.close()
            star.lineJoinStyle = .round
            star.lineWidth = 1.8
            if filled { star.fill() } else { star.stroke() }
        }

        private func stroke(_ points: [CGPoint], width: CGFloat) {
            let line = UIBezierPath()
            line.addLines(between: points)
            line.lineWidth = width
            line.lineCapStyle = .round
            line.lineJoinStyle = .round
            line.stroke()
        }
    }

    /// A standard item: UIKit's title and an icon for `systemItem`, with `tag`.
    public convenience init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
        self.init(title: systemItem.title, image: systemItem.image, tag: tag)
    }
}
