package narrate

import (
	"fmt"
	"sort"
	"strconv"
	"strings"

	"labyrinth/dsl/maze"
	"labyrinth/dsl/rules"
	"labyrinth/engine"
)

// HostMap is the host's map of the game now (engine.Game.HostDrawing) in
// language l, with a legend of the glyphs it shows and a line per player:
// where they stand, what they carry, what ails them.
func HostMap(g *engine.Game, l Lang) string {
	l = l.Norm()
	drawing, glyphs := g.HostDrawing(engine.HostDrawOptions{
		Alphabet:   Alphabet(l),
		FloorTitle: func(name string) string { return floorTitle(g, name, l) },
	})
	var b strings.Builder
	b.WriteString(drawing)
	if legend := legend(glyphs, g.Options().Family, l); legend != "" {
		b.WriteString(legend + "\n")
	}
	for i := 0; i < g.Players(); i++ {
		b.WriteString(hostPlayer(g, engine.PlayerID(i), l) + "\n")
	}
	return b.String()
}

// HostPlayers are the lines the host's map ends with, one a player:
// where each stands and what each carries.
func HostPlayers(g *engine.Game, l Lang) []string {
	l = l.Norm()
	out := make([]string, g.Players())
	for i := range out {
		out[i] = hostPlayer(g, engine.PlayerID(i), l)
	}
	return out
}

// Reveal is the end-of-game picture for everyone: the host's map and each
// player's track, cell by cell (the host shows the secret map when the
// game is over).
func Reveal(g *engine.Game, l Lang) string {
	var b strings.Builder
	b.WriteString(HostMap(g, l))
	m := g.Maze()
	for i := 0; i < g.Players(); i++ {
		p := g.Player(engine.PlayerID(i))
		if len(p.Track) == 0 {
			continue
		}
		names := make([]string, len(p.Track))
		for j, c := range p.Track {
			names[j] = m.NameIn(c, Alphabet(l))
		}
		fmt.Fprintf(&b, "%d %s: %s\n", i+1, p.Name, strings.Join(names, " → "))
	}
	return b.String()
}

// Legend words the glyphs of a map: «Знаки: H — дырка; P — яма; …», with
// the rule of numbers (P1 is pit 1; the last digit of a cell is a player)
// when the map has numbered cells or players. Glyphs narration has no
// words for are left out.
func Legend(glyphs []engine.MapGlyph, l Lang) string { return legend(glyphs, "", l) }

// legend is Legend in the words of family fam: a MIET hospital is
// «лечебница» (I2). A glyph that stands for two things (a den and the
// bear in it) is told once: «м — берлога или медведь».
func legend(glyphs []engine.MapGlyph, fam rules.Family, l Lang) string {
	whats := map[string][]string{}
	var order []string
	numbered, players := false, false
	for _, mg := range glyphs {
		switch mg.What {
		case "player":
			players = true
			continue
		case "cell.pit", "cell.pit-exit", "cell.hole":
			numbered = true
		}
		k, _ := Lookup("legend." + mg.What)
		if rk, ok := riverGlyphs[mg.Glyph]; ok && mg.What == "cell.river" {
			k = rk
		}
		if ak, ok := arsenalGlyphs[mg.Glyph]; ok && mg.What == "cell.arsenal" {
			k = ak
		}
		if k == KeyLegendHospital && fam == rules.FamilyMIET {
			k = KeyLegendHospitalMIET
		}
		if _, ok := catalogue[k]; !ok {
			continue
		}
		if _, seen := whats[mg.Glyph]; !seen {
			order = append(order, mg.Glyph)
		}
		whats[mg.Glyph] = append(whats[mg.Glyph], Text(k, l, 0))
	}
	if len(order) == 0 && !players {
		return ""
	}
	parts := make([]string, len(order))
	for i, glyph := range order {
		ws := whats[glyph]
		what := ws[0]
		for _, w := range ws[1:] {
			what = Text(KeyLegendOr, l, 0, "a", what, "b", w)
		}
		parts[i] = glyph + " — " + what
	}
	sort.Strings(parts)
	s := Text(KeyLegend, l, 0, "glyphs", strings.Join(parts, "; "))
	switch {
	case numbered && players:
		s += " " + Text(KeyLegendNumbersPlayers, l, 0)
	case numbered:
		s += " " + Text(KeyLegendNumbers, l, 0)
	case players:
		s += " " + Text(KeyLegendPlayers, l, 0)
	}
	return s
}

// riverGlyphs are the glyphs of a river's cells by the way it flows
// (maze.DefaultGlyphs).
var riverGlyphs = map[string]Key{
	"^": KeyLegendRiverNorth, ">": KeyLegendRiverEast, "v": KeyLegendRiverSouth,
	"<": KeyLegendRiverWest, "@": KeyLegendRiverMouth,
}

// arsenalGlyphs are the glyphs of the arsenals that hold one thing or
// something more (maze.DefaultGlyphs, in both alphabets).
var arsenalGlyphs = map[string]Key{
	"Ab": KeyLegendArsenalBullets, "Аб": KeyLegendArsenalBullets,
	"Ag": KeyLegendArsenalGrenades, "Аг": KeyLegendArsenalGrenades,
	"Ac": KeyLegendArsenalCement, "Ац": KeyLegendArsenalCement,
	"Ar": KeyLegendArsenalBoomerang, "Ар": KeyLegendArsenalBoomerang,
}

// hostPlayer is a player's line of the host's map.
func hostPlayer(g *engine.Game, id engine.PlayerID, l Lang) string {
	p := g.Player(id)
	m := g.Maze()
	say := func(k Key, vars ...string) string { return Text(k, l, p.Gender, vars...) }
	var b strings.Builder
	fmt.Fprintf(&b, "%d %s", id+1, p.Name)
	inside := false
	if c := m.CellAt(p.At); c != nil && c.Kind != maze.CellVoid {
		inside = true
	}
	switch {
	case !p.Placed:
		b.WriteString(": " + say(KeyHostNotPlaced))
	case !inside:
		b.WriteString(": " + say(KeyHostOutside, "cell", m.NameIn(p.At, Alphabet(l))))
	default:
		b.WriteString(": " + m.NameIn(p.At, Alphabet(l)))
	}
	item := func(k Key, noun Noun, n int) { b.WriteString(", " + say(k, "n", Count(l, noun, n))) }
	o := g.Options()
	if o.TurnShape == rules.TurnDice {
		item(KeyHostNuts, NounNut, p.Nuts)
		if p.Galosh {
			b.WriteString(", " + say(KeyHostGalosh))
		}
	} else {
		// Only what the rules have: a duel without bullets shows none.
		if o.HasGrenades() || p.Kit.Grenades > 0 {
			item(KeyHostGrenades, NounGrenade, p.Kit.Grenades)
		}
		if o.HasBullets() || p.Kit.Bullets > 0 {
			item(KeyHostBullets, NounBullet, p.Kit.Bullets)
		}
	}
	if p.Kit.Bricks > 0 {
		item(KeyHostBricks, NounBrick, p.Kit.Bricks)
	}
	if p.Kit.Cement > 0 {
		item(KeyHostCement, NounCementBag, p.Kit.Cement)
	}
	var marks []string
	if p.Carry >= 0 {
		if ts := g.State().Treasures; p.Carry < len(ts) {
			marks = append(marks, say(KeyHostCarries, "what", Text(treasureLegend(ts[p.Carry].Kind), l, 0)))
		}
	}
	for _, x := range []struct {
		on bool
		k  Key
		n  int
	}{
		{p.Wounded, KeyHostWounded, 0}, {p.Ghost, KeyHostGhost, 0}, {p.Out > 0, KeyHostOut, p.Out},
		{p.Skip > 0, KeyHostSkips, p.Skip}, {p.Won, KeyHostWon, 0}, {p.Eliminated, KeyHostEliminated, 0},
		{p.Limp, KeyHostLimps, 0}, {p.Crutch, KeyHostCrutch, 0}, {p.Penalties > 0, KeyHostPenalties, p.Penalties},
	} {
		if x.on {
			marks = append(marks, say(x.k, "turns", Count(l, NounTurn, x.n), "n", strconv.Itoa(x.n)))
		}
	}
	if len(marks) > 0 {
		fmt.Fprintf(&b, " (%s)", strings.Join(marks, ", "))
	}
	return b.String()
}

// Alphabet is the alphabet of cell names in language l: Cyrillic columns
// (а, б, в… as in source text 002) in Russian, Latin in English.
func Alphabet(l Lang) maze.Alphabet {
	if l.Norm() == engine.LangRussian {
		return maze.Cyrillic
	}
	return maze.Latin
}

// Glyph writes a glyph of a map in the letters of language l
// (maze.GlyphIn): in Russian the Cyrillic spelling the maze language reads
// as the same glyph («П1», «В1», «Д», «Х»), its number kept; in English, and
// for glyphs without a Cyrillic spelling, as it is.
func Glyph(s string, l Lang) string {
	return maze.GlyphIn(s, Alphabet(l))
}

// HostLog is the host's log of the events in language l: one line per
// event with its round, whom it concerns and where (the host sees every
// cell), and the sentence its player heard: «4. Анна, в2: Прошла.». Events
// that say nothing aloud (a shot, heard through its hit or miss) are left
// out.
func HostLog(g *engine.Game, events []engine.Event, l Lang) string {
	l = l.Norm()
	m := g.Maze()
	var b strings.Builder
	for i := range events {
		e := &events[i]
		r := Reader{Seat: e.Player, Lang: l, Gender: e.Gender}
		text := Event(e, r)
		if text == "" {
			continue
		}
		who, where := "—", ""
		if e.Player >= 0 {
			who = e.Name
			where = m.NameIn(e.At, Alphabet(l))
		}
		k := KeyHostLogLine
		if e.Player >= 0 && where != "" {
			k = KeyHostLogHears // the player's own words are theirs to hear: «Анна (б8) слышит: Иди наверх.»
		}
		b.WriteString(Text(k, l, 0, "round", strconv.Itoa(e.Round), "name", who, "cell", where, "text", text))
		b.WriteByte('\n')
	}
	if b.Len() == 0 {
		// A round with nothing to tell (no orders came in) says so,
		// rather than leave the host's report blank under its heading.
		return Text(KeyHostLogQuiet, l, 0) + "\n"
	}
	return strings.ReplaceAll(b.String(), ", : ", ": ")
}

// treasureLegend is the legend's word for a treasure of kind k.
func treasureLegend(k maze.TreasureKind) Key {
	key, _ := Lookup("legend.treasure." + k.String())
	return key
}

// floorTitle heads a floor of the host's map: «этаж 2», or, in a duel on
// two mazes (D1, S11), where each floor is a maze of its own, the maze
// and who explores it: «Лабиринт, где ходит Анна».
func floorTitle(g *engine.Game, name string, l Lang) string {
	for fi, f := range g.Maze().Floors {
		if f.Name != name {
			continue
		}
		for i := 0; i < g.Players(); i++ {
			if p := g.Player(engine.PlayerID(i)); p.Home == fi {
				return Text(KeyKitFloorDuel, l, 0, "player", p.Name)
			}
		}
	}
	return Text(KeyHostFloor, l, 0, "name", name)
}
