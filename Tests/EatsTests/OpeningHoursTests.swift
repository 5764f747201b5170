import Foundation
@testable import Eats
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
