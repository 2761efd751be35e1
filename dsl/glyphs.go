package dsl

import (
	"sort"
	"strings"
	"sync"

	"labyrinth/dsl/maze"
)

// glyphEntry is what a glyph means: a legend definition and, for a glyph
// that fixes its number (a host's "1" = P1), that number.
type glyphEntry struct {
	def *maze.GlyphDef
	num string
}

// legend resolves glyphs written in cell slots (grammar.md, "Legend").
type legend struct {
	exact    map[string]glyphEntry
	numbered map[string]*maze.GlyphDef // prefix of a numbered glyph
}

func defaultLegend() *legend {
	l := &legend{exact: map[string]glyphEntry{}, numbered: map[string]*maze.GlyphDef{}}
	for i := range maze.DefaultGlyphs {
		d := &maze.DefaultGlyphs[i]
		for _, g := range append([]string{d.Glyph}, d.Aliases...) {
			if d.Numbered {
				l.numbered[g] = d
			} else {
				l.exact[g] = glyphEntry{def: d}
			}
		}
	}
	return l
}

// defaultGlyphs is the default legend, built once, for the map scanner.
var defaultGlyphs = sync.OnceValue(defaultLegend)

// splitNumber cuts a numbered glyph into its letters and its number: "П12"
// → "П", "12"; "H1.2" → "H", "1.2".
func splitNumber(s string) (prefix, num string) {
	i := len(s)
	for i > 0 && (s[i-1] >= '0' && s[i-1] <= '9' || s[i-1] == '.') {
		i--
	}
	for i < len(s) && s[i] == '.' {
		i++
	}
	return s[:i], s[i:]
}

// resolve returns the meaning of a glyph. needNum is set when the glyph is
// a numbered one written without its number.
func (l *legend) resolve(s string) (e glyphEntry, ok, needNum bool) {
	if e, ok := l.exact[s]; ok {
		return e, true, false
	}
	prefix, num := splitNumber(s)
	if d, ok := l.numbered[prefix]; ok {
		if num == "" || num[0] == '.' {
			return glyphEntry{def: d}, false, true
		}
		return glyphEntry{def: d, num: num}, true, false
	}
	return glyphEntry{}, false, false
}

// names lists every glyph the legend knows, numbered ones with a 1, for
// suggestions.
func (l *legend) names() []string {
	var out []string
	for k := range l.exact {
		if strings.TrimSpace(k) != "" {
			out = append(out, k)
		}
	}
	for k := range l.numbered {
		out = append(out, k+"1")
	}
	sort.Strings(out)
	return out
}
