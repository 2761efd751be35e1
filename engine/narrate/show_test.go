package narrate

import (
	"bytes"
	"strings"
	"testing"

	"labyrinth/dsl"
	"labyrinth/dsl/show"
	"labyrinth/engine"
	"labyrinth/examples"
)

// TestShowVocabulary proves the catalogue serves every word a maze's
// drawing (package show) may ask for, in both languages.
func TestShowVocabulary(t *testing.T) {
	for _, w := range show.Vocabulary() {
		e, ok := catalogue[Key(w)]
		if !ok {
			t.Errorf("no entry for show's word %q", w)
			continue
		}
		if e.ru == "" || e.en == "" {
			t.Errorf("%q: want Russian and English", w)
		}
	}
}

// TestShowOptions draws every example in Russian and in English: every
// word found, the Russian in Cyrillic glyphs and words, the English in
// Latin ones.
func TestShowOptions(t *testing.T) {
	for _, name := range examples.Names() {
		src, _ := examples.Read(name)
		m, ds := dsl.Compile(name, src)
		if ds.HasErrors() {
			t.Fatalf("%s: %v", name, ds)
		}
		for _, l := range []Lang{engine.LangRussian, engine.LangEnglish} {
			var b bytes.Buffer
			if err := show.Write(&b, m, ShowOptions(l)); err != nil {
				t.Fatal(err)
			}
			out := b.String()
			if strings.Contains(out, "[show.") || strings.Contains(out, "[legend.") {
				t.Errorf("%s %s: a word is missing:\n%s", name, l, out)
			}
			_, legend, _ := strings.Cut(out, Text(KeyShowLegend, l, 0)+"\n")
			if l == engine.LangRussian && (!strings.Contains(out, Text(KeyShowPreset, l, 0, "rules", string(m.Rules.Family))) || strings.Contains(legend, "treasure")) {
				t.Errorf("%s: want the Russian words:\n%s", name, out)
			}
			if l == engine.LangEnglish && strings.ContainsFunc(legend, func(r rune) bool { return r >= 'а' && r <= 'я' }) {
				t.Errorf("%s: Cyrillic in the English legend:\n%s", name, legend)
			}
		}
	}
}
