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
		e, ok := catalogue[Key{string(w)}]
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

// TestShowLegendAsHostMap proves show's legend names a glyph as the host's
// map does: a pit is «яма» (never «провал»), a river flows "right" in
// both, and a hospital is «лечебница» under the MIET rules only (I2).
func TestShowLegendAsHostMap(t *testing.T) {
	legend := func(name string, l Lang) string {
		t.Helper()
		src, _ := examples.Read(name)
		m, ds := dsl.Compile(name, src)
		if ds.HasErrors() {
			t.Fatalf("%s: %v", name, ds)
		}
		var b bytes.Buffer
		if err := show.Write(&b, m, ShowOptions(l)); err != nil {
			t.Fatal(err)
		}
		_, after, _ := strings.Cut(b.String(), Text(KeyShowLegend, l, 0)+"\n")
		legend, _, _ := strings.Cut(after, "\n\n")
		return legend
	}
	ru, en := engine.LangRussian, engine.LangEnglish
	for _, c := range []struct {
		name    string
		l       Lang
		want    []string
		notWant []string
	}{
		{"base.maze", ru, []string{Text(KeyLegendPit, ru, 0), Text(KeyLegendHospital, ru, 0), Text(KeyLegendRiverEast, ru, 0), Text(KeyLegendRiverMouth, ru, 0)}, []string{"провал", "лечебница"}},
		{"base.maze", en, []string{Text(KeyLegendRiverEast, en, 0), Text(KeyLegendRiverSouth, en, 0)}, []string{"east", "south"}},
		{"miet.maze", ru, []string{"лечебница", Text(KeyLegendRiverNorth, ru, 0)}, []string{"госпиталь"}},
		{"stalker.maze", ru, []string{Text(KeyLegendClimb, ru, 0), Text(KeyLegendWater, ru, 0)}, nil},
	} {
		got := legend(c.name, c.l)
		for _, w := range c.want {
			if !strings.Contains(got, w) {
				t.Errorf("%s %s: legend lacks %q:\n%s", c.name, c.l, w, got)
			}
		}
		for _, w := range c.notWant {
			if strings.Contains(got, w) {
				t.Errorf("%s %s: legend says %q:\n%s", c.name, c.l, w, got)
			}
		}
	}
}
