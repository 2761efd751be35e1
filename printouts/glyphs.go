package printouts

import (
	"strconv"
	"strings"
	"unicode"

	"labyrinth/dsl/maze"
)

// The glyphs of the printed maps follow the source texts: the ВМиК sketch (V26:
// K, A, M, П1, В1) and, for the duel, source text 002 (pits 1–4, exits I–IV,
// А crossbow, Y crutch, K trap, О/Х treasures). A Russian kit writes the
// Cyrillic letters, an English one their Latin lookalikes.

func (k *kit) ru() bool { return k.r.Lang == LangRU }

func (k *kit) duel() bool { return k.m.Rules.Family == "duel" }

// pick returns the Russian or the English form.
func (k *kit) pick(ru, en string) string {
	if k.ru() {
		return ru
	}
	return en
}

// cellGlyph returns the glyph drawn in the middle of a cell and the small
// one in its bottom-right corner (a count or an order).
func (k *kit) cellGlyph(c *maze.Cell, at maze.Coord) (main, corner string) {
	m := k.m
	switch c.Kind {
	case maze.CellExit:
		return k.pick("Вых", "E"), ""
	case maze.CellHole:
		name := ""
		if c.Ref >= 0 && c.Ref < len(m.HoleSets) {
			name = m.HoleSets[c.Ref].Name
		}
		return k.pick("Д", "H") + name, ""
	case maze.CellFakeHole:
		return k.pick("д", "h"), ""
	case maze.CellPit:
		if c.Ref >= 0 && c.Ref < len(m.Pits) {
			p := m.Pits[c.Ref]
			if p.Multiplicity > 1 {
				corner = "×" + strconv.Itoa(p.Multiplicity)
			}
			return k.pitGlyph(p.Name), corner
		}
		return k.pitGlyph(""), ""
	case maze.CellPitExit:
		name := ""
		if c.Ref >= 0 && c.Ref < len(m.Pits) {
			name = m.Pits[c.Ref].Name
		}
		return k.pitExitGlyph(name), ""
	case maze.CellArsenal:
		return k.arsenalGlyph(c.Arsenal), ""
	case maze.CellHospital:
		return "+", ""
	case maze.CellMine:
		if c.Mines > 1 {
			corner = "×" + strconv.Itoa(c.Mines)
		}
		return k.pick("М", "M"), corner
	case maze.CellSwamp:
		return "=", ""
	case maze.CellPuddle:
		return "%", ""
	case maze.CellMorgue:
		return "&", ""
	case maze.CellStairs:
		n := ""
		if c.Ref >= 0 {
			n = strconv.Itoa(c.Ref + 1)
		}
		return "", n
	case maze.CellTrap:
		if k.duel() {
			return k.pick("К", "K"), ""
		}
		return k.pick("Т", "T"), ""
	case maze.CellCrossbow:
		if k.duel() {
			return k.pick("А", "A"), ""
		}
		return k.pick("С", "C"), ""
	case maze.CellCrutch:
		return "Y", ""
	case maze.CellRubberRoom:
		return "[ ]", ""
	case maze.CellDen:
		return k.pick("Бер", "Den"), ""
	case maze.CellCrossing:
		return "x", ""
	case maze.CellMagnet:
		return "N", ""
	case maze.CellEntrance:
		return k.pick("Вх", "In") + trailingDigits(c.Glyph), ""
	case maze.CellInstitute:
		return k.pick("НИИ", "Inst"), ""
	case maze.CellFord:
		return k.pick("бр", "fd"), ""
	case maze.CellClimb:
		return "/", ""
	}
	return "", ""
}

func trailingDigits(s string) string {
	i := len(s)
	for i > 0 && s[i-1] >= '0' && s[i-1] <= '9' {
		i--
	}
	return s[i:]
}

func (k *kit) pitGlyph(name string) string {
	if k.duel() && name != "" {
		return name
	}
	return k.pick("П", "P") + name
}

func (k *kit) pitExitGlyph(name string) string {
	if k.duel() {
		if n, err := strconv.Atoi(name); err == nil && n > 0 && n < 40 {
			return roman(n)
		}
	}
	return k.pick("В", "B") + name
}

// roman writes the duel's pit exits I–IV (rule D10).
func roman(n int) string {
	vals := []int{10, 9, 5, 4, 1}
	syms := []string{"X", "IX", "V", "IV", "I"}
	var b strings.Builder
	for i, v := range vals {
		for n >= v {
			b.WriteString(syms[i])
			n -= v
		}
	}
	return b.String()
}

func (k *kit) arsenalGlyph(a maze.ArsenalKind) string {
	switch a {
	case maze.ArsenalBullets:
		return k.pick("Аб", "Ab")
	case maze.ArsenalGrenades:
		return k.pick("Аг", "Ag")
	case maze.ArsenalCement:
		return k.pick("Ац", "Ac")
	case maze.ArsenalBoomerang:
		return k.pick("Ар", "Ar")
	}
	return k.pick("А", "A")
}

func (k *kit) treasureGlyph(t maze.TreasureKind) string {
	switch t {
	case maze.TreasureTrue:
		return k.pick("Х", "X")
	case maze.TreasureFalse:
		return k.pick("О", "O")
	case maze.TreasureMined:
		return k.pick("К*", "K*")
	}
	return k.pick("К", "K")
}

func (k *kit) creatureGlyph(c maze.CreatureKind) string {
	switch c {
	case maze.CreatureMinotaur:
		return k.pick("Мин", "Min")
	case maze.CreaturePirate:
		return k.pick("Пир", "Pir")
	case maze.CreatureGivi:
		return k.pick("Гиви", "Givi")
	case maze.CreatureCow:
		return k.pick("Кор", "Cow")
	case maze.CreatureMirror:
		return k.pick("Зер", "Mir")
	}
	return k.pick("Мед", "Bear")
}

func (k *kit) regionCode(r maze.RegionKind) string {
	switch r {
	case maze.RegionWeb:
		return k.pick("пт", "wb")
	case maze.RegionJelly:
		return k.pick("ст", "jl")
	case maze.RegionCabbage:
		return k.pick("кп", "cb")
	case maze.RegionBaldSpot:
		return k.pick("пл", "bs")
	case maze.RegionMeatGrinder:
		return k.pick("мс", "mg")
	}
	return "?"
}

func (k *kit) riverName(i int) string {
	name := ""
	if i >= 0 && i < len(k.m.Rivers) {
		name = k.m.Rivers[i].Name
	}
	if name == "" {
		name = strconv.Itoa(i + 1)
	}
	if len(name) > 0 && unicode.IsDigit(rune(name[0])) {
		return k.pick("Р", "R") + name
	}
	return name
}
