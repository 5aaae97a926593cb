/// A list found on a page.
public struct ListBlock: Codable, Sendable, Hashable {
    public var order: Int
    public var box: Box
    public var items: [ListItem]

    public init(order: Int, box: Box, items: [ListItem]) {
        self.order = order
        self.box = box
        self.items = items
    }
}

/// One item of a list.
public struct ListItem: Codable, Sendable, Hashable {
    public var marker: String
    public var markerType: String
    public var level: Int
    public var text: String
    public var box: Box

    public init(marker: String, markerType: String, level: Int, text: String, box: Box) {
        self.marker = marker
        self.markerType = markerType
        self.level = level
        self.text = text
        self.box = box
    }
}

/// A table with its cells; merged cells span rows or columns.
public struct Table: Codable, Sendable, Hashable {
    public var order: Int
    public var box: Box
    public var rowCount: Int
    public var columnCount: Int
    public var ruled: Bool
    /// How many of the first rows are headings (0 when none is told apart).
    public var headerRowCount: Int
    /// The first and last page index (0-based) of a table continued over pages; nil for a one-page table.
    /// A continued table is kept on its first page, its rows from the later pages appended.
    public var pageRange: [Int]?
    public var cells: [TableCell]

    public init(order: Int, box: Box, rowCount: Int, columnCount: Int, ruled: Bool, headerRowCount: Int = 0,
                pageRange: [Int]? = nil, cells: [TableCell]) {
        self.order = order
        self.box = box
        self.rowCount = rowCount
        self.columnCount = columnCount
        self.ruled = ruled
        self.headerRowCount = headerRowCount
        self.pageRange = pageRange
        self.cells = cells
    }

    enum CodingKeys: String, CodingKey {
        case order, box, rowCount, columnCount, ruled, headerRowCount, pageRange, cells
    }

    /// Reads tables written before `headerRowCount` and `pageRange` existed (both additive).
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        order = try c.decode(Int.self, forKey: .order)
        box = try c.decode(Box.self, forKey: .box)
        rowCount = try c.decode(Int.self, forKey: .rowCount)
        columnCount = try c.decode(Int.self, forKey: .columnCount)
        ruled = try c.decode(Bool.self, forKey: .ruled)
        headerRowCount = try c.decodeIfPresent(Int.self, forKey: .headerRowCount) ?? 0
        pageRange = try c.decodeIfPresent([Int].self, forKey: .pageRange)
        cells = try c.decode([TableCell].self, forKey: .cells)
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(order, forKey: .order)
        try c.encode(box, forKey: .box)
        try c.encode(rowCount, forKey: .rowCount)
        try c.encode(columnCount, forKey: .columnCount)
        try c.encode(ruled, forKey: .ruled)
        try c.encode(headerRowCount, forKey: .headerRowCount)
        // Always present (null for a one-page table), as DESIGN.md lists it.
        try c.encode(pageRange, forKey: .pageRange)
        try c.encode(cells, forKey: .cells)
    }
}

/// One cell of a table.
public struct TableCell: Codable, Sendable, Hashable {
    public var row: Int
    public var column: Int
    public var rowSpan: Int
    public var columnSpan: Int
    public var text: String
    /// In the pixels of the page the cell is on.
    public var box: Box
    /// The page index (0-based) the cell is on, for tables continued over pages (`Table.pageRange`); nil when
    /// the table lies on one page (the cell is on the table's page). Additive field.
    public var page: Int?

    public init(row: Int, column: Int, rowSpan: Int = 1, columnSpan: Int = 1, text: String, box: Box,
                page: Int? = nil) {
        self.row = row
        self.column = column
        self.rowSpan = rowSpan
        self.columnSpan = columnSpan
        self.text = text
        self.box = box
        self.page = page
    }

    enum CodingKeys: String, CodingKey { case row, column, rowSpan, columnSpan, text, box, page }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(row, forKey: .row)
        try c.encode(column, forKey: .column)
        try c.encode(rowSpan, forKey: .rowSpan)
        try c.encode(columnSpan, forKey: .columnSpan)
        try c.encode(text, forKey: .text)
        try c.encode(box, forKey: .box)
        // Only cells of tables continued over pages say their page.
        try c.encodeIfPresent(page, forKey: .page)
    }
}

/// A decoded barcode or QR code.
public struct Barcode: Codable, Sendable, Hashable {
    public var symbology: String
    public var payload: String
    public var box: Box

    public init(symbology: String, payload: String, box: Box) {
        self.symbology = symbology
        self.payload = payload
        self.box = box
    }
}

/// A piece of data found in text: an e-mail address, a phone number, a date, an amount of money...
public struct DetectedData: Codable, Sendable, Hashable {
    public var kind: String
    public var text: String
    public var value: String
    public var box: Box?
    public var confidence: Double
    /// The table cell the data was found in, for data read inside tables; nil in running text. Additive field.
    public var cell: CellReference?

    public init(kind: String, text: String, value: String, box: Box?, confidence: Double, cell: CellReference? = nil) {
        self.kind = kind
        self.text = text
        self.value = value
        self.box = box
        self.confidence = confidence
        self.cell = cell
    }
}

/// A cell of one of the page's tables: the table's `order` and the cell's top-left row and column.
public struct CellReference: Codable, Sendable, Hashable {
    public var table: Int
    public var row: Int
    public var column: Int

    public init(table: Int, row: Int, column: Int) {
        self.table = table
        self.row = row
        self.column = column
    }
}

/// Fields read off a receipt. Amounts are decimal strings, the date ISO 8601.
public struct Receipt: Codable, Sendable, Hashable {
    public var merchant: String?
    public var address: String?
    public var phone: String?
    public var date: String?
    public var time: String?
    public var currency: String?
    public var subtotal: String?
    /// What the receipt takes off the bill ("Coupon Discount 9.20", "LUNCH DISCOUNT 50% OFF: -$14.93"), as a
    /// positive amount: subtotal − discount + tax + tip = total. Additive field.
    public var discount: String?
    public var tax: String?
    public var tip: String?
    public var total: String?
    /// How the bill was paid: "card", "cash", "giftCard" or "eWallet". Additive field, as are the two below.
    public var paymentMethod: String?
    /// The card's brand when paid by card and printed: "visa", "mastercard", "amex", "discover", "jcb",
    /// "unionpay", "diners", "maestro", "interac", "mydebit".
    public var cardBrand: String?
    /// The last four digits of the card's number, as the slip prints them masked ("XXXXXXXXXXXX3862").
    public var cardLast4: String?
    public var items: [ReceiptItem]
    /// How sure each field found is, 0...1, by field name ("total": 0.95): higher when the totals cross-check.
    /// Additive field; empty when nothing was found.
    public var confidence: [String: Double]

    public init(merchant: String? = nil, address: String? = nil, phone: String? = nil, date: String? = nil,
                time: String? = nil, currency: String? = nil, subtotal: String? = nil, discount: String? = nil,
                tax: String? = nil, tip: String? = nil, total: String? = nil, paymentMethod: String? = nil,
                cardBrand: String? = nil, cardLast4: String? = nil, items: [ReceiptItem] = [],
                confidence: [String: Double] = [:]) {
        self.merchant = merchant
        self.address = address
        self.phone = phone
        self.date = date
        self.time = time
        self.currency = currency
        self.subtotal = subtotal
        self.discount = discount
        self.tax = tax
        self.tip = tip
        self.total = total
        self.paymentMethod = paymentMethod
        self.cardBrand = cardBrand
        self.cardLast4 = cardLast4
        self.items = items
        self.confidence = confidence
    }

    enum CodingKeys: String, CodingKey {
        case merchant, address, phone, date, time, currency, subtotal, discount, tax, tip, total, paymentMethod, cardBrand
        case cardLast4, items, confidence
    }

    /// Reads receipts written before `confidence`, `discount` and the payment fields existed.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        merchant = try c.decodeIfPresent(String.self, forKey: .merchant)
        address = try c.decodeIfPresent(String.self, forKey: .address)
        phone = try c.decodeIfPresent(String.self, forKey: .phone)
        date = try c.decodeIfPresent(String.self, forKey: .date)
        time = try c.decodeIfPresent(String.self, forKey: .time)
        currency = try c.decodeIfPresent(String.self, forKey: .currency)
        subtotal = try c.decodeIfPresent(String.self, forKey: .subtotal)
        discount = try c.decodeIfPresent(String.self, forKey: .discount)
        tax = try c.decodeIfPresent(String.self, forKey: .tax)
        tip = try c.decodeIfPresent(String.self, forKey: .tip)
        total = try c.decodeIfPresent(String.self, forKey: .total)
        paymentMethod = try c.decodeIfPresent(String.self, forKey: .paymentMethod)
        cardBrand = try c.decodeIfPresent(String.self, forKey: .cardBrand)
        cardLast4 = try c.decodeIfPresent(String.self, forKey: .cardLast4)
        items = try c.decodeIfPresent([ReceiptItem].self, forKey: .items) ?? []
        confidence = try c.decodeIfPresent([String: Double].self, forKey: .confidence) ?? [:]
    }

    /// Every field of DESIGN.md's receipt, explicit null when not found.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(merchant, forKey: .merchant)
        try c.encode(address, forKey: .address)
        try c.encode(phone, forKey: .phone)
        try c.encode(date, forKey: .date)
        try c.encode(time, forKey: .time)
        try c.encode(currency, forKey: .currency)
        try c.encode(subtotal, forKey: .subtotal)
        try c.encode(discount, forKey: .discount)
        try c.encode(tax, forKey: .tax)
        try c.encode(tip, forKey: .tip)
        try c.encode(total, forKey: .total)
        try c.encode(paymentMethod, forKey: .paymentMethod)
        try c.encode(cardBrand, forKey: .cardBrand)
        try c.encode(cardLast4, forKey: .cardLast4)
        try c.encode(items, forKey: .items)
        try c.encode(confidence, forKey: .confidence)
    }
}

/// One line item of a receipt.
public struct ReceiptItem: Codable, Sendable, Hashable {
    public var description: String
    public var quantity: String?
    public var unitPrice: String?
    public var amount: String?

    public init(description: String, quantity: String? = nil, unitPrice: String? = nil, amount: String? = nil) {
        self.description = description
        self.quantity = quantity
        self.unitPrice = unitPrice
        self.amount = amount
    }

    enum CodingKeys: String, CodingKey { case description, quantity, unitPrice, amount }

    /// Every field, explicit null when not read, as DESIGN.md lists them.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(description, forKey: .description)
        try c.encode(quantity, forKey: .quantity)
        try c.encode(unitPrice, forKey: .unitPrice)
        try c.encode(amount, forKey: .amount)
    }
}
