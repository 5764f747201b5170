import Fluent
import Foundation
import SatchelAPI
import SatchelCore

/// Reader settings per user, with optional per-book overrides; the newest change (by the
/// device's clock) wins, an older one is refused with the newer.
struct ReaderSettingsService {
    let context: SatchelContext

    struct Stale: Error {
        let current: ReaderSettingsState
    }

    static let fontFamilies: Set<String> = ["publisher", "serif", "sans-serif", "monospace", "dyslexia-friendly"]
    static let themes: Set<String> = ["day", "sepia", "night", "custom"]

    /// The book's own settings when it has some, else the user's defaults (else the defaults).
    func effective(user: UUID, titleID: UUID?) async throws -> ReaderSettingsState {
        if let titleID { _ = try await context.titles.find(titleID) }
        if let titleID, let own = try await record(user: user, titleID: titleID) { return try render(own) }
        if let defaults = try await record(user: user, titleID: nil) { return try render(defaults) }
        return ReaderSettingsState(settings: ReaderSettings(), forTitle: false, deviceId: nil, modified: nil)
    }

    func save(_ input: ReaderSettingsInput, user: UUID, titleID: UUID?) async throws -> ReaderSettingsState {
        if let titleID { _ = try await context.titles.find(titleID) }
        let settings = try Self.validated(input.settings)
        let device = input.deviceId.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !device.isEmpty, device.count <= 100 else { throw AppError.invalid("deviceId", "reader.device") }
        try ReadingSync.checkClock(input.modified, field: "modified", now: context.now)
        let json = String(decoding: try JSONEncoder.api.encode(settings), as: UTF8.self)
        return try await context.writeTransaction { tx in
            var query = ReaderSettingsRecord.query(on: tx.db).filter(\.$userID == user)
            query = titleID.map { query.filter(\.$titleID == $0) } ?? query.filter(\.$titleID == nil)
            let existing = try await query.first()
            if let existing, existing.modifiedAt > input.modified { throw Stale(current: try render(ReaderSettingsRow(existing))) }
            let r = existing ?? ReaderSettingsRecord()
            r.userID = user
            r.titleID = titleID
            r.settings = json
            r.deviceID = device
            r.modifiedAt = input.modified
            try await r.save(on: tx.db)
            return try render(ReaderSettingsRow(r))
        }
    }

    /// The book goes back to the user's defaults.
    func clear(user: UUID, titleID: UUID) async throws {
        _ = try await context.titles.find(titleID)
        try await ReaderSettingsRecord.query(on: context.db).filter(\.$userID == user).filter(\.$titleID == titleID).delete()
    }

    func record(user: UUID, titleID: UUID?) async throws -> ReaderSettingsRow? {
        try await context.libraryStore.readerSettings(user: user, title: titleID)
    }

    func render(_ r: ReaderSettingsRow) throws -> ReaderSettingsState {
        let settings = (try? JSONDecoder.api.decode(ReaderSettings.self, from: Data(r.settings.utf8))) ?? ReaderSettings()
        return ReaderSettingsState(settings: settings, forTitle: r.titleID != nil, deviceId: r.deviceID, modified: r.modifiedAt)
    }

    static func validated(_ s: ReaderSettings) throws -> ReaderSettings {
        var issues: [FieldIssue] = []
        if !(50...300).contains(s.fontSize) { issues.append(FieldIssue(field: "settings.fontSize", code: "reader.font_size")) }
        if !fontFamilies.contains(s.fontFamily) { issues.append(FieldIssue(field: "settings.fontFamily", code: "reader.font_family")) }
        if !(s.lineHeight.isFinite && (1.0...2.5).contains(s.lineHeight)) { issues.append(FieldIssue(field: "settings.lineHeight", code: "reader.line_height")) }
        if !(0...4).contains(s.margins) { issues.append(FieldIssue(field: "settings.margins", code: "reader.margins")) }
        if !themes.contains(s.theme) { issues.append(FieldIssue(field: "settings.theme", code: "reader.theme")) }
        for (field, colour) in [("settings.textColor", s.textColor), ("settings.backgroundColor", s.backgroundColor)] {
            if let colour, !isColour(colour) { issues.append(FieldIssue(field: field, code: "reader.colour")) }
        }
        if !(s.brightness.isFinite && (0.3...1.0).contains(s.brightness)) { issues.append(FieldIssue(field: "settings.brightness", code: "reader.brightness")) }
        if !["paginated", "scrolled"].contains(s.layout) { issues.append(FieldIssue(field: "settings.layout", code: "reader.layout")) }
        guard issues.isEmpty else { throw AppError(.validation, "validation", fields: issues) }
        return s
    }

    /// `#rrggbb`: nothing else reaches a style sheet.
    static func isColour(_ text: String) -> Bool {
        text.count == 7 && text.hasPrefix("#") && text.dropFirst().allSatisfy(\.isHexDigit)
    }
}

extension SatchelContext {
    var readerSettings: ReaderSettingsService { ReaderSettingsService(context: self) }
}
