import Foundation
import SatchelAPI

/// The administration, for an administrator's app. For anyone else every call fails with a
/// 404 `SatchelError`. Changes to people need the password checked in the last ten minutes:
/// they fail with 403 until `reauthenticate(password:)` is called.
extension SatchelClient {
    /// Checks the password again; sensitive calls then work for ten minutes.
    public func reauthenticate(password: String) async throws {
        try await sendEmpty(AdminRoute.reauthenticate, body: Reauthentication(password: password))
    }

    /// Everyone, or those whose username, name or address starts with `query`, by username.
    nonisolated public func administeredPeople(matching query: String? = nil, pageSize: Int = 50) -> AsyncThrowingStream<AdminPerson, any Error> {
        pages(AdminRoute.people, query: query.map { [("q", $0)] } ?? [], pageSize: pageSize)
    }

    public func administeredPerson(_ id: UUID) async throws -> AdminPerson { try await send(AdminRoute.person(id)) }

    /// Makes an account (no invitation or approval needed); without a password, the answer says
    /// how the person chooses one.
    public func createPerson(_ person: NewAdminPerson) async throws -> AdminCreatedPerson {
        try await send(AdminRoute.createPerson, body: person)
    }

    @discardableResult
    public func lockPerson(_ id: UUID, reason: String? = nil) async throws -> AdminPerson {
        try await send(AdminRoute.lockPerson(id), body: AccountLockRequest(reason: reason))
    }

    @discardableResult
    public func unlockPerson(_ id: UUID) async throws -> AdminPerson { try await send(AdminRoute.unlockPerson(id)) }

    public func signOutEverywhere(_ id: UUID) async throws { try await sendEmpty(AdminRoute.signOutPerson(id)) }

    public func resetPassword(of id: UUID) async throws -> AdminPasswordReset { try await send(AdminRoute.resetPassword(id)) }

    @discardableResult
    public func setAdministrator(_ id: UUID, _ isAdmin: Bool) async throws -> AdminPerson {
        try await send(isAdmin ? AdminRoute.makeAdministrator(id) : AdminRoute.revokeAdministrator(id))
    }

    public func deletePerson(_ id: UUID) async throws { try await sendEmpty(AdminRoute.deletePerson(id)) }

    /// Every administrator action, newest first.
    nonisolated public func auditLog(pageSize: Int = 50) -> AsyncThrowingStream<AuditEntry, any Error> {
        pages(AdminRoute.auditLog, query: [], pageSize: pageSize)
    }
}

/// The report queue and the instance, for an administrator's app (404 `SatchelError` for anyone else).
extension SatchelClient {
    /// Reported things with their open reports (never who reported), oldest or most reported first.
    public func reportQueue(order: ReportQueueOrder = .oldest) async throws -> [ReportQueueItem] {
        let page: Page<ReportQueueItem> = try await send(AdminReportRoute.queue, query: [("order", order.rawValue)])
        return page.items
    }

    /// Hides it from everyone but its author and settles its reports.
    @discardableResult
    public func hideReported(_ subjectId: UUID) async throws -> ReportQueueItem { try await send(AdminReportRoute.hide(subjectId)) }

    /// Shows it again and settles its reports (they cannot hide it again).
    @discardableResult
    public func restoreReported(_ subjectId: UUID) async throws -> ReportQueueItem { try await send(AdminReportRoute.restore(subjectId)) }

    /// Settles its reports, leaving it as it is.
    @discardableResult
    public func dismissReports(_ subjectId: UUID) async throws -> ReportQueueItem { try await send(AdminReportRoute.dismiss(subjectId)) }

    /// The instance: address, outside services, database, jobs, outboxes, last backup.
    public func instance() async throws -> AdminInstance { try await send(AdminInstanceRoute.instance) }

    /// Sends a test message to your own address; the answer carries the mail server's reply.
    public func sendTestMail() async throws -> TestMailResult { try await send(AdminInstanceRoute.testMail) }

    /// Pushes a test notification straight to your own devices; the answer says what each push
    /// service did with it.
    public func sendTestPush() async throws -> TestPushResult { try await send(AdminInstanceRoute.testPush) }

    /// Who may join: the sign-up mode and the allowed email domains.
    public func administeredSignUpPolicy() async throws -> SignUpPolicy { try await send(AdminRoute.signUpPolicy) }

    /// Chooses who may join (a fresh password check is needed: `reauthenticate(password:)`).
    @discardableResult
    public func setSignUpPolicy(_ policy: SignUpPolicy) async throws -> SignUpPolicy {
        try await send(AdminRoute.setSignUpPolicy, body: policy)
    }

    /// The people who signed up and wait for approval, longest waiting first.
    public func waitingSignUps() async throws -> [AdminPerson] { try await send(AdminRoute.pendingSignUps) }

    /// Lets a waiting person in; they are told in the app and by mail.
    @discardableResult
    public func approveSignUp(_ id: UUID) async throws -> AdminPerson { try await send(AdminRoute.approveSignUp(id)) }

    /// Turns a waiting sign-up down: the person is mailed and the account deleted.
    public func refuseSignUp(_ id: UUID) async throws { try await sendEmpty(AdminRoute.refuseSignUp(id)) }
}

/// Libraries and their catalogue imports, for an administrator's app (404 `SatchelError` for anyone else).
extension SatchelClient {
    /// Every library with its catalogue's size and the import running into it, by name.
    public func administeredLibraries() async throws -> [AdministeredLibrary] {
        let page: Page<AdministeredLibrary> = try await send(AdminLibraryRoute.libraries)
        return page.items
    }

    /// Adds a library (the rules of `satchel library add`; a short name in use is a 422).
    public func addLibrary(_ library: LibrarySetupRequest) async throws -> AdministeredLibrary {
        try await send(AdminLibraryRoute.addLibrary, body: library)
    }

    /// Uploads a catalogue file (MARC 21 records or an EPUB book) and starts importing it in
    /// the background: `copies` of each title, nil for unlimited. Read how it goes with
    /// `libraryImport(_:library:)`. One import per library at a time (409 while one runs).
    public func importCatalogue(_ file: Data, into library: UUID, filename: String, copies: Int? = 1) async throws -> LibraryImportProgress {
        let route = AdminLibraryRoute.startImport(library: library)
        var query = [("filename", filename)]
        query.append(copies.map { ("copies", String($0)) } ?? ("unlimited", "true"))
        let response = try await exchange(method: route.method.rawValue, path: route.path, query: query, raw: file,
                                          contentType: "application/octet-stream")
        return try Self.decoder.decode(LibraryImportProgress.self, from: response.body)
    }

    /// An import as it stands: count, rate and time left, then its summary or why it failed.
    public func libraryImport(_ id: UUID, library: UUID) async throws -> LibraryImportProgress {
        try await send(AdminLibraryRoute.importProgress(library: library, import: id))
    }
}
