package narrate

// A game's maze by name (MazeName): a generated maze says its rules,
// size and seed in the reader's words.
var (
	KeyBoardGenerated = key("board.generated") // vars rules, rows, cols, seed
	// The second maze of a duel's pair drawn from the same seed (D1).
	KeyBoardGeneratedPartner = key("board.generated-partner") // vars rules, rows, cols, seed
	// The rules of a generated maze, as a host names them.
	KeyBoardFamilyBase    = key("board.family.base")
	KeyBoardFamilyVmk1983 = key("board.family.vmk1983")
	KeyBoardFamilyDuel    = key("board.family.duel")
	KeyBoardFamilySchool  = key("board.family.school")
	KeyBoardFamilyTver    = key("board.family.tver")
	KeyBoardFamilyMiet    = key("board.family.miet")
	KeyBoardFamilyStalker = key("board.family.stalker")
)

var boardCatalogue = map[Key]entry{
	KeyBoardGenerated:        {"случайный лабиринт ({rules}, {rows}×{cols}, начальное число {seed})", "", "random maze ({rules}, {rows}×{cols}, seed {seed})"},
	KeyBoardGeneratedPartner: {"случайный лабиринт ({rules}, {rows}×{cols}, начальное число {seed}, второй в паре)", "", "random maze ({rules}, {rows}×{cols}, seed {seed}, the pair's second)"},
	KeyBoardFamilyBase:       {"базовые правила", "", "base rules"},
	KeyBoardFamilyVmk1983:    {"правила ВМиК 1983", "", "VMK 1983 rules"},
	KeyBoardFamilyDuel:       {"дуэль", "", "duel"},
	KeyBoardFamilySchool:     {"школьные правила", "", "school rules"},
	KeyBoardFamilyTver:       {"правила ТГТУ", "", "TGTU rules"},
	KeyBoardFamilyMiet:       {"правила МИЭТ", "", "MIET rules"},
	KeyBoardFamilyStalker:    {"«Сталкер»", "", "Stalker"},
}

func init() {
	for k, e := range boardCatalogue {
		if _, dup := catalogue[k]; !dup {
			catalogue[k] = e
		}
	}
}
