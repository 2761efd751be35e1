package main

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"strings"

	"labyrinth/dsl"
	"labyrinth/dsl/diag"
	"labyrinth/examples"
)

func runFmt(e *env, args []string) error {
	fs := newFlags(e, "fmt", "[-w] [-d] [FILE...]")
	write := fs.Bool("w", false, "write the result back to the file instead of stdout")
	diff := fs.Bool("d", false, "print a diff instead of the formatted source")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	files := fs.Args()
	if len(files) == 0 {
		if *write {
			return errUsage{msg: "fmt -w needs files to write"}
		}
		src, err := io.ReadAll(e.stdin)
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
			src, err := io.ReadAll(e.stdin)
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
		src, err := os.ReadFile(name)
		onDisk := err == nil
		if errors.Is(err, os.ErrNotExist) {
			// An example's name prints its source: a maze to start from.
			switch _, exErr := examples.Read(name); {
			case exErr != nil:
				err = noMaze(name)
			case *write:
				err = hintError{err: fmt.Errorf("%q is an embedded example, not a file: -w has nothing to write to", name),
					hint: fmt.Sprintf("labyrinth fmt %s > %s.maze makes a copy to edit", name, strings.TrimSuffix(name, ".maze"))}
			default:
				src, err = examples.Read(name)
			}
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
	out, ds := dsl.FormatSource(name, src)
	if ds.HasErrors() {
		srcs := sources{name: src}
		_ = ds.WriteText(e.stderr, diag.TextOptions{Color: useColor(e.stderr), Source: srcs.get})
		fmt.Fprintf(e.stderr, "labyrinth: error: %s: not formatted: fix the errors above first\n", name)
		return errSilent
	}
	if showDiff {
		if !bytes.Equal(src, out) {
			fmt.Fprint(e.stdout, unifiedDiff(name, string(src), string(out)))
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
	return nil
}

// unifiedDiff returns a unified diff of two texts with three lines of
// context, from a longest-common-subsequence alignment of their lines.
func unifiedDiff(name, a, b string) string {
	al := strings.SplitAfter(a, "\n")
	bl := strings.SplitAfter(b, "\n")
	if al[len(al)-1] == "" {
		al = al[:len(al)-1]
	}
	if bl[len(bl)-1] == "" {
		bl = bl[:len(bl)-1]
	}
	n, m := len(al), len(bl)
	lcs := make([][]int32, n+1)
	for i := range lcs {
		lcs[i] = make([]int32, m+1)
	}
	for i := n - 1; i >= 0; i-- {
		for j := m - 1; j >= 0; j-- {
			if al[i] == bl[j] {
				lcs[i][j] = lcs[i+1][j+1] + 1
			} else {
				lcs[i][j] = max(lcs[i+1][j], lcs[i][j+1])
			}
		}
	}
	type op struct {
		kind byte // ' ', '-', '+'
		text string
		ai   int
		bi   int
	}
	var ops []op
	i, j := 0, 0
	for i < n || j < m {
		switch {
		case i < n && j < m && al[i] == bl[j]:
			ops = append(ops, op{' ', al[i], i, j})
			i++
			j++
		case i < n && (j == m || lcs[i+1][j] >= lcs[i][j+1]):
			ops = append(ops, op{'-', al[i], i, j})
			i++
		default:
			ops = append(ops, op{'+', bl[j], i, j})
			j++
		}
	}
	var out strings.Builder
	fmt.Fprintf(&out, "--- %s\n+++ %s (formatted)\n", name, name)
	const ctx = 3
	for k := 0; k < len(ops); {
		if ops[k].kind == ' ' {
			k++
			continue
		}
		start := max(k-ctx, 0)
		end := k
		for end < len(ops) {
			if ops[end].kind != ' ' {
				end++
				continue
			}
			run := end
			for run < len(ops) && ops[run].kind == ' ' {
				run++
			}
			if run-end > 2*ctx || run == len(ops) {
				end = min(end+ctx, len(ops))
				break
			}
			end = run
		}
		na, nb := 0, 0
		for _, o := range ops[start:end] {
			if o.kind != '+' {
				na++
			}
			if o.kind != '-' {
				nb++
			}
		}
		fmt.Fprintf(&out, "@@ -%d,%d +%d,%d @@\n", ops[start].ai+1, na, ops[start].bi+1, nb)
		for _, o := range ops[start:end] {
			t := o.text
			if !strings.HasSuffix(t, "\n") {
				t += "\n\\ No newline at end of file\n"
			}
			out.WriteString(string(o.kind) + t)
		}
		k = end
	}
	return out.String()
}
