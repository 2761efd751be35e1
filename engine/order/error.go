package order

import (
	"errors"
	"fmt"
	"sort"
	"strings"
	"sync"
	"unicode/utf8"

	"labyrinth/dsl/diag"
	"labyrinth/engine"
	"labyrinth/engine/narrate"
)

// Lang is the language of order text, confirmations and error messages:
// the engine's one language type.
type Lang = engine.Lang

const (
	Russian = engine.LangRussian // the source texts' language
	English = engine.LangEnglish
)

// Error is one order that could not be read, or one the rules forbid. It
// says where (Line and Col, in runes, both from 1; Offset in bytes), what
// was found there, what would have fitted, and what the player probably
// meant. Its texts are in the language of the order (Lang).
type Error struct {
	Line   int
	Col    int
	Offset int
	// Found is the word as written, or "" when the order ended too soon.
	Found string
	// Msg says what is wrong.
	Msg string
	// Expected says what would fit at this place, if that helps.
	Expected string
	// Hint is what the player probably meant: a word («налево») or a whole
	// order («стреляю» without a direction).
	Hint string
	// Rule is the rule ID behind a refusal (e.g. "V24"), if any.
	Rule string
	// Source is the line of text the error is on, for a snippet.
	Source string
	Lang   Lang
}

// Error returns "line:col: message; expected …; hint".
func (e *Error) Error() string {
	var b strings.Builder
	fmt.Fprintf(&b, "%d:%d: %s", e.Line, e.Col, e.Msg)
	if e.Expected != "" {
		b.WriteString("; " + narrate.Text(narrate.KeyOrderErrorExpected, e.Lang.Norm(), 0, "what", e.Expected))
	}
	if e.Hint != "" {
		b.WriteString("; " + e.Hint)
	}
	if e.Rule != "" {
		b.WriteString(" [" + e.Rule + "]")
	}
	return b.String()
}

// Say is the error as a player reads it: what is wrong, what would fit
// and what was probably meant, as one sentence, without the position and
// the rule's ID that Error gives.
func (e *Error) Say() string {
	var b strings.Builder
	b.WriteString(e.Msg)
	if e.Expected != "" {
		b.WriteString("; " + narrate.Text(narrate.KeyOrderErrorExpected, e.Lang.Norm(), 0, "what", e.Expected))
	}
	if e.Hint != "" {
		b.WriteString("; " + e.Hint)
	}
	s := b.String()
	if !strings.HasSuffix(s, "?") && !strings.HasSuffix(s, ".") && !strings.HasSuffix(s, "!") {
		s += "."
	}
	return s
}

// Refused reports whether the order was read but the rules forbid it
// (the error names a rule and asks nothing) rather than not understood.
func (e *Error) Refused() bool { return e.Rule != "" && !e.Question() }

// Question reports whether the error asks what the order meant («стреляю
// — куда?»): the order is incomplete rather than wrong.
func (e *Error) Question() bool { return strings.Contains(e.Msg, "?") }

// Snippet returns the line of the error with a caret under the place:
//
//	иду налева
//	    ^^^^^^
func (e *Error) Snippet() string {
	if e.Source == "" {
		return ""
	}
	n := utf8.RuneCountInString(e.Found)
	if n == 0 {
		n = 1
	}
	// Keep tabs under tabs so that the caret lines up.
	var pad strings.Builder
	for i, r := range []rune(e.Source) {
		if i >= e.Col-1 {
			break
		}
		if r == '\t' {
			pad.WriteRune('\t')
		} else {
			pad.WriteByte(' ')
		}
	}
	for i := utf8.RuneCountInString(e.Source); i < e.Col-1; i++ {
		pad.WriteByte(' ')
	}
	return e.Source + "\n" + pad.String() + strings.Repeat("^", n)
}

// ErrorList is several errors, in text order. errors.As finds its first
// *Error.
type ErrorList []*Error

// Error returns the errors one per line.
func (l ErrorList) Error() string {
	parts := make([]string, len(l))
	for i, e := range l {
		parts[i] = e.Error()
	}
	return strings.Join(parts, "\n")
}

// Unwrap returns the errors for errors.Is and errors.As.
func (l ErrorList) Unwrap() []error {
	out := make([]error, len(l))
	for i, e := range l {
		out[i] = e
	}
	return out
}

// Errors returns every *Error in err: the error itself, or the members of
// an ErrorList. It returns nil for nil and for errors of other types.
func Errors(err error) []*Error {
	var l ErrorList
	if errors.As(err, &l) {
		return l
	}
	var e *Error
	if errors.As(err, &e) {
		return []*Error{e}
	}
	return nil
}

func (l ErrorList) sorted() ErrorList {
	sort.SliceStable(l, func(i, j int) bool { return l[i].Offset < l[j].Offset })
	return l
}

// err returns nil, the single *Error or the list.
func (l ErrorList) err() error {
	switch len(l) {
	case 0:
		return nil
	case 1:
		return l[0]
	}
	return l.sorted()
}

// suggest returns the known word closest to w, preferring words of class
// want (cNone: any), or "" when nothing is close. It also tries w as typed
// with the keyboard in the Latin layout ("yfktdj" → «налево»).
func suggest(w string, want class) string {
	w = fold(w)
	if utf8.RuneCountInString(w) < 3 {
		return ""
	}
	if tw := retype(w); tw != w {
		if e, ok := lexicon[tw]; ok && e.cls != cFiller && e.cls != cCourtesy {
			return tw
		}
		if s := closest(tw, want); s != "" && closest(w, want) == "" {
			return s
		}
	}
	return closest(w, want)
}

// closest is the known word nearest to w within a distance that grows
// with its length.
func closest(w string, want class) string {
	limit := 1
	switch n := utf8.RuneCountInString(w); {
	case n > 8:
		limit = 3
	case n > 5:
		limit = 2
	}
	best, bestD, bestFit := "", limit+1, false
	wr := []rune(w)
	for _, f := range suggestForms() {
		form, e := f.form, f.e
		if n := len(f.runes) - len(wr); n > limit || -n > limit {
			continue
		}
		d := diag.EditDistance(w, f.form)
		fit := want == cNone || e.cls == want
		if d < bestD || d == bestD && (fit && !bestFit || fit == bestFit && form < best) {
			best, bestD, bestFit = form, d, fit
		}
	}
	if bestD > limit {
		return ""
	}
	return best
}

type form struct {
	form  string
	runes []rune
	e     entry
}

// suggestForms lists the words suggestions come from, once.
var suggestForms = sync.OnceValue(func() []form {
	var out []form
	for f, e := range lexicon {
		if e.cls == cFiller || e.cls == cCourtesy || utf8.RuneCountInString(f) < 3 {
			continue
		}
		out = append(out, form{f, []rune(f), e})
	}
	sort.Slice(out, func(i, j int) bool { return out[i].form < out[j].form })
	return out
})

// retype maps a word typed in the Latin layout to the Russian keys.
func retype(w string) string {
	return strings.Map(func(r rune) rune {
		if c, ok := qwerty[r]; ok {
			return c
		}
		return r
	}, w)
}
