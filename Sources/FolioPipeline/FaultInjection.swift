import Foundation

/// Test switch that makes a worker crash, hang or fail on a chosen input, the way OCRmyPDF's test plugins do:
/// `FOLIO_FAULT=crash:NAME`, `hang:NAME`, `fail:NAME`, `trap:NAME` (a Swift runtime trap, which prints its
/// reason on stderr) or `exit:NAME` (the worker answers, then exits before the next request) acts on page
/// requests whose path contains NAME (several separated by commas). Off unless the variable is set.
enum FaultInjection {
    enum Action: String {
        case crash, hang, fail, trap, exit
    }

    static func action(for path: String, environment: [String: String] = ProcessInfo.processInfo.environment) -> Action? {
        guard let spec = environment["FOLIO_FAULT"], !spec.isEmpty else { return nil }
        for rule in spec.split(separator: ",") {
            let parts = rule.split(separator: ":", maxSplits: 1).map(String.init)
            guard parts.count == 2, let action = Action(rawValue: parts[0]), path.contains(parts[1]) else { continue }
            return action
        }
        return nil
    }
}
