package order

import (
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// tokKind is the kind of a token of order text.
type tokKind uint8

const (
	tWord   tokKind = iota // letters, or an arrow
	tNumber                // digits
	tCell                  // a cell name: б4, C7, 2:C7
	tSep                   // , ; . ! ? or a line end: ends an order
	tSlash                 // / or |: an alternative direction
)

// token is one piece of order text with its position.
type token struct {
	kind    tokKind
	raw     string // as written
	norm    string // folded (see fold)
	num     int    // value of a tNumber
	off     int    // byte offset in the text
	line    int    // 1-based line
	col     int    // 1-based rune column in the line
	newline bool   // a tSep made by a line end
}

// maxNumber caps counts so that huge digit strings stay harmless.
const maxNumber = 1 << 20

// lexer is the state of lex: where it is in the text.
type lexer struct {
	text      string
	i         int // byte offset
	line, col int
	lineStart bool // only blanks seen on this line so far
	toks      []token
}

// lex splits text into tokens. It never fails: characters that carry no
// meaning in orders (spaces, quotes, dashes, brackets, emoji) are skipped.
func lex(text string) []token {
	l := &lexer{text: text, line: 1, col: 1, lineStart: true}
	for l.i < len(text) {
		r, sz := utf8.DecodeRuneInString(text[l.i:])
		switch {
		case r == '\n':
			l.toks = append(l.toks, token{kind: tSep, raw: "\n", off: l.i, line: l.line, col: l.col, newline: true})
			l.i += sz
			l.line++
			l.col = 1
			l.lineStart = true
		case r == '#' && l.lineStart, r == '/' && l.lineStart && strings.HasPrefix(text[l.i:], "//"):
			// A comment line.
			for l.i < len(text) && text[l.i] != '\n' {
				l.advance()
			}
		case r == ',' || r == ';' || r == '.' || r == '!' || r == '?' || r == '…':
			l.mark(tSep, r, sz, "")
		case r == '/' || r == '|':
			l.mark(tSlash, r, sz, "")
		case r == '←' || r == '→' || r == '↑' || r == '↓':
			l.mark(tWord, r, sz, string(r))
		case unicode.IsLetter(r) || unicode.IsDigit(r):
			l.word()
		default:
			// Anything else is a blank: spaces, quotes, dashes, brackets.
			if !unicode.IsSpace(r) && r != '-' && r != '—' && r != '–' && r != '*' && r != '•' {
				l.lineStart = false
			}
			l.i += sz
			l.col++
		}
	}
	return l.toks
}

// advance steps over one rune.
func (l *lexer) advance() {
	_, sz := utf8.DecodeRuneInString(l.text[l.i:])
	l.i += sz
	l.col++
}

// mark adds the one-rune token r of size sz.
func (l *lexer) mark(kind tokKind, r rune, sz int, norm string) {
	l.toks = append(l.toks, token{kind: kind, raw: string(r), norm: norm, off: l.i, line: l.line, col: l.col})
	l.i += sz
	l.col++
	l.lineStart = false
}

// word reads letters and digits: a word, a number or a cell name; or
// skips a code line or a list number.
func (l *lexer) word() {
	text := l.text
	start, startCol := l.i, l.col
	word, colon := l.letters()
	// A code line ("код: K7Q2-ZX", mailtext.Code) is the player's
	// password, not an order: skip the word and the code.
	if l.lineStart && codeWords[fold(word)] {
		l.i, l.col = skipCode(text, l.i, l.col)
		l.lineStart = false
		return
	}
	// A list number at the start of a line: "1." or "2)".
	if i := l.i; l.lineStart && allDigits(word) && i < len(text) && (text[i] == '.' || text[i] == ')') &&
		(i+1 == len(text) || text[i+1] == ' ' || text[i+1] == '\t' || text[i+1] == '\n' || text[i+1] == '\r') {
		l.i++
		l.col++
		l.lineStart = false
		return
	}
	l.lineStart = false
	t := token{raw: text[start:l.i], norm: fold(word), off: start, line: l.line, col: startCol}
	switch {
	case allDigits(word):
		t.kind = tNumber
		n, err := strconv.Atoi(word)
		if err != nil || n > maxNumber {
			n = maxNumber
		}
		t.num = n
	case colon || isCellShape(word):
		t.kind = tCell
	default:
		t.kind = tWord
	}
	l.toks = append(l.toks, t)
}

// letters reads a run of letters and digits, dropping an apostrophe
// inside a word and keeping one colon inside it (a cell "2:C7"). colon
// says it kept one.
func (l *lexer) letters() (word string, colon bool) {
	text := l.text
	var b strings.Builder
	for l.i < len(text) {
		r, sz := utf8.DecodeRuneInString(text[l.i:])
		if unicode.IsLetter(r) || unicode.IsDigit(r) {
			b.WriteRune(r)
		} else if (r == '\'' || r == '’') && b.Len() > 0 && l.i+sz < len(text) && isAlnumAt(text, l.i+sz) {
			// don't, i'll, let's: the apostrophe is dropped.
		} else if r == ':' && !colon && l.i+sz < len(text) && isAlnumAt(text, l.i+sz) && b.Len() > 0 {
			colon = true
			b.WriteRune(r)
		} else {
			break
		}
		l.i += sz
		l.col++
	}
	return b.String(), colon
}

func isAlnumAt(s string, i int) bool {
	r, _ := utf8.DecodeRuneInString(s[i:])
	return unicode.IsLetter(r) || unicode.IsDigit(r)
}

func allDigits(s string) bool {
	if s == "" {
		return false
	}
	for _, r := range s {
		if r < '0' || r > '9' {
			return false
		}
	}
	return true
}

// isCellShape reports whether s is letters followed by digits, as in "б4".
func isCellShape(s string) bool {
	rs := []rune(s)
	i := 0
	for i < len(rs) && unicode.IsLetter(rs[i]) {
		i++
	}
	if i == 0 || i == len(rs) {
		return false
	}
	for _, r := range rs[i:] {
		if r < '0' || r > '9' {
			return false
		}
	}
	return true
}

// codeWords start a code line.
var codeWords = map[string]bool{"код": true, "code": true, "пароль": true, "password": true}

// skipCode skips the separator and the code after a code word.
func skipCode(text string, i, col int) (int, int) {
	step := func(ok func(rune) bool) bool {
		if i >= len(text) {
			return false
		}
		r, sz := utf8.DecodeRuneInString(text[i:])
		if !ok(r) {
			return false
		}
		i += sz
		col++
		return true
	}
	blank := func(r rune) bool { return r == ' ' || r == '\t' }
	for step(blank) {
	}
	step(func(r rune) bool { return r == ':' || r == '=' || r == '-' || r == '—' })
	for step(blank) {
	}
	for step(func(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) || r == '_' || r == '-' }) {
	}
	return i, col
}
