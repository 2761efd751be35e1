package order

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"labyrinth/dsl/rules"
	"labyrinth/engine"
	"labyrinth/internal/golden"
)

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
	for _, file := range golden.Files(t, "testdata/*.phrases") {
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
			golden.Check(t, strings.TrimSuffix(file, ".phrases")+".golden", out.Bytes())
		})
	}
}
