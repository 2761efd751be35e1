// Package mailtext reads a received mail the way the referee needs it: who
// sent it, what it answers, and the order text a person wrote — whatever
// their mail program did to it. It prefers text/plain, turns HTML-only mail
// into text, decodes any charset (UTF-8, KOI8-R, windows-1251 …, with a
// guess when none is declared) and quoted-printable or base64, and drops
// what is not the player's own words: quoted replies, reply headers
// ("On … wrote:", «… писал(а):»), Outlook's original-message blocks,
// signatures. Attachments never hold orders; they are listed (and kept,
// for the duel's maze, D1) but not read as text.
//
// It also recognises mail no person wrote (IsAutomatic), the campaign tag
// in a subject (CampaignTag) and a player's secret code line (Code).
// grammar.md, "Orders", documents what a player's mail may look like.
package mailtext

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"mime"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/emersion/go-message"
	_ "github.com/emersion/go-message/charset" // every charset, KOI8-R and windows-1251 included
	"github.com/emersion/go-message/mail"
)

// Address is a mailbox: a display name and an address, lower-cased.
type Address struct {
	Name string
	Addr string
}

// String returns `Name <addr>`, or the address alone.
func (a Address) String() string {
	if a.Name == "" {
		return a.Addr
	}
	return fmt.Sprintf("%s <%s>", a.Name, a.Addr)
}

// Attachment is a part that is not the text of the mail. Its data is kept
// (within the size limit) for the one attachment the referee reads, a duel
// player's .maze file (D1); orders are never read from attachments.
type Attachment struct {
	Filename    string
	ContentType string
	Size        int
	Data        []byte
}

// Mail is a received mail, read.
type Mail struct {
	From    Address
	Sender  Address // the Sender header, if any
	ReplyTo []Address
	To      []Address
	Cc      []Address
	Subject string
	// MessageID, InReplyTo and References are message IDs without angle
	// brackets.
	MessageID  string
	InReplyTo  []string
	References []string
	// Date is the Date header; zero when missing or unreadable.
	Date time.Time

	// Text is the text of the mail as the sender's program wrote it, in
	// UTF-8: the text/plain part, or the HTML part turned into text.
	Text string
	// Body is Text with quoted replies, reply headers and the signature
	// removed: what the player wrote now. Orders are read from it.
	Body string
	// TextType is "text/plain" or "text/html": where Text came from.
	TextType string
	// Charset is the charset the text was in ("utf-8" when none was
	// declared and the bytes were UTF-8; a guessed one is marked so).
	Charset string

	Attachments []Attachment
	// Notes say what was dropped or guessed, for the host's log and the
	// player's confirmation: "quoted reply removed (12 lines)".
	Notes []string

	// Header is the whole header, for checks such as IsAutomatic.
	Header mail.Header
}

// Limits bound what Parse reads. A zero field means its default.
type Limits struct {
	// MaxBytes is the largest whole message (default 4 MiB).
	MaxBytes int
	// MaxTextBytes is the largest text after decoding (default 256 KiB).
	MaxTextBytes int
	// MaxParts is the most MIME parts (default 100).
	MaxParts int
	// MaxDepth is the deepest nesting of multiparts (default 10).
	MaxDepth int
}

func (l Limits) withDefaults() Limits {
	if l.MaxBytes <= 0 {
		l.MaxBytes = 4 << 20
	}
	if l.MaxTextBytes <= 0 {
		l.MaxTextBytes = 256 << 10
	}
	if l.MaxParts <= 0 {
		l.MaxParts = 100
	}
	if l.MaxDepth <= 0 {
		l.MaxDepth = 10
	}
	return l
}

// ErrTooLarge is the error for mail over a size or part limit, ErrTooDeep
// for multiparts nested deeper than MaxDepth (both are a *LimitError);
// ErrMalformed for mail that cannot be read as RFC 5322.
var (
	ErrTooLarge  = errors.New("mail too large")
	ErrTooDeep   = errors.New("mail nested too deeply")
	ErrMalformed = errors.New("malformed mail")
)

// Limit names one of Limits' fields.
type Limit uint8

// The limits of Limits.
const (
	LimitBytes Limit = iota + 1 // MaxBytes
	LimitText                   // MaxTextBytes
	LimitParts                  // MaxParts
	LimitDepth                  // MaxDepth
)

// LimitError is a mail over one of Parse's limits: what, how much the
// mail had (bytes of the message or text; 0 for parts and depth, where
// reading stops at the limit) and the limit.
type LimitError struct {
	What      Limit
	Size, Max int
}

func (e *LimitError) Error() string {
	switch e.What {
	case LimitBytes:
		return fmt.Sprintf("%v: the message is %s, the limit is %s", ErrTooLarge, size(e.Size), size(e.Max))
	case LimitText:
		return fmt.Sprintf("%v: the text is %s, the limit is %s", ErrTooLarge, size(e.Size), size(e.Max))
	case LimitParts:
		return fmt.Sprintf("%v: more than %d MIME parts", ErrTooLarge, e.Max)
	}
	return fmt.Sprintf("%v: MIME parts nested deeper than %d", ErrTooDeep, e.Max)
}

// Is makes a LimitError ErrTooDeep when it is about depth, and
// ErrTooLarge otherwise.
func (e *LimitError) Is(target error) bool {
	if e.What == LimitDepth {
		return target == ErrTooDeep
	}
	return target == ErrTooLarge
}

// Parse reads a raw mail (RFC 5322, MIME) with the default limits.
func Parse(raw []byte) (*Mail, error) {
	return ParseWithLimits(raw, Limits{})
}

// ParseWithLimits reads a raw mail within the given limits.
func ParseWithLimits(raw []byte, lim Limits) (*Mail, error) {
	lim = lim.withDefaults()
	if len(raw) > lim.MaxBytes {
		return nil, &LimitError{What: LimitBytes, Size: len(raw), Max: lim.MaxBytes}
	}
	e, err := message.Read(bytes.NewReader(raw))
	if err != nil && e == nil {
		return nil, fmt.Errorf("%w: %v", ErrMalformed, err)
	}
	m := &Mail{Header: mail.Header{Header: e.Header}}
	m.readHeader()

	var plain, html *textPart
	parts := 0
	var walkErr error
	err = e.Walk(func(path []int, p *message.Entity, perr error) error {
		parts++
		if parts > lim.MaxParts {
			return &LimitError{What: LimitParts, Max: lim.MaxParts}
		}
		if len(path) > lim.MaxDepth {
			return &LimitError{What: LimitDepth, Max: lim.MaxDepth}
		}
		if p.MultipartReader() != nil {
			return nil
		}
		ctype, params, cerr := p.Header.ContentType()
		if cerr != nil || ctype == "" {
			ctype = "text/plain"
		}
		disp, dparams, _ := p.Header.ContentDisposition()
		name := dparams["filename"]
		if name == "" {
			name = params["name"]
		}
		if name != "" {
			if dec, err := new(mime.WordDecoder).DecodeHeader(name); err == nil {
				name = dec
			}
		}
		data, rerr := io.ReadAll(io.LimitReader(p.Body, int64(lim.MaxBytes)+1))
		if rerr != nil {
			// A broken base64 or quoted-printable body: keep what was read.
			m.Notes = append(m.Notes, fmt.Sprintf("part %v could not be fully decoded: %v", path, rerr))
		}
		isText := (ctype == "text/plain" || ctype == "text/html") && disp != "attachment" && name == ""
		if !isText {
			m.Attachments = append(m.Attachments, Attachment{Filename: name, ContentType: ctype, Size: len(data), Data: data})
			label := name
			if label == "" {
				label = ctype
			}
			m.Notes = append(m.Notes, "attachment ignored: "+label)
			return nil
		}
		tp := &textPart{data: data, charset: strings.ToLower(params["charset"]), unknownCharset: message.IsUnknownCharset(perr),
			flowed: strings.EqualFold(params["format"], "flowed"), delSp: strings.EqualFold(params["delsp"], "yes")}
		if ctype == "text/plain" && plain == nil {
			plain = tp
		} else if ctype == "text/html" && html == nil {
			html = tp
		}
		return nil
	})
	if err != nil {
		if le := (*LimitError)(nil); errors.As(err, &le) {
			return nil, le
		}
		walkErr = err
		m.Notes = append(m.Notes, "the MIME structure is broken: "+err.Error())
	}
	_ = walkErr

	switch {
	case plain != nil && strings.TrimSpace(plain.decoded(m)) != "":
		m.Text, m.TextType = plain.text, "text/plain"
	case html != nil:
		m.Text, m.TextType = HTMLToText(html.decoded(m)), "text/html"
		m.Notes = append(m.Notes, "HTML turned into text")
	case plain != nil:
		m.Text, m.TextType = plain.text, "text/plain"
	}
	if len(m.Text) > lim.MaxTextBytes {
		return nil, &LimitError{What: LimitText, Size: len(m.Text), Max: lim.MaxTextBytes}
	}
	m.Text = normalizeNewlines(m.Text)
	var notes []string
	m.Body, notes = Strip(m.Text)
	if b := DropClosing(m.Body, m.From.Name); b != m.Body {
		m.Body = b
		notes = append(notes, "closing removed")
	}
	m.Notes = append(m.Notes, notes...)
	return m, nil
}

// ParseHeader reads only the header of a raw mail: who sent it, its
// subject, date and threading, and enough for AutomaticReason. It is
// what can be read of a mail Parse refuses (too large, too deep): its
// Text and Body are empty.
func ParseHeader(raw []byte) (*Mail, error) {
	e, err := message.Read(bytes.NewReader(raw))
	if e == nil {
		return nil, fmt.Errorf("%w: %v", ErrMalformed, err)
	}
	m := &Mail{Header: mail.Header{Header: e.Header}}
	m.readHeader()
	return m, nil
}

// textPart is a text/plain or text/html part before charset decoding.
type textPart struct {
	data           []byte
	charset        string
	unknownCharset bool
	flowed, delSp  bool // format=flowed (RFC 3676)
	text           string
	done           bool
}

// decoded returns the part's text in UTF-8. go-message has already decoded
// declared charsets it knows; bytes that are still not UTF-8 (no charset
// declared, or an unknown one) are taken as Russian and the charset
// guessed.
func (t *textPart) decoded(m *Mail) string {
	if t.done {
		return t.text
	}
	t.done = true
	cs := t.charset
	if cs == "" {
		cs = "us-ascii"
	}
	if cs == "utf-7" || cs == "unicode-1-1-utf-7" || cs == "csunicode11utf7" {
		text, err := decodeUTF7(string(t.data))
		if err != nil {
			m.Notes = append(m.Notes, "UTF-7 text partly undecodable: kept as sent")
		}
		t.text, cs = text, "utf-7"
	} else if utf8.Valid(t.data) {
		t.text = string(t.data)
		if t.unknownCharset {
			m.Notes = append(m.Notes, fmt.Sprintf("unknown charset %q; the text is valid UTF-8 and read as such", t.charset))
			cs = "utf-8"
		}
	} else {
		guess := GuessCyrillic(t.data)
		t.text = decodeWith(guess, t.data)
		m.Notes = append(m.Notes, fmt.Sprintf("charset %q does not match the text; read as %s (guessed)", t.charset, guess))
		cs = guess + " (guessed)"
	}
	if m.Charset == "" {
		m.Charset = cs
	}
	if t.flowed {
		t.text = unflow(t.text, t.delSp)
	}
	return t.text
}

func (m *Mail) readHeader() {
	h := &m.Header
	if l, err := h.AddressList("From"); err == nil && len(l) > 0 {
		m.From = addr(l[0])
	} else if raw := h.Get("From"); raw != "" {
		m.From = looseAddress(raw)
	}
	if l, err := h.AddressList("Sender"); err == nil && len(l) > 0 {
		m.Sender = addr(l[0])
	}
	m.ReplyTo = addrs(h, "Reply-To")
	m.To = addrs(h, "To")
	m.Cc = addrs(h, "Cc")
	if s, err := h.Subject(); err == nil {
		m.Subject = s
	} else {
		m.Subject = h.Get("Subject")
	}
	if !utf8.ValidString(m.Subject) {
		m.Subject = decodeWith(GuessCyrillic([]byte(m.Subject)), []byte(m.Subject))
	}
	m.Subject = strings.Join(strings.Fields(m.Subject), " ")
	if id, err := h.MessageID(); err == nil && id != "" {
		m.MessageID = id
	} else {
		m.MessageID = strings.Trim(strings.TrimSpace(h.Get("Message-Id")), "<>")
	}
	m.InReplyTo = msgIDs(h, "In-Reply-To")
	m.References = msgIDs(h, "References")
	if d, err := h.Date(); err == nil {
		m.Date = d
	}
}

func addr(a *mail.Address) Address {
	return Address{Name: a.Name, Addr: strings.ToLower(a.Address)}
}

func addrs(h *mail.Header, key string) []Address {
	l, err := h.AddressList(key)
	if err != nil {
		return nil
	}
	out := make([]Address, 0, len(l))
	for _, a := range l {
		out = append(out, addr(a))
	}
	return out
}

// looseAddress reads a From header that is not RFC 5322 ("Name
// <addr@host>" with an unquoted comma or raw 8-bit name).
func looseAddress(raw string) Address {
	if i, j := strings.LastIndexByte(raw, '<'), strings.LastIndexByte(raw, '>'); i >= 0 && j > i {
		return Address{Name: strings.Trim(strings.TrimSpace(raw[:i]), `"`), Addr: strings.ToLower(strings.TrimSpace(raw[i+1 : j]))}
	}
	for _, f := range strings.Fields(raw) {
		if strings.Contains(f, "@") {
			return Address{Addr: strings.ToLower(strings.Trim(f, "<>\"'(),;"))}
		}
	}
	return Address{}
}

func msgIDs(h *mail.Header, key string) []string {
	if l, err := h.MsgIDList(key); err == nil && len(l) > 0 {
		return l
	}
	// Some programs write IDs without brackets.
	var out []string
	for _, f := range strings.Fields(h.Get(key)) {
		if f = strings.Trim(f, "<>,"); f != "" {
			out = append(out, f)
		}
	}
	return out
}

func normalizeNewlines(s string) string {
	s = strings.ReplaceAll(s, "\r\n", "\n")
	s = strings.ReplaceAll(s, "\r", "\n")
	s = strings.ReplaceAll(s, "\u00a0", " ")
	return strings.TrimPrefix(s, "\ufeff")
}

func size(n int) string {
	switch {
	case n >= 1<<20:
		return fmt.Sprintf("%.1f MiB", float64(n)/(1<<20))
	case n >= 1<<10:
		return fmt.Sprintf("%.1f KiB", float64(n)/(1<<10))
	}
	return fmt.Sprintf("%d bytes", n)
}

// MazeAttachment returns the first attachment named *.maze: the one
// attachment the referee reads, a duel player's maze (D1).
func (m *Mail) MazeAttachment() (*Attachment, bool) {
	for i := range m.Attachments {
		if strings.HasSuffix(strings.ToLower(m.Attachments[i].Filename), ".maze") {
			return &m.Attachments[i], true
		}
	}
	return nil, false
}

// probeText bounds what ProbeCode reads of the one part it reads.
const probeText = 64 << 10

// ProbeCode finds the code in a mail Parse refused (too large, too many
// parts, nested too deeply): it reads only the start of the first text
// part it meets, within the default limits of depth and parts, so that
// the referee can tell its player's own mail from a forged one even when
// it cannot read the orders.
func ProbeCode(raw []byte) (string, bool) {
	lim := Limits{}.withDefaults()
	e, _ := message.Read(bytes.NewReader(raw))
	if e == nil {
		return "", false
	}
	var text string
	parts := 0
	stop := errors.New("stop")
	e.Walk(func(path []int, p *message.Entity, _ error) error {
		parts++
		if parts > lim.MaxParts || len(path) > lim.MaxDepth {
			return stop
		}
		if p.MultipartReader() != nil {
			return nil
		}
		ctype, _, err := p.Header.ContentType()
		if err != nil || ctype == "" {
			ctype = "text/plain"
		}
		if ctype != "text/plain" && ctype != "text/html" {
			return nil
		}
		b, _ := io.ReadAll(io.LimitReader(p.Body, probeText))
		if !utf8.Valid(b) {
			b = []byte(decodeWith(GuessCyrillic(b), b))
		}
		text = normalizeNewlines(string(b))
		if ctype == "text/html" {
			text = HTMLToText(text)
		}
		return stop
	})
	body, _ := Strip(text)
	return Code(body)
}
