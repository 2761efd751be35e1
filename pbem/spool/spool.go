// Package spool is a mail transport through two directories, for a
// referee behind another mail system (a cron job that drops received mail
// into a directory and sends what appears in another) and for tests.
//
// Inbox implements pbem.Inbox: every *.eml file in its directory is a
// received message, read in the order of the file names and moved to the
// processed subdirectory once acknowledged. Sender implements pbem.Sender:
// every outgoing message becomes a file of its own, named by its outbox
// row so that a repeated delivery overwrites instead of duplicating.
package spool

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"sync"
	"time"

	"labyrinth/pbem"
)

// ProcessedDir is the subdirectory of an Inbox's directory where
// acknowledged messages go.
const ProcessedDir = "processed"

// Inbox is a pbem.Inbox over a directory of .eml files.
type Inbox struct {
	dir  string
	poll time.Duration
	mu   sync.Mutex
	uids map[uint32]string // UID → file, for the messages fetched
	next uint32
}

// NewInbox returns the inbox of dir, creating dir and its processed
// subdirectory if absent. Wait returns after poll.
func NewInbox(dir string, poll time.Duration) (*Inbox, error) {
	if err := os.MkdirAll(filepath.Join(dir, ProcessedDir), 0o700); err != nil {
		return nil, err
	}
	return &Inbox{dir: dir, poll: poll, uids: map[uint32]string{}}, nil
}

// Fetch returns every message in the directory, in the order of the file
// names; a message's Received time is its file's modification time. Each
// Fetch gives new UIDs.
func (s *Inbox) Fetch(ctx context.Context) ([]pbem.Message, error) {
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
		s.next++
		s.uids[s.next] = name
		m := pbem.Message{UID: s.next, Raw: raw, Size: int64(len(raw))}
		if fi, err := os.Stat(name); err == nil {
			m.Received = fi.ModTime()
		}
		out = append(out, m)
	}
	return out, nil
}

// Ack moves the messages to the processed subdirectory. UIDs it does not
// know (acknowledged already) are skipped.
func (s *Inbox) Ack(ctx context.Context, uids ...uint32) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	for _, u := range uids {
		name, ok := s.uids[u]
		if !ok {
			continue
		}
		if err := os.Rename(name, filepath.Join(s.dir, ProcessedDir, filepath.Base(name))); err != nil {
			return err
		}
		delete(s.uids, u)
	}
	return nil
}

// Wait returns after the poll interval, or ctx's error when it ends
// first.
func (s *Inbox) Wait(ctx context.Context) error {
	t := time.NewTimer(s.poll)
	defer t.Stop()
	select {
	case <-ctx.Done():
		return ctx.Err()
	case <-t.C:
		return nil
	}
}

// Close does nothing: the inbox holds nothing open.
func (s *Inbox) Close() error { return nil }

// Sender is a pbem.Sender that writes each message to a file of Dir.
type Sender struct {
	Dir string
}

// FileName is the name of an outgoing message's file: the outbox row and
// the recipients, "000007-anya_at_example.org.eml".
func FileName(m pbem.Outgoing) string {
	to := strings.NewReplacer("@", "_at_", "/", "_").Replace(strings.Join(m.To, ","))
	return fmt.Sprintf("%06d-%s.eml", m.ID, to)
}

// Send writes m.Raw to Dir/FileName(m) through a temporary file, so that
// a reader never sees half a message; a failed write is temporary.
func (s *Sender) Send(ctx context.Context, m pbem.Outgoing) error {
	if err := os.MkdirAll(s.Dir, 0o700); err != nil {
		return &pbem.SenderError{Err: err}
	}
	name := filepath.Join(s.Dir, FileName(m))
	tmp := name + ".tmp"
	if err := os.WriteFile(tmp, m.Raw, 0o600); err != nil {
		return &pbem.TemporaryError{Err: err}
	}
	if err := os.Rename(tmp, name); err != nil {
		return &pbem.TemporaryError{Err: err}
	}
	return nil
}
