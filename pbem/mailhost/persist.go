package mailhost

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"github.com/emersion/go-imap/v2"
	"github.com/emersion/go-imap/v2/imapserver"
)

// durableSession is an IMAP session whose changes reach the disk (see
// maildir.go) before the command is answered. Each change holds the
// user's lock, so the memory server and the Maildir move together.
type durableSession struct {
	idleSession
	h        *Host
	user     *diskUser
	selected string
}

// errStorage turns a failure to save into an IMAP error the client sees,
// and logs it for the host's keeper.
func (s *durableSession) errStorage(op string, err error) error {
	if err == nil {
		return nil
	}
	s.h.log.Error("saving mail failed", "op", op, "err", err)
	return &imap.Error{Type: imap.StatusResponseTypeNo, Code: imap.ResponseCodeServerBug, Text: "the mail host could not save this change: " + err.Error()}
}

func (s *durableSession) Login(username, password string) error {
	if err := s.idleSession.Login(username, password); err != nil {
		return err
	}
	s.bind(username)
	return nil
}

// bind ties the session to the Maildir of the user who logged in.
func (s *durableSession) bind(username string) {
	s.h.mu.Lock()
	s.user = s.h.disk[strings.ToLower(username)]
	s.h.mu.Unlock()
}

func (s *durableSession) Select(name string, o *imap.SelectOptions) (*imap.SelectData, error) {
	d, err := s.idleSession.Select(name, o)
	if err == nil {
		s.selected = name
	}
	return d, err
}

func (s *durableSession) Unselect() error {
	s.selected = ""
	return s.idleSession.Unselect()
}

func (s *durableSession) Create(name string, o *imap.CreateOptions) error {
	u := s.user
	u.mu.Lock()
	defer u.mu.Unlock()
	if err := s.idleSession.Create(name, o); err != nil {
		return err
	}
	if err := u.createBox(name); err != nil {
		s.idleSession.Delete(name)
		return s.errStorage("create", err)
	}
	return nil
}

func (s *durableSession) Delete(name string) error {
	u := s.user
	u.mu.Lock()
	defer u.mu.Unlock()
	if name == "INBOX" {
		return &imap.Error{Type: imap.StatusResponseTypeNo, Text: "INBOX cannot be deleted"}
	}
	if err := s.idleSession.Delete(name); err != nil {
		return err
	}
	return s.errStorage("delete", u.deleteBox(name))
}

func (s *durableSession) Rename(from, to string, o *imap.RenameOptions) error {
	u := s.user
	u.mu.Lock()
	defer u.mu.Unlock()
	if from == "INBOX" {
		return &imap.Error{Type: imap.StatusResponseTypeNo, Code: imap.ResponseCodeCannot, Text: "this host cannot rename INBOX"}
	}
	if err := s.idleSession.Rename(from, to, o); err != nil {
		return err
	}
	return s.errStorage("rename", u.renameBox(from, to))
}

func (s *durableSession) Append(name string, r imap.LiteralReader, o *imap.AppendOptions) (*imap.AppendData, error) {
	var buf bytes.Buffer
	if _, err := buf.ReadFrom(r); err != nil {
		return nil, err
	}
	if o == nil {
		o = &imap.AppendOptions{}
	}
	u := s.user
	u.mu.Lock()
	defer u.mu.Unlock()
	if _, err := u.mem.Status(name, &imap.StatusOptions{}); err != nil {
		return nil, &imap.Error{Type: imap.StatusResponseTypeNo, Code: imap.ResponseCodeTryCreate, Text: "No such mailbox"}
	}
	d, err := u.appendMessage(name, buf.Bytes(), o)
	if err != nil {
		return nil, s.errStorage("append", err)
	}
	return d, nil
}

func (s *durableSession) Store(w *imapserver.FetchWriter, n imap.NumSet, f *imap.StoreFlags, o *imap.StoreOptions) error {
	u := s.user
	u.mu.Lock()
	defer u.mu.Unlock()
	if err := s.idleSession.Store(w, n, f, o); err != nil {
		return err
	}
	return s.errStorage("store", u.sync(s.selected))
}

func (s *durableSession) Expunge(w *imapserver.ExpungeWriter, uids *imap.UIDSet) error {
	u := s.user
	u.mu.Lock()
	defer u.mu.Unlock()
	if err := s.idleSession.Expunge(w, uids); err != nil {
		return err
	}
	return s.errStorage("expunge", u.sync(s.selected))
}

func (s *durableSession) Fetch(w *imapserver.FetchWriter, n imap.NumSet, o *imap.FetchOptions) error {
	markSeen := slices.ContainsFunc(o.BodySection, func(bs *imap.FetchItemBodySection) bool { return !bs.Peek })
	if !markSeen {
		return s.idleSession.Fetch(w, n, o)
	}
	u := s.user
	u.mu.Lock()
	defer u.mu.Unlock()
	if err := s.idleSession.Fetch(w, n, o); err != nil {
		return err
	}
	return s.errStorage("fetch", u.sync(s.selected))
}

func (s *durableSession) Copy(n imap.NumSet, dest string) (*imap.CopyData, error) {
	u := s.user
	u.mu.Lock()
	defer u.mu.Unlock()
	d, err := s.idleSession.Copy(n, dest)
	if err != nil {
		return nil, err
	}
	src, _ := d.SourceUIDs.Nums()
	dst, _ := d.DestUIDs.Nums()
	if err := u.copyTo(s.selected, src, dest, dst); err != nil {
		return nil, s.errStorage("copy", err)
	}
	return d, nil
}

// Move copies on disk what the memory server moved, then drops the
// originals. The memory server moves in UID order and numbers the copies
// from the destination's UIDNEXT on, which u.mu keeps still meanwhile.
func (s *durableSession) Move(w *imapserver.MoveWriter, n imap.NumSet, dest string) error {
	u := s.user
	u.mu.Lock()
	defer u.mu.Unlock()
	st, err := u.mem.Status(dest, &imap.StatusOptions{UIDNext: true})
	if err != nil {
		return s.idleSession.Move(w, n, dest) // the memory server says why
	}
	before, _, err := u.memState(s.selected)
	if err != nil {
		return s.errStorage("move", err)
	}
	if err := s.idleSession.Move(w, n, dest); err != nil {
		return err
	}
	after, _, err := u.memState(s.selected)
	if err != nil {
		return s.errStorage("move", err)
	}
	var moved, to []imap.UID
	for uid := range before {
		if _, ok := after[uid]; !ok {
			moved = append(moved, uid)
		}
	}
	slices.Sort(moved)
	for i := range moved {
		to = append(to, st.UIDNext+imap.UID(i))
	}
	if err := u.copyTo(s.selected, moved, dest, to); err != nil {
		return s.errStorage("move", err)
	}
	return s.errStorage("move", u.sync(s.selected))
}

// The mail of hosts before Maildir was kept in one JSON file a user,
// <Dir>/<user>.json. importLegacy moves such a file's mail into the
// user's Maildir once, renaming the file to <user>.json.imported.
type legacyUserFile struct {
	Mailboxes []struct {
		Name     string `json:"name"`
		Messages []struct {
			Date  time.Time `json:"date"`
			Flags []string  `json:"flags,omitempty"`
			Raw   []byte    `json:"raw"`
		} `json:"messages"`
	} `json:"mailboxes"`
}

func (h *Host) importLegacy(name string, u *diskUser) error {
	path := filepath.Join(h.opts.Dir, name+".json")
	if strings.ContainsAny(name, `/\`) || name == "accounts" {
		return nil // no such file was ever written for these names
	}
	src, err := os.ReadFile(path)
	if errors.Is(err, fs.ErrNotExist) {
		return nil
	} else if err != nil {
		return err
	}
	var f legacyUserFile
	if err := json.Unmarshal(src, &f); err != nil {
		return fmt.Errorf("mailhost: %s: %w", path, err)
	}
	u.mu.Lock()
	defer u.mu.Unlock()
	for _, mb := range f.Mailboxes {
		if u.boxes[mb.Name] == nil {
			if err := u.mem.Create(mb.Name, nil); err != nil {
				return err
			}
			if err := u.createBox(mb.Name); err != nil {
				return err
			}
		}
		for _, m := range mb.Messages {
			var flags []imap.Flag
			for _, fl := range m.Flags {
				if fl != `\Recent` {
					flags = append(flags, imap.Flag(fl))
				}
			}
			if _, err := u.appendMessage(mb.Name, m.Raw, &imap.AppendOptions{Flags: flags, Time: m.Date}); err != nil {
				return err
			}
		}
	}
	h.log.Info("mail imported into Maildir", "from", path, "to", u.dir)
	return os.Rename(path, path+".imported")
}
