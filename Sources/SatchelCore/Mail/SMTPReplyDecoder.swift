import NIOCore

/// Turns what an SMTP server sends into whole replies (RFC 5321, section 4.2: `250-…` lines
/// continue a reply, `250 …` ends it) and hands them to the client's stream; a closed
/// connection or an error (a failed TLS handshake) ends the stream.
final class SMTPReplyDecoder: ChannelInboundHandler {
    typealias InboundIn = ByteBuffer

    /// The server hung up.
    struct Closed: Error {}
    /// A line that is not a reply, or one too long to be one.
    struct Garbled: Error { let line: String }

    private let replies: AsyncThrowingStream<SMTPReply, any Error>.Continuation
    private var buffer = ByteBuffer()
    private var lines: [String] = []
    /// RFC 5321 allows 512 characters a reply line; some servers send more.
    private let longestLine = 16 * 1024

    init(replies: AsyncThrowingStream<SMTPReply, any Error>.Continuation) {
        self.replies = replies
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        var incoming = unwrapInboundIn(data)
        buffer.writeBuffer(&incoming)
        while let newline = buffer.readableBytesView.firstIndex(of: UInt8(ascii: "\n")) {
            let length = newline - buffer.readerIndex
            var line = buffer.readString(length: length) ?? ""
            buffer.moveReaderIndex(forwardBy: 1)
            if line.hasSuffix("\r") { line.removeLast() }
            guard line.utf8.count >= 3, let code = Int(line.prefix(3)), (200..<600).contains(code) else {
                fail(Garbled(line: String(line.prefix(200))), context: context)
                return
            }
            lines.append(String(line.dropFirst(4)))
            if line.dropFirst(3).first != "-" {
                replies.yield(SMTPReply(code: code, lines: lines))
                lines = []
            }
        }
        buffer.discardReadBytes()
        if buffer.readableBytes > longestLine { fail(Garbled(line: "a line over \(longestLine) bytes"), context: context) }
    }

    func channelInactive(context: ChannelHandlerContext) {
        replies.finish(throwing: Closed())
        context.fireChannelInactive()
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        fail(error, context: context)
    }

    private func fail(_ error: any Error, context: ChannelHandlerContext) {
        replies.finish(throwing: error)
        context.close(promise: nil)
    }
}
