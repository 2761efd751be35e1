package maze

import (
	"strings"
	"unicode"
)

// GlyphIn writes a canonical glyph in the letters of alphabet a: in
// Cyrillic, the spelling the language reads as the same glyph (DefaultGlyphs'
// aliases: П1, В1, Д, Х), its number kept, as the Russian kit prints it; in
// Latin, and for glyphs without a Cyrillic spelling, as it is.
func GlyphIn(s string, a Alphabet) string {
	if a != Cyrillic {
		return s
	}
	base := strings.TrimRight(s, "0123456789.")
	if c, ok := cyrillicGlyphs[base]; ok {
		return c + s[len(base):]
	}
	return s
}

// cyrillicGlyphs maps each canonical glyph with a Latin letter to its
// Cyrillic alias (P/П, B/В, H/Д, A/А, X/Х, O/О, K/К, M/М…).
var cyrillicGlyphs = func() map[string]string {
	out := map[string]string{}
	for _, d := range DefaultGlyphs {
		if !strings.ContainsFunc(d.Glyph, isLatinLetter) {
			continue
		}
		for _, a := range d.Aliases {
			if strings.ContainsFunc(a, isCyrillicLetter) && !strings.ContainsFunc(a, isLatinLetter) {
				out[d.Glyph] = a
				break
			}
		}
	}
	return out
}()

func isLatinLetter(r rune) bool    { return r < 0x80 && unicode.IsLetter(r) }
func isCyrillicLetter(r rune) bool { return unicode.Is(unicode.Cyrillic, r) }
