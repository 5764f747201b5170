import Foundation
@testable import Eats
@testable import SatchelCore
import Testing

@Suite("opening_hours: open now")
struct OpeningHoursTests {
    // Values as they appear in the Helsinki OpenStreetMap extract.
    @Test func weekdayRangesAndTimes() throws {
        let hours = try #require(OpeningHours("Mo-Fr 11:00-21:00;Sa-Su 12:00-18:00"))
        #expect(hours.isOpen(weekday: 0, minute: 11 * 60))
        #expect(!hours.isOpen(weekday: 0, minute: 21 * 60))
        #expect(!hours.isOpen(weekday: 5, minute: 11 * 60 + 30))
        #expect(hours.isOpen(weekday: 6, minute: 17 * 60 + 59))
    }

    @Test func pastMidnightBelongsToTheDayBefore() throws {
        let hours = try #require(OpeningHours("Mo-Th 17:00-03:00; Fr-Su 15:00-03:00"))
        #expect(hours.isOpen(weekday: 1, minute: 2 * 60))    // Tuesday 02:00, from Monday night
        #expect(hours.isOpen(weekday: 0, minute: 2 * 60))    // Monday 02:00: Sunday runs until 03:00
        #expect(!hours.isOpen(weekday: 4, minute: 4 * 60))   // Friday 04:00
        let hourOnly = try #require(OpeningHours("Su-Th 15-00; Fr-Sa 15-02"))
        #expect(hourOnly.isOpen(weekday: 6, minute: 23 * 60 + 59) && !hourOnly.isOpen(weekday: 0, minute: 1))
        #expect(hourOnly.isOpen(weekday: 5, minute: 1 * 60))  // Saturday 01:00 from Friday
    }

    @Test func laterRulesReplaceEarlierOnesForTheirDays() throws {
        let hours = try #require(OpeningHours("Mo-Su 10:00-20:00; We off"))
        #expect(!hours.isOpen(weekday: 2, minute: 12 * 60))
        #expect(hours.isOpen(weekday: 3, minute: 12 * 60))
    }

    @Test func listsOfDaysAndSplitTimes() throws {
        let hours = try #require(OpeningHours("Mo,We 11:00-14:00,17:00-22:00"))
        #expect(hours.isOpen(weekday: 2, minute: 13 * 60) && !hours.isOpen(weekday: 2, minute: 15 * 60))
        #expect(!hours.isOpen(weekday: 1, minute: 13 * 60))
    }

    @Test func aCommaBeforeAWeekdayAddsARule() throws {
        let hours = try #require(OpeningHours("Mo-Th 10:30-23:00, Fr 10:30-24:00, Sa 11:00-24:00, Su 12:00-23:00"))
        #expect(hours.isOpen(weekday: 4, minute: 23 * 60 + 30) && !hours.isOpen(weekday: 3, minute: 23 * 60 + 30))
        #expect(hours.isOpen(weekday: 6, minute: 12 * 60))
    }

    @Test func alwaysOpenAndHolidayRules() throws {
        #expect(try #require(OpeningHours("24/7")).isOpen(weekday: 3, minute: 3))
        let hours = try #require(OpeningHours("Mo-Fr 11:00-23:00; Sa-Su 12:00-23:00; PH off"))
        #expect(hours.isOpen(weekday: 5, minute: 12 * 60))
    }

    @Test func whatItCannotReadIsUnknownNotWrong() {
        #expect(OpeningHours("Mon - Fri 11am - 11pm, Sat 12am - 11pm") == nil)
        #expect(OpeningHours("Jan-Mar Mo-Fr 10:00-16:00") == nil)
        #expect(OpeningHours("sunrise-sunset") == nil)
        #expect(OpeningHours("") == nil)
    }

    @Test func openNowUsesTheRestaurantsTimeZone() throws {
        let hours = try #require(OpeningHours("Mo-Fr 09:00-17:00"))
        // Monday 2026-11-23 07:30 UTC is 09:30 in Helsinki (UTC+2).
        let date = Date(timeIntervalSince1970: 1_795_419_000)
        #expect(hours.isOpen(at: date, in: TimeZone(identifier: "Europe/Helsinki")!))
        #expect(!hours.isOpen(at: date, in: TimeZone(identifier: "UTC")!))
    }
}

@Suite("opening_hours as people read them")
struct OpeningTextTests {
    static let helsinki = TimeZone(identifier: "Europe/Helsinki")!
    static let hours = OpeningHours("Mo-Th 10:30-22:00; Fr 10:30-24:00; Sa 12:00-02:00; Su off")!

    /// A local time in Helsinki in the week of Monday 23 November 2026.
    static func at(_ day: Int, _ hour: Int, _ minute: Int = 0) -> Date {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = helsinki
        return calendar.date(from: DateComponents(year: 2026, month: 11, day: 23 + day, hour: hour, minute: minute))!
    }

    static func line(_ date: Date, _ hours: OpeningHours = hours, language: String = "en") -> String? {
        let (open, until, opens) = RestaurantService.opening(hours.status(at: date, in: helsinki))
        return OpeningText.status(Localizer(language: language, timeZone: TimeZone(identifier: "America/Los_Angeles")!),
                                  openNow: open, until: until, opens: opens, timeZone: "Europe/Helsinki", now: date)
    }

    @Test func openSaysUntilWhenOnTheRestaurantsClock() {
        #expect(Self.line(Self.at(3, 15)) == "Open until 22:00") // Thursday afternoon
        #expect(Self.line(Self.at(4, 23)) == "Open until 00:00") // Friday: until midnight
        #expect(Self.line(Self.at(5, 23, 30)) == "Open until 02:00") // Saturday night runs into Sunday
        #expect(Self.line(Self.at(6, 1)) == "Open until 02:00") // … and is still open on Sunday at 01:00
    }

    @Test func closedSaysWhenItOpensTodayTomorrowOrOnWhichDay() {
        #expect(Self.line(Self.at(0, 8)) == "Closed · opens at 10:30") // Monday morning
        #expect(Self.line(Self.at(3, 22, 30)) == "Closed · opens tomorrow at 10:30") // Thursday night
        #expect(Self.line(Self.at(6, 3)) == "Closed · opens tomorrow at 10:30") // Sunday: closed all day
        let weekdays = OpeningHours("Mo-Fr 10:30-17:00")!
        #expect(Self.line(Self.at(5, 10), weekdays) == "Closed · opens Monday at 10:30") // Saturday
        #expect(Self.line(Self.at(5, 10), weekdays, language: "sv") == "Stängt · öppnar måndag 10:30")
    }

    @Test func hoursThatNeverCloseOrNeverOpenSaySo() {
        #expect(Self.line(Self.at(2, 4), OpeningHours("24/7")!) == "Open 24 hours")
        #expect(Self.line(Self.at(2, 4), OpeningHours("Mo-Su 00:00-24:00")!) == "Open 24 hours")
        #expect(Self.line(Self.at(2, 4), OpeningHours("Mo-Su off")!) == "Closed")
    }

    @Test func aChangeToSummerTimeDoesNotMoveTheOpeningTime() throws {
        // Finland moves its clocks on Sunday 29 March 2026: Monday opens at 10:30 local all the same.
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = Self.helsinki
        let saturday = calendar.date(from: DateComponents(year: 2026, month: 3, day: 28, hour: 23))!
        guard case .closed(let opens?) = OpeningHours("Mo-Fr 10:30-17:00")!.status(at: saturday, in: Self.helsinki) else {
            Issue.record("expected closed with an opening time")
            return
        }
        #expect(calendar.dateComponents([.day, .hour, .minute], from: opens) == DateComponents(day: 30, hour: 10, minute: 30))
    }

    @Test func theWeekIsLaidOutMondayFirstWithTodayMarked() {
        let html = OpeningText.week(Localizer(language: "en"), Self.hours, timeZone: "Europe/Helsinki", now: Self.at(3, 15)).render()
        let days = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
        let positions = days.compactMap { html.range(of: $0)?.lowerBound }
        #expect(positions.count == 7 && positions == positions.sorted())
        #expect(html.contains("<tr class=\"today\" aria-current=\"date\"><th scope=\"row\">Thursday</th><td>10:30–22:00</td></tr>"))
        #expect(html.contains("Saturday</th><td>12:00–02:00</td>") && html.contains("Sunday</th><td>Closed</td>"))
    }
}
