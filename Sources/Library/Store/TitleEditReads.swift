import Foundation
import SQLKit

/// A title's edit state (`AddStaffFieldsToTitles`): the fields staff changed by hand, a JSON
/// list a re-import leaves alone, and its edit version. Columns `TitleRecord` does not map.
extension LibraryStore {
    struct EditState: Sendable, Equatable {
        var staffEdited: Set<String>
        var editVersion: Int
    }

    private struct EditRow: Decodable {
        let id: UUID
        let staffEdited: String?
        let editVersion: Int

        enum CodingKeys: String, CodingKey { case id, staffEdited = "staff_edited", editVersion = "edit_version" }

        var state: EditState { EditState(staffEdited: LibraryStore.fieldSet(staffEdited), editVersion: editVersion) }
    }

    func editState(_ id: UUID) async throws -> EditState? {
        try await sql.raw("SELECT id, staff_edited, edit_version FROM library_titles WHERE id = \(bind: id)")
            .first(decoding: EditRow.self)?.state
    }

    /// The staff-edited fields of those of `ids` that have any.
    func staffEdited(_ ids: [UUID]) async throws -> [UUID: Set<String>] {
        guard !ids.isEmpty else { return [:] }
        var found: [UUID: Set<String>] = [:]
        // At most 500 ids a statement, as the writer's batches.
        for chunk in stride(from: 0, to: ids.count, by: 500) {
            let rows = try await sql.raw("""
                SELECT id, staff_edited, edit_version FROM library_titles
                WHERE id IN (\(binds: Array(ids[chunk..<min(chunk + 500, ids.count)]))) AND staff_edited IS NOT NULL
                """).all(decoding: EditRow.self)
            for row in rows where !row.state.staffEdited.isEmpty { found[row.id] = row.state.staffEdited }
        }
        return found
    }

    func saveEditState(_ id: UUID, _ state: EditState) async throws {
        let json = String(decoding: try JSONEncoder().encode(state.staffEdited.sorted()), as: UTF8.self)
        try await sql.raw("UPDATE library_titles SET staff_edited = \(bind: json), edit_version = \(bind: state.editVersion) WHERE id = \(bind: id)")
            .run()
    }

    /// A catalogue change not made through the edit form (an import) is a new version too, so
    /// a form opened before it cannot write the old values back.
    func bumpEditVersion(_ id: UUID) async throws {
        try await sql.raw("UPDATE library_titles SET edit_version = edit_version + 1 WHERE id = \(bind: id)").run()
    }

    static func fieldSet(_ json: String?) -> Set<String> {
        guard let data = json?.data(using: .utf8), let list = try? JSONDecoder().decode([String].self, from: data) else { return [] }
        return Set(list)
    }
}
