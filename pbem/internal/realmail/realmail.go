// Package realmail starts real Dovecot (IMAP, LMTP, SASL) and Postfix
// (SMTP) for integration tests, each under a temporary directory with its
// own configuration, on random loopback ports, without systemd and without
// touching the system's own mail configuration.
//
// Mail submitted to Postfix for the test domain is delivered to Dovecot
// over LMTP; Postfix authenticates SMTP logins against Dovecot's auth
// service, so one user list serves both. Plaintext authentication is
// allowed because everything listens on 127.0.0.1.
//
// Tests call Require first: it skips the test when Dovecot or Postfix is
// not installed, except under CI=true, where a missing server is a
// failure. Dovecot runs as the current user when not root; Postfix's
// master process needs root, so without root the Postfix tests skip (and
// fail under CI).
package realmail

import (
	"bytes"
	"context"
	"crypto/x509"
	"encoding/pem"
	"errors"
	"fmt"
	"net"
	"os"
	"os/exec"
	"os/user"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"labyrinth/pbem/mailhost"
)

// Domain is the mail domain the servers accept mail for.
const Domain = "labyrinth.test"

// User is one mailbox on the servers.
type User struct {
	Name, Password string
}

// Address returns the user's mail address.
func (u User) Address() string { return u.Name + "@" + Domain }

// Options configure the servers.
type Options struct {
	Users []User
	// TempFail lists recipient addresses Postfix answers with "451 4.3.0"
	// at RCPT, to test temporary failure handling.
	TempFail []string
}

// inCI reports whether missing servers must fail rather than skip.
func inCI() bool { return os.Getenv("CI") == "true" }

func dovecotPath() string { return lookPath("dovecot", "/usr/sbin/dovecot") }
func postfixPath() string { return lookPath("postfix", "/usr/sbin/postfix") }

func lookPath(name, fallback string) string {
	if p, err := exec.LookPath(name); err == nil {
		return p
	}
	if _, err := os.Stat(fallback); err == nil {
		return fallback
	}
	return ""
}

// Require skips t under -short (except under CI=true), and unless Dovecot
// and, if postfix is set, Postfix can run
// here; under CI=true it fails instead of skipping.
func Require(t testing.TB, postfix bool) {
	t.Helper()
	if testing.Short() && !inCI() {
		t.Skip("real mail servers take seconds to start; skipped with -short (but never under CI=true)")
	}
	var missing []string
	if dovecotPath() == "" {
		missing = append(missing, "dovecot (apt-get install dovecot-imapd dovecot-lmtpd)")
	}
	if postfix {
		if postfixPath() == "" {
			missing = append(missing, "postfix (apt-get install postfix)")
		} else if os.Geteuid() != 0 {
			missing = append(missing, "root, which Postfix's master process needs")
		}
	}
	if len(missing) == 0 {
		return
	}
	msg := "real mail servers unavailable: need " + strings.Join(missing, ", ")
	if inCI() {
		t.Fatal(msg + " (CI=true: these tests must run; .ci/run installs the servers)")
	}
	t.Skip(msg)
}

func freePorts(n int) ([]int, error) {
	// Hold all listeners until all ports are chosen so they differ.
	var lns []net.Listener
	defer func() {
		for _, ln := range lns {
			ln.Close()
		}
	}()
	var ports []int
	for range n {
		ln, err := net.Listen("tcp", "127.0.0.1:0")
		if err != nil {
			return nil, err
		}
		lns = append(lns, ln)
		ports = append(ports, ln.Addr().(*net.TCPAddr).Port)
	}
	return ports, nil
}

// waitPort waits until addr accepts connections.
func waitPort(ctx context.Context, addr string) error {
	var d net.Dialer
	for {
		c, err := d.DialContext(ctx, "tcp", addr)
		if err == nil {
			c.Close()
			return nil
		}
		select {
		case <-ctx.Done():
			return fmt.Errorf("%s never accepted a connection: %w", addr, err)
		case <-time.After(20 * time.Millisecond):
		}
	}
}

// waitClosed waits until addr refuses connections.
func waitClosed(ctx context.Context, addr string) error {
	for {
		c, err := net.DialTimeout("tcp", addr, 100*time.Millisecond)
		if err != nil {
			return nil
		}
		c.Close()
		select {
		case <-ctx.Done():
			return fmt.Errorf("%s still accepts connections", addr)
		case <-time.After(20 * time.Millisecond):
		}
	}
}

// makeDir creates a temporary directory readable by the servers' service
// users (they run as other users than the test when it is root).
func makeDir(t testing.TB, pattern string) string {
	t.Helper()
	dir, err := os.MkdirTemp("", pattern)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.Chmod(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		if t.Failed() && os.Getenv("REALMAIL_KEEP") != "" {
			t.Logf("kept %s", dir)
			return
		}
		os.RemoveAll(dir)
	})
	return dir
}

// ids are the user and group the servers' unprivileged parts run as.
type ids struct {
	user, group string
	uid, gid    string
}

func serviceIDs(name string) (ids, error) {
	if os.Geteuid() != 0 {
		u, err := user.Current()
		if err != nil {
			return ids{}, err
		}
		g, err := user.LookupGroupId(u.Gid)
		if err != nil {
			return ids{}, err
		}
		return ids{u.Username, g.Name, u.Uid, u.Gid}, nil
	}
	u, err := user.Lookup(name)
	if err != nil {
		return ids{}, fmt.Errorf("system user %s: %w (installed by the Debian package)", name, err)
	}
	g, err := user.LookupGroupId(u.Gid)
	if err != nil {
		return ids{}, err
	}
	return ids{u.Username, g.Name, u.Uid, u.Gid}, nil
}

func chownTree(dir, uid, gid string) error {
	if os.Geteuid() != 0 {
		return nil
	}
	var u, g int
	fmt.Sscan(uid, &u)
	fmt.Sscan(gid, &g)
	return filepath.Walk(dir, func(p string, _ os.FileInfo, err error) error {
		if err != nil {
			return err
		}
		return os.Lchown(p, u, g)
	})
}

func tail(path string, n int) string {
	b, err := os.ReadFile(path)
	if err != nil {
		return "(no log: " + err.Error() + ")"
	}
	lines := bytes.Split(bytes.TrimSpace(b), []byte("\n"))
	if len(lines) > n {
		lines = lines[len(lines)-n:]
	}
	return string(bytes.Join(lines, []byte("\n")))
}

var errNotRunning = errors.New("not running")

// writeCert makes a throwaway certificate for 127.0.0.1 and localhost,
// writes cert.pem and key.pem into dir, and returns a pool that trusts it.
func writeCert(dir string) (*x509.CertPool, error) {
	server, roots, err := mailhost.SelfSigned()
	if err != nil {
		return nil, err
	}
	cert := server.Certificates[0]
	key, err := x509.MarshalPKCS8PrivateKey(cert.PrivateKey)
	if err != nil {
		return nil, err
	}
	if err := os.WriteFile(filepath.Join(dir, "cert.pem"), pem.EncodeToMemory(&pem.Block{Type: "CERTIFICATE", Bytes: cert.Certificate[0]}), 0o644); err != nil {
		return nil, err
	}
	if err := os.WriteFile(filepath.Join(dir, "key.pem"), pem.EncodeToMemory(&pem.Block{Type: "PRIVATE KEY", Bytes: key}), 0o600); err != nil {
		return nil, err
	}
	return roots, nil
}
