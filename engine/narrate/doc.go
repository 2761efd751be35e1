// Package narrate says in words what the engine reports as events and
// facts: every sentence a player, the host or an author reads of a game.
// The engine never makes a sentence; it emits typed events (engine.Event)
// and refusals (engine.Reason), and this package renders them.
//
// # One catalogue
//
// Every sentence is an entry of one catalogue (catalogue.go), named by a
// typed Key, in Russian and English. Russian sentences with a past tense
// or a short participle have a masculine and a feminine form: a report
// agrees with its reader («Прошла», «Провалилась!», «Подорвалась на
// мине») and a sentence about another player agrees with that player
// («Анна провалилась!»). A player's grammatical gender is a fact of the
// game (engine.PlayerSetup.Gender); the terminal takes it from the player's
// name or a suffix («--player Анна:f»), a campaign from its roster
// («"gender": "f"», or «--player "Анна <anna@example.org> ru f"»).
// Numbers agree with their nouns by CLDR's plural rules («1 ход», «2 хода»,
// «5 ходов»; Count); a sentence names its counted noun as a placeholder
// and Counted fills it, in the case the sentence needs («Больше 1 мины не
// унести», «Больше 5 мин не унести»).
//
// Placeholders are written {name} and filled by Text. TestCatalogueComplete
// proves that every key has both languages and that all forms of an entry
// share the same placeholders; a key missing at run time is shown as
// "[key]", never a panic.
//
// # The host's voice
//
// The host says «ты», as in the source texts («Иди», «Ты победил»), and keeps the
// source texts' own words where they give them: «Иди. Ложный клад» (V16),
// «Наверху стенка» (V11), «Провалился!» (V4), «Клад!» (V14), «Стена
// лабиринта» (D4), «Кого-то увидел минотавр» (C13). English is what a
// player of the game would write: «Прошёл» is "You went through", never
// "You passed", which a board gamer reads as a skipped turn.
//
// # What it says
//
//   - Report: what one player hears of a turn's events (Reader: seat,
//     language, gender); Event one event; Reason and Refusal a refusal or
//     a creature's news.
//   - HostMap, Legend, Reveal, HostLog: the host's map of the game
//     (engine.Game.HostDrawing: maze.Draw with the game as an overlay) with a
//     legend of its glyphs («B12 — выход из ямы 1, на нём игрок 2»), the
//     end-of-game picture and the host's log, in the host's language; in
//     Russian with Cyrillic columns and glyphs (Glyph, Alphabet).
//   - ShowOptions: the words of a compiled maze's drawing (package
//     dsl/show, which cannot import narrate: narrate imports the engine,
//     which imports dsl), its headings, tables and legend.
//   - BoardName and Seats: a game's maze by name, a generated one in the
//     reader's words («случайный лабиринт (школьные правила, 6×8,
//     начальное число 1)»), and the default players' names with their
//     genders.
//   - Text and Count: any sentence of the catalogue; package order writes
//     orders, their errors and confirmations with them, package bot tells
//     the games of sim and play; package printouts prints every
//     word of a paper kit with them (the "kit." keys, catalogue_kit.go,
//     and the printed rule card's, catalogue_kit_rules.go); package
//     campaign writes the referee's letters (catalogue_mail.go) and the
//     invitation's rule card (catalogue_card.go).
//
// Languages are engine.Lang; the game is Russian, and the zero Lang reads
// as Russian.
//
// # Tests
//
// The golden files in testdata hold every example game played by bots in
// both languages, for women and a man (go test -update rewrites them). A
// scan (scan_test.go) reads the engine, the order parser, pbem, printouts
// and cmd/labyrinth and fails on a Russian string literal or an English
// sentence outside this package, save a listed exception with its reason
// (words people write and the program reads: order words, mail headers,
// names).
package narrate
