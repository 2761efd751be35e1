package dsl

import (
	"bytes"
	"context"
	"fmt"
	"strings"

	"labyrinth/dsl/diag"
)

// Limits on what the compiler reads (grammar.md, "Limits"). A maze past
// one of them is refused with E0109 before anything is allocated for it,
// so that no input file can make the tools run for minutes or take
// gigabytes: a 1000×1000 maze compiles and checks in a fraction of a
// second, and the limits leave room well beyond any paper maze.
const (
	// MaxSourceSize is the largest source file read, in bytes. A
	// 1000×1000 maze drawn in cells three wide takes 8 MB.
	MaxSourceSize = 16 << 20
	// MaxFloors is the most floors (map parts) of one maze.
	MaxFloors = 100
	// MaxFloorCells is the most cells of one floor: 1000×1000.
	MaxFloorCells = 1_000_000
	// MaxMazeCells is the most cells of all floors together.
	MaxMazeCells = 2_000_000
	// MaxListLen is the most cells one links statement lists (a river's
	// path, a hole set's order, a bear's track, a pit's exits).
	MaxListLen = 10_000
	// MaxLines is the most lines of a source file: a 1000×1000 floor
	// takes 2,003, and a hundred floors of a thousand rows 200,300.
	MaxLines = 250_000
	// MaxDiagnostics is the most diagnostics kept for one file: the
	// compiler stops at the next problem and says where in a last one.
	MaxDiagnostics = 1000
)

// Options tunes CompileWith; the zero value is Compile's behaviour.
type Options struct {
	// Context stops the compiler when it is cancelled: CompileWith then
	// returns the context's error. Nil means context.Background().
	Context context.Context
	// MaxSide, when above zero, refuses a floor with more rows or columns
	// than this, before reading its cells (print takes 1000).
	MaxSide int
	// Borrow lets the result share src's memory instead of a copy of it
	// (8 MB for a 1000×1000 maze): the caller promises that src does not
	// change while the result, or the model, is in use.
	Borrow bool
}

// checkEvery is how many lines or rows the compiler handles between two
// looks at its context.
const checkEvery = 256

// cancelled reports whether the compile was stopped; it looks at the
// context every checkEvery calls.
func (p *parser) cancelled() bool {
	if p.ctx == nil {
		return false
	}
	if p.stopped {
		return true
	}
	p.tick++
	if p.tick%checkEvery != 1 { // the first call looks too
		return false
	}
	p.stopped = p.ctx.Err() != nil
	return p.stopped
}

// limitf reports input past a limit (E0109).
func (p *parser) limitf(at diag.Range, hint, format string, args ...any) {
	d := p.errorf("E0109", at, format, args...)
	d.Hint = hint
}

// listLen counts the entries of a links statement cheaply, before it is
// parsed: the words after its first colon, separated by spaces, commas
// and arrows.
func listLen(raw string) int {
	_, rest, ok := strings.Cut(raw, ":")
	if !ok {
		rest = raw
	}
	n, in := 0, false
	for i := 0; i < len(rest); i++ {
		switch c := rest[i]; c {
		case ' ', ',', '-', '>', '<':
			in = false
		default:
			if !in {
				n++
			}
			in = true
		}
	}
	return n
}

// tooLarge is the diagnostic of a source past MaxSourceSize.
func tooLarge(filename string, size int) diag.Diagnostics {
	d := &diag.Diagnostic{Severity: diag.Error, Code: "E0109",
		Summary: fmt.Sprintf("the file is %s, more than the %s a maze may take", megabytes(size), megabytes(MaxSourceSize)),
		Range:   diag.Range{Filename: filename, Start: diag.Pos{Line: 1, Column: 1}, End: diag.Pos{Line: 1, Column: 1}},
		Hint:    "a 1000×1000 maze takes about 8 MB; is this a maze file?"}
	return diag.Diagnostics{d}
}

// lineCount counts the lines of src: a last line without a line end
// counts too.
func lineCount(src []byte) int {
	n := bytes.Count(src, []byte{'\n'})
	if len(src) > 0 && src[len(src)-1] != '\n' {
		n++
	}
	return n
}

// tooManyLines is the diagnostic of a source of more than MaxLines lines.
func tooManyLines(filename string, lines int) diag.Diagnostics {
	d := &diag.Diagnostic{Severity: diag.Error, Code: "E0109",
		Summary: fmt.Sprintf("the file has %d lines, more than the %d a maze may take", lines, MaxLines),
		Range:   diag.Range{Filename: filename, Start: diag.Pos{Line: 1, Column: 1}, End: diag.Pos{Line: 1, Column: 1}},
		Hint:    "a 1000×1000 floor takes 2,003 lines; is this a maze file?"}
	return diag.Diagnostics{d}
}

func megabytes(n int) string {
	return fmt.Sprintf("%.1f MB", float64(n)/(1<<20))
}
