#if canImport(AsyncHTTPClient)
import AsyncHTTPClient
import Foundation
import NIOCore
import NIOHTTP1

/// AsyncHTTPClient, the transport on Linux (URLSession there cannot stream a response).
public struct AsyncHTTPClientTransport: HTTPTransport {
    let client: HTTPClient
    /// The largest answer read whole (book files, exports).
    let maxBodyBytes: Int

    public init(client: HTTPClient = .shared, maxBodyBytes: Int = 256 << 20) {
        self.client = client
        self.maxBodyBytes = maxBodyBytes
    }

    func request(_ request: TransportRequest) -> HTTPClientRequest {
        var outgoing = HTTPClientRequest(url: request.url.absoluteString)
        outgoing.method = HTTPMethod(rawValue: request.method)
        for (name, value) in request.headers { outgoing.headers.add(name: name, value: value) }
        if let body = request.body { outgoing.body = .bytes(ByteBuffer(bytes: body)) }
        return outgoing
    }

    static func headers(_ headers: HTTPHeaders) -> [String: String] {
        var out: [String: String] = [:]
        for (name, value) in headers { out[name.lowercased()] = value }
        return out
    }

    public func send(_ request: TransportRequest) async throws -> TransportResponse {
        let response = try await client.execute(self.request(request), timeout: .seconds(60))
        let body = try await response.body.collect(upTo: maxBodyBytes)
        return TransportResponse(status: Int(response.status.code), headers: Self.headers(response.headers), body: Data(body.readableBytesView))
    }

    public func stream(_ request: TransportRequest) async throws -> TransportStream {
        let response = try await client.execute(self.request(request), deadline: .distantFuture)
        let chunks = AsyncThrowingStream<Data, any Error> { continuation in
            let task = Task {
                do {
                    for try await buffer in response.body { continuation.yield(Data(buffer.readableBytesView)) }
                    continuation.finish()
                } catch {
                    continuation.finish(throwing: error)
                }
            }
            continuation.onTermination = { _ in task.cancel() }
        }
        return TransportStream(status: Int(response.status.code), headers: Self.headers(response.headers), chunks: chunks)
    }
}
#endif
