import Foundation

/// A process and its descendants as Linux's `/proc` shows them: who belongs to the tree, and each member's
/// resident memory.
enum ProcessTree {
    /// Resident memory of one process, in kibibytes, from `/proc/<pid>/status`.
    struct Memory {
        /// `VmRSS`: resident now.
        var resident: Int
        /// `VmHWM`: the most it has been resident since it started (kept by the kernel, not sampled).
        var highWater: Int
    }

    /// `root` and every process descending from it, root first. Reads every `/proc/<pid>/stat` (this kernel
    /// has no `/proc/<pid>/task/<tid>/children`); processes that exit meanwhile are left out.
    static func members(of root: Int32) -> [Int32] {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: "/proc") else { return [root] }
        var children: [Int32: [Int32]] = [:]
        for name in names {
            guard let pid = Int32(name), pid != root, let parent = parent(of: pid) else { continue }
            children[parent, default: []].append(pid)
        }
        var tree = [root], next = 0
        while next < tree.count {
            tree += children[tree[next]] ?? []
            next += 1
        }
        return tree
    }

    /// The resident memory of `pid`, or nil when it has exited (or is a zombie, which has no memory lines).
    static func memory(of pid: Int32) -> Memory? {
        guard let status = read("/proc/\(pid)/status") else { return nil }
        var resident: Int?, highWater: Int?
        for line in status.split(separator: "\n") {
            if line.hasPrefix("VmRSS:") {
                resident = kibibytes(line)
            } else if line.hasPrefix("VmHWM:") {
                highWater = kibibytes(line)
            }
        }
        guard let resident, let highWater else { return nil }
        return Memory(resident: resident, highWater: highWater)
    }

    /// The parent of `pid`: the fourth field of `/proc/<pid>/stat`, counted after the command name (which
    /// is in parentheses and may itself hold spaces and parentheses).
    private static func parent(of pid: Int32) -> Int32? {
        guard let stat = read("/proc/\(pid)/stat"), let close = stat.lastIndex(of: ")") else { return nil }
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        guard fields.count > 1 else { return nil }
        return Int32(fields[1])
    }

    /// The number of a `Name:   1234 kB` line.
    private static func kibibytes(_ line: Substring) -> Int? {
        line.split(whereSeparator: { $0 == " " || $0 == "\t" }).dropFirst().first.flatMap { Int($0) }
    }

    /// A small `/proc` file as text (`String(contentsOfFile:)` relies on a file size `/proc` does not report).
    private static func read(_ path: String) -> String? {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        guard let data = try? handle.readToEnd() else { return nil }
        return String(decoding: data, as: UTF8.self)
    }
}
