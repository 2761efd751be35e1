package rules

import (
	"fmt"
	"io"
	"slices"
	"strings"
	"unicode/utf8"

	"labyrinth/dsl/diag"
)

// The rules as "labyrinth rules" prints them: the index of families and
// presets, one rule with how the program plays it, a family, a preset's
// options.

// TopicError is an argument that names no rule, family or preset.
type TopicError struct {
	Arg    string
	Advice string // the nearest family or rule, or where to look
}

func (e *TopicError) Error() string { return fmt.Sprintf("no rule, family or preset %q", e.Arg) }

// Hint names the family or rule meant, if one is close.
func (e *TopicError) Hint() string { return e.Advice }

// Usage says the error is the command line's mistake: always.
func (e *TopicError) Usage() bool { return true }

// WriteIndex lists the families of rules, with how many rules each has,
// and the presets.
func WriteIndex(w io.Writer) {
	fmt.Fprintln(w, "Families of rules (labyrinth rules LETTER lists one, labyrinth rules ID prints one):")
	last := ""
	n := 0
	flush := func() {
		if last != "" {
			fmt.Fprintf(w, "  %s  (%d %s)\n", last, n, map[bool]string{true: "rule", false: "rules"}[n == 1])
		}
	}
	for _, r := range Rules() {
		if r.Section != last {
			flush()
			last, n = r.Section, 0
		}
		n++
	}
	flush()
	fmt.Fprintln(w, "\nPresets (labyrinth rules PRESET lists its options):")
	for _, f := range Families() {
		fmt.Fprintf(w, "  %s\n", f)
	}
}

// WriteTopic writes what arg names: a rule by ID (B17) with how the
// program plays it, the options of a preset (vmk1983), or the rules of a
// family by letter (V). An arg that names none is a *TopicError.
func WriteTopic(w io.Writer, arg string) error {
	if r, ok := RuleByID(arg); ok {
		fmt.Fprintf(w, "%s (%s)\n  %s\n", r.ID, r.Section, r.Text)
		writePlay(w, r)
		return nil
	}
	if o, err := Preset(Family(strings.ToLower(arg))); err == nil {
		writePreset(w, &o)
		return nil
	}
	letter := strings.ToUpper(arg)
	found := false
	var ids []string
	for _, r := range Rules() {
		ids = append(ids, r.ID)
		if len(letter) == 1 && r.ID[:1] == letter {
			if !found {
				fmt.Fprintln(w, r.Section)
			}
			found = true
			fmt.Fprintf(w, "  %-4s %s\n", r.ID, r.Text)
		}
	}
	if found {
		return nil
	}
	for _, f := range Families() {
		if len(arg) > 1 && strings.HasPrefix(string(f), strings.ToLower(arg)) {
			return &TopicError{arg, fmt.Sprintf("did you mean %q?", f)}
		}
	}
	if s := diag.Closest(strings.ToUpper(arg), ids); s != "" {
		return &TopicError{arg, fmt.Sprintf("did you mean %q?", s)}
	}
	return &TopicError{arg, "run \"labyrinth rules\" for the families and presets"}
}

// writePreset lists a preset's options as a maze file's rules part writes
// them, with the rules each implements.
func writePreset(w io.Writer, o *Options) {
	fmt.Fprintf(w, "rules %s {   // every option and its value under this preset\n", o.Family)
	for _, k := range Keys() {
		v, _ := o.Get(k.Key)
		fmt.Fprintf(w, "    %-28s // %s (%s)\n", k.Key+" = "+v, k.Doc, strings.Join(k.Rules, ", "))
	}
	fmt.Fprintln(w, "}")
}

// writePlay prints how the program plays a rule (PLAY.md) and the options
// that cite it, with their value under each preset.
func writePlay(w io.Writer, r Rule) {
	if r.Play != "" {
		fmt.Fprintln(w, "How this program plays it:")
		for _, line := range wrapWords(r.Play, 74) {
			fmt.Fprintf(w, "  %s\n", line)
		}
	}
	var presets []Options
	for _, f := range Families() {
		presets = append(presets, MustPreset(f))
	}
	first := true
	for _, k := range Keys() {
		if !slices.Contains(k.Rules, r.ID) {
			continue
		}
		if first {
			fmt.Fprintln(w, "Options:")
			first = false
		}
		var vals []string
		for i := range presets {
			v, _ := presets[i].Get(k.Key)
			vals = append(vals, string(presets[i].Family)+" "+v)
		}
		fmt.Fprintf(w, "  %s: %s\n", k.Key, k.Doc)
		for _, line := range wrapWords("("+strings.Join(vals, ", ")+")", 72) {
			fmt.Fprintf(w, "    %s\n", line)
		}
	}
}

// wrapWords breaks text into lines of at most width runes where it can.
func wrapWords(text string, width int) []string {
	var lines []string
	line := ""
	for _, w := range strings.Fields(text) {
		if line != "" && utf8.RuneCountInString(line)+1+utf8.RuneCountInString(w) > width {
			lines = append(lines, line)
			line = ""
		}
		if line != "" {
			line += " "
		}
		line += w
	}
	if line != "" {
		lines = append(lines, line)
	}
	return lines
}
