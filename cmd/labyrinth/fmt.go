package main

import (
	"bytes"
	"fmt"
	"os"

	"github.com/rogpeppe/go-internal/diff"

	"labyrinth/dsl"
)

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
		src, err := readFileAtMost(name)
		if err != nil {
			fmt.Fprintf(e.stderr, "labyrinth: error: %v\n", err)
			failed = true
			continue
		}
		if err := fmtOne(e, name, src, *write, *diff); err != nil {
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
	if err != nil {
		return interrupted(err)
	}
	if ds.HasErrors() {
		srcs := sources{name: src}
		_ = writeDiagnostics(e, ds, srcs, false)
		fmt.Fprintf(e.stderr, "labyrinth: %s: not formatted: fix the errors first\n", name)
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
		return os.WriteFile(name, out, st.Mode().Perm())
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
