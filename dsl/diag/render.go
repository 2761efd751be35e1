package diag

import (
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
}

const (
	ansiReset  = "\x1b[0m"
	ansiBold   = "\x1b[1m"
	ansiRed    = "\x1b[31m"
	ansiYellow = "\x1b[33m"
	ansiCyan   = "\x1b[36m"
	ansiBlue   = "\x1b[34m"
)

// WriteText renders diagnostics the way a compiler prints them:
//
//	file:line:col: error[CODE]: summary
//	   |
//	12 | | Q     |
//	   |   ^ unknown glyph
//	   = detail
//	   = hint: did you mean "O"?
//
// Secondary ranges are underlined with - and labelled.
func (ds Diagnostics) WriteText(w io.Writer, o TextOptions) error {
	var b strings.Builder
	paint := func(code, s string) string {
		if !o.Color {
			return s
		}
		return code + s + ansiReset
	}
	for _, d := range ds {
		sevColor := ansiRed
		switch d.Severity {
		case Warning:
			sevColor = ansiYellow
		case Note:
			sevColor = ansiCyan
		}
		fmt.Fprintf(&b, "%s: %s: %s\n", formatPos(d.Range),
			paint(ansiBold+sevColor, d.Severity.String()+"["+d.Code+"]"), paint(ansiBold, d.Summary))
		var src []byte
		if o.Source != nil {
			src = o.Source(d.Range.Filename)
		}
		type mark struct {
			r       Range
			msg     string
			primary bool
		}
		marks := []mark{{d.Range, "", true}}
		for _, l := range d.Related {
			marks = append(marks, mark{l.Range, l.Message, false})
		}
		gutter := 1
		for _, m := range marks {
			gutter = max(gutter, len(strconv.Itoa(m.r.Start.Line)))
		}
		pad := strings.Repeat(" ", gutter)
		if src != nil {
			lines := strings.Split(string(src), "\n")
			fmt.Fprintf(&b, "%s %s\n", pad, paint(ansiBlue, "|"))
			for i, m := range marks {
				if m.r.Filename != d.Range.Filename && m.r.Filename != "" {
					fmt.Fprintf(&b, "%s %s %s: %s\n", pad, paint(ansiBlue, "="), formatPos(m.r), m.msg)
					continue
				}
				li := m.r.Start.Line - 1
				if li < 0 || li >= len(lines) {
					continue
				}
				// Several marks on one line show the line once.
				if i == 0 || marks[i-1].r.Start.Line != m.r.Start.Line {
					text := strings.TrimRight(strings.ReplaceAll(lines[li], "\t", " "), "\r")
					fmt.Fprintf(&b, "%*d %s %s\n", gutter, li+1, paint(ansiBlue, "|"), text)
				}
				from := m.r.Start.Column - 1
				to := m.r.End.Column - 1
				if m.r.End.Line != m.r.Start.Line {
					to = utf8.RuneCountInString(lines[li])
				}
				if to <= from {
					to = from + 1
				}
				ch, col := "-", ansiBlue
				if m.primary {
					ch, col = "^", sevColor
				}
				line := strings.Repeat(" ", max(from, 0)) + strings.Repeat(ch, to-from)
				if m.msg != "" {
					line += " " + m.msg
				}
				fmt.Fprintf(&b, "%s %s %s\n", pad, paint(ansiBlue, "|"), paint(col, line))
			}
		} else {
			for _, l := range d.Related {
				fmt.Fprintf(&b, "%s %s %s: %s\n", pad, paint(ansiBlue, "="), formatPos(l.Range), l.Message)
			}
		}
		if d.Detail != "" {
			for _, l := range strings.Split(d.Detail, "\n") {
				fmt.Fprintf(&b, "%s %s %s\n", pad, paint(ansiBlue, "|"), l)
			}
		}
		if d.Hint != "" {
			fmt.Fprintf(&b, "%s %s %s %s\n", pad, paint(ansiBlue, "="), paint(ansiBold, "hint:"), d.Hint)
		}
		b.WriteString("\n")
	}
	_, err := io.WriteString(w, b.String())
	return err
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
			if u == "" {
				u = uri
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
