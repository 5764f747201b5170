import Foundation

/// What a mail from Satchel says, before it is a message: a subject, paragraphs, at most one
/// link to press and a closing line, all already in the recipient's language. `message` makes
/// the plain-text part and an HTML part that say the same, every piece escaped.
public struct Letter: Sendable, Equatable {
    public struct Action: Sendable, Equatable {
        public var label: String
        public var url: String

        public init(label: String, url: String) {
            self.label = label
            self.url = url
        }
    }

    public var subject: String
    public var paragraphs: [String]
    public var action: Action?
    /// Small print under the rest: why this mail came, how to stop it.
    public var footer: [String]
    /// An https address that stops this kind of mail (List-Unsubscribe, RFC 8058), also linked in the footer.
    public var unsubscribe: String?
    public var unsubscribeLabel: String?

    public init(subject: String, paragraphs: [String], action: Action? = nil, footer: [String] = [],
                unsubscribe: String? = nil, unsubscribeLabel: String? = nil) {
        self.subject = subject
        self.paragraphs = paragraphs
        self.action = action
        self.footer = footer
        self.unsubscribe = unsubscribe
        self.unsubscribeLabel = unsubscribeLabel
    }

    public var text: String {
        var blocks = paragraphs
        if let action { blocks.append(action.label + ":\n" + action.url) }
        var small = footer
        if let unsubscribe, let unsubscribeLabel { small.append(unsubscribeLabel + ": " + unsubscribe) }
        if !small.isEmpty { blocks.append("-- \n" + small.joined(separator: "\n")) }
        return blocks.joined(separator: "\n\n") + "\n"
    }

    public var html: String {
        var body = paragraphs.map { "<p>" + HTMLEscape.text($0).replacingOccurrences(of: "\n", with: "<br>") + "</p>" }
        if let action {
            let href = HTMLEscape.attribute(action.url)
            body.append("<p><a href=\"\(href)\" style=\"display:inline-block;padding:10px 18px;background:#1d4ed8;color:#ffffff;border-radius:6px;text-decoration:none;font-weight:600\">\(HTMLEscape.text(action.label))</a></p>")
            body.append("<p style=\"font-size:13px;color:#555\">\(HTMLEscape.text(action.url))</p>")
        }
        var small = footer.map { HTMLEscape.text($0) }
        if let unsubscribe, let unsubscribeLabel {
            small.append("<a href=\"\(HTMLEscape.attribute(unsubscribe))\">\(HTMLEscape.text(unsubscribeLabel))</a>")
        }
        if !small.isEmpty {
            body.append("<hr style=\"border:0;border-top:1px solid #ddd\"><p style=\"font-size:12px;color:#666\">" + small.joined(separator: "<br>") + "</p>")
        }
        return "<!DOCTYPE html><html><head><meta charset=\"utf-8\"><title>\(HTMLEscape.text(subject))</title></head>"
            + "<body style=\"font-family:system-ui,sans-serif;font-size:16px;line-height:1.5;color:#111;max-width:560px\">"
            + body.joined(separator: "\n") + "</body></html>"
    }

    /// The message to `to`, from the configured sender. List-Unsubscribe is set only for an
    /// https address (RFC 8058); on plain http the footer's link still works.
    public func message(from: MailAddress, to: MailAddress) throws -> MailMessage {
        try MailMessage(from: from, to: to, subject: subject, text: text, html: html,
                        unsubscribe: unsubscribe.flatMap { $0.hasPrefix("https://") ? $0 : nil })
    }
}

extension MailService {
    /// Queues `letter` to `address` in the caller's transaction, tied to `user` so it goes with
    /// the account. Returns the Message-ID.
    @discardableResult
    public func enqueue(_ letter: Letter, to address: MailAddress, kind: String, user: UUID?) async throws -> String {
        guard let sender else { throw MailNotConfigured() }
        return try await enqueue(try letter.message(from: sender, to: address), kind: kind, user: user)
    }
}
