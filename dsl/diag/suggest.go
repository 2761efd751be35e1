package diag

import (
	"slices"
	"strings"
	"unicode"
)

// The one edit distance of the program and the «did you mean» hints built
// on it: the compiler's names and keywords (Suggest), and the command
// line's commands, flags' values and names (Closest).

// Suggest returns the candidate closest to s, for a «did you mean» hint, or
// "" when none is close enough. Case and Cyrillic/Latin lookalikes do not
// count as differences.
func Suggest(s string, candidates []string) string {
	if len(s) > maxSuggest {
		return "" // no name is that long, and the distance costs its square
	}
	best, bestD := "", len([]rune(s))/3+2
	switch len([]rune(s)) {
	case 1:
		bestD = 1 // only a case or lookalike difference
	case 2:
		bestD = 2
	}
	ns := fold(s)
	for _, c := range candidates {
		if c == s {
			return ""
		}
		d := EditDistance(ns, fold(c))
		if strings.HasPrefix(fold(c), ns) && len(ns) >= 3 && d > 0 {
			d = min(d, 1)
		}
		// At the same distance, a name as long as s is the likelier one
		// ("Av" is "Ab" mistyped rather than "A" with a letter more),
		// unless s ends in a doubled letter ("Kk" is "K" typed twice).
		if d < bestD || d == bestD && best != "" && runeLen(c) == runeLen(s) && runeLen(best) != runeLen(s) && !doubled(ns) {
			best, bestD = c, d
		}
	}
	if best == "" || bestD > 0 {
		// Typed on the other keyboard layout: «Ф» is the key of "A".
		if l, ok := otherLayout(s); ok && slices.Contains(candidates, l) {
			return l
		}
	}
	return best
}

// qwerty maps the Russian ЙЦУКЕН keys to the Latin letters on the same
// keys, and back.
var qwerty = func() map[rune]rune {
	const ru, en = "йцукенгшщзфывапролдячсмитьЙЦУКЕНГШЩЗФЫВАПРОЛДЯЧСМИТЬ", "qwertyuiopasdfghjklzxcvbnmQWERTYUIOPASDFGHJKLZXCVBNM"
	m := map[rune]rune{}
	r, e := []rune(ru), []rune(en)
	for i := range r {
		m[r[i]], m[e[i]] = e[i], r[i]
	}
	return m
}()

// otherLayout returns s as typed with the other layout on (Russian keys
// for Latin ones and back), and whether every letter has a key there.
func otherLayout(s string) (string, bool) {
	var b strings.Builder
	for _, r := range s {
		if l, ok := qwerty[r]; ok {
			r = l
		} else if unicode.IsLetter(r) {
			return "", false
		}
		b.WriteRune(r)
	}
	return b.String(), b.Len() > 0
}

func runeLen(s string) int { return len([]rune(s)) }

// doubled reports whether s ends in the same rune twice.
func doubled(s string) bool {
	r := []rune(s)
	return len(r) >= 2 && r[len(r)-1] == r[len(r)-2]
}

// maxSuggest is the longest name, in bytes, that Suggest looks at.
const maxSuggest = 64

var lookalikes = map[rune]rune{
	'а': 'a', 'в': 'b', 'е': 'e', 'к': 'k', 'м': 'm', 'н': 'h', 'о': 'o',
	'р': 'p', 'с': 'c', 'т': 't', 'у': 'y', 'х': 'x',
}

func fold(s string) string {
	var b strings.Builder
	for _, r := range s {
		r = unicode.ToLower(r)
		if l, ok := lookalikes[r]; ok {
			r = l
		}
		b.WriteRune(r)
	}
	return b.String()
}

// Closest returns the candidate nearest to s by EditDistance, when it is
// closer than half the length of s plus two, or "". Unlike Suggest it
// compares the strings as given: the command line's words are ASCII names
// (commands, paper sizes, campaign names) with no lookalikes to fold.
func Closest(s string, candidates []string) string {
	best, bestD := "", len(s)/2+2
	for _, c := range candidates {
		if d := EditDistance(s, c); d < bestD {
			best, bestD = c, d
		}
	}
	return best
}

// EditDistance is the optimal string alignment distance between a and b
// in runes: the fewest insertions, deletions, substitutions and swaps of
// two adjacent runes that turn one into the other ("pirnt" is one edit
// from "print"). It keeps three rows, not the whole table.
func EditDistance(a, b string) int {
	ra, rb := []rune(a), []rune(b)
	prev2 := make([]int, len(rb)+1) // row i-2
	prev := make([]int, len(rb)+1)  // row i-1
	cur := make([]int, len(rb)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(ra); i++ {
		cur[0] = i
		for j := 1; j <= len(rb); j++ {
			cost := 1
			if ra[i-1] == rb[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
			if i > 1 && j > 1 && ra[i-1] == rb[j-2] && ra[i-2] == rb[j-1] {
				cur[j] = min(cur[j], prev2[j-2]+1)
			}
		}
		prev2, prev, cur = prev, cur, prev2
	}
	return prev[len(rb)]
}
