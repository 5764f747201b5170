import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// One HTTP exchange, independent of the networking library.
public struct TransportRequest: Sendable {
    public var method: String
    public var url: URL
    public var headers: [String: String]
    public var body: Data?
}

public struct TransportResponse: Sendable {
    public var status: Int
    public var headers: [String: String]
    public var body: Data

    public init(status: Int, headers: [String: String], body: Data) {
        self.status = status
        self.headers = headers
        self.body = body
    }
}

/// A response whose body arrives over time (server-sent events).
public struct TransportStream: Sendable {
    public var status: Int
    public var headers: [String: String]
    public var chunks: AsyncThrowingStream<Data, any Error>

    public init(status: Int, headers: [String: String], chunks: AsyncThrowingStream<Data, any Error>) {
        self.status = status
        self.headers = headers
        self.chunks = chunks
    }
}

/// How the client talks HTTP; swap it for tests or another library.
public protocol HTTPTransport: Sendable {
    func send(_ request: TransportRequest) async throws -> TransportResponse
    /// The response as it arrives, for streams that do not end.
    func stream(_ request: TransportRequest) async throws -> TransportStream
}

extension HTTPTransport {
    /// Without real streaming: the whole body, once it has ended.
    public func stream(_ request: TransportRequest) async throws -> TransportStream {
        let response = try await send(request)
        return TransportStream(status: response.status, headers: response.headers,
                               chunks: AsyncThrowingStream { $0.yield(response.body); $0.finish() })
    }
}

/// The platform's transport: URLSession on Apple platforms, AsyncHTTPClient on Linux.
public func defaultTransport() -> any HTTPTransport {
    #if canImport(AsyncHTTPClient)
    AsyncHTTPClientTransport()
    #else
    URLSessionTransport()
    #endif
}

/// URLSession, on Apple platforms (and on Linux, without streaming).
public struct URLSessionTransport: HTTPTransport {
    let session: URLSession

    public init(session: URLSession = .shared) { self.session = session }

    public func send(_ request: TransportRequest) async throws -> TransportResponse {
        var urlRequest = URLRequest(url: request.url)
        urlRequest.httpMethod = request.method
        urlRequest.httpBody = request.body
        for (name, value) in request.headers { urlRequest.setValue(value, forHTTPHeaderField: name) }
        let (data, response) = try await session.data(for: urlRequest)
        guard let http = response as? HTTPURLResponse else { throw URLError(.badServerResponse) }
        var headers: [String: String] = [:]
        for (name, value) in http.allHeaderFields {
            if let name = name as? String, let value = value as? String { headers[name.lowercased()] = value }
        }
        return TransportResponse(status: http.statusCode, headers: headers, body: data)
    }

    #if canImport(Darwin)
    public func stream(_ request: TransportRequest) async throws -> TransportStream {
        var urlRequest = URLRequest(url: request.url)
        urlRequest.httpMethod = request.method
        urlRequest.timeoutInterval = .infinity
        for (name, value) in request.headers { urlRequest.setValue(value, forHTTPHeaderField: name) }
        let (bytes, response) = try await session.bytes(for: urlRequest)
        guard let http = response as? HTTPURLResponse else { throw URLError(.badServerResponse) }
        var headers: [String: String] = [:]
        for (name, value) in http.allHeaderFields {
            if let name = name as? String, let value = value as? String { headers[name.lowercased()] = value }
        }
        let chunks = AsyncThrowingStream<Data, any Error> { continuation in
            let task = Task {
                do {
                    // Line by line, blank lines included (they end an event).
                    var line = Data()
                    for try await byte in bytes {
                        line.append(byte)
                        if byte == 0x0A {
                            continuation.yield(line)
                            line = Data()
                        }
                    }
                    if !line.isEmpty { continuation.yield(line) }
                    continuation.finish()
                } catch {
                    continuation.finish(throwing: error)
                }
            }
            continuation.onTermination = { _ in task.cancel() }
        }
        return TransportStream(status: http.statusCode, headers: headers, chunks: chunks)
    }
    #endif
}
