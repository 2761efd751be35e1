package dsl

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"strings"
	"unicode/utf8"

	"github.com/alecthomas/participle/v2"

	"labyrinth/dsl/diag"
)

// File is a parsed maze source: its parts in source order with every
// comment and blank line kept, so that Format can write it back.
type File struct {
	Name  string
	Items []*Item
	src   *source
}

// ItemKind says what an Item of a File is.
type ItemKind uint8

const (
	ItemBlank   ItemKind = iota // an empty line
	ItemComment                 // a line holding only a comment
	ItemHeader                  // title, author or notes
	ItemBlock                   // rules, legend or links part
	ItemMap                     // one floor's map
	ItemBad                     // a line that could not be read
)

// Item is one top-level element of a File.
type Item struct {
	Kind    ItemKind
	Line    int    // 0-based line of its first line
	Comment string // the comment line, or the trailing comment
	Text    string // ItemBad: the line as written
	Header  *headerStmt
	Block   *Block
	Map     *MapBlock
}

// Block is a rules, legend or links part.
type Block struct {
	Kind         string // "rules", "legend", "links"
	Arg          string // the preset of a rules part
	Open         int    // line of the opening brace
	Close        int    // line of the closing brace; -1 when unterminated
	Lines        []*BlockLine
	CloseComment string
}

// BlockLine is one line inside a block.
type BlockLine struct {
	Line    int
	Comment string
	Raw     string // the statement as written, without comment
	Rule    *ruleStmt
	Legend  *legendStmt
	Link    *linkStmt
	Col     int // rune column where Raw starts
}

// MapBlock is one floor's map: the drawing lines as written.
type MapBlock struct {
	Name         string
	Named        bool
	Open, Close  int
	Lines        []MapLine
	Grid         *grid
	OpenComment  string
	CloseComment string
}

// MapLine is a line inside a map block.
type MapLine struct {
	Line    int
	Text    string // drawing text, trailing spaces trimmed, tabs as spaces
	Comment string
	// End is the rune column where the drawing ends as written: its
	// trailing spaces count, its comment does not. A row of cells that
	// ends before the right wall's column is suspicious (W0414).
	End int
}

type parser struct {
	src   *source
	diags diag.Diagnostics
	// bad holds the lines whose columns cannot be trusted: a tab (E0106)
	// or bytes that are not UTF-8 (E0108). A drawing line among them
	// reports nothing more, since every slot of it may be off.
	bad map[int]bool
	// legendGlyphs are the glyphs the file's legend defines, so that the
	// map scanner knows them before the compiler does.
	legendGlyphs map[string]bool
	// tabs holds the E0106 of each line with a tab: a drawing line whose
	// walls line up with tab stops every 8 or 4 columns is read so.
	tabs map[int]*diag.Diagnostic

	ctx           context.Context
	tick          int
	stopped       bool
	maxSide       int
	floors, cells int // maps read so far and their cells, for the limits
	// full is set when MaxDiagnostics are kept: the compiler then stops,
	// since what it would find next is most likely the same mistake
	// again, and looking costs time and memory (grammar.md, "Limits").
	full bool
	// refused is set when the whole source is past a limit and was not
	// read (MaxSourceSize, MaxLines).
	refused bool
	// dropped is the first diagnostic past MaxDiagnostics, where the
	// compiler stopped.
	dropped *diag.Diagnostic
}

func (p *parser) errorf(code string, at diag.Range, format string, args ...any) *diag.Diagnostic {
	d := &diag.Diagnostic{Severity: diag.Error, Code: code, Summary: fmt.Sprintf(format, args...), Range: at}
	p.add(d)
	return d
}

// add keeps a diagnostic; past MaxDiagnostics it stops the compiler
// instead.
func (p *parser) add(d *diag.Diagnostic) {
	if len(p.diags) >= MaxDiagnostics {
		if p.dropped == nil {
			p.dropped = d
		}
		p.full = true
		return
	}
	p.diags = append(p.diags, d)
}

// halted reports whether the compiler stops here: its context was
// cancelled, or it has found MaxDiagnostics problems.
func (p *parser) halted() bool {
	return p.full || p.cancelled()
}

// finish sorts the diagnostics and, when the compiler stopped at
// MaxDiagnostics, says where in a last one.
func (p *parser) finish() {
	p.diags.Sort()
	if p.dropped != nil {
		at := p.dropped.Range
		p.diags = append(p.diags, &diag.Diagnostic{Severity: diag.Error, Code: "E0109", Range: at,
			Summary: fmt.Sprintf("more than %d problems: the compiler stopped at line %d", MaxDiagnostics, at.Start.Line),
			Hint:    "fix the first ones and check again; they are most likely one mistake repeated"})
		p.dropped = nil
	}
}

func (p *parser) warnf(code string, at diag.Range, format string, args ...any) *diag.Diagnostic {
	d := p.errorf(code, at, format, args...)
	d.Severity = diag.Warning
	return d
}

// Parse reads a maze source into a File without compiling it: the syntax
// and the map geometry are checked, names and references are not.
func Parse(filename string, src []byte) (*File, diag.Diagnostics) {
	f, ds, _ := parse(filename, src, Options{})
	return f, ds
}

// ParseWith is Parse with options: it returns the context's error when
// the context is cancelled before it is done.
func ParseWith(filename string, src []byte, o Options) (*File, diag.Diagnostics, error) {
	return parse(filename, src, o)
}

func parse(filename string, src []byte, o Options) (*File, diag.Diagnostics, error) {
	f, p := parseRaw(filename, src, o)
	if p.stopped {
		return f, p.diags, p.ctx.Err()
	}
	p.finish()
	return f, p.diags, nil
}

// parseRaw parses, leaving the diagnostics unsorted for the compiler to
// add its own.
func parseRaw(filename string, src []byte, o Options) (*File, *parser) {
	if len(src) > MaxSourceSize {
		p := &parser{src: newSource(filename, nil), diags: tooLarge(filename, len(src)), refused: true}
		return &File{Name: filename, src: p.src}, p
	}
	if n := lineCount(src); n > MaxLines {
		p := &parser{src: newSource(filename, nil), diags: tooManyLines(filename, n), refused: true}
		return &File{Name: filename, src: p.src}, p
	}
	if !o.Borrow {
		src = bytes.Clone(src)
	}
	p := &parser{src: newSource(filename, src), ctx: o.Context, maxSide: o.MaxSide}
	return p.parseFile(), p
}

// lineText returns line li with tabs reported (E0106) and replaced.
func (p *parser) lineText(li int) string {
	t := p.src.lines[li].text
	if li == 0 && strings.HasPrefix(t, "\uFEFF") {
		// A byte-order mark, as some editors write it: one rune, read as
		// a space so that columns stay where they are.
		t = " " + t[len("\uFEFF"):]
	}
	if !utf8.ValidString(t) {
		i := 0
		for i < len(t) {
			r, n := utf8.DecodeRuneInString(t[i:])
			if r == utf8.RuneError && n == 1 {
				break
			}
			i += n
		}
		c := utf8.RuneCountInString(t[:i])
		d := p.errorf("E0108", p.src.rng(li, c, c+1), "the line is not valid UTF-8 (byte 0x%02X)", t[i])
		d.Hint = "save the file as UTF-8: maze files are UTF-8, so that Cyrillic glyphs (К, П, В) read the same everywhere"
		p.markBad(li)
	}
	if i := strings.IndexByte(t, '\t'); i >= 0 {
		c := p.src.byteCol(li, i)
		d := p.errorf("E0106", p.src.rng(li, c, c+1), "tab character")
		d.Hint = "use spaces: a tab has no fixed width, so it breaks the columns of a drawing"
		t = strings.ReplaceAll(t, "\t", " ")
		p.markBad(li)
		if p.tabs == nil {
			p.tabs = map[int]*diag.Diagnostic{}
		}
		p.tabs[li] = d
	}
	return t
}

func (p *parser) markBad(li int) {
	if p.bad == nil {
		p.bad = map[int]bool{}
	}
	p.bad[li] = true
}

func (p *parser) parseFile() *File {
	f := &File{Name: p.src.filename, src: p.src}
	if len(p.src.src) == 0 {
		return f
	}
	texts := make([]string, len(p.src.lines))
	for i := range p.src.lines {
		texts[i] = p.lineText(i)
	}
	for li := 0; li < len(texts); li++ {
		if p.halted() {
			return f
		}
		li = p.parseTopLine(f, texts, li)
	}
	// The maps last, when the legend's glyphs are known: a glyph written
	// one column left (E0415) may be one of them.
	p.collectLegendGlyphs(f)
	p.scanMaps(f)
	return f
}

// parseTopLine reads the top-level line li: a blank or comment line, a
// header, or a part with all its lines. It returns the last line it read.
func (p *parser) parseTopLine(f *File, texts []string, li int) int {
	code, comment := splitComment(texts[li])
	trimmed := strings.TrimSpace(code)
	switch {
	case trimmed == "" && comment == "":
		f.Items = append(f.Items, &Item{Kind: ItemBlank, Line: li})
		return li
	case trimmed == "":
		f.Items = append(f.Items, &Item{Kind: ItemComment, Line: li, Comment: strings.TrimSpace(comment)})
		return li
	}
	col := len([]rune(code)) - len([]rune(strings.TrimLeft(code, " ")))
	st, ok := fastHeader(trimmed)
	var err error
	if !ok {
		st, err = topParser.ParseString(p.src.filename, trimmed)
	}
	if err == nil && st.Header == nil && st.Open == nil {
		err = fmt.Errorf("empty statement")
	}
	switch {
	case err != nil:
		return p.badTopLine(f, texts, li, col, trimmed, comment, err)
	case st.Header != nil:
		f.Items = append(f.Items, &Item{Kind: ItemHeader, Line: li, Header: st.Header, Comment: comment})
		return li
	case st.Open.Shut:
		p.emptyPart(f, li, st.Open, comment)
		return li
	}
	return p.parsePart(f, texts, li, st.Open, comment)
}

// lastRead is the last line a part that ends at end has read: its closing
// brace, or for an unclosed part the line before the next part.
func lastRead(end int, closed bool) int {
	if closed {
		return end
	}
	return end - 1
}

// badTopLine reports a top-level line that is not a header or a part. An
// unknown part is skipped to its end, so that its lines do not each report
// an error of their own.
func (p *parser) badTopLine(f *File, texts []string, li, col int, trimmed, comment string, err error) int {
	p.topError(li, col, trimmed, err)
	f.Items = append(f.Items, &Item{Kind: ItemBad, Line: li, Text: trimmed, Comment: comment})
	if !strings.HasSuffix(trimmed, "{") {
		return li
	}
	end, closed := p.findClose(texts, li, "")
	for k := li + 1; k < end || (closed && k == end); k++ {
		c, cm := splitComment(texts[k])
		f.Items = append(f.Items, &Item{Kind: ItemBad, Line: k, Text: strings.TrimSpace(c), Comment: strings.TrimSpace(cm)})
	}
	return lastRead(end, closed)
}

// emptyPart reads a part opened and closed on one line: map {}, a map with
// no drawing (E0407, and nothing else to say about it), or an empty part
// such as rules base {}.
func (p *parser) emptyPart(f *File, li int, open *openStmt, comment string) {
	if open.Kind == "map" {
		mb := &MapBlock{Open: li, Close: li, OpenComment: comment}
		if open.Arg != nil {
			mb.Name, mb.Named = *open.Arg, true
		}
		f.Items = append(f.Items, &Item{Kind: ItemMap, Line: li, Map: mb})
		return
	}
	b := &Block{Kind: open.Kind, Open: li, Close: li}
	if open.Arg != nil {
		b.Arg = *open.Arg
		if b.Kind != "rules" {
			p.errorf("E0101", p.src.lineRange(li), "%s part takes no name", b.Kind).Hint = "write " + b.Kind + " {}"
		}
	}
	f.Items = append(f.Items, &Item{Kind: ItemBlock, Line: li, Block: b, Comment: comment})
}

// parsePart reads a part opened on line li to its closing brace (or, when
// it is never closed, to the next part). It returns the last line read.
func (p *parser) parsePart(f *File, texts []string, li int, open *openStmt, comment string) int {
	end, closed := p.findClose(texts, li, open.Kind)
	closeLine := -1
	closeComment := ""
	if closed {
		closeLine = end
		_, closeComment = splitComment(texts[end])
	} else {
		what := "end of file"
		if end < len(texts) {
			what = "line " + fmt.Sprint(end+1)
		}
		d := p.errorf("E0103", p.src.lineRange(li), "%s part opened here is never closed", open.Kind)
		d.Hint = "end the part with a line holding only }"
		at := end
		if at >= len(texts) {
			at = len(texts) - 1
		}
		d.Related = append(d.Related, diag.Label{Range: p.src.lineRange(at), Message: "expected } before " + what})
	}
	arg := ""
	if open.Arg != nil {
		arg = *open.Arg
	}
	if open.Kind == "map" {
		mb := &MapBlock{Name: arg, Named: open.Arg != nil, Open: li, Close: closeLine, OpenComment: comment, CloseComment: closeComment}
		for k := li + 1; k < end && !p.halted(); k++ {
			c, cm := splitComment(texts[k])
			end := utf8.RuneCountInString(texts[k][:commentStart(texts[k])])
			mb.Lines = append(mb.Lines, MapLine{Line: k, Text: strings.TrimRight(c, " "), Comment: strings.TrimSpace(cm), End: end})
		}
		f.Items = append(f.Items, &Item{Kind: ItemMap, Line: li, Map: mb})
		return lastRead(end, closed)
	}
	b := &Block{Kind: open.Kind, Arg: arg, Open: li, Close: closeLine, CloseComment: closeComment}
	if b.Kind != "rules" && open.Arg != nil {
		p.errorf("E0101", p.src.lineRange(li), "%s part takes no name", b.Kind).Hint = "write " + b.Kind + " {"
	}
	for k := li + 1; k < end && !p.halted(); k++ {
		b.Lines = append(b.Lines, p.parseBlockLine(b.Kind, k, texts[k]))
	}
	f.Items = append(f.Items, &Item{Kind: ItemBlock, Line: li, Block: b, Comment: comment})
	return lastRead(end, closed)
}

// collectLegendGlyphs records the glyphs the legend parts define.
func (p *parser) collectLegendGlyphs(f *File) {
	for _, it := range f.Items {
		if it.Kind != ItemBlock || it.Block.Kind != "legend" {
			continue
		}
		for _, l := range it.Block.Lines {
			if l.Legend != nil {
				if p.legendGlyphs == nil {
					p.legendGlyphs = map[string]bool{}
				}
				p.legendGlyphs[l.Legend.Glyph] = true
			}
		}
	}
}

// scanMaps reads the drawing of every map, up to MaxFloors of them.
func (p *parser) scanMaps(f *File) {
	for _, it := range f.Items {
		if it.Kind != ItemMap {
			continue
		}
		p.floors++
		if p.floors == MaxFloors+1 {
			p.limitf(p.src.lineRange(it.Map.Open), "split the maze into several files", "more than %d floors", MaxFloors)
		}
		if p.floors > MaxFloors || p.halted() {
			continue
		}
		it.Map.Grid = p.scanMap(it.Map)
	}
}

// findClose returns the line of the block's closing brace, or, for an
// unterminated block, the line where the next part starts (or len(texts)).
func (p *parser) findClose(texts []string, open int, kind string) (int, bool) {
	for k := open + 1; k < len(texts); k++ {
		c, _ := splitComment(texts[k])
		t := strings.TrimSpace(c)
		if t == "}" {
			return k, true
		}
		if looksLikeOpener(t) {
			return k, false
		}
	}
	return len(texts), false
}

func looksLikeOpener(t string) bool {
	if !strings.HasSuffix(t, "{") {
		return false
	}
	w, _, _ := strings.Cut(t, " ")
	switch strings.TrimSuffix(w, "{") {
	case "rules", "legend", "links", "map":
		return true
	}
	return false
}

func (p *parser) topError(li, col int, text string, err error) {
	w, _, _ := strings.Cut(text, " ")
	known := false
	for _, k := range topKeywords {
		if k == w {
			known = true
		}
	}
	if !known {
		d := p.errorf("E0102", p.src.rng(li, col, col+len([]rune(w))), "unknown statement %q", w)
		if s := diag.Suggest(w, topKeywords); s != "" {
			d.Hint = fmt.Sprintf("did you mean %q?", s)
		} else {
			d.Hint = "a line outside a part is title, author or notes, or opens a part: rules, legend, map, links"
		}
		return
	}
	p.syntaxError(li, col, err, topHint(w, text))
}

// topHint explains the shape of a known top-level statement that did not
// parse (grammar.md, "Header", "Rules").
func topHint(w, text string) string {
	switch w {
	case "title", "author", "notes":
		return w + ` takes one quoted string: ` + w + ` "…"`
	}
	open := w + " {"
	if w == "map" {
		open = "map { (or map NAME { for a named floor)"
	}
	if w == "rules" {
		open = "rules PRESET {"
		if f := strings.Fields(strings.TrimRight(text, "{} ")); len(f) > 1 {
			open = "rules " + f[1] + " {"
		}
	}
	switch {
	case strings.HasSuffix(text, "}") && strings.Contains(text, "{"):
		return "a part spans lines: write " + open + " on this line, one statement a line after it, and the closing } on a line of its own (only an empty part fits on one line: " + strings.TrimSuffix(open, "{") + "{})"
	case !strings.HasSuffix(text, "{"):
		return "a part opens with " + open + " at the end of the line and closes with a line holding only }"
	}
	return "a part opens with " + open + " at the end of the line; see grammar.md"
}

// syntaxError reports a participle error on a line whose statement starts
// at rune column col.
func (p *parser) syntaxError(li, col int, err error, hint string) {
	c := col
	msg := err.Error()
	var pe participle.Error
	if errors.As(err, &pe) {
		text := p.stmtText(li, col)
		c = col + len([]rune(text[:min(pe.Position().Offset, len(text))]))
		msg = pe.Message()
	}
	d := p.errorf("E0101", p.src.rng(li, c, c+1), "syntax error: %s", msg)
	d.Hint = hint
}

func (p *parser) stmtText(li, col int) string {
	rs := []rune(strings.ReplaceAll(p.src.lines[li].text, "\t", " "))
	if col > len(rs) {
		return ""
	}
	return string(rs[col:])
}

func (p *parser) parseBlockLine(kind string, li int, text string) *BlockLine {
	code, comment := splitComment(text)
	bl := &BlockLine{Line: li, Comment: strings.TrimSpace(comment), Raw: strings.TrimSpace(code)}
	if bl.Raw == "" {
		return bl
	}
	bl.Col = len([]rune(code)) - len([]rune(strings.TrimLeft(code, " ")))
	var err error
	switch kind {
	case "rules":
		var ok bool
		if bl.Rule, ok = fastRule(bl.Raw); ok {
			break
		}
		bl.Rule, err = ruleParser.ParseString(p.src.filename, bl.Raw)
		if err != nil {
			bl.Rule = nil
			p.syntaxError(li, bl.Col, err, "a rules line reads key = value, e.g. kit.grenades = 3")
		}
	case "legend":
		var ok bool
		if bl.Legend, ok = fastLegend(bl.Raw); ok {
			break
		}
		bl.Legend, err = legendParser.ParseString(p.src.filename, bl.Raw)
		if err != nil {
			bl.Legend = nil
			p.syntaxError(li, bl.Col, err, `a legend line reads "glyph" = meaning, e.g. "Ж" = X`)
		}
	case "links":
		if n := listLen(bl.Raw); n > MaxListLen {
			p.limitf(p.src.rng(li, bl.Col, bl.Col+1), "a list names each cell at most once, and no floor needs this many",
				"the statement lists %d cells, more than %d", n, MaxListLen)
			return bl
		}
		var ok bool
		if bl.Link, ok = fastLink(bl.Raw); ok {
			break
		}
		bl.Link, err = linkParser.ParseString(p.src.filename, bl.Raw)
		if err != nil {
			bl.Link = nil
			w, _, _ := strings.Cut(bl.Raw, " ")
			w = strings.TrimRight(w, ":")
			known := false
			for _, k := range linkKeywords {
				known = known || k == w
			}
			if !known {
				d := p.errorf("E0102", p.src.rng(li, bl.Col, bl.Col+len([]rune(w))), "unknown links statement %q", w)
				if s := diag.Suggest(w, linkKeywords); s != "" {
					d.Hint = fmt.Sprintf("did you mean %q?", s)
				} else {
					d.Hint = "links statements: " + strings.Join(linkKeywords, ", ")
				}
			} else {
				p.syntaxError(li, bl.Col, err, linkHints[w])
			}
		}
	}
	return bl
}

var linkHints = map[string]string{
	"holes":    "write holes NAME: C3 -> E5 -> A9",
	"pit":      "write pit N: exits C3, E5 times 3 (both parts optional)",
	"river":    "write river NAME: A1 -> A2 -> B2",
	"start":    "write start: C3, E5 or start NAME: C3",
	"treasure": "write treasure C3 true (true, false, mined or candidate)",
	"bear":     "write bear: den C3 track C3 -> C4 -> D4",
	"rubber":   "write rubber C3 exit east",
	"mine":     "write mine C3 times 2",
	"hidden":   "write hidden C3 east: the one-way wall on the east side of C3 is not announced (M11)",
	"trap":     "write trap web: C3, C4, D4 (web, jelly, cabbage, bald-spot, meat-grinder)",
	"steep":    "write steep C3 east: the bank east of river cell C3 is steep, no stepping out there (I6)",
}
