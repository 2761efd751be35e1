package engine_test

import (
	"testing"

	"labyrinth/engine"
)

func TestParsePlayer(t *testing.T) {
	for _, tc := range []struct {
		spec string
		want engine.PlayerSetup
		err  bool
	}{
		{"Анна:f", engine.PlayerSetup{Name: "Анна", Gender: engine.GenderFeminine, Lang: engine.LangRussian}, false},
		{"Bob:en", engine.PlayerSetup{Name: "Bob", Lang: engine.LangEnglish}, false},
		{"Вера:ru:ж", engine.PlayerSetup{Name: "Вера", Gender: engine.GenderFeminine, Lang: engine.LangRussian}, false},
		{" Глеб ", engine.PlayerSetup{Name: "Глеб", Lang: engine.LangRussian}, false},
		{"Вера:x", engine.PlayerSetup{}, true},
		{"Вера:", engine.PlayerSetup{}, true},
		{":f", engine.PlayerSetup{}, true},
	} {
		got, err := engine.ParsePlayer(tc.spec, engine.LangRussian)
		if (err != nil) != tc.err || (!tc.err && got != tc.want) {
			t.Errorf("ParsePlayer(%q) = %+v, %v; want %+v (error %v)", tc.spec, got, err, tc.want, tc.err)
		}
	}
}
