package order

import (
	"bytes"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"labyrinth/dsl/rules"
	"labyrinth/engine"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata")

// dump writes actions in a form independent of Format, for golden files.
func dump(acts []engine.Action) string {
	var parts []string
	for _, a := range acts {
		s := a.Kind.String()
		if a.Dir != 0 {
			s += " " + a.Dir.String()
		}
		for _, f := range a.Fallbacks {
			s += " |" + f.String()
		}
		if a.Kind == engine.ActChooseStart {
			s += fmt.Sprintf(" floor=%d row=%d col=%d", a.Cell.Floor, a.Cell.Row, a.Cell.Col)
		}
		if len(a.Path) > 0 {
			ps := make([]string, len(a.Path))
			for i, d := range a.Path {
				ps[i] = d.String()
			}
			s += " [" + strings.Join(ps, " ") + "]"
		}
		parts = append(parts, s)
	}
	return strings.Join(parts, "; ")
}

// TestGolden reads testdata/*.phrases: lines of orders («\n» stands for a
// line break) under directives "@preset NAME", "@start", "@floors",
// "@actions N", "@steps N", "@norules"; and compares what Parse makes of
// each with the .golden file beside it.
func TestGolden(t *testing.T) {
	files, _ := filepath.Glob("testdata/*.phrases")
	if len(files) == 0 {
		t.Fatal("no testdata/*.phrases")
	}
	for _, file := range files {
		t.Run(filepath.Base(file), func(t *testing.T) {
			src, err := os.ReadFile(file)
			if err != nil {
				t.Fatal(err)
			}
			var out bytes.Buffer
			var opts Options
			for _, line := range strings.Split(string(src), "\n") {
				line = strings.TrimRight(line, "\r")
				switch {
				case strings.TrimSpace(line) == "", strings.HasPrefix(line, "//"):
					continue
				case strings.HasPrefix(line, "@"):
					f := strings.Fields(line)
					switch f[0] {
					case "@preset":
						opts = Options{Rules: preset(rules.Family(f[1]))}
					case "@norules":
						opts = Options{}
					case "@start":
						opts.Start = true
					case "@floors":
						opts.Floors = true
					case "@actions":
						fmt.Sscan(f[1], &opts.Actions)
					case "@steps":
						fmt.Sscan(f[1], &opts.Steps)
					default:
						t.Fatalf("unknown directive %s", f[0])
					}
					fmt.Fprintf(&out, "%s\n", line)
					continue
				}
				text := strings.ReplaceAll(line, `\n`, "\n")
				acts, err := Parse(text, opts)
				fmt.Fprintf(&out, "%s\n", line)
				if len(acts) > 0 {
					fmt.Fprintf(&out, "\t= %s\n", dump(acts))
				}
				for _, e := range Errors(err) {
					fmt.Fprintf(&out, "\t! %s\n", e.Error())
				}
			}
			golden := strings.TrimSuffix(file, ".phrases") + ".golden"
			if *update {
				if err := os.WriteFile(golden, out.Bytes(), 0o644); err != nil {
					t.Fatal(err)
				}
				return
			}
			want, err := os.ReadFile(golden)
			if err != nil {
				t.Fatalf("%v (run go test -update)", err)
			}
			if !bytes.Equal(out.Bytes(), want) {
				t.Errorf("%s differs from what Parse makes now (go test -update rewrites it):\n%s", golden, diffLines(string(want), out.String()))
			}
		})
	}
}

func diffLines(want, got string) string {
	w, g := strings.Split(want, "\n"), strings.Split(got, "\n")
	var b strings.Builder
	for i := 0; i < max(len(w), len(g)); i++ {
		var x, y string
		if i < len(w) {
			x = w[i]
		}
		if i < len(g) {
			y = g[i]
		}
		if x != y {
			fmt.Fprintf(&b, "line %d:\n- %s\n+ %s\n", i+1, x, y)
		}
	}
	return b.String()
}
