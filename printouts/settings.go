package printouts

import (
	"errors"
	"fmt"
	"strings"

	"labyrinth/dsl/diag"
	"labyrinth/dsl/maze"
)

// Settings are a kit's options as the command line writes them ("labyrinth
// print"): Options reads and checks them. Host, Grids, Rules and Log each
// add their part after those of Parts; Marks are players' positions,
// NAME=CELL,… (ParseMarkers), which Markers reads once the maze is known.
type Settings struct {
	Paper, Lang, Names, Parts, Title, Date, Marks string
	Players, Rounds, Sheets                       int
	Latin, Host, Grids, Rules, Log                bool
}

// SettingError is a setting written wrong: Flag names it as the command
// line does ("paper", "mark"); Advice says how to write it, with the
// nearest right value when one is close.
type SettingError struct {
	Flag, Msg, Advice string
}

func (e *SettingError) Error() string { return e.Msg }

// Hint says how to write the setting.
func (e *SettingError) Hint() string { return e.Advice }

// Usage says the error is the command line's mistake: always.
func (e *SettingError) Usage() bool { return true }

// unknown is the error for a value that is none of candidates, with a
// "did you mean" when one is close.
func unknown(flag string, err error, fallback, got string, candidates []string) error {
	hint := fallback
	if s := diag.Closest(strings.ToLower(got), candidates); s != "" {
		hint = fmt.Sprintf("did you mean %q? (%s)", s, fallback)
	}
	return &SettingError{Flag: flag, Msg: err.Error(), Advice: hint}
}

// Options reads and checks the settings into a kit's options. Its errors
// are *SettingError.
func (s Settings) Options() (Options, error) {
	opts := Options{Players: s.Players, Rounds: s.Rounds, Sheets: s.Sheets, Title: s.Title, Date: s.Date}
	var err error
	if opts.Paper, err = ParsePaper(s.Paper); err != nil {
		return opts, unknown("paper", err, "paper sizes: a4, letter, a5, a3, legal", s.Paper, PaperNames())
	}
	if opts.Lang, err = ParseLang(s.Lang); err != nil {
		return opts, unknown("lang", err, "languages: ru, en", s.Lang, []string{"ru", "en"})
	}
	for _, r := range []struct {
		flag   string
		v, max int
	}{{"players", s.Players, 12}, {"sheets", s.Sheets, 20}, {"rounds", s.Rounds, 1000}} {
		if r.v < 0 || r.v > r.max {
			return opts, &SettingError{Flag: r.flag, Msg: fmt.Sprintf("--%s must be from 1 to %d, not %d", r.flag, r.max, r.v)}
		}
	}
	if s.Latin {
		opts.Alphabet, opts.AlphabetSet = maze.Latin, true
	}
	if s.Names != "" {
		for _, n := range strings.Split(s.Names, ",") {
			opts.PlayerNames = append(opts.PlayerNames, strings.TrimSpace(n))
		}
		if opts.Players != 0 && len(opts.PlayerNames) > opts.Players {
			return opts, &SettingError{Flag: "names", Msg: fmt.Sprintf("%d names for %d players", len(opts.PlayerNames), opts.Players)}
		}
	}
	if s.Parts != "" {
		for _, p := range strings.Split(s.Parts, ",") {
			part, err := ParsePart(p)
			if err != nil {
				return opts, unknown("parts", err, "parts: host, grids, rules, log", p, []string{"host", "grids", "rules", "log"})
			}
			opts.Parts = append(opts.Parts, part)
		}
	}
	for _, p := range []struct {
		on   bool
		part Part
	}{{s.Host, PartHost}, {s.Grids, PartGrids}, {s.Rules, PartRules}, {s.Log, PartLog}} {
		if p.on {
			opts.Parts = append(opts.Parts, p.part)
		}
	}
	return opts, nil
}

// Markers reads Marks, the players' positions on m; none is nil. Its
// errors are *SettingError.
func (s Settings) Markers(m *maze.Maze) ([]Marker, error) {
	if s.Marks == "" {
		return nil, nil
	}
	ms, err := ParseMarkers(m, s.Marks)
	var me *MarkerError
	switch {
	case errors.As(err, &me) && me.Err == nil:
		return nil, &SettingError{Flag: "mark", Msg: "--mark " + me.Error(), Advice: "e.g. --mark \"Аня=в3,Боб=д5\""}
	case err != nil:
		return nil, &SettingError{Flag: "mark", Msg: "--mark " + err.Error()}
	}
	return ms, nil
}
