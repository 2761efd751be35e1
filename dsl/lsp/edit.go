package lsp

import (
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/tliron/glsp"
	protocol "github.com/tliron/glsp/protocol_3_16"

	"labyrinth/dsl"
	"labyrinth/dsl/diag"
	"labyrinth/dsl/rules"
)

// formatting is "labyrinth fmt" as one edit of the lines that change. A
// maze with syntax or drawing errors is refused, as fmt refuses it, with
// the first error as the reason.
func (s *Server) formatting(_ *glsp.Context, p *protocol.DocumentFormattingParams) ([]protocol.TextEdit, error) {
	s.mu.Lock()
	d := s.docs[p.TextDocument.URI]
	var snap snapshot
	if d != nil {
		snap = d.snapshot
	}
	s.mu.Unlock()
	if d == nil {
		return nil, fmt.Errorf("%s is not open", p.TextDocument.URI)
	}
	out, ds := dsl.FormatSource(snap.uri, []byte(snap.text))
	if out == nil {
		for _, dg := range ds {
			if dg.Severity == diag.Error {
				return nil, fmt.Errorf("cannot format: %d:%d: %s [%s]", dg.Range.Start.Line, dg.Range.Start.Column, dg.Summary, dg.Code)
			}
		}
		return nil, fmt.Errorf("cannot format")
	}
	// The edits are of the text the request was made on: the client
	// sent any later edit after it.
	return lineEdits(snap, string(out)), nil
}

// lineEdits returns the edit that turns d's text into want: the lines
// between the common head and tail replaced, so that marks and cursors
// outside them stay put. No change is no edit.
func lineEdits(d snapshot, want string) []protocol.TextEdit {
	have := d.text
	if have == want {
		return []protocol.TextEdit{}
	}
	a, b := strings.SplitAfter(have, "\n"), strings.SplitAfter(want, "\n")
	head := 0
	for head < len(a) && head < len(b) && a[head] == b[head] {
		head++
	}
	tail := 0
	for tail < len(a)-head && tail < len(b)-head && a[len(a)-1-tail] == b[len(b)-1-tail] {
		tail++
	}
	from := 0
	for _, l := range a[:head] {
		from += len(l)
	}
	to := len(have)
	for _, l := range a[len(a)-tail:] {
		to -= len(l)
	}
	return []protocol.TextEdit{{
		Range:   protocol.Range{Start: d.positionAt(from), End: d.positionAt(to)},
		NewText: strings.Join(b[head:len(b)-tail], ""),
	}}
}

var (
	quoted     = regexp.MustCompile(`"(?:\\.|[^"\\])*"`)
	didYouMean = regexp.MustCompile(`^did you mean ("(?:\\.|[^"\\])*")\?`)
)

// codeAction offers, for each diagnostic in the range whose hint reads
// «did you mean "X"?», the quick fix that writes X in place of the word the
// diagnostic quotes. In a map drawing the cell's slot keeps its width.
func (s *Server) codeAction(_ *glsp.Context, p *protocol.CodeActionParams) (any, error) {
	d, res, ok := s.current(p.TextDocument.URI)
	if !ok {
		return nil, nil
	}
	if len(p.Context.Only) > 0 && !slices.ContainsFunc(p.Context.Only, func(k protocol.CodeActionKind) bool {
		return k == protocol.CodeActionKindQuickFix || k == protocol.CodeActionKindEmpty
	}) {
		return []protocol.CodeAction{}, nil // only other kinds are asked for
	}
	from, to := d.offset(p.Range.Start), d.offset(p.Range.End)
	kind := protocol.CodeActionKindQuickFix
	yes := true
	actions := []protocol.CodeAction{}
	lds := d.lspDiagnostics(res.Diagnostics)
	for i, dg := range res.Diagnostics {
		edit, title, ok := fixOf(d, dg)
		if !ok {
			continue
		}
		start, end := d.offset(lds[i].Range.Start), d.offset(lds[i].Range.End)
		if end < from || start > to {
			continue
		}
		actions = append(actions, protocol.CodeAction{
			Title:       title,
			Kind:        &kind,
			Diagnostics: []protocol.Diagnostic{clientDiagnostic(p.Context.Diagnostics, lds[i])},
			IsPreferred: &yes,
			Edit:        &protocol.WorkspaceEdit{Changes: map[protocol.DocumentUri][]protocol.TextEdit{d.uri: {edit}}},
		})
	}
	return actions, nil
}

// clientDiagnostic returns the diagnostic the client sent that is ours,
// so that the client links the fix to what it shows, or ours.
func clientDiagnostic(sent []protocol.Diagnostic, ours protocol.Diagnostic) protocol.Diagnostic {
	for _, c := range sent {
		if c.Range == ours.Range && c.Message == ours.Message {
			return c
		}
	}
	return ours
}

// fixOf returns the edit a «did you mean» hint asks for.
func fixOf(d snapshot, dg *diag.Diagnostic) (protocol.TextEdit, string, bool) {
	m := didYouMean.FindStringSubmatch(dg.Hint)
	if m == nil {
		return protocol.TextEdit{}, "", false
	}
	want, err := strconv.Unquote(m[1])
	if err != nil {
		return protocol.TextEdit{}, "", false
	}
	q := quoted.FindString(dg.Summary)
	bad, err := strconv.Unquote(q)
	if q == "" || err != nil || bad == "" {
		return protocol.TextEdit{}, "", false
	}
	rng := d.diagRange(dg.Range)
	start, end := d.offset(rng.Start), d.offset(rng.End)
	if start > end || rng.Start.Line != rng.End.Line {
		return protocol.TextEdit{}, "", false
	}
	span := d.text[start:end]
	// A legend line "glyph" = meaning: the wrong word is the meaning.
	searchFrom := 0
	if dg.Code == "E0301" {
		if i := strings.IndexByte(span, '='); i >= 0 {
			searchFrom = i + 1
		}
	}
	at := wordIndex(span, bad, searchFrom)
	if at < 0 {
		return protocol.TextEdit{}, "", false
	}
	newSpan := span[:at] + want + span[at+len(bad):]
	if strings.HasPrefix(dg.Code, "E04") {
		// A cell slot of a map: keep its width, or the drawing breaks.
		var ok bool
		if newSpan, ok = keepWidth(newSpan, utf8.RuneCountInString(span)); !ok {
			return protocol.TextEdit{}, "", false
		}
	}
	edit := protocol.TextEdit{Range: protocol.Range{Start: d.positionAt(start), End: d.positionAt(end)}, NewText: newSpan}
	return edit, fmt.Sprintf("Change %q to %q", bad, want), true
}

// wordIndex returns the byte index of the first occurrence of w in s at
// or after from that is not part of a longer word, or -1.
func wordIndex(s, w string, from int) int {
	for i := from; i <= len(s)-len(w); {
		j := strings.Index(s[i:], w)
		if j < 0 {
			return -1
		}
		j += i
		before, _ := lastRune(s[:j])
		after, _ := firstRune(s[j+len(w):])
		if (j == 0 || !wordRune(before)) && (j+len(w) == len(s) || !wordRune(after)) {
			return j
		}
		i = j + 1
	}
	return -1
}

func wordRune(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) || r == '.' || r == '_' }

// keepWidth pads or trims the spaces of a cell slot to width runes.
func keepWidth(s string, width int) (string, bool) {
	for n := utf8.RuneCountInString(s); n > width; n-- {
		switch {
		case strings.HasSuffix(s, " "):
			s = s[:len(s)-1]
		case strings.HasPrefix(s, " "):
			s = s[1:]
		default:
			return "", false
		}
	}
	for n := utf8.RuneCountInString(s); n < width; n++ {
		s += " "
	}
	return s, true
}

// completion offers, in a rules part, the rules keys before "=" and a
// key's values after it; the presets after "rules"; the statements at the
// start of a links line and of a line outside any part.
func (s *Server) completion(_ *glsp.Context, p *protocol.CompletionParams) (any, error) {
	d, res, ok := s.current(p.TextDocument.URI)
	if !ok {
		return nil, nil
	}
	off := d.offset(p.Position)
	li := lineOf(d.lines, off)
	prefix := d.line(li)[:off-d.lines[li]]
	from, _ := wordAt(prefix, len(prefix))
	replace := protocol.Range{Start: d.position(li, from), End: d.position(li, len(prefix))}
	var items []protocol.CompletionItem
	add := func(label, detail, doc string, kind protocol.CompletionItemKind) {
		k := kind
		it := protocol.CompletionItem{Label: label, Kind: &k, TextEdit: protocol.TextEdit{Range: replace, NewText: label}}
		if detail != "" {
			it.Detail = &detail
		}
		if doc != "" {
			it.Documentation = protocol.MarkupContent{Kind: protocol.MarkupKindMarkdown, Value: doc}
		}
		items = append(items, it)
	}
	code := strings.TrimLeft(prefix, " \t")
	switch {
	case blockAt(res, li, "rules") != nil:
		if key, _, found := strings.Cut(code, "="); found {
			key = strings.TrimSpace(key)
			for _, k := range rules.Keys() {
				if k.Key != key {
					continue
				}
				values := k.Values
				if k.Type == "bool" {
					values = []string{"yes", "no"}
				}
				for _, v := range values {
					add(v, k.Key, "", protocol.CompletionItemKindEnumMember)
				}
			}
			break
		}
		for _, k := range rules.Keys() {
			if k.Key == "preset" {
				continue
			}
			add(k.Key, k.Type, describeKey(k), protocol.CompletionItemKindProperty)
		}
	case strings.HasPrefix(code, "rules ") && !strings.Contains(code, "{"):
		for _, f := range rules.Families() {
			add(string(f), "preset", "", protocol.CompletionItemKindModule)
		}
	case linksLine(res, li) && !strings.ContainsAny(code, " :"):
		for _, k := range dsl.LinkKeywords() {
			add(k, "links", "", protocol.CompletionItemKindKeyword)
		}
	case code == prefix && !strings.Contains(code, " ") && outsideParts(res, li):
		for _, k := range dsl.TopKeywords() {
			add(k, "", "", protocol.CompletionItemKindKeyword)
		}
	}
	if items == nil {
		items = []protocol.CompletionItem{}
	}
	return protocol.CompletionList{Items: items}, nil
}

// outsideParts reports whether line li is outside every part and map.
func outsideParts(res *dsl.Result, li int) bool {
	for _, it := range res.File.Items {
		switch it.Kind {
		case dsl.ItemBlock:
			if li >= it.Block.Open && (it.Block.Close < 0 || li <= it.Block.Close) {
				return false
			}
		case dsl.ItemMap:
			if li >= it.Map.Open && (it.Map.Close < 0 || li <= it.Map.Close) {
				return false
			}
		}
	}
	return true
}
