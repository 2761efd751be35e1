package bot

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"labyrinth/dsl/maze"
	"labyrinth/dsl/rules"
	"labyrinth/engine"
	"labyrinth/engine/narrate"
	"labyrinth/engine/order"
)

// HotSeat is a game at one keyboard, as «labyrinth play» runs it: people
// take turns at the terminal, each told the game in their own language
// and gender, and bots play the seats after theirs.
type HotSeat struct {
	Game *engine.Game
	// Name is the board's name (narrate.BoardName).
	Name string
	// People is how many seats, the first ones, are people's; the rest
	// are bots of kind Kind, made from Seed.
	People int
	Kind   string
	Seed   int64
	// Lang is the host's language: the name, the winner and the host's
	// map at the end.
	Lang engine.Lang
	// OwnFloors is a duel on two mazes (D1, engine.Setup.OwnFloors).
	OwnFloors bool
	// Clear clears the screen between people, once the last one has
	// read their report and pressed Enter.
	Clear bool
	// Replay holds turns to replay first, a JSON engine.Turn a line, read
	// from the file ReplayName; Log, if not nil, gets every new turn the
	// same way.
	Replay     []byte
	ReplayName string
	Log        io.Writer
}

// hotSeat is a HotSeat being played.
type hotSeat struct {
	*HotSeat
	g     *engine.Game
	bots  []Bot
	heard [][][]engine.Event // what each person has heard since their last turn, turn by turn
	w     io.Writer
}

// Run plays the game, reading the people's orders from in and writing to
// w, until it is over, the input ends or someone says «конец» (quit);
// then it writes the result and the host's map.
func (h *HotSeat) Run(in io.Reader, w io.Writer) error {
	g := h.Game
	n := g.Players()
	s := &hotSeat{HotSeat: h, g: g, bots: make([]Bot, n), heard: make([][][]engine.Event, n), w: w}
	for i := h.People; i < n; i++ {
		b, err := New(h.Kind, engine.PlayerID(i), h.Seed)
		if err != nil {
			return err
		}
		s.bots[i] = b
		b.Hear(engine.Heard(g.Opening(), engine.PlayerID(i)))
	}
	s.deliver(g.Opening())
	for _, l := range s.langs() {
		k := narrate.KeyPlayMaze
		if g.Options().Family == rules.FamilyStalker {
			k = narrate.KeyPlayZone // S1: the Stalker's «зона»
		}
		fmt.Fprintln(w, narrate.Text(k, l, 0, "name", h.Name))
	}
	if err := s.replay(); err != nil {
		return err
	}
	if err := s.play(newLineReader(in)); err != nil {
		return err
	}
	// The end: the result and the host's map in each language read at
	// the keyboard, so that every player can check the map against the
	// sketch drawn in their own letters.
	for _, l := range s.langs() {
		fmt.Fprintln(w)
		if ws := g.Winners(); len(ws) > 0 {
			pl := g.Player(ws[0])
			fmt.Fprintln(w, narrate.Text(narrate.KeyPlayWinner, l, pl.Gender, "name", pl.Name))
		} else {
			fmt.Fprintln(w, narrate.Text(narrate.KeyPlayNotOver, l, 0))
		}
		fmt.Fprintln(w, narrate.Text(narrate.KeyPlayHostMap, l, 0))
		fmt.Fprint(w, narrate.HostMap(g, l))
	}
	return nil
}

// langs lists the languages the people at the keyboard read, in seat
// order, each once; with no people, the host's Lang.
func (s *hotSeat) langs() []engine.Lang {
	var out []engine.Lang
	for i := 0; i < s.People && i < s.g.Players(); i++ {
		if l := s.g.Player(engine.PlayerID(i)).Lang.Norm(); !slices.Contains(out, l) {
			out = append(out, l)
		}
	}
	if len(out) == 0 {
		out = append(out, s.Lang)
	}
	return out
}

// host speaks to everyone at the keyboard; to speaks to one player, in
// their language.
func (s *hotSeat) host(k narrate.Key, vars ...string) string {
	return narrate.Text(k, s.frameLang(), 0, vars...)
}

// frameLang is the language of the frame around the reports (the maze's
// name, the result, the host's map): the people's at the keyboard when
// they all read one, else Lang.
func (s *hotSeat) frameLang() engine.Lang {
	var common engine.Lang
	for i := 0; i < s.People && i < s.g.Players(); i++ {
		l := s.g.Player(engine.PlayerID(i)).Lang.Norm()
		if i > 0 && l != common {
			return s.Lang
		}
		common = l
	}
	if common == "" {
		return s.Lang
	}
	return common
}

func (s *hotSeat) to(p engine.PlayerID, k narrate.Key, vars ...string) string {
	r := narrate.ReaderOf(s.g, p)
	return narrate.Text(k, r.Lang, r.Gender, vars...)
}

// deliver gives the bots what they heard and keeps each person's report
// for their next turn.
func (s *hotSeat) deliver(ev []engine.Event) {
	for p := range s.bots {
		if p >= s.People {
			if h := engine.Heard(ev, engine.PlayerID(p)); len(h) > 0 {
				s.bots[p].Hear(h)
			}
			continue
		}
		if h := engine.Heard(ev, engine.PlayerID(p)); len(h) > 0 {
			s.heard[p] = append(s.heard[p], h)
		}
	}
}

func (s *hotSeat) replay() error {
	if s.Replay == nil {
		return nil
	}
	for i, line := range strings.Split(strings.TrimSpace(string(s.Replay)), "\n") {
		if strings.TrimSpace(line) == "" {
			continue
		}
		var t engine.Turn
		if err := json.Unmarshal([]byte(line), &t); err != nil {
			return fmt.Errorf("%s:%d: not a turn: %v", s.ReplayName, i+1, err)
		}
		ev, err := s.g.Apply(t)
		if err != nil {
			return fmt.Errorf("%s:%d: the turn does not replay: %v", s.ReplayName, i+1, err)
		}
		s.deliver(ev)
	}
	fmt.Fprintln(s.w, s.host(narrate.KeyPlayReplayed, "n", strconv.Itoa(s.g.Round())))
	return nil
}

// record appends a turn played to the log, one write a turn, so that the
// log keeps every turn played whenever the game stops; a turn that cannot
// be kept stops the game rather than be lost.
func (s *hotSeat) record(t engine.Turn) error {
	if s.Log == nil {
		return nil
	}
	b, err := json.Marshal(t)
	if err == nil {
		_, err = s.Log.Write(append(b, '\n'))
	}
	if err != nil {
		return fmt.Errorf("the turn log %s: %w", s.ReplayName, err)
	}
	return nil
}

// play runs the turns until the game is over or the input ends.
func (s *hotSeat) play(in *lineReader) error {
	g, w := s.g, s.w
	last, lastRound := engine.PlayerID(-1), 0
	for !g.Over() {
		p := g.ToMove()
		if int(p) >= s.People {
			if err := s.botTurn(p); err != nil {
				return err
			}
			continue
		}
		if p != last || (g.Round() != lastRound && !g.ViewOf(p).Again) {
			if s.Clear && s.People > 1 {
				if last >= 0 {
					// Let the last player read the report before the
					// screen is cleared for the next one.
					fmt.Fprint(w, s.to(last, narrate.KeyPlayPassKeyboard))
					if _, ended, err := s.readLine(in); ended || err != nil {
						return err
					}
				}
				fmt.Fprint(w, "\033[2J\033[H")
			}
			s.greet(p)
			last, lastRound = p, g.Round()
		}
		fmt.Fprint(w, "> ")
		line, ended, err := s.readLine(in)
		if ended || err != nil {
			return err
		}
		quit, err := s.order(p, strings.TrimSpace(line))
		if quit || err != nil {
			return err
		}
	}
	return nil
}

// readLine reads a line at the keyboard. A line that cannot be read as
// orders is answered with why (and read as an empty line); the end of the
// input is said (ended), and a failed read returned.
func (s *hotSeat) readLine(in *lineReader) (line string, ended bool, err error) {
	line, err = in.next()
	var lp lineProblem
	switch {
	case errors.As(err, &lp):
		fmt.Fprintln(s.w, s.host(lp.key))
		return "", false, nil
	case errors.Is(err, io.EOF):
		fmt.Fprintln(s.w)
		fmt.Fprintln(s.w, s.host(narrate.KeyPlayInputEnded))
		return "", true, nil
	case err != nil:
		return "", true, fmt.Errorf("reading the orders: %w", err)
	}
	return line, false, nil
}

// botTurn plays a bot's turn (Move) and tells everyone.
func (s *hotSeat) botTurn(p engine.PlayerID) error {
	st, err := Move(s.g, s.bots[p])
	if err != nil {
		return err
	}
	if err := s.record(st.Turn); err != nil {
		return err
	}
	s.deliver(st.Events)
	return nil
}

// greet starts a person's turn: whose it is, what they heard since their
// last, and what they have.
func (s *hotSeat) greet(p engine.PlayerID) {
	g, w := s.g, s.w
	fmt.Fprintln(w, "\n"+s.to(p, narrate.KeyPlayTurnOf, "name", g.Player(p).Name, "n", strconv.Itoa(g.Round())))
	// The turns skipped since are told once, in the past tense (D9, V8).
	for _, parts := range narrate.ReportLines(s.heard[p], narrate.ReaderOf(g, p)) {
		if len(parts) > 0 {
			fmt.Fprintln(w, strings.Join(parts, " "))
		}
	}
	s.heard[p] = nil
	v := g.ViewOf(p)
	if v.ChooseStart {
		fmt.Fprintln(w, s.to(p, narrate.KeyPlayNameStart, "cell", s.startExample(p)))
		if len(v.Starts) > 0 { // S1: the entrances of the zone are on the players' field
			names := make([]string, len(v.Starts))
			for i, c := range v.Starts {
				names[i] = c.Name(narrate.Alphabet(g.Player(p).Lang))
			}
			fmt.Fprintln(w, s.to(p, narrate.KeyPlayFreeEntrances, "cells", strings.Join(names, ", ")))
		}
	}
	if k := s.kit(p, v); k != "" {
		fmt.Fprintln(w, k)
	}
}

// startExample is the cell named in the example of «Назови начальную
// клетку, например «начинаю с б2»»: the second cell of the second row of
// the player's first floor, or the nearest the maze has, so that the
// example is a cell of this maze and tells nothing about it.
func (s *hotSeat) startExample(p engine.PlayerID) string {
	m := s.g.Maze()
	c := maze.Coord{}
	if h := s.g.Player(p).Home; h >= 0 && h < len(m.Floors) {
		c.Floor = h
	}
	f := &m.Floors[c.Floor]
	c.Row, c.Col = min(1, f.Rows-1), min(1, f.Cols-1)
	a := narrate.Alphabet(s.g.Player(p).Lang)
	if s.OwnFloors {
		return c.Name(a)
	}
	return m.NameIn(c, a)
}

// kit is what player p has, number first and only what the rules have
// («3 гранаты, 3 патрона, несёшь клад»), or the die and the nuts (S2, S4).
func (s *hotSeat) kit(p engine.PlayerID, v engine.View) string {
	l, o := narrate.ReaderOf(s.g, p).Lang, s.g.Options()
	var parts []string
	if v.Shape == "dice" {
		parts = append(parts, s.to(p, narrate.KeyPlayDice, "dice", strconv.Itoa(v.Dice), "n", narrate.Count(l, narrate.NounNut, v.Nuts)))
	} else {
		if o.HasGrenades() || v.Kit.Grenades > 0 {
			parts = append(parts, narrate.Count(l, narrate.NounGrenade, v.Kit.Grenades))
		}
		if o.HasBullets() || v.Kit.Bullets > 0 {
			parts = append(parts, narrate.Count(l, narrate.NounBullet, v.Kit.Bullets))
		}
	}
	if v.Kit.Bricks > 0 {
		parts = append(parts, narrate.Count(l, narrate.NounBrick, v.Kit.Bricks))
	}
	if o.Cement || v.Kit.Cement > 0 { // M13, I3: «мешок цемента»
		parts = append(parts, narrate.Count(l, narrate.NounCementBag, v.Kit.Cement))
	}
	if o.PlayerMines || v.Kit.Mines > 0 { // V9
		parts = append(parts, narrate.Count(l, narrate.NounMine, v.Kit.Mines))
	}
	if o.DaggerStock || v.Kit.Daggers > 0 { // B21 with dagger.stock
		parts = append(parts, narrate.Count(l, narrate.NounDagger, v.Kit.Daggers))
	}
	if v.Carry {
		parts = append(parts, s.to(p, narrate.KeyPlayCarrying))
	}
	return strings.Join(parts, ", ")
}

// order reads and applies a person's line: help, quit, or orders, which
// are explained when unreadable or refused. It reports a quit.
func (s *hotSeat) order(p engine.PlayerID, line string) (bool, error) {
	g, w := s.g, s.w
	m := g.Maze()
	floors := len(m.Floors) > 1 && !s.OwnFloors
	switch strings.ToLower(line) {
	case "":
		return false, nil
	case "help", "помощь", "?":
		fmt.Fprintln(w, Help(g.Options(), floors, g.Player(p).Lang))
		return false, nil
	case "quit", "конец":
		return true, nil
	}
	v := g.ViewOf(p)
	acts, err := order.Parse(line, order.For(m, v.Expect, g.Player(p).Lang))
	if err != nil {
		for _, oe := range order.Errors(err) {
			switch {
			case oe.Question(): // «Стреляю — куда? Не указано направление…»
				fmt.Fprintln(w, upperFirst(oe.Say()))
			case oe.Refused(): // «Так нельзя:»: understood, but against the rules
				fmt.Fprintln(w, s.to(p, narrate.KeyOrderErrorRefused)+" "+oe.Say())
			default:
				fmt.Fprintln(w, s.to(p, narrate.KeyOrderErrorUnreadable)+" "+oe.Say())
			}
			if sn := oe.Snippet(); sn != "" {
				fmt.Fprintln(w, sn)
			}
		}
		if len(order.Errors(err)) == 0 {
			fmt.Fprintln(w, s.to(p, narrate.KeyOrderErrorUnreadable)+" "+err.Error())
		}
		return false, nil
	}
	t := engine.Turn{Player: p, Actions: acts}
	ev, err := g.Apply(t)
	if err != nil {
		var r *engine.Refusal
		if errors.As(err, &r) {
			fmt.Fprintln(w, narrate.Refusal(r, narrate.ReaderOf(g, p)))
			return false, nil
		}
		return false, err
	}
	if err := s.record(t); err != nil {
		return false, err
	}
	rep := narrate.Report(ev, narrate.ReaderOf(g, p))
	if rep == "" && len(acts) == 1 && acts[0].Kind == engine.ActSkip {
		rep = s.to(p, narrate.KeySkipOwn) // V12: a skip chosen is acknowledged, not met with silence
	}
	fmt.Fprintln(w, rep)
	s.deliver(ev)
	s.heard[p] = nil
	if g.ToMove() == p && !g.Over() && g.ViewOf(p).Again {
		fmt.Fprintln(w, s.to(p, narrate.KeyPlayAgain))
	}
	return false, nil
}

// Help lists the orders of the game's rules (order.Help), then the words
// of the terminal itself, in language l.
func Help(o *rules.Options, floors bool, l engine.Lang) string {
	return narrate.Text(narrate.KeyPlayOrders, l, 0, "orders", strings.Join(order.Help(o, floors, l), "; ")) + "\n" +
		narrate.Text(narrate.KeyPlayHelp, l, 0)
}

// upperFirst capitalises the first letter of a sentence.
func upperFirst(s string) string {
	r, n := utf8.DecodeRuneInString(s)
	if n == 0 {
		return s
	}
	return string(unicode.ToUpper(r)) + s[n:]
}
