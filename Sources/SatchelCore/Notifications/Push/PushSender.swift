import AsyncHTTPClient
import Foundation
import NIOCore
import NIOHTTP1

/// One request to a push service, and its answer.
public struct PushRequest: Sendable {
    public var url: URL
    public var headers: [(String, String)]
    public var body: Data
}

public struct PushResponse: Sendable {
    public var status: Int
    public var headers: [String: String]
    public var body: Data

    public init(status: Int, headers: [String: String] = [:], body: Data = Data()) {
        self.status = status
        self.headers = headers
        self.body = body
    }
}

/// Sends push requests; tests record them instead.
public protocol PushSender: Sendable {
    func send(_ request: PushRequest) async throws -> PushResponse
}

/// Over AsyncHTTPClient: HTTP/1.1 or HTTP/2 as the push service offers (APNs needs HTTP/2,
/// which TLS negotiates).
public struct HTTPClientPushSender: PushSender {
    let client: HTTPClient

    public init(client: HTTPClient) { self.client = client }

    public func send(_ request: PushRequest) async throws -> PushResponse {
        var outgoing = HTTPClientRequest(url: request.url.absoluteString)
        outgoing.method = .POST
        for (name, value) in request.headers { outgoing.headers.add(name: name, value: value) }
        outgoing.body = .bytes(ByteBuffer(bytes: request.body))
        let response = try await client.execute(outgoing, timeout: .seconds(30))
        let body = try await response.body.collect(upTo: 64 * 1024)
        var headers: [String: String] = [:]
        for (name, value) in response.headers { headers[name.lowercased()] = value }
        return PushResponse(status: Int(response.status.code), headers: headers, body: Data(body.readableBytesView))
    }
}
