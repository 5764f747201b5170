import Fluent
import Foundation
import SatchelAPI
import SatchelCore
import SQLKit

/// A few products to try suggestions with (`satchel serve --demo`).
enum ProductDemo {
    static let products: [[String: String]] = [
        ["sku": "demo-trek-marlin-5", "name": "Horské kolo Trek Marlin 5", "brand": "Trek", "category": "Kola",
         "price": "17990", "currency": "CZK", "link": "https://example.com/cz/kola/trek-marlin-5"],
        ["sku": "demo-kellys-spider-10", "name": "Horské kolo Kellys Spider 10", "brand": "Kellys", "category": "Kola",
         "price": "13990", "currency": "CZK", "link": "https://example.com/cz/kola/kellys-spider-10"],
        ["sku": "demo-woom-3", "name": "Dětské kolo woom 3", "brand": "woom", "category": "Kola",
         "price": "11490", "currency": "CZK", "link": "https://example.com/cz/kola/woom-3"],
        ["sku": "demo-sony-wh-1000xm5", "name": "Sony WH-1000XM5 trådlösa hörlurar", "brand": "Sony", "category": "Hörlurar",
         "price": "3990", "currency": "SEK", "link": "https://example.com/se/ljud/sony-wh-1000xm5"],
        ["sku": "demo-bose-qc-ultra", "name": "Bose QuietComfort Ultra Headphones", "brand": "Bose", "category": "Headphones",
         "price": "449.95", "currency": "EUR", "link": "https://example.com/eu/audio/bose-quietcomfort-ultra"],
        ["sku": "demo-project-hail-mary", "name": "Project Hail Mary", "brand": "Andy Weir", "category": "Böcker",
         "price": "189", "currency": "SEK", "link": "https://example.com/se/bocker/project-hail-mary"],
        ["sku": "demo-saturnin", "name": "Saturnin", "brand": "Zdeněk Jirotka", "category": "Knihy",
         "price": "299", "currency": "CZK", "link": "https://example.com/cz/knihy/saturnin"],
        ["sku": "demo-broderna-lejonhjarta", "name": "Bröderna Lejonhjärta", "brand": "Astrid Lindgren", "category": "Böcker",
         "price": "159", "currency": "SEK", "link": "https://example.com/se/bocker/broderna-lejonhjarta"],
        ["sku": "demo-msr-hubba-hubba-2", "name": "MSR Hubba Hubba 2 Tent", "brand": "MSR", "category": "Camping",
         "price": "549.95", "currency": "EUR", "link": "https://example.com/eu/camping/msr-hubba-hubba-2"],
        ["sku": "demo-comandante-c40", "name": "Comandante C40 MK4 Coffee Grinder", "brand": "Comandante", "category": "Coffee",
         "price": "269.00", "currency": "EUR", "link": "https://example.com/eu/coffee/comandante-c40-mk4"],
        ["sku": "demo-baratza-encore", "name": "Baratza Encore kaffekvarn", "brand": "Baratza", "category": "Kaffe",
         "price": "2490", "currency": "SEK", "link": "https://example.com/se/kaffe/baratza-encore"],
        ["sku": "demo-bialetti-moka-6", "name": "Bialetti Moka Express, 6 šálků", "brand": "Bialetti", "category": "Káva",
         "price": "749", "currency": "CZK", "link": "https://example.com/cz/kava/bialetti-moka-express-6"],
        ["sku": "demo-lego-42143", "name": "LEGO Technic Ferrari Daytona SP3 42143", "brand": "LEGO", "category": "Toys",
         "price": "399.99", "currency": "EUR", "link": "https://example.com/eu/toys/lego-42143"],
        ["sku": "demo-lego-10311", "name": "LEGO Icons Orchidej 10311", "brand": "LEGO", "category": "Hračky",
         "price": "1199", "currency": "CZK", "link": "https://example.com/cz/hracky/lego-10311"],
        ["sku": "demo-kanken", "name": "Fjällräven Kånken ryggsäck", "brand": "Fjällräven", "category": "Väskor",
         "price": "1095", "currency": "SEK", "link": "https://example.com/se/vaskor/fjallraven-kanken"],
        ["sku": "demo-kindle-paperwhite", "name": "Kindle Paperwhite (16 GB)", "brand": "Amazon", "category": "E-readers",
         "price": "169.99", "currency": "EUR", "link": "https://example.com/eu/e-readers/kindle-paperwhite"],
    ]
}
