package narrate

import (
	"strconv"
	"strings"

	"labyrinth/dsl/rules"
	"labyrinth/engine"
)

// MazeName names the maze of a game: its file, or a generated maze by
// its rules, size and seed (dsl/gen).
type MazeName struct {
	// File is the maze file's name; empty for a generated maze.
	File       string
	Family     rules.Family
	Rows, Cols int
	Seed       int64
	// Partner says it is the second maze of a duel's pair from Seed (D1).
	Partner bool
}

// In says the name in language l: the file's name as it is, a generated
// maze as «случайный лабиринт (школьные правила, 6×8, начальное число 1)».
func (n MazeName) In(l Lang) string {
	if n.File != "" {
		return n.File
	}
	k := KeyBoardGenerated
	if n.Partner {
		k = KeyBoardGeneratedPartner
	}
	return Text(k, l, 0, "rules", RulesName(n.Family, l), "rows", strconv.Itoa(n.Rows), "cols", strconv.Itoa(n.Cols),
		"seed", strconv.FormatInt(n.Seed, 10))
}

// RulesName names a family of rules as a host does, in language l:
// «школьные правила», "MIET rules"; a family narration has no words for
// by its preset's name.
func RulesName(f rules.Family, l Lang) string {
	if k, ok := Lookup("board.family." + string(f)); ok {
		return Text(k, l, 0)
	}
	return string(f)
}

// BoardName names the board of a game in language l: its maze, or a
// duel's two mazes one against the other (D1).
func BoardName(l Lang, mazes ...MazeName) string {
	parts := make([]string, len(mazes))
	for i, n := range mazes {
		parts[i] = n.In(l)
	}
	return strings.Join(parts, Text(KeyVersus, l, 0))
}

// seatName is a default player's name and the grammatical gender it
// carries: the host's Russian agrees with it («Анна провалилась!»).
type seatName struct {
	name   string
	gender engine.Gender
}

var seatNames = map[Lang][]seatName{
	engine.LangRussian: {{"Анна", engine.GenderFeminine}, {"Борис", engine.GenderMasculine}, {"Вера", engine.GenderFeminine}, {"Глеб", engine.GenderMasculine},
		{"Дина", engine.GenderFeminine}, {"Егор", engine.GenderMasculine}, {"Жанна", engine.GenderFeminine}, {"Захар", engine.GenderMasculine}},
	engine.LangEnglish: {{"Ann", engine.GenderFeminine}, {"Bob", engine.GenderMasculine}, {"Cora", engine.GenderFeminine}, {"Dan", engine.GenderMasculine},
		{"Eve", engine.GenderFeminine}, {"Finn", engine.GenderMasculine}, {"Gail", engine.GenderFeminine}, {"Hugo", engine.GenderMasculine}},
}

// Seats are n players named in language l, a woman first, then a man, and
// so on, each with the gender of the name; past the eighth the names come
// round again with a number (Анна2).
func Seats(n int, l Lang) []engine.PlayerSetup {
	l = l.Norm()
	names := seatNames[l]
	ps := make([]engine.PlayerSetup, n)
	for i := range ps {
		sn := names[i%len(names)]
		name := sn.name
		if i >= len(names) {
			name += strconv.Itoa(i/len(names) + 1)
		}
		ps[i] = engine.PlayerSetup{Name: name, Lang: l, Gender: sn.gender}
	}
	return ps
}
