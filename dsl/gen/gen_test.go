package gen

import (
	"bytes"
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"labyrinth/dsl"
	"labyrinth/dsl/maze"
	"labyrinth/dsl/rules"
	"labyrinth/internal/golden"
)

// opts is Options with every knob at the preset's default.
func opts(f rules.Family, seed int64) Options {
	return Options{Preset: f, Seed: seed, Loops: -1, DeadEnds: -1, Depth: -1, Chains: -1}
}

// TestEveryMazePasses is the property the generator promises: whatever the
// seed and size, the maze compiles under its preset with no error and no
// warning (labyrinth check --werror), and the same options give the same
// bytes.
func TestEveryMazePasses(t *testing.T) {
	sizes := map[rules.Family][][2]int{
		rules.FamilyBase:    {{4, 4}, {6, 6}, {8, 8}, {12, 12}, {20, 20}},
		rules.FamilyVMK:     {{5, 5}, {10, 10}, {12, 12}, {16, 16}},
		rules.FamilyDuel:    {{10, 10}},
		rules.FamilySchool:  {{6, 6}, {8, 12}, {10, 10}, {14, 14}},
		rules.FamilyTver:    {{4, 4}, {6, 6}, {8, 8}, {12, 12}},
		rules.FamilyMIET:    {{6, 6}, {8, 8}, {10, 10}, {14, 14}},
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
				for seed := int64(1); seed <= int64(seeds); seed++ {
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
					if f, _ := dsl.FormatSource("gen.maze", r.Source); !bytes.Equal(f, r.Source) {
						t.Fatalf("seed %d: labyrinth fmt would change the file", seed)
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

// TestGolden keeps one maze per preset and style: a change of the
// generator that changes what a seed gives shows up here.
func TestGolden(t *testing.T) {
	for _, fam := range rules.Families() {
		for _, style := range []string{StyleBox, StyleVMK} {
			t.Run(fmt.Sprintf("%s-%s", fam, style), func(t *testing.T) {
				o := opts(fam, 7)
				o.Style = style
				r, err := Generate(o)
				if err != nil {
					t.Fatal(err)
				}
				path := filepath.Join("testdata", fmt.Sprintf("%s-%s.maze", fam, style))
				golden.Check(t, path, r.Source)
				// The generator writes what fmt would: formatting the file
				// again changes nothing.
				formatted, ds := dsl.FormatSource(path, r.Source)
				if ds.HasErrors() {
					t.Fatalf("does not format: %v", ds)
				}
				if !bytes.Equal(formatted, r.Source) {
					t.Errorf("fmt changes the generated file:\n%s", golden.Diff(path, r.Source, "formatted", formatted))
				}
			})
		}
	}
}

// TestSourceTextContents checks each family gets what its source text asks for, by
// counting in the compiled model.
func TestSourceTextContents(t *testing.T) {
	for seed := int64(1); seed <= 10; seed++ {
		count := func(r *Result, k maze.CellKind) int {
			n := 0
			for _, f := range r.Maze.Floors {
				for _, c := range f.Cells {
					if c.Kind == k {
						n++
					}
				}
			}
			return n
		}
		treasures := func(r *Result) (n [4]int) {
			for _, tr := range r.Maze.Treasures {
				n[tr.Kind]++
			}
			return n
		}
		gen := func(f rules.Family) *Result {
			r, err := Generate(opts(f, seed))
			if err != nil {
				t.Fatal(err)
			}
			return r
		}
		// D2: 1 crossbow, 1 crutch, 1 trap, 4 pits and exits, 3 false, 1 true.
		d := gen(rules.FamilyDuel)
		if count(d, maze.CellCrossbow) != 1 || count(d, maze.CellCrutch) != 1 || count(d, maze.CellTrap) != 1 ||
			len(d.Maze.Pits) != 4 || count(d, maze.CellPitExit) != 4 || treasures(d) != [4]int{1, 3, 0, 0} {
			t.Errorf("D2 duel seed %d: contents wrong", seed)
		}
		// B3–B5, B18: a hole set, a river, an arsenal, a hospital, one treasure.
		b := gen(rules.FamilyBase)
		if len(b.Maze.HoleSets) != 1 || len(b.Maze.Rivers) != 1 || count(b, maze.CellArsenal) < 1 || count(b, maze.CellHospital) < 1 || treasures(b) != [4]int{1, 0, 0, 0} {
			t.Errorf("B base seed %d: contents wrong", seed)
		}
		// V2, V4, V7, V8: ten treasures one true, pits with exits, arsenals, mines.
		v := gen(rules.FamilyVMK)
		if treasures(v) != [4]int{1, 9, 0, 0} || len(v.Maze.Pits) != 4 || count(v, maze.CellArsenal) < 2 || count(v, maze.CellMine) < 2 {
			t.Errorf("V vmk1983 seed %d: contents wrong: %v", seed, treasures(v))
		}
		// C2, C8, C10, C11, C12, C13.
		s := gen(rules.FamilySchool)
		if count(s, maze.CellExit) != 1 || count(s, maze.CellMorgue) != 1 || count(s, maze.CellPuddle) < 1 ||
			len(s.Maze.HoleSets[0].Cells) != 5 || treasures(s) != [4]int{1, 2, 0, 0} || len(s.Maze.Creatures) != 1 {
			t.Errorf("C school seed %d: contents wrong", seed)
		}
		// T1, T2, T5: three floors with stairs, a basement with void cells.
		tv := gen(rules.FamilyTver)
		if len(tv.Maze.Floors) != 3 || len(tv.Maze.Stairs) < 2 || count(tv, maze.CellVoid) == 0 || count(tv, maze.CellArsenal) != 3 {
			t.Errorf("T tver seed %d: contents wrong", seed)
		}
		// I1, I5, I7, I9: three treasures, two rivers, a rubber room, holes of 3 and 2, a fake hole.
		m := gen(rules.FamilyMIET)
		if treasures(m) != [4]int{1, 1, 1, 0} || len(m.Maze.Rivers) != 2 || count(m, maze.CellRubberRoom) != 1 ||
			len(m.Maze.HoleSets) != 2 || len(m.Maze.HoleSets[0].Cells) != 3 || len(m.Maze.HoleSets[1].Cells) != 2 || count(m, maze.CellFakeHole) != 1 {
			t.Errorf("I miet seed %d: contents wrong", seed)
		}
		// S1, S2, S5, S6: a ball, three entrances and the institute, traps of both kinds.
		st := gen(rules.FamilyStalker)
		kinds := map[maze.RegionKind]bool{}
		for _, r := range st.Maze.Regions {
			kinds[r.Kind] = true
		}
		if count(st, maze.CellBall) != 1 || count(st, maze.CellEntrance) != 3 || count(st, maze.CellInstitute) != 1 || len(kinds) != 5 {
			t.Errorf("S stalker seed %d: contents wrong", seed)
		}
	}
}

// FuzzOptions: whatever the options, Generate returns a maze that passes
// every check, or an error; it never panics or hangs.
func FuzzOptions(f *testing.F) {
	f.Add(uint8(0), uint8(8), uint8(8), uint8(1), uint64(1), false, uint8(255), uint8(255), uint8(255), uint8(0))
	f.Add(uint8(4), uint8(6), uint8(9), uint8(3), uint64(99), true, uint8(10), uint8(100), uint8(50), uint8(2))
	f.Fuzz(func(t *testing.T, fam, rows, cols, floors uint8, seed uint64, vmk bool, loops, dead, depth, chains uint8) {
		fams := rules.Families()
		o := Options{Preset: fams[int(fam)%len(fams)], Rows: int(rows % 24), Cols: int(cols % 24), Floors: int(floors % 4), Seed: int64(seed),
			Loops: knob(loops), DeadEnds: knob(dead), Depth: knob(depth), Chains: int(chains%4) - 1}
		if vmk {
			o.Style = StyleVMK
		}
		r, err := Generate(o)
		if err != nil {
			return
		}
		if _, ds := dsl.Compile("fuzz.maze", r.Source); ds.HasErrors() {
			t.Fatalf("%+v: %v", o, ds)
		}
	})
}

func knob(v uint8) float64 {
	if v > 200 {
		return -1
	}
	return float64(v) / 200
}

// BenchmarkGenerate: a 10×10 maze of each preset, generated and checked
// (target: 50 ms).
func BenchmarkGenerate(b *testing.B) {
	for _, fam := range rules.Families() {
		b.Run(string(fam), func(b *testing.B) {
			for i := 0; b.Loop(); i++ {
				o := opts(fam, int64(i))
				o.Rows, o.Cols = 10, 10
				if _, err := Generate(o); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// TestKnobsPass: every option, at its ends, still gives mazes that pass
// every check.
func TestKnobsPass(t *testing.T) {
	cases := []struct {
		name string
		set  func(*Options)
	}{
		{"V13 walled treasure", func(o *Options) { o.Preset = rules.FamilyVMK; o.Walled = true }},
		{"V3 last is true", func(o *Options) { o.Preset = rules.FamilyVMK; o.LastIsTrue = true }},
		{"V25 two floors", func(o *Options) { o.Preset = rules.FamilyVMK; o.Floors = 2 }},
		{"V25 two floors walled box", func(o *Options) { o.Preset = rules.FamilyVMK; o.Floors = 2; o.Walled = true; o.Style = StyleBox }},
		{"M14 base on three floors", func(o *Options) { o.Preset = rules.FamilyBase; o.Floors = 3 }},
		{"T1 tver on one floor", func(o *Options) { o.Preset = rules.FamilyTver; o.Floors = 1 }},
		{"T1 tver on two floors", func(o *Options) { o.Preset = rules.FamilyTver; o.Floors = 2 }},
		{"T1 tver on five floors", func(o *Options) { o.Preset = rules.FamilyTver; o.Floors = 5 }},
		{"pit chains", func(o *Options) { o.Preset = rules.FamilyVMK; o.Chains = 3 }},
		{"duel pit chains", func(o *Options) { o.Preset = rules.FamilyDuel; o.Chains = 3 }},
		{"no loops, long corridors", func(o *Options) { o.Loops, o.DeadEnds = 0, 0 }},
		{"many loops, many dead ends", func(o *Options) { o.Loops, o.DeadEnds = 0.5, 1 }},
		{"school many loops", func(o *Options) { o.Preset = rules.FamilySchool; o.Loops = 1 }},
		{"treasure at the door", func(o *Options) { o.Preset = rules.FamilyMIET; o.Depth = 0 }},
		{"treasure farthest", func(o *Options) { o.Preset = rules.FamilyDuel; o.Depth = 1 }},
		{"C13 no minotaur", func(o *Options) { o.Preset = rules.FamilySchool; o.NoCreature = true }},
		{"I8 no bear", func(o *Options) { o.Preset = rules.FamilyMIET; o.NoCreature = true }},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			for seed := int64(1); seed <= 15; seed++ {
				o := opts(rules.FamilyBase, seed)
				c.set(&o)
				r, err := Generate(o)
				if err != nil {
					t.Fatalf("seed %d: %v", seed, err)
				}
				if _, ds := dsl.Compile("gen.maze", r.Source); len(ds) > 0 {
					if ec, wc := ds.Count(); ec+wc > 0 {
						t.Fatalf("seed %d: %v\n%s", seed, ds, r.Source)
					}
				}
			}
		})
	}
}

// TestOptionErrors: impossible options are errors that say why.
func TestOptionErrors(t *testing.T) {
	for _, c := range []struct {
		o    Options
		want string
	}{
		{Options{Preset: "chess"}, `no preset "chess"`},
		{Options{Preset: rules.FamilyDuel, Rows: 8, Cols: 8}, "a duel maze is 10×10"},
		{Options{Preset: rules.FamilySchool, Rows: 4, Cols: 9}, "at least 6×6"},
		{Options{Preset: rules.FamilyBase, Rows: 50, Cols: 50}, "at most 40×40"},
		{Options{Preset: rules.FamilyBase, Rows: 6, Cols: 9}, "a base maze is square (B2); got 6×9: try --size 6x6 or 9x9"},
		{Options{Preset: rules.FamilyTver, Rows: 8, Cols: 6}, "a tver maze is square (T5)"},
		{Options{Preset: rules.FamilyMIET, Floors: 2}, "play on one floor"},
		{Options{Preset: rules.FamilyBase, Style: "ascii"}, `style "ascii"`},
	} {
		c.o.Loops, c.o.DeadEnds, c.o.Depth, c.o.Chains = -1, -1, -1, -1
		_, err := Generate(c.o)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%+v: error %v, want %q", c.o, err, c.want)
		}
	}
}

// TestSpec: a --gen spec sets the same options as the flags.
func TestSpec(t *testing.T) {
	s := NewSpec()
	if err := s.Parse("vmk1983,12x8 seed=7 floors=2 walled loops=0.2 balance=10"); err != nil {
		t.Fatal(err)
	}
	if s.Preset != rules.FamilyVMK || s.Rows != 12 || s.Cols != 8 || s.Seed != 7 || !s.SeedSet || s.Floors != 2 || !s.Walled || s.Loops != 0.2 || s.Balance != 10 {
		t.Errorf("parsed %+v", s)
	}
	for _, bad := range []string{"4by4", "loops=2", "seed=x", "floors", "chess"} {
		s := NewSpec()
		if err := s.Parse(bad); err == nil {
			t.Errorf("%q parsed", bad)
		}
	}
}

// FuzzSpec: a --gen spec is parsed or refused, never a panic; what parses
// generates or says why.
func FuzzSpec(f *testing.F) {
	for _, s := range []string{"duel", "8x8", "vmk1983,seed=7,floors=2", "school size=12x12 loops=0.1 no-creature", "walled=maybe", "=,=", "size=0x0"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, spec string) {
		s := NewSpec()
		if err := s.Parse(spec); err != nil {
			return
		}
		s.Balance = 0
		if r, err := Generate(s.Options); err == nil {
			if _, ds := dsl.Compile("fuzz.maze", r.Source); ds.HasErrors() {
				t.Fatalf("%q: %v", spec, ds)
			}
		}
	})
}

// walls returns which walls of a generated maze's first floor stand, the
// part of the source that two families could share.
func walls(r *Result) []bool {
	var out []bool
	f := &r.Maze.Floors[0]
	for _, w := range f.HWalls {
		out = append(out, w.Kind != maze.WallNone)
	}
	for _, w := range f.VWalls {
		out = append(out, w.Kind != maze.WallNone)
	}
	return out
}

// alike is the share of walls two mazes of one size agree on: about a half
// for unrelated mazes, near 1 for one maze with a different exit.
func alike(a, b []bool) float64 {
	same := 0
	for i := range a {
		if a[i] == b[i] {
			same++
		}
	}
	return float64(same) / float64(len(a))
}

// TestSeedsDifferByFamily: one seed under two families of the same board
// gives two unrelated mazes, not the same walls dressed differently.
func TestSeedsDifferByFamily(t *testing.T) {
	for seed := int64(1); seed <= 5; seed++ {
		ra, err := Generate(opts(rules.FamilyVMK, seed))
		if err != nil {
			t.Fatal(err)
		}
		rb, err := Generate(opts(rules.FamilyDuel, seed))
		if err != nil {
			t.Fatal(err)
		}
		if s := alike(walls(ra), walls(rb)); s > 0.85 {
			t.Errorf("seed %d: vmk1983 and duel agree on %.0f%% of their walls", seed, 100*s)
		}
	}
}

// TestPartnerIsNotTheNextSeedD1: a duel's second maze (D1) is the seed's
// own partner, neither its first maze nor the next seed's first, so two
// pairs from neighbouring seeds share no maze.
func TestPartnerIsNotTheNextSeedD1(t *testing.T) {
	gen := func(seed int64, partner bool) []bool {
		o := opts(rules.FamilyDuel, seed)
		o.Partner = partner
		r, err := Generate(o)
		if err != nil {
			t.Fatal(err)
		}
		return walls(r)
	}
	for seed := int64(1); seed <= 4; seed++ {
		p := gen(seed, true)
		if s := alike(p, gen(seed, false)); s > 0.85 {
			t.Errorf("seed %d: the partner agrees with the first maze on %.0f%% of the walls", seed, 100*s)
		}
		if s := alike(p, gen(seed+1, false)); s > 0.85 {
			t.Errorf("seed %d: the partner agrees with seed %d's first maze on %.0f%% of the walls", seed, seed+1, 100*s)
		}
		if alike(p, gen(seed, true)) != 1 {
			t.Errorf("seed %d: the partner is not the same twice", seed)
		}
	}
}

// TestWalledLeavesNoOtherPocketV13: --walled walls in the true treasure
// only (V13: «помещают истинный клад в клетку, окружённую стенками со
// всех четырёх сторон»); no other part of the maze is left reachable only
// by jumping (V12-jump-only), whatever the seed.
func TestWalledLeavesNoOtherPocketV13(t *testing.T) {
	seeds := int64(40)
	if testing.Short() {
		seeds = 10
	}
	for seed := int64(1); seed <= seeds; seed++ {
		o := opts(rules.FamilyVMK, seed)
		o.Walled = true
		r, err := Generate(o)
		if err != nil {
			t.Fatalf("seed %d: %v", seed, err)
		}
		_, ds := dsl.Compile("gen.maze", r.Source)
		walled := 0
		for _, d := range ds {
			switch d.Code {
			case "V12-jump-only":
				t.Errorf("seed %d: %s", seed, d)
			case "V13-walled-treasure":
				walled++
			}
		}
		if walled != 1 {
			t.Errorf("seed %d: %d walled-in treasures, want 1", seed, walled)
		}
	}
}

// TestExitsSurviveTrimmingB4: an exit in the right wall (B4) is kept
// when an editor strips the file's trailing spaces on save: the trimmed
// file compiles without warnings (no W0414) to the same maze.
func TestExitsSurviveTrimmingB4(t *testing.T) {
	for _, fam := range rules.Families() {
		for seed := int64(1); seed <= 6; seed++ {
			r, err := Generate(opts(fam, seed))
			if err != nil {
				t.Fatalf("%s seed %d: %v", fam, seed, err)
			}
			lines := strings.Split(string(r.Source), "\n")
			for i, l := range lines {
				lines[i] = strings.TrimRight(l, " ")
			}
			trimmed := strings.Join(lines, "\n")
			m, ds := dsl.Compile("trimmed.maze", []byte(trimmed))
			if ec, wc := ds.Count(); ec+wc > 0 {
				t.Fatalf("%s seed %d: trimmed, %d errors and %d warnings: %v", fam, seed, ec, wc, ds)
			}
			if a, b := walls(r), walls(&Result{Maze: m}); alike(a, b) != 1 {
				t.Errorf("%s seed %d: trimming changed the walls", fam, seed)
			}
		}
	}
}
