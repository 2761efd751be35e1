// Package gen generates fresh mazes of every family as .maze sources a
// host reads, edits and checks like one drawn by hand. Each family gets
// the contents its source text describes (see README.md beside this file), and
// every maze Generate returns compiles under its preset with no error and
// no warning: a candidate that the design rules of package check would
// fault is thrown away and the next one drawn, deterministically, so the
// same options always give the same file, byte for byte.
package gen

import (
	"fmt"
	"hash/fnv"
	"math/rand/v2"
	"strings"

	"labyrinth/dsl"
	"labyrinth/dsl/maze"
	"labyrinth/dsl/rules"
)

// Drawing styles of the maps (grammar.md, "Maps").
const (
	StyleBox = "box" // posts +, walls --- and |
	StyleVMK = "vmk" // source text 001: I walls, ___ under a cell, ~~~ on top (V26)
)

// Options says what to generate. Zero values, and -1 for the knobs, take
// the preset's defaults (Defaults).
type Options struct {
	Preset     rules.Family
	Rows, Cols int
	Floors     int
	Seed       int64
	Style      string

	// Loops is the share (0..1) of the walls left standing by the spanning
	// tree that are knocked out: more loops, more ways round.
	Loops float64
	// DeadEnds (0..1) steers the carving: 0 winds long corridors with few
	// dead ends, 1 branches often into short blind alleys.
	DeadEnds float64
	// Depth (0..1) is how far the true treasure lies from the exits, as a
	// quantile of the distances of all free cells: 1 is the farthest cell.
	Depth float64
	// Chains is how many pits drop the player next to another pit (a
	// chain of falls); -1 takes the default, none.
	Chains int

	// LastIsTrue draws the ВМиК treasures as candidates of which the last
	// one left is true (V3) instead of naming the true one in the links.
	LastIsTrue bool
	// Walled walls the true ВМиК treasure in on four sides, to be reached
	// by jumping (V13).
	Walled bool
	// NoCreature leaves out the school's minotaur and the MIET bear.
	NoCreature bool
	// Partner makes the second maze of a duel's pair (D1): drawn from a
	// stream of the seed of its own, so that no seed's first maze is
	// another seed's partner (as seed+1 would be).
	Partner bool
	// Lang is the language of the title: "en" for an English kit, else
	// Russian, as the source texts name their mazes.
	Lang string
}

// Preset defaults: size, floors and knobs for each family.
type preset struct {
	rows, cols, floors int
	style              string
	loops, deadEnds    float64
	depth              float64
}

var presets = map[rules.Family]preset{
	rules.FamilyBase:    {8, 8, 1, StyleBox, 0.08, 0.3, 0.8},
	rules.FamilyVMK:     {10, 10, 1, StyleVMK, 0.1, 0.3, 0.7},
	rules.FamilyDuel:    {10, 10, 1, StyleBox, 0.1, 0.3, 0.8},
	rules.FamilySchool:  {10, 10, 1, StyleBox, 0.06, 0.4, 0.8},
	rules.FamilyTver:    {8, 8, 3, StyleBox, 0.08, 0.3, 0.7},
	rules.FamilyMIET:    {10, 10, 1, StyleBox, 0.1, 0.3, 0.7},
	rules.FamilyStalker: {12, 12, 1, StyleBox, 0, 0, 0.5},
}

// Defaults fills the options the caller left unset with the preset's and
// checks the rest.
func (o Options) Defaults() (Options, error) {
	if o.Preset == "" {
		o.Preset = rules.FamilyBase
	}
	p, ok := presets[o.Preset]
	if !ok {
		if _, err := rules.Preset(o.Preset); err != nil {
			return o, err
		}
		return o, fmt.Errorf("no generator for preset %s", o.Preset)
	}
	if o.Rows == 0 && o.Cols == 0 {
		o.Rows, o.Cols = p.rows, p.cols
	}
	if o.Floors == 0 {
		o.Floors = p.floors
	}
	if o.Style == "" {
		o.Style = p.style
	}
	if o.Loops < 0 {
		o.Loops = p.loops
	}
	if o.DeadEnds < 0 {
		o.DeadEnds = p.deadEnds
	}
	if o.Depth < 0 {
		o.Depth = p.depth
	}
	if o.Chains < 0 {
		o.Chains = 0
	}
	square := map[rules.Family]bool{rules.FamilyBase: true, rules.FamilyVMK: true, rules.FamilyMIET: true, rules.FamilyTver: true}
	minSide := map[rules.Family]int{rules.FamilySchool: 6, rules.FamilyStalker: 9, rules.FamilyDuel: 6, rules.FamilyMIET: 6, rules.FamilyVMK: 5, rules.FamilyTver: 4, rules.FamilyBase: 4}[o.Preset]
	switch {
	case o.Rows < minSide || o.Cols < minSide:
		return o, fmt.Errorf("a %s maze needs at least %d×%d cells to hold what its source text puts in it; got %d×%d", o.Preset, minSide, minSide, o.Rows, o.Cols)
	case square[o.Preset] && o.Rows != o.Cols:
		return o, fmt.Errorf("a %s maze is square (%s); got %d×%d: try --size %dx%d or %dx%d", o.Preset, squareRule[o.Preset], o.Rows, o.Cols, o.Rows, o.Rows, o.Cols, o.Cols)
	case o.Preset == rules.FamilyDuel && (o.Rows != 10 || o.Cols != 10):
		return o, fmt.Errorf("a duel maze is 10×10, columns а..к and rows 1..10 (D1); got %d×%d", o.Rows, o.Cols)
	case o.Rows > 40 || o.Cols > 40:
		return o, fmt.Errorf("%d×%d is larger than a host can draw: at most 40×40", o.Rows, o.Cols)
	case o.Floors < 1 || o.Floors > 5:
		return o, fmt.Errorf("--floors %d: from 1 to 5", o.Floors)
	case o.Floors > 1 && o.Preset != rules.FamilyTver && o.Preset != rules.FamilyVMK && o.Preset != rules.FamilyBase:
		return o, fmt.Errorf("the %s rules play on one floor; more floors are for tver, vmk1983 (V25) and base (M14)", o.Preset)
	case o.Style != StyleBox && o.Style != StyleVMK:
		return o, fmt.Errorf("style %q: box or vmk", o.Style)
	case o.Loops > 1 || o.DeadEnds > 1 || o.Depth > 1:
		return o, fmt.Errorf("loops, dead ends and depth are shares from 0 to 1")
	case o.Chains > 8:
		return o, fmt.Errorf("at most 8 pit chains")
	}
	return o, nil
}

// Result is a generated maze: its canonical source and the compiled model.
type Result struct {
	Options Options
	Source  []byte
	Maze    *maze.Maze
	// Attempts is how many candidates were drawn before one passed every
	// check.
	Attempts int
	Stats    Stats
}

// Stats describes the layout.
type Stats struct {
	Cells, DeadEnds, Loops int
	// TreasureDepth is the number of steps from the true treasure (or the
	// ball) to the nearest exit (or entrance) on its floor.
	TreasureDepth int
}

// maxAttempts bounds the candidates drawn for one maze. The property tests
// show the generators need a few at most; the bound turns a generator bug
// into an error instead of a hang.
const maxAttempts = 400

// Generate makes one maze. The same options give the same source.
func Generate(o Options) (*Result, error) {
	o, err := o.Defaults()
	if err != nil {
		return nil, err
	}
	var lastErr string
	for attempt := 0; attempt < maxAttempts; attempt++ {
		r := rand.New(rand.NewPCG(o.stream(), uint64(attempt)*0x9e3779b97f4a7c15+0x632be59bd9b4e019))
		b := newBoard(&o, r)
		b.m.Rules = rules.MustPreset(o.Preset)
		if !b.build() {
			lastErr = "the contents did not fit"
			continue
		}
		name := fmt.Sprintf("generated %s seed %d", o.Preset, o.Seed)
		src, ds := dsl.FormatSource(name, b.write(o.Style))
		if ds.HasErrors() {
			return nil, fmt.Errorf("generated source does not parse: %v", ds[0])
		}
		m, ds := dsl.Compile(name, src)
		if ec, wc := ds.Count(); ec+wc > 0 {
			lastErr = ds[0].String()
			continue
		}
		return &Result{Options: o, Source: src, Maze: m, Attempts: attempt + 1, Stats: b.stats}, nil
	}
	return nil, fmt.Errorf("no %s maze of %d×%d passed the checks in %d attempts (last: %s)", o.Preset, o.Rows, o.Cols, maxAttempts, lastErr)
}

// stream is the first word of the random source: the seed mixed with the
// family (the same seed gives unrelated walls under vmk1983 and duel) and
// with Partner (a duel's second maze is not another seed's first).
func (o *Options) stream() uint64 {
	h := fnv.New64a()
	h.Write([]byte(o.Preset))
	if o.Partner {
		h.Write([]byte("\x00partner"))
	}
	x := uint64(o.Seed) ^ h.Sum64()
	// splitmix64's finaliser: neighbouring seeds land far apart.
	x = (x ^ x>>30) * 0xbf58476d1ce4e5b9
	x = (x ^ x>>27) * 0x94d049bb133111eb
	return x ^ x>>31
}

// build fills the board for the preset; false means start again.
func (b *board) build() bool {
	switch b.o.Preset {
	case rules.FamilyBase:
		return b.base()
	case rules.FamilyVMK:
		return b.vmk()
	case rules.FamilyDuel:
		return b.duel()
	case rules.FamilySchool:
		return b.school()
	case rules.FamilyTver:
		return b.tver()
	case rules.FamilyMIET:
		return b.miet()
	case rules.FamilyStalker:
		return b.stalker()
	}
	return false
}

// Command returns the gen command line that makes this maze again.
func (o Options) Command() string {
	var s strings.Builder
	fmt.Fprintf(&s, "labyrinth gen --preset %s --size %dx%d", o.Preset, o.Rows, o.Cols)
	if p := presets[o.Preset]; o.Floors != p.floors {
		fmt.Fprintf(&s, " --floors %d", o.Floors)
	}
	fmt.Fprintf(&s, " --seed %d", o.Seed)
	if o.Partner {
		s.WriteString(" --partner")
	}
	if o.Lang == "en" {
		s.WriteString(" --lang en")
	}
	p := presets[o.Preset]
	if o.Style != p.style {
		fmt.Fprintf(&s, " --style %s", o.Style)
	}
	if o.Loops != p.loops {
		fmt.Fprintf(&s, " --loops %g", o.Loops)
	}
	if o.DeadEnds != p.deadEnds {
		fmt.Fprintf(&s, " --dead-ends %g", o.DeadEnds)
	}
	if o.Depth != p.depth {
		fmt.Fprintf(&s, " --depth %g", o.Depth)
	}
	if o.Chains > 0 {
		fmt.Fprintf(&s, " --chains %d", o.Chains)
	}
	if o.LastIsTrue {
		s.WriteString(" --last-is-true")
	}
	if o.Walled {
		s.WriteString(" --walled")
	}
	if o.NoCreature {
		s.WriteString(" --no-creature")
	}
	return s.String()
}

// squareRule names the rule by which a family's field is square: B2 «на
// квадратном игровом поле» (base, and the ВМиК and MIET variants of it), T5
// for Tver's floors («всё же остался квадратным»).
var squareRule = map[rules.Family]string{
	rules.FamilyBase: "B2", rules.FamilyVMK: "B2, V1", rules.FamilyMIET: "B2", rules.FamilyTver: "T5",
}
