package main

import (
	"bytes"
	"cmp"
	"flag"
	"fmt"
	"path/filepath"
	"strings"

	"labyrinth/dsl"
	"labyrinth/dsl/gen"
	"labyrinth/dsl/maze"
	"labyrinth/dsl/mazefile"
	"labyrinth/examples"
	"labyrinth/internal/atomicfile"
	"labyrinth/internal/term"
	"labyrinth/printouts"
)

func init() {
	register(&command{name: "print", summary: "print a paper kit (host sheet, player grids, rule card, turn log) as PDF", run: runPrint})
}

const printSynopsis = "[-o kit.pdf] [--parts host,grids,rules,log] [--paper a4|letter|a5|a3|legal] [--lang ru|en] [--players N] [FILE|EXAMPLE | --gen SPEC | --campaign DIR [NAME]]"

func runPrint(e *env, args []string) error {
	fs := newFlags(e, "print", printSynopsis)
	var pf printFlags
	pf.register(fs)
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	if fs.NArg() > 1 {
		return errUsage{msg: fmt.Sprintf("print takes one maze, not %d", fs.NArg())}
	}
	opts, err := pf.Options()
	if err != nil {
		return err
	}
	m, source, base, err := pf.maze(e, fs, &opts)
	if err != nil {
		return err
	}
	if pf.campaign == "" {
		if opts.Markers, err = pf.Markers(m); err != nil {
			return err
		}
	}
	var buf bytes.Buffer
	// A 1000×1000 kit takes seconds to lay out: a signal stops print at
	// once, leaving the layout to end with the process.
	if err := term.UntilDone(e.ctx, func() error { return printouts.Kit(&buf, m, opts) }); err != nil {
		return err
	}
	dest := cmp.Or(pf.out, base+".pdf")
	if dest == "-" {
		_, err := e.stdout.Write(buf.Bytes())
		return err
	}
	if err := printouts.CheckOutput(dest, source, pf.force); err != nil {
		return err
	}
	if err := atomicfile.Write(dest, buf.Bytes()); err != nil {
		return err
	}
	fmt.Fprintf(e.stdout, "wrote %s (%s)\n", dest, printouts.Pages(m, opts))
	return nil
}

// printFlags are the flags of print.
type printFlags struct {
	printouts.Settings
	out, campaign, db, generate string
	force                       bool
	gen                         genFlag
}

func (pf *printFlags) register(fs *flag.FlagSet) {
	fs.StringVar(&pf.out, "o", "", "write the PDF here (default: the maze's name with .pdf; - for standard output)")
	fs.BoolVar(&pf.force, "f", false, "overwrite the output file even if it is not a PDF")
	pf.Settings.Flags(fs)
	fs.StringVar(&pf.campaign, "campaign", "", "print the kit of a game by mail from its campaign directory DIR (NAME after it when DIR holds several):\nits maze, the players where they stand and their orders so far")
	fs.StringVar(&pf.db, "db", "", "a campaign database file: --campaign then names the campaign in it")
	fs.StringVar(&pf.generate, "generate", "", "print a random ROWSxCOLS[:SEED] maze instead of a file, to try the kit out")
	pf.gen.register(fs)
}

// maze finds the maze to print: a campaign's (which also fills the
// players, log and markers into opts), a generated one, or a file or
// example. It returns the maze file on disk (if any) and the output's
// default name.
func (pf *printFlags) maze(e *env, fs *flag.FlagSet, opts *printouts.Options) (m *maze.Maze, source, base string, err error) {
	switch {
	case pf.campaign != "":
		if pf.generate != "" || pf.gen.set || (pf.db != "" && fs.NArg() > 0) {
			return nil, "", "", errUsage{msg: "give either a maze, --generate or --campaign"}
		}
		var roster []string
		fs.Visit(func(f *flag.Flag) {
			if f.Name == "names" || f.Name == "players" {
				roster = append(roster, "--"+f.Name)
			}
		})
		if len(roster) > 0 {
			return nil, "", "", hintError{err: errUsage{msg: strings.Join(roster, " and ") + " cannot be given with --campaign"},
				hint: "the players and their names come from the campaign's roster"}
		}
		var name string
		m, name, err = loadCampaign(e, pf.db, pf.campaign, fs.Args(), opts)
		return m, "", name, err
	case pf.gen.set:
		if fs.NArg() > 0 || pf.generate != "" {
			return nil, "", "", errUsage{msg: "give either a maze, --gen or --generate"}
		}
		s, err := gen.ReadSpec(pf.gen.spec, "", 1, false)
		if err != nil {
			return nil, "", "", hintError{err: errUsage{msg: err.Error()}, hint: "run \"labyrinth help gen\" for the options"}
		}
		if s.Lang == "" && opts.Lang == printouts.LangEN {
			s.Lang = "en" // the title in the kit's language
		}
		r, err := genSpec(e, s)
		if err != nil {
			return nil, "", "", err
		}
		fmt.Fprintf(e.stderr, "generated: %s\n  to keep the maze: %s -o FILE\n", r.Summary(), r.Options.Command())
		return r.Maze, "", fmt.Sprintf("%s-%d", r.Maze.Rules.Family, r.Options.Seed), nil
	case pf.generate != "":
		if fs.NArg() > 0 {
			return nil, "", "", errUsage{msg: "give either a maze or --generate, not both"}
		}
		m, err = printouts.GenerateMaze(pf.generate)
		return m, "", "generated", err
	}
	name := examples.Default
	if fs.NArg() == 1 {
		name = fs.Arg(0)
	}
	return compileForPrint(e, name, pf.out)
}

// compileForPrint reads and compiles a maze file or example, printing its
// diagnostics; a maze that does not compile prints no kit.
func compileForPrint(e *env, name, out string) (m *maze.Maze, source, base string, err error) {
	src, file, onDisk, err := mazefile.Read(name)
	if err != nil {
		return nil, "", "", err
	}
	if onDisk {
		source = file
		if err := printouts.NotOverSource(out, source); err != nil {
			return nil, "", "", err
		}
	}
	// The compiler refuses a floor too large to print before it reads its
	// cells (printouts.Kit takes at most 1000×1000).
	res, err := dsl.CompileWith(file, src, dsl.Options{Context: e.ctx, Borrow: true, MaxSide: 1000})
	if err != nil {
		return nil, "", "", term.Interrupted(err)
	}
	_ = writeDiagnostics(e, res.Diagnostics, sources{file: src}, false)
	if res.Diagnostics.HasErrors() || res.Maze == nil {
		return nil, "", "", hintError{err: fmt.Errorf("%s does not compile: no kit printed", file), hint: "labyrinth check " + file + " shows every problem in its place"}
	}
	return res.Maze, source, strings.TrimSuffix(filepath.Base(file), filepath.Ext(file)), nil
}
