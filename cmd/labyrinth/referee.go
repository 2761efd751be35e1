package main

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"sync"
	"time"

	"labyrinth/pbem"
	"labyrinth/pbem/campaign"
)

func init() {
	register(&command{name: "referee", summary: "referee the campaigns by mail: read orders, resolve rounds, send reports", run: runReferee})
}

// refereeConfig is the referee's configuration file (JSON). Secrets come
// from environment variables named in it, never from the file itself.
type refereeConfig struct {
	// DB is the campaign database, relative to the file.
	DB string `json:"db"`
	// Spool is a mail transport through two directories: every *.eml
	// file in In is a received message (moved to In/processed once
	// handled); every outgoing message is written to Out. For cron jobs
	// behind another mail system, and for tests.
	Spool *spoolConfig `json:"spool,omitempty"`
	// IMAP and SMTP name real mail servers.
	IMAP *serverConfig `json:"imap,omitempty"`
	SMTP *serverConfig `json:"smtp,omitempty"`
	// Poll is how often the inbox is read when the server cannot say
	// (default 30s); Tick how often deadlines are checked (default 1m).
	Poll campaign.Duration `json:"poll,omitempty"`
	Tick campaign.Duration `json:"tick,omitempty"`
}

type spoolConfig struct {
	In  string `json:"in"`
	Out string `json:"out"`
}

type serverConfig struct {
	Addr        string `json:"addr"`
	TLS         string `json:"tls,omitempty"` // tls, starttls or none (loopback only)
	Username    string `json:"username,omitempty"`
	PasswordEnv string `json:"password_env,omitempty"`
	Mailbox     string `json:"mailbox,omitempty"`
}

func readRefereeConfig(path string) (*refereeConfig, error) {
	src, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	dec := json.NewDecoder(bytes.NewReader(src))
	dec.DisallowUnknownFields()
	var c refereeConfig
	if err := dec.Decode(&c); err != nil {
		return nil, fmt.Errorf("%s: %v", path, err)
	}
	dir := filepath.Dir(path)
	rel := func(p string) string {
		if p == "" || filepath.IsAbs(p) {
			return p
		}
		return filepath.Join(dir, p)
	}
	c.DB = rel(c.DB)
	if c.Spool != nil {
		c.Spool.In, c.Spool.Out = rel(c.Spool.In), rel(c.Spool.Out)
		if c.Spool.In == "" || c.Spool.Out == "" {
			return nil, fmt.Errorf(`%s: "spool" needs both "in" and "out" directories`, path)
		}
	}
	if c.Spool == nil && c.IMAP == nil {
		return nil, hintError{err: fmt.Errorf("%s: no mail transport configured", path),
			hint: `add "spool": {"in": DIR, "out": DIR}, or "imap" and "smtp" servers`}
	}
	if c.Poll == 0 {
		c.Poll = campaign.Duration(30 * time.Second)
	}
	if c.Tick == 0 {
		c.Tick = campaign.Duration(time.Minute)
	}
	return &c, nil
}

// transports builds the inbox and sender the configuration names.
var transports = func(c *refereeConfig, log *slog.Logger) (pbem.Inbox, pbem.Sender, error) {
	if c.Spool != nil {
		in, err := newSpoolInbox(c.Spool.In, time.Duration(c.Poll))
		if err != nil {
			return nil, nil, err
		}
		return in, &spoolSender{dir: c.Spool.Out}, nil
	}
	return nil, nil, errors.New("IMAP and SMTP are not available in this build; use a spool")
}

func runReferee(e *env, args []string) error {
	fs := newFlags(e, "referee", "--config FILE [--once]")
	cfgPath := fs.String("config", "", "the referee's configuration file (JSON)")
	once := fs.Bool("once", false, "process the mail that is there, resolve what is due, deliver, and exit")
	dbPath := fs.String("db", "", "the campaign database (overrides the configuration)")
	verbose := fs.Bool("v", false, "log every mail handled")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	if *cfgPath == "" {
		return errUsage{msg: "--config is required"}
	}
	cfg, err := readRefereeConfig(*cfgPath)
	if err != nil {
		return err
	}
	if *dbPath != "" {
		cfg.DB = *dbPath
	}
	level := slog.LevelWarn
	if *verbose || !*once {
		level = slog.LevelInfo
	}
	log := slog.New(slog.NewTextHandler(e.stderr, &slog.HandlerOptions{Level: level}))
	st, err := openStore(e, cfg.DB, false)
	if err != nil {
		return err
	}
	defer st.Close()
	eng, orders, compile, err := campaignDeps()
	if err != nil {
		return err
	}
	ref, err := campaign.New(campaign.Options{Store: st, Engine: eng, Orders: orders, Compile: compile, Logger: log})
	if err != nil {
		return err
	}
	in, out, err := transports(cfg, log)
	if err != nil {
		return err
	}
	defer in.Close()
	if *once {
		n, err := processOnce(e.ctx, in, ref, st, out, now(), log)
		if err != nil {
			return err
		}
		fmt.Fprintf(e.stdout, "%d mails handled, %d delivered, %d failed\n", n.handled, n.delivered, n.failed)
		return nil
	}
	log.Info("referee running", "db", cfg.DB)
	return serve(e.ctx, in, ref, st, out, time.Duration(cfg.Tick), log)
}

type counts struct{ handled, delivered, failed int }

// processOnce handles every message in the inbox, runs the clock, and
// delivers what is due.
func processOnce(ctx context.Context, in pbem.Inbox, h pbem.Handler, ob pbem.Outbox, out pbem.Sender, at time.Time, log *slog.Logger) (counts, error) {
	var n counts
	msgs, err := in.Fetch(ctx)
	if err != nil {
		return n, fmt.Errorf("read the inbox: %w", err)
	}
	var done []uint32
	for _, m := range msgs {
		if err := h.HandleMail(ctx, m, at); err != nil {
			log.Error("mail not handled; it stays in the inbox", "message-id", m.MessageID, "err", err)
			continue
		}
		done = append(done, m.UID)
		n.handled++
	}
	if len(done) > 0 {
		if err := in.Ack(ctx, done...); err != nil {
			return n, fmt.Errorf("acknowledge: %w", err)
		}
	}
	if err := h.Tick(ctx, at); err != nil {
		return n, err
	}
	const batch = 200
	for {
		due, err := ob.Due(ctx, at, batch)
		if err != nil {
			return n, err
		}
		for _, m := range due {
			err := out.Send(ctx, m)
			switch {
			case err == nil:
				n.delivered++
				err = ob.Sent(ctx, m.ID, at)
			case pbem.IsTemporary(err):
				log.Warn("delivery failed, will retry", "id", m.ID, "err", err)
				err = ob.Retry(ctx, m.ID, err, at.Add(5*time.Minute))
			default:
				n.failed++
				log.Error("delivery failed", "id", m.ID, "err", err)
				err = ob.Failed(ctx, m.ID, err)
			}
			if err != nil {
				return n, err
			}
		}
		if len(due) < batch {
			return n, nil
		}
	}
}

// serve runs until ctx ends: mail as it arrives, the clock every tick.
func serve(ctx context.Context, in pbem.Inbox, h pbem.Handler, ob pbem.Outbox, out pbem.Sender, tick time.Duration, log *slog.Logger) error {
	wake := make(chan struct{}, 1)
	go func() {
		for ctx.Err() == nil {
			if err := in.Wait(ctx); err != nil && ctx.Err() == nil {
				log.Warn("waiting for mail", "err", err)
				time.Sleep(time.Second)
			}
			select {
			case wake <- struct{}{}:
			default:
			}
		}
	}()
	t := time.NewTicker(tick)
	defer t.Stop()
	for {
		if _, err := processOnce(ctx, in, h, ob, out, time.Now(), log); err != nil {
			if ctx.Err() != nil {
				break
			}
			log.Error("referee pass failed", "err", err)
		}
		select {
		case <-ctx.Done():
			log.Info("referee stopped")
			return nil
		case <-wake:
		case <-t.C:
		}
	}
	return nil
}

// spoolInbox is a pbem.Inbox over a directory of .eml files.
type spoolInbox struct {
	dir  string
	poll time.Duration
	mu   sync.Mutex
	uids map[uint32]string
	next uint32
}

func newSpoolInbox(dir string, poll time.Duration) (*spoolInbox, error) {
	if err := os.MkdirAll(filepath.Join(dir, "processed"), 0o700); err != nil {
		return nil, err
	}
	return &spoolInbox{dir: dir, poll: poll, uids: map[uint32]string{}}, nil
}

func (s *spoolInbox) Fetch(ctx context.Context) ([]pbem.Message, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	names, err := filepath.Glob(filepath.Join(s.dir, "*.eml"))
	if err != nil {
		return nil, err
	}
	sort.Strings(names)
	var out []pbem.Message
	for _, name := range names {
		raw, err := os.ReadFile(name)
		if err != nil {
			return nil, err
		}
		fi, _ := os.Stat(name)
		s.next++
		s.uids[s.next] = name
		m := pbem.Message{UID: s.next, Raw: raw}
		if fi != nil {
			m.Received = fi.ModTime()
		}
		out = append(out, m)
	}
	return out, nil
}

func (s *spoolInbox) Ack(ctx context.Context, uids ...uint32) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	for _, u := range uids {
		name, ok := s.uids[u]
		if !ok {
			continue
		}
		if err := os.Rename(name, filepath.Join(s.dir, "processed", filepath.Base(name))); err != nil {
			return err
		}
		delete(s.uids, u)
	}
	return nil
}

func (s *spoolInbox) Wait(ctx context.Context) error {
	select {
	case <-ctx.Done():
		return ctx.Err()
	case <-time.After(s.poll):
		return nil
	}
}

func (s *spoolInbox) Close() error { return nil }

// spoolSender writes each outgoing message to a file named by its outbox
// row, so a repeated delivery overwrites instead of duplicating.
type spoolSender struct{ dir string }

func (s *spoolSender) Send(ctx context.Context, m pbem.Outgoing) error {
	if err := os.MkdirAll(s.dir, 0o700); err != nil {
		return err
	}
	to := strings.NewReplacer("@", "_at_", "/", "_").Replace(strings.Join(m.To, ","))
	name := filepath.Join(s.dir, fmt.Sprintf("%06d-%s.eml", m.ID, to))
	tmp := name + ".tmp"
	if err := os.WriteFile(tmp, m.Raw, 0o600); err != nil {
		return &pbem.TemporaryError{Err: err}
	}
	return os.Rename(tmp, name)
}
