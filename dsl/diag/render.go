package diag

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"strconv"
	"strings"
	"unicode/utf8"
)

// TextOptions controls WriteText.
type TextOptions struct {
	// Color turns on ANSI colours (the command turns them off when NO_COLOR
	// is set or the output is not a terminal).
	Color bool
	// Source returns the text of a file named in a range, for snippets; nil
	// or a nil result prints no snippet.
	Source func(filename string) []byte
	// Limit, when above zero, prints only the first Limit diagnostics and
	// then a line saying how many more there are, ending with LimitHint in
	// brackets when it is set (how to see them all).
	Limit     int
	LimitHint string
	// Width is the widest source line an excerpt shows whole, in runes;
	// a longer line is cut around its marks, as rustc does. Zero means
	// DefaultWidth.
	Width int
}

// DefaultWidth is TextOptions.Width's default.
const DefaultWidth = 120

const (
	ansiReset  = "\x1b[0m"
	ansiBold   = "\x1b[1m"
	ansiRed    = "\x1b[31m"
	ansiYellow = "\x1b[33m"
	ansiCyan   = "\x1b[36m"
	ansiBlue   = "\x1b[34m"
)

// lineIndex finds the lines of one source file in O(1) each: it is built
// once per file, and only as far as the last line asked for, so that
// rendering many diagnostics stays linear in the size of the file and the
// number of diagnostics, and a few diagnostics at the top of a file of
// millions of lines index only those.
type lineIndex struct {
	src     []byte
	starts  []int32 // byte offset of each line's first byte, so far
	scanned int     // the bytes of src looked at for line ends
}

func newLineIndex(src []byte) *lineIndex {
	return &lineIndex{src: src, starts: []int32{0}}
}

// upTo indexes the lines through li, or to the end of the source.
func (x *lineIndex) upTo(li int) {
	for len(x.starts) <= li && x.scanned < len(x.src) {
		i := bytes.IndexByte(x.src[x.scanned:], '\n')
		if i < 0 {
			x.scanned = len(x.src)
			return
		}
		x.scanned += i + 1
		x.starts = append(x.starts, int32(x.scanned))
	}
}

// line returns line li (0-based) without its line ending, and its start.
func (x *lineIndex) line(li int) (string, int, bool) {
	x.upTo(li + 1)
	if li < 0 || li >= len(x.starts) {
		return "", 0, false
	}
	from, to := int(x.starts[li]), len(x.src)
	if li+1 < len(x.starts) {
		to = int(x.starts[li+1]) - 1
	}
	if to > from && x.src[to-1] == '\r' {
		to--
	}
	if li == len(x.starts)-1 && from == len(x.src) && li > 0 {
		return "", from, true
	}
	return string(x.src[from:to]), from, true
}

// WriteText renders diagnostics the way a compiler prints them:
//
//	file:line:col: error[CODE]: summary
//	   |
//	12 | | Q     |
//	   |   ^ unknown glyph
//	   = detail
//	   = hint: did you mean "O"?
//
// Secondary ranges are underlined with - and labelled. Its cost is linear
// in the diagnostics shown and the size of their files.
func (ds Diagnostics) WriteText(w io.Writer, o TextOptions) error {
	tw := &textWriter{o: o, width: o.Width, indexes: map[string]*lineIndex{}}
	if tw.width <= 0 {
		tw.width = DefaultWidth
	}
	more := 0
	if o.Limit > 0 && len(ds) > o.Limit {
		more = len(ds) - o.Limit
		ds = ds[:o.Limit]
	}
	for _, d := range ds {
		tw.diagnostic(d)
	}
	if more > 0 {
		fmt.Fprintf(&tw.b, "%s: %d more not shown", ds[0].Range.Filename, more)
		if o.LimitHint != "" {
			fmt.Fprintf(&tw.b, " (%s)", o.LimitHint)
		}
		tw.b.WriteString("\n")
	}
	_, err := io.WriteString(w, tw.b.String())
	return err
}

// textWriter renders diagnostics as text, reading each file's lines once.
type textWriter struct {
	b       strings.Builder
	o       TextOptions
	width   int
	indexes map[string]*lineIndex // by file name; nil when the source is not at hand
}

// paint colours s with an ANSI code, when colour is on.
func (tw *textWriter) paint(code, s string) string {
	if !tw.o.Color {
		return s
	}
	return code + s + ansiReset
}

// index returns the lines of a file, or nil when its source is not at hand.
func (tw *textWriter) index(name string) *lineIndex {
	if x, ok := tw.indexes[name]; ok {
		return x
	}
	var x *lineIndex
	if tw.o.Source != nil {
		if src := tw.o.Source(name); src != nil {
			x = newLineIndex(src)
		}
	}
	tw.indexes[name] = x
	return x
}

// diagnostic writes one diagnostic: its heading, the source lines of its
// ranges underlined (or, without the source, its related places), its
// detail and its hint.
func (tw *textWriter) diagnostic(d *Diagnostic) {
	b := &tw.b
	sevColor := ansiRed
	switch d.Severity {
	case Warning:
		sevColor = ansiYellow
	case Note:
		sevColor = ansiCyan
	}
	fmt.Fprintf(b, "%s: %s: %s\n", formatPos(d.Range),
		tw.paint(ansiBold+sevColor, d.Severity.String()+"["+d.Code+"]"), tw.paint(ansiBold, d.Summary))
	marks := []mark{{d.Range, "", true}}
	for _, l := range d.Related {
		marks = append(marks, mark{l.Range, l.Message, false})
	}
	gutter := 1
	for _, m := range marks {
		gutter = max(gutter, len(strconv.Itoa(m.r.Start.Line)))
	}
	pad := strings.Repeat(" ", gutter)
	if x := tw.index(d.Range.Filename); x != nil {
		tw.snippet(d, x, marks, gutter, sevColor)
	} else {
		for _, l := range d.Related {
			fmt.Fprintf(b, "%s %s %s: %s\n", pad, tw.paint(ansiBlue, "="), formatPos(l.Range), l.Message)
		}
	}
	if d.Detail != "" {
		for _, l := range strings.Split(d.Detail, "\n") {
			fmt.Fprintf(b, "%s %s %s\n", pad, tw.paint(ansiBlue, "|"), l)
		}
	}
	if d.Hint != "" {
		fmt.Fprintf(b, "%s %s %s %s\n", pad, tw.paint(ansiBlue, "="), tw.paint(ansiBold, "hint:"), d.Hint)
	}
	b.WriteString("\n")
}

// snippet writes the source lines of the marks, each once, with the marks
// underlined beneath; a mark in another file is named, not shown.
func (tw *textWriter) snippet(d *Diagnostic, x *lineIndex, marks []mark, gutter int, sevColor string) {
	b := &tw.b
	pad := strings.Repeat(" ", gutter)
	fmt.Fprintf(b, "%s %s\n", pad, tw.paint(ansiBlue, "|"))
	for i := 0; i < len(marks); {
		m := marks[i]
		if m.r.Filename != d.Range.Filename && m.r.Filename != "" {
			fmt.Fprintf(b, "%s %s %s: %s\n", pad, tw.paint(ansiBlue, "="), formatPos(m.r), m.msg)
			i++
			continue
		}
		// Several marks on one line in a row show the line once.
		j := i + 1
		for j < len(marks) && marks[j].r.Start.Line == m.r.Start.Line && (marks[j].r.Filename == d.Range.Filename || marks[j].r.Filename == "") {
			j++
		}
		group := marks[i:j]
		i = j
		text, start, ok := x.line(m.r.Start.Line - 1)
		if !ok {
			continue
		}
		shown, shift, cols := excerptLine(text, start, group, tw.width)
		fmt.Fprintf(b, "%*d %s %s\n", gutter, m.r.Start.Line, tw.paint(ansiBlue, "|"), shown)
		for _, g := range group {
			fmt.Fprintf(b, "%s %s %s\n", pad, tw.paint(ansiBlue, "|"), tw.underline(g, shift, cols, sevColor))
		}
	}
}

// underline is the line under a shown source line that marks g: ^ for the
// primary range, - for the others, then its label. shift is how many
// columns the excerpt left off on the left, cols how many it shows.
func (tw *textWriter) underline(g mark, shift, cols int, sevColor string) string {
	from := g.r.Start.Column - 1 - shift
	to := g.r.End.Column - 1 - shift
	if g.r.End.Line != g.r.Start.Line {
		to = cols
	}
	from = min(max(from, 0), cols)
	to = min(to, cols+1)
	if to <= from {
		to = from + 1
	}
	ch, col := "-", ansiBlue
	if g.primary {
		ch, col = "^", sevColor
	}
	line := strings.Repeat(" ", from) + strings.Repeat(ch, to-from)
	if g.msg != "" {
		line += " " + g.msg
	}
	return tw.paint(col, line)
}

type mark struct {
	r       Range
	msg     string
	primary bool
}

// excerptLine returns a source line as an excerpt shows it, tabs as
// spaces: whole when it is at most width runes, otherwise a window of
// width runes around its marks (the primary mark first), cut with "..."
// on the sides as rustc does. shift is the rune column of the line that
// the excerpt's first column shows, less the "..." it starts with; cols is
// the excerpt's width in runes. Only the window is decoded, so a long
// line costs its window, not its length.
func excerptLine(text string, start int, group []mark, width int) (shown string, shift, cols int) {
	clean := func(s string) string { return strings.ReplaceAll(s, "\t", " ") }
	if len(text) <= width || utf8.RuneCountInString(text) <= width {
		return clean(text), 0, utf8.RuneCountInString(text)
	}
	// The marks' span in rune columns; the window keeps its start (the
	// primary mark's, where there is one) a third of the way in.
	anchor := group[0]
	for _, g := range group {
		if g.primary {
			anchor = g
		}
	}
	lo, hi := anchor.r.Start.Column-1, anchor.r.End.Column-1
	for _, g := range group {
		lo, hi = min(lo, g.r.Start.Column-1), max(hi, g.r.End.Column-1)
	}
	from := max(anchor.r.Start.Column-1-width/3, 0)
	if hi-from > width && hi-lo <= width {
		from = lo
	}
	// The byte where rune column from starts: walk from the anchor's
	// byte offset when it lies on this line, else from the line's start.
	ai := anchor.r.Start.Offset - start
	ac := anchor.r.Start.Column - 1
	if ai < 0 || ai > len(text) || (ai < len(text) && !utf8.RuneStart(text[ai])) {
		ai, ac = 0, 0
	}
	for ac > from && ai > 0 {
		_, n := utf8.DecodeLastRuneInString(text[:ai])
		ai -= n
		ac--
	}
	for ac < from && ai < len(text) {
		_, n := utf8.DecodeRuneInString(text[ai:])
		ai += n
		ac++
	}
	from = ac
	end, k := ai, 0
	for k < width && end < len(text) {
		_, n := utf8.DecodeRuneInString(text[end:])
		end += n
		k++
	}
	var sb strings.Builder
	shift = from
	if from > 0 {
		sb.WriteString("...")
		shift -= 3
	}
	sb.WriteString(clean(text[ai:end]))
	cols = from - shift + k
	if end < len(text) {
		sb.WriteString("...")
	}
	return sb.String(), shift, cols
}

// LSP-shaped JSON (grammar.md, "Diagnostics in JSON"): lines and characters
// are 0-based; characters count Unicode code points (LSP position encoding
// "utf-32"); byte offsets are kept in data.

// FileDiagnostics is the JSON of one file's diagnostics, shaped like LSP's
// PublishDiagnosticsParams.
type FileDiagnostics struct {
	URI         string          `json:"uri"`
	Diagnostics []LSPDiagnostic `json:"diagnostics"`
}

// LSPDiagnostic is one diagnostic shaped like LSP's Diagnostic.
type LSPDiagnostic struct {
	Range              LSPRange     `json:"range"`
	Severity           int          `json:"severity"` // 1 error, 2 warning, 3 information
	Code               string       `json:"code"`
	Source             string       `json:"source"`
	Message            string       `json:"message"`
	RelatedInformation []LSPRelated `json:"relatedInformation,omitempty"`
	Data               LSPData      `json:"data"`
}

// LSPRange is a 0-based range.
type LSPRange struct {
	Start LSPPosition `json:"start"`
	End   LSPPosition `json:"end"`
}

// LSPPosition is a 0-based line and character (code point) position.
type LSPPosition struct {
	Line      int `json:"line"`
	Character int `json:"character"`
}

// LSPRelated is a labelled secondary range.
type LSPRelated struct {
	Location LSPLocation `json:"location"`
	Message  string      `json:"message"`
}

// LSPLocation is a range in a file.
type LSPLocation struct {
	URI   string   `json:"uri"`
	Range LSPRange `json:"range"`
}

// LSPData carries what LSP has no field for.
type LSPData struct {
	Detail      string `json:"detail,omitempty"`
	Hint        string `json:"hint,omitempty"`
	StartOffset int    `json:"startOffset"`
	EndOffset   int    `json:"endOffset"`
}

func lspRange(r Range) LSPRange {
	return LSPRange{
		Start: LSPPosition{Line: max(r.Start.Line-1, 0), Character: max(r.Start.Column-1, 0)},
		End:   LSPPosition{Line: max(r.End.Line-1, 0), Character: max(r.End.Column-1, 0)},
	}
}

// LSP converts the diagnostics of one file to their JSON shape.
func (ds Diagnostics) LSP(uri string) FileDiagnostics {
	out := FileDiagnostics{URI: uri, Diagnostics: []LSPDiagnostic{}}
	for _, d := range ds {
		sev := 1
		switch d.Severity {
		case Warning:
			sev = 2
		case Note:
			sev = 3
		}
		ld := LSPDiagnostic{
			Range: lspRange(d.Range), Severity: sev, Code: d.Code, Source: "labyrinth", Message: d.Summary,
			Data: LSPData{Detail: d.Detail, Hint: d.Hint, StartOffset: d.Range.Start.Offset, EndOffset: d.Range.End.Offset},
		}
		for _, l := range d.Related {
			u := l.Range.Filename
			if u == "" || u == d.Range.Filename {
				u = uri // the same file as the diagnostic's
			}
			ld.RelatedInformation = append(ld.RelatedInformation, LSPRelated{Location: LSPLocation{URI: u, Range: lspRange(l.Range)}, Message: l.Message})
		}
		out.Diagnostics = append(out.Diagnostics, ld)
	}
	return out
}

// WriteJSON writes the LSP-shaped JSON of several files' diagnostics, one
// array, indented.
func WriteJSON(w io.Writer, files []FileDiagnostics) error {
	if files == nil {
		files = []FileDiagnostics{}
	}
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	enc.SetEscapeHTML(false)
	return enc.Encode(files)
}
