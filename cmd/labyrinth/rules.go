package main

import (
	"fmt"

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
	if fs.NArg() == 0 {
		rules.WriteIndex(e.stdout)
	}
	for i, arg := range fs.Args() {
		if i > 0 {
			fmt.Fprintln(e.stdout)
		}
		if err := rules.WriteTopic(e.stdout, arg); err != nil {
			return err
		}
	}
	return nil
}
