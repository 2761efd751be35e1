// Command labyrinth compiles maze files, plays and simulates games, referees
// play-by-email campaigns and prints paper kits. Run "labyrinth help".
package main

import (
	"context"
	"fmt"
	"io"
	"os"
	"os/signal"
	"syscall"
)

func main() { os.Exit(runMain(os.Args[1:])) }

// runMain is main with its signals: the first SIGINT or SIGTERM cancels
// the command's context, which stops it cleanly (the referee drains under
// a timeout); a second one ends the process at once (forceOnSecond).
func runMain(args []string) int {
	sigs := make(chan os.Signal, 2)
	signal.Notify(sigs, os.Interrupt, syscall.SIGTERM)
	ctx, cancel := context.WithCancel(context.Background())
	go forceOnSecond(sigs, cancel, os.Stderr, os.Exit)
	code := run(ctx, args, os.Stdin, os.Stdout, os.Stderr)
	signal.Stop(sigs)
	cancel()
	return code
}

// exitInterrupted is the exit code of a process stopped by a second
// signal, as a shell reports a process killed by SIGINT (128+2).
const exitInterrupted = 130

// forceOnSecond waits for signals: the first cancels the command's
// context; the second says so and exits at once, for a stop that hangs
// (a mail server that no longer answers).
func forceOnSecond(sigs <-chan os.Signal, cancel func(), stderr io.Writer, exit func(int)) {
	<-sigs
	cancel()
	<-sigs
	fmt.Fprintln(stderr, "labyrinth: error: interrupted again: stopping at once")
	exit(exitInterrupted)
}
