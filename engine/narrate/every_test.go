package narrate_test

import (
	"testing"

	"labyrinth/dsl/maze"
	"labyrinth/dsl/rules"
	"labyrinth/engine"
	"labyrinth/engine/narrate"
)

// TestEveryEventSays renders every event kind with every reason, about
// oneself and about another, in both languages and both genders, under
// every family's voice: no sentence may keep a placeholder or show a
// missing key, and none may panic.
func TestEveryEventSays(t *testing.T) {
	var kinds []engine.EventKind
	for k := engine.EventKind(0); k.String() != "event?"; k++ {
		kinds = append(kinds, k)
	}
	var reasons []engine.Reason
	for r := engine.Reason(0); r < 128; r++ {
		if s := r.String(); s != "" && (r == 0 || s[:min(7, len(s))] != "reason-") {
			reasons = append(reasons, r)
		}
	}
	if len(kinds) < 50 || len(reasons) < 50 {
		t.Fatalf("only %d kinds and %d reasons", len(kinds), len(reasons))
	}
	said := 0
	// The families whose voice differs: ВМиК (V11, V16), the school (C12),
	// МИЭТ (I2), and the base for the rest.
	for _, fam := range []rules.Family{rules.FamilyBase, rules.FamilyVMK, rules.FamilySchool, rules.FamilyMIET} {
		for _, k := range kinds {
			for _, r := range reasons {
				for _, d := range []maze.Dir{maze.None, maze.North, maze.Up} {
					for _, n := range []int{0, 2} {
						for _, who := range []engine.PlayerID{0, 1} {
							e := engine.Event{Kind: k, To: engine.Everyone, Player: who, Name: "Анна", Gender: engine.GenderFeminine,
								Target: 1 - who, TName: "Bob", Dir: d, N: n, Reason: r, Family: fam, Cell: maze.CellPitExit,
								Info: []int{5, 6, 2, 3, 4, 2, 1, 1, 2, 9, 11}}
							for _, l := range engine.Langs {
								for _, g := range []engine.Gender{engine.GenderMasculine, engine.GenderFeminine} {
									s := narrate.Event(&e, narrate.Reader{Seat: 0, Lang: l, Gender: g})
									if s != "" {
										said++
									}
									if bad := leftovers.FindString(s); bad != "" {
										t.Fatalf("%s/%s/%s: %q in %q", fam, k, r, bad, s)
									}
								}
							}
						}
					}
				}
			}
		}
	}
	if said == 0 {
		t.Fatal("nothing was said")
	}
}
