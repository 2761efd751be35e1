package narrate

import (
	"testing"

	"labyrinth/engine"
)

// FuzzText: any key, language, gender and variables give a string, never
// a panic (a key missing from the catalogue is shown in brackets).
func FuzzText(f *testing.F) {
	f.Add("pit.other", "ru", uint8(1), "name", "Анна")
	f.Add("no.such.key", "de", uint8(7), "", "{name}")
	f.Fuzz(func(t *testing.T, key, lang string, g uint8, name, value string) {
		s := Text(Key{key}, engine.Lang(lang), engine.Gender(g), name, value)
		if _, ok := catalogue[Key{key}]; !ok && s != "["+key+"]" {
			t.Errorf("missing key %q gave %q", key, s)
		}
		_ = Count(engine.Lang(lang), Noun(key), int(g)-3)
	})
}
