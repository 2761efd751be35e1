// Package campaigntest provides a small, fully known game and order
// language for testing package campaign without the real engine: players
// walk a corridor, and every report carries a per-player secret marker, so
// a test can prove that no report leaks another player's information.
package campaigntest

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"strings"

	"labyrinth/dsl/maze"
	"labyrinth/dsl/rules"
	"labyrinth/engine"
	"labyrinth/pbem/campaign"
)

// Goal is the corridor cell whose reaching wins the game.
const Goal = 3

// Secret is the marker that only player p's reports (and the host's) may
// carry for round n.
func Secret(p, n int) string { return fmt.Sprintf("SECRET-%d-%d", p, n) }

// Engine is the corridor game.
type Engine struct{}

// Game is a corridor game's state.
type Game struct {
	Pos    []int `json:"pos"`
	Round  int   `json:"round"`
	Seed   int64 `json:"seed"`
	Winner int   `json:"winner"` // -1: none yet
	// Sit counts the rounds each seat still sits out (the order «капкан»
	// / "trap" sets it to TrapRounds).
	Sit []int `json:"sit,omitempty"`
}

// TrapRounds is how many rounds the order "trap" makes a player sit out.
const TrapRounds = 2

// SitsOut implements campaign.SitOuter.
func (g *Game) SitsOut(p engine.PlayerID) int {
	if int(p) < len(g.Sit) {
		return g.Sit[p]
	}
	return 0
}

// Compile accepts any source and returns a 4×4 generated maze with the
// preset named on the source's first line (base when empty).
func Compile(name string, src []byte) (*maze.Maze, error) {
	fam := rules.Family(strings.TrimSpace(strings.SplitN(string(src), "\n", 2)[0]))
	if fam == "" {
		fam = "base"
	}
	if _, err := rules.Preset(fam); err != nil {
		return nil, fmt.Errorf("%s:1:1: %v", name, err)
	}
	return maze.Generate(maze.GenOptions{Rows: 4, Cols: 4, Seed: 1, Family: fam}), nil
}

// NewGame implements campaign.Engine.
func (Engine) NewGame(m *maze.Maze, seats []campaign.Seat, seed int64) (campaign.Game, error) {
	return &Game{Pos: make([]int, len(seats)), Seed: seed, Winner: -1}, nil
}

// Restore implements campaign.Engine.
func (Engine) Restore(m *maze.Maze, state []byte) (campaign.Game, error) {
	var g Game
	if err := json.Unmarshal(state, &g); err != nil {
		return nil, err
	}
	return &g, nil
}

type outcome struct {
	round int
	pos   []int
	moved []string
}

// Play implements campaign.Game: East moves a player one cell on, West one
// back; anything else stands still.
func (g *Game) Play(turns []engine.Turn) (campaign.Outcome, error) {
	if len(turns) != len(g.Pos) {
		return nil, fmt.Errorf("%d turns for %d players", len(turns), len(g.Pos))
	}
	g.Round++
	o := &outcome{round: g.Round, moved: make([]string, len(turns))}
	for i, t := range turns {
		o.moved[i] = "stood"
		if g.SitsOut(engine.PlayerID(i)) > 0 {
			g.Sit[i]--
			o.moved[i] = "sat out"
			continue
		}
		for _, a := range t.Actions {
			if a.Kind == engine.ActSit {
				if g.Sit == nil {
					g.Sit = make([]int, len(g.Pos))
				}
				g.Sit[i] = TrapRounds
				o.moved[i] = "trapped"
			}
			if a.Kind == engine.ActMove && a.Dir == maze.East {
				g.Pos[i]++
				o.moved[i] = "east"
			} else if a.Kind == engine.ActMove && a.Dir == maze.West && g.Pos[i] > 0 {
				g.Pos[i]--
				o.moved[i] = "west"
			}
		}
		if g.Pos[i] >= Goal && g.Winner < 0 {
			g.Winner = i
		}
	}
	o.pos = append([]int(nil), g.Pos...)
	return o, nil
}

func (o *outcome) Report(p engine.PlayerID, lang string) string {
	if lang == "en" {
		return fmt.Sprintf("Your move: %s; you are on cell %d. %s", o.moved[p], o.pos[p], Secret(int(p), o.round))
	}
	return fmt.Sprintf("Твой ход: %s; ты на клетке %d. %s", o.moved[p], o.pos[p], Secret(int(p), o.round))
}

func (o *outcome) HostReport(lang string) string {
	var b strings.Builder
	for i := range o.pos {
		fmt.Fprintf(&b, "player %d: %s to %d %s\n", i+1, o.moved[i], o.pos[i], Secret(i, o.round))
	}
	return b.String()
}

// MarshalState implements campaign.Game.
func (g *Game) MarshalState() ([]byte, error) { return json.Marshal(g) }

// Hash implements campaign.Game.
func (g *Game) Hash() string {
	b, _ := json.Marshal(g)
	s := sha256.Sum256(b)
	return hex.EncodeToString(s[:])
}

// Over implements campaign.Game.
func (g *Game) Over() (bool, []engine.PlayerID) {
	if g.Winner < 0 {
		return false, nil
	}
	return true, []engine.PlayerID{engine.PlayerID(g.Winner)}
}

// Expect implements campaign.Game: one action, no start to choose; a
// player in a trap sits the round out.
func (g *Game) Expect(p engine.PlayerID) campaign.Expect {
	return campaign.Expect{Actions: 1, SitsOut: g.SitsOut(p) > 0}
}

// Opening implements campaign.Game.
func (g *Game) Opening(p engine.PlayerID, lang string) string {
	return fmt.Sprintf("You stand at the west end of the corridor. %s", Secret(int(p), 0))
}

// Reveal implements campaign.Game.
func (g *Game) Reveal(lang string) string {
	return fmt.Sprintf("corridor of %d cells; positions %v", Goal+1, g.Pos)
}

// Orders is the corridor's order language: one order a line, «направо» /
// "east", «налево» / "west", «стою» / "stay", and «капкан» / "trap", which
// steps into a trap: TrapRounds rounds to sit out.
type Orders struct{}

// Parse implements campaign.OrderParser.
func (Orders) Parse(text, lang string, _ campaign.OrderContext) ([]engine.Action, error) {
	var acts []engine.Action
	for i, line := range strings.Split(text, "\n") {
		w := strings.ToLower(strings.TrimSpace(line))
		switch w {
		case "":
			continue
		case "east", "e", "направо", "иду направо":
			acts = append(acts, engine.Action{Kind: engine.ActMove, Dir: maze.East})
		case "west", "w", "налево", "иду налево":
			acts = append(acts, engine.Action{Kind: engine.ActMove, Dir: maze.West})
		case "trap", "капкан":
			acts = append(acts, engine.Action{Kind: engine.ActSit})
		case "stay", "стою", "skip":
			acts = append(acts, engine.Action{Kind: engine.ActSkip})
		default:
			if lang == "en" {
				return nil, fmt.Errorf("line %d: unknown order %q\nhint: write east, west or stay", i+1, w)
			}
			return nil, fmt.Errorf("строка %d: непонятный приказ «%s»\nподсказка: пиши «направо», «налево» или «стою»", i+1, w)
		}
	}
	if len(acts) == 0 {
		return nil, fmt.Errorf("no orders")
	}
	return acts, nil
}

// Explain implements campaign.OrderParser.
func (Orders) Explain(acts []engine.Action, lang string) string {
	var out []string
	for _, a := range acts {
		out = append(out, "- "+a.Kind.String()+" "+a.Dir.String())
	}
	return strings.Join(out, "\n")
}
