package main

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"
)

// bigMaze writes an n×n maze in box style: one open hall with a
// treasure and an exit, enough work for check, fmt, show and print to be
// busy when a signal comes.
func bigMaze(n int) string {
	var b strings.Builder
	b.WriteString("map {\n+" + strings.Repeat("---+", n) + "\n")
	for r := range n {
		if r > 0 {
			b.WriteString("+" + strings.Repeat("   +", n) + "\n")
		}
		cell := "   "
		if r == 0 {
			cell = " X "
		}
		b.WriteString("|" + cell + strings.Repeat("    ", n-1) + "|\n")
	}
	b.WriteString("+   +" + strings.Repeat("---+", n-1) + "\n}\n")
	return b.String()
}

// endless is standard input that never ends: random bytes, lines of them,
// as from /dev/urandom.
type endless struct{ r *rand.Rand }

func (e endless) Read(p []byte) (int, error) {
	for i := range p {
		p[i] = byte(e.r.Uint32())
	}
	return len(p), nil
}

// syncBuffer is a buffer the command's output goroutines write while the
// test reads it.
type syncBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *syncBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}

// watchingLine is what the command under test writes to stderr once it
// watches for signals (TestMain).
const watchingLine = "labyrinth-test: watching for signals"

// signalCase is a command in one state: waiting on its input, or at work.
type signalCase struct {
	name  string
	args  func(dir string) []string
	stdin func(t *testing.T, dir string) io.Reader // nil: a pipe that stays open
	// ready reports that the command is in its state; nil: at once.
	ready func(stdout string) bool
	// keep lists the files the directory may hold afterwards, besides
	// those the case made before the start.
	keep []string
}

func signalCases(t *testing.T, dir string) []signalCase {
	big := filepath.Join(dir, "big.maze")
	if err := os.WriteFile(big, []byte(bigMaze(300)), 0o644); err != nil {
		t.Fatal(err)
	}
	// show takes one maze: one large enough to be still compiling and
	// drawing when the signal comes, on a quiet machine too.
	huge := filepath.Join(dir, "huge.maze")
	if err := os.WriteFile(huge, []byte(bigMaze(1000)), 0o644); err != nil {
		t.Fatal(err)
	}
	many := func(args ...string) func(string) []string {
		return func(string) []string {
			out := slices.Clone(args)
			for range 40 {
				out = append(out, big)
			}
			return out
		}
	}
	fifo := filepath.Join(dir, "fifo.maze")
	if err := syscall.Mkfifo(fifo, 0o644); err != nil {
		t.Fatal(err)
	}
	rules := filepath.Join(dir, "rules.maze")
	var rb strings.Builder
	rb.WriteString("rules {\n")
	for i := range 200_000 {
		fmt.Fprintf(&rb, "    kit.grenades%d = %d\n", i%900, i)
	}
	rb.WriteString("}\n")
	if err := os.WriteFile(rules, []byte(rb.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	prompt := func(out string) bool { return strings.Contains(out, "> ") }
	return []signalCase{
		{name: "check/waiting-in-open-of-a-fifo", args: func(string) []string { return []string{"check", fifo} }},
		{name: "check/waiting-on-stdin", args: func(string) []string { return []string{"check", "-"} }},
		{name: "check/compiling", args: many("check")},
		{name: "check/long-rules-part", args: func(string) []string { return []string{"check", rules, rules, rules, rules, rules, rules} }},
		{name: "fmt/waiting-on-stdin", args: func(string) []string { return []string{"fmt"} }},
		{name: "fmt/writing", args: many("fmt", "-w")},
		{name: "show/compiling", args: func(string) []string { return []string{"show", huge} }},
		{name: "print/drawing", args: func(dir string) []string { return []string{"print", "-o", filepath.Join(dir, "kit.pdf"), big} }},
		{name: "play/at-the-prompt", args: func(string) []string { return []string{"play", "--no-clear"} }, ready: prompt},
		{name: "play/endless-random-input", args: func(string) []string { return []string{"play", "--no-clear"} },
			stdin: func(*testing.T, string) io.Reader { return endless{rand.New(rand.NewPCG(1, 2))} }, ready: prompt},
		{name: "play/replay-log", args: func(dir string) []string {
			return []string{"play", "--no-clear", "--replay", filepath.Join(dir, "turns.log")}
		}, ready: prompt, keep: []string{"turns.log"}},
		{name: "sim/100000-games", args: func(string) []string { return []string{"sim", "--games", "100000"} }},
		{name: "gen/balance", args: func(dir string) []string {
			return []string{"gen", "--preset", "tver", "--balance", "50", "-o", filepath.Join(dir, "out.maze")}
		}},
		{name: "lsp/idle", args: func(string) []string { return []string{"lsp"} }},
	}
}

// TestSignalStopsEveryCommand: SIGINT and SIGTERM stop every command in
// every state it waits or works in, with exit status 130 or 143, and no
// file is written after the signal or left half written. How fast
// (within 100 ms) is measured by BenchmarkStopOnSignal, not here.
func TestSignalStopsEveryCommand(t *testing.T) {
	if testing.Short() {
		t.Skip("starts some forty processes; -short skips it")
	}
	for _, sig := range []syscall.Signal{syscall.SIGINT, syscall.SIGTERM} {
		dir := t.TempDir()
		for _, c := range signalCases(t, dir) {
			t.Run(sig.String()+"/"+c.name, func(t *testing.T) {
				code, _, stderr := stopOnce(t, dir, c, sig)
				if want := 128 + int(sig); code != want {
					t.Errorf("exit status %d, want %d; stderr ends:\n%s", code, want, tail(stderr))
				}
				if !strings.Contains(stderr, "interrupted") {
					t.Errorf("stderr does not say it was interrupted:\n%s", tail(stderr))
				}
			})
		}
		checkLeftFiles(t, dir)
	}
}

func tail(s string) string {
	if len(s) > 1500 {
		return "…" + s[len(s)-1500:]
	}
	return s
}

// checkLeftFiles fails on files the commands left: anything but the
// inputs and the turn log.
func checkLeftFiles(t *testing.T, dir string) {
	t.Helper()
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range entries {
		switch e.Name() {
		case "big.maze", "huge.maze", "fifo.maze", "rules.maze", "turns.log":
			continue
		}
		t.Errorf("left behind: %s", e.Name())
	}
	if b, err := os.ReadFile(filepath.Join(dir, "big.maze")); err != nil || !strings.HasPrefix(string(b), "map {\n+---+") || !strings.HasSuffix(string(b), "+\n}\n") {
		t.Errorf("big.maze is not whole after fmt -w was stopped (%d bytes, %v)", len(b), err)
	}
}

// stopOnce starts the command of c, waits until it is ready, sends sig
// and waits for it to exit. It returns the exit status, the time from
// the signal to the exit and the standard error.
func stopOnce(tb testing.TB, dir string, c signalCase, sig syscall.Signal) (int, time.Duration, string) {
	tb.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second) // a hang guard
	defer cancel()
	cmd := exec.CommandContext(ctx, os.Args[0], c.args(dir)...)
	cmd.Env = append(os.Environ(), "LABYRINTH_MAIN=1", "NO_COLOR=1")
	var stdout, stderr syncBuffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	var keepOpen io.Closer
	if c.stdin != nil {
		cmd.Stdin = c.stdin(nil, dir)
	} else {
		pr, pw, err := os.Pipe()
		if err != nil {
			tb.Fatal(err)
		}
		cmd.Stdin, keepOpen = pr, pw
		defer pr.Close()
	}
	if err := cmd.Start(); err != nil {
		tb.Fatal(err)
	}
	if keepOpen != nil {
		defer keepOpen.Close()
	}
	deadline := time.Now().Add(10 * time.Second)
	for !strings.Contains(stderr.String(), watchingLine) || (c.ready != nil && !c.ready(stdout.String())) {
		if time.Now().After(deadline) {
			cmd.Process.Kill()
			cmd.Wait()
			tb.Fatalf("never ready; stdout:\n%.2000s\nstderr:\n%.2000s", stdout.String(), stderr.String())
		}
		time.Sleep(5 * time.Millisecond)
	}
	time.Sleep(100 * time.Millisecond) // into the state: waiting, or at work
	t0 := time.Now()
	if err := cmd.Process.Signal(sig); err != nil {
		tb.Fatalf("the command ended before the signal: %v; stderr:\n%s", err, stderr.String())
	}
	err := cmd.Wait()
	took := time.Since(t0)
	if ctx.Err() != nil {
		tb.Fatalf("still running 30 s after %v: killed", sig)
	}
	if err != nil {
		if _, ok := err.(*exec.ExitError); !ok {
			tb.Fatal(err)
		}
	}
	return cmd.ProcessState.ExitCode(), took, stderr.String()
}

// BenchmarkStopOnSignal measures, for each command and state, the time
// from SIGINT to the process's exit: the target is 100 ms. It reports the
// median and the slowest stop of each case (ms-to-exit, worst-ms).
func BenchmarkStopOnSignal(b *testing.B) {
	dir := b.TempDir()
	t := &testing.T{}
	for _, c := range signalCases(t, dir) {
		b.Run(c.name, func(b *testing.B) {
			var took []time.Duration
			for b.Loop() {
				_, d, _ := stopOnce(b, dir, c, syscall.SIGINT)
				took = append(took, d)
			}
			slices.Sort(took)
			b.ReportMetric(float64(took[len(took)/2].Microseconds())/1000, "ms-to-exit")
			b.ReportMetric(float64(took[len(took)-1].Microseconds())/1000, "worst-ms")
		})
	}
}
