package dsl

import (
	"slices"
	"strings"
	"unicode/utf8"
	"unsafe"

	"labyrinth/dsl/diag"
)

// source indexes a file's lines so that any (line, rune column) turns into
// a diag.Pos with its byte offset.
type source struct {
	filename string
	src      []byte
	lines    []srcLine
}

type srcLine struct {
	start int    // byte offset of the line's first byte
	text  string // without the line ending
	// offs holds the byte offset of every rune of a line that is not
	// ASCII, built on first use, so that positions cost O(1).
	offs  []int32
	ascii int8 // 0 unknown, 1 ASCII, 2 not
}

// newSource indexes src. The lines are views into src, not copies: src
// must not change while the source, or a model compiled from it, is in
// use (parse copies it unless Options.Borrow says it will not).
func newSource(filename string, src []byte) *source {
	s := &source{filename: filename, src: src, lines: make([]srcLine, 0, lineCount(src)+1)}
	all := unsafe.String(unsafe.SliceData(src), len(src))
	start := 0
	for i := 0; i <= len(src); i++ {
		if i == len(src) || src[i] == '\n' {
			end := i
			if end > start && src[end-1] == '\r' {
				end--
			}
			if i == len(src) && start == len(src) && len(s.lines) > 0 {
				break
			}
			s.lines = append(s.lines, srcLine{start: start, text: all[start:end]})
			start = i + 1
		}
	}
	return s
}

// pos returns the position of rune column col (0-based) on line li
// (0-based). Columns past the end of the line count as single bytes.
func (s *source) pos(li, col int) diag.Pos {
	if li >= len(s.lines) {
		li = len(s.lines) - 1
	}
	if li < 0 {
		return diag.Pos{Line: 1, Column: 1}
	}
	l := &s.lines[li]
	if l.ascii == 0 {
		l.ascii = 1
		for i := 0; i < len(l.text); i++ {
			if l.text[i] >= utf8.RuneSelf {
				l.ascii = 2
				break
			}
		}
		if l.ascii == 2 {
			for i := range l.text {
				l.offs = append(l.offs, int32(i))
			}
		}
	}
	off := col
	if l.ascii == 2 {
		if col < len(l.offs) {
			off = int(l.offs[col])
		} else {
			off = len(l.text) + col - len(l.offs)
		}
	}
	return diag.Pos{Line: li + 1, Column: col + 1, Offset: l.start + off}
}

// rng returns the range of rune columns [from, to) on line li.
func (s *source) rng(li, from, to int) diag.Range {
	if to <= from {
		to = from + 1
	}
	return diag.Range{Filename: s.filename, Start: s.pos(li, from), End: s.pos(li, to)}
}

// lineRange returns the range of a line's statement: its text without
// indentation and comment (at least one column).
func (s *source) lineRange(li int) diag.Range {
	if li < 0 || li >= len(s.lines) {
		return s.rng(li, 0, 1)
	}
	code, _ := splitComment(s.lines[li].text)
	from := utf8.RuneCountInString(code) - utf8.RuneCountInString(strings.TrimLeft(code, " \t"))
	return s.rng(li, from, max(utf8.RuneCountInString(code), from+1))
}

// byteCol converts a byte offset within line li into a rune column, in
// O(1) on an ASCII line and O(log n) on others.
func (s *source) byteCol(li, off int) int {
	if li < 0 || li >= len(s.lines) {
		return off
	}
	s.pos(li, 0) // builds the line's rune index
	l := &s.lines[li]
	if l.ascii == 1 {
		return off
	}
	if off >= len(l.text) {
		return len(l.offs) + off - len(l.text)
	}
	// The rune that holds byte off.
	i, _ := slices.BinarySearch(l.offs, int32(off))
	if i < len(l.offs) && int(l.offs[i]) > off {
		i--
	}
	return max(i, 0)
}

// commentCol returns the rune column where line li's comment starts, or
// the line's length when it has none.
func (s *source) commentCol(li int) int {
	if li < 0 || li >= len(s.lines) {
		return 0
	}
	t := s.lines[li].text
	return utf8.RuneCountInString(t[:commentStart(t)])
}
