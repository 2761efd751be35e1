package main

import (
	"bytes"
	"context"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestInterrupted: once the signal context is cancelled (Ctrl-C, SIGTERM),
// check, fmt, show and print stop at once and say so.
func TestInterrupted(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "big.maze")
	var b strings.Builder
	b.WriteString("map {\n+" + strings.Repeat("---+", 300) + "\n")
	for range 300 {
		b.WriteString("|" + strings.Repeat("   |", 300) + "\n+" + strings.Repeat("---+", 300) + "\n")
	}
	b.WriteString("}\n")
	if err := os.WriteFile(file, []byte(b.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	for _, args := range [][]string{
		{"check", file},
		{"fmt", file},
		{"show", file},
		{"print", "-o", filepath.Join(dir, "out.pdf"), file},
	} {
		t.Run(strings.Join(args[:1], " "), func(t *testing.T) {
			var out, errOut bytes.Buffer
			code := run(ctx, args, strings.NewReader(""), &out, &errOut)
			if code != exitFail || !strings.Contains(errOut.String(), "labyrinth: error: interrupted") {
				t.Errorf("exit %d, stderr %q", code, errOut.String())
			}
			if out.Len() > 0 {
				t.Errorf("printed %q", out.String())
			}
		})
	}
}

// TestInterruptedStdin: a signal stops check and fmt while they wait for
// standard input (a terminal, or a pipe that stays open), at once.
func TestInterruptedStdin(t *testing.T) {
	for _, args := range [][]string{{"check", "-"}, {"fmt"}} {
		t.Run(args[0], func(t *testing.T) {
			pr, pw := io.Pipe()
			defer pw.Close()
			ctx, cancel := context.WithCancel(context.Background())
			done := make(chan int, 1)
			var errOut bytes.Buffer
			go func() { done <- run(ctx, args, pr, io.Discard, &errOut) }()
			cancel()
			if code := <-done; code != exitFail || !strings.Contains(errOut.String(), "interrupted") {
				t.Errorf("exit %d, stderr %q", code, errOut.String())
			}
		})
	}
}
