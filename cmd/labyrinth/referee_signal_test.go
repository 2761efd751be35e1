package main

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"labyrinth/examples"
	"labyrinth/pbem/campaign"
	"labyrinth/pbem/mailhost"
	"labyrinth/pbem/store"
)

// lockedBuffer collects a process's stderr while the test reads it.
type lockedBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (l *lockedBuffer) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.Write(p)
}

func (l *lockedBuffer) String() string { l.mu.Lock(); defer l.mu.Unlock(); return l.b.String() }

// startCommand starts "labyrinth args…" as a process of its own.
func startCommand(t *testing.T, dir string, args ...string) (*exec.Cmd, *lockedBuffer, <-chan error) {
	t.Helper()
	cmd := exec.Command(os.Args[0], args...)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "LABYRINTH_MAIN=1")
	errOut := &lockedBuffer{}
	cmd.Stdout, cmd.Stderr = io.Discard, errOut
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	done := make(chan error, 1)
	exited := make(chan struct{})
	go func() { done <- cmd.Wait(); close(exited) }()
	t.Cleanup(func() { cmd.Process.Kill(); <-exited })
	return cmd, errOut, done
}

// waitFor waits until stderr holds n lines containing want.
func waitFor(t *testing.T, errOut *lockedBuffer, want string, n int) {
	t.Helper()
	for deadline := time.Now().Add(30 * time.Second); time.Now().Before(deadline); time.Sleep(20 * time.Millisecond) {
		if strings.Count(errOut.String(), want) >= n {
			return
		}
	}
	t.Fatalf("no %d× %q in:\n%s", n, want, errOut.String())
}

// One Ctrl-C stops the referee cleanly: it finishes, exits 0 and logs
// nothing a host would have to look at (no WARN, no ERROR).
func TestRefereeCleanStopLogsNoWarning(t *testing.T) {
	dir := t.TempDir()
	cmd, errOut, done := startCommand(t, dir, "referee", "--dir", filepath.Join(dir, "data"), "--imap", "127.0.0.1:0", "--smtp", "127.0.0.1:0")
	waitFor(t, errOut, `msg="mail sent"`, 4)
	waitFor(t, errOut, `msg=connected`, 1)
	time.Sleep(200 * time.Millisecond) // the inbox is idling
	cmd.Process.Signal(syscall.SIGINT)
	select {
	case err := <-done:
		if err != nil {
			t.Errorf("exit: %v\n%s", err, errOut.String())
		}
	case <-time.After(30 * time.Second):
		t.Fatalf("still running 30 s after Ctrl-C:\n%s", errOut.String())
	}
	for _, line := range strings.Split(errOut.String(), "\n") {
		if strings.Contains(line, "level=WARN") || strings.Contains(line, "level=ERROR") {
			t.Errorf("a clean stop logged: %s", line)
		}
	}
	if !strings.Contains(errOut.String(), `msg="referee stopped"`) {
		t.Errorf("no stop logged:\n%s", errOut.String())
	}
}

// A second Ctrl-C ends the referee at once while the first still waits
// for a mail server that does not answer.
func TestRefereeSecondInterruptForcesExit(t *testing.T) {
	dir := t.TempDir()
	host, err := mailhost.Start(context.Background(), mailhost.Options{Accounts: []mailhost.Account{{Name: "referee", Password: "pw"}}})
	if err != nil {
		t.Fatal(err)
	}
	defer host.Close()
	// An SMTP server that takes connections and never greets.
	mute, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer mute.Close()
	var conns []net.Conn
	go func() {
		for {
			c, err := mute.Accept()
			if err != nil {
				return
			}
			conns = append(conns, c)
		}
	}()
	db := filepath.Join(dir, "c.db")
	makeCampaign(t, db)
	cfg := fmt.Sprintf(`{"db": "c.db",
		"imap": {"addr": %q, "tls": "none", "username": "referee", "password_env": "TEST_PW"},
		"smtp": {"addr": %q, "tls": "none", "username": "referee", "password_env": "TEST_PW"}}`, host.IMAPAddr(), mute.Addr())
	if err := os.WriteFile(filepath.Join(dir, "referee.json"), []byte(cfg), 0o600); err != nil {
		t.Fatal(err)
	}
	t.Setenv("TEST_PW", "pw")
	cmd, errOut, done := startCommand(t, dir, "referee", "--config", "referee.json")
	waitFor(t, errOut, `msg=connected`, 1)
	cmd.Process.Signal(syscall.SIGINT)
	select {
	case err := <-done:
		t.Fatalf("the first Ctrl-C did not wait for the mail server (exit %v): the test proves nothing\n%s", err, errOut.String())
	case <-time.After(time.Second):
	}
	cmd.Process.Signal(syscall.SIGINT)
	select {
	case err := <-done:
		var ee *exec.ExitError
		if !errors.As(err, &ee) || ee.ExitCode() != 130 {
			t.Errorf("exit %v, want 130", err)
		}
		if !strings.Contains(errOut.String(), "labyrinth: error: interrupted") {
			t.Errorf("stderr does not say why:\n%s", errOut.String())
		}
	case <-time.After(5 * time.Second):
		t.Fatalf("still running 5 s after the second Ctrl-C:\n%s", errOut.String())
	}
}

// makeCampaign makes a campaign of one player in db, its letters due.
func makeCampaign(t *testing.T, db string) {
	t.Helper()
	st, err := store.Open(context.Background(), db, store.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	ref, err := campaign.New(campaign.Options{Store: st, Engine: campaign.RulesEngine{}, Orders: campaign.RulesOrders{}, Compile: campaign.CompileMaze})
	if err != nil {
		t.Fatal(err)
	}
	js, _ := json.Marshal(map[string]any{"name": "mill", "referee": "referee@example.org", "host": "host@example.org",
		"maze": examples.Default, "players": []map[string]string{{"name": "Аня", "email": "anya@example.org"}}})
	cfg, err := campaign.ParseConfig("mill", js)
	if err != nil {
		t.Fatal(err)
	}
	src, _ := examples.Read(examples.Default)
	if _, err := ref.Create(context.Background(), cfg, examples.Default, src, time.Now()); err != nil {
		t.Fatal(err)
	}
}
