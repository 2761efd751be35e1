package diag

import (
	"sort"
	"strings"
	"unicode"
)

// Sort orders the diagnostics by file and position, errors before warnings
// at the same place, and drops cascades: a second error on a line that
// already has an error of the same code (for the codes in independent, in
// the same column). Design-rule findings are never dropped.
func (ds *Diagnostics) Sort() {
	list := *ds
	sort.SliceStable(list, func(i, j int) bool {
		a, b := list[i].Range, list[j].Range
		if a.Filename != b.Filename {
			return a.Filename < b.Filename
		}
		if a.Start.Offset != b.Start.Offset {
			return a.Start.Offset < b.Start.Offset
		}
		return list[i].Severity < list[j].Severity
	})
	out := list[:0]
	type key struct {
		file string
		line int
		code string
		col  int
	}
	seen := map[key]bool{}
	for _, d := range list {
		k := key{d.Range.Filename, d.Range.Start.Line, d.Code, 0}
		if independent[d.Code] {
			k.col = d.Range.Start.Column
		}
		// Design-rule findings (codes such as "B17-unreachable") are each
		// their own problem, never a cascade: all of them are kept.
		design := strings.Contains(d.Code, "-")
		if d.Severity == Error && d.Range.Start.Line > 0 && seen[k] && !design {
			continue
		}
		seen[k] = true
		out = append(out, d)
	}
	*ds = out
}

// independent lists the codes whose errors on one line are each their own
// problem (a bad glyph in each of several cells), not a cascade of one:
// they are kept one per column, the others one per line.
var independent = map[string]bool{"E0405": true}

// Count returns the number of errors and warnings.
func (ds Diagnostics) Count() (errors, warnings int) {
	for _, d := range ds {
		switch d.Severity {
		case Error:
			errors++
		case Warning:
			warnings++
		}
	}
	return
}

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
		d := distance(ns, fold(c))
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
	return best
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

// distance is the optimal string alignment distance in runes (an
// adjacent transposition counts as one edit).
func distance(a, b string) int {
	ra, rb := []rune(a), []rune(b)
	d := make([][]int, len(ra)+1)
	for i := range d {
		d[i] = make([]int, len(rb)+1)
		d[i][0] = i
	}
	for j := range d[0] {
		d[0][j] = j
	}
	for i := 1; i <= len(ra); i++ {
		for j := 1; j <= len(rb); j++ {
			cost := 1
			if ra[i-1] == rb[j-1] {
				cost = 0
			}
			d[i][j] = min(d[i-1][j]+1, d[i][j-1]+1, d[i-1][j-1]+cost)
			if i > 1 && j > 1 && ra[i-1] == rb[j-2] && ra[i-2] == rb[j-1] {
				d[i][j] = min(d[i][j], d[i-2][j-2]+1)
			}
		}
	}
	return d[len(ra)][len(rb)]
}
