package dsl

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// sameStmt compares two parsed statements, positions by byte offset.
func sameStmt(t *testing.T, what, raw string, fast, slow any) {
	t.Helper()
	norm := func(v any) string {
		b, _ := json.Marshal(v)
		s := string(b)
		// participle fills the file name and counts columns its own
		// way; only the offset is read (refRange).
		for _, k := range []string{`"Filename":""`, `"Filename":"x"`} {
			s = strings.ReplaceAll(s, k, "")
		}
		return s
	}
	f, s := norm(fast), norm(slow)
	if f != s {
		t.Errorf("%s %q: read by hand\n%s\nby participle\n%s", what, raw, f, s)
	}
}

// checkFast reads raw both ways: whenever the hand reader takes a line,
// participle reads it the same.
func checkFast(t *testing.T, raw string) {
	if st, ok := fastRule(raw); ok {
		slow, err := ruleParser.ParseString("x", raw)
		if err != nil {
			t.Errorf("rule %q: read by hand, participle says %v", raw, err)
		} else {
			sameStmt(t, "rule", raw, st, slow)
		}
	}
	if st, ok := fastLegend(raw); ok {
		slow, err := legendParser.ParseString("x", raw)
		if err != nil {
			t.Errorf("legend %q: read by hand, participle says %v", raw, err)
		} else {
			sameStmt(t, "legend", raw, st, slow)
		}
	}
	if st, ok := fastHeader(raw); ok {
		slow, err := topParser.ParseString("x", raw)
		if err != nil {
			t.Errorf("header %q: read by hand, participle says %v", raw, err)
		} else {
			sameStmt(t, "header", raw, st, slow)
		}
	}
	if st, ok := fastLink(raw); ok {
		slow, err := linkParser.ParseString("x", raw)
		if err != nil {
			t.Errorf("link %q: read by hand, participle says %v", raw, err)
		} else {
			sameStmt(t, "link", raw, cellOffsets(st), cellOffsets(slow))
		}
	}
}

// cellOffsets is a links statement as its canonical text and the byte
// offset of every cell name, what the compiler reads of it.
func cellOffsets(st *linkStmt) string {
	var offs []string
	b, _ := json.Marshal(st)
	var walk func(v any)
	walk = func(v any) {
		switch v := v.(type) {
		case map[string]any:
			if n, ok := v["Name"].(string); ok {
				if p, ok := v["Pos"].(map[string]any); ok {
					offs = append(offs, n+"@"+strings.TrimSpace(jsonNum(p["Offset"])))
				}
			}
			for _, x := range v {
				walk(x)
			}
		case []any:
			for _, x := range v {
				walk(x)
			}
		}
	}
	var v any
	json.Unmarshal(b, &v)
	walk(v)
	return st.String() + " " + strings.Join(sorted(offs), " ")
}

func jsonNum(v any) string { b, _ := json.Marshal(v); return string(b) }

func sorted(s []string) []string {
	for i := range s {
		for j := i + 1; j < len(s); j++ {
			if s[j] < s[i] {
				s[i], s[j] = s[j], s[i]
			}
		}
	}
	return s
}

// TestFastLinesAgree: every statement line of the examples and the test
// mazes reads the same by hand as by participle.
func TestFastLinesAgree(t *testing.T) {
	files, _ := filepath.Glob("../examples/*.maze")
	more, _ := filepath.Glob("testdata/*/*.maze")
	files = append(files, more...)
	if len(files) < 10 {
		t.Fatalf("only %d maze files found", len(files))
	}
	n := 0
	for _, name := range files {
		src, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		for _, line := range strings.Split(string(src), "\n") {
			code, _ := splitComment(line)
			checkFast(t, strings.TrimSpace(code))
			n++
		}
	}
	t.Logf("%d lines", n)
}

// FuzzFastLines: whatever line the hand readers take, participle reads
// the same.
func FuzzFastLines(f *testing.F) {
	for _, s := range []string{"kit.grenades = 3", `"Ж" = X "doc"`, `title "t"`, "pit 1: exits A1, B2 times 2", "holes 1: A1 -> B2 C3",
		"river r: A1->A2", "start: A1, B2", "start x: A1 B2", "treasure C3 true", "rubber C3 exit east", "mine C3 times 2",
		"hidden C3 east", "steep C3 west", "trap web: C3, C4 D4", "pit exits: A1", "holes 1: A1 -> -> B2",
		"bear: den A1 track A1 -> B1", "pirate p: track A1 B1", "bear: den A1", "bear b:"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, raw string) {
		if len(raw) > 200 {
			return
		}
		checkFast(t, strings.TrimSpace(raw))
	})
}
