/// Greedy decoding of a CTC recogniser's output: the likeliest class at each time step, repeats merged,
/// blanks dropped. Each character keeps the steps it spans, which place it along the line.
struct CTCDecoder: Sendable {
    /// A decoded character: its text, the first and last time step it was read at, and its probability (the
    /// highest of those steps).
    struct Character: Sendable, Hashable {
        var text: String
        var firstStep: Int
        var lastStep: Int
        var probability: Double

        /// A space put in at `step` where the recogniser read none, as sure as the characters it parts.
        static func space(at step: Int, probability: Double) -> Character {
            Character(text: " ", firstStep: step, lastStep: step, probability: probability)
        }
    }

    /// Class 0 is the blank; class i (1...symbols.count) is `symbols[i - 1]`; a class past them is a space.
    let symbols: [String]
    /// The class of each symbol (the first, where one is listed twice).
    let classes: [String: Int]

    /// `symbols` from the recogniser's character list: one per line.
    init(characterList: String) {
        self.init(symbols: characterList.split(separator: "\n", omittingEmptySubsequences: false).map(String.init))
    }

    init(symbols: [String]) {
        self.symbols = symbols
        var classes: [String: Int] = [:]
        for (index, symbol) in symbols.enumerated() where classes[symbol] == nil { classes[symbol] = index + 1 }
        self.classes = classes
    }

    /// How many output classes the list implies (blank, symbols, space).
    var classCount: Int { symbols.count + 2 }

    /// Decodes `steps` × `classes` probabilities (row-major).
    func decode(_ probabilities: UnsafeBufferPointer<Float>, steps: Int, classes: Int) -> [Character] {
        var decoded: [Character] = []
        var previous = -1
        for t in 0..<steps {
            let row = t * classes
            var best = 0
            var bestValue = probabilities[row]
            for c in 1..<classes where probabilities[row + c] > bestValue {
                best = c
                bestValue = probabilities[row + c]
            }
            defer { previous = best }
            if best == 0 { continue }
            if best == previous, var last = decoded.popLast() {
                last.lastStep = t
                last.probability = max(last.probability, Double(bestValue))
                decoded.append(last)
                continue
            }
            let text = best <= symbols.count ? symbols[best - 1] : " "
            decoded.append(Character(text: text, firstStep: t, lastStep: t, probability: Double(bestValue)))
        }
        return decoded
    }

    /// The likeliest of `candidates` at any of `character`'s steps, with that probability (nil when none is a
    /// symbol of the model).
    func likeliest(of candidates: [String], at character: Character, in probabilities: UnsafeBufferPointer<Float>,
                   classes classCount: Int) -> (letter: String, probability: Double)? {
        var best: (letter: String, probability: Double)?
        for candidate in candidates {
            guard let c = classes[candidate] else { continue }
            for t in character.firstStep...character.lastStep where t * classCount + c < probabilities.count {
                let p = Double(probabilities[t * classCount + c])
                if best == nil || p > best!.probability { best = (candidate, p) }
            }
        }
        return best
    }
}
