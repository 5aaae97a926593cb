import Foundation

/// Runs one `folio` call in a process group of its own with a wall-clock bound; past the bound the whole group
/// (and any descendant that left it) is killed, so a hang costs one batch and leaves nothing running.
enum FuzzProcess {
    /// How the process ended.
    enum Ending: Equatable {
        case exited(Int32)
        case signaled(Int32)
        /// Still running after the bound: killed.
        case timedOut

        /// How the report names it.
        var description: String {
            switch self {
            case .exited(let status): "exit \(status)"
            case .signaled(let signal): "killed by signal \(signal)"
            case .timedOut: "still running after the time limit (killed)"
            }
        }
    }

    /// Runs `executable` with `arguments` and `environment`, input from `stdin` (a file; none by default),
    /// output to `stdout` and `stderr` (files), for at most `timeout` seconds; returns how it ended and its
    /// wall-clock seconds.
    static func run(_ executable: URL, _ arguments: [String], environment: [String: String], stdin: URL? = nil,
                    stdout: URL, stderr: URL, timeout: Double) throws -> (ending: Ending, seconds: Double) {
        var actions = posix_spawn_file_actions_t()
        var attributes = posix_spawnattr_t()
        posix_spawn_file_actions_init(&actions)
        posix_spawnattr_init(&attributes)
        defer {
            posix_spawn_file_actions_destroy(&actions)
            posix_spawnattr_destroy(&attributes)
        }
        posix_spawn_file_actions_addopen(&actions, 0, stdin?.path ?? "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, stdout.path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_addopen(&actions, 2, stderr.path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        // A new process group (its id is the child's pid), and default signal handling in the child.
        var defaults = sigset_t()
        sigemptyset(&defaults)
        sigaddset(&defaults, SIGPIPE)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setpgroup(&attributes, 0)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGDEF))

        let argv = ([executable.path] + arguments).map { strdup($0) }
        let envp = environment.map { strdup("\($0.key)=\($0.value)") }
        defer { (argv + envp).forEach { free($0) } }
        var pid: pid_t = 0
        let clock = ContinuousClock()
        let start = clock.now
        let status = posix_spawn(&pid, executable.path, &actions, &attributes, argv + [nil], envp + [nil])
        guard status == 0 else {
            throw BenchError("cannot start \(executable.path): \(String(cString: strerror(status)))")
        }
        let deadline = start + .milliseconds(Int64(timeout * 1_000))
        var waitStatus: Int32 = 0
        var ending: Ending?
        while ending == nil {
            let result = waitpid(pid, &waitStatus, WNOHANG)
            if result == pid {
                let signal = waitStatus & 0x7F
                ending = signal == 0 ? .exited((waitStatus >> 8) & 0xFF) : .signaled(signal)
            } else if result < 0, errno != EINTR {
                throw BenchError("cannot wait for \(executable.path): \(String(cString: strerror(errno)))")
            } else if clock.now >= deadline {
                kill(everything: pid)
                while waitpid(pid, &waitStatus, 0) < 0, errno == EINTR {}
                ending = .timedOut
            } else {
                usleep(50_000)
            }
        }
        let elapsed = start.duration(to: clock.now)
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
        return (ending ?? .timedOut, seconds)
    }

    /// SIGKILL to `pid`'s process group and to every descendant of `pid` (found before killing, in case a
    /// child moved to a group of its own).
    private static func kill(everything pid: pid_t) {
        let descendants = self.descendants(of: pid)
        Glibc.kill(-pid, SIGKILL)
        for child in descendants { Glibc.kill(child, SIGKILL) }
    }

    /// The processes below `root`, from each process's parent in `/proc/<pid>/stat`.
    static func descendants(of root: pid_t) -> [pid_t] {
        var children: [pid_t: [pid_t]] = [:]
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        for entry in entries {
            guard let pid = pid_t(entry), let stat = try? String(contentsOfFile: "/proc/\(entry)/stat", encoding: .utf8),
                  let close = stat.lastIndex(of: ")") else { continue }
            // Fields after the command name: state, then the parent's pid.
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            if fields.count > 1, let parent = pid_t(fields[1]) { children[parent, default: []].append(pid) }
        }
        var found: [pid_t] = []
        var queue = [root]
        while let next = queue.popLast() {
            for child in children[next] ?? [] where !found.contains(child) {
                found.append(child)
                queue.append(child)
            }
        }
        return found
    }
}
