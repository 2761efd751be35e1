package main

import (
	"bytes"
	"fmt"
	"os"
	"strings"

	"github.com/rogpeppe/go-internal/diff"

	"labyrinth/dsl"
	"labyrinth/dsl/mazefile"
	"labyrinth/internal/atomicfile"
	"labyrinth/internal/term"
)

func init() {
	register(&command{name: "fmt", summary: "write mazes in canonical form", run: runFmt})
}

func runFmt(e *env, args []string) error {
	fs := newFlags(e, "fmt", "[-w] [-d] [FILE...]")
	write := fs.Bool("w", false, "write the result back to the file instead of stdout")
	diff := fs.Bool("d", false, "print a diff instead of the formatted source; exit status 1 when it shows one")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	files := fs.Args()
	if len(files) == 0 {
		if *write {
			return errUsage{msg: "fmt -w needs files to write"}
		}
		src, err := readStdin(e)
		if err != nil {
			return err
		}
		return fmtOne(e, "<stdin>", src, false, *diff)
	}
	failed := false
	for _, name := range files {
		if name == "-" {
			if *write {
				return errUsage{msg: "fmt -w cannot write back to standard input"}
			}
			src, err := readStdin(e)
			if err != nil {
				return err
			}
			if err := fmtOne(e, "<stdin>", src, false, *diff); err != nil {
				if err != errSilent {
					return err
				}
				failed = true
			}
			continue
		}
		src, onDisk, err := mazefile.ReadOrExample(name)
		if err == nil && !onDisk && *write {
			// An example's name prints its source: a maze to start from.
			err = hintError{err: fmt.Errorf("%q is an embedded example, not a file: -w has nothing to write to", name),
				hint: fmt.Sprintf("labyrinth fmt %s > %s.maze makes a copy to edit", name, strings.TrimSuffix(name, ".maze"))}
		}
		if err != nil {
			report(e, err)
			failed = true
			continue
		}
		if err := fmtOne(e, name, src, *write && onDisk, *diff); err != nil {
			if err != errSilent {
				return err
			}
			failed = true
		}
	}
	if failed {
		return errSilent
	}
	return nil
}

func fmtOne(e *env, name string, src []byte, write, showDiff bool) error {
	out, ds, err := dsl.FormatSourceWith(name, src, dsl.Options{Context: e.ctx, Borrow: true})
	if err != nil || e.ctx.Err() != nil {
		return term.ErrInterrupted
	}
	if ds.HasErrors() {
		srcs := sources{name: src}
		_ = writeDiagnostics(e, ds, srcs, false)
		fmt.Fprintf(e.stderr, "labyrinth: error: %s: not formatted: fix the errors above first\n", name)
		return errSilent
	}
	differs := !bytes.Equal(src, out)
	if showDiff && differs {
		if _, err := e.stdout.Write(diff.Diff(name, src, name+" (formatted)", out)); err != nil {
			return err
		}
	}
	if write {
		if bytes.Equal(src, out) {
			return nil
		}
		st, err := os.Stat(name)
		if err != nil {
			return err
		}
		// Whole or not at all: a signal or a full disk never leaves half
		// a maze where the whole one was.
		return atomicfile.WriteMode(name, out, st.Mode().Perm())
	}
	if !showDiff {
		_, err := e.stdout.Write(out)
		return err
	}
	if differs {
		// As diff does: a diff shown is exit status 1, so that a script
		// or a CI step can tell a file that needs formatting.
		return errSilent
	}
	return nil
}
