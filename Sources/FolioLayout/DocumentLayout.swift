import FolioModel

/// The layout step over a whole document: heading levels settled from the sizes of all its headings, and a
/// lone top heading on the first page named the title.
public enum DocumentLayout {
    /// `pages` with their headings' levels ranked across the document: distinct sizes largest first (bold before
    /// plain at one size), the largest starting at the level its size over the body's suggests (a document whose
    /// largest heading is 1.25 times its body starts at level 2).
    /// List items and body paragraphs broken by a page break are made whole first (`ItemsOverPages`,
    /// `ParagraphsOverPages`).
    public static func settled(_ pages: [Page]) -> [Page] {
        var pages = ParagraphsOverPages.joined(ItemsOverPages.joined(pages))
        var bodyCounts: [Double: Int] = [:]
        var styles: [(size: Double, bold: Bool)] = []
        for page in pages {
            for paragraph in page.paragraphs {
                guard let size = paragraph.fontSize else { continue }
                switch paragraph.role {
                case .body: bodyCounts[(size * 2).rounded() / 2, default: 0] += paragraph.text.count
                case .heading, .title: styles.append((size, Self.isBold(paragraph, on: page)))
                default: break
                }
            }
        }
        guard !styles.isEmpty,
              let body = bodyCounts.max(by: { $0.value < $1.value || ($0.value == $1.value && $0.key > $1.key) })?.key,
              body > 0 else { return pages }
        // Sizes measured from a scan's ink scatter by up to 7% (layout-dev's 15 pt headings measured 15 and 16);
        // style sheets step by 12% or more between heading levels.
        let step = pages.contains { $0.textSource == .ocr } ? scannedSizeStep : sizeStep
        let ranks = rankedStyles(styles, step: step)
        let clusterSize = Self.clusterSizes(styles.map(\.size), step: step)
        let top = firstLevel(ratio: ranks[0].size / body)
        func level(size: Double, bold: Bool) -> Int {
            let rank = ranks.firstIndex { $0.size == clusterSize[size] && $0.bold == bold }
                ?? ranks.firstIndex { $0.size == clusterSize[size] } ?? 0
            return min(6, top + rank)
        }
        var levelOne: [(page: Int, paragraph: Int)] = []
        for p in pages.indices {
            for i in pages[p].paragraphs.indices {
                let paragraph = pages[p].paragraphs[i]
                guard paragraph.role == .heading || paragraph.role == .title, let size = paragraph.fontSize else { continue }
                pages[p].paragraphs[i].level = level(size: size, bold: Self.isBold(paragraph, on: pages[p]))
                pages[p].paragraphs[i].role = .heading
                if pages[p].paragraphs[i].level == 1 { levelOne.append((p, i)) }
            }
        }
        if levelOne.count == 1, levelOne[0].page == 0 {
            pages[0].paragraphs[levelOne[0].paragraph].role = .title
        }
        return pages
    }

    /// Whether a heading ranks as bold: a text layer's bold, not a scan's. Measured from the ink, bold is told
    /// only where strokes are clearly wider; headings of one size on a scan (layout-dev's thoughtbot accessibility
    /// guide's four third-level headings) measure bold on some and plain on others, and ranking them apart put
    /// half a level down.
    static func isBold(_ paragraph: Paragraph, on page: Page) -> Bool {
        paragraph.bold == true && page.textSource != .ocr
    }

    /// How far apart, relative to the larger, two heading sizes of one level may be: a text layer's, and a
    /// scan's (measured from the ink).
    static let sizeStep = 0.04, scannedSizeStep = 0.07

    /// Distinct heading styles, largest first: sizes cluster where they follow each other in steps of less than
    /// 0.6 pt or `step` (a scan's measured sizes scatter), bold before plain within a cluster.
    static func rankedStyles(_ styles: [(size: Double, bold: Bool)], step: Double = sizeStep) -> [(size: Double, bold: Bool)] {
        let cluster = clusterSizes(styles.map(\.size), step: step)
        var ranks: [(size: Double, bold: Bool)] = []
        for size in Set(cluster.values).sorted(by: >) {
            let members = styles.filter { cluster[$0.size] == size }
            if members.contains(where: \.bold) { ranks.append((size, true)) }
            if members.contains(where: { !$0.bold }) { ranks.append((size, false)) }
        }
        return ranks
    }

    /// Each size's cluster, named by the cluster's size as `rankedStyles` gives it.
    static func clusterSizes(_ sizes: [Double], step: Double = sizeStep) -> [Double: Double] {
        let sorted = sizes.sorted(by: >)
        var clusters: [[Double]] = []
        for size in sorted {
            if let last = clusters.last?.last, last - size <= max(0.6, step * last) {
                clusters[clusters.count - 1].append(size)
            } else {
                clusters.append([size])
            }
        }
        var map: [Double: Double] = [:]
        for cluster in clusters { for size in cluster { map[size] = cluster[cluster.count / 2] } }
        return map
    }

    /// The level of a document's largest heading from its size over the body's, in the steps style sheets
    /// commonly use (2, 1.5, 1.17 and 1 em).
    static func firstLevel(ratio: Double) -> Int {
        if ratio >= 1.5 { return 1 }
        if ratio >= 1.2 { return 2 }
        if ratio >= 1.05 { return 3 }
        return 4
    }
}
