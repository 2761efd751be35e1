package main

import (
	"fmt"
	"io"
	"slices"
	"strings"
	"unicode/utf8"

	"labyrinth/dsl/diag"
	"labyrinth/dsl/rules"
)

func init() {
	register(&command{name: "rules", summary: "print the numbered rules of the game, one, a family, or a preset's options", run: runRules})
}

// runRules prints rules of RULES.md by ID (B17), by family letter (V), or
// the options of a preset (vmk1983) with the rules each implements; with no
// argument, the families and the presets.
func runRules(e *env, args []string) error {
	fs := newFlags(e, "rules", "[ID | LETTER | PRESET]...")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	all := rules.Rules()
	if fs.NArg() == 0 {
		return rulesIndex(e.stdout, all)
	}
	for i, arg := range fs.Args() {
		if i > 0 {
			fmt.Fprintln(e.stdout)
		}
		if r, ok := rules.RuleByID(arg); ok {
			fmt.Fprintf(e.stdout, "%s (%s)\n  %s\n", r.ID, r.Section, r.Text)
			rulePlay(e.stdout, r)
			continue
		}
		if o, err := rules.Preset(rules.Family(strings.ToLower(arg))); err == nil {
			rulesPreset(e.stdout, o.Family, &o)
			continue
		}
		letter := strings.ToUpper(arg)
		found := false
		for _, r := range all {
			if len(letter) == 1 && r.ID[:1] == letter {
				if !found {
					fmt.Fprintln(e.stdout, r.Section)
				}
				found = true
				fmt.Fprintf(e.stdout, "  %-4s %s\n", r.ID, r.Text)
			}
		}
		if found {
			continue
		}
		var ids []string
		for _, r := range all {
			ids = append(ids, r.ID)
		}
		err := errUsage{msg: fmt.Sprintf("no rule, family or preset %q", arg)}
		for _, f := range rules.Families() {
			if len(arg) > 1 && strings.HasPrefix(string(f), strings.ToLower(arg)) {
				return hintError{err: err, hint: fmt.Sprintf("did you mean %q?", f)}
			}
		}
		if s := diag.Closest(strings.ToUpper(arg), ids); s != "" {
			return hintError{err: err, hint: fmt.Sprintf("did you mean %q?", s)}
		}
		return hintError{err: err, hint: "run \"labyrinth rules\" for the families and presets"}
	}
	return nil
}

func rulesIndex(w io.Writer, all []rules.Rule) error {
	fmt.Fprintln(w, "Families of rules (labyrinth rules LETTER lists one, labyrinth rules ID prints one):")
	last := ""
	n := 0
	flush := func() {
		if last != "" {
			fmt.Fprintf(w, "  %s  (%d %s)\n", last, n, map[bool]string{true: "rule", false: "rules"}[n == 1])
		}
	}
	for _, r := range all {
		if r.Section != last {
			flush()
			last, n = r.Section, 0
		}
		n++
	}
	flush()
	fmt.Fprintln(w, "\nPresets (labyrinth rules PRESET lists its options):")
	for _, f := range rules.Families() {
		fmt.Fprintf(w, "  %s\n", f)
	}
	return nil
}

// rulesPreset lists a preset's options as a maze file's rules part writes
// them, with the rules each implements.
func rulesPreset(w io.Writer, f rules.Family, o *rules.Options) {
	fmt.Fprintf(w, "rules %s {   // every option and its value under this preset\n", f)
	for _, k := range rules.Keys() {
		v, _ := o.Get(k.Key)
		fmt.Fprintf(w, "    %-28s // %s (%s)\n", k.Key+" = "+v, k.Doc, strings.Join(k.Rules, ", "))
	}
	fmt.Fprintln(w, "}")
}

// rulePlay prints how the program plays a rule (PLAY.md) and the options
// that cite it, with their value under each preset.
func rulePlay(w io.Writer, r rules.Rule) {
	if r.Play != "" {
		fmt.Fprintln(w, "How this program plays it:")
		for _, line := range wrapWords(r.Play, 74) {
			fmt.Fprintf(w, "  %s\n", line)
		}
	}
	var presets []rules.Options
	for _, f := range rules.Families() {
		presets = append(presets, rules.MustPreset(f))
	}
	first := true
	for _, k := range rules.Keys() {
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
