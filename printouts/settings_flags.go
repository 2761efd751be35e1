package printouts

import "flag"

// Flags defines the command line's flags of the settings (labyrinth
// print's), each setting its field, at its default.
func (s *Settings) Flags(fs *flag.FlagSet) {
	fs.StringVar(&s.Parts, "parts", "", "comma-separated parts: host, grids, rules, log (default: all)")
	fs.BoolVar(&s.Host, "host", false, "print the host sheet (with other part flags: those parts)")
	fs.BoolVar(&s.Grids, "grids", false, "print the player grids")
	fs.BoolVar(&s.Rules, "rules", false, "print the rule card")
	fs.BoolVar(&s.Log, "log", false, "print the host's turn log")
	fs.StringVar(&s.Paper, "paper", "a4", "paper size: a4, letter, a5, a3, legal")
	fs.StringVar(&s.Lang, "lang", "ru", "language of the kit: ru or en")
	fs.BoolVar(&s.Latin, "latin", false, "letter the columns A, B, C… even in a Russian kit")
	fs.IntVar(&s.Players, "players", 0, "number of players (default: the preset's, else 4)")
	fs.StringVar(&s.Names, "names", "", "comma-separated player names for the grids and the log")
	fs.IntVar(&s.Rounds, "rounds", 0, "rows of the turn log (default: at least 40, to the end of the page)")
	fs.IntVar(&s.Sheets, "sheets", 0, "squared sheets per player, for new sketches after a hole, a pit or a hospital (default 1)")
	fs.StringVar(&s.Title, "title", "", "title for the headers (default: the maze's)")
	fs.StringVar(&s.Date, "date", "", "date to print in the headers, as given")
	fs.StringVar(&s.Marks, "mark", "", "players' positions to draw on the host sheet: NAME=CELL,… (e.g. \"Аня=в3,Боб=2:д5\")")
}
