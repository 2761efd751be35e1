package engine

import (
	"fmt"
	"strings"
)

// Lang is the language a person reads: a player's reports, the host's
// log, a command's output. The game is Russian: the zero Lang reads as
// LangRussian (Norm). Words themselves are made by package
// labyrinth/engine/narrate; the engine only carries the choice.
type Lang string

const (
	LangRussian Lang = "ru" // the source texts' language, the default
	LangEnglish Lang = "en"
)

// Langs lists the languages narration speaks, the default first.
var Langs = []Lang{LangRussian, LangEnglish}

// Norm returns l if it is a language narration speaks, else LangRussian.
func (l Lang) Norm() Lang {
	if l == LangEnglish {
		return LangEnglish
	}
	return LangRussian
}

// ParseLang reads "ru" or "en" (any case, also «рус», "russian",
// "english", «англ»); "" is the default, Russian.
func ParseLang(s string) (Lang, error) {
	switch strings.ToLower(strings.TrimSpace(s)) {
	case "", "ru", "rus", "russian", "рус", "русский", "ру":
		return LangRussian, nil
	case "en", "eng", "english", "англ", "английский":
		return LangEnglish, nil
	}
	return "", fmt.Errorf("unknown language %q (want ru or en)", s)
}

// Gender is the grammatical gender of a player: Russian past tenses and
// short participles agree with it («Прошёл»/«Прошла», «ранен»/«ранена»).
// The zero Gender is masculine, the form the source texts write.
type Gender uint8

const (
	GenderMasculine Gender = iota // «прошёл»
	GenderFeminine                // «прошла»
)

// String returns "m" or "f", the form ParseGender reads.
func (g Gender) String() string {
	if g == GenderFeminine {
		return "f"
	}
	return "m"
}

// ParseGender reads a gender as a player or host writes it: "m", "f",
// «м», «ж», "male", "female", «муж», «жен» (any case); "" is masculine.
func ParseGender(s string) (Gender, error) {
	switch strings.ToLower(strings.TrimSpace(s)) {
	case "", "m", "male", "masc", "masculine", "he", "м", "муж", "мужской", "он":
		return GenderMasculine, nil
	case "f", "female", "fem", "feminine", "she", "ж", "жен", "женский", "она":
		return GenderFeminine, nil
	}
	return 0, fmt.Errorf("unknown grammatical gender %q (want m or f, «м» or «ж»)", s)
}

// MarshalText writes the gender as "m" or "f".
func (g Gender) MarshalText() ([]byte, error) { return []byte(g.String()), nil }

// UnmarshalText reads what ParseGender reads.
func (g *Gender) UnmarshalText(b []byte) error {
	v, err := ParseGender(string(b))
	if err != nil {
		return err
	}
	*g = v
	return nil
}

// ParsePlayer reads a person as «labyrinth play --player» writes them:
// NAME, then their gender and their language in any order, each after a
// colon ("Анна:f", "Bob:en", "Вера:ж:ru"); unnamed, the gender is
// masculine and the language lang.
func ParsePlayer(spec string, lang Lang) (PlayerSetup, error) {
	parts := strings.Split(spec, ":")
	p := PlayerSetup{Name: strings.TrimSpace(parts[0]), Lang: lang}
	if p.Name == "" {
		return p, fmt.Errorf("no name")
	}
	for _, x := range parts[1:] {
		if g, err := ParseGender(x); err == nil && strings.TrimSpace(x) != "" {
			p.Gender = g
			continue
		}
		l, err := ParseLang(x)
		if err != nil || strings.TrimSpace(x) == "" {
			return p, fmt.Errorf("%q is neither a gender (m or f) nor a language (ru or en)", x)
		}
		p.Lang = l
	}
	return p, nil
}
