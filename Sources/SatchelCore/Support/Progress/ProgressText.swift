import Foundation

/// The words of progress lines: the same digits in every locale, as logs are grepped.
public enum ProgressText {
    /// `120,000`
    public static func count(_ value: Int) -> String {
        let digits = String(value.magnitude)
        var grouped = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { grouped.append(",") }
            grouped.append(digit)
        }
        return (value < 0 ? "-" : "") + grouped
    }

    /// `21,300/s`, or `2.5/s` below ten a second.
    public static func rate(_ perSecond: Double) -> String {
        perSecond < 10 ? String(format: "%.1f/s", perSecond) : count(Int(perSecond.rounded())) + "/s"
    }

    /// `118.0 MB` (decimal units, as file managers show sizes).
    public static func bytes(_ value: Int64) -> String {
        let units = ["bytes", "KB", "MB", "GB", "TB"]
        var amount = Double(value)
        var unit = 0
        while amount >= 1000, unit < units.count - 1 {
            amount /= 1000
            unit += 1
        }
        return unit == 0 ? "\(value) bytes" : String(format: "%.1f", amount) + " " + units[unit]
    }

    /// `1.3 s` (below ten seconds), `16 s`, `3 min 5 s`, `1 h 5 min`.
    public static func duration(_ seconds: Double) -> String {
        if seconds < 9.95 { return String(format: "%.1f s", max(0, seconds)) }
        let whole = Int(seconds.rounded())
        if whole < 60 { return "\(whole) s" }
        if whole < 3600 { return whole % 60 == 0 ? "\(whole / 60) min" : "\(whole / 60) min \(whole % 60) s" }
        return "\(whole / 3600) h \((whole % 3600) / 60) min"
    }

    /// Time left in whole seconds, at least one: a tenth of a second left is not worth saying.
    public static func timeLeft(_ seconds: Double) -> String {
        let whole = max(1, seconds.rounded())
        return whole < 60 ? "\(Int(whole)) s" : duration(whole)
    }

    /// `48%`, never 100% before the work is done.
    public static func percent(_ fraction: Double) -> String {
        "\(fraction >= 1 ? 100 : min(99, Int(fraction * 100)))%"
    }

    /// The plain line for logs: `library import: 120,000 / 250,000 records (48%), 21,300/s, about 6 s left`.
    public static func plainLine(_ s: ProgressSnapshot) -> String {
        switch s.state {
        case .running: return s.name + ": " + body(s, separator: ", ")
        case .finished: return s.name + ": done, " + finalBody(s)
        case .failed: return s.name + ": failed after " + count(s.done) + " " + s.unit + (s.failure.map { " (\($0))" } ?? "")
        }
    }

    /// The terminal line: `library import [█████░░░░░] 120,000 / 250,000 records (48%) · 21,300/s · about 6 s left`,
    /// within `width` columns: the bar is made shorter, then left out, before the words are cut.
    public static func terminalLine(_ s: ProgressSnapshot, width: Int) -> String {
        for barWidth in [20, 10, 0] {
            let line = terminalLine(s, barWidth: barWidth)
            if line.count <= width { return line }
        }
        return String(terminalLine(s, barWidth: 0).prefix(max(10, width)))
    }

    public static func terminalLine(_ s: ProgressSnapshot, barWidth: Int = 20) -> String {
        guard s.state == .running else { return plainLine(s) }
        var line = s.name
        if let fraction = s.fraction, barWidth > 0 {
            let filled = Int((fraction * Double(barWidth)).rounded(.down))
            line += " [" + String(repeating: "█", count: filled) + String(repeating: "░", count: barWidth - filled) + "]"
        }
        return line + " " + body(s, separator: " · ")
    }

    static func body(_ s: ProgressSnapshot, separator: String) -> String {
        var parts: [String] = []
        var amount = count(s.done) + (s.total.map { " / " + count($0) } ?? "") + " " + s.unit
        if s.total == nil, let read = s.bytesDone {
            amount += ", " + bytes(read) + (s.bytesTotal.map { " / " + bytes($0) } ?? "")
        }
        if let fraction = s.fraction { amount += " (" + percent(fraction) + ")" }
        parts.append(amount)
        if let rate = s.ratePerSecond { parts.append(self.rate(rate)) }
        if let left = s.secondsLeft { parts.append("about " + timeLeft(left) + " left") }
        return parts.joined(separator: separator)
    }

    static func finalBody(_ s: ProgressSnapshot) -> String {
        var line = count(s.done) + " " + s.unit
        if s.total == nil, let read = s.bytesDone { line += ", " + bytes(read) }
        line += " in " + duration(s.elapsed)
        if s.elapsed > 0 { line += ", " + rate(Double(s.done) / s.elapsed) }
        return line
    }
}
