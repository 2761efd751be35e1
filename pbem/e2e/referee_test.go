package e2e_test

import (
	"context"
	"encoding/json"
	"fmt"
	"log/slog"
	"os"
	"os/exec"
	"os/signal"
	"path/filepath"
	"runtime/pprof"
	"strings"
	"syscall"
	"testing"
	"time"

	"labyrinth/pbem"
	"labyrinth/pbem/campaign"
	"labyrinth/pbem/daemon"
	"labyrinth/pbem/imapin"
	"labyrinth/pbem/smtpout"
	"labyrinth/pbem/store"
)

// refereeEnv names the environment variable that turns the test binary
// into a referee process (see TestMain): it holds a refereeSpec as JSON.
const refereeEnv = "LABYRINTH_E2E_REFEREE"

// refereeSpec is what a referee process needs: the database, the mail
// account it reads and sends with, and the file that holds the fake clock.
type refereeSpec struct {
	DB        string `json:"db"`
	IMAPAddr  string `json:"imap"`
	SMTPAddr  string `json:"smtp"`
	User      string `json:"user"`
	Password  string `json:"password"`
	ClockFile string `json:"clock"`
	Game      string `json:"game"`
	// Production runs the referee with the timings "labyrinth referee"
	// uses (pbem/daemon's defaults: a deadline check a minute, IMAP IDLE
	// refreshed every 20 minutes), for the benchmark; otherwise the
	// timings are short, for tests that move a fake clock and restart
	// servers.
	Production bool `json:"production,omitempty"`
}

func TestMain(m *testing.M) {
	if spec := os.Getenv(refereeEnv); spec != "" {
		os.Exit(refereeMain(spec))
	}
	os.Exit(m.Run())
}

// refereeMain runs the referee the way "labyrinth referee" wires it:
// pbem.Run over an imapin inbox, an smtpout sender, the SQLite store as
// the outbox and a campaign.Referee as the handler, until SIGTERM or
// SIGINT. The test kills it with SIGKILL to prove a crash loses nothing.
func refereeMain(specJSON string) int {
	var spec refereeSpec
	if err := json.Unmarshal([]byte(specJSON), &spec); err != nil {
		fmt.Fprintln(os.Stderr, "referee:", err)
		return 2
	}
	log := slog.New(slog.NewTextHandler(os.Stderr, &slog.HandlerOptions{Level: slog.LevelInfo}))
	// REFEREE_CPUPROFILE=FILE profiles the referee process, for the
	// benchmark: go tool pprof FILE.
	if path := os.Getenv("REFEREE_CPUPROFILE"); path != "" {
		if f, err := os.Create(path); err == nil {
			pprof.StartCPUProfile(f)
			defer func() { pprof.StopCPUProfile(); f.Close() }()
		}
	}
	ctx, stop := signal.NotifyContext(context.Background(), syscall.SIGINT, syscall.SIGTERM)
	defer stop()
	if err := runReferee(ctx, spec, log); err != nil {
		log.Error("referee failed", "err", err)
		return 1
	}
	return 0
}

func runReferee(ctx context.Context, spec refereeSpec, log *slog.Logger) error {
	st, err := store.Open(ctx, spec.DB, store.Options{})
	if err != nil {
		return err
	}
	defer st.Close()
	deps := games[spec.Game]
	ref, err := campaign.New(campaign.Options{Store: st, Engine: deps.engine, Orders: deps.orders, Compile: deps.compile, Logger: log})
	if err != nil {
		return err
	}
	inOpts := imapin.Options{Addr: spec.IMAPAddr, TLS: pbem.TLSNone, Username: spec.User, Password: spec.Password,
		PollInterval: 200 * time.Millisecond, IdleRefresh: 2 * time.Second,
		MinBackoff: 50 * time.Millisecond, MaxBackoff: 500 * time.Millisecond, Logger: log}
	cfg := pbem.Config{TickInterval: 100 * time.Millisecond, OutboxInterval: 100 * time.Millisecond,
		Backoff:      pbem.Backoff{Initial: 200 * time.Millisecond, Max: time.Second},
		InboxBackoff: pbem.Backoff{Initial: 50 * time.Millisecond, Max: 500 * time.Millisecond}}
	if spec.Production {
		inOpts = imapin.Options{Addr: spec.IMAPAddr, TLS: pbem.TLSNone, Username: spec.User, Password: spec.Password,
			PollInterval: daemon.DefaultPoll, Logger: log}
		cfg = pbem.Config{TickInterval: daemon.DefaultTick}
	}
	in, err := imapin.New(inOpts)
	if err != nil {
		return err
	}
	defer in.Close()
	out, err := smtpout.New(smtpout.Options{Addr: spec.SMTPAddr, TLS: pbem.TLSNone, Username: spec.User, Password: spec.Password,
		HeloName: "referee.localhost", Timeout: 10 * time.Second, Logger: log})
	if err != nil {
		return err
	}
	defer out.Close()
	clock := func() time.Time { return readClock(spec.ClockFile) }
	cfg.Inbox, cfg.Sender, cfg.Outbox, cfg.Handler, cfg.Logger, cfg.Now = in, out, st, ref, log, clock
	return pbem.Run(ctx, cfg)
}

// readClock returns the fake time kept in path; the test moves it forward
// to pass deadlines without waiting for them.
func readClock(path string) time.Time {
	b, err := os.ReadFile(path)
	if err != nil {
		return time.Now()
	}
	t, err := time.Parse(time.RFC3339Nano, strings.TrimSpace(string(b)))
	if err != nil {
		return time.Now()
	}
	return t
}

// setClock moves the fake clock to t (atomically, the referee may be
// reading it).
func setClock(t testing.TB, path string, at time.Time) {
	t.Helper()
	tmp := path + ".tmp"
	if err := os.WriteFile(tmp, []byte(at.UTC().Format(time.RFC3339Nano)), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Rename(tmp, path); err != nil {
		t.Fatal(err)
	}
}

// refereeProc is a running referee process.
type refereeProc struct {
	cmd  *exec.Cmd
	log  string
	done chan error
}

// startReferee starts the test binary as a referee process for spec.
func startReferee(t testing.TB, spec refereeSpec, n int) *refereeProc {
	t.Helper()
	js, err := json.Marshal(spec)
	if err != nil {
		t.Fatal(err)
	}
	logPath := filepath.Join(filepath.Dir(spec.DB), fmt.Sprintf("referee-%d.log", n))
	lf, err := os.Create(logPath)
	if err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(os.Args[0], "-test.run=^$")
	cmd.Env = append(os.Environ(), refereeEnv+"="+string(js))
	cmd.Stdout, cmd.Stderr = lf, lf
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	p := &refereeProc{cmd: cmd, log: logPath, done: make(chan error, 1)}
	go func() { p.done <- cmd.Wait(); lf.Close() }()
	t.Cleanup(func() {
		p.kill()
		if t.Failed() {
			b, _ := os.ReadFile(logPath)
			t.Logf("referee process %d log:\n%s", n, lastLines(string(b), 60))
		}
	})
	return p
}

// kill ends the process with SIGKILL, as a crash or the OOM killer would:
// no drain, no cleanup.
func (p *refereeProc) kill() {
	if p.cmd.ProcessState != nil {
		return
	}
	p.cmd.Process.Signal(syscall.SIGKILL)
	<-p.done
	p.done <- nil
}

// stop ends the process with SIGTERM and waits for the graceful shutdown.
func (p *refereeProc) stop(t testing.TB) {
	t.Helper()
	p.cmd.Process.Signal(syscall.SIGTERM)
	select {
	case err := <-p.done:
		p.done <- err
		if err != nil {
			t.Errorf("referee exited with %v after SIGTERM", err)
		}
	case <-time.After(20 * time.Second):
		t.Error("referee did not stop within 20s of SIGTERM")
		p.kill()
	}
}

func lastLines(s string, n int) string {
	lines := strings.Split(strings.TrimRight(s, "\n"), "\n")
	if len(lines) > n {
		lines = lines[len(lines)-n:]
	}
	return strings.Join(lines, "\n")
}
