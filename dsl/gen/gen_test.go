package gen

import (
	"bytes"
	"fmt"
	"testing"

	"labyrinth/dsl"
	"labyrinth/dsl/rules"
)

// opts is Options with every knob at the preset's default.
func opts(f rules.Family, seed uint64) Options {
	return Options{Preset: f, Seed: seed, Loops: -1, DeadEnds: -1, Depth: -1, Chains: -1}
}

// TestEveryMazePasses is the property the generator promises: whatever the
// seed and size, the maze compiles under its preset with no error and no
// warning (labyrinth check --werror), and the same options give the same
// bytes.
func TestEveryMazePasses(t *testing.T) {
	sizes := map[rules.Family][][2]int{
		rules.FamilyBase:    {{4, 4}, {6, 9}, {8, 8}, {12, 12}, {20, 15}},
		rules.FamilyVMK:     {{5, 5}, {10, 10}, {12, 8}, {16, 16}},
		rules.FamilyDuel:    {{10, 10}},
		rules.FamilySchool:  {{6, 6}, {8, 12}, {10, 10}, {14, 14}},
		rules.FamilyTver:    {{4, 4}, {6, 8}, {8, 8}, {12, 12}},
		rules.FamilyMIET:    {{6, 6}, {8, 10}, {10, 10}, {14, 14}},
		rules.FamilyStalker: {{9, 9}, {10, 12}, {12, 12}, {16, 16}},
	}
	seeds := 40
	if testing.Short() {
		seeds = 8
	}
	for _, fam := range rules.Families() {
		for _, sz := range sizes[fam] {
			t.Run(fmt.Sprintf("%s/%dx%d", fam, sz[0], sz[1]), func(t *testing.T) {
				worst := 0
				for seed := uint64(1); seed <= uint64(seeds); seed++ {
					o := opts(fam, seed)
					o.Rows, o.Cols = sz[0], sz[1]
					r, err := Generate(o)
					if err != nil {
						t.Fatalf("seed %d: %v", seed, err)
					}
					m, ds := dsl.Compile("gen.maze", r.Source)
					if ec, wc := ds.Count(); ec+wc > 0 {
						t.Fatalf("seed %d: %d errors, %d warnings:\n%v\n%s", seed, ec, wc, ds, r.Source)
					}
					if m.Rules.Family != fam {
						t.Fatalf("seed %d: preset %s, want %s", seed, m.Rules.Family, fam)
					}
					again, err := Generate(o)
					if err != nil || !bytes.Equal(again.Source, r.Source) {
						t.Fatalf("seed %d: a second run gave another file", seed)
					}
					worst = max(worst, r.Attempts)
				}
				t.Logf("at most %d attempts", worst)
			})
		}
	}
}
