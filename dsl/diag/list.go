package diag

import (
	"fmt"
	"sort"
	"strings"
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

// WithoutNotes leaves out the notes: remarks a reader asks for, not
// problems. It returns the rest and how many it left out.
func (ds Diagnostics) WithoutNotes() (Diagnostics, int) {
	out := ds[:0:0]
	for _, d := range ds {
		if d.Severity != Note {
			out = append(out, d)
		}
	}
	return out, len(ds) - len(out)
}

// Plural is a count of diagnostics or of what else a report counts, in
// English: "1 error", "2 warnings", "0 design notes".
func Plural(n int, word string) string {
	if n == 1 {
		return "1 " + word
	}
	return fmt.Sprintf("%d %ss", n, word)
}
