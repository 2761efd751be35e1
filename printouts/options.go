package printouts

import (
	"fmt"
	"strings"

	"labyrinth/dsl/maze"
)

// Part is one part of a paper kit.
type Part uint8

const (
	// PartHost is the host sheet: the whole maze, a page per floor, with
	// its legend and tables (holes, pits, rivers, stairs, starts, treasures).
	PartHost Part = iota
	// PartGrids is the players' squared paper (B22); for the duel (D1) the
	// two lettered 10×10 fields of each player.
	PartGrids
	// PartRules is the rule card of the maze's preset and options, with the
	// words for orders and answers.
	PartRules
	// PartLog is the host's turn log: rounds × players. For Stalker it is the
	// referee's control sheet with the marks of rule S10.
	PartLog
	partCount
)

var partNames = [...]string{"host", "grids", "rules", "log"}

func (p Part) String() string {
	if int(p) < len(partNames) {
		return partNames[p]
	}
	return "part?"
}

// AllParts lists every part in the order a kit prints them.
func AllParts() []Part { return []Part{PartHost, PartGrids, PartRules, PartLog} }

// ParsePart reads a part name as the command line writes it; "grid",
// "rule", "card" and "sheet" are accepted too.
func ParsePart(s string) (Part, error) {
	switch strings.ToLower(strings.TrimSpace(s)) {
	case "host", "sheet", "map":
		return PartHost, nil
	case "grids", "grid", "players":
		return PartGrids, nil
	case "rules", "rule", "card":
		return PartRules, nil
	case "log", "turns", "control":
		return PartLog, nil
	}
	return 0, fmt.Errorf("no kit part %q (parts: %s)", s, strings.Join(partNames[:], ", "))
}

// Paper is a sheet size.
type Paper string

// The paper sizes a kit can be printed on.
const (
	PaperA4     Paper = "a4"
	PaperA5     Paper = "a5"
	PaperA3     Paper = "a3"
	PaperLetter Paper = "letter"
	PaperLegal  Paper = "legal"
)

// Papers lists the supported sizes.
func Papers() []Paper { return []Paper{PaperA4, PaperLetter, PaperA5, PaperA3, PaperLegal} }

// size returns the portrait width and height in millimetres.
func (p Paper) size() (w, h float64, ok bool) {
	switch p {
	case PaperA4:
		return 210, 297, true
	case PaperA5:
		return 148, 210, true
	case PaperA3:
		return 297, 420, true
	case PaperLetter:
		return 215.9, 279.4, true
	case PaperLegal:
		return 215.9, 355.6, true
	}
	return 0, 0, false
}

// Lang is the language a kit speaks to the players.
type Lang string

// The languages of a kit.
const (
	LangRU Lang = "ru"
	LangEN Lang = "en"
)

// Marker is a player's position drawn on the host sheet, for a kit printed
// from a campaign in progress.
type Marker struct {
	Name string
	At   maze.Coord
}

// LogEntry is one filled cell of the turn log: what a player ordered in a
// round, what the host answered and where the player stood after.
type LogEntry struct {
	Round  int // 1-based
	Player int // 0-based index into Options.PlayerNames
	Order  string
	Answer string
	// At is the player's cell after the round, when Placed; Left says the
	// player has stepped out of the maze.
	At     maze.Coord
	Placed bool
	Left   bool
}

// Options say what to print. A zero field means its documented default.
type Options struct {
	// Parts to print, in kit order whatever the order given. Empty: all.
	Parts []Part
	// Paper size. Empty: A4.
	Paper Paper
	// Lang of every word on the paper. Empty: Russian.
	Lang Lang
	// Alphabet of the column letters. Zero (maze.Latin) with Lang ru means
	// Cyrillic а..к as in the source texts (D1); set AlphabetSet to force Latin.
	Alphabet    maze.Alphabet
	AlphabetSet bool
	// Players is the number of player grids and log columns. Zero: the
	// preset's fixed count (2 for the duel), else 4 (rule V1: five at the
	// table counting the host).
	Players int
	// PlayerNames, when given, head the grids and the log columns.
	PlayerNames []string
	// Sheets is the number of squared sheets per player (and floor): after
	// a hole or a hospital a player starts a new sketch (B22). Zero: 1.
	Sheets int
	// Rounds is the number of rows of the turn log. Zero: at least 40,
	// and as many more as fill the log's last page.
	Rounds int
	// Title overrides the maze's title in the headers.
	Title string
	// Date is printed in the headers as given (the kit never reads the
	// clock, so that the same input gives the same bytes).
	Date string
	// Markers are players' positions drawn on the host sheet.
	Markers []Marker
	// Log prefills the turn log.
	Log []LogEntry
}

const (
	defaultPlayers = 4
	defaultRounds  = 40
	maxPlayers     = 12
	maxRounds      = 1000
)

// resolved is Options with every default applied.
type resolved struct {
	Options
	alphabet maze.Alphabet
	parts    [partCount]bool
	// fillRounds: Rounds was not given, and the log goes on to the end of
	// its last page.
	fillRounds bool
	pageW      float64
	pageH      float64
}

func resolve(m *maze.Maze, o Options) (*resolved, error) {
	r := &resolved{Options: o}
	if r.Paper == "" {
		r.Paper = PaperA4
	}
	w, h, ok := r.Paper.size()
	if !ok {
		names := make([]string, 0, len(Papers()))
		for _, p := range Papers() {
			names = append(names, string(p))
		}
		return nil, fmt.Errorf("no paper size %q (sizes: %s)", o.Paper, strings.Join(names, ", "))
	}
	r.pageW, r.pageH = w, h
	switch r.Lang {
	case "":
		r.Lang = LangRU
	case LangRU, LangEN:
	default:
		return nil, fmt.Errorf("no language %q (languages: ru, en)", o.Lang)
	}
	r.alphabet = r.Alphabet
	if !r.AlphabetSet && r.Lang == LangRU {
		r.alphabet = maze.Cyrillic
	}
	if len(r.Parts) == 0 {
		r.Parts = AllParts()
	}
	for _, p := range r.Parts {
		if p >= partCount {
			return nil, fmt.Errorf("no kit part %d", p)
		}
		r.parts[p] = true
	}
	if r.Players < 0 || r.Players > maxPlayers {
		return nil, fmt.Errorf("players must be from 1 to %d, not %d", maxPlayers, r.Players)
	}
	if r.Players == 0 {
		r.Players = defaultPlayers
		if len(r.PlayerNames) > 0 {
			r.Players = len(r.PlayerNames)
		}
		if m != nil && m.Rules.MaxPlayers > 0 && r.Players > m.Rules.MaxPlayers {
			r.Players = m.Rules.MaxPlayers
		}
		if m != nil && r.Players < m.Rules.MinPlayers {
			r.Players = m.Rules.MinPlayers
		}
	}
	if len(r.PlayerNames) > r.Players {
		return nil, fmt.Errorf("%d player names for %d players", len(r.PlayerNames), r.Players)
	}
	if r.Sheets < 0 || r.Sheets > 20 {
		return nil, fmt.Errorf("sheets must be from 1 to 20, not %d", r.Sheets)
	}
	if r.Sheets == 0 {
		r.Sheets = 1
	}
	if r.Rounds < 0 || r.Rounds > maxRounds {
		return nil, fmt.Errorf("rounds must be from 1 to %d, not %d", maxRounds, r.Rounds)
	}
	if r.Rounds == 0 {
		r.Rounds, r.fillRounds = defaultRounds, true
	}
	if r.Title == "" && m != nil {
		r.Title = m.Title
	}
	return r, nil
}

// playerName returns the name of player i, or "" when none was given.
func (r *resolved) playerName(i int) string {
	if i < len(r.PlayerNames) {
		return r.PlayerNames[i]
	}
	return ""
}
