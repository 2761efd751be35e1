package main

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"labyrinth/examples"
)

func TestPrintScripts(t *testing.T) { runScripts(t, "print") }

// TestPrintExamples prints the kit of every embedded example, and of the
// default maze with no argument, as a host would.
func TestPrintExamples(t *testing.T) {
	dir := t.TempDir()
	names := append([]string{""}, examples.Names()...)
	for _, name := range names {
		t.Run("example="+name, func(t *testing.T) {
			out := filepath.Join(dir, strings.TrimSuffix(name, ".maze")+"kit.pdf")
			args := []string{"print", "-o", out}
			if name != "" {
				args = append(args, strings.TrimSuffix(name, ".maze"))
			}
			var stdout, stderr bytes.Buffer
			code := run(context.Background(), args, strings.NewReader(""), &stdout, &stderr)
			if strings.Contains(stderr.String(), "E0000") {
				t.Skip("the compiler is not built yet")
			}
			if code != exitOK {
				t.Fatalf("exit %d\n%s", code, stderr.String())
			}
			if !strings.HasPrefix(stdout.String(), "wrote "+out) {
				t.Errorf("stdout %q", stdout.String())
			}
			pdf, err := os.ReadFile(out)
			if err != nil {
				t.Fatal(err)
			}
			if !bytes.HasPrefix(pdf, []byte("%PDF-")) {
				t.Errorf("%s is not a PDF", out)
			}
		})
	}
}
