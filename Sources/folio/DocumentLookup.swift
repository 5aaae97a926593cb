import FolioModel
import FolioStore

/// Finds a stored document by its id or a unique prefix of it (as git does with commits).
enum DocumentLookup {
    static func resolve(_ idOrPrefix: String, in store: Store) throws -> String {
        let wanted = idOrPrefix.lowercased()
        let ids = try store.documentIDs()
        if ids.contains(wanted) { return wanted }
        let matches = ids.filter { $0.hasPrefix(wanted) }
        switch matches.count {
        case 1: return matches[0]
        case 0: throw CLIFailure("no document \(idOrPrefix) in \(store.path) (`folio show` lists them)")
        default: throw CLIFailure("\(idOrPrefix) matches \(matches.count) documents; give more of the id")
        }
    }
}
