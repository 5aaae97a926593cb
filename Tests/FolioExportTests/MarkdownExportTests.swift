@testable import FolioExport
import FolioModel
import Foundation
import Testing

@Suite struct MarkdownExportTests {
    func box(_ y: Double, height: Double = 20) -> Box { Box(x: 50, y: y, width: 500, height: height) }

    var document: Document {
        let table = Table(order: 0, box: Box(x: 50, y: 200, width: 500, height: 90), rowCount: 3, columnCount: 3,
                          ruled: true, headerRowCount: 1, cells: [
                              TableCell(row: 0, column: 0, text: "Item", box: box(200)),
                              TableCell(row: 0, column: 1, columnSpan: 2, text: "Price | EUR", box: box(200)),
                              TableCell(row: 1, column: 0, text: "Tea", box: box(230)),
                              TableCell(row: 1, column: 1, text: "2", box: box(230)),
                              TableCell(row: 1, column: 2, text: "3.50", box: box(230)),
                              TableCell(row: 2, column: 0, text: "Cake\nslice", box: box(260)),
                              TableCell(row: 2, column: 2, text: "4.00", box: box(260)),
                          ])
        let list = ListBlock(order: 2, box: box(320, height: 60), items: [
            ListItem(marker: "•", markerType: "bullet", level: 0, text: "Open daily", box: box(320)),
            ListItem(marker: "1.", markerType: "decimal", level: 1, text: "from *9*", box: box(340)),
        ])
        let first = Page(index: 0, width: 600, height: 800, dpi: 200, textSource: .pdfText, transcript: "", confidence: 1,
                         lines: [], paragraphs: [
                             Paragraph(order: 0, text: "# Menu", box: box(40)),
                             Paragraph(order: 1, text: "2024. A good year\nfor tea", box: box(100, height: 40)),
                             // The table's own text, as the page's paragraphs also hold it.
                             Paragraph(order: 3, text: "Tea 2 3.50", box: box(230)),
                             Paragraph(order: 4, text: "Thank you", box: box(400)),
                         ], lists: [list], tables: [table])
        let second = Page(index: 1, width: 600, height: 800, dpi: 200, textSource: .ocr, transcript: "", confidence: 1,
                          lines: [], paragraphs: [Paragraph(order: 0, text: "- the end", box: box(40))])
        return Document(id: String(repeating: "a", count: 64),
                        source: SourceInfo(path: "/m.pdf", sha256: String(repeating: "a", count: 64), mediaType: .pdf,
                                           byteCount: 1, pageCount: 2),
                        status: .ok, errors: [], pages: [first, second])
    }

    @Test func aDocumentRendersAsItsExpectedMarkdown() {
        let expected = """
            \\# Menu

            2024\\. A good year
            for tea

            | Item | Price \\| EUR | Price \\| EUR |
            | --- | --- | --- |
            | Tea | 2 | 3.50 |
            | Cake<br>slice |  | 4.00 |

            - Open daily
              1. from \\*9\\*

            Thank you

            <!-- page 2 -->

            \\- the end

            """
        #expect(MarkdownExport.markdown(of: document) == expected)
    }

    /// A receipt's fields and items follow its pages, as tables; fields not found are left out.
    @Test func aReceiptEndsWithItsFieldsAndItems() {
        var receiptDocument = document
        receiptDocument.pages = [receiptDocument.pages[1]]
        var receipt = Receipt(merchant: "GREEN FIELD", date: "2016-05-26", currency: "USD", subtotal: "51.90",
                              tax: "4.68", total: "56.58", items: [
                                  ReceiptItem(description: "Coffee", quantity: "1", amount: "3.00"),
                                  ReceiptItem(description: "Lunch | *special*", quantity: "2", unitPrice: "22.95",
                                              amount: "45.90"),
                              ])
        receipt.paymentMethod = "card"
        receipt.cardBrand = "visa"
        receipt.cardLast4 = "2276"
        receiptDocument.receipt = receipt
        let expected = """
            \\- the end

            <!-- receipt -->

            ## Receipt

            | Field | Value |
            | --- | --- |
            | Merchant | GREEN FIELD |
            | Date | 2016-05-26 |
            | Currency | USD |
            | Subtotal | 51.90 |
            | Tax | 4.68 |
            | Total | 56.58 |
            | Payment | card (visa, ending 2276) |

            | Item | Quantity | Unit price | Amount |
            | --- | --- | --- | --- |
            | Coffee | 1 |  | 3.00 |
            | Lunch \\| \\*special\\* | 2 | 22.95 | 45.90 |

            """
        #expect(MarkdownExport.markdown(of: receiptDocument) == expected)
        // A receipt with nothing found adds nothing.
        receiptDocument.receipt = Receipt()
        #expect(!MarkdownExport.markdown(of: receiptDocument).contains("Receipt"))
    }

    @Test func aLaidOutPageRendersHeadingsListsAndTablesInItsOrderWithoutItsFurniture() {
        let table = Table(order: 3, box: box(300), rowCount: 1, columnCount: 2, ruled: false, cells: [
            TableCell(row: 0, column: 0, text: "Size", box: box(300)), TableCell(row: 0, column: 1, text: "12", box: box(300)),
        ])
        let list = ListBlock(order: 4, box: box(400, height: 80), items: [
            ListItem(marker: "1.", markerType: "decimal", level: 0, text: "Install", box: box(400)),
            ListItem(marker: "a.", markerType: "lowerAlpha", level: 1, text: "from source", box: box(420)),
            ListItem(marker: "◦", markerType: "bullet", level: 2, text: "with make", box: box(440)),
            ListItem(marker: "10.", markerType: "decimal", level: 0, text: "Run", box: box(460)),
        ])
        let page = Page(index: 0, width: 600, height: 800, dpi: 200, textSource: .pdfText, transcript: "", confidence: 1,
                        lines: [], paragraphs: [
                            Paragraph(order: 0, text: "User guide", box: box(40), role: .title, level: 1),
                            Paragraph(order: 1, text: "Getting\nstarted", box: box(100), role: .heading, level: 2),
                            Paragraph(order: 2, text: "Read this first.", box: box(150)),
                            Paragraph(order: 5, text: "Folio guide", box: box(5), role: .pageHeader),
                            Paragraph(order: 6, text: "Page 1", box: box(780), role: .pageNumber),
                        ], lists: [list], tables: [table])
        let document = Document(id: String(repeating: "b", count: 64),
                                source: SourceInfo(path: "/g.pdf", sha256: String(repeating: "b", count: 64),
                                                   mediaType: .pdf, byteCount: 1, pageCount: 1),
                                status: .ok, errors: [], pages: [page])
        let expected = """
            # User guide

            ## Getting started

            Read this first.

            | Size | 12 |
            | --- | --- |

            1. Install
               - a. from source
                 - with make
            10. Run

            """
        #expect(MarkdownExport.markdown(of: document) == expected)
    }

    @Test func writesOneFilePerDocument() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("md-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = try MarkdownExport.write(document, to: directory)
        #expect(url.lastPathComponent == String(repeating: "a", count: 64) + ".md")
        #expect(try String(contentsOf: url, encoding: .utf8) == MarkdownExport.markdown(of: document))
    }
}
