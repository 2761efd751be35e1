package printouts

import (
	"strings"
	"testing"

	"labyrinth/dsl"
	"labyrinth/examples"

	"labyrinth/dsl/maze"
	"labyrinth/dsl/rules"
	"labyrinth/engine/narrate"
)

// TestKitWordsKnown: the words a kit looks up by a name built at run time
// (a family, a treasure, a creature, a trap) are all in the catalogue, so
// no kit prints a bracketed key whatever its maze holds.
func TestKitWordsKnown(t *testing.T) {
	var names []string
	for _, f := range rules.Families() {
		names = append(names, "family."+string(f), "family.about."+string(f))
	}
	for _, tk := range []maze.TreasureKind{maze.TreasureTrue, maze.TreasureFalse, maze.TreasureMined, maze.TreasureCandidate} {
		names = append(names, "treasure."+tk.String())
	}
	for _, ck := range creatureKinds {
		names = append(names, "creature."+ck.String(), "noun."+ck.String())
	}
	for _, rk := range []maze.RegionKind{maze.RegionWeb, maze.RegionJelly, maze.RegionCabbage, maze.RegionBaldSpot, maze.RegionMeatGrinder} {
		names = append(names, "region."+rk.String())
	}
	for _, ck := range []maze.CellKind{maze.CellTrap, maze.CellCrossbow, maze.CellCrutch} {
		names = append(names, "legend."+ck.String())
	}
	for _, w := range []string{"hole", "pit", "hospital", "morgue"} {
		names = append(names, "after."+w)
	}
	for _, n := range names {
		if !narrate.Known("kit." + n) {
			t.Errorf("kit word %q is missing from the catalogue", n)
		}
	}
	if narrate.Known("kit.no-such-word") {
		t.Error("Known accepts a key the catalogue lacks")
	}
}

// TestEnglishKitsQuoteTypographically: an English kit quotes with “ ”,
// never with straight quotes, in every family's kit.
func TestEnglishKitsQuoteTypographically(t *testing.T) {
	for _, name := range examples.Names() {
		src, err := examples.Read(name)
		if err != nil {
			t.Fatal(err)
		}
		m, _ := dsl.Compile(name, src)
		d, err := Layout(m, Options{Lang: LangEN})
		if err != nil {
			t.Fatal(err)
		}
		for _, pg := range d.Pages {
			for _, op := range pg.Ops {
				if op.Kind == OpText && strings.Contains(op.Text, "\"") {
					t.Errorf("%s %s: a straight quote in %q", name, pg.Label, op.Text)
				}
			}
		}
	}
}
