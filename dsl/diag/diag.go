// Package diag is the compiler's diagnostic type: severity, stable code,
// summary, detail, a primary range, labelled secondary ranges and a hint,
// with positions in lines, rune columns and byte offsets (grammar.md,
// "Diagnostics").
package diag

import "strconv"

// Severity orders diagnostics by how bad they are.
type Severity uint8

const (
	Error Severity = iota + 1
	Warning
	Note
)

func (s Severity) String() string {
	switch s {
	case Error:
		return "error"
	case Warning:
		return "warning"
	case Note:
		return "note"
	}
	return "severity?"
}

// Pos is a position in a source file. Line and Column are 1-based; Column
// counts runes, not bytes; Offset is the 0-based byte offset.
type Pos struct {
	Line, Column, Offset int
}

// Range is a half-open span [Start, End) in one file.
type Range struct {
	Filename   string
	Start, End Pos
}

// Label is a secondary range with what it shows ("its exit В2 is here").
type Label struct {
	Range   Range
	Message string
}

// Diagnostic is one problem found in a source.
type Diagnostic struct {
	Severity Severity
	Code     string // stable, e.g. "E0301"; documented in grammar.md
	Summary  string
	Detail   string
	Range    Range
	Related  []Label
	Hint     string
}

// Diagnostics is a list of problems; it implements error.
type Diagnostics []*Diagnostic

// HasErrors reports whether any diagnostic is an error.
func (ds Diagnostics) HasErrors() bool {
	for _, d := range ds {
		if d.Severity == Error {
			return true
		}
	}
	return false
}

func (ds Diagnostics) Error() string {
	switch len(ds) {
	case 0:
		return "no problems"
	case 1:
		return ds[0].String()
	}
	return ds[0].String() + " (and more)"
}

// String renders the one-line form: file:line:col: severity[CODE]: summary.
func (d *Diagnostic) String() string {
	return formatPos(d.Range) + ": " + d.Severity.String() + "[" + d.Code + "]: " + d.Summary
}

func formatPos(r Range) string {
	return r.Filename + ":" + strconv.Itoa(r.Start.Line) + ":" + strconv.Itoa(r.Start.Column)
}
