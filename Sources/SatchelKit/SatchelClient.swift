import Foundation
import SatchelAPI

/// What went wrong talking to Satchel: the server's RFC 9457 problem when it sent one.
public struct SatchelError: Error, Sendable, CustomStringConvertible {
    public let status: Int
    public let problem: Problem?
    /// The response body as sent (a 409 carries what is saved, e.g. `PositionConflict`).
    public let body: Data

    public init(status: Int, problem: Problem?, body: Data = Data()) {
        self.status = status
        self.problem = problem
        self.body = body
    }

    /// The body decoded as `T` (the newer position or settings of a 409).
    public func decode<T: Decodable>(_ type: T.Type) -> T? { try? SatchelClient.decoder.decode(T.self, from: body) }

    /// What is saved now, from a refusal that carries it: a 412 for an edit made from an old
    /// version (`current(as: Wish.self)`), or a 409 for an older reading position.
    public func current<T: Codable & Sendable & Equatable>(as type: T.Type) -> T? {
        decode(ConflictProblem<T>.self)?.current
    }

    public var description: String { problem.map { "\($0.title): \($0.detail ?? "")" } ?? "HTTP \(status)" }
}

/// A sign-up the server accepted but that waits for an administrator's approval (`approval`
/// mode): the account exists, and signing in works once it is approved.
public struct SignUpAwaitingApproval: Error, Sendable {
    public let waiting: SignUpWaiting
}

/// A Satchel account's API, for apps. Requests are built from `APIRoute`, the same routes the
/// server registers. This is the foundation's part; the apps' groups come with their issues.
public actor SatchelClient {
    public let baseURL: URL
    let transport: any HTTPTransport
    /// The bearer token of the signed-in user.
    public private(set) var token: String?

    /// Where the token is kept between launches (nil: only in memory).
    let tokenStore: (any TokenStore)?
    /// The key the server gave this device at its last sign-in (`SessionResponse.deviceKey`).
    /// Sent with the next sign-in, it keeps the device signing in with the right password
    /// while strangers guessing at the account are held back. Signing out keeps it.
    public private(set) var deviceKey: String?
    /// Where `deviceKey` is kept between launches (nil: only in memory); a store of its own,
    /// since it outlives the token (`FileTokenStore` at another path, or
    /// `KeychainTokenStore(account: "device")`).
    let deviceKeyStore: (any TokenStore)?

    /// With a `tokenStore`, the client starts signed in when the store has a token.
    public init(baseURL: URL, transport: any HTTPTransport = defaultTransport(), token: String? = nil, tokenStore: (any TokenStore)? = nil,
                deviceKeyStore: (any TokenStore)? = nil) {
        self.baseURL = baseURL
        self.transport = transport
        self.tokenStore = tokenStore
        self.token = token ?? (try? tokenStore?.load()) ?? nil
        self.deviceKeyStore = deviceKeyStore
        self.deviceKey = (try? deviceKeyStore?.load()) ?? nil
    }

    /// True while the client has a token (it may still have expired on the server).
    public var isSignedIn: Bool { token != nil }

    func keep(_ session: SessionResponse) {
        token = session.token
        try? tokenStore?.save(session.token)
        if let key = session.deviceKey, key != deviceKey {
            deviceKey = key
            try? deviceKeyStore?.save(key)
        }
    }

    // MARK: accounts

    /// Signs up; without a `timeZone` in the request the device's is sent, so the server shows
    /// times in it.
    @discardableResult
    public func signUp(_ request: SignUpRequest) async throws -> SessionResponse {
        var request = request
        if request.timeZone == nil { request.timeZone = TimeZone.current.identifier }
        let response = try await exchange(method: APIRoute.signUp.method.rawValue, path: APIRoute.signUp.path, body: request)
        // 202: an administrator approves each account first; no token yet.
        if response.status == 202 { throw SignUpAwaitingApproval(waiting: try Self.decoder.decode(SignUpWaiting.self, from: response.body)) }
        let session = try Self.decoder.decode(SessionResponse.self, from: response.body)
        keep(session)
        return session
    }

    /// Who may join the server, before anyone types: the mode, the allowed email domains, and
    /// whether a sign-up needs an invitation.
    public func signUpPolicy() async throws -> SignUpRules {
        try await send(.signUpRules)
    }

    /// Creates the administrator of a server that has no account yet, signed in; a
    /// `SatchelError` with status 409 once any account exists.
    @discardableResult
    public func createAdministrator(_ request: SignUpRequest) async throws -> SessionResponse {
        var request = request
        if request.timeZone == nil { request.timeZone = TimeZone.current.identifier }
        let session: SessionResponse = try await send(.createAdministrator, body: request)
        keep(session)
        return session
    }

    /// Signs in; the device's time zone goes along, kept for an account that has none yet, and
    /// so does the device's key, so that others' wrong passwords never keep this device out.
    @discardableResult
    public func signIn(login: String, password: String, keepSignedIn: Bool = true, deviceName: String? = nil) async throws -> SessionResponse {
        let session: SessionResponse = try await send(.signIn, body: SignInRequest(login: login, password: password,
                                                                                   keepSignedIn: keepSignedIn, deviceName: deviceName,
                                                                                   timeZone: TimeZone.current.identifier,
                                                                                   deviceKey: deviceKey))
        keep(session)
        return session
    }

    public func signOut() async throws {
        try await sendEmpty(.signOut)
        signedOut()
    }

    /// Forgets the token (signed out, account deleted, or the server no longer knows it).
    func signedOut() {
        token = nil
        try? tokenStore?.clear()
    }

    /// After a 401 to a request sent with `sent`: forgets the token only if the server said the
    /// token itself is invalid (a Bearer challenge) and it is still the one in use; a sign-in
    /// that happened while the request was on its way keeps its new token.
    func rejected(_ response: (status: Int, headers: [String: String]), sent: String?) {
        guard response.status == 401, let sent, token == sent,
              response.headers["www-authenticate"]?.lowercased().hasPrefix("bearer") == true else { return }
        signedOut()
    }

    public func me() async throws -> Me { try await send(.me) }

    // MARK: friends

    public func searchPeople(_ query: String) async throws -> [Person] {
        let page: Page<Person> = try await send(.searchPeople, query: [("q", query)])
        return page.items
    }

    public func sendFriendRequest(username: String) async throws {
        try await sendEmpty(.sendFriendRequest, body: NewFriendRequest(username: username))
    }

    public func friendRequests() async throws -> FriendRequests { try await send(.friendRequests) }

    public func acceptFriendRequest(_ id: UUID) async throws -> Friend { try await send(.acceptFriendRequest(id)) }

    /// Every friend, page by page.
    public func friends(pageSize: Int = 50) -> AsyncThrowingStream<Friend, any Error> {
        pages(.friends, pageSize: pageSize)
    }

    // MARK: notifications

    public func notifications(pageSize: Int = 50) -> AsyncThrowingStream<NotificationItem, any Error> {
        pages(.notifications, pageSize: pageSize)
    }

    public func unreadCount() async throws -> Int {
        let count: UnreadCount = try await send(.unreadCount)
        return count.count
    }

    public func markAllNotificationsRead() async throws { try await sendEmpty(.markAllNotificationsRead) }

    // MARK: plumbing

    func pages<Item: Codable & Sendable>(_ route: APIRoute, pageSize: Int) -> AsyncThrowingStream<Item, any Error> {
        pages(route as any TypedRoute, query: [], pageSize: pageSize)
    }

    /// A cursor-paged list as one sequence, fetched a page at a time as it is read.
    nonisolated func pages<Item: Codable & Sendable>(_ route: any TypedRoute, query base: [(String, String)],
                                                     pageSize: Int) -> AsyncThrowingStream<Item, any Error> {
        AsyncThrowingStream { continuation in
            let task = Task {
                do {
                    var cursor: String?
                    repeat {
                        var query = base + [("limit", "\(pageSize)")]
                        if let cursor { query.append(("cursor", cursor)) }
                        let page: Page<Item> = try await self.send(route, query: query)
                        for item in page.items { continuation.yield(item) }
                        cursor = page.nextCursor
                    } while cursor != nil
                    continuation.finish()
                } catch {
                    continuation.finish(throwing: error)
                }
            }
            continuation.onTermination = { _ in task.cancel() }
        }
    }

    func send<Response: Decodable>(_ route: APIRoute, query: [(String, String)] = [],
                                   body: (any Encodable & Sendable)? = nil, version: Int? = nil) async throws -> Response {
        try await send(route as any TypedRoute, query: query, body: body, version: version)
    }

    func sendEmpty(_ route: APIRoute, body: (any Encodable & Sendable)? = nil, version: Int? = nil) async throws {
        try await sendEmpty(route as any TypedRoute, body: body, version: version)
    }

    /// Any app's route (`LibraryRoute`, `ReaderRoute`…), answered with JSON. With `version`
    /// (the copy's), the change is made only if the thing is still at it (`If-Match`);
    /// otherwise a 412 `SatchelError` whose `current(as:)` is the thing as it is now.
    func send<Response: Decodable>(_ route: any TypedRoute, query: [(String, String)] = [],
                                   body: (any Encodable & Sendable)? = nil, contentType: String = "application/json",
                                   version: Int? = nil) async throws -> Response {
        let response = try await exchange(method: route.method.rawValue, path: route.path, query: query, body: body, contentType: contentType,
                                          headers: Self.ifMatch(version))
        return try Self.decoder.decode(Response.self, from: response.body)
    }

    func sendEmpty(_ route: any TypedRoute, query: [(String, String)] = [], body: (any Encodable & Sendable)? = nil,
                   version: Int? = nil) async throws {
        _ = try await exchange(method: route.method.rawValue, path: route.path, query: query, body: body, headers: Self.ifMatch(version))
    }

    static func ifMatch(_ version: Int?) -> [String: String] {
        version.map { ["If-Match": "\"\($0)\""] } ?? [:]
    }

    /// One request to a path of the server; a problem (any status outside 2xx) is thrown as
    /// `SatchelError` with the RFC 9457 fields and, for 409, the body that came with it.
    func exchange(method: String, path: String, query: [(String, String)] = [], body: (any Encodable & Sendable)? = nil, raw: Data? = nil,
                  contentType: String = "application/json", accept: String = "application/json",
                  headers extra: [String: String] = [:]) async throws -> TransportResponse {
        var components = URLComponents(url: baseURL.appendingPathComponent(path), resolvingAgainstBaseURL: false)!
        if !query.isEmpty { components.queryItems = query.map { URLQueryItem(name: $0.0, value: $0.1) } }
        var headers = extra.merging(["Accept": accept]) { _, new in new }
        let sent = path == APIRoute.signIn.path ? nil : token
        if let token { headers["Authorization"] = "Bearer \(token)" }
        var data = raw
        if let body { data = try Self.encoder.encode(body) }
        if data != nil { headers["Content-Type"] = contentType }
        let response = try await transport.send(TransportRequest(method: method, url: components.url!, headers: headers, body: data))
        // A token the server no longer accepts (expired, revoked): signed out, and forgotten.
        rejected((response.status, response.headers), sent: sent)
        guard (200..<300).contains(response.status) else {
            throw SatchelError(status: response.status, problem: try? Self.decoder.decode(Problem.self, from: response.body), body: response.body)
        }
        return response
    }

    static let encoder: JSONEncoder = {
        let e = JSONEncoder()
        e.dateEncodingStrategy = .iso8601
        return e
    }()

    static let decoder: JSONDecoder = {
        let d = JSONDecoder()
        d.dateDecodingStrategy = .iso8601
        return d
    }()
}
