package realmail

import (
	"context"
	"crypto/x509"
	"errors"
	"fmt"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/emersion/go-smtp"
)

// Dovecot is a running (or stopped) Dovecot instance.
type Dovecot struct {
	// IMAPAddr takes IMAP (STARTTLS offered, not required); IMAPSAddr
	// IMAP over TLS; LMTPAddr takes deliveries; AuthAddr is the SASL
	// service Postfix asks.
	IMAPAddr, IMAPSAddr, LMTPAddr, AuthAddr string
	Dir                                     string
	// Roots trusts the servers' self-signed certificate.
	Roots *x509.CertPool

	conf string
	cmd  *exec.Cmd
	done chan error
	t    testing.TB
}

// StartDovecot writes a configuration for opts under a temporary directory
// and starts "dovecot -F -c CONF". It is stopped when the test ends.
func StartDovecot(t testing.TB, opts Options) *Dovecot {
	t.Helper()
	Require(t, false)
	dir := makeDir(t, "dovecot-")
	ports, err := freePorts(4)
	if err != nil {
		t.Fatal(err)
	}
	internal, err := serviceIDs("dovecot")
	if err != nil {
		t.Fatal(err)
	}
	login, err := serviceIDs("dovenull")
	if err != nil {
		t.Fatal(err)
	}
	mailIDs, err := serviceIDs("nobody")
	if err != nil {
		t.Fatal(err)
	}
	d := &Dovecot{
		IMAPAddr:  fmt.Sprintf("127.0.0.1:%d", ports[0]),
		LMTPAddr:  fmt.Sprintf("127.0.0.1:%d", ports[1]),
		AuthAddr:  fmt.Sprintf("127.0.0.1:%d", ports[2]),
		IMAPSAddr: fmt.Sprintf("127.0.0.1:%d", ports[3]),
		Dir:       dir,
		conf:      filepath.Join(dir, "dovecot.conf"),
		t:         t,
	}
	for _, sub := range []string{"run", "state", "mail"} {
		if err := os.MkdirAll(filepath.Join(dir, sub), 0o755); err != nil {
			t.Fatal(err)
		}
	}
	if d.Roots, err = writeCert(dir); err != nil {
		t.Fatal(err)
	}
	var passwd strings.Builder
	for _, u := range opts.Users {
		fmt.Fprintf(&passwd, "%s:{PLAIN}%s::::::\n", u.Name, u.Password)
	}
	if err := os.WriteFile(filepath.Join(dir, "passwd"), []byte(passwd.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := chownTree(filepath.Join(dir, "mail"), mailIDs.uid, mailIDs.gid); err != nil {
		t.Fatal(err)
	}
	nonRoot := ""
	if os.Geteuid() != 0 {
		// Without root nothing can chroot or change users: every service
		// runs as the current user.
		nonRoot = strings.ReplaceAll(dovecotNonRoot, "INTERNAL", internal.user)
	}
	conf := fmt.Sprintf(dovecotConf, ports[0], dir, internal.user, internal.group, login.user, mailIDs.uid, mailIDs.gid, ports[0], ports[1], ports[2], nonRoot, ports[3])
	if err := os.WriteFile(d.conf, []byte(conf), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := d.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { d.Stop() })
	return d
}

// Start (re)starts the Dovecot master on the same ports and mail.
func (d *Dovecot) Start() error {
	if d.cmd != nil {
		return fmt.Errorf("dovecot: already running")
	}
	cmd := exec.Command(dovecotPath(), "-F", "-c", d.conf)
	cmd.Stdout = &prefixWriter{t: d.t, prefix: "dovecot: "}
	cmd.Stderr = cmd.Stdout
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	if err := cmd.Start(); err != nil {
		return fmt.Errorf("dovecot: %w", err)
	}
	d.cmd = cmd
	d.done = make(chan error, 1)
	go func() { d.done <- cmd.Wait() }()
	ctx, cancel := context.WithTimeout(context.Background(), 15*time.Second)
	defer cancel()
	for _, addr := range []string{d.IMAPAddr, d.IMAPSAddr, d.LMTPAddr, d.AuthAddr} {
		if err := waitPortOrExit(ctx, addr, d.done); err != nil {
			d.Stop()
			return fmt.Errorf("dovecot did not start: %w\n%s", err, tail(filepath.Join(d.Dir, "dovecot.log"), 20))
		}
	}
	return nil
}

// Stop ends the Dovecot master and its children and waits for them.
func (d *Dovecot) Stop() error {
	if d.cmd == nil {
		return errNotRunning
	}
	pgid := d.cmd.Process.Pid
	syscall.Kill(-pgid, syscall.SIGTERM)
	select {
	case <-d.done:
	case <-time.After(10 * time.Second):
		syscall.Kill(-pgid, syscall.SIGKILL)
		<-d.done
	}
	d.cmd = nil
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	return waitClosed(ctx, d.IMAPAddr)
}

// Log returns the end of Dovecot's log, for failure messages.
func (d *Dovecot) Log() string { return tail(filepath.Join(d.Dir, "dovecot.log"), 40) }

// waitPortOrExit waits for addr, giving up early if the process exits.
func waitPortOrExit(ctx context.Context, addr string, done chan error) error {
	ctx, cancel := context.WithCancelCause(ctx)
	defer cancel(nil)
	go func() {
		select {
		case err := <-done:
			done <- err // put it back for Stop
			cancel(fmt.Errorf("exited: %v", err))
		case <-ctx.Done():
		}
	}()
	err := waitPort(ctx, addr)
	if cause := context.Cause(ctx); err != nil && cause != nil && cause != context.DeadlineExceeded {
		return cause
	}
	return err
}

// prefixWriter sends a server's stdout and stderr to the test log.
type prefixWriter struct {
	t      testing.TB
	prefix string
}

func (w *prefixWriter) Write(p []byte) (int, error) {
	for _, line := range strings.Split(strings.TrimRight(string(p), "\n"), "\n") {
		if line != "" {
			w.t.Log(w.prefix + line)
		}
	}
	return len(p), nil
}

// Deliver hands raw to Dovecot over LMTP for rcpt, as Postfix would; it
// needs no root, so Dovecot-only tests can run as any user.
func (d *Dovecot) Deliver(from, rcpt string, raw []byte) error {
	conn, err := net.DialTimeout("tcp", d.LMTPAddr, 5*time.Second)
	if err != nil {
		return err
	}
	c := smtp.NewClientLMTP(conn)
	defer c.Close()
	if err := c.Hello("realmail.test"); err != nil {
		return err
	}
	if err := c.Mail(from, nil); err != nil {
		return err
	}
	if err := c.Rcpt(rcpt, nil); err != nil {
		return err
	}
	w, err := c.Data()
	if err != nil {
		return err
	}
	if _, err := w.Write(raw); err != nil {
		return err
	}
	if _, err := w.CloseWithLMTPResponse(); err != nil {
		return err
	}
	return c.Quit()
}

// Delivered returns how many messages the INBOX of user holds, counted
// in its Maildir on disk (new and cur): what LMTP has delivered, read
// without an IMAP session, so that a benchmark polling it adds nothing to
// the servers' load. A mailbox never delivered to holds none.
func (d *Dovecot) Delivered(user string) (int, error) {
	n := 0
	for _, sub := range []string{"new", "cur"} {
		f, err := os.Open(filepath.Join(d.Dir, "mail", user, "Maildir", sub))
		if errors.Is(err, os.ErrNotExist) {
			continue
		}
		if err != nil {
			return 0, err
		}
		names, err := f.Readdirnames(-1)
		f.Close()
		if err != nil {
			return 0, err
		}
		n += len(names)
	}
	return n, nil
}

// dovecotConf is the configuration StartDovecot writes: the instance
// number, the directory, the internal user and group, the login user, the
// mail owner's uid and gid, the IMAP, LMTP and auth ports, the non-root
// overrides and the IMAPS port, in fmt's indexed verbs.
const dovecotConf = `# Written by labyrinth's realmail test harness.
instance_name = realmail-%[1]d
base_dir = %[2]s/run
state_dir = %[2]s/state
log_path = %[2]s/dovecot.log
info_log_path = %[2]s/dovecot.log
protocols = imap lmtp
listen = 127.0.0.1
ssl = yes
ssl_cert = <%[2]s/cert.pem
ssl_key = <%[2]s/key.pem
disable_plaintext_auth = no
auth_mechanisms = plain login
auth_username_format = %%Ln
auth_verbose = yes
auth_failure_delay = 0
login_trusted_networks = 127.0.0.0/8
default_internal_user = %[3]s
default_internal_group = %[4]s
default_login_user = %[5]s
first_valid_uid = 1
first_valid_gid = 1
mail_location = maildir:~/Maildir
mail_fsync = never
recipient_delimiter = +
lmtp_save_to_detail_mailbox = no
passdb {
  driver = passwd-file
  args = scheme=PLAIN username_format=%%n %[2]s/passwd
}
userdb {
  driver = static
  args = uid=%[6]s gid=%[7]s home=%[2]s/mail/%%n
}
namespace inbox {
  inbox = yes
  separator = /
}
protocol imap {
  mail_max_userip_connections = 100
  imap_idle_notify_interval = 1 secs
}
service imap-login {
  inet_listener imap {
    address = 127.0.0.1
    port = %[8]d
  }
  inet_listener imaps {
    address = 127.0.0.1
    port = %[12]d
    ssl = yes
  }
}
service lmtp {
  inet_listener lmtp {
    address = 127.0.0.1
    port = %[9]d
  }
  unix_listener lmtp {
    mode = 0600
  }
}
service auth {
  inet_listener {
    address = 127.0.0.1
    port = %[10]d
  }
}
%[11]s`

// dovecotNonRoot lets every service run as the current user where nothing
// can chroot or change users; INTERNAL is the internal user.
const dovecotNonRoot = `
service anvil {
  chroot =
}
service imap-login {
  chroot =
}
service lmtp {
  user = INTERNAL
}
service auth {
  user = INTERNAL
}
service auth-worker {
  user = INTERNAL
}
`
