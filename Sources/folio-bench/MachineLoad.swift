import Foundation

/// How busy the machine was with work that is not the benchmark's: all CPU time Linux counted (`/proc/stat`)
/// minus what this process and the children it waited for used (`getrusage`), so a timing disturbed by
/// other work shows up in the report.
struct MachineLoad {
    /// Busy CPU seconds of the whole machine.
    private var machineBusy: Double
    /// CPU seconds of this process and of its reaped children (and theirs).
    private var ownBusy: Double
    private var wallClock: ContinuousClock.Instant

    /// The counters now.
    static func now() -> MachineLoad {
        MachineLoad(machineBusy: machineBusySeconds(), ownBusy: cpuSeconds(RUSAGE_SELF) + cpuSeconds(RUSAGE_CHILDREN),
                    wallClock: ContinuousClock.now)
    }

    /// The average number of cores busy with other work since `start` (0 when nothing else ran).
    func otherCores(since start: MachineLoad) -> Double {
        let elapsed = start.wallClock.duration(to: wallClock)
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
        guard seconds > 0 else { return 0 }
        return max(0, (machineBusy - start.machineBusy) - (ownBusy - start.ownBusy)) / seconds
    }

    /// The one-minute load average of `/proc/loadavg` (0 when unreadable).
    static func loadAverage() -> Double {
        guard let text = try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8),
              let first = text.split(separator: " ").first else { return 0 }
        return Double(first) ?? 0
    }

    /// User, system, interrupt and stolen time of all cores from the `cpu` line of `/proc/stat`, in seconds.
    private static func machineBusySeconds() -> Double {
        guard let handle = FileHandle(forReadingAtPath: "/proc/stat") else { return 0 }
        defer { try? handle.close() }
        guard let data = try? handle.readToEnd() else { return 0 }
        let text = String(decoding: data, as: UTF8.self)
        guard let line = text.split(separator: "\n").first(where: { $0.hasPrefix("cpu ") }) else { return 0 }
        // user nice system idle iowait irq softirq steal (guest time is already in user).
        let ticks = line.split(separator: " ").dropFirst().compactMap { Double($0) }
        guard ticks.count >= 8 else { return 0 }
        let busy = ticks[0] + ticks[1] + ticks[2] + ticks[5] + ticks[6] + ticks[7]
        let perSecond = Double(sysconf(Int32(_SC_CLK_TCK)))
        return perSecond > 0 ? busy / perSecond : 0
    }

    private static func cpuSeconds(_ who: __rusage_who) -> Double {
        var usage = rusage()
        guard getrusage(__rusage_who_t(who.rawValue), &usage) == 0 else { return 0 }
        func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) * 1e-6 }
        return seconds(usage.ru_utime) + seconds(usage.ru_stime)
    }
}
