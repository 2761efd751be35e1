package main

import (
	"flag"
	"fmt"
	"os"
	"os/signal"
	"path/filepath"
	"strings"
	"syscall"

	"labyrinth/internal/cliflag"
	"labyrinth/pbem/daemon"
)

// localFlags are the referee's flags for the embedded default
// (pbem/daemon, demo.go).
type localFlags struct {
	dir, imap, smtp *string
}

// defineLocalFlags adds the embedded default's flags to the referee's.
func defineLocalFlags(fs *flag.FlagSet) localFlags {
	return localFlags{
		dir:  fs.String("dir", daemon.DefaultDataDir, "without --config: the data directory (database and mail), created if absent"),
		imap: fs.String("imap", daemon.DefaultIMAPAddr, "without --config: the embedded IMAP server's address (loopback; port 0 picks a free one)"),
		smtp: fs.String("smtp", daemon.DefaultSMTPAddr, "without --config: the embedded SMTP server's address (loopback; port 0 picks a free one)"),
	}
}

// runRefereeDefault is "labyrinth referee" without --config.
func runRefereeDefault(e *env, lf localFlags, once, verbose bool, dbPath, webAddr, again string) error {
	if dbPath != "" {
		return hintError{err: errUsage{msg: "--db needs --config"},
			hint: "without --config the referee keeps its database in --dir (default " + daemon.DefaultDataDir + ")"}
	}
	dir := *lf.dir
	ctx, stop := signal.NotifyContext(e.ctx, os.Interrupt, syscall.SIGTERM)
	defer stop()
	e = &env{ctx: ctx, stdin: e.stdin, stdout: e.stdout, stderr: e.stderr}
	log := refereeLog(e, verbose, once)
	opts, err := refereeOptions(log)
	if err != nil {
		return err
	}
	web := ""
	if w := webFlag(&daemon.WebConfig{Addr: daemon.DefaultWebAddr}, webAddr, once); w != nil {
		web = w.Addr
	}
	ref, err := daemon.OpenDefault(e.ctx, dir, *lf.imap, *lf.smtp, web, opts)
	if err != nil {
		return daemon.DefaultHint(err, dir)
	}
	defer ref.Close()
	ref.WriteBanner(e.stdout, dir, once)
	if once {
		return runOnce(e, ref.Config())
	}
	log.Info("referee running", "dir", dir)
	err = ref.Run(e.ctx)
	if e.ctx.Err() != nil {
		fmt.Fprintf(e.stdout, "referee stopped; %s goes on where it stopped\n", again)
		return nil
	}
	return err
}

// resumeCommand is the command line that starts the referee again as it
// was started: the flags actually given, and "go run ./cmd/labyrinth"
// when it runs under go run (whose binary is gone once it stops).
func resumeCommand(fs *flag.FlagSet) string {
	prog := "labyrinth"
	if exe := os.Args[0]; strings.Contains(exe, "go-build") {
		prog = "go run ./cmd/labyrinth"
	} else if filepath.Base(exe) != "labyrinth" && filepath.Base(exe) != "labyrinth.test" {
		prog = exe
	}
	return strings.Join(append([]string{prog, "referee"}, cliflag.Given(fs, "once")...), " ")
}
