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
