package narrate_test

import (
	"encoding/json"
	"reflect"
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
							e := engine.Event{To: engine.Everyone, Player: who, Name: "Анна", Gender: engine.GenderFeminine,
								Target: 1 - who, TName: "Bob", Family: fam, Payload: samplePayload(t, k, d, n, r)}
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

// samplePayload is a payload of kind k with every field set: directions
// to d, reasons to r, numbers to n, flags to n > 0, and the rest to
// values that make a sentence say the most.
func samplePayload(t *testing.T, k engine.EventKind, d maze.Dir, n int, r engine.Reason) engine.Payload {
	t.Helper()
	var e engine.Event
	if err := json.Unmarshal([]byte(`{"Kind":"`+k.String()+`"}`), &e); err != nil {
		t.Fatal(err)
	}
	v := reflect.New(reflect.TypeOf(e.Payload)).Elem()
	for i := range v.NumField() {
		f := v.Field(i)
		switch f.Interface().(type) {
		case maze.Dir:
			f.Set(reflect.ValueOf(d))
		case engine.Reason:
			f.Set(reflect.ValueOf(r))
		case maze.CellKind:
			f.Set(reflect.ValueOf(maze.CellPitExit))
		case maze.RegionKind:
			f.Set(reflect.ValueOf(maze.RegionJelly))
		case maze.Coord:
			f.Set(reflect.ValueOf(maze.Coord{Row: 4, Col: 3}))
		case []int:
			f.Set(reflect.ValueOf([]int{9, 11}))
		case int:
			f.SetInt(int64(n))
		case bool:
			f.SetBool(n > 0)
		case engine.RiverEnd, engine.BoomerangOutcome, engine.SkipCause:
			f.SetUint(uint64(n % 3))
		default:
			t.Fatalf("%s: no sample for the field %s of type %s", k, v.Type().Field(i).Name, f.Type())
		}
	}
	return v.Interface().(engine.Payload)
}
