package order

import (
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"

	"labyrinth/dsl/maze"
	"labyrinth/dsl/rules"
	"labyrinth/engine"
	"labyrinth/engine/narrate"
)

// Options says what one turn may hold. The zero value accepts every order
// of every rule family, any number of them in any order: right for tools
// and tests, too lax for a game.
type Options struct {
	// Rules is the game's rule set. Nil turns off every rule check.
	Rules *rules.Options
	// Actions is how many actions this turn allows in a single-action
	// family: 1 normally (B8, C6), more in the duel with a crutch or a
	// limping opponent (D7, D8). Zero means one.
	Actions int
	// Start says this turn names the start cell (B6, D3): «начинаю с б4».
	Start bool
	// Floors says the maze has floors (M14, T1, V25): «вверх»/"up" and
	// «вниз»/"down" then change floors, and the plan's north and south are
	// «вперёд»/«назад» or the compass words.
	Floors bool
	// Steps is the Stalker's d6 for this turn, if already thrown and told
	// (S3): a longer walk is an error. Zero means not known.
	Steps int
	// Maze, if set, is used to read start cells with floors by name and to
	// check they lie inside the maze. It also fills in Rules (when nil)
	// with the maze's rules and sets Floors when it has more than one,
	// unless OwnMaze.
	Maze *maze.Maze
	// OwnMaze says each floor of Maze is a one-floor maze of its own, one
	// player's world (the duel on two mazes, D1, S11; engine.Expect.OwnMaze):
	// every move word of a flat maze works, «вверх»/«вниз» included.
	OwnMaze bool
	// Lang is the language of error messages; "" takes the text's own.
	Lang Lang
}

// resolved fills in what the maze says.
func (o Options) resolved() Options {
	if o.Maze != nil {
		if o.Rules == nil {
			r := o.Maze.Rules
			o.Rules = &r
		}
		if len(o.Maze.Floors) > 1 && !o.OwnMaze {
			o.Floors = true
		}
	}
	return o
}

// MaxActions caps the actions of one turn so that a pasted novel cannot
// become a million orders.
const MaxActions = 64

// Parse reads the orders of one turn (grammar.md, "Orders") and returns
// them as actions in the order the engine applies them. On errors it
// returns the actions it could read along with the error: a single *Error,
// or an ErrorList (see Errors).
func Parse(text string, opts Options) ([]engine.Action, error) {
	opts = opts.resolved()
	p := &parser{text: text, opts: opts, lang: opts.Lang}
	if p.lang == "" {
		p.lang = detectLang(text)
	}
	p.toks = lex(text)
	p.lines = strings.Split(text, "\n")
	p.parse()
	acts := p.shape()
	return acts, p.errs.err()
}

// detectLang says Russian when the text has more Cyrillic than Latin
// letters.
func detectLang(text string) Lang {
	cyr, lat := 0, 0
	for _, r := range text {
		switch {
		case r >= 'а' && r <= 'я', r >= 'А' && r <= 'Я', r == 'ё', r == 'Ё':
			cyr++
		case r >= 'a' && r <= 'z', r >= 'A' && r <= 'Z':
			lat++
		}
	}
	if lat > cyr {
		return English
	}
	return Russian
}

// item is one action read from the text, with where it was written.
type item struct {
	act   engine.Action
	at    token      // where the order starts
	dirAt token      // its direction, if it has one
	path  []maze.Dir // a move of several steps (S3); act is ActMove
	fbAt  []token    // where each fallback («если стена — вверх») starts
}

type parser struct {
	text  string
	lines []string
	opts  Options
	lang  Lang
	toks  []token
	pos   int
	items []item
	errs  ErrorList

	// The last clause's order, for «взрываю налево и направо».
	lastVerb verb
	lastObj  object
	// softNext says the next clause was joined by «и»/"and".
	softNext bool
}

// step is a direction written in a clause, with its count.
type step struct {
	dir   dirWord
	count int
	tok   token
}

// clause is one order as written: a verb, its objects, directions, counts
// and a cell.
type clause struct {
	at       token // the first token
	end      token // the last token, for "missing" errors after it
	verbTok  *token
	verb     verb
	objs     []token
	objOf    []object
	steps    []step
	cell     *token
	floor    bool // «этаж», "floor": vertical words mean floors
	fallback bool // began with «если», "if", "/"
	slash    bool // began with "/" alone: a separator unless a move follows
	soft     bool // joined to the one before by «и», "and"
	courtesy bool // held only greetings
	empty    bool
}

func (p *parser) errAt(t token, msg, expected, hint, rule string) {
	if len(p.errs) >= 20 {
		return
	}
	src := ""
	if t.line-1 < len(p.lines) && t.line >= 1 {
		src = strings.TrimRight(p.lines[t.line-1], "\r")
	}
	found := t.raw
	if t.kind == tSep {
		found = ""
	}
	if p.lang.Norm() == English {
		// The words quoted from the order are in «…» wherever they are
		// picked; English text quotes with "…".
		msg, expected, hint = enQuotes.Replace(msg), enQuotes.Replace(expected), enQuotes.Replace(hint)
	}
	p.errs = append(p.errs, &Error{
		Line: t.line, Col: t.col, Offset: t.off, Found: found,
		Msg: msg, Expected: expected, Hint: hint, Rule: rule, Source: src, Lang: p.lang,
	})
}

// enQuotes turns Russian quotes into English ones.
var enQuotes = strings.NewReplacer("«", "\"", "»", "\"")

// endTok is a token just past the end of the text, for errors there.
func (p *parser) endTok() token {
	line := strings.Count(p.text, "\n") + 1
	last := p.text[strings.LastIndexByte(p.text, '\n')+1:]
	return token{kind: tSep, off: len(p.text), line: line, col: len([]rune(strings.TrimRight(last, "\r"))) + 1}
}

func (p *parser) parse() {
	pendingFallback := false
	for p.pos < len(p.toks) {
		c, ok := p.clause(pendingFallback)
		pendingFallback = false
		if !ok {
			continue
		}
		if c.empty {
			// «если» with nothing after it on this line: the fallback may
			// be on the next line.
			pendingFallback = c.fallback
			continue
		}
		if c.courtesy {
			continue
		}
		p.resolve(c)
		if len(p.items) > MaxActions {
			p.errAt(c.at, say(p.lang, narrate.KeyOrderErrMoreThanNOrders, "n", strconv.Itoa(MaxActions)), "", "", "")
			return
		}
	}
}

// clause reads one clause. ok is false when the clause had an error and
// was skipped to the next separator.
func (p *parser) clause(fallback bool) (clause, bool) {
	r := clauseReader{onlyCourtesy: true}
	r.c.fallback = fallback
	r.c.soft, p.softNext = p.softNext, false
	// Separators before the clause.
	for p.pos < len(p.toks) && p.toks[p.pos].kind == tSep {
		p.pos++
	}
	if p.pos >= len(p.toks) {
		r.c.empty = true
		return r.c, true
	}
	r.c.at = p.toks[p.pos]
	if r.c.at.kind == tSlash {
		r.c.fallback, r.c.slash = true, true
		p.pos++
	}
	for p.pos < len(p.toks) {
		t := p.toks[p.pos]
		if t.kind == tSep {
			if t.newline && r.c.fallback && r.bare() {
				// «если стена —» at a line end: go on to the next line.
				p.pos++
				continue
			}
			break
		}
		if t.kind == tSlash {
			break
		}
		var done, ok bool
		switch t.kind {
		case tNumber:
			done, ok = p.clauseNumber(&r, t)
		case tCell:
			done, ok = p.clauseCell(&r, t)
		default:
			done, ok = p.clauseWord(&r, t)
		}
		if done {
			return r.c, ok
		}
	}
	r.c.courtesy = r.onlyCourtesy
	return r.c, p.finish(&r)
}

// clauseReader is a clause being read, with what the words read so far
// leave pending.
type clauseReader struct {
	c            clause
	pendingCount int   // a count not yet given to a direction
	pendingTok   token // where that count is written
	onlyCourtesy bool  // every word so far a greeting
	condFill     bool  // inside «если стена то …» before the direction
}

// bare says the clause has no order word, object, direction or cell yet.
func (r *clauseReader) bare() bool {
	c := &r.c
	return len(c.steps) == 0 && c.verb == vNone && len(c.objs) == 0 && c.cell == nil
}

// count gives n to the direction just written without one («налево
// два»), or keeps it for the next direction («два налево»).
func (r *clauseReader) count(n int, t token) {
	if k := len(r.c.steps); k > 0 && r.c.steps[k-1].count == 0 && r.pendingCount == 0 {
		r.c.steps[k-1].count = n
	} else {
		r.pendingCount, r.pendingTok = n, t
	}
}

// finish ends the clause at p.pos.
func (p *parser) finish(r *clauseReader) bool {
	return p.finishClause(&r.c, r.pendingCount, r.pendingTok)
}

// clauseNumber reads a count in digits (S3). done is true when the
// clause ends here, with ok as clause returns it.
func (p *parser) clauseNumber(r *clauseReader, t token) (done, ok bool) {
	r.onlyCourtesy = false
	if t.num < 1 || t.num >= maxNumber {
		p.errAt(t, say(p.lang, narrate.KeyOrderErrCountStepsStartsAt), "", "", "S3")
		p.skipClause()
		return true, false
	}
	r.count(t.num, t)
	p.pos++
	return false, false
}

// clauseCell reads a cell name: the start cell (B6).
func (p *parser) clauseCell(r *clauseReader, t token) (done, ok bool) {
	r.onlyCourtesy = false
	if r.c.cell != nil {
		p.errAt(t, say(p.lang, narrate.KeyOrderErrSecondCell), "", "", "")
		p.skipClause()
		return true, false
	}
	tt := t
	r.c.cell = &tt
	p.pos++
	return false, false
}

// lookup finds a word in the lexicon, also when written in Latin letters
// or typed in the wrong keyboard layout.
func lookup(w string) (entry, bool) {
	e, known := lexicon[w]
	if !known {
		if f, ok := fromLatin(w); ok {
			e, known = lexicon[f], true
		} else if rw := retype(w); rw != w && utf8.RuneCountInString(w) >= 3 {
			// Typed with the keyboard in the Latin layout: "yfktdj".
			e, known = lexicon[rw]
		}
	}
	return e, known
}

// clauseWord reads a word by its class.
func (p *parser) clauseWord(r *clauseReader, t token) (done, ok bool) {
	c := &r.c
	if c.fallback && condFillers[t.norm] && len(c.steps) == 0 {
		r.condFill = true
		p.pos++
		return false, false
	}
	e, known := lookup(t.norm)
	if !known {
		p.unknown(t, *c)
		p.skipClause()
		return true, false
	}
	if e.cls != cCourtesy {
		r.onlyCourtesy = false
	}
	switch e.cls {
	case cFiller, cUnit, cCourtesy:
		p.pos++
	case cConj:
		return p.clauseConj(r)
	case cCond:
		if r.bare() {
			c.fallback, c.slash = true, false
			p.pos++
			return false, false
		}
		// The fallback starts here; this clause ends.
		return true, p.finish(r)
	case cVerb:
		return p.clauseVerb(r, t, e)
	case cObject:
		if c.fallback && len(c.steps) == 0 && e.obj == oWall {
			r.condFill = true // «если стена»
		} else if e.obj == oFloor {
			c.floor = true
		} else {
			c.objs = append(c.objs, t)
			c.objOf = append(c.objOf, e.obj)
		}
		p.pos++
	case cDir:
		c.steps = append(c.steps, step{dir: e.dir, count: r.pendingCount, tok: t})
		r.pendingCount = 0
		p.pos++
	case cNumber:
		r.count(e.num, t)
		p.pos++
	}
	return false, false
}

// clauseConj reads «и», «затем», "then": inside a fallback's condition or
// before a further direction of the same order it joins; otherwise it
// ends the clause and joins the next one to it.
func (p *parser) clauseConj(r *clauseReader) (done, ok bool) {
	c := &r.c
	if c.fallback && len(c.steps) == 0 && (r.condFill || c.verb == vNone) {
		// «если стена, то вверх», "if walled then up".
		p.pos++
		return false, false
	}
	if p.continuesWithDir(*c) {
		p.pos++
		return false, false
	}
	ok = p.finish(r)
	p.pos++
	p.softNext = true
	return true, ok
}

// clauseVerb reads an order word; a second one starts the next order.
func (p *parser) clauseVerb(r *clauseReader, t token, e entry) (done, ok bool) {
	c := &r.c
	if c.verb != vNone {
		if c.verb == vSkip && e.verb == vMove && t.norm == "move" {
			p.pos++ // "skip a move"
			return false, false
		}
		// A second order word starts the next order.
		return true, p.finish(r)
	}
	tt := t
	c.verbTok = &tt
	c.verb = e.verb
	p.pos++
	p.particle(c)
	return false, false
}

// finishClause checks what is left over at the end of a clause.
func (p *parser) finishClause(c *clause, pendingCount int, pendingTok token) bool {
	for k := p.pos - 1; k >= 0 && p.toks[k].off >= c.at.off; k-- {
		if p.toks[k].kind != tSep {
			c.end = p.toks[k]
			break
		}
	}
	for i := range c.steps {
		if c.steps[i].count == 0 {
			c.steps[i].count = 1
		}
	}
	if pendingCount != 0 {
		p.errAt(pendingTok, say(p.lang, narrate.KeyOrderErrCountNeedsDirectionAfter),
			say(p.lang, narrate.KeyOrderErrCountExample), "", "S3")
		return false
	}
	if c.verb == vNone && len(c.steps) == 0 && len(c.objs) == 0 && c.cell == nil && !c.floor {
		c.empty = true
	}
	return true
}

// continuesWithDir reports whether «и»/"and" at p.pos joins a further
// direction to the same order: «взрываю налево и направо».
func (p *parser) continuesWithDir(c clause) bool {
	if c.verb == vNone || c.verb == vMove || len(c.steps) == 0 {
		return false
	}
	if p.pos+1 >= len(p.toks) {
		return false
	}
	n := p.toks[p.pos+1]
	e, ok := lexicon[n.norm]
	return ok && n.kind == tWord && e.cls == cDir
}

// particle drops the English particle after "blow up", "pick up",
// "put down", so that it is not read as a direction.
func (p *parser) particle(c *clause) {
	if p.pos >= len(p.toks) {
		return
	}
	v, n := c.verbTok.norm, p.toks[p.pos].norm
	switch {
	case n == "up" && (v == "blow" || v == "pick" || v == "blast"),
		n == "down" && (v == "put" || v == "lay" || v == "set"):
		p.pos++
	}
}

func (p *parser) skipClause() {
	for p.pos < len(p.toks) && p.toks[p.pos].kind != tSep {
		p.pos++
	}
}

// unknown reports a word that is not in the language.
func (p *parser) unknown(t token, c clause) {
	want := cNone
	expected := say(p.lang, narrate.KeyOrderErrExpectedOrder)
	if c.verb != vNone || c.fallback {
		want = cDir
		expected = p.dirExpected()
	}
	hint := ""
	if relativeWords[t.norm] {
		p.errAt(t, say(p.lang, narrate.KeyOrderErrWordDependsOnWhere, "word", t.raw),
			p.dirExpected(), "", "B2")
		return
	}
	if t.kind == tWord {
		if s := suggest(t.norm, want); s != "" {
			hint = say(p.lang, narrate.KeyOrderErrDidYouMean, "s", s)
		}
	}
	msg := say(p.lang, narrate.KeyOrderErrUnknownWord, "word", t.raw)
	if t.kind == tWord && hint == "" && retype(t.norm) != t.norm && detectLang(t.raw) == English && p.lang == Russian {
		hint = say(p.lang, narrate.KeyOrderErrKeyboardLatinLayout)
	}
	p.errAt(t, msg, expected, hint, "")
}

func (p *parser) dirExpected() string {
	if p.opts.Floors {
		return say(p.lang, narrate.KeyOrderErrDirsFloors)
	}
	return say(p.lang, narrate.KeyOrderErrDirs)
}

// dir resolves a written step.
func (p *parser) dir(c clause, s step) maze.Dir {
	return resolveDir(s.dir, p.opts.Floors, c.floor)
}

func (p *parser) add(at token, a engine.Action) {
	p.items = append(p.items, item{act: a, at: at})
}

// needDirs reports a missing direction.
func (p *parser) missingDir(c clause, what string) {
	t := p.afterTok(c.end)
	p.errAt(t, say(p.lang, narrate.KeyOrderErrWhatWhereDirectionMissing, "what", what),
		p.dirExpected(), "", "")
}

// afterTok is a position just after t, for «missing …» errors.
func (p *parser) afterTok(t token) token {
	n := len([]rune(t.raw))
	return token{kind: tSep, off: t.off + len(t.raw), line: t.line, col: t.col + n}
}

// move reads a move: one direction, or several steps of a walk (S3).
func (p *parser) move(c clause) {
	if len(c.steps) == 0 {
		what := "«" + c.at.raw + "»"
		if c.verbTok != nil {
			what = "«" + c.verbTok.raw + "»"
		}
		p.missingDir(c, what)
		return
	}
	var path []maze.Dir
	for _, s := range c.steps {
		d := p.dir(c, s)
		for range s.count {
			path = append(path, d)
		}
		if len(path) > 100 {
			p.errAt(s.tok, say(p.lang, narrate.KeyOrderErrTooManySteps), "", "", "S3")
			return
		}
	}
	at := c.steps[0].tok
	if c.verbTok != nil && c.verbTok.off < at.off {
		at = *c.verbTok
	}
	p.items = append(p.items, item{act: engine.Action{Kind: engine.ActMove, Dir: path[0]}, at: at, dirAt: c.steps[0].tok, path: path})
}

// fallback adds «если стена — вверх» to the move before it (V11, C6).
func (p *parser) fallback(c clause) {
	if c.verb != vNone && c.verb != vMove || len(c.objs) > 0 && objectOther(c, oWall, oTurn) >= 0 || c.cell != nil {
		t := c.at
		if c.verbTok != nil {
			t = *c.verbTok
		}
		p.errAt(t, say(p.lang, narrate.KeyOrderErrOnlyMoveCanFollow),
			p.dirExpected(), "", "V11")
		return
	}
	if len(c.steps) == 0 {
		p.missingDir(c, say(p.lang, narrate.KeyOrderErrIfWall))
		return
	}
	if len(c.steps) > 1 || c.steps[0].count != 1 {
		p.errAt(c.steps[len(c.steps)-1].tok, say(p.lang, narrate.KeyOrderErrFallbackDirection),
			"", say(p.lang, narrate.KeyOrderErrWriteEachFallbackAfter), "V11")
		return
	}
	n := len(p.items)
	if n == 0 || p.items[n-1].act.Kind != engine.ActMove || len(p.items[n-1].path) != 1 {
		p.errAt(c.at, say(p.lang, narrate.KeyOrderErrIfWallNeedsMove),
			"", say(p.lang, narrate.KeyOrderErrGoLeftIfWall), "V11")
		return
	}
	last := &p.items[n-1]
	d := p.dir(c, c.steps[0])
	if d == last.act.Dir || contains(last.act.Fallbacks, d) {
		p.errAt(c.steps[0].tok, say(p.lang, narrate.KeyOrderErrThisDirectionWasAlready),
			"", "", "V11")
		return
	}
	last.act.Fallbacks = append(last.act.Fallbacks, d)
	fat := c.at
	if c.slash { // «вверх/вниз»: the direction itself
		fat = c.steps[0].tok
	}
	last.fbAt = append(last.fbAt, fat)
}

func contains(ds []maze.Dir, d maze.Dir) bool {
	for _, x := range ds {
		if x == d {
			return true
		}
	}
	return false
}

// start reads a start cell (B6, D3).
func (p *parser) start(c clause) {
	t := *c.cell
	var at maze.Coord
	var err error
	if p.opts.Maze != nil {
		at, err = p.opts.Maze.ParseCell(t.raw)
	} else {
		at, err = parseCell(t.raw)
	}
	if err != nil {
		p.errAt(t, say(p.lang, narrate.KeyOrderErrWordNotCell, "word", t.raw),
			say(p.lang, narrate.KeyOrderErrColumnLetterAndRow), "", "B6")
		return
	}
	p.add(t, engine.Action{Kind: engine.ActChooseStart, Cell: at})
}

// parseCell reads "б4", "C7" or "2:C7" (floor by number) without a maze.
func parseCell(s string) (maze.Coord, error) {
	var c maze.Coord
	if i := strings.IndexByte(s, ':'); i >= 0 {
		fl := s[:i]
		if !allDigits(fl) || len(fl) > 3 || fl == "0" || strings.HasPrefix(fl, "0") {
			return c, fmt.Errorf("no floor %q", fl)
		}
		n := 0
		for _, r := range fl {
			n = n*10 + int(r-'0')
		}
		c.Floor = n - 1
		s = s[i+1:]
	}
	col, row, err := maze.ParseCellName(s)
	if err != nil {
		return c, err
	}
	if col < 0 || row < 0 || col > 1000 || row > 1000 {
		return c, fmt.Errorf("cell %s is too far", s)
	}
	c.Row, c.Col = row, col
	return c, nil
}

// relativeWords are directions relative to the way one faces, which the
// maze does not have: a player has no heading, only the plan's sides (B2).
var relativeWords = map[string]bool{
	"прямо": true, "обратно": true, "кругом": true, "straight": true, "around": true,
}

// For is the options that read the orders of the turn e expects on maze
// m: the same for a person at the keyboard, a player by mail and a bot,
// so that all of them play by one rule.
func For(m *maze.Maze, e engine.Expect, lang Lang) Options {
	return Options{
		Rules: &m.Rules, Actions: e.Actions, Start: e.ChooseStart,
		Floors: len(m.Floors) > 1 && !e.OwnMaze, OwnMaze: e.OwnMaze,
		Steps: e.Dice, Maze: m, Lang: lang,
	}
}

// Check passes a turn made as actions (a bot's) through the order reader,
// as if its player had written it: the actions are written as orders in
// lang and read back under these options. It returns what was read, or
// the errors a person writing the same orders would get.
func (o Options) Check(actions []engine.Action, lang Lang) ([]engine.Action, error) {
	if o.Lang == "" {
		o.Lang = lang
	}
	return Parse(o.Format(actions, lang), o)
}
