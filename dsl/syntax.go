package dsl

import (
	"strconv"
	"strings"

	"github.com/alecthomas/participle/v2"
	"github.com/alecthomas/participle/v2/lexer"
)

// The line-structured parts of a maze file (header, rules, legend, links;
// grammar.md) are read one statement line at a time with participle; map
// drawings are read by the hand scanner in mapscan.go.

var lineLexer = lexer.MustSimple([]lexer.SimpleRule{
	{Name: "String", Pattern: `"(?:\\.|[^"\\])*"`},
	{Name: "Arrow", Pattern: `<->|->`},
	{Name: "Word", Pattern: `[^\s"=,{}:<>-]+(?:[-:][^\s"=,{}:<>-]+)*`},
	{Name: "Punct", Pattern: `[=,{}:<>-]`},
	{Name: "Space", Pattern: `\s+`},
})

// topStmt is a line outside any block: a header line or a block opener.
type topStmt struct {
	Header *headerStmt `parser:"@@"`
	Open   *openStmt   `parser:"| @@"`
}

type headerStmt struct {
	Key   string `parser:"@('title' | 'author' | 'notes')"`
	Value string `parser:"@String"`
}

type openStmt struct {
	Kind  string  `parser:"@('rules' | 'legend' | 'links' | 'map')"`
	Arg   *string `parser:"@(Word | String)?"`
	Brace bool    `parser:"@'{'"`
	Shut  bool    `parser:"@'}'?"` // an empty part on one line: rules base {}
}

// ruleStmt is one line of the rules part: key = value.
type ruleStmt struct {
	Key   string `parser:"@Word '='"`
	Value string `parser:"@(Word | String)"`
}

// legendStmt is one line of the legend part: glyph = meaning ["doc"].
type legendStmt struct {
	Glyph string  `parser:"@(String | Word) '='"`
	Means string  `parser:"@(String | Word)"`
	Doc   *string `parser:"@String?"`
}

// cellRef is a cell name in the links part, as the source texts write it (C7, в7,
// 2:C7), with its place in the line.
type cellRef struct {
	Pos  lexer.Position
	Name string `parser:"@Word"`
}

// linkStmt is one line of the links part.
type linkStmt struct {
	Holes    *holesStmt    `parser:"'holes' @@"`
	Pit      *pitStmt      `parser:"| 'pit' @@"`
	River    *riverStmt    `parser:"| 'river' @@"`
	Start    *startStmt    `parser:"| 'start' @@"`
	Treasure *treasureStmt `parser:"| 'treasure' @@"`
	Bear     *bearStmt     `parser:"| 'bear' @@"`
	Pirate   *bearStmt     `parser:"| 'pirate' @@"`
	Rubber   *rubberStmt   `parser:"| 'rubber' @@"`
	Mine     *mineStmt     `parser:"| 'mine' @@"`
	Trap     *trapStmt     `parser:"| 'trap' @@"`
	Hidden   *hiddenStmt   `parser:"| 'hidden' @@"`
	Steep    *hiddenStmt   `parser:"| 'steep' @@"`
}

type holesStmt struct {
	Name  string     `parser:"@Word ':'"`
	Cells []*cellRef `parser:"@@ ( '->'? @@ )*"`
}

type pitStmt struct {
	Pos   lexer.Position
	Name  string     `parser:"@Word ':'?"`
	Exits []*cellRef `parser:"( 'exits' ':'? @@ ( ',' @@ )* )?"`
	Times *cellRef   `parser:"( 'times' @@ )?"`
}

type riverStmt struct {
	Name  string     `parser:"@Word ':'"`
	Cells []*cellRef `parser:"@@ ( '->'? @@ )*"`
}

type startStmt struct {
	Name  *string    `parser:"@Word? ':'"`
	Cells []*cellRef `parser:"@@ ( ','? @@ )*"`
}

type treasureStmt struct {
	Cell *cellRef `parser:"@@"`
	Kind *cellRef `parser:"@@"`
}

type bearStmt struct {
	Name  *string    `parser:"@Word? ':'"`
	Den   *cellRef   `parser:"( 'den' @@ )?"`
	Track []*cellRef `parser:"( 'track' @@ ( '->'? @@ )* )?"`
}

type rubberStmt struct {
	Cell *cellRef `parser:"@@ 'exit'"`
	Side *cellRef `parser:"@@"`
}

type mineStmt struct {
	Cell  *cellRef `parser:"@@ 'times'"`
	Times *cellRef `parser:"@@"`
}

type hiddenStmt struct {
	Cell *cellRef `parser:"@@"`
	Side *cellRef `parser:"@@"`
}

type trapStmt struct {
	Kind  *cellRef   `parser:"@@ ':'"`
	Cells []*cellRef `parser:"@@ ( ','? @@ )*"`
}

func newLineParser[T any]() *participle.Parser[T] {
	return participle.MustBuild[T](
		participle.Lexer(lineLexer),
		participle.Elide("Space"),
		participle.Map(unquoteToken, "String"),
		participle.UseLookahead(4),
	)
}

var (
	topParser    = newLineParser[topStmt]()
	ruleParser   = newLineParser[ruleStmt]()
	legendParser = newLineParser[legendStmt]()
	linkParser   = newLineParser[linkStmt]()
)

// unquoteToken reads a quoted string token in time linear in its length
// (participle's own Unquote grows its result one rune at a time, so a
// quoted string of a megabyte took minutes).
func unquoteToken(t lexer.Token) (lexer.Token, error) {
	s := t.Value
	if len(s) < 2 {
		return t, nil
	}
	q, s := s[0], s[1:len(s)-1]
	if !strings.ContainsRune(s, '\\') {
		t.Value = s
		return t, nil
	}
	var b strings.Builder
	b.Grow(len(s))
	for s != "" {
		r, _, tail, err := strconv.UnquoteChar(s, q)
		if err != nil {
			return t, err
		}
		b.WriteRune(r)
		s = tail
	}
	t.Value = b.String()
	return t, nil
}

// linkKeywords are the statements of the links part, for suggestions.
var linkKeywords = []string{"holes", "pit", "river", "start", "treasure", "bear", "rubber", "mine", "trap", "hidden", "steep"}

// topKeywords are the words that may open a line outside blocks.
var topKeywords = []string{"title", "author", "notes", "rules", "legend", "links", "map"}

// splitComment cuts a "//" comment off a line. A comment starts at "//" at
// the line's start or after a space, outside a quoted string.
func splitComment(s string) (code, comment string) {
	i := commentStart(s)
	return strings.TrimRight(s[:i], " \t"), strings.TrimRight(s[i:], " \t")
}

// commentStart returns the byte offset where a line's comment starts, or
// the line's length when it has none.
func commentStart(s string) int {
	if !strings.Contains(s, "//") {
		return len(s) // most lines: no comment at all
	}
	inStr := false
	for i := 0; i < len(s); i++ {
		switch c := s[i]; {
		case c == '\\' && inStr:
			i++
		case c == '"':
			inStr = !inStr
		case c == '/' && !inStr && i+1 < len(s) && s[i+1] == '/' && (i == 0 || s[i-1] == ' ' || s[i-1] == '\t'):
			return i
		}
	}
	return len(s)
}

// quote writes a string the way the lexer reads it back.
func quote(s string) string {
	var b strings.Builder
	b.WriteByte('"')
	for _, r := range s {
		switch r {
		case '"', '\\':
			b.WriteByte('\\')
			b.WriteRune(r)
		case '\n':
			b.WriteString(`\n`)
		default:
			b.WriteRune(r)
		}
	}
	b.WriteByte('"')
	return b.String()
}

// bareOK reports whether s can be written without quotes as a Word.
func bareOK(s string) bool {
	if s == "" {
		return false
	}
	toks, err := lineLexer.LexString("", s)
	if err != nil {
		return false
	}
	n := 0
	for {
		t, err := toks.Next()
		if err != nil {
			return false
		}
		if t.EOF() {
			break
		}
		n++
		if n > 1 || t.Type != lineLexer.Symbols()["Word"] || t.Value != s {
			return false
		}
	}
	return n == 1
}
