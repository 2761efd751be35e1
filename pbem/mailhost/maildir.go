package mailhost

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/emersion/go-imap/v2"
	"github.com/emersion/go-imap/v2/imapserver"
	"github.com/emersion/go-imap/v2/imapserver/imapmemserver"
)

// The mail of a host with Options.Dir is kept as Maildir (the format
// Dovecot, mutt and most mail tools read), one Maildir++ tree a user:
//
//	<Dir>/maildir/<user>/{tmp,new,cur}        INBOX
//	<Dir>/maildir/<user>/.<mailbox>/{tmp,new,cur}
//
// Every change is on disk before the client hears it succeeded: a message
// is written to tmp/, fsynced, renamed into new/ (or cur/ with its flags)
// and the directory fsynced before SMTP answers 250 or IMAP answers OK.
// A flag change renames the file (Maildir's ":2,FRS" info) and fsyncs the
// directory before the STORE is answered; an expunge deletes it. So a host
// killed at any moment loses nothing it acknowledged.
//
// UIDs survive restarts: each file name carries its UID (",U=<uid>"), and
// each mailbox keeps its UIDVALIDITY and the next UID in
// labyrinth-mailbox.json, so a client caching by UID (RFC 9051 section
// 2.3.1.1) sees the same numbers after a restart. Keywords are lettered
// a–z as Dovecot does, in dovecot-keywords.
//
// The directory of a user is named after the account by storageName,
// which maps every possible local part to one safe path element: no
// account can reach the host's own files or another user's mail.
//
// go-maildir (github.com/emersion/go-maildir) was considered; it does not
// fsync the message or the directory, and its file names cannot carry a
// UID, so this file does the few Maildir operations the host needs itself.

const (
	maildirDirName = "maildir"
	boxMetaName    = "labyrinth-mailbox.json"
	userMetaName   = "labyrinth-user.json"
	keywordsName   = "dovecot-keywords"
	// restoreName is a mailbox created and dropped while restoring, to
	// move the memory server's UIDVALIDITY counter on.
	restoreName = ".labyrinth-restore"
)

// storageName maps an account name to a directory name that is safe on
// any file system: lowercase letters, digits, '-' and '_' stay, '.' stays
// except first, everything else becomes %XX. Distinct names give distinct
// results, and none is "", "." or "..".
func storageName(name string) string {
	var b strings.Builder
	for i := 0; i < len(name); i++ {
		c := name[i]
		switch {
		case c >= 'a' && c <= 'z', c >= '0' && c <= '9', c == '-', c == '_', c == '.' && i > 0:
			b.WriteByte(c)
		default:
			fmt.Fprintf(&b, "%%%02X", c)
		}
	}
	return b.String()
}

// mailboxDirName is the Maildir++ folder of a mailbox other than INBOX:
// "." and the name with every byte outside [A-Za-z0-9_-] as %XX (so the
// IMAP hierarchy delimiter '/' never makes a subdirectory).
func mailboxDirName(name string) string {
	var b strings.Builder
	b.WriteByte('.')
	for i := 0; i < len(name); i++ {
		c := name[i]
		switch {
		case c >= 'a' && c <= 'z', c >= 'A' && c <= 'Z', c >= '0' && c <= '9', c == '-', c == '_':
			b.WriteByte(c)
		default:
			fmt.Fprintf(&b, "%%%02X", c)
		}
	}
	return b.String()
}

// diskUser is one user's mail on disk. mu serializes every change of the
// user's mail, in memory and on disk, so the UID a new message will get
// is known before it is written.
type diskUser struct {
	dir string
	mem *imapmemserver.User

	mu    sync.Mutex
	meta  userMeta
	boxes map[string]*diskBox
}

type userMeta struct {
	// LastUIDValidity is the highest UIDVALIDITY given to a mailbox of
	// the user, so a mailbox deleted and created again gets a new one.
	LastUIDValidity uint32 `json:"last_uidvalidity"`
}

type diskBox struct {
	dir  string
	meta boxMeta
	msgs map[imap.UID]*diskMsg
	// keywords are the custom flags lettered a, b, … in file names.
	keywords []string
	// unnumbered are files found without a UID, numbered on load.
	unnumbered []string
}

type boxMeta struct {
	Name        string   `json:"name"`
	UIDValidity uint32   `json:"uidvalidity"`
	UIDNext     imap.UID `json:"uidnext"`
}

type diskMsg struct {
	path  string
	flags []imap.Flag
}

var fileCounter atomic.Uint64

// syncDir makes a directory's entries (a rename, a new or removed file)
// durable.
func syncDir(dir string) error {
	d, err := os.Open(dir)
	if err != nil {
		return err
	}
	err = d.Sync()
	if cerr := d.Close(); err == nil {
		err = cerr
	}
	return err
}

// writeDurable writes data to path through a temporary file in tmpDir:
// written, fsynced, renamed into place, and the directory fsynced.
func writeDurable(tmpDir, path string, data []byte, mtime time.Time) error {
	f, err := os.CreateTemp(tmpDir, ".write-*")
	if err != nil {
		return err
	}
	tmp := f.Name()
	ok := false
	defer func() {
		if !ok {
			os.Remove(tmp)
		}
	}()
	if _, err := f.Write(data); err != nil {
		f.Close()
		return err
	}
	if err := f.Sync(); err != nil {
		f.Close()
		return err
	}
	if err := f.Close(); err != nil {
		return err
	}
	if !mtime.IsZero() {
		// Dovecot and other readers take a Maildir file's mtime as its
		// INTERNALDATE.
		if err := os.Chtimes(tmp, mtime, mtime); err != nil {
			return err
		}
	}
	if err := os.Rename(tmp, path); err != nil {
		return err
	}
	ok = true
	return syncDir(filepath.Dir(path))
}

func writeJSONDurable(path string, v any) error {
	b, err := json.Marshal(v)
	if err != nil {
		return err
	}
	return writeDurable(filepath.Dir(path), path, append(b, '\n'), time.Time{})
}

// initMaildir creates dir with tmp, new and cur, private to the host.
func initMaildir(dir string) error {
	for _, d := range []string{dir, filepath.Join(dir, "tmp"), filepath.Join(dir, "new"), filepath.Join(dir, "cur")} {
		if err := os.Mkdir(d, 0o700); err != nil && !errors.Is(err, fs.ErrExist) {
			return err
		}
	}
	return syncDir(filepath.Dir(dir))
}

// flagLetters are Maildir's letters for the system flags, in the
// (ASCII) order the info part lists them.
var flagLetters = []struct {
	letter byte
	flag   imap.Flag
}{
	{'D', imap.FlagDraft},
	{'F', imap.FlagFlagged},
	{'R', imap.FlagAnswered},
	{'S', imap.FlagSeen},
	{'T', imap.FlagDeleted},
}

// info is the Maildir info part for flags (":2,…" without the prefix),
// adding keywords to b's list as needed; changed says the list grew.
func (b *diskBox) info(flags []imap.Flag) (info string, changed bool) {
	var sys, kw []byte
	for _, f := range flags {
		found := false
		for _, fl := range flagLetters {
			if strings.EqualFold(string(f), string(fl.flag)) {
				sys = append(sys, fl.letter)
				found = true
			}
		}
		if found || strings.HasPrefix(string(f), `\`) {
			continue // \Recent and unknown system flags are not kept
		}
		i := slices.IndexFunc(b.keywords, func(k string) bool { return strings.EqualFold(k, string(f)) })
		if i < 0 {
			if len(b.keywords) >= 26 {
				continue // Maildir has 26 keyword letters
			}
			b.keywords = append(b.keywords, string(f))
			i = len(b.keywords) - 1
			changed = true
		}
		kw = append(kw, byte('a'+i))
	}
	slices.Sort(sys)
	slices.Sort(kw)
	return string(slices.Compact(sys)) + string(slices.Compact(kw)), changed
}

func (b *diskBox) parseInfo(info string) []imap.Flag {
	var flags []imap.Flag
	for i := 0; i < len(info); i++ {
		c := info[i]
		for _, fl := range flagLetters {
			if fl.letter == c {
				flags = append(flags, fl.flag)
			}
		}
		if c >= 'a' && c <= 'z' && int(c-'a') < len(b.keywords) {
			flags = append(flags, imap.Flag(b.keywords[c-'a']))
		}
	}
	return flags
}

func (b *diskBox) saveKeywords() error {
	var buf bytes.Buffer
	for i, k := range b.keywords {
		fmt.Fprintf(&buf, "%d %s\n", i, k)
	}
	return writeDurable(filepath.Join(b.dir, "tmp"), filepath.Join(b.dir, keywordsName), buf.Bytes(), time.Time{})
}

func (b *diskBox) loadKeywords() error {
	src, err := os.ReadFile(filepath.Join(b.dir, keywordsName))
	if errors.Is(err, fs.ErrNotExist) {
		return nil
	} else if err != nil {
		return err
	}
	sc := bufio.NewScanner(bytes.NewReader(src))
	for sc.Scan() {
		n, k, ok := strings.Cut(sc.Text(), " ")
		i, err := strconv.Atoi(n)
		if !ok || err != nil || i < 0 || i >= 26 {
			continue
		}
		for len(b.keywords) <= i {
			b.keywords = append(b.keywords, "")
		}
		b.keywords[i] = k
	}
	return nil
}

// fileName is a new Maildir file name for a message with uid and info.
func fileName(uid imap.UID, info string) string {
	now := time.Now()
	base := fmt.Sprintf("%d.M%dP%dQ%d.labyrinth,U=%d", now.Unix(), now.Nanosecond()/1000, os.Getpid(), fileCounter.Add(1), uid)
	if info == "" {
		return filepath.Join("new", base)
	}
	return filepath.Join("cur", base+":2,"+info)
}

// add writes a message durably under uid.
func (b *diskBox) add(uid imap.UID, flags []imap.Flag, raw []byte, date time.Time) error {
	info, grew := b.info(flags)
	if grew {
		if err := b.saveKeywords(); err != nil {
			return err
		}
	}
	path := filepath.Join(b.dir, fileName(uid, info))
	if err := writeDurable(filepath.Join(b.dir, "tmp"), path, raw, date); err != nil {
		return err
	}
	b.msgs[uid] = &diskMsg{path: path, flags: b.parseInfo(info)}
	return nil
}

// setFlags renames a message's file to carry flags.
func (b *diskBox) setFlags(uid imap.UID, flags []imap.Flag) error {
	m := b.msgs[uid]
	info, grew := b.info(flags)
	if grew {
		if err := b.saveKeywords(); err != nil {
			return err
		}
	}
	base, _, _ := strings.Cut(filepath.Base(m.path), ":2,")
	path := filepath.Join(b.dir, "cur", base+":2,"+info)
	if path == m.path {
		return nil
	}
	if err := os.Rename(m.path, path); err != nil {
		return err
	}
	if err := syncDir(filepath.Dir(path)); err != nil {
		return err
	}
	if filepath.Dir(path) != filepath.Dir(m.path) {
		if err := syncDir(filepath.Dir(m.path)); err != nil {
			return err
		}
	}
	m.path = path
	m.flags = b.parseInfo(info)
	return nil
}

// remove deletes expunged messages; UIDNEXT is saved first, so a UID is
// never given twice even when the highest one goes.
func (b *diskBox) remove(uids []imap.UID, next imap.UID) error {
	if next > b.meta.UIDNext {
		b.meta.UIDNext = next
		if err := writeJSONDurable(filepath.Join(b.dir, boxMetaName), b.meta); err != nil {
			return err
		}
	}
	dirs := map[string]bool{}
	for _, uid := range uids {
		m := b.msgs[uid]
		if err := os.Remove(m.path); err != nil && !errors.Is(err, fs.ErrNotExist) {
			return err
		}
		dirs[filepath.Dir(m.path)] = true
		delete(b.msgs, uid)
	}
	for d := range dirs {
		if err := syncDir(d); err != nil {
			return err
		}
	}
	return nil
}

func (b *diskBox) maxUID() imap.UID {
	var n imap.UID
	for uid := range b.msgs {
		n = max(n, uid)
	}
	return n
}

func equalFlags(a, b []imap.Flag) bool {
	if len(a) != len(b) {
		return false
	}
	for _, f := range a {
		if !slices.ContainsFunc(b, func(g imap.Flag) bool { return strings.EqualFold(string(f), string(g)) }) {
			return false
		}
	}
	return true
}

// openDiskUser loads a user's Maildir tree (creating it when absent) and
// fills mem with its mailboxes under their saved UIDVALIDITY and UIDs.
func openDiskUser(root, name string, mem *imapmemserver.User) (*diskUser, error) {
	u := &diskUser{dir: filepath.Join(root, storageName(name)), mem: mem, boxes: map[string]*diskBox{}}
	if err := os.MkdirAll(root, 0o700); err != nil {
		return nil, err
	}
	if err := initMaildir(u.dir); err != nil {
		return nil, err
	}
	if b, err := os.ReadFile(filepath.Join(u.dir, userMetaName)); err == nil {
		if err := json.Unmarshal(b, &u.meta); err != nil {
			return nil, fmt.Errorf("%s: %w", filepath.Join(u.dir, userMetaName), err)
		}
	} else if !errors.Is(err, fs.ErrNotExist) {
		return nil, err
	}

	var boxes []*diskBox
	inbox, err := loadBox(u.dir, "INBOX")
	if err != nil {
		return nil, err
	}
	boxes = append(boxes, inbox)
	entries, err := os.ReadDir(u.dir)
	if err != nil {
		return nil, err
	}
	for _, e := range entries {
		if !e.IsDir() || !strings.HasPrefix(e.Name(), ".") {
			continue
		}
		dir := filepath.Join(u.dir, e.Name())
		if _, err := os.Stat(filepath.Join(dir, boxMetaName)); err != nil {
			continue // not a mailbox of ours (or one being deleted)
		}
		b, err := loadBox(dir, "")
		if err != nil {
			return nil, err
		}
		boxes = append(boxes, b)
	}
	// Mailboxes without a UIDVALIDITY yet (a new user, or a Maildir made
	// by another tool) get the next ones.
	for _, b := range boxes {
		u.meta.LastUIDValidity = max(u.meta.LastUIDValidity, b.meta.UIDValidity)
	}
	for _, b := range boxes {
		if b.meta.UIDValidity == 0 {
			u.meta.LastUIDValidity++
			b.meta.UIDValidity = u.meta.LastUIDValidity
		}
		if err := b.assignMissingUIDs(); err != nil {
			return nil, err
		}
		if err := writeJSONDurable(filepath.Join(b.dir, boxMetaName), b.meta); err != nil {
			return nil, err
		}
		u.boxes[b.meta.Name] = b
	}
	if err := writeJSONDurable(filepath.Join(u.dir, userMetaName), u.meta); err != nil {
		return nil, err
	}
	if err := u.fill(boxes); err != nil {
		return nil, fmt.Errorf("restoring the mail of %s: %w", name, err)
	}
	return u, nil
}

// loadBox reads one Maildir folder: its metadata, keywords and messages.
// Leftovers in tmp/ were never acknowledged and are removed.
func loadBox(dir, name string) (*diskBox, error) {
	b := &diskBox{dir: dir, msgs: map[imap.UID]*diskMsg{}, meta: boxMeta{Name: name, UIDNext: 1}}
	if err := initMaildir(dir); err != nil {
		return nil, err
	}
	if src, err := os.ReadFile(filepath.Join(dir, boxMetaName)); err == nil {
		if err := json.Unmarshal(src, &b.meta); err != nil {
			return nil, fmt.Errorf("%s: %w", filepath.Join(dir, boxMetaName), err)
		}
	} else if !errors.Is(err, fs.ErrNotExist) {
		return nil, err
	}
	if name == "INBOX" {
		b.meta.Name = "INBOX"
	}
	if b.meta.Name == "" {
		return nil, fmt.Errorf("%s: mailbox without a name", filepath.Join(dir, boxMetaName))
	}
	if err := b.loadKeywords(); err != nil {
		return nil, err
	}
	tmps, _ := os.ReadDir(filepath.Join(dir, "tmp"))
	for _, e := range tmps {
		os.Remove(filepath.Join(dir, "tmp", e.Name()))
	}
	var unnumbered []string
	for _, sub := range []string{"new", "cur"} {
		entries, err := os.ReadDir(filepath.Join(dir, sub))
		if err != nil {
			return nil, err
		}
		for _, e := range entries {
			if e.IsDir() || strings.HasPrefix(e.Name(), ".") {
				continue
			}
			path := filepath.Join(dir, sub, e.Name())
			base, info, _ := strings.Cut(e.Name(), ":2,")
			uid := uidOf(base)
			if uid == 0 || b.msgs[uid] != nil {
				unnumbered = append(unnumbered, path)
				continue
			}
			b.msgs[uid] = &diskMsg{path: path, flags: b.parseInfo(info)}
		}
	}
	slices.Sort(unnumbered)
	b.unnumbered = unnumbered
	return b, nil
}

// uidOf reads the ",U=<uid>" field of a Maildir base name; 0 if none.
func uidOf(base string) imap.UID {
	for _, field := range strings.Split(base, ",")[1:] {
		if v, ok := strings.CutPrefix(field, "U="); ok {
			if n, err := strconv.ParseUint(v, 10, 32); err == nil {
				return imap.UID(n)
			}
		}
	}
	return 0
}

// assignMissingUIDs numbers messages that came without a UID (put in the
// Maildir by another program) after the others, renaming their files.
func (b *diskBox) assignMissingUIDs() error {
	b.meta.UIDNext = max(b.meta.UIDNext, b.maxUID()+1, 1)
	for _, path := range b.unnumbered {
		uid := b.meta.UIDNext
		b.meta.UIDNext++
		base, info, hasInfo := strings.Cut(filepath.Base(path), ":2,")
		base = strings.ReplaceAll(base, ",", "_") + ",U=" + strconv.FormatUint(uint64(uid), 10)
		if hasInfo {
			base += ":2," + info
		}
		np := filepath.Join(filepath.Dir(path), base)
		if err := os.Rename(path, np); err != nil {
			return err
		}
		if err := syncDir(filepath.Dir(np)); err != nil {
			return err
		}
		b.msgs[uid] = &diskMsg{path: np, flags: b.parseInfo(info)}
	}
	b.unnumbered = nil
	return nil
}

// fill creates the user's mailboxes in the memory server under their
// saved UIDVALIDITY and appends their messages under their saved UIDs.
// The memory server numbers both itself, counting up from 1, so gaps are
// filled with mailboxes and messages that are dropped again at once.
func (u *diskUser) fill(boxes []*diskBox) error {
	slices.SortFunc(boxes, func(a, b *diskBox) int { return int(a.meta.UIDValidity) - int(b.meta.UIDValidity) })
	var validity uint32
	skip := func(upTo uint32) error {
		for validity < upTo {
			if err := u.mem.Create(restoreName, nil); err != nil {
				return err
			}
			if err := u.mem.Delete(restoreName); err != nil {
				return err
			}
			validity++
		}
		return nil
	}
	for _, b := range boxes {
		if err := skip(b.meta.UIDValidity - 1); err != nil {
			return err
		}
		if err := u.mem.Create(b.meta.Name, nil); err != nil {
			return err
		}
		validity++
		if err := b.fillMessages(u.mem); err != nil {
			return err
		}
	}
	return skip(u.meta.LastUIDValidity)
}

func (b *diskBox) fillMessages(mem *imapmemserver.User) error {
	uids := make([]imap.UID, 0, len(b.msgs))
	for uid := range b.msgs {
		uids = append(uids, uid)
	}
	slices.Sort(uids)
	var placeholders imap.UIDSet
	next := imap.UID(1)
	gap := func(upTo imap.UID) error {
		for ; next < upTo; next++ {
			ph := []byte("Subject: placeholder\r\n\r\n")
			d, err := mem.Append(b.meta.Name, literal{bytes.NewReader(ph), int64(len(ph))}, &imap.AppendOptions{Flags: []imap.Flag{imap.FlagDeleted}})
			if err != nil {
				return err
			}
			placeholders.AddNum(d.UID)
		}
		return nil
	}
	for _, uid := range uids {
		if err := gap(uid); err != nil {
			return err
		}
		m := b.msgs[uid]
		raw, err := os.ReadFile(m.path)
		if err != nil {
			return err
		}
		var date time.Time
		if fi, err := os.Stat(m.path); err == nil {
			date = fi.ModTime()
		}
		d, err := mem.Append(b.meta.Name, literal{bytes.NewReader(raw), int64(len(raw))}, &imap.AppendOptions{Flags: m.flags, Time: date})
		if err != nil {
			return err
		}
		if d.UID != uid {
			return fmt.Errorf("mailbox %s: message %d restored as %d", b.meta.Name, uid, d.UID)
		}
		next = uid + 1
	}
	if err := gap(b.meta.UIDNext); err != nil {
		return err
	}
	if len(placeholders) == 0 {
		return nil
	}
	sess := imapmemserver.NewUserSession(mem)
	defer sess.Close()
	if _, err := sess.Select(b.meta.Name, nil); err != nil {
		return err
	}
	return sess.Expunge(nil, &placeholders)
}

// memState is what the memory server holds of a mailbox: every UID with
// its flags, and the next UID.
func (u *diskUser) memState(name string) (map[imap.UID][]imap.Flag, imap.UID, error) {
	sess := imapmemserver.NewUserSession(u.mem)
	defer sess.Close()
	sel, err := sess.Select(name, &imap.SelectOptions{ReadOnly: true})
	if err != nil {
		return nil, 0, err
	}
	state := map[imap.UID][]imap.Flag{}
	all, err := sess.Search(imapserver.NumKindUID, &imap.SearchCriteria{}, &imap.SearchOptions{})
	if err != nil {
		return nil, 0, err
	}
	for _, uid := range all.AllUIDs() {
		state[uid] = nil
	}
	for _, f := range sel.Flags {
		if strings.EqualFold(string(f), `\Recent`) {
			continue
		}
		data, err := sess.Search(imapserver.NumKindUID, &imap.SearchCriteria{Flag: []imap.Flag{f}}, &imap.SearchOptions{})
		if err != nil {
			return nil, 0, err
		}
		for _, uid := range data.AllUIDs() {
			state[uid] = append(state[uid], f)
		}
	}
	return state, sel.UIDNext, nil
}

// sync brings mailbox name on disk in line with memory after a command
// changed flags or expunged messages.
func (u *diskUser) sync(name string) error {
	b := u.boxes[name]
	if b == nil {
		return nil
	}
	state, next, err := u.memState(name)
	if err != nil {
		return err
	}
	var gone []imap.UID
	for uid, m := range b.msgs {
		flags, ok := state[uid]
		if !ok {
			gone = append(gone, uid)
			continue
		}
		if !equalFlags(m.flags, flags) {
			if err := b.setFlags(uid, flags); err != nil {
				return err
			}
		}
	}
	for uid := range state {
		if b.msgs[uid] == nil {
			return fmt.Errorf("mailbox %s: message %d is not on disk", name, uid)
		}
	}
	if len(gone) > 0 {
		return b.remove(gone, next)
	}
	return nil
}

// appendMessage puts raw into mailbox name: on disk first, under the UID
// the memory server will give it, then in memory. The caller holds u.mu.
func (u *diskUser) appendMessage(name string, raw []byte, opts *imap.AppendOptions) (*imap.AppendData, error) {
	b := u.boxes[name]
	if b == nil {
		return u.mem.Append(name, literal{bytes.NewReader(raw), int64(len(raw))}, opts)
	}
	st, err := u.mem.Status(name, &imap.StatusOptions{UIDNext: true})
	if err != nil {
		return nil, err
	}
	if opts.Time.IsZero() {
		opts.Time = time.Now()
	}
	if err := b.add(st.UIDNext, opts.Flags, raw, opts.Time); err != nil {
		return nil, err
	}
	d, err := u.mem.Append(name, literal{bytes.NewReader(raw), int64(len(raw))}, opts)
	if err != nil {
		b.remove([]imap.UID{st.UIDNext}, 0)
		return nil, err
	}
	if d.UID != st.UIDNext {
		// Only possible if something appended without u.mu.
		return nil, fmt.Errorf("mailbox %s: message stored as %d, numbered %d", name, st.UIDNext, d.UID)
	}
	return d, nil
}

// createBox makes the Maildir folder of a mailbox the memory server has
// just created.
func (u *diskUser) createBox(name string) error {
	st, err := u.mem.Status(name, &imap.StatusOptions{UIDValidity: true})
	if err != nil {
		return err
	}
	dir := filepath.Join(u.dir, mailboxDirName(name))
	if err := os.RemoveAll(dir); err != nil {
		return err
	}
	if err := initMaildir(dir); err != nil {
		return err
	}
	b := &diskBox{dir: dir, msgs: map[imap.UID]*diskMsg{}, meta: boxMeta{Name: name, UIDValidity: st.UIDValidity, UIDNext: 1}}
	if err := writeJSONDurable(filepath.Join(dir, boxMetaName), b.meta); err != nil {
		return err
	}
	u.meta.LastUIDValidity = max(u.meta.LastUIDValidity, st.UIDValidity)
	if err := writeJSONDurable(filepath.Join(u.dir, userMetaName), u.meta); err != nil {
		return err
	}
	u.boxes[name] = b
	return nil
}

// deleteBox drops a mailbox's folder: first its metadata (so a crash
// midway leaves no half mailbox that loads), then the rest.
func (u *diskUser) deleteBox(name string) error {
	b := u.boxes[name]
	if b == nil {
		return nil
	}
	delete(u.boxes, name)
	if err := os.Remove(filepath.Join(b.dir, boxMetaName)); err != nil && !errors.Is(err, fs.ErrNotExist) {
		return err
	}
	if err := syncDir(b.dir); err != nil {
		return err
	}
	return os.RemoveAll(b.dir)
}

// renameBox renames a mailbox's folder and metadata.
func (u *diskUser) renameBox(from, to string) error {
	b := u.boxes[from]
	if b == nil {
		return nil
	}
	dir := filepath.Join(u.dir, mailboxDirName(to))
	if err := os.Rename(b.dir, dir); err != nil {
		return err
	}
	if err := syncDir(u.dir); err != nil {
		return err
	}
	for _, m := range b.msgs {
		m.path = filepath.Join(dir, strings.TrimPrefix(m.path, b.dir+string(filepath.Separator)))
	}
	b.dir = dir
	b.meta.Name = to
	delete(u.boxes, from)
	u.boxes[to] = b
	return writeJSONDurable(filepath.Join(dir, boxMetaName), b.meta)
}

// copyTo copies messages (source UIDs, in order) of mailbox from to
// mailbox to, where the memory server numbered them dest.
func (u *diskUser) copyTo(from string, src []imap.UID, to string, dest []imap.UID) error {
	sb, db := u.boxes[from], u.boxes[to]
	if sb == nil || db == nil {
		return nil
	}
	if len(src) != len(dest) {
		return fmt.Errorf("copying %d messages to %d UIDs", len(src), len(dest))
	}
	for i, uid := range src {
		m := sb.msgs[uid]
		if m == nil {
			return fmt.Errorf("mailbox %s: message %d is not on disk", from, uid)
		}
		raw, err := os.ReadFile(m.path)
		if err != nil {
			return err
		}
		var date time.Time
		if fi, err := os.Stat(m.path); err == nil {
			date = fi.ModTime()
		}
		if err := db.add(dest[i], m.flags, raw, date); err != nil {
			return err
		}
	}
	return nil
}
