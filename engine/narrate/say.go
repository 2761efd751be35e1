package narrate

import (
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/feature/plural"
	"golang.org/x/text/language"

	"labyrinth/engine"
)

// Lang is the language of what is said: the engine's one language type.
type Lang = engine.Lang

// Gender is the grammatical gender a sentence agrees with.
type Gender = engine.Gender

// Reader is who reads a report: a seat, a language and the grammatical
// gender the host's past tenses take when speaking to them («Прошла»).
type Reader struct {
	Seat   engine.PlayerID
	Lang   Lang
	Gender Gender
}

// ReaderOf is player p of the game as a reader: their language and gender
// as the setup gave them.
func ReaderOf(g *engine.Game, p engine.PlayerID) Reader {
	pl := g.Player(p)
	return Reader{Seat: p, Lang: pl.Lang.Norm(), Gender: pl.Gender}
}

// Text is the sentence of key k in language l, agreeing with gender g,
// with its placeholders filled from vars, given as name, value pairs:
//
//	Text(KeyPitOther, LangRussian, GenderFeminine, "name", "Анна") // «Анна провалилась!»
//
// A key missing from the catalogue never panics: its name is returned in
// brackets, which the catalogue test makes impossible for declared keys.
func Text(k Key, l Lang, g Gender, vars ...string) string {
	e, ok := catalogue[k]
	if !ok {
		return "[" + k.name + "]"
	}
	s := e.form(l.Norm(), g)
	if len(vars) == 0 || !strings.Contains(s, "{") {
		return s
	}
	return strings.NewReplacer(pairs(vars)...).Replace(s)
}

// pairs turns name, value, … into "{name}", value, … for a Replacer.
func pairs(vars []string) []string {
	out := make([]string, 0, len(vars))
	for i := 0; i+1 < len(vars); i += 2 {
		out = append(out, "{"+vars[i]+"}", vars[i+1])
	}
	return out
}

// form picks the language and the gender; a feminine form left empty is
// the masculine one (the sentence does not agree with anyone).
func (e entry) form(l Lang, g Gender) string {
	if l == engine.LangEnglish {
		return e.en
	}
	if g == engine.GenderFeminine && e.ruF != "" {
		return e.ruF
	}
	return e.ru
}

// Count is n with the noun in the form the number takes: «1 ход»,
// «2 хода», «5 ходов», «21 ход»; "1 turn", "2 turns". Russian forms follow
// CLDR's plural rules (golang.org/x/text/feature/plural).
func Count(l Lang, noun Noun, n int) string {
	f, ok := nouns[noun]
	if !ok {
		return strconv.Itoa(n) + " [" + string(noun) + "]"
	}
	word := f.enOther
	if l.Norm() == engine.LangEnglish {
		if n == 1 {
			word = f.enOne
		}
	} else {
		abs := n
		if abs < 0 {
			abs = -abs
		}
		switch plural.Cardinal.MatchPlural(language.Russian, abs, 0, 0, 0, 0) {
		case plural.One:
			word = f.ruOne
		case plural.Few:
			word = f.ruFew
		default:
			word = f.ruMany
		}
	}
	return strconv.Itoa(n) + " " + word
}

// Counted is the sentence of key k with the number n said in it: {n} is
// n, and a placeholder named after a noun is n with that noun in the form
// n takes (Count), so that one sentence serves every number:
//
//	Counted(KeyKitRuleLimitMines, LangRussian, 0, 1) // «Больше 1 мины не унести.»
//	Counted(KeyKitRuleLimitMines, LangRussian, 0, 5) // «Больше 5 мин не унести.»
//
// The other placeholders are filled from vars first, as Text fills them,
// so a var wins over a noun of the same name ({round}).
func Counted(k Key, l Lang, g Gender, n int, vars ...string) string {
	s := Text(k, l, g, vars...)
	var b strings.Builder
	for {
		open := strings.IndexByte(s, '{')
		shut := strings.IndexByte(s[max(open, 0):], '}') + max(open, 0)
		if open < 0 || shut < open {
			break
		}
		name := s[open+1 : shut]
		b.WriteString(s[:open])
		if _, ok := nouns[Noun(name)]; ok {
			b.WriteString(Count(l, Noun(name), n))
		} else if name == "n" {
			b.WriteString(strconv.Itoa(n))
		} else {
			b.WriteString(s[open : shut+1])
		}
		s = s[shut+1:]
	}
	return b.String() + s
}

// upperFirst capitalises a sentence made of a lowercase word: «наверху
// стенка» → «Наверху стенка».
func upperFirst(s string) string {
	r, n := utf8.DecodeRuneInString(s)
	if r == utf8.RuneError || unicode.IsUpper(r) {
		return s
	}
	return string(unicode.ToUpper(r)) + s[n:]
}
