package campaign

import (
	"flag"
	"strings"
)

// Flags defines on fs the command line's flags of the settings ("labyrinth
// campaign new"), beside settingFlags, which names them in Check's hints.
// Once fs is parsed, parsed fills the settings: a flag not given leaves
// its field nil. Dir and Gen are the command's to set.
func (s *Settings) Flags(fs *flag.FlagSet) (parsed func()) {
	fs.StringVar(&s.ConfigFile, "config", "", "a campaign file (JSON) to start from; the flags override its fields")
	fs.StringVar(&s.DB, "db", "", "a database file to create the campaign in, instead of DIR")
	fs.StringVar(&s.Maze, "maze", "", "the maze: a .maze file, or an example's name (default: the campaign file's \"maze\")")
	strs := map[string]**string{"name": &s.Name, "tag": &s.Tag, "referee": &s.Referee, "from": &s.Referee, "host": &s.Host,
		"host-lang": &s.HostLang, "lang": &s.Lang, "round": &s.Round, "grace": &s.Grace, "reminder": &s.Reminder}
	vals := map[string]*string{}
	for _, f := range []struct{ name, usage string }{
		{"name", "the campaign's name (default: DIR's name)"},
		{"tag", "the subject tag: mail carries [lab:TAG] (default: the name)"},
		{"referee", "the referee's address: players write to it, every letter comes from it"},
		{"host", "the host's address: host commands come from it, the host's reports go to it"},
		{"host-lang", "the language of the host's mail: ru or en (default ru)"},
		{"lang", "the language of the players whose --player names none: ru or en (default ru)"},
		{"round", "the time for each round: 24h, 2d, 90m (default 24h)"},
		{"grace", "how long orders may still change after the last player's orders arrive (default 0)"},
		{"reminder", "how long before the deadline players without orders are reminded (default: never)"},
	} {
		vals[f.name] = fs.String(f.name, "", f.usage)
	}
	vals["from"] = vals["referee"]
	fs.StringVar(vals["from"], "from", "", "the same as --referee")
	fs.Var((*list)(&s.Players), "player", "a seat: \"NAME <ADDRESS> [ru|en] [m|f]\"; repeat for every player, in seat order")
	fs.Var((*list)(&s.Deadlines), "deadline", "the time for each round (48h, as --round), or a fixed deadline for the next round\nwithout one (2026-12-01T18:00:00Z); repeat for the first rounds")
	absent := fs.Int("absent-after", 0, "missed rounds in a row before the host is told (default 3)")
	seed := fs.Int64("seed", 0, "the game's random seed (default: from the name)")
	duel := fs.Bool("duel", false, "a duel by mail (rule D1): two players each mail the maze the other explores; no --maze")
	return func() {
		fs.Visit(func(f *flag.Flag) {
			switch p, ok := strs[f.Name]; {
			case ok:
				*p = vals[f.Name]
			case f.Name == "absent-after":
				s.AbsentAfter = absent
			case f.Name == "seed":
				s.Seed = seed
			case f.Name == "duel":
				s.Duel = duel
			}
		})
	}
}

// list is a flag that may be repeated.
type list []string

func (l *list) String() string     { return strings.Join(*l, ", ") }
func (l *list) Set(s string) error { *l = append(*l, s); return nil }
