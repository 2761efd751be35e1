package lsp

import (
	"context"
	"strings"
	"time"
	"unicode/utf8"

	protocol "github.com/tliron/glsp/protocol_3_16"

	"labyrinth/dsl"
	"labyrinth/dsl/diag"
)

// snapshot is a document's text at one moment, with the conversions
// between LSP positions and byte offsets. It is never changed: an edit
// makes a new one, so a request may use it without a lock while newer
// edits arrive.
type snapshot struct {
	uri   string
	text  string
	lines []int // byte offset of every line's start
}

func newSnapshot(uri, text string) snapshot {
	lines := make([]int, 1, strings.Count(text, "\n")+1)
	for i := 0; i < len(text); i++ {
		if text[i] == '\n' {
			lines = append(lines, i+1)
		}
	}
	return snapshot{uri: uri, text: text, lines: lines}
}

// document is an open text document: the text as the editor has it and
// the latest compilation of it. Its fields are guarded by Server.mu.
type document struct {
	snapshot
	version protocol.Integer

	// gen counts the edits: a check started for an older gen is stale.
	gen uint64
	// timer is the pending debounced check, if any.
	timer *time.Timer
	// cost is how long the last check took, for the debounce.
	cost time.Duration

	// result is the compilation of the text at resultGen.
	result    *dsl.Result
	resultGen uint64

	// running cancels the check compiling now, if any: a newer text or
	// closing the document makes its work useless.
	running context.CancelFunc

	// checking serialises the checks of one document, so that their
	// diagnostics are published in the order of the edits.
	// It is a channel of one slot rather than a mutex so that a check
	// waiting for its turn is seen as blocked by testing/synctest.
	checking chan struct{}
}

func newDocument(uri string, version protocol.Integer, text string) *document {
	return &document{snapshot: newSnapshot(uri, text), version: version, gen: 1, checking: make(chan struct{}, 1)}
}

func (d *document) setText(text string) {
	d.snapshot = newSnapshot(d.uri, text)
	d.gen++
}

// stop cancels the pending check and stops the running one; the caller
// holds the server's lock.
func (d *document) stop() {
	if d.timer != nil {
		d.timer.Stop()
		d.timer = nil
	}
	d.gen++
	d.cancelRunning()
}

// cancelRunning stops the compiler of the running check, if any; the
// caller holds the server's lock.
func (d *document) cancelRunning() {
	if d.running != nil {
		d.running()
		d.running = nil
	}
}

// line returns the text of line li (0-based) without its line ending.
func (d snapshot) line(li int) string {
	if li < 0 || li >= len(d.lines) {
		return ""
	}
	end := len(d.text)
	if li+1 < len(d.lines) {
		end = d.lines[li+1] - 1
	}
	return strings.TrimSuffix(d.text[d.lines[li]:end], "\r")
}

// offset converts an LSP position (UTF-16 code units) to a byte offset,
// clamping a character past the line's end to the end, as LSP says.
func (d snapshot) offset(p protocol.Position) int {
	li := int(p.Line)
	if li >= len(d.lines) {
		// Past the last line: its end (before a final \r).
		li = len(d.lines) - 1
		return d.lines[li] + len(d.line(li))
	}
	t := d.line(li)
	return d.lines[li] + utf16ToByte(t, int(p.Character))
}

// position converts a line (0-based) and a byte offset within it to an LSP
// position.
func (d snapshot) position(li, byteCol int) protocol.Position {
	t := d.line(li)
	if byteCol > len(t) {
		byteCol = len(t)
	}
	return protocol.Position{Line: protocol.UInteger(max(li, 0)), Character: protocol.UInteger(utf16Len(t[:byteCol]))}
}

// positionAt converts a byte offset of the text to an LSP position.
func (d snapshot) positionAt(off int) protocol.Position {
	off = min(max(off, 0), len(d.text))
	li := lineOf(d.lines, off)
	return d.position(li, off-d.lines[li])
}

// lineOf returns the line holding byte offset off.
func lineOf(starts []int, off int) int {
	lo, hi := 0, len(starts)-1
	for lo < hi {
		mid := (lo + hi + 1) / 2
		if starts[mid] <= off {
			lo = mid
		} else {
			hi = mid - 1
		}
	}
	return lo
}

// diagPosition converts a compiler position (1-based line, rune column) to
// an LSP position. A column past the line's end, which the compiler uses
// for "something is missing here", stays past it.
func (d snapshot) diagPosition(p diag.Pos) protocol.Position {
	li := max(p.Line-1, 0)
	col := max(p.Column-1, 0)
	t := d.line(li)
	units := 0
	for _, r := range t {
		if col == 0 {
			break
		}
		units += utf16Units(r)
		col--
	}
	return protocol.Position{Line: protocol.UInteger(li), Character: protocol.UInteger(units + col)}
}

func (d snapshot) diagRange(r diag.Range) protocol.Range {
	return protocol.Range{Start: d.diagPosition(r.Start), End: d.diagPosition(r.End)}
}

// end returns the position just past the text's last character.
func (d snapshot) end() protocol.Position { return d.positionAt(len(d.text)) }

// apply makes one content change of a didChange notification.
func (d *document) apply(ch any) {
	switch c := ch.(type) {
	case protocol.TextDocumentContentChangeEventWhole:
		d.setText(c.Text)
	case protocol.TextDocumentContentChangeEvent:
		if c.Range == nil {
			d.setText(c.Text)
			return
		}
		from, to := d.offset(c.Range.Start), d.offset(c.Range.End)
		if to < from {
			from, to = to, from
		}
		d.setText(d.text[:from] + c.Text + d.text[to:])
	}
}

func utf16Units(r rune) int {
	if r >= 0x10000 {
		return 2
	}
	return 1
}

func utf16Len(s string) int {
	n := 0
	for _, r := range s {
		n += utf16Units(r)
	}
	return n
}

// utf16ToByte returns the byte offset in line t of UTF-16 unit u, clamped
// to the line's end.
func utf16ToByte(t string, u int) int {
	for i, r := range t {
		if u <= 0 {
			return i
		}
		u -= utf16Units(r)
	}
	return len(t)
}

func lastRune(s string) (rune, int)  { return utf8.DecodeLastRuneInString(s) }
func firstRune(s string) (rune, int) { return utf8.DecodeRuneInString(s) }
