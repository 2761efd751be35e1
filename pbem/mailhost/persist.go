package mailhost

import (
	"bytes"
	"crypto/tls"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"sync/atomic"
	"time"

	"github.com/emersion/go-imap/v2"
	"github.com/emersion/go-imap/v2/imapclient"
	"github.com/emersion/go-imap/v2/imapserver"
)

// The mail of a host with Options.Dir is kept in one JSON file per user,
// <Dir>/<user>.json, rewritten (atomically) at most once per
// SnapshotInterval after a change and when the host closes. It is meant
// for local play: a few players, a few hundred mails. Restoring numbers the
// messages anew under a new UIDVALIDITY (see restore); imapin does not
// depend on UIDs across connections anyway (it fetches every message still
// in the inbox, and the referee drops what it has seen by Message-ID).

// DefaultSnapshotInterval is how soon after a change the mail is saved.
const DefaultSnapshotInterval = time.Second

type userFile struct {
	// Restarts counts how often the mail was restored: each restore
	// creates the mailboxes under a higher UIDVALIDITY than the last, so
	// that mail clients that cache by UID see the renumbering (RFC 9051
	// section 2.3.1.1).
	Restarts  uint32        `json:"restarts,omitempty"`
	Mailboxes []mailboxFile `json:"mailboxes"`
}

type mailboxFile struct {
	Name     string        `json:"name"`
	Messages []messageFile `json:"messages"`
}

type messageFile struct {
	Date  time.Time `json:"date"`
	Flags []string  `json:"flags,omitempty"`
	Raw   []byte    `json:"raw"`
}

func (h *Host) userPath(name string) string { return filepath.Join(h.opts.Dir, name+".json") }

// mailUser is what restore needs of an imapmemserver user.
type mailUser interface {
	Create(string, *imap.CreateOptions) error
	Delete(string) error
	Append(string, imap.LiteralReader, *imap.AppendOptions) (*imap.AppendData, error)
}

// restore creates a fresh in-memory user's INBOX and loads the user's
// saved mail into it. The memory server gives each new mailbox the next
// UIDVALIDITY of its user, starting from 1; a restored user first creates
// and drops as many mailboxes as there were mailboxes times restarts, so
// the restored ones never repeat a UIDVALIDITY with other UIDs. The caller
// holds h.mu.
func (h *Host) restore(name string, u mailUser) error {
	var f userFile
	b, err := os.ReadFile(h.userPath(name))
	switch {
	case os.IsNotExist(err):
	case err != nil:
		return err
	default:
		if err := json.Unmarshal(b, &f); err != nil {
			return fmt.Errorf("mailhost: %s: %w", h.userPath(name), err)
		}
		f.Restarts++
		skip := int(f.Restarts) * max(len(f.Mailboxes), 1)
		for i := 0; i < skip; i++ {
			tmp := fmt.Sprintf(".restore-%d", i)
			if err := u.Create(tmp, nil); err != nil {
				return fmt.Errorf("mailhost: restoring %s: %w", name, err)
			}
			if err := u.Delete(tmp); err != nil {
				return fmt.Errorf("mailhost: restoring %s: %w", name, err)
			}
		}
	}
	h.restarts[name] = f.Restarts // the caller holds h.mu
	if err := u.Create("INBOX", nil); err != nil {
		return err
	}
	for _, mb := range f.Mailboxes {
		if mb.Name != "INBOX" {
			if err := u.Create(mb.Name, nil); err != nil {
				return fmt.Errorf("mailhost: restoring %s/%s: %w", name, mb.Name, err)
			}
		}
		for _, m := range mb.Messages {
			var flags []imap.Flag
			for _, fl := range m.Flags {
				if !strings.EqualFold(fl, `\Recent`) {
					flags = append(flags, imap.Flag(fl))
				}
			}
			if _, err := u.Append(mb.Name, literal{bytes.NewReader(m.Raw), int64(len(m.Raw))}, &imap.AppendOptions{Flags: flags, Time: m.Date}); err != nil {
				return fmt.Errorf("mailhost: restoring %s/%s: %w", name, mb.Name, err)
			}
		}
	}
	return nil
}

// snapshotLoop saves the mail after changes until the host closes.
func (h *Host) snapshotLoop(stop <-chan struct{}) {
	t := time.NewTicker(h.opts.SnapshotInterval)
	defer t.Stop()
	for {
		select {
		case <-stop:
			return
		case <-t.C:
			if h.dirty.Swap(false) {
				if err := h.Snapshot(); err != nil {
					h.dirty.Store(true)
					h.log.Error("saving mail failed", "err", err)
				}
			}
		}
	}
}

// Snapshot writes every user's mail to Options.Dir now. It does nothing
// without a Dir.
func (h *Host) Snapshot() error {
	if h.opts.Dir == "" {
		return nil
	}
	h.snapMu.Lock()
	defer h.snapMu.Unlock()
	h.mu.Lock()
	accounts := make(map[string]string, len(h.accounts))
	for k, v := range h.accounts {
		accounts[k] = v
	}
	h.mu.Unlock()
	names := make([]string, 0, len(accounts))
	for n := range accounts {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, name := range names {
		f, err := h.readUser(name, accounts[name])
		if err != nil {
			return err
		}
		h.mu.Lock()
		f.Restarts = h.restarts[name]
		h.mu.Unlock()
		b, err := json.Marshal(f)
		if err != nil {
			return err
		}
		tmp := h.userPath(name) + ".tmp"
		if err := os.WriteFile(tmp, b, 0o600); err != nil {
			return err
		}
		if err := os.Rename(tmp, h.userPath(name)); err != nil {
			return err
		}
	}
	return nil
}

// readUser reads all of a user's mail through the host's own IMAP server,
// the one public view of imapmemserver's state.
func (h *Host) readUser(name, password string) (*userFile, error) {
	var c *imapclient.Client
	var err error
	if h.opts.TLSConfig != nil && h.opts.ImplicitTLS {
		// Our own loopback listener: its certificate is whatever we were
		// given, so skip verification for this connection only.
		c, err = imapclient.DialTLS(h.IMAPAddr(), &imapclient.Options{TLSConfig: &tls.Config{InsecureSkipVerify: true}})
	} else {
		c, err = imapclient.DialInsecure(h.IMAPAddr(), nil)
	}
	if err != nil {
		return nil, err
	}
	defer c.Close()
	if err := c.Login(name, password).Wait(); err != nil {
		return nil, err
	}
	list, err := c.List("", "*", nil).Collect()
	if err != nil {
		return nil, err
	}
	f := &userFile{}
	for _, l := range list {
		mb := mailboxFile{Name: l.Mailbox}
		sel, err := c.Select(l.Mailbox, &imap.SelectOptions{ReadOnly: true}).Wait()
		if err != nil {
			return nil, err
		}
		if sel.NumMessages > 0 {
			var all imap.SeqSet
			all.AddRange(1, sel.NumMessages)
			section := &imap.FetchItemBodySection{Peek: true}
			bufs, err := c.Fetch(all, &imap.FetchOptions{Flags: true, InternalDate: true, BodySection: []*imap.FetchItemBodySection{section}}).Collect()
			if err != nil {
				return nil, err
			}
			for _, b := range bufs {
				m := messageFile{Date: b.InternalDate, Raw: b.FindBodySection(section)}
				for _, fl := range b.Flags {
					m.Flags = append(m.Flags, string(fl))
				}
				mb.Messages = append(mb.Messages, m)
			}
		}
		f.Mailboxes = append(f.Mailboxes, mb)
	}
	sort.Slice(f.Mailboxes, func(i, j int) bool {
		// INBOX first, so restoring creates the others in a stable order.
		a, b := f.Mailboxes[i].Name, f.Mailboxes[j].Name
		if (a == "INBOX") != (b == "INBOX") {
			return a == "INBOX"
		}
		return a < b
	})
	return f, c.Logout().Wait()
}

// dirtySession marks the host's mail changed on every command that can
// change it.
type dirtySession struct {
	idleSession
	dirty *atomic.Bool
}

func (s dirtySession) Create(name string, o *imap.CreateOptions) error {
	s.dirty.Store(true)
	return s.idleSession.Create(name, o)
}
func (s dirtySession) Delete(name string) error {
	s.dirty.Store(true)
	return s.idleSession.Delete(name)
}
func (s dirtySession) Rename(a, b string, o *imap.RenameOptions) error {
	s.dirty.Store(true)
	return s.idleSession.Rename(a, b, o)
}
func (s dirtySession) Append(name string, r imap.LiteralReader, o *imap.AppendOptions) (*imap.AppendData, error) {
	s.dirty.Store(true)
	return s.idleSession.Append(name, r, o)
}
func (s dirtySession) Expunge(w *imapserver.ExpungeWriter, uids *imap.UIDSet) error {
	s.dirty.Store(true)
	return s.idleSession.Expunge(w, uids)
}
func (s dirtySession) Store(w *imapserver.FetchWriter, n imap.NumSet, f *imap.StoreFlags, o *imap.StoreOptions) error {
	s.dirty.Store(true)
	return s.idleSession.Store(w, n, f, o)
}
func (s dirtySession) Copy(n imap.NumSet, dest string) (*imap.CopyData, error) {
	s.dirty.Store(true)
	return s.idleSession.Copy(n, dest)
}
func (s dirtySession) Move(w *imapserver.MoveWriter, n imap.NumSet, dest string) error {
	s.dirty.Store(true)
	return s.idleSession.Move(w, n, dest)
}
