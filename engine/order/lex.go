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

// lex splits text into tokens. It never fails: characters that carry no
// meaning in orders (spaces, quotes, dashes, brackets, emoji) are skipped.
func lex(text string) []token {
	var toks []token
	line, col := 1, 1
	lineStart := true // only blanks seen on this line so far
	i := 0
	advance := func(n int) {
		for k := 0; k < n && i < len(text); k++ {
			_, sz := utf8.DecodeRuneInString(text[i:])
			i += sz
			col++
		}
	}
	for i < len(text) {
		r, sz := utf8.DecodeRuneInString(text[i:])
		switch {
		case r == '\n':
			toks = append(toks, token{kind: tSep, raw: "\n", off: i, line: line, col: col, newline: true})
			i += sz
			line++
			col = 1
			lineStart = true
			continue
		case r == '#' && lineStart, r == '/' && lineStart && strings.HasPrefix(text[i:], "//"):
			// A comment line.
			for i < len(text) && text[i] != '\n' {
				advance(1)
			}
			continue
		case r == ',' || r == ';' || r == '.' || r == '!' || r == '?' || r == '…':
			toks = append(toks, token{kind: tSep, raw: string(r), off: i, line: line, col: col})
			i += sz
			col++
			lineStart = false
			continue
		case r == '/' || r == '|':
			toks = append(toks, token{kind: tSlash, raw: string(r), off: i, line: line, col: col})
			i += sz
			col++
			lineStart = false
			continue
		case r == '←' || r == '→' || r == '↑' || r == '↓':
			toks = append(toks, token{kind: tWord, raw: string(r), norm: string(r), off: i, line: line, col: col})
			i += sz
			col++
			lineStart = false
			continue
		case unicode.IsLetter(r) || unicode.IsDigit(r):
			start, startCol := i, col
			var b strings.Builder
			colon := false
			for i < len(text) {
				r, sz := utf8.DecodeRuneInString(text[i:])
				if unicode.IsLetter(r) || unicode.IsDigit(r) {
					b.WriteRune(r)
				} else if (r == '\'' || r == '’') && b.Len() > 0 && i+sz < len(text) && isAlnumAt(text, i+sz) {
					// don't, i'll, let's: the apostrophe is dropped.
				} else if r == ':' && !colon && i+sz < len(text) && isAlnumAt(text, i+sz) && b.Len() > 0 {
					colon = true
					b.WriteRune(r)
				} else {
					break
				}
				i += sz
				col++
			}
			word := b.String()
			// A code line ("код: K7Q2-ZX", mailtext.Code) is the player's
			// password, not an order: skip the word and the code.
			if lineStart && codeWords[fold(word)] {
				i, col = skipCode(text, i, col)
				lineStart = false
				continue
			}
			// A list number at the start of a line: "1." or "2)".
			if lineStart && allDigits(word) && i < len(text) && (text[i] == '.' || text[i] == ')') &&
				(i+1 == len(text) || text[i+1] == ' ' || text[i+1] == '\t' || text[i+1] == '\n' || text[i+1] == '\r') {
				i++
				col++
				lineStart = false
				continue
			}
			lineStart = false
			t := token{raw: text[start:i], norm: fold(word), off: start, line: line, col: startCol}
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
			toks = append(toks, t)
			continue
		}
		// Anything else is a blank: spaces, quotes, dashes, brackets.
		if !unicode.IsSpace(r) && r != '-' && r != '—' && r != '–' && r != '*' && r != '•' {
			lineStart = false
		}
		i += sz
		col++
	}
	return toks
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
