import Fluent
import Foundation
import SatchelAPI
import SatchelCore

/// Anonymous questions between a giver and the person they give to. The receiver reads
/// "your Secret Santa asks" and answers; nothing they are shown names the giver.
extension ExchangeService {
    /// The viewer's questions in this exchange: those they asked whom they give to, and those
    /// their own Secret Santa asked them. Only the current pairs' (a redraw ends a pair's).
    public func questions(_ id: UUID, viewer: UUID) async throws -> [ExchangeQuestion] {
        let (_, members) = try await visible(id, viewer: viewer)
        let receiver = members.first { $0.$person.id == viewer }?.receiverID
        let giver = members.first { $0.receiverID == viewer }?.$person.id
        let rows = try await ExchangeQuestionRecord.query(on: context.db).filter(\.$exchange.$id == id)
            .group(.or) { $0.filter(\.$giverID == viewer).filter(\.$receiverID == viewer) }
            .sort(\.$askedAt).all()
        return try rows.compactMap { row -> ExchangeQuestion? in
            let asked = row.giverID == viewer && row.receiverID == receiver
            let received = row.receiverID == viewer && row.giverID == giver
            guard asked || received else { return nil }
            return ExchangeQuestion(id: try row.requireID(), direction: asked ? "asked" : "received", text: row.text,
                                    answer: row.answer, askedAt: row.askedAt, answeredAt: row.answeredAt)
        }
    }

    /// The giver asks the person they give to; that person is told, without a name.
    public func ask(_ id: UUID, giver: UUID, text: String) async throws -> ExchangeQuestion {
        let (exchange, members) = try await visible(id, viewer: giver)
        guard let receiver = members.first(where: { $0.$person.id == giver })?.receiverID else { throw AppError.notFound("assignment") }
        let clean = try ExchangeRules.message(text)
        let row = ExchangeQuestionRecord()
        row.id = UUID()
        row.$exchange.id = id
        row.giverID = giver
        row.receiverID = receiver
        row.text = clean
        row.askedAt = context.now
        try await row.create(on: context.db)
        // No actor: the receiver must not learn who asked.
        try await context.notifications.notify(user: receiver, actor: nil, kind: ExchangeNotification.question,
                                               params: ["exchange": exchange.name], link: ExchangePath.exchange(id).path)
        return ExchangeQuestion(id: try row.requireID(), direction: "asked", text: clean, answer: nil, askedAt: row.askedAt, answeredAt: nil)
    }

    /// The receiver answers a question their Secret Santa asked; the giver is told.
    public func answer(_ id: UUID, question questionID: UUID, receiver: UUID, text: String) async throws -> ExchangeQuestion {
        let (exchange, members) = try await visible(id, viewer: receiver)
        let giver = members.first { $0.receiverID == receiver }?.$person.id
        guard let row = try await ExchangeQuestionRecord.find(questionID, on: context.db), row.$exchange.id == id,
              row.receiverID == receiver, row.giverID == giver
        else { throw AppError.notFound("question") }
        row.answer = try ExchangeRules.message(text)
        row.answeredAt = context.now
        try await row.update(on: context.db)
        try await context.notifications.notify(user: row.giverID, actor: nil, kind: ExchangeNotification.answered,
                                               params: ["exchange": exchange.name], link: ExchangePath.exchange(id).path)
        return ExchangeQuestion(id: questionID, direction: "received", text: row.text, answer: row.answer, askedAt: row.askedAt,
                                answeredAt: row.answeredAt)
    }
}
