package bot_test

import (
	"errors"
	"testing"

	"labyrinth/dsl"
	"labyrinth/dsl/gen"
	"labyrinth/dsl/maze"
	"labyrinth/dsl/rules"
	"labyrinth/engine/bot"
	"labyrinth/examples"
)

// readExample reads an embedded example, "base" when arg is "", as the
// caller's read does, and counts the reads.
func readExample(t *testing.T, reads *[]string) func(string) (*maze.Maze, string, error) {
	return func(arg string) (*maze.Maze, string, error) {
		if arg == "" {
			arg = "base"
		}
		*reads = append(*reads, arg)
		src, err := examples.Read(arg)
		if err != nil {
			return nil, arg, err
		}
		m, ds := dsl.Compile("dir/"+arg+".maze", src)
		if ds.HasErrors() {
			t.Fatalf("%s: %v", arg, ds)
		}
		return m, "dir/" + arg + ".maze", nil
	}
}

func generate(s gen.Spec) (*gen.Result, error) { return gen.Generate(s.Options) }

// TestBoardLoad: a file, a generated maze, a preset over a file's rules,
// and a duel's two mazes, from files or generated from two seeds.
func TestBoardLoad(t *testing.T) {
	var reads []string
	read := readExample(t, &reads)

	m, names, own, err := bot.Board{}.Load("", 1, read, generate)
	if err != nil || m == nil || own || len(names) != 1 || names[0].File != "base.maze" {
		t.Fatalf("the default: %v %+v %v", err, names, own)
	}

	m, _, _, err = bot.Board{Preset: "school"}.Load("tver", 1, read, generate)
	if want, _ := rules.Preset(rules.FamilySchool); err != nil || m.Rules != want {
		t.Errorf("a preset over a file's rules: %v", err)
	}

	_, names, own, err = bot.Board{Gen: "8x8"}.Load("", 5, read, generate)
	if err != nil || own || len(names) != 1 || names[0].File != "" || names[0].Seed != 5 || names[0].Rows != 8 || names[0].Cols != 8 {
		t.Errorf("generated: %v %+v", err, names)
	}

	reads = nil
	m, names, own, err = bot.Board{Versus: "duel"}.Load("duel", 1, read, generate)
	if err != nil || !own || len(names) != 2 || len(m.Floors) != 2 || len(reads) != 2 || reads[1] != "duel" {
		t.Errorf("a duel of files: %v %+v %v reads %q", err, names, own, reads)
	}

	reads = nil
	_, names, own, err = bot.Board{Gen: "duel", Versus: "gen"}.Load("", 3, read, generate)
	if err != nil || !own || len(names) != 2 || names[0].Seed != 3 || names[1].Seed != 3 || names[0].Partner || !names[1].Partner || len(reads) != 0 {
		t.Errorf("a generated duel: %v %+v %v reads %q", err, names, own, reads)
	}
}

// TestBoardLoadErrors: a spec or a preset the command line got wrong is
// a *BoardError it can tell from the reader's and generator's own.
func TestBoardLoadErrors(t *testing.T) {
	var reads []string
	read := readExample(t, &reads)
	var be *bot.BoardError
	if _, _, _, err := (bot.Board{Gen: "nonsense=1"}).Load("", 1, read, generate); !errors.As(err, &be) || be.Hint() == "" || !be.Usage() {
		t.Errorf("a bad spec: %v", err)
	}
	if _, _, _, err := (bot.Board{Preset: "nope"}).Load("", 1, read, generate); !errors.As(err, &be) || !be.Usage() {
		t.Errorf("a bad preset: %v", err)
	}
	if _, _, _, err := (bot.Board{}).Load("no-such-example", 1, read, generate); err == nil || errors.As(err, &be) {
		t.Errorf("the reader's error: %v", err)
	}
	genErr := errors.New("no maze")
	if _, _, _, err := (bot.Board{Gen: "8x8"}).Load("", 1, read, func(gen.Spec) (*gen.Result, error) { return nil, genErr }); !errors.Is(err, genErr) {
		t.Errorf("the generator's error: %v", err)
	}
}
