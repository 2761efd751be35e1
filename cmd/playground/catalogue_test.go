package main

import (
	"encoding/json"
	"os"
	"regexp"
	"slices"
	"testing"
)

// TestCatalogue: every word the page shows is a key of catalogue.json, in
// both languages, and the catalogue holds no key the page does not use.
func TestCatalogue(t *testing.T) {
	raw, err := os.ReadFile("web/catalogue.json")
	if err != nil {
		t.Fatal(err)
	}
	var cat map[string]map[string]string
	if err := json.Unmarshal(raw, &cat); err != nil {
		t.Fatal(err)
	}
	used := map[string]bool{}
	for file, re := range map[string]*regexp.Regexp{
		"web/index.html": regexp.MustCompile(`data-i18n(?:-placeholder)?="([^"]+)"`),
		"web/main.js":    regexp.MustCompile(`\bt\("([a-zA-Z0-9]+(?:\.[a-zA-Z0-9]+)?)"|"((?:bad|diag|gen|kit|lang|map|mode|play)\.[A-Za-z0-9]+)"`),
	} {
		src, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range re.FindAllStringSubmatch(string(src), -1) {
			for _, k := range m[1:] {
				if k != "" {
					used[k] = true
				}
			}
		}
	}
	// Keys made at run time: "map." + the drawing's note.
	used["map.nomap"], used["map.toolarge"] = true, true
	if len(used) < 40 {
		t.Fatalf("only %d keys found in the page: the patterns are stale", len(used))
	}
	for _, lang := range []string{"en", "ru"} {
		for k := range used {
			if cat[lang][k] == "" {
				t.Errorf("%s: no word for %q", lang, k)
			}
		}
		var unused []string
		for k := range cat[lang] {
			if !used[k] {
				unused = append(unused, k)
			}
		}
		slices.Sort(unused)
		if len(unused) > 0 {
			t.Errorf("%s: keys the page does not use: %v", lang, unused)
		}
	}
}

// TestGenerateForm: the generator's form is made from gen's own flags, and
// a spec made of them generates a maze.
func TestGenerateForm(t *testing.T) {
	v, err := genFormJSON()
	if err != nil {
		t.Fatal(err)
	}
	var fields []genField
	json.Unmarshal([]byte(v.(string)), &fields)
	names := map[string]bool{}
	for _, f := range fields {
		names[f.Name] = true
	}
	for _, want := range []string{"preset", "size", "seed"} {
		if !names[want] {
			t.Errorf("the form lacks %q: %v", want, fields)
		}
	}
	out, err := generate("preset=school,size=6x7,seed=3")
	if err != nil {
		t.Fatal(err)
	}
	var r struct{ Source, Summary string }
	json.Unmarshal([]byte(out.(string)), &r)
	m := compile(t, r.Source)
	if m.Floors[0].Rows != 6 || m.Floors[0].Cols != 7 || m.Rules.Family != "school" {
		t.Errorf("generated %d×%d %s", m.Floors[0].Rows, m.Floors[0].Cols, m.Rules.Family)
	}
	if _, err := generate("preset=nosuch"); err == nil {
		t.Error("an unknown preset was generated")
	}
}
