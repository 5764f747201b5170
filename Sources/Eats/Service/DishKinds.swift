import SatchelCore

/// What common dishes are, so a search for the kind finds them by name: "pizza" finds a
/// Margherita, "sushi" a nigiri, "soup" a lohikeitto. Kinds are named in English, Swedish,
/// Finnish and Czech (folded: lower case, no accents); each lists words that start a word of
/// a dish's name of that kind. A small table on purpose: it covers what menus mostly say.
enum DishKinds {
    struct Kind {
        let names: Set<String>
        let members: [String]
    }

    static let table: [Kind] = [
        Kind(names: ["pizza", "pizzas", "pizzor", "pizzat", "pizzy"],
             members: ["pizza", "margherita", "margarita", "marinara", "quattro", "capricciosa", "diavola", "calzone",
                       "pepperoni", "funghi", "napoletana", "napoli", "hawaii", "prosciutto", "vesuvio", "frutti di mare"]),
        Kind(names: ["burger", "burgers", "hamburger", "hamburgers", "hamburgare", "hampurilainen", "hampurilaiset"],
             members: ["burger", "hamburger", "cheeseburger", "hamburgare", "hampurilainen"]),
        Kind(names: ["sushi"], members: ["sushi", "maki", "nigiri", "sashimi", "uramaki", "temaki", "california roll", "gunkan"]),
        Kind(names: ["ramen"], members: ["ramen", "shoyu", "tonkotsu", "shio ramen", "miso ramen"]),
        Kind(names: ["pasta", "pastas", "testoviny"],
             members: ["pasta", "spaghetti", "carbonara", "bolognese", "lasagne", "lasagna", "penne", "tagliatelle", "linguine",
                       "fettuccine", "ravioli", "gnocchi", "rigatoni", "tortellini", "pappardelle", "arrabbiata", "aglio"]),
        Kind(names: ["salad", "salads", "sallad", "salaatti", "salat", "salaty"],
             members: ["salad", "sallad", "salaatti", "salat", "caesar", "caprese", "nicoise", "greek salad", "coleslaw"]),
        Kind(names: ["soup", "soups", "soppa", "keitto", "polevka", "polevky"],
             members: ["soup", "soppa", "keitto", "lohikeitto", "polevka", "minestrone", "borscht", "bors", "pho", "gazpacho",
                       "chowder", "bisque", "gulasova", "kulajda", "tom yum", "tom kha", "laksa"]),
        Kind(names: ["kebab", "kebabs", "kebap"], members: ["kebab", "kebap", "doner", "shawarma", "gyros", "souvlaki", "durum"]),
        Kind(names: ["curry", "curries", "curryt"],
             members: ["curry", "tikka masala", "korma", "vindaloo", "madras", "jalfrezi", "rogan josh", "massaman", "panang",
                       "green curry", "red curry", "dal", "dhal"]),
        Kind(names: ["noodles", "nudlar", "nuudelit", "nudle"],
             members: ["noodle", "nudl", "nuudel", "ramen", "udon", "soba", "pad thai", "chow mein", "lo mein", "pho", "laksa"]),
        Kind(names: ["dumplings", "dumpling", "knedliky"],
             members: ["dumpling", "gyoza", "dim sum", "har gow", "siu mai", "pierogi", "momo", "knedlik", "wonton", "mandu"]),
        Kind(names: ["taco", "tacos"], members: ["taco", "al pastor", "carnitas", "birria"]),
        Kind(names: ["steak", "steaks", "stek", "pihvi", "steaky"],
             members: ["steak", "stek", "pihvi", "entrecote", "ribeye", "rib eye", "sirloin", "t-bone", "tenderloin", "biff"]),
        Kind(names: ["dessert", "desserts", "efterratt", "jalkiruoka", "dezert", "dezerty"],
             members: ["dessert", "tiramisu", "panna cotta", "cheesecake", "brownie", "creme brulee", "ice cream", "glass",
                       "jaatelo", "zmrzlina", "pie", "paj", "piiras", "torta", "kakku", "kaka", "dort"]),
        Kind(names: ["breakfast", "frukost", "aamiainen", "snidane"],
             members: ["breakfast", "frukost", "aamiainen", "snidane", "omelette", "omelet", "pancake", "pannkak", "porridge",
                       "grot", "puuro", "eggs benedict", "granola"]),
    ]

    /// The words whose dishes are of the kind `query` names (folded), or [] when it names none.
    static func members(of query: String) -> [String] {
        (table.first { $0.names.contains(query) }?.members ?? []).map(PlaceText.fold)
    }
}
