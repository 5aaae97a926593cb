/// The labels of a receipt's foot in the languages most met beside English and Malay — German, French, Spanish,
/// Italian, Dutch, Portuguese and the Scandinavian ones — in `ReceiptWords.keyForm` (lower case, letters and digits,
/// accents kept; the accentless forms OCR gives are listed too). Words that are also English words or item names
/// are left out or taken only in phrases: German "Bar" (cash) is a bar, "Betrag" and French "Montant" (amount)
/// head columns, "Netto" heads a VAT breakdown, Italian "Resto" (change) names restaurants.
enum ReceiptLabelWords {
    static let change = ["rückgeld", "ruckgeld", "wechselgeld", "rendu", "à rendre", "a rendre", "cambio", "vuelto",
                         "troco", "wisselgeld", "växel", "vaxel", "veksel", "byttepenger"]
    static let subtotal = ["zwischensumme", "sous total", "subtotale", "subtotaal", "total ht", "totale parziale",
                           "mellansumma", "delsum"]
    static let rounding = ["rundung", "arrondi", "redondeo", "arrotondamento", "afronding", "öresavrundning",
                           "öresutjämning", "avrunding"]
    static let tip = ["trinkgeld", "pourboire", "propina", "mancia", "fooi", "gorjeta", "dricks", "drikkepenger"]
    static let discount = ["rabatt", "nachlass", "remise", "réduction", "reduction", "descuento", "sconto", "korting",
                           "desconto"]
    /// Value-added taxes by their names and abbreviations.
    static let tax = ["mwst", "ust", "mehrwertsteuer", "tva", "iva", "btw", "moms", "mva", "alv", "igv"]
    /// What was handed over in cash.
    static let cash = ["gegeben", "bargeld", "espèces", "especes", "efectivo", "contanti", "contant", "dinheiro",
                       "kontant", "comptant"]
    /// Totals, and among them the ones that say what is to be paid (`grandTotal`).
    static let total = ["summe", "gesamt", "gesamtsumme", "totale", "totaal", "totalt", "importe total",
                        "montant total", "total ttc", "gesamtbetrag", "endbetrag", "zu zahlen", "zahlbetrag",
                        "net à payer", "net a payer", "à payer", "te betalen", "a pagar", "total a pagar", "att betala"]
    static let grandTotal = ["gesamtbetrag", "endbetrag", "zu zahlen", "zahlbetrag", "total ttc", "net à payer",
                             "net a payer", "à payer", "te betalen", "a pagar", "total a pagar", "att betala"]
    /// Rows of a tax's total ("Summe MwSt", "Total TVA"), not the bill's.
    static let taxTotals = ["summe mwst", "gesamt mwst", "mwst gesamt", "total tva", "totale iva", "total iva",
                            "totaal btw", "summe ust"]
    /// Card payments: the card, the scheme's name where it is no brand elsewhere.
    static let card = ["karte", "ec karte", "girocard", "kartenzahlung", "carte bancaire", "carte bleue", "tarjeta",
                       "carta di credito", "bancomat", "pinbetaling", "cartão", "cartao", "kort"]
    /// The receipt's phone, date and time labels.
    static let phone = ["telefon", "tél", "teléfono", "telefono", "telefoon"]
    static let date = ["datum", "fecha", "data"]
    static let time = ["uhrzeit", "zeit", "heure", "hora", "ora", "tid"]
}
