package printouts

import (
	"errors"
	"slices"
	"strings"
	"testing"
)

func TestSettingsOptions(t *testing.T) {
	opts, err := Settings{Paper: "Letter", Lang: "EN", Players: 3, Names: "Аня, Боб", Parts: "host,log", Grids: true, Rounds: 50}.Options()
	if err != nil {
		t.Fatal(err)
	}
	if opts.Paper != PaperLetter || opts.Lang != LangEN || opts.Players != 3 || opts.Rounds != 50 {
		t.Errorf("options = %+v", opts)
	}
	if want := []string{"Аня", "Боб"}; !slices.Equal(opts.PlayerNames, want) {
		t.Errorf("names = %q, want %q", opts.PlayerNames, want)
	}
	if want := []Part{PartHost, PartLog, PartGrids}; !slices.Equal(opts.Parts, want) {
		t.Errorf("parts = %v, want %v", opts.Parts, want)
	}
}

func TestSettingsErrors(t *testing.T) {
	ok := Settings{Paper: "a4", Lang: "ru"}
	for _, tc := range []struct {
		name   string
		change func(*Settings)
		msg    string // the error's text
		hint   string // part of its hint, if any
	}{
		{"paper", func(s *Settings) { s.Paper = "a44" }, `no paper size "a44"`, `did you mean "a4"?`},
		{"lang", func(s *Settings) { s.Lang = "de" }, `no language "de"`, "languages: ru, en"},
		{"players", func(s *Settings) { s.Players = 13 }, "--players must be from 1 to 12, not 13", ""},
		{"sheets", func(s *Settings) { s.Sheets = -1 }, "--sheets must be from 1 to 20, not -1", ""},
		{"rounds", func(s *Settings) { s.Rounds = 1001 }, "--rounds must be from 1 to 1000, not 1001", ""},
		{"names", func(s *Settings) { s.Players, s.Names = 1, "a,b" }, "2 names for 1 players", ""},
		{"parts", func(s *Settings) { s.Parts = "hots" }, `no kit part "hots"`, `did you mean "host"?`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := ok
			tc.change(&s)
			_, err := s.Options()
			var se *SettingError
			if !errors.As(err, &se) || !strings.HasPrefix(se.Msg, tc.msg) || se.Flag != tc.name || !se.Usage() {
				t.Fatalf("error = %v, want a SettingError of %s %q", err, tc.name, tc.msg)
			}
			if !strings.Contains(se.Hint(), tc.hint) || (tc.hint == "") != (se.Hint() == "") {
				t.Errorf("hint = %q, want it to say %q", se.Hint(), tc.hint)
			}
		})
	}
}

func TestSettingsMarkers(t *testing.T) {
	if ms, err := (Settings{}).Markers(nil); ms != nil || err != nil {
		t.Errorf("no --mark: %v, %v", ms, err)
	}
	_, err := Settings{Marks: "Аня"}.Markers(nil)
	var se *SettingError
	if !errors.As(err, &se) || se.Error() != `--mark "Аня": want NAME=CELL` || !strings.HasPrefix(se.Hint(), "e.g. --mark") {
		t.Errorf("a pair without a cell: %v", err)
	}
}
