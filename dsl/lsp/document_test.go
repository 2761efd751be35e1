package lsp

import (
	"testing"
	"unicode/utf8"

	protocol "github.com/tliron/glsp/protocol_3_16"

	"labyrinth/dsl/diag"
)

const mixed = "title \"Лабиринт\" // 🐻 медведь\r\nmap {\n| П1 | 🐻 |\n\nend"

// TestPositionsRoundTrip converts every rune boundary of a text with
// Cyrillic letters, a character outside the BMP and CRLF line ends to an
// LSP position and back.
func TestPositionsRoundTrip(t *testing.T) {
	s := newSnapshot("u", mixed)
	for off := 0; off <= len(mixed); off++ {
		if off < len(mixed) && !utf8.RuneStart(mixed[off]) {
			continue
		}
		p := s.positionAt(off)
		back := s.offset(p)
		// The \r of a CRLF ending is not part of the line: a position
		// there is the line's end, which is the \r's offset.
		if back != off && !(mixed[off-1] == '\r' && back == off-1) {
			t.Errorf("offset %d → %+v → %d", off, p, back)
		}
	}
	// 🐻 is two UTF-16 units: the text after it starts one unit later
	// than its rune column.
	li := 2
	bear := s.diagPosition(diag.Pos{Line: li + 1, Column: 8})
	if want := (protocol.Position{Line: 2, Character: 7}); bear != want {
		t.Errorf("rune column 8 of %q: %+v, want %+v", s.line(li), bear, want)
	}
	after := s.diagPosition(diag.Pos{Line: li + 1, Column: 9})
	if after.Character != 9 {
		t.Errorf("after the bear: character %d, want 9", after.Character)
	}
	// A position past the end of a line is clamped to it.
	if got, want := s.offset(protocol.Position{Line: 3, Character: 40}), s.lines[3]; got != want {
		t.Errorf("past the end of an empty line: %d, want %d", got, want)
	}
	if got := s.offset(protocol.Position{Line: 99}); got != len(mixed) {
		t.Errorf("past the last line: %d, want %d", got, len(mixed))
	}
}

// TestIncrementalEdits applies edits as an editor sends them: ranges in
// UTF-16 units, around and after a character outside the BMP.
func TestIncrementalEdits(t *testing.T) {
	d := newDocument("u", 1, mixed)
	edits := []struct {
		from, to protocol.Position
		text     string
	}{
		{protocol.Position{Line: 2, Character: 7}, protocol.Position{Line: 2, Character: 9}, "B1"}, // replace 🐻
		{protocol.Position{Line: 0, Character: 7}, protocol.Position{Line: 0, Character: 15}, "Maze"},
		{protocol.Position{Line: 4, Character: 3}, protocol.Position{Line: 4, Character: 3}, "\n}"},
	}
	for _, e := range edits {
		d.apply(protocol.TextDocumentContentChangeEvent{Range: &protocol.Range{Start: e.from, End: e.to}, Text: e.text})
	}
	want := "title \"Maze\" // 🐻 медведь\r\nmap {\n| П1 | B1 |\n\nend\n}"
	if d.text != want {
		t.Errorf("after the edits:\n%q\nwant\n%q", d.text, want)
	}
	if len(d.lines) != 6 || d.line(5) != "}" {
		t.Errorf("lines %v, last %q", d.lines, d.line(5))
	}
	d.apply(protocol.TextDocumentContentChangeEventWhole{Text: "x"})
	if d.text != "x" || len(d.lines) != 1 {
		t.Errorf("a whole-text change: %q %v", d.text, d.lines)
	}
}

// FuzzPositions converts any position of any text to an offset and back:
// the offset is in the text, and an offset at a character comes back to
// itself (but for the end of a line ending in \r, which comes back as the
// \r's offset: both are the line's end, as for the compiler).
func FuzzPositions(f *testing.F) {
	f.Add(mixed, uint16(2), uint16(8))
	f.Add("a\r\nb", uint16(0), uint16(5))
	f.Add("\xff\xfe🐻", uint16(0), uint16(3))
	f.Add("a\r", uint16(5), uint16(0))
	f.Fuzz(func(t *testing.T, text string, line, char uint16) {
		s := newSnapshot("u", text)
		off := s.offset(protocol.Position{Line: uint32(line), Character: uint32(char)})
		if off < 0 || off > len(text) {
			t.Fatalf("offset %d outside the text of %d bytes", off, len(text))
		}
		// The offset is within its line's text, as requests slice it.
		if li := lineOf(s.lines, off); off-s.lines[li] > len(s.line(li)) {
			t.Fatalf("offset %d is past the end of line %d %q", off, li, s.line(li))
		}
		for o := range len(text) + 1 {
			if o < len(text) && !utf8.RuneStart(text[o]) {
				continue
			}
			back := s.offset(s.positionAt(o))
			// A \r ending a line is not part of its text: a position
			// after it is the line's end, before it.
			lineEnd := o == len(text) || text[o] == '\n'
			if back != o && !(o > 0 && text[o-1] == '\r' && lineEnd && back == o-1) {
				t.Fatalf("offset %d → %+v → %d", o, s.positionAt(o), back)
			}
		}
	})
}
