package realmail

import (
	"bytes"
	"context"
	"crypto/x509"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// Postfix is a running (or stopped) Postfix instance that delivers mail
// for Domain to a Dovecot over LMTP.
type Postfix struct {
	// SMTPAddr takes submissions (AUTH PLAIN without TLS on loopback) and
	// plain SMTP from 127.0.0.1.
	SMTPAddr string
	// Roots trusts Postfix's self-signed certificate (STARTTLS on both
	// ports).
	Roots *x509.CertPool
	// MXAddr takes mail for Domain without authentication, like port 25
	// of a mail exchanger; it needs no Dovecot, so it keeps accepting
	// (and queueing) while Dovecot is down.
	MXAddr string
	Dir    string

	conf    string // the config directory
	running bool
	t       testing.TB
}

// StartPostfix configures and starts Postfix in a temporary directory,
// delivering to d and authenticating against d. It is stopped when the
// test ends.
func StartPostfix(t testing.TB, d *Dovecot, opts Options) *Postfix {
	t.Helper()
	Require(t, true)
	dir := makeDir(t, "postfix-")
	ports, err := freePorts(2)
	if err != nil {
		t.Fatal(err)
	}
	p := &Postfix{
		SMTPAddr: fmt.Sprintf("127.0.0.1:%d", ports[0]),
		MXAddr:   fmt.Sprintf("127.0.0.1:%d", ports[1]),
		Dir:      dir,
		conf:     filepath.Join(dir, "etc"),
		t:        t,
	}
	for _, sub := range []string{"etc", "spool", "data"} {
		if err := os.MkdirAll(filepath.Join(dir, sub), 0o755); err != nil {
			t.Fatal(err)
		}
	}
	pf, err := serviceIDs("postfix")
	if err != nil {
		t.Fatal(err)
	}
	if err := chownTree(filepath.Join(dir, "data"), pf.uid, pf.gid); err != nil {
		t.Fatal(err)
	}
	if p.Roots, err = writeCert(p.conf); err != nil {
		t.Fatal(err)
	}
	var vmailbox, access strings.Builder
	for _, u := range opts.Users {
		fmt.Fprintf(&vmailbox, "%s ok\n", u.Address())
	}
	for _, a := range opts.TempFail {
		fmt.Fprintf(&access, "%s 451 4.3.0 try again later\n", a)
	}
	files := map[string]string{
		"vmailbox":  vmailbox.String(),
		"access":    access.String(),
		"main.cf":   fmt.Sprintf(postfixMain, dir, pf.user, Domain, p.conf, d.LMTPAddr, d.AuthAddr),
		"master.cf": fmt.Sprintf(postfixMaster, p.SMTPAddr, p.MXAddr),
	}
	for name, content := range files {
		if err := os.WriteFile(filepath.Join(p.conf, name), []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if err := p.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { p.Stop() })
	return p
}

func (p *Postfix) postfix(args ...string) error {
	cmd := exec.Command(postfixPath(), append([]string{"-c", p.conf}, args...)...)
	cmd.Env = append(os.Environ(), "MAIL_CONFIG="+p.conf)
	out, err := cmd.CombinedOutput()
	if err != nil {
		return fmt.Errorf("postfix %s: %w\n%s", strings.Join(args, " "), err, out)
	}
	return nil
}

// Start (re)starts Postfix on the same port and queue.
func (p *Postfix) Start() error {
	if p.running {
		return fmt.Errorf("postfix: already running")
	}
	if err := p.postfix("start"); err != nil {
		return fmt.Errorf("%w\n%s", err, p.Log())
	}
	p.running = true
	ctx, cancel := context.WithTimeout(context.Background(), 15*time.Second)
	defer cancel()
	if err := waitPort(ctx, p.MXAddr); err != nil {
		p.Stop()
		return fmt.Errorf("postfix did not start: %w\n%s", err, p.Log())
	}
	if err := waitPort(ctx, p.SMTPAddr); err != nil {
		p.Stop()
		return fmt.Errorf("postfix did not start: %w\n%s", err, p.Log())
	}
	return nil
}

// Stop stops Postfix; queued mail stays in its queue for the next Start.
func (p *Postfix) Stop() error {
	if !p.running {
		return errNotRunning
	}
	err := p.postfix("stop")
	p.running = false
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	if werr := waitClosed(ctx, p.SMTPAddr); err == nil {
		err = werr
	}
	// The master lingers a moment after its listener closes; wait for its
	// pid file to go so a quick Start does not find it running.
	pid := filepath.Join(p.Dir, "spool", "pid", "master.pid")
	for ctx.Err() == nil {
		if _, serr := os.Stat(pid); serr != nil {
			break
		}
		if p.postfix("status") != nil {
			break
		}
		time.Sleep(50 * time.Millisecond)
	}
	return err
}

// Flush asks Postfix to retry deferred mail now.
func (p *Postfix) Flush() error { return p.postfix("flush") }

// Deferred returns how many deliveries Postfix's log says it put off for
// a later try ("status=deferred"), for tests that wait until mail is held
// in its queue.
func (p *Postfix) Deferred() int {
	b, _ := os.ReadFile(filepath.Join(p.Dir, "maillog"))
	return bytes.Count(b, []byte("status=deferred"))
}

// Log returns the end of Postfix's log, for failure messages.
func (p *Postfix) Log() string { return tail(filepath.Join(p.Dir, "maillog"), 40) }

// Servers is Postfix delivering into Dovecot.
type Servers struct {
	Dovecot *Dovecot
	Postfix *Postfix
}

// Start starts Dovecot and Postfix for opts.Users, or skips or fails t as
// Require says.
func Start(t testing.TB, opts Options) *Servers {
	t.Helper()
	Require(t, true)
	d := StartDovecot(t, opts)
	return &Servers{Dovecot: d, Postfix: StartPostfix(t, d, opts)}
}

// Logs returns both servers' recent log lines.
func (s *Servers) Logs() string {
	return "--- postfix\n" + s.Postfix.Log() + "\n--- dovecot\n" + s.Dovecot.Log()
}

// postfixMain is main.cf: the directory, the mail owner, the domain, the
// configuration directory, Dovecot's LMTP and auth addresses.
const postfixMain = `# Written by labyrinth's realmail test harness.
compatibility_level = 3.6
queue_directory = %[1]s/spool
data_directory = %[1]s/data
meta_directory = /etc/postfix
daemon_directory = /usr/lib/postfix/sbin
shlib_directory = /usr/lib/postfix
command_directory = /usr/sbin
mail_owner = %[2]s
setgid_group = postdrop
maillog_file_prefixes = %[1]s
maillog_file = %[1]s/maillog
myhostname = mx.%[3]s
mydomain = %[3]s
myorigin = $myhostname
mydestination =
inet_interfaces = 127.0.0.1
inet_protocols = ipv4
mynetworks = 127.0.0.0/8
relay_domains =
alias_maps =
alias_database =
local_recipient_maps =
biff = no
append_dot_mydomain = no
smtp_dns_support_level = disabled
virtual_mailbox_domains = %[3]s
virtual_mailbox_maps = texthash:%[4]s/vmailbox
virtual_transport = lmtp:inet:%[5]s
recipient_delimiter = +
smtpd_sasl_auth_enable = yes
smtpd_sasl_type = dovecot
smtpd_sasl_path = inet:%[6]s
smtpd_sasl_security_options = noanonymous
smtpd_tls_security_level = may
smtpd_tls_cert_file = %[4]s/cert.pem
smtpd_tls_key_file = %[4]s/key.pem
smtp_tls_security_level = none
lmtp_tls_security_level = none
# Never relay anywhere: tests must not send mail off this machine.
smtpd_relay_restrictions = reject_unauth_destination
smtpd_recipient_restrictions = check_recipient_access texthash:%[4]s/access, reject_unauth_destination
message_size_limit = 20480000
queue_run_delay = 1s
minimal_backoff_time = 1s
maximal_backoff_time = 2s
delay_warning_time = 0
smtpd_error_sleep_time = 0
smtpd_soft_error_limit = 1000
smtpd_hard_error_limit = 1000
smtpd_client_connection_rate_limit = 0
default_destination_concurrency_limit = 20
lmtp_destination_concurrency_limit = 20
smtpd_banner = $myhostname ESMTP
`

// postfixMaster is master.cf: the submission and MX listeners' addresses.
const postfixMaster = `# service type private unpriv chroot wakeup maxproc command
%s inet n - n - - smtpd
%s inet n - n - - smtpd
  -o smtpd_sasl_auth_enable=no
pickup    unix  n       -       n       60      1       pickup
cleanup   unix  n       -       n       -       0       cleanup
qmgr      unix  n       -       n       300     1       qmgr
rewrite   unix  -       -       n       -       -       trivial-rewrite
bounce    unix  -       -       n       -       0       bounce
defer     unix  -       -       n       -       0       bounce
trace     unix  -       -       n       -       0       bounce
verify    unix  -       -       n       -       1       verify
flush     unix  n       -       n       1000?   0       flush
proxymap  unix  -       -       n       -       -       proxymap
proxywrite unix -       -       n       -       1       proxymap
smtp      unix  -       -       n       -       -       smtp
relay     unix  -       -       n       -       -       smtp
showq     unix  n       -       n       -       -       showq
error     unix  -       -       n       -       -       error
retry     unix  -       -       n       -       -       error
discard   unix  -       -       n       -       -       discard
lmtp      unix  -       -       n       -       -       lmtp
anvil     unix  -       -       n       -       1       anvil
scache    unix  -       -       n       -       1       scache
postlog   unix-dgram n  -       n       -       1       postlogd
tlsmgr    unix  -       -       n       1000?   1       tlsmgr
`
