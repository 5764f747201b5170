import Foundation
import SatchelAPI
import SatchelCore

/// What makes a wish or a list acceptable.
enum WishRules {
    static let nameLength = 1...120
    static let storeLength = 0...120
    static let notesLength = 0...2000
    static let quantity = 1...99
    static let maxPrice = 1_000_000_000_00
    static let commentLength = 1...1000

    static let currencies: Set<String> = Set(Locale.commonISOCurrencyCodes.map { $0.uppercased() })

    /// Checks a draft; returns its cleaned values.
    static func check(_ draft: WishDraft, into validator: inout Validator) -> (name: String, store: String, link: String?, notes: String,
                                                                       quantity: Int, priority: WishRecord.Priority, price: Price?) {
        let name = UserText.clean(draft.name)
        validator.check(nameLength.contains(name.count), "name", "wish.name_length", ["max": "\(nameLength.upperBound)"])
        let store = UserText.clean(draft.store)
        validator.check(storeLength.contains(store.count), "store", "wish.store_length", ["max": "\(storeLength.upperBound)"])
        let notes = UserText.clean(draft.notes, multiline: true)
        validator.check(notesLength.contains(notes.count), "notes", "wish.notes_length", ["max": "\(notesLength.upperBound)"])
        let linkText = UserText.clean(draft.link)
        var link: String?
        if !linkText.isEmpty {
            let ok = WebAddress.isHTTP(linkText)
            validator.check(ok, "link", "wish.link_format")
            link = ok ? linkText : nil
        }
        let quantity = draft.quantity ?? 1
        validator.check(Self.quantity.contains(quantity), "quantity", "wish.quantity_range", ["max": "\(Self.quantity.upperBound)"])
        let priority = WishRecord.Priority(rawValue: draft.priority ?? "normal")
        validator.check(priority != nil, "priority", "wish.priority")
        var price: Price?
        if let p = draft.price {
            let currency = p.currency.uppercased()
            validator.check(currencies.contains(currency), "price.currency", "money.currency")
            validator.check((0...maxPrice).contains(p.amount), "price.amount", "money.amount")
            price = Price(amount: p.amount, currency: currency)
        }
        return (name, store, link, notes, quantity, priority ?? .normal, price)
    }

    static func checkList(_ draft: WishListDraft, into validator: inout Validator) -> (name: String, occasion: WishListRecord.Occasion, date: String?) {
        let name = UserText.clean(draft.name)
        validator.check((1...80).contains(name.count), "name", "list.name_length", ["max": "80"])
        let occasion = WishListRecord.Occasion(rawValue: draft.occasion ?? "other")
        validator.check(occasion != nil, "occasion", "list.occasion")
        var date: String?
        // Checked as sent: cleaning would turn a stray control character into "no date".
        if let text = draft.date, !text.isEmpty {
            let ok = isCalendarDate(text)
            validator.check(ok, "date", "list.date_format")
            date = ok ? text : nil
        }
        return (name, occasion ?? .other, date)
    }

    /// `YYYY-MM-DD` naming a real day.
    static func isCalendarDate(_ s: String) -> Bool {
        let parts = s.split(separator: "-")
        guard s.count == 10, parts.count == 3, let y = Int(parts[0]), let m = Int(parts[1]), let d = Int(parts[2]),
              (1900...2200).contains(y), (1...12).contains(m), d >= 1 else { return false }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        guard let date = calendar.date(from: DateComponents(year: y, month: m, day: d)) else { return false }
        return calendar.component(.day, from: date) == d && calendar.component(.month, from: date) == m
    }
}
