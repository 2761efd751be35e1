// Package editors_test checks the VS Code extension's TextMate grammar by
// tokenizing the examples as VS Code would: vscode-textmate and the
// Oniguruma regular expressions, the versions vscode/test/package-lock.json
// pins, run by node. No test starts VS Code itself.
package editors_test

import (
	"bufio"
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"
)

// token is one token of the grammar's output: where it is, its text and
// its scopes, innermost last.
type token struct {
	file      string
	line, col int
	text      string
	scopes    []string
}

func (t token) has(prefix string) bool {
	for _, s := range t.scopes {
		if strings.HasPrefix(s, prefix) {
			return true
		}
	}
	return false
}

// tokenize runs vscode/test/tokenize.js on files, installing its two npm
// packages once into the user's cache, in a directory named after the
// lock file's hash. Without node or npm the test skips, except under
// CI=true (.ci/run installs them).
func tokenize(t *testing.T, files ...string) []token {
	t.Helper()
	node, errNode := exec.LookPath("node")
	npm, errNpm := exec.LookPath("npm")
	if errNode != nil || errNpm != nil {
		if os.Getenv("CI") == "true" {
			t.Fatal("node and npm are needed to test the VS Code grammar, and CI=true: .ci/run installs them")
		}
		t.Skip("node or npm not installed: the VS Code grammar is not tokenized (install nodejs and npm to run this test)")
	}
	lock, err := os.ReadFile("vscode/test/package-lock.json")
	if err != nil {
		t.Fatal(err)
	}
	sum := sha256.Sum256(lock)
	cache, err := os.UserCacheDir()
	if err != nil {
		cache = os.TempDir()
	}
	dir := filepath.Join(cache, "labyrinth", "textmate-"+hex.EncodeToString(sum[:8]))
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
	defer cancel()
	if _, err := os.Stat(filepath.Join(dir, "node_modules", "vscode-textmate", "package.json")); err != nil {
		tmp, err := os.MkdirTemp(filepath.Dir(dir), "install-")
		if err != nil {
			if err := os.MkdirAll(filepath.Dir(dir), 0o755); err != nil {
				t.Fatal(err)
			}
			if tmp, err = os.MkdirTemp(filepath.Dir(dir), "install-"); err != nil {
				t.Fatal(err)
			}
		}
		defer os.RemoveAll(tmp)
		for _, f := range []string{"package.json", "package-lock.json"} {
			b, err := os.ReadFile(filepath.Join("vscode/test", f))
			if err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(filepath.Join(tmp, f), b, 0o644); err != nil {
				t.Fatal(err)
			}
		}
		cmd := exec.CommandContext(ctx, npm, "ci", "--ignore-scripts", "--no-audit", "--no-fund")
		cmd.Dir = tmp
		if out, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("npm ci: %v\n%s", err, out)
		}
		if err := os.Rename(tmp, dir); err != nil && !exists(filepath.Join(dir, "node_modules")) {
			t.Fatal(err)
		}
	}
	args := append([]string{"vscode/test/tokenize.js", "vscode/syntaxes/maze.tmLanguage.json"}, files...)
	cmd := exec.CommandContext(ctx, node, args...)
	cmd.Env = append(os.Environ(), "NODE_PATH="+filepath.Join(dir, "node_modules"))
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("tokenize.js: %v\n%s", err, stderr.Bytes())
	}
	var toks []token
	sc := bufio.NewScanner(bytes.NewReader(out))
	sc.Buffer(nil, 1<<20)
	for sc.Scan() {
		f := strings.Split(sc.Text(), "\t")
		if len(f) != 5 {
			continue
		}
		line, _ := strconv.Atoi(f[1])
		col, _ := strconv.Atoi(f[2])
		toks = append(toks, token{file: f[0], line: line, col: col, text: f[3], scopes: strings.Fields(f[4])})
	}
	if len(toks) == 0 {
		t.Fatal("tokenize.js printed no tokens")
	}
	return toks
}

func exists(p string) bool {
	_, err := os.Stat(p)
	return err == nil
}

func examples(t *testing.T) []string {
	files, err := filepath.Glob("../../examples/*.maze")
	if err != nil || len(files) == 0 {
		t.Fatalf("no examples: %v", err)
	}
	return append(files, "vscode/test/oneline.maze")
}

func TestGrammarTokenizesTheExamples(t *testing.T) {
	toks := tokenize(t, examples(t)...)
	byFile := map[string][]token{}
	for _, tk := range toks {
		byFile[tk.file] = append(byFile[tk.file], tk)
		if tk.has("invalid.") {
			t.Errorf("%s:%d:%d: %q is %v", tk.file, tk.line, tk.col, tk.text, tk.scopes)
		}
	}

	t.Run("V26 ВМиК walls I, ___ and ~~~ are walls, not glyphs", func(t *testing.T) {
		n := 0
		for _, tk := range byFile["vmk1983.maze"] {
			switch tk.text {
			case "I", "___", "~~~":
				n++
				if !tk.has("punctuation.separator.") {
					t.Errorf("vmk1983.maze:%d:%d: %q is %v", tk.line, tk.col, tk.text, tk.scopes)
				}
			}
		}
		if n < 100 {
			t.Errorf("only %d ВМиК walls tokenized", n)
		}
	})

	t.Run("M11 B18 arrows: one-way walls in wall columns, a river's flow in cells", func(t *testing.T) {
		rivers, oneway := 0, 0
		for _, f := range []string{"miet.maze", "oneline.maze"} {
			for _, tk := range byFile[f] {
				if tk.text != ">" && tk.text != "<" && tk.text != "v" && tk.text != "^" {
					continue
				}
				wallColumn := (tk.col-1)%4 == 0
				switch {
				case wallColumn && tk.has("keyword.operator.one-way"):
					oneway++
				case !wallColumn && tk.has("entity.name.type.river"):
					rivers++
				default:
					t.Errorf("%s:%d:%d: %q is %v", f, tk.line, tk.col, tk.text, tk.scopes)
				}
			}
		}
		if rivers < 10 || oneway < 1 {
			t.Errorf("%d river arrows, %d one-way walls", rivers, oneway)
		}
	})

	t.Run("parts written on one line end there", func(t *testing.T) {
		parts := map[int]bool{}
		for _, tk := range byFile["oneline.maze"] {
			if tk.has("keyword.other.part") {
				parts[tk.line] = true
			}
		}
		for _, line := range []int{5, 6, 7, 8, 11} { // legend {}, links {}, map {}, rules, map
			if !parts[line] {
				t.Errorf("oneline.maze:%d: the part's keyword is not highlighted: the part before it did not end", line)
			}
		}
	})

	t.Run("the title is a string", func(t *testing.T) {
		for _, f := range []string{"base.maze", "oneline.maze", "vmk1983.maze"} {
			found := false
			for _, tk := range byFile[f] {
				found = found || tk.has("string.quoted.double") && !tk.has("punctuation.definition") && tk.text != ""
			}
			if !found {
				t.Errorf("%s: no string token", f)
			}
		}
	})

	t.Run("keys with - are one token", func(t *testing.T) {
		want := map[string]string{"oneline.maze": "river.steep-banks", "vmk1983.maze": "treasure.last-is-true"}
		for f, key := range want {
			found := false
			for _, tk := range byFile[f] {
				if tk.has("variable.other.property.rule-key") {
					found = found || tk.text == key
					if strings.HasPrefix(tk.text, "-") || strings.HasSuffix(tk.text, "-") {
						t.Errorf("%s:%d: key split at a -: %q", f, tk.line, tk.text)
					}
				}
			}
			if !found {
				t.Errorf("%s: no rule key %q", f, key)
			}
		}
	})

	t.Run("a + in a cell is a hospital, on a wall line a post", func(t *testing.T) {
		for _, tk := range byFile["oneline.maze"] {
			if tk.text != "+" {
				continue
			}
			if tk.line == 13 && !tk.has("constant.language.hospital") || tk.line != 13 && !tk.has("punctuation.separator.post") {
				t.Errorf("oneline.maze:%d:%d: + is %v", tk.line, tk.col, tk.scopes)
			}
		}
	})

	t.Run("every map of every example ends", func(t *testing.T) {
		for f, ts := range byFile {
			open := 0
			for _, tk := range ts {
				switch {
				case tk.has("punctuation.section.block.begin"):
					open++
				case tk.has("punctuation.section.block.end"):
					open--
				}
			}
			if open != 0 {
				t.Errorf("%s: %d parts never end", f, open)
			}
		}
	})
}
