package printouts

import (
	"fmt"
	"labyrinth/engine/narrate"
	"strings"
	"unicode"
	"unicode/utf8"
)

// How a kit names a floor. A maze names its floors as it likes: by number
// ("1", "2"), by a conventional word ("basement", "подвал") or by any other
// word. A numbered floor reads «Этаж 2» / "Floor 2", a conventional one is
// said in the kit's language («Подвал» / "Basement"), and any other name is
// printed as it is, without a prefix.

// floorWords are the conventional floor names a kit translates, by every
// spelling a maze may use (lower case).
var floorWords = map[string]narrate.Key{
	"basement": narrate.KeyKitFloorBasement, "подвал": narrate.KeyKitFloorBasement,
	"cellar": narrate.KeyKitFloorCellar, "погреб": narrate.KeyKitFloorCellar,
	"attic": narrate.KeyKitFloorAttic, "чердак": narrate.KeyKitFloorAttic,
	"loft": narrate.KeyKitFloorAttic, "мансарда": narrate.KeyKitFloorAttic,
	"roof": narrate.KeyKitFloorRoof, "крыша": narrate.KeyKitFloorRoof,
	"ground": narrate.KeyKitFloorGround, "цоколь": narrate.KeyKitFloorGround,
}

// numbered reports whether a floor's name is a number ("2", "-1").
func numbered(name string) bool {
	s := strings.TrimPrefix(name, "-")
	if s == "" {
		return false
	}
	for _, r := range s {
		if r < '0' || r > '9' {
			return false
		}
	}
	return true
}

// floorTitle is the floor's name as a heading: «Этаж 2», «Подвал», «Пещеры».
func (k *kit) floorTitle(i int) string {
	name := k.m.Floors[i].Name
	if k.duelBoard() {
		// A duel by mail: each player explores a floor of his own (D1).
		who := k.r.playerName(i)
		if who == "" {
			who = k.t(narrate.KeyKitGridPlayerN, "n", fmt.Sprint(i+1))
		}
		return k.t(narrate.KeyKitFloorDuel, "player", fmt.Sprint(who))
	}
	switch {
	case numbered(name):
		return k.t(narrate.KeyKitFloor, "floor", fmt.Sprint(name))
	case floorWords[strings.ToLower(name)] != (narrate.Key{}):
		return upperFirst(k.t(floorWords[strings.ToLower(name)]))
	case name == "":
		return k.t(narrate.KeyKitFloor, "floor", fmt.Sprint(fmt.Sprint(i+1)))
	}
	return upperFirst(name)
}

// duelBoard reports whether the maze is a duel by mail's board: two
// mazes, the first explored by the first player (D1).
func (k *kit) duelBoard() bool { return k.duel() && len(k.m.Floors) == 2 }

// floorLabel is the floor's name inside a sentence: «этаж 2», «подвал».
func (k *kit) floorLabel(i int) string {
	name := k.m.Floors[i].Name
	switch {
	case numbered(name) || name == "" || k.duelBoard():
		return lowerFirst(k.floorTitle(i))
	case floorWords[strings.ToLower(name)] != (narrate.Key{}):
		return k.t(floorWords[strings.ToLower(name)])
	}
	return name
}

// floorPrefix is the floor's part of a cell's name in the tables, before
// the colon: the number, or the word in the kit's language («подвал:в3»).
func (k *kit) floorPrefix(i int) string {
	name := k.m.Floors[i].Name
	if w := floorWords[strings.ToLower(name)]; w != (narrate.Key{}) {
		return k.t(w)
	}
	if name == "" {
		return fmt.Sprint(i + 1)
	}
	return name
}

// floorSizes lists the floors with their sizes, for the headers:
// «подвал — 6×6, этаж 1 — 8×8».
func (k *kit) floorSizes() string {
	var sizes []string
	for i := range k.m.Floors {
		f := &k.m.Floors[i]
		sizes = append(sizes, fmt.Sprintf("%s — %s", k.floorLabel(i), k.size(f.Rows, f.Cols)))
	}
	return k.t(narrate.KeyKitGridFloors, "n", fmt.Sprint(len(k.m.Floors)), "sizes", fmt.Sprint(strings.Join(sizes, ", ")))
}

func upperFirst(s string) string {
	r, n := utf8.DecodeRuneInString(s)
	if n == 0 {
		return s
	}
	return string(unicode.ToUpper(r)) + s[n:]
}

func lowerFirst(s string) string {
	r, n := utf8.DecodeRuneInString(s)
	if n == 0 {
		return s
	}
	return string(unicode.ToLower(r)) + s[n:]
}
