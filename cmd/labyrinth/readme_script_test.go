package main

import (
	"bufio"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

func TestReadmeScripts(t *testing.T) { runScripts(t, "readme") }

// readmeDocs are the documents whose commands TestReadmeCommands holds to
// the testscripts.
var readmeDocs = []string{
	"../../README.md",
	"../../dsl/README.md",
	"../../engine/README.md",
	"../../printouts/README.md",
}

// ownedElsewhere are README sections documented and tested with their own
// package's guide.
var ownedElsewhere = map[string]bool{"## Play by email": true, "## Numbers": true, "## Development": true}

var flagRx = regexp.MustCompile(`^--?[a-z][a-z-]*`)

// commandLines returns every `labyrinth …` line of the sh blocks of a
// Markdown file (go run ./cmd/labyrinth counts as labyrinth), without its
// comment.
func commandLines(t *testing.T, path string) []string {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var out []string
	inSh, skip := false, false
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := sc.Text()
		if strings.HasPrefix(line, "## ") {
			skip = ownedElsewhere[strings.TrimSpace(line)]
		}
		switch {
		case strings.HasPrefix(line, "```"):
			inSh = !inSh && strings.TrimSpace(line) == "```sh"
			continue
		case !inSh || skip:
			continue
		}
		if i := strings.Index(line, " #"); i >= 0 {
			line = line[:i]
		}
		line = strings.TrimSpace(strings.Replace(line, "go run ./cmd/labyrinth", "labyrinth", 1))
		if strings.HasPrefix(line, "labyrinth ") || line == "labyrinth" {
			out = append(out, line)
		}
	}
	return out
}

// shellWords splits a command line into its words, keeping quoted ones whole.
func shellWords(s string) []string {
	var out []string
	for len(s) > 0 {
		s = strings.TrimLeft(s, " ")
		if s == "" {
			break
		}
		if q := s[0]; q == '"' || q == '\'' {
			end := strings.IndexByte(s[1:], q)
			if end < 0 {
				out = append(out, s[1:])
				break
			}
			out = append(out, s[1:end+1])
			s = s[end+2:]
			continue
		}
		end := strings.IndexByte(s, ' ')
		if end < 0 {
			out = append(out, s)
			break
		}
		out = append(out, s[:end])
		s = s[end:]
	}
	return out
}

// shape is a command line's subcommand (and its sub-subcommand for
// campaign) and its flags, the parts a script must run for the document
// not to drift.
func shape(ws []string) (cmd string, flags []string) {
	if len(ws) < 2 {
		return "", nil
	}
	cmd = ws[1]
	if cmd == "campaign" && len(ws) > 2 && !strings.HasPrefix(ws[2], "-") {
		cmd += " " + ws[2]
	}
	for _, w := range ws[2:] {
		if m := flagRx.FindString(w); m != "" {
			flags = append(flags, "--"+strings.TrimLeft(m, "-"))
		}
	}
	return cmd, flags
}

// TestReadmeCommands: every command line README.md and the guides show is
// run by a testscript with the same command and every flag the line has,
// so that a renamed flag or command fails here before a reader finds it.
func TestReadmeCommands(t *testing.T) {
	scripts, err := filepath.Glob("testdata/script/*/*.txtar")
	if err != nil || len(scripts) == 0 {
		t.Fatalf("no scripts: %v", err)
	}
	type run struct {
		cmd   string
		flags map[string]bool
	}
	var runs []run
	for _, s := range scripts {
		b, err := os.ReadFile(s)
		if err != nil {
			t.Fatal(err)
		}
		for _, line := range strings.Split(string(b), "\n") {
			line = strings.TrimSpace(strings.TrimPrefix(strings.TrimSpace(line), "!"))
			if !strings.HasPrefix(line, "exec labyrinth") {
				continue
			}
			cmd, flags := shape(shellWords(strings.TrimPrefix(line, "exec ")))
			r := run{cmd: cmd, flags: map[string]bool{}}
			for _, f := range flags {
				r.flags[f] = true
			}
			runs = append(runs, r)
		}
	}
	checked := 0
	for _, doc := range readmeDocs {
		for _, line := range commandLines(t, doc) {
			checked++
			cmd, flags := shape(shellWords(line))
			found := false
			for _, r := range runs {
				if r.cmd != cmd {
					continue
				}
				all := true
				for _, f := range flags {
					all = all && r.flags[f]
				}
				if all {
					found = true
					break
				}
			}
			if !found {
				t.Errorf("%s: no testscript runs %q (command %q with flags %v)", doc, line, cmd, flags)
			}
		}
	}
	if checked < 10 {
		t.Errorf("only %d command lines found in the documents", checked)
	}
}
