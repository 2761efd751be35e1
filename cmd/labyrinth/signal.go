package main

import (
	"context"
	"fmt"
	"io"
	"os"
	"os/signal"
	"sync"
	"syscall"
	"time"

	"labyrinth/internal/atomicfile"
)

// How the command line answers Ctrl-C (SIGINT) and SIGTERM: the first
// signal cancels the command's context, and every command stops on it at
// its next look; whatever has not stopped stopGrace later (a read blocked
// in the kernel, such as the open of a FIFO that no one writes) is cut
// short: the temporary files of writes under way are removed, no file is
// written after the signal (atomicfile.Abandon), and the process exits
// 128 + the signal's number, 130 for SIGINT and 143 for SIGTERM, as a
// shell reports a command a signal killed. The daemons (referee,
// mailhost) drain and close on the first signal as they document, and
// exit as they always do; a second signal stops them at once.

// stopGrace is how long a command has after the first signal to stop
// by itself before the process exits without it.
const stopGrace = 25 * time.Millisecond

// errSignal is the cause of the context a signal cancels.
type errSignal struct{ sig os.Signal }

func (e errSignal) Error() string { return "stopped by " + signalName(e.sig) }

func signalName(s os.Signal) string {
	switch s {
	case os.Interrupt:
		return "SIGINT (Ctrl-C)"
	case syscall.SIGTERM:
		return "SIGTERM"
	}
	return s.String()
}

// exitStatus is the status a command stopped by s exits with.
func exitStatus(s os.Signal) int {
	if n, ok := s.(syscall.Signal); ok {
		return 128 + int(n)
	}
	return exitFail
}

// daemons are the commands whose first signal starts their own drain.
var daemons = map[string]bool{"referee": true, "mailhost": true}

// signalsWatched is called once the signals are watched: the subprocess
// tests wait for it before they send one.
var signalsWatched = func() {}

// stopper watches for the signals of one run of the command line.
type stopper struct {
	ctx    context.Context
	ch     chan os.Signal
	done   chan struct{}
	stderr io.Writer
	daemon bool

	mu     sync.Mutex
	got    os.Signal
	exited bool
}

// watchSignals starts watching for SIGINT and SIGTERM on behalf of the
// command named by args[0].
func watchSignals(args []string, stderr io.Writer) (*stopper, context.CancelCauseFunc) {
	ctx, cancel := context.WithCancelCause(context.Background())
	s := &stopper{ctx: ctx, ch: make(chan os.Signal, 2), done: make(chan struct{}), stderr: stderr,
		daemon: len(args) > 0 && daemons[args[0]]}
	signal.Notify(s.ch, os.Interrupt, syscall.SIGTERM)
	go s.watch(cancel)
	signalsWatched()
	return s, cancel
}

func (s *stopper) watch(cancel context.CancelCauseFunc) {
	var sig os.Signal
	select {
	case sig = <-s.ch:
	case <-s.done:
		return
	}
	s.mu.Lock()
	s.got = sig
	s.mu.Unlock()
	cancel(errSignal{sig})
	var grace <-chan time.Time
	if !s.daemon {
		grace = time.After(stopGrace)
	}
	select {
	case <-grace:
	case <-s.ch: // a second signal: at once
	case <-s.done:
		return
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.exited {
		return
	}
	s.exited = true
	atomicfile.Abandon()
	fmt.Fprintf(s.stderr, "labyrinth: error: interrupted (%s)\n", signalName(sig))
	os.Exit(exitStatus(sig))
}

// finish stops watching and returns the status to exit with: code, or
// the signal's status when one came.
func (s *stopper) finish(code int) int {
	signal.Stop(s.ch)
	close(s.done)
	s.mu.Lock()
	defer s.mu.Unlock()
	s.exited = true // the watcher exits no more
	if s.got != nil && !s.daemon {
		atomicfile.Abandon()
		return exitStatus(s.got)
	}
	return code
}

// start runs the command line as main does, signals included.
func start(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	s, cancel := watchSignals(args, stderr)
	defer cancel(nil)
	return s.finish(run(s.ctx, args, stdin, stdout, stderr))
}
