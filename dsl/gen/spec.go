package gen

import (
	"flag"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"labyrinth/dsl/rules"
)

// Option is one generator option, spelt the same as a flag of "labyrinth
// gen" (--name value) and as a word of a --gen spec (name=value).
type Option struct {
	Name  string
	Usage string
	Bool  bool
	Set   func(o *Options, v string) error
}

// Spec is what a --gen spec or the gen flags set: the options, and the
// bot games to balance with (0: none).
type Spec struct {
	Options
	Balance int
	// SeedSet records that the seed was given, so that a command can fall
	// back on its own --seed.
	SeedSet bool
}

// NewSpec returns a spec with every knob at the preset's default.
func NewSpec() Spec {
	return Spec{Options: Options{Loops: -1, DeadEnds: -1, Depth: -1, Chains: -1}}
}

func share(name string, p *float64) func(*Options, string) error {
	return func(_ *Options, v string) error {
		f, err := strconv.ParseFloat(v, 64)
		if err != nil || f < 0 || f > 1 {
			return fmt.Errorf("%s %q: a share from 0 to 1", name, v)
		}
		*p = f
		return nil
	}
}

// DefineFlags defines the options of the spec on fs, each as --name, so
// that "labyrinth gen" and a --gen spec spell them alike.
func (s *Spec) DefineFlags(fs *flag.FlagSet) {
	for _, o := range s.options() {
		set := func(v string) error { return o.Set(&s.Options, v) }
		if o.Bool {
			fs.BoolFunc(o.Name, o.Usage, set)
		} else {
			fs.Func(o.Name, o.Usage, set)
		}
	}
}

func (s *Spec) options() []Option {
	o := &s.Options
	boolean := func(p *bool) func(*Options, string) error {
		return func(_ *Options, v string) error {
			b, err := strconv.ParseBool(v)
			if err != nil {
				return fmt.Errorf("want yes or no, got %q", v)
			}
			*p = b
			return nil
		}
	}
	return []Option{
		{Name: "preset", Usage: "rules family: " + strings.Join(familyNames(), ", "), Set: func(_ *Options, v string) error {
			if _, err := rules.Preset(rules.Family(v)); err != nil {
				return err
			}
			o.Preset = rules.Family(v)
			return nil
		}},
		{Name: "size", Usage: "ROWSxCOLS (default: the preset's, 10x10 for most)", Set: func(_ *Options, v string) error {
			r, c, err := ParseSize(v)
			o.Rows, o.Cols = r, c
			return err
		}},
		{Name: "floors", Usage: "floors (tver: basement, 1, 2…; vmk1983: a second floor, V25)", Set: func(_ *Options, v string) error {
			n, err := strconv.Atoi(v)
			if err != nil || n < 1 {
				return fmt.Errorf("floors %q: a number from 1", v)
			}
			o.Floors = n
			return nil
		}},
		{Name: "seed", Usage: "random seed: the same seed gives the same file", Set: func(_ *Options, v string) error {
			n, err := strconv.ParseInt(v, 10, 64)
			if err != nil {
				return fmt.Errorf("seed %q: a whole number", v)
			}
			o.Seed, s.SeedSet = n, true
			return nil
		}},
		{Name: "style", Usage: "map drawing: box (+---+) or vmk (I___I, source text 001; default for vmk1983)", Set: func(_ *Options, v string) error {
			if v != StyleBox && v != StyleVMK {
				return fmt.Errorf("style %q: box or vmk", v)
			}
			o.Style = v
			return nil
		}},
		{Name: "loops", Usage: "share 0..1 of the spanning tree's walls knocked out: more ways round", Set: share("loops", &o.Loops)},
		{Name: "dead-ends", Usage: "0..1: 0 winds long corridors, 1 branches into many short blind alleys", Set: share("dead-ends", &o.DeadEnds)},
		{Name: "depth", Usage: "0..1: how far the true treasure lies from the exits (1: the farthest cell)", Set: share("depth", &o.Depth)},
		{Name: "chains", Usage: "pits whose exit lies next to the next pit: falls that chain", Set: func(_ *Options, v string) error {
			n, err := strconv.Atoi(v)
			if err != nil || n < 0 {
				return fmt.Errorf("chains %q: a number from 0", v)
			}
			o.Chains = n
			return nil
		}},
		{Name: "last-is-true", Bool: true, Usage: "vmk1983: the last treasure left is the true one (V3)", Set: boolean(&o.LastIsTrue)},
		{Name: "walled", Bool: true, Usage: "vmk1983: wall the true treasure in, to be reached by jumping (V13)", Set: boolean(&o.Walled)},
		{Name: "lang", Usage: "language of the title: ru or en (default ru)", Set: func(_ *Options, v string) error {
			if v != "ru" && v != "en" {
				return fmt.Errorf("lang %q: ru or en", v)
			}
			o.Lang = v
			return nil
		}},
		{Name: "partner", Bool: true, Usage: "duel: the second maze of the seed's pair (D1), as --versus writes it", Set: boolean(&o.Partner)},
		{Name: "no-creature", Bool: true, Usage: "leave out the school's minotaur and the MIET bear", Set: boolean(&o.NoCreature)},
		{Name: "balance", Usage: "play N explorer games per candidate and keep a fair one (see dsl/gen/README.md)", Set: func(_ *Options, v string) error {
			n, err := strconv.Atoi(v)
			if err != nil || n < 0 || n > 10000 {
				return fmt.Errorf("balance %q: a number of games from 0 to 10000", v)
			}
			s.Balance = n
			return nil
		}},
	}
}

func familyNames() []string {
	var out []string
	for _, f := range rules.Families() {
		out = append(out, string(f))
	}
	return out
}

// ParseSize reads ROWSxCOLS (also with × or X).
func ParseSize(v string) (int, int, error) {
	v = strings.ReplaceAll(strings.ToLower(v), "×", "x")
	rs, cs, ok := strings.Cut(v, "x")
	r, err1 := strconv.Atoi(rs)
	c, err2 := strconv.Atoi(cs)
	if !ok || err1 != nil || err2 != nil || r < 1 || c < 1 {
		return 0, 0, fmt.Errorf("size %q: want ROWSxCOLS, e.g. 10x10", v)
	}
	return r, c, nil
}

// ParseSpec reads a --gen spec: words separated by commas or spaces, each
// a preset name, a size ROWSxCOLS, or name=value for any option of the gen
// command (a yes/no option may stand alone). "duel", "10x10",
// "vmk1983,seed=7,floors=2" and "school size=12x12 loops=0.1" are specs.
func (s *Spec) Parse(spec string) error {
	opts := s.options()
	for _, w := range strings.FieldsFunc(spec, func(r rune) bool { return r == ',' || r == ' ' }) {
		name, val, hasVal := strings.Cut(w, "=")
		name = strings.TrimPrefix(name, "--")
		if !hasVal {
			if slices.Contains(familyNames(), name) {
				name, val, hasVal = "preset", w, true
			} else if _, _, err := ParseSize(w); err == nil {
				name, val, hasVal = "size", w, true
			}
		}
		i := slices.IndexFunc(opts, func(o Option) bool { return o.Name == name })
		if i < 0 {
			return fmt.Errorf("--gen %q: %q is not a preset, a size or an option (%s)", spec, w, optionNames(opts))
		}
		if !hasVal {
			if !opts[i].Bool {
				return fmt.Errorf("--gen %q: %s needs a value: %s=…", spec, name, name)
			}
			val = "true"
		}
		if err := opts[i].Set(&s.Options, val); err != nil {
			return fmt.Errorf("--gen %q: %v", spec, err)
		}
	}
	return nil
}

func optionNames(opts []Option) string {
	var out []string
	for _, o := range opts {
		out = append(out, o.Name)
	}
	return strings.Join(out, ", ")
}
