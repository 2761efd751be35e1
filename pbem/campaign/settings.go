package campaign

import (
	"encoding/json"
	"errors"
	"fmt"
	"hash/fnv"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"time"
)

// Settings are the fields of a campaign that a command line ("labyrinth
// campaign new") sets over a campaign file, written as the command line
// writes them. A nil or empty field is not set and leaves the file's.
type Settings struct {
	// Dir is the campaign's directory, or DB its database file: the
	// campaign is named after it unless Name or the file names it.
	Dir, DB string
	// ConfigFile is the campaign file the settings go over, if any: the
	// file's "maze" is relative to it.
	ConfigFile string

	Name, Tag, Referee, Host, HostLang *string
	// Lang is the language of the players whose entry names none.
	Lang *string
	// Maze is the maze file (relative to the working directory) or an
	// example's name; Gen says a generated maze takes its place.
	Maze string
	Gen  bool
	Duel *bool
	Seed *int64
	// AbsentAfter is Config.AbsentAfter; it counts from 1.
	AbsentAfter *int
	// Round, Grace and Reminder are durations: "24h", "90m", "2d".
	Round, Grace, Reminder *string
	// Deadlines are the first rounds' times: each a round length ("48h",
	// the same as Round) or a fixed deadline ("2026-12-01T18:00:00Z").
	Deadlines []string
	// Players is the roster, one seat each: "NAME <ADDRESS> [ru|en] [m|f]".
	Players []string
}

// ReadConfigFile reads the campaign file that settings go over, as
// DecodeConfig does: without checks or defaults. No file ("") is an empty
// configuration.
func ReadConfigFile(path string) (*Config, error) {
	if path == "" {
		return &Config{}, nil
	}
	src, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	return DecodeConfig(path, src)
}

// SettingError is a setting written wrong. Setting names it as the
// command line does ("round", "player"); Advice says how to write it.
type SettingError struct {
	Setting, Msg, Advice string
}

func (e *SettingError) Error() string { return e.Msg }

// Hint says how to write the setting.
func (e *SettingError) Hint() string { return e.Advice }

// Usage says the error is the command line's mistake: always.
func (e *SettingError) Usage() bool { return true }

func settingErr(setting, hint, format string, args ...any) error {
	return &SettingError{Setting: setting, Msg: fmt.Sprintf(format, args...), Advice: hint}
}

// Apply sets the fields the settings set, reading each as the command
// line writes it; now tells a fixed deadline in the past. Apply leaves
// the checks of the whole and the defaults to Check. Its errors are
// *SettingError.
func (c *Config) Apply(s Settings, now time.Time) error {
	for _, o := range []struct {
		value *string
		field *string
	}{{s.Name, &c.Name}, {s.Tag, &c.Tag}, {s.Referee, &c.Referee}, {s.Host, &c.Host}, {s.HostLang, &c.HostLang}} {
		if o.value != nil {
			*o.field = *o.value
		}
	}
	if c.Name == "" {
		if s.Dir != "" {
			c.Name = filepath.Base(filepath.Clean(s.Dir))
		} else if s.DB != "" {
			c.Name = strings.TrimSuffix(filepath.Base(s.DB), filepath.Ext(s.DB))
		}
	}
	if s.Duel != nil {
		c.Duel = *s.Duel
	}
	if s.Seed != nil {
		c.Seed = *s.Seed
	}
	if s.AbsentAfter != nil {
		if *s.AbsentAfter < 1 {
			return settingErr("absent-after", "", "--absent-after %d: give a number of rounds from 1", *s.AbsentAfter)
		}
		c.AbsentAfter = *s.AbsentAfter
	}
	for _, d := range []struct {
		setting string
		value   *string
		field   *Duration
	}{{"round", s.Round, &c.Round}, {"grace", s.Grace, &c.Grace}, {"reminder", s.Reminder, &c.Reminder}} {
		if d.value == nil {
			continue
		}
		v, err := parseDuration(*d.value)
		if err != nil {
			return settingErr(d.setting, "durations are written 24h, 90m, 2d, 1d12h", "--%s: %v", d.setting, err)
		}
		*d.field = Duration(v)
	}
	if err := c.applyDeadlines(s, now); err != nil {
		return err
	}
	if err := c.applyPlayers(s); err != nil {
		return err
	}
	return c.applyMaze(s)
}

// applyDeadlines reads the --deadline settings: round lengths set Round,
// fixed deadlines replace the file's Deadlines.
func (c *Config) applyDeadlines(s Settings, now time.Time) error {
	if len(s.Deadlines) == 0 {
		return nil
	}
	c.Deadlines = nil
	for _, d := range s.Deadlines {
		if v, err := parseDuration(d); err == nil {
			if s.Round != nil && Duration(v) != c.Round {
				return settingErr("deadline", "", "--deadline %s and --round %s give the rounds two times", d, *s.Round)
			}
			c.Round = Duration(v)
			continue
		}
		t, err := ParseDeadline(d)
		if err != nil {
			return settingErr("deadline", "give the time for each round (48h) or a fixed deadline (2026-12-01T18:00:00Z)", "--deadline %v", err)
		}
		if !t.After(now) {
			return settingErr("deadline", "give a later time (check the year), or the time for each round (48h)",
				"--deadline %s is in the past (now: %s)", d, now.UTC().Format("2006-01-02 15:04 UTC"))
		}
		c.Deadlines = append(c.Deadlines, t)
	}
	return nil
}

// applyPlayers reads the roster's settings: the seats replace the file's,
// and Lang fills in the language of the seats that name none.
func (c *Config) applyPlayers(s Settings) error {
	if len(s.Players) > 0 {
		c.Players = nil
		for i, ps := range s.Players {
			p, err := ParsePlayer(ps)
			if err != nil {
				return settingErr("player", `write --player "Анна <anna@example.org> ru f": the name, the address in angle brackets, the language (ru or en, default ru), and f after it for a woman (the host's Russian agrees: «Прошла»)`,
					"--player %q (seat %d): %v", ps, i+1, err)
			}
			c.Players = append(c.Players, p)
		}
	}
	if s.Lang != nil {
		if !knownLang(*s.Lang) {
			return settingErr("lang", "", "--lang %q: use ru or en", *s.Lang)
		}
		for i := range c.Players {
			if c.Players[i].Lang == "" {
				c.Players[i].Lang = *s.Lang
			}
		}
	}
	return nil
}

// applyMaze sets the maze the settings name; a duel takes none (each
// duellist mails one), and neither does a generated maze.
func (c *Config) applyMaze(s Settings) error {
	switch {
	case s.Gen && (s.Maze != "" || c.Duel):
		return settingErr("gen", "", "--gen makes the maze: give no --maze, and no --duel (each duellist mails a maze)")
	case s.Maze != "" && c.Duel:
		return settingErr("maze", "", "a duel by mail (rule D1) takes no --maze: each player mails the maze the other explores")
	case s.Maze != "":
		c.Maze = s.Maze
	}
	return nil
}

// MazeFile is the maze to read for the campaign that s sets up: the
// setting's file as it is given, else the campaign file's "maze" relative
// to the campaign file, or an example's name when no such file is there
// and the name has no directory. It is "" for a duel or a generated maze.
func (c *Config) MazeFile(s Settings) string {
	switch {
	case s.Gen || c.Duel:
		return ""
	case s.Maze != "" || c.Maze == "" || filepath.IsAbs(c.Maze):
		return c.Maze
	}
	p := filepath.Join(filepath.Dir(s.ConfigFile), c.Maze)
	if _, err := os.Stat(p); errors.Is(err, fs.ErrNotExist) && !strings.ContainsAny(c.Maze, `/\`) {
		return c.Maze // an example's name
	}
	return p
}

// GenSeed is the seed of a maze generated for the campaign: Seed, or one
// derived from the name.
func (c *Config) GenSeed() int64 {
	if c.Seed != 0 {
		return c.Seed
	}
	h := fnv.New64a()
	h.Write([]byte(c.Name))
	return int64(h.Sum64() % 1000000)
}

// WriteRecord keeps the campaign file a campaign was made from, settings
// included, in its directory dir as TAG.json, with the maze's path
// relative to the directory when the maze is a file on disk (mazeFile);
// it returns the file's name. A file of that name that is not the
// campaign file given (configFile) is left alone, and an error says so.
func (c *Config) WriteRecord(dir, configFile, mazeFile string, onDisk bool) (string, error) {
	name := c.Tag + ".json"
	path := filepath.Join(dir, name)
	if fi, err := os.Stat(path); err == nil {
		if configFile != "" {
			if ci, err := os.Stat(configFile); err == nil && os.SameFile(fi, ci) {
				return name, nil
			}
		}
		return "", fmt.Errorf("%s exists: the campaign file was not copied there", path)
	}
	rec := *c
	if rec.Tag == strings.ToLower(rec.Name) {
		rec.Tag = "" // the default, which follows a new name when the record is used again
	}
	if onDisk {
		abs, err1 := filepath.Abs(mazeFile)
		absDir, err2 := filepath.Abs(dir)
		if err1 == nil && err2 == nil {
			if rel, err := filepath.Rel(absDir, abs); err == nil {
				rec.Maze = filepath.ToSlash(rel)
			} else {
				rec.Maze = abs
			}
		}
	}
	b, err := json.MarshalIndent(&rec, "", "  ")
	if err != nil {
		return "", err
	}
	if err := os.WriteFile(path, append(b, '\n'), 0o600); err != nil {
		return "", err
	}
	return name, nil
}

// settingFlags are the command line's flags that set the fields of the
// campaign file, by the field's key, with what each takes.
var settingFlags = map[string]struct{ flag, arg string }{
	"name": {"name", "NAME"}, "tag": {"tag", "TAG"}, "referee": {"referee", "ADDRESS"}, "host": {"host", "ADDRESS"},
	"host_lang": {"host-lang", "ru|en"}, "maze": {"maze", "FILE"}, "round": {"round", "DURATION"},
	"grace": {"grace", "DURATION"}, "reminder": {"reminder", "DURATION"}, "players": {"player", `"NAME <ADDRESS> [ru|en]" for each seat`},
}

// set says whether the settings set the field a flag of settingFlags sets.
func (s Settings) set(flag string) bool {
	switch flag {
	case "maze":
		return s.Maze != ""
	case "player":
		return len(s.Players) > 0
	}
	return map[string]*string{"name": s.Name, "tag": s.Tag, "referee": s.Referee, "host": s.Host,
		"host-lang": s.HostLang, "round": s.Round, "grace": s.Grace, "reminder": s.Reminder}[flag] != nil
}

// CheckError is a field that Config.Check refuses, with where it came
// from: the campaign file File, when the settings did not set it.
type CheckError struct {
	Err    error
	File   string
	Advice string // the flag that sets the field, and the file
}

func (e *CheckError) Error() string {
	if e.File != "" {
		return e.File + ": " + e.Err.Error()
	}
	return e.Err.Error()
}

func (e *CheckError) Unwrap() error { return e.Err }

// Hint says how to set the field.
func (e *CheckError) Hint() string { return e.Advice }

// Check is cfg.Check, its error a *CheckError that says which flag of the
// command line sets the field refused, and names the campaign file when
// the field came from there.
func (s Settings) Check(cfg *Config) error {
	err := cfg.Check()
	if err == nil {
		return nil
	}
	ce := &CheckError{Err: err, File: s.ConfigFile}
	var fe *FieldError
	ok := errors.As(err, &fe)
	var f struct{ flag, arg string }
	if ok {
		f, ok = settingFlags[fe.Key()]
	}
	switch {
	case !ok:
		return ce
	case fe.Field != fe.Key():
		f.arg += " (players[0] is the first)"
	case fe.Key() == "players" && cfg.Duel:
		f.arg = `"NAME <ADDRESS> [ru|en]" for each of the two`
	}
	ce.Advice = "set it with --" + f.flag + " " + f.arg
	if s.ConfigFile == "" || s.set(f.flag) {
		ce.File = ""
	} else {
		ce.Advice += " or in " + s.ConfigFile
	}
	return ce
}
