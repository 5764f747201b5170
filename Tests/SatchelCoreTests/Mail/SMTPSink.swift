import Foundation
import SatchelCore
import Testing

/// A real SMTP server for a test: scripts/smtp-sink.py (Python's aiosmtpd) as a subprocess on a
/// loopback port, writing what it takes to a directory that `received()` reads back.
final class SMTPSink: @unchecked Sendable {
    let directory: URL
    let port: Int
    private let process: Process

    /// The trait of tests that need it: python3 with aiosmtpd (`.ci/run` installs it).
    static let needed: ConditionTrait = .enabled(if: available, "needs python3 with aiosmtpd: pip install aiosmtpd (.ci/run installs it)")

    static let available: Bool = (try? python(["-c", "import aiosmtpd"]).status) == 0

    static var script: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("scripts/smtp-sink.py").path
    }

    /// A loopback port nothing listens on (for "the server is down", and to start one there later).
    static func freePort() throws -> Int {
        let out = try python(["-c", "import socket; s = socket.socket(); s.bind(('127.0.0.1', 0)); print(s.getsockname()[1])"])
        return try #require(Int(out.output.trimmingCharacters(in: .whitespacesAndNewlines)))
    }

    /// `tls`: none, starttls or implicit; `auth`: "user:password" to require; `reject`: the
    /// reply to every RCPT TO; `loginOnly`: AUTH LOGIN but not PLAIN; `silent`: never answers.
    static func start(port: Int = 0, tls: String = "none", auth: String? = nil, reject: String? = nil,
                      loginOnly: Bool = false, silent: Bool = false) async throws -> SMTPSink {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("smtp-sink-\(UUID().uuidString)")
        var arguments = [script, "--dir", directory.path, "--port", String(port), "--tls", tls]
        if let auth { arguments += ["--auth", auth] }
        if let reject { arguments += ["--reject", reject] }
        if loginOnly { arguments.append("--login-only") }
        if silent { arguments.append("--silent") }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3"] + arguments
        try process.run()
        let ready = directory.appendingPathComponent("ready")
        for _ in 0..<300 {
            if let text = try? String(contentsOf: ready, encoding: .utf8), let port = Int(text) {
                return SMTPSink(directory: directory, port: port, process: process)
            }
            guard process.isRunning else { break }
            try await Task.sleep(for: .milliseconds(50))
        }
        process.terminate()
        throw SinkError(message: "smtp-sink.py did not start")
    }

    private init(directory: URL, port: Int, process: Process) {
        self.directory = directory
        self.port = port
        self.process = process
    }

    func stop() {
        guard process.isRunning else { return }
        process.terminate()
        // A hung sink must not hang the test.
        for _ in 0..<100 where process.isRunning { usleep(20_000) }
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
    }

    deinit {
        if process.isRunning { process.terminate() }
        try? FileManager.default.removeItem(at: directory)
    }

    /// The self-signed certificate it serves TLS with.
    var certificate: String { directory.appendingPathComponent("cert.pem").path }

    /// What it took, in order, as Python's `email` package read each message.
    func received() throws -> [Received] {
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".json") }
            .sorted { Int($0.split(separator: ".")[0])! < Int($1.split(separator: ".")[0])! }
        return try files.map { try JSONDecoder().decode(Received.self, from: Data(contentsOf: directory.appendingPathComponent($0))) }
    }

    /// The raw bytes of the `n`th message (from 1).
    func raw(_ n: Int) throws -> String {
        try String(contentsOf: directory.appendingPathComponent("\(n).eml"), encoding: .utf8)
    }

    struct Received: Decodable {
        let mail_from: String
        let rcpt_tos: [String]
        let tls: Bool
        let authenticated: Bool?
        let subject: String
        let from_name: String
        let from_address: String
        let to_name: String
        let to_address: String
        let message_id: String?
        let date: String?
        let content_type: String
        let list_unsubscribe: String?
        let list_unsubscribe_post: String?
        let text: String?
        let html: String?
        let transfer_encodings: [String?]
        let longest_line: Int
        let bare_line_feeds: Int
        let defects: [String]
    }

    struct SinkError: Error { let message: String }

    static func python(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3"] + arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}

extension SMTPSink {
    /// A client of this sink; `options` go into the URL's query.
    func client(scheme: String = "smtp", user: String? = nil, options: String = "tls=none") throws -> SMTPClient {
        let credentials = user.map { "\($0)@" } ?? ""
        return SMTPClient(configuration: try SMTPConfiguration(url: "\(scheme)://\(credentials)localhost:\(port)?\(options)&timeout=5"),
                          helloName: "satchel.test")
    }
}
