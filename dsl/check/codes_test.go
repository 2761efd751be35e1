package check

import (
	"labyrinth/dsl/rules"
	"labyrinth/internal/golden"
	"os"
	"regexp"
	"slices"
	"strings"
	"testing"
)

// TestCodesDocumented checks that every code the package's source can
// report is in Codes, has an entry in grammar.md, and has a rule test.
func TestCodesDocumented(t *testing.T) {
	grammar, err := os.ReadFile("../../grammar.md")
	if err != nil {
		t.Fatal(err)
	}
	files := golden.Files(t, "*.go")
	codeRx := regexp.MustCompile(`"([A-Z][0-9]+-[a-z0-9-]+)"`)
	inSource := map[string]bool{}
	var tests strings.Builder
	for _, f := range files {
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		if strings.HasSuffix(f, "_test.go") {
			tests.Write(src)
			continue
		}
		text := string(src)
		if i := strings.Index(text, "var Codes = "); i >= 0 {
			text = text[:i] // the list itself proves nothing
		}
		for _, m := range codeRx.FindAllStringSubmatch(text, -1) {
			inSource[m[1]] = true
		}
	}
	for c := range inSource {
		if !slices.Contains(Codes, c) {
			t.Errorf("%s is reported but missing from Codes", c)
		}
	}
	for _, c := range Codes {
		if !inSource[c] {
			t.Errorf("%s is in Codes but never reported", c)
		}
		if !strings.Contains(string(grammar), "### `"+c+"`") {
			t.Errorf("%s has no entry in grammar.md", c)
		}
		if id, _, _ := strings.Cut(c, "-"); !ruleExists(id) {
			t.Errorf("%s names rule %s, which RULES.md does not have", c, id)
		}
		if !strings.Contains(tests.String(), `code: "`+c+`"`) {
			t.Errorf("%s has no rule test", c)
		}
	}
}

func ruleExists(id string) bool {
	_, ok := rules.RuleByID(id)
	return ok
}
