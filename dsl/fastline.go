package dsl

import "strings"

// The common statement lines (a rules line key = value, a legend line,
// a header) are read here by hand, at a small fraction of participle's
// cost: a source of a hundred thousand of them would otherwise take
// seconds (grammar.md, "Limits"). Anything past the simple shapes, and
// every line with an error, goes to participle, which reads the same
// tokens (lineLexer) and says what is wrong.

// fastTok is a token of lineLexer: a quoted string (unquoted), a Word, or
// one punctuation character.
type fastTok struct {
	str   bool // a quoted string
	punct byte // '=', ',', '{', '}', ':', '<', '>', '-', or 0
	text  string
}

// fastTokens splits s into lineLexer's tokens, at most max of them; it
// reports false for anything it does not read by hand (an arrow, a bad
// string, an escape, too many tokens).
func fastTokens(s string, buf []fastTok, max int) ([]fastTok, bool) {
	toks := buf[:0]
	for i := 0; i < len(s); {
		c := s[i]
		switch {
		case c == ' ' || c == '\t' || c == '\n' || c == '\f' || c == '\r':
			i++
			continue
		case len(toks) == max:
			return nil, false
		case c == '"':
			j := strings.IndexByte(s[i+1:], '"')
			if j < 0 || strings.IndexByte(s[i+1:i+1+j], '\\') >= 0 {
				return nil, false
			}
			toks = append(toks, fastTok{str: true, text: s[i+1 : i+1+j]})
			i += j + 2
		case strings.IndexByte("=,{}:<>-", c) >= 0:
			if c == '<' || c == '-' {
				return nil, false // maybe an arrow
			}
			toks = append(toks, fastTok{punct: c, text: s[i : i+1]})
			i++
		default:
			j := i
			for j < len(s) {
				d := s[j]
				if isWordByte(d) {
					j++
					continue
				}
				// A - or : inside a word joins two runs of it.
				if (d == '-' || d == ':') && j+1 < len(s) && isWordByte(s[j+1]) {
					j++
					continue
				}
				break
			}
			toks = append(toks, fastTok{text: s[i:j]})
			i = j
		}
	}
	return toks, true
}

// isWordByte reports whether c may stand in a Word of lineLexer (every
// byte of a multi-byte rune may).
func isWordByte(c byte) bool {
	switch c {
	case ' ', '\t', '\n', '\f', '\r', '"', '=', ',', '{', '}', ':', '<', '>', '-':
		return false
	}
	return true
}

// fastRule reads key = value.
func fastRule(raw string) (*ruleStmt, bool) {
	var buf [3]fastTok
	t, ok := fastTokens(raw, buf[:], 3)
	if !ok || len(t) != 3 || t[0].str || t[0].punct != 0 || t[1].punct != '=' || t[2].punct != 0 {
		return nil, false
	}
	return &ruleStmt{Key: t[0].text, Value: t[2].text}, true
}

// fastLegend reads glyph = meaning ["doc"].
func fastLegend(raw string) (*legendStmt, bool) {
	var buf [4]fastTok
	t, ok := fastTokens(raw, buf[:], 4)
	if !ok || len(t) < 3 || t[0].punct != 0 || t[1].punct != '=' || t[2].punct != 0 {
		return nil, false
	}
	st := &legendStmt{Glyph: t[0].text, Means: t[2].text}
	if len(t) == 4 {
		if !t[3].str {
			return nil, false
		}
		st.Doc = &t[3].text
	}
	return st, true
}

// fastHeader reads title, author or notes "…".
func fastHeader(raw string) (*topStmt, bool) {
	var buf [2]fastTok
	t, ok := fastTokens(raw, buf[:], 2)
	if !ok || len(t) != 2 || t[0].str || !t[1].str {
		return nil, false
	}
	switch t[0].text {
	case "title", "author", "notes":
		return &topStmt{Header: &headerStmt{Key: t[0].text, Value: t[1].text}}, true
	}
	return nil, false
}

// linkTok is a token of a links statement: a Word, an arrow "->", or one
// of ':' and ','; off is its byte offset in the statement.
type linkTok struct {
	text string
	off  int
}

// linkTokens splits a links statement into linkToks, reporting false for
// what it leaves to participle (a string, '<', '=', braces, a lone '-').
func linkTokens(s string, buf []linkTok) ([]linkTok, bool) {
	toks := buf[:0]
	for i := 0; i < len(s); {
		switch c := s[i]; {
		case c == ' ' || c == '\t' || c == '\n' || c == '\f' || c == '\r':
			i++
		case c == ':' || c == ',':
			toks = append(toks, linkTok{s[i : i+1], i})
			i++
		case c == '-' && i+1 < len(s) && s[i+1] == '>':
			toks = append(toks, linkTok{"->", i})
			i += 2
		case !isWordByte(c):
			return nil, false
		default:
			j := i
			for j < len(s) && (isWordByte(s[j]) || (s[j] == '-' || s[j] == ':') && j+1 < len(s) && isWordByte(s[j+1])) {
				j++
			}
			toks = append(toks, linkTok{s[i:j], i})
			i = j
		}
	}
	return toks, true
}

// linkWords are the words the links grammar spells out: a cell or a name
// that is one of them is left to participle.
var linkWords = map[string]bool{"exits": true, "times": true, "den": true, "track": true, "exit": true}

// fastLinks reads a links statement of the common shapes by hand.
type fastLinks struct {
	t  []linkTok
	at int
	ok bool
}

func (f *fastLinks) peek() string {
	if f.at < len(f.t) {
		return f.t[f.at].text
	}
	return ""
}

func (f *fastLinks) accept(s string) bool {
	if f.peek() == s {
		f.at++
		return true
	}
	return false
}

func isWordTok(s string) bool { return s != "" && s != ":" && s != "," && s != "->" }

// word reads a name.
func (f *fastLinks) word() string {
	w := f.peek()
	if !isWordTok(w) || linkWords[w] {
		f.ok = false
		return ""
	}
	f.at++
	return w
}

// cell reads a cell name with its offset.
func (f *fastLinks) cell() *cellRef {
	if f.at >= len(f.t) {
		f.ok = false
		return nil
	}
	t := f.t[f.at]
	if !isWordTok(t.text) || linkWords[t.text] {
		f.ok = false
		return nil
	}
	f.at++
	r := &cellRef{Name: t.text}
	r.Pos.Offset, r.Pos.Line, r.Pos.Column = t.off, 1, t.off+1
	return r
}

// cells reads cell (sep? cell)*, to the end of the statement or the word
// stop.
func (f *fastLinks) cells(sep string, stop string) []*cellRef {
	out := []*cellRef{f.cell()}
	for f.ok && f.at < len(f.t) && f.peek() != stop {
		f.accept(sep)
		out = append(out, f.cell())
	}
	return out
}

// fastLink reads a links statement; false leaves it to participle.
func fastLink(raw string) (*linkStmt, bool) {
	var buf [16]linkTok
	t, ok := linkTokens(raw, buf[:])
	if !ok || len(t) < 2 {
		return nil, false
	}
	f := &fastLinks{t: t, at: 1, ok: true}
	st := &linkStmt{}
	switch t[0].text {
	case "holes", "river":
		name := f.word()
		if !f.accept(":") {
			return nil, false
		}
		cs := f.cells("->", "")
		if t[0].text == "holes" {
			st.Holes = &holesStmt{Name: name, Cells: cs}
		} else {
			st.River = &riverStmt{Name: name, Cells: cs}
		}
	case "pit":
		p := &pitStmt{}
		p.Pos.Offset, p.Pos.Line, p.Pos.Column = t[1].off, 1, t[1].off+1
		p.Name = f.word()
		f.accept(":")
		if f.accept("exits") {
			f.accept(":")
			p.Exits = []*cellRef{f.cell()}
			for f.ok && f.accept(",") {
				p.Exits = append(p.Exits, f.cell())
			}
		}
		if f.accept("times") {
			p.Times = f.cell()
		}
		st.Pit = p
	case "start":
		s := &startStmt{}
		if f.peek() != ":" {
			n := f.word()
			s.Name = &n
		}
		if !f.accept(":") {
			return nil, false
		}
		s.Cells = f.cells(",", "")
		st.Start = s
	case "treasure":
		st.Treasure = &treasureStmt{Cell: f.cell(), Kind: f.cell()}
	case "hidden", "steep":
		h := &hiddenStmt{Cell: f.cell(), Side: f.cell()}
		if t[0].text == "hidden" {
			st.Hidden = h
		} else {
			st.Steep = h
		}
	case "rubber":
		r := &rubberStmt{Cell: f.cell()}
		if !f.accept("exit") {
			return nil, false
		}
		r.Side = f.cell()
		st.Rubber = r
	case "mine":
		m := &mineStmt{Cell: f.cell()}
		if !f.accept("times") {
			return nil, false
		}
		m.Times = f.cell()
		st.Mine = m
	case "trap":
		tr := &trapStmt{Kind: f.cell()}
		if !f.accept(":") {
			return nil, false
		}
		tr.Cells = f.cells(",", "")
		st.Trap = tr
	case "bear", "pirate":
		b := &bearStmt{}
		if f.peek() != ":" {
			n := f.word()
			b.Name = &n
		}
		if !f.accept(":") {
			return nil, false
		}
		if f.accept("den") {
			b.Den = f.cell()
		}
		if f.accept("track") {
			b.Track = f.cells("->", "")
		}
		if t[0].text == "bear" {
			st.Bear = b
		} else {
			st.Pirate = b
		}
	default:
		return nil, false // every unknown word
	}
	if !f.ok || f.at != len(f.t) {
		return nil, false
	}
	return st, true
}
