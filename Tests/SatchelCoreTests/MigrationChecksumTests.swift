import Foundation
@testable import SatchelCore
import Testing

/// Shipped migrations never change (as Flyway and Liquibase lock them): every file under a
/// `Migrations` folder is listed here with its SHA-256. Changing a shipped file fails this test;
/// a new migration is a new file, and adding it means adding its line. (Shipped migration
/// files were rewritten and restored seven times before this test existed.)
@Suite("Migrations are locked by checksum")
struct MigrationChecksumTests {
    static let shipped: [String: String] = [
        "Sources/Eats/Migrations/AddNameKeyToRestaurants.swift": "12c80bb27a75da03e4ec08acd2cfbe7c6133c61263b6d20f3ad8fa00b33ac72f",
        "Sources/Eats/Migrations/AddRestaurantDeletions.swift": "164796a80c83ef1605283ed927e81d6d259c924984c52089ecbbc480b048e9da",
        "Sources/Eats/Migrations/AddResolutionToEatsReports.swift": "315e9e4a2dad5286991022e5396b4fcda08ffdfc20f619225f2236aa514ed084",
        "Sources/Eats/Migrations/CreateDishes.swift": "db566ae2dd0abbb3f17cf9d671a38eea9bb99e6def33733bb46d3490a58fae34",
        "Sources/Eats/Migrations/CreateEatPolls.swift": "44f7c8a4f152b2d21296f510e3827699045ef894dcc860c9e42403601a3d04e3",
        "Sources/Eats/Migrations/CreateFactSuggestions.swift": "bef1fda6aa699cb6a14130001c3f243d3f09b03296520cd1bf168cab84a234de",
        "Sources/Eats/Migrations/CreateRestaurants.swift": "335eb579a6e40f0836dfa69b465685fcdbc6f46e4c40601d2f74d0beda6c7ccd",
        "Sources/Library/Migrations/AddCatalogueVersionToLibraries.swift": "ab3c6b1141b9ff9db9667de2b62e24397f2aae92c264019a1c5b34a1a07176c7",
        "Sources/Library/Migrations/AddImageFileToLibraryEvents.swift": "a958bc3c246fcae2d1c8a1fa7921c5fc6b2dd0ed7d97c12a59d0ed8e05239f7d",
        "Sources/Library/Migrations/AddPauseToHolds.swift": "936bf7bda861f8a72a54a4c0abd2a9bd2f7bc9e77e493a8fd3cca21a1f043809",
        "Sources/Library/Migrations/AddRevisionToReadingPositions.swift": "089369c8f69ff7a524225776f8fbd8fe0cc511b00952d9a3478bc48d8b519f18",
        "Sources/Library/Migrations/AddScriptToTitles.swift": "4920dcbbc958a75df3e417c3448a2481b05c947835b561097ee9d33c42ef2b40",
        "Sources/Library/Migrations/AddStaffFieldsToTitles.swift": "5128cd35a24266ff5a6dfdb5e1508fd9faef83363ae925077202d4c103a3e51e",
        "Sources/Library/Migrations/AddTypedDiacriticsToTitleSearch.swift": "9ee3d033f930e773ff9e3b0b5e6d7ca20beecf1977d72b6e8a34c4ffacbfb589",
        "Sources/Library/Migrations/CatalogueIndexes.swift": "7b7170bb85a2a3b8572a770454343dc01bb0bb912132b21f8ae491b09ebfcf9f",
        "Sources/Library/Migrations/CoverTitleNumbersInSortIndexes.swift": "c4f8be4ffaf67e32cf2ecf81f487a1b05885bd94cf7a8bd41e81f0607a7e41d1",
        "Sources/Library/Migrations/CreateAnnotations.swift": "3701fa3a4026b4cd01a0e47b42f8146d216ee0b34177af749baa20e04ec2acb5",
        "Sources/Library/Migrations/CreateCatalogue.swift": "8173ffb8d0fb855cd5258ba9f1166c1d7c2988d9b907c2ce25a13a52b6271614",
        "Sources/Library/Migrations/CreateLending.swift": "d0a4334c9761f44afa148d6789dd97abaf77906c462e7ac739e63b99666b82f0",
        "Sources/Library/Migrations/CreateLibraries.swift": "d04726d286e1aae4963a5e334cd137f74c825a399f42124a40aa4d5971a8e1a6",
        "Sources/Library/Migrations/CreateLibraryStaff.swift": "a35a37586e7cdaf719337276e607fc29f03e5ad1b8ada1aecec994cfc4025bb5",
        "Sources/Library/Migrations/CreatePersonalShelves.swift": "b9d79396284aa613d4ece15cda14014c80c0240ca3b66798b177b265f660c122",
        "Sources/Library/Migrations/CreatePurchaseRequests.swift": "0bf770299a9833cdf3a31fb0bdd53887e65b71e5b5862ada25265eb747e93b94",
        "Sources/Library/Migrations/CreateReader.swift": "fbefc82ff94c95a391006982e08992c5db3c7ca718f59bb8edd3d20f584c1110",
        "Sources/Library/Migrations/CreateReadingJourneyDeletions.swift": "94a37a11d8d05ca39233a69b55868a0901615f435eec62b8057d555ff25f4477",
        "Sources/Library/Migrations/CreateTitleImportWarnings.swift": "d45f57d67c2a64b9e5bdffe1a9c3bf2eb471abff7d686899dd8570a024544538",
        "Sources/Library/Migrations/CreateToBeReadVersions.swift": "8ead2198abb0512c8bc37e7795e2c0f63b5bcec0ab6a786232d4961c6b10271d",
        "Sources/Library/Migrations/FoldLettersAndPairCJKInTitleSearch.swift": "2656570f8c3b1eda3ab637e72505104990905f646964115403575e4e00940630",
        "Sources/Library/Migrations/IndexTitlesBySeries.swift": "afb7b30aa21bdc2f592223c0b148db2879f56ceba537262ace5aad03a64e31f6",
        "Sources/Library/Migrations/IndexTitlesWithNoCopyFree.swift": "3ef009697dbb4dc5ff2d914e67bd6a5813938a330a4543f30fbb80d87c6ba450",
        "Sources/Library/Migrations/RebuildTitleSearch.swift": "37b5378205dae5448af5b81e0e52f9ed1258d8a78bda018213367c1c4d6b8b8b",
        "Sources/Library/Migrations/SplitElisionsAndIgnoreMarks.swift": "e5c158e5797e52d92cb43624821ecf9c22a8806c2653aa9c88a12ad113570b2a",
        "Sources/SatchelCore/Accounts/Migrations/AddTimeZoneToUser.swift": "c56cb4a3d8257d363e7a6d9d0b281e6cecbbd653d9e1cf14fc3bd2514707e41e",
        "Sources/SatchelCore/Accounts/Migrations/AddVersionToUsers.swift": "b3dfa39408d2c5aab75188351fceb32cc1d2408d9629fc0b422ca53a96da7394",
        "Sources/SatchelCore/Accounts/Migrations/CreateAccounts.swift": "bcce70ffdee90bd7a0e6c62e837022b8094a820378132dabed9a6f5927eb0681",
        "Sources/SatchelCore/Accounts/Migrations/IndexAuthTokensByPerson.swift": "94ba53bcd6732bcfda10c7f37cc64956456168332f34157c522f6679c47c8c94",
        "Sources/SatchelCore/Friends/Migrations/AddVersionToCircles.swift": "d0ad87dc2e3746da41e215de05568004d1667108296ada2b225df5d4ce3649ac",
        "Sources/SatchelCore/Friends/Migrations/CreateFriends.swift": "fad6b30bb7bfe1f3197858eeba9b6fab9bf0aa91175176d231a4f38f5af4f46e",
        "Sources/SatchelCore/Friends/Migrations/CreatePeopleSearchWords.swift": "473b0d1c875f22e2b58caa2a835c8418286e36486dd5db4b4aa4b7e0bef3ad67",
        "Sources/SatchelCore/Friends/Migrations/IndexFriendshipsByPerson.swift": "2eefc8a67363bfbf92d1ff4210429c15f2ba06d55c29f9e19f5ec7ff3af24519",
        "Sources/SatchelCore/Idempotency/Migrations/CreateIdempotencyKeys.swift": "b77b4251d94b1095ac505e2e9aa4af485c722c8391ce02101ab3b6e55457159d",
        "Sources/SatchelCore/Mail/Migrations/CreateMailOutbox.swift": "799bdab984bc02779b94a9c8a62f94e7f23aa30a74416b93e303792da5133d76",
        "Sources/SatchelCore/Accounts/Migrations/CreateAccountLinks.swift": "a1e15c16b3957708509a3b28e20043998997103f038e228db48a93202cbc2cc1",
        "Sources/SatchelCore/Accounts/Migrations/AddEmailVerificationToUsers.swift": "8ed8a8127fc1cbc6d9ef5a278643c27deb12e6bd12cb1be1612e9b2f0d93d231",
        "Sources/SatchelCore/Admin/Migrations/CreateAdminAuditLog.swift": "c04c65a5898ba6f80569c6e003e248fa7ef7f8f3d0b5b933af0b2e0769a223c5",
        "Sources/SatchelCore/Admin/Migrations/CreateSessionPasswordChecks.swift": "3070cc0760d20787082e696190c7ea12882bbe6ca7668d436af5b95370d50039",
        "Sources/SatchelCore/Admin/Migrations/CreateAccountLocks.swift": "9baaae6ccddeb8bd8d54e9c8c7799f3589c976a6da7755c2b900cd057b6971b2",
        "Sources/SatchelCore/Instance/Migrations/CreateInstanceSettings.swift": "c871d624442e6c28c3da96ee768a4c779bb4fffb416dc1e5586f2fb4cdbf3a8d",
        "Sources/SatchelCore/Media/Migrations/CreateMedia.swift": "108177133dc4f362945b9c6903160081254cf952377cd771725415e9090ba8d2",
        "Sources/SatchelCore/Migrations/CanonicalizeStoredTimeZones.swift": "0e6a668f9366d5bfc9d18a406126c31eb5dc2f68108e6bf667af269d46ae8d9d",
        "Sources/SatchelCore/Migrations/IndexList.swift": "c3b3718b572d385037cb2b9a6b8467809e560e108fdfa57464c7b74078bcd89d",
        "Sources/SatchelCore/Migrations/IndexWhatHousekeepingRemoves.swift": "7e46d9ae445fdb128cdfe94d0d89f169941d9b3f08b4a6f7382b7cbebcc451e2",
        "Sources/SatchelCore/Migrations/SchemaInspection.swift": "aa27d768511d4cd0d92a04433fbb9ce9b132aa6abaf44d61f9aedf19f1f00016",
        "Sources/SatchelCore/Notifications/Migrations/AddEmailToNotificationPreferences.swift": "96431b50057c86d4dd0b2e4cdf6c82a45f27c6e0aad373a366ed0e84f0f7d00e",
        "Sources/SatchelCore/Notifications/Migrations/AddSessionToPushDevices.swift": "bbbbcfbf1483ac4ab7a0d63644e15465ab849c879e42cd38569a2b753b4b310c",
        "Sources/SatchelCore/Notifications/Migrations/CreateNotifications.swift": "b482a352c06dd0b2731d03b921691c536b423096d171871b04560da80864b456",
        "Sources/SatchelCore/Notifications/Migrations/CreateMailDigests.swift": "92d97efc132dc535969e1a98c53e6ca2160fa6886fbfec19477b068c7f682ea6",
        "Sources/SatchelCore/Notifications/Migrations/CreatePushDevices.swift": "caec9d8c44a57f037908c8d52c4dc6afe7d202b24623a2c30e57fad6bfd1abdf",
        "Sources/SatchelCore/Notifications/Migrations/IndexNotificationsByReadState.swift": "04640c35f944416f523a781b825bcf485afcc130abb8331b27c5ea7e971300c6",
        "Sources/Spots/Migrations/AddDevicesToPositionTracking.swift": "174f2c3bb09638ad4b1dfbe83376df194b1c88b14843ae142a6ea770bc997032",
        "Sources/Spots/Migrations/AddErrandTargetsToReminders.swift": "60c1935089ea1f471c0d3952c452dabb0a67050ac240092c33be283674a12249",
        "Sources/Spots/Migrations/AddPlacesAndWindowsToReminders.swift": "9eb2417000efe3816cd5596ea6c9aa1340f9104993b64a7fe83cc97509ba6043",
        "Sources/Spots/Migrations/AddSnoozeToReminders.swift": "26889375fd170a8d915f3676d9f3c09e015392365228f3bbac95160d252b60bc",
        "Sources/Spots/Migrations/AddVersionToReminderLists.swift": "69bace51d1e37332db7ab88fd10d5cb95d155d8397e5329cca345ce02ee75eda",
        "Sources/Spots/Migrations/AddVersionToReminders.swift": "8c678a028c027869ee7b5e65bf2bbd26e2ce6e49b9de9c6785a4daad68566271",
        "Sources/Spots/Migrations/CreateErrandPlaces.swift": "dd06ded3cb079235e942d43b3c3e0c7b82d2b2f0a7f21e49778518463dcbe794",
        "Sources/Spots/Migrations/CreateSpots.swift": "b9ef569173203acae681345968db73ac891ef7260133aa8cecf1c53e62141a9b",
        "Sources/Wishes/Migrations/AddAmountsHiddenToFundings.swift": "1be6497a1ac8118c88d2fa34f1029ebb002dba5adc19f1c2f11f7fd92dd2f71a",
        "Sources/Wishes/Migrations/AddEmailToGuestReservations.swift": "51d216ea293e9136c2a3d6f1bb987a4b2efaa64c0a1741bfd3c40e1dcb1ce491",
        "Sources/Wishes/Migrations/AddGuestGiftsToFundings.swift": "56286fa4120a6b11a7b4c3024b766ccc05c254c24595e6f04c41d925f50d5f75",
        "Sources/Wishes/Migrations/AddOwnerToFundings.swift": "29a1bcb0b1fe51d13e517db2c58558da3faef9c6099962007cb1bb39096f1fee",
        "Sources/Wishes/Migrations/AddReceivedToWishes.swift": "8ad7fdda4f8940125b7d144dafac48469b601023fc404f59ef1593206c1ffa97",
        "Sources/Wishes/Migrations/AddVersionToGiftExchanges.swift": "c0ece1624ef7768a51dae86f01c809271a0e17e34adda5917d5a2ec6a8ac9e5f",
        "Sources/Wishes/Migrations/AddVersionToWishes.swift": "778ead763e7bb9441d9e1485fa2bee195c6d49df98215f19cb64be5c81133942",
        "Sources/Wishes/Migrations/AddVersionToWishLists.swift": "f301206bbbf42dbaa64dc11020848137bb549e6ea33314fbb67b82ac668fc3ae",
        "Sources/Wishes/Migrations/CreateFunding.swift": "972c7ed341c861645c092f438804adee03d9cef0eebd92a397abd323c02bbac8",
        "Sources/Wishes/Migrations/CreateFundingNews.swift": "0d4ba37c9fafacffe2840de87a0e382cebcbd68f8a22270378522387539cff89",
        "Sources/Wishes/Migrations/CreateGiftExchanges.swift": "20a18d732b91e4a109d5b442fc362df9467f3c330ddcc7ab68e5675a3937ad8f",
        "Sources/Wishes/Migrations/CreateProducts.swift": "935886e9186350fcaca1a31b379f4d9be82aca863e1921d853d4e776bafa05b2",
        "Sources/Wishes/Migrations/CreateRegistryLinks.swift": "f2edf71b479cad80dde22f16fe9a4081497fbec90d3ab0bedbc614f9d6eefeac",
        "Sources/Wishes/Migrations/CreateWishes.swift": "647c0e1abb3bebd0a1a95d25054aa01926746f01d20e6692a1b108676ef9fa20",
        "Sources/Wishes/Migrations/IndexGivingByPersonAndWish.swift": "7a59342c8c7d81e94d282016c8d880e935c605d3af8dadf38537b1c59b9084a5",
        "Sources/Wishes/Migrations/IndexInboxWishesByOwner.swift": "9ff521d2b8e8a4d903f2f584b2f2ed46a8f21d6a07b1c32408b8d10c9a4441d5",
    ]

    /// The package's folder, from this file's place in it.
    static var root: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    }

    /// Every Swift file under a `Migrations` folder of Sources/, by its path from the package folder.
    static func migrationFiles() throws -> [String] {
        let sources = root.appendingPathComponent("Sources")
        let walker = try #require(FileManager.default.enumerator(atPath: sources.path))
        return walker.compactMap { $0 as? String }
            .filter { $0.hasSuffix(".swift") && $0.split(separator: "/").contains("Migrations") }
            .map { "Sources/" + $0 }.sorted()
    }

    @Test func everyShippedMigrationIsAsItShipped() throws {
        for (path, checksum) in Self.shipped.sorted(by: { $0.key < $1.key }) {
            let data = try Data(contentsOf: Self.root.appendingPathComponent(path))
            #expect(SecureToken.sha256(data) == checksum,
                    "\(path) changed after it shipped: add a new migration instead (and never edit this one)")
        }
    }

    @Test func everyMigrationFileIsListed() throws {
        let unlisted = try Self.migrationFiles().filter { Self.shipped[$0] == nil }
        #expect(unlisted == [], "new migrations: add each one's line (path and SHA-256) to MigrationChecksumTests.shipped")
        let gone = Set(Self.shipped.keys).subtracting(try Self.migrationFiles())
        #expect(gone.isEmpty, "shipped migrations must stay: \(gone.sorted())")
    }
}
