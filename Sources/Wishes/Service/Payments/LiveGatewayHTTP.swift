import AsyncHTTPClient
import Foundation
import NIOCore
import NIOHTTP1

/// `GatewayHTTP` over the app's shared AsyncHTTPClient (`app.http.client.shared`): one attempt,
/// 20 seconds for the whole exchange, answers over 1 MiB refused. Every failure to get an
/// answer becomes `GatewayUnavailable`; an answer with any status is returned as it is.
public struct LiveGatewayHTTP: GatewayHTTP {
    static let timeout: TimeAmount = .seconds(20)
    static let maxResponseBytes = 1 << 20

    private let client: HTTPClient

    public init(client: HTTPClient) {
        self.client = client
    }

    public func send(_ request: GatewayHTTPRequest) async throws -> GatewayHTTPResponse {
        var outbound = HTTPClientRequest(url: request.url)
        outbound.method = HTTPMethod(rawValue: request.method)
        for (name, value) in request.headers {
            outbound.headers.add(name: name, value: value)
        }
        if !request.body.isEmpty {
            outbound.body = .bytes(ByteBuffer(bytes: request.body))
        }
        do {
            let deadline = NIODeadline.now() + Self.timeout
            let response = try await client.execute(outbound, deadline: deadline)
            let body = try await response.body.collect(upTo: Self.maxResponseBytes)
            return GatewayHTTPResponse(status: Int(response.status.code), body: Array(body.readableBytesView))
        } catch let error as CancellationError {
            throw error
        } catch is NIOTooManyBytesError {
            throw GatewayUnavailable("\(Self.host(request.url)) answered with more than 1 MiB")
        } catch let error as HTTPClientError where error == .deadlineExceeded {
            throw GatewayUnavailable("\(Self.host(request.url)) did not answer within 20 s")
        } catch {
            throw GatewayUnavailable("\(Self.host(request.url)) could not be reached: \(String(describing: error))")
        }
    }

    /// The host alone, for messages (the URL's path may carry ids; never a key, but keep it short).
    private static func host(_ url: String) -> String {
        URLComponents(string: url)?.host ?? "the payment gateway"
    }
}
