package campaign

import (
	"errors"
	"fmt"
	"path/filepath"
	"time"

	"labyrinth/dsl/diag"
	"labyrinth/dsl/gen"
	"labyrinth/dsl/mazefile"
	"labyrinth/pbem"
)

// TakeArgs takes the arguments of "campaign new": the campaign directory,
// or none when DB names the database. Its errors are *SettingError.
func (s *Settings) TakeArgs(args []string) error {
	switch {
	case len(args) > 1:
		return settingErr("dir", `quote a player's entry: --player "Анна <anna@example.org> ru f"`,
			"campaign new takes one directory, not %d arguments", len(args))
	case len(args) == 1 && s.DB != "":
		return settingErr("dir", "", "give the campaign directory or --db FILE, not both")
	case len(args) == 1:
		s.Dir = args[0]
	case s.DB == "":
		return settingErr("dir", `e.g. labyrinth campaign new autumn --maze castle.maze --referee referee@example.org --host host@example.org --player "Анна <anna@example.org> ru f" --player "Bob <bob@example.org> en"`,
			"campaign new needs the campaign directory")
	}
	return nil
}

// Prepare makes the campaign the settings describe: the campaign file
// they start from (ReadConfigFile) with the settings applied at now, and
// checked (Settings.Check). When Gen is set, generate makes the maze from
// the campaign's seed (Config.GenSeed) and the maze is that one;
// otherwise the maze is the file Config.MazeFile names, not yet read
// (MazeFile.Read), or none for a duel.
func (s Settings) Prepare(now time.Time, generate func(seed int64) (*gen.Result, error)) (*Config, MazeFile, error) {
	cfg, err := ReadConfigFile(s.ConfigFile)
	if err != nil {
		return nil, MazeFile{}, err
	}
	if err := cfg.Apply(s, now); err != nil {
		return nil, MazeFile{}, err
	}
	mz := MazeFile{Path: cfg.MazeFile(s)}
	if s.Gen {
		r, err := generate(cfg.GenSeed())
		if err != nil {
			return nil, MazeFile{}, err
		}
		mz = GeneratedMaze(r)
		cfg.Maze = mz.Path
	}
	if err := s.Check(cfg); err != nil {
		return nil, MazeFile{}, err
	}
	return cfg, mz, nil
}

// GeneratedMaze is a generated maze as a campaign keeps it, named after
// its family and seed ("duel-7.maze").
func GeneratedMaze(r *gen.Result) MazeFile {
	name := fmt.Sprintf("%s-%d.maze", r.Maze.Rules.Family, r.Options.Seed)
	return MazeFile{Name: name, Path: name, Source: r.Source, Generated: r.Summary()}
}

// Read reads the maze file at Path (mazefile.Read) and compiles it, so
// that a maze with errors stops a campaign before anything is created:
// then it returns the compiler's diagnostics, to show with the source
// (Source, under Name), and an error that says so. Once read, Name is the
// file's base name.
func (mz *MazeFile) Read(compile Compiler) (diag.Diagnostics, error) {
	var err error
	if mz.Source, mz.Name, mz.OnDisk, err = mazefile.Read(mz.Path); err != nil {
		return nil, err
	}
	var ds diag.Diagnostics
	if _, err := compile(mz.Name, mz.Source); errors.As(err, &ds) && ds.HasErrors() {
		return ds, &pbem.HintError{Err: fmt.Errorf("the maze %s does not compile: no campaign created", mz.Name),
			Advice: "fix it and run \"labyrinth check " + mz.Name + "\" until it passes"}
	}
	mz.Name = filepath.Base(mz.Name)
	return nil, nil
}
