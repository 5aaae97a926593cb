@testable import FolioDetect
import Testing

@Suite struct MerchantSpellingTests {
    let words = ReceiptHeader.businessWords

    /// sroie-dev 339 and 435: one lookalike letter in a business word of the name.
    @Test func aBusinessWordMisreadByALookalikeLetterIsPutRight() {
        #expect(MerchantSpelling.corrected("GARDENIA BAKERLES (KL) SDN BHD", words: words) == "GARDENIA BAKERIES (KL) SDN BHD")
        #expect(MerchantSpelling.corrected("VERBENA CONFECTIUNERY SDN BHD", words: words) == "VERBENA CONFECTIONERY SDN BHD")
        #expect(MerchantSpelling.corrected("Kedai Hardwere", words: words) == "Kedai Hardwere", "e and a do not print alike")
        #expect(MerchantSpelling.corrected("Sunrise Restaurunt", words: words) == "Sunrise Restaurunt", "nor u and a")
        #expect(MerchantSpelling.corrected("Lucky Superrnarket", words: words) == "Lucky Superrnarket", "one letter for one")
    }

    /// Proper names, short words and words that are business words stay as read.
    @Test func namesAndShortWordsStay() {
        #expect(MerchantSpelling.corrected("MAXINCONE RESOURCES SDN BHD", words: words) == "MAXINCONE RESOURCES SDN BHD")
        #expect(MerchantSpelling.corrected("MR. D.I.Y. (M) SDN BHD", words: words) == "MR. D.I.Y. (M) SDN BHD")
        #expect(MerchantSpelling.corrected("Golden Bowl Teriyaki", words: words) == "Golden Bowl Teriyaki")
        #expect(MerchantSpelling.corrected("SUPERMARKET", words: words) == "SUPERMARKET")
        #expect(MerchantSpelling.corrected("Caf3 Kitchen Motdr", words: words) == "Caf3 Kitchen Motdr", "five letters")
        #expect(MerchantSpelling.corrected("Five Guys Burgers Stdres", words: words) == "Five Guys Burgers Stores")
    }

    /// sroie-dev 027: "SDN" of the company form "SDN BHD" read with a lookalike letter.
    @Test func theCompanyFormSdnBhdMisreadIsPutRight() {
        #expect(MerchantSpelling.corrected("MR. D.I.Y. (M) SON BHD", words: words) == "MR. D.I.Y. (M) SDN BHD")
        #expect(MerchantSpelling.corrected("Maxincone Resources S0N Bhd.", words: words) == "Maxincone Resources Sdn Bhd.")
        #expect(MerchantSpelling.corrected("LIM & SON BHD", words: words) == "LIM & SON BHD", "a name after &")
        #expect(MerchantSpelling.corrected("GOLDEN SEN BHD", words: words) == "GOLDEN SEN BHD", "e is no lookalike of d")
        #expect(MerchantSpelling.corrected("SON CAFE BHD", words: words) == "SON CAFE BHD", "only right before BHD")
    }
}
