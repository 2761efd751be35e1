package rules

import (
	_ "embed"
	"strings"
	"sync"
)

// digestText is RULES.md: every rule of the source texts, numbered.
//
//go:embed RULES.md
var digestText string

// playText is PLAY.md: how the program plays a rule, and the readings it
// chose.
//
//go:embed PLAY.md
var playText string

// Rule is one numbered rule of RULES.md.
type Rule struct {
	ID      string // "B17"
	Section string // the heading of its family, e.g. "B — base rules, «Terra incognita» (000, 004)"
	Text    string
	// Play says how this program plays the rule (PLAY.md), or is empty.
	Play string
}

var digest = sync.OnceValue(func() []Rule {
	var out []Rule
	section := ""
	for _, line := range strings.Split(digestText, "\n") {
		switch {
		case strings.HasPrefix(line, "## "):
			section = strings.TrimPrefix(line, "## ")
		case strings.HasPrefix(line, "- ") && len(line) > 3 && line[2] >= 'A' && line[2] <= 'Z':
			id, text, _ := strings.Cut(line[2:], " ")
			if len(id) >= 2 && id[1] >= '0' && id[1] <= '9' {
				out = append(out, Rule{ID: id, Section: section, Text: text, Play: plays()[id]})
			}
		}
	}
	return out
})

// plays reads PLAY.md: entries «- ID text» with indented continuation
// lines, joined into one paragraph each.
var plays = sync.OnceValue(func() map[string]string {
	out := map[string]string{}
	id := ""
	for _, line := range strings.Split(playText, "\n") {
		switch {
		case strings.HasPrefix(line, "- ") && len(line) > 3 && line[2] >= 'A' && line[2] <= 'Z':
			var text string
			id, text, _ = strings.Cut(line[2:], " ")
			out[id] = text
		case id != "" && strings.HasPrefix(line, "  ") && strings.TrimSpace(line) != "":
			out[id] += " " + strings.TrimSpace(line)
		default:
			id = ""
		}
	}
	return out
})

// Rules returns every numbered rule of RULES.md in its order.
func Rules() []Rule { return append([]Rule(nil), digest()...) }

// RuleByID returns the rule with the given ID, in either case ("b17").
func RuleByID(id string) (Rule, bool) {
	id = strings.ToUpper(strings.TrimSpace(id))
	for _, r := range digest() {
		if r.ID == id {
			return r, true
		}
	}
	return Rule{}, false
}

// Digest returns RULES.md whole.
func Digest() string { return digestText }
