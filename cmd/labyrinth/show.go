package main

import (
	"errors"
	"fmt"
	"strings"

	"labyrinth/dsl"
	"labyrinth/dsl/diag"
	"labyrinth/dsl/mazefile"
	"labyrinth/dsl/show"
	"labyrinth/engine"
	"labyrinth/engine/narrate"
	"labyrinth/examples"
	"labyrinth/internal/term"
)

func init() {
	register(&command{name: "show", summary: "draw a compiled maze with its legend and tables", run: runShow})
}

func runShow(e *env, args []string) error {
	fs := newFlags(e, "show", "[--json] [--notes] [--floor N] [--lang ru|en] [--host-glyphs] [FILE|example]")
	asJSON := fs.Bool("json", false, "print the compiled model as JSON")
	notes := fs.Bool("notes", false, "print the design notes about the maze, not only their number")
	floorArg := fs.String("floor", "", "draw only this floor: its name, or its place from the lowest counting from 1 (default: every floor)")
	host := fs.Bool("host-glyphs", false, "draw every cell with the glyph the file used (П1, K, …) instead of the canonical one")
	langFlag := fs.String("lang", "ru", "language of the legend and tables: ru or en (ru writes columns а..к and glyphs in Cyrillic, as the Russian kit)")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	lang, err := engine.ParseLang(*langFlag)
	if err != nil {
		return hintError{err: errUsage{msg: fmt.Sprintf("unknown language %q", *langFlag)}, hint: "--lang takes ru or en"}
	}
	if fs.NArg() > 1 {
		return errUsage{msg: "show takes one file or example name"}
	}
	name := examples.Default
	if fs.NArg() == 1 {
		name = fs.Arg(0)
	}
	src, err := mazefile.ReadFile(name)
	if errors.As(err, new(*mazefile.TooLargeError)) {
		return err
	}
	if err != nil {
		esrc, eerr := examples.Read(name)
		if eerr != nil {
			if fs.NArg() == 0 {
				return eerr
			}
			return mazefile.NotFound(name)
		}
		src = esrc
	}
	res, err := dsl.CompileWith(name, src, dsl.Options{Context: e.ctx, Borrow: true})
	if err != nil {
		return term.Interrupted(err)
	}
	m, ds := res.Maze, res.Diagnostics
	hidden := 0
	if !*notes {
		ds, hidden = ds.WithoutNotes()
	}
	if len(ds) > 0 {
		_ = writeDiagnostics(e, ds, sources{name: src}, false)
	}
	if hidden > 0 {
		fmt.Fprintf(e.stderr, "labyrinth: %s: %s (--notes shows them)\n", name, diag.Plural(hidden, "design note"))
	}
	if ds.HasErrors() {
		return hintError{err: fmt.Errorf("%s does not compile", name), hint: "labyrinth check " + name + " lists every problem"}
	}
	floor, ok := m.FloorNumber(*floorArg)
	if !ok {
		// The hint lists the names: a name always finds its floor, where a
		// place may be some other floor's name ("1" is tver's second floor).
		return hintError{err: errUsage{msg: fmt.Sprintf("no floor %q", *floorArg)}, hint: "the maze's floors: " + strings.Join(m.FloorNames(), ", ")}
	}
	if *asJSON {
		_, err := e.stdout.Write(dsl.MarshalDump(m))
		return err
	}
	o := narrate.ShowOptions(lang)
	o.Floor, o.HostGlyphs = floor, *host
	return show.Write(e.stdout, m, o)
}
