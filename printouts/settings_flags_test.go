package printouts

import (
	"flag"
	"io"
	"testing"
)

// TestSettingsFlags: the defaults are a4 and ru; each flag sets its field.
func TestSettingsFlags(t *testing.T) {
	fs := flag.NewFlagSet("print", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	var s Settings
	s.Flags(fs)
	if s.Paper != "a4" || s.Lang != "ru" {
		t.Errorf("defaults %+v", s)
	}
	err := fs.Parse([]string{"--parts", "host", "--grids", "--paper", "letter", "--lang", "en", "--latin", "--players", "3",
		"--names", "a,b,c", "--rounds", "50", "--sheets", "2", "--title", "T", "--date", "D", "--mark", "a=b3", "--host", "--rules", "--log"})
	if err != nil {
		t.Fatal(err)
	}
	want := Settings{Paper: "letter", Lang: "en", Names: "a,b,c", Parts: "host", Title: "T", Date: "D", Marks: "a=b3",
		Players: 3, Rounds: 50, Sheets: 2, Latin: true, Host: true, Grids: true, Rules: true, Log: true}
	if s != want {
		t.Errorf("settings %+v, want %+v", s, want)
	}
}
