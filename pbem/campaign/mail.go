package campaign

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"io"
	"regexp"
	"strings"
	"time"

	_ "github.com/emersion/go-message/charset" // KOI8-R, windows-1251 and the rest
	"github.com/emersion/go-message/mail"
)

// Incoming is a received mail as the campaign reads it.
type Incoming struct {
	From      string // the address, lowercase
	Subject   string
	MessageID string
	// InReplyTo and References thread a reply to a report we sent.
	InReplyTo  []string
	References []string
	// Code is the secret code found on its own line of the body
	// ("code: …", «код: …»), "" if none.
	Code string
	// Text is what the player wrote now, as plain text: quoted replies,
	// signatures and the code line removed.
	Text string
	// Tags are campaign tags found outside the subject, such as a
	// plus-address ("referee+autumn@…").
	Tags []string
	// Attachments are the files attached; the only one ever read is a
	// duel player's .maze (rule D1).
	Attachments []Attachment
	// Automatic marks auto-replies, bounces and list mail, never answered.
	Automatic bool
}

// Attachment is one attached file.
type Attachment struct {
	Name string
	Data []byte
}

// MailParser reads a raw message: ReadMail (package mailtext) by default,
// or ParseMail, a lighter reader built on go-message alone.
type MailParser func(raw []byte) (*Incoming, error)

// maxText bounds the text read from a mail: orders are short.
const maxText = 64 << 10

// ParseMail reads a raw RFC 5322 message with go-message: any charset and
// transfer encoding, text/plain preferred, HTML-only mail turned into text,
// attachments ignored.
func ParseMail(raw []byte) (*Incoming, error) {
	r, err := mail.CreateReader(bytes.NewReader(raw))
	if r == nil {
		return nil, fmt.Errorf("unreadable mail: %w", err)
	}
	defer r.Close()
	h := r.Header
	in := &Incoming{}
	if from, err := h.AddressList("From"); err == nil && len(from) > 0 {
		in.From = strings.ToLower(from[0].Address)
	}
	in.Subject, _ = h.Subject()
	in.MessageID, _ = h.MessageID()
	in.InReplyTo, _ = h.MsgIDList("In-Reply-To")
	in.References, _ = h.MsgIDList("References")
	in.Automatic = isAutomatic(h.Header.Get, in.From)
	var plain, html string
	for {
		p, err := r.NextPart()
		if err == io.EOF {
			break
		}
		if err != nil {
			if plain == "" && html == "" {
				return nil, fmt.Errorf("unreadable mail body: %w", err)
			}
			break
		}
		ih, ok := p.Header.(*mail.InlineHeader)
		if !ok {
			continue // attachments are never read
		}
		ct, _, _ := ih.ContentType()
		b, _ := io.ReadAll(io.LimitReader(p.Body, maxText))
		switch {
		case ct == "text/plain" || ct == "":
			if plain == "" {
				plain = string(b)
			}
		case ct == "text/html":
			if html == "" {
				html = htmlToText(string(b))
			}
		}
	}
	if plain == "" {
		plain = html
	}
	in.Code, in.Text = splitCode(stripReply(plain))
	if to, err := h.AddressList("To"); err == nil {
		for _, a := range to {
			if tag, ok := plusTag(a.Address); ok {
				in.Tags = append(in.Tags, tag)
			}
		}
	}
	return in, nil
}

// isAutomatic recognizes mail that must never be answered (RFC 3834):
// auto-replies, bounces, list traffic, loops.
func isAutomatic(get func(string) string, from string) bool {
	if v := strings.ToLower(strings.TrimSpace(get("Auto-Submitted"))); v != "" && v != "no" {
		return true
	}
	switch strings.ToLower(strings.TrimSpace(get("Precedence"))) {
	case "bulk", "list", "junk", "auto_reply":
		return true
	}
	if get("X-Loop") != "" || get("List-Id") != "" || get("X-Autoreply") != "" || get("X-Autorespond") != "" {
		return true
	}
	local, _, _ := strings.Cut(from, "@")
	switch local {
	case "mailer-daemon", "postmaster", "":
		return true
	}
	return strings.HasPrefix(local, "owner-") || strings.HasSuffix(local, "-request")
}

var (
	tagStrip   = regexp.MustCompile(`(?s)<(script|style)[^>]*>.*?</(script|style)>`)
	tagBreak   = regexp.MustCompile(`(?i)<(br|/p|/div|/li|/tr|/h[1-6])[^>]*>`)
	tagAny     = regexp.MustCompile(`<[^>]*>`)
	blankLines = regexp.MustCompile(`\n{3,}`)
)

// htmlToText keeps the text of an HTML body, one line per block.
func htmlToText(s string) string {
	s = tagStrip.ReplaceAllString(s, "")
	s = tagBreak.ReplaceAllString(s, "\n")
	s = tagAny.ReplaceAllString(s, "")
	r := strings.NewReplacer("&nbsp;", " ", "&lt;", "<", "&gt;", ">", "&quot;", `"`, "&#39;", "'", "&amp;", "&")
	return blankLines.ReplaceAllString(r.Replace(s), "\n\n")
}

var quoteHeader = regexp.MustCompile(`(?i)^(on .* wrote:|.*написал[а]?:?|-----\s*original message\s*-----|-----\s*исходное сообщение\s*-----)\s*$`)

// stripReply drops quoted text (lines starting with '>', and everything
// after an "On … wrote:" line or a signature separator), so a player who
// answers a report with orders on top is read right.
func stripReply(s string) string {
	s = strings.ReplaceAll(s, "\r\n", "\n")
	var out []string
	for _, line := range strings.Split(s, "\n") {
		t := strings.TrimRight(line, " \t")
		if t == "--" || t == "-- " || line == "-- " || quoteHeader.MatchString(strings.TrimSpace(t)) {
			break
		}
		if strings.HasPrefix(strings.TrimSpace(t), ">") {
			continue
		}
		out = append(out, t)
	}
	return strings.TrimSpace(strings.Join(out, "\n"))
}

var (
	labTag   = regexp.MustCompile(`(?i)\[\s*lab\s*:\s*([\p{L}\p{N}_-]{1,40})\s*\]`)
	plainTag = regexp.MustCompile(`\[([\p{L}\p{N}_-]{1,40})\]`)
)

// plusTag reads a campaign tag from a plus-address: "referee+autumn@host".
func plusTag(addr string) (string, bool) {
	local, _, ok := strings.Cut(addr, "@")
	if !ok {
		return "", false
	}
	_, tag, ok := strings.Cut(local, "+")
	if !ok || tag == "" {
		return "", false
	}
	return strings.ToLower(tag), true
}

// subjectTag is what the referee's subjects carry: "[lab:tag]".
func subjectTag(tag string) string { return "[lab:" + strings.ToLower(tag) + "]" }

// subjectTags returns the campaign tags of a subject: "[lab:tag]" first,
// then plain "[tag]" as people type it.
func subjectTags(subject string) []string {
	var out []string
	for _, re := range []*regexp.Regexp{labTag, plainTag} {
		for _, m := range re.FindAllStringSubmatch(subject, -1) {
			out = append(out, strings.ToLower(m[1]))
		}
	}
	return out
}

var codeLine = regexp.MustCompile(`(?i)^\s*(code|код|пароль|password)\s*[:=]?\s*(\S.*?)\s*$`)

// splitCode finds the secret-code line ("code: XXXX-XXXX-XXXX" or «код:
// …») and returns the code and the remaining lines.
func splitCode(text string) (code, rest string) {
	var out []string
	for _, line := range strings.Split(text, "\n") {
		if code == "" {
			if m := codeLine.FindStringSubmatch(line); m != nil {
				code = m[2]
				continue
			}
		}
		out = append(out, line)
	}
	return code, strings.TrimSpace(strings.Join(out, "\n"))
}

// Outgoing mail.

// letter is one message the campaign writes.
type letter struct {
	kind      string // store.Mail.Kind
	to        string
	toName    string // the player's name, for the To field
	subject   string
	body      string
	inReplyTo string   // the message answered, if any
	refs      []string // the thread
	auto      string   // Auto-Submitted value
	round     int
	seat      int
	// key makes the Message-ID stable: the same letter written twice
	// (after a crash, a replay) gets the same ID and is queued once.
	key string
}

// messageID derives a stable Message-ID from the letter's key.
func messageID(referee, key string) string {
	sum := sha256.Sum256([]byte(key))
	_, domain, ok := strings.Cut(referee, "@")
	if !ok {
		domain = "labyrinth.invalid"
	}
	return "lab." + hex.EncodeToString(sum[:12]) + "@" + domain
}

// compose writes a letter as an RFC 5322 message: UTF-8 text, encoded
// subject, threading headers.
func compose(from, fromName string, l letter, id string, now time.Time) ([]byte, error) {
	var h mail.Header
	h.SetDate(now)
	h.SetAddressList("From", []*mail.Address{{Name: fromName, Address: from}})
	h.SetAddressList("To", []*mail.Address{{Name: l.toName, Address: l.to}})
	h.SetSubject(l.subject)
	h.SetMessageID(id)
	if l.inReplyTo != "" {
		h.SetMsgIDList("In-Reply-To", []string{l.inReplyTo})
	}
	if len(l.refs) > 0 {
		h.SetMsgIDList("References", capRefs(l.refs))
	}
	if l.auto != "" {
		h.Set("Auto-Submitted", l.auto)
	}
	h.Set("X-Loop", from)
	h.Set("MIME-Version", "1.0")
	h.SetContentType("text/plain", map[string]string{"charset": "utf-8"})
	h.Set("Content-Transfer-Encoding", "quoted-printable")
	var buf bytes.Buffer
	w, err := mail.CreateSingleInlineWriter(&buf, h)
	if err != nil {
		return nil, err
	}
	body := strings.ReplaceAll(l.body, "\r\n", "\n")
	if !strings.HasSuffix(body, "\n") {
		body += "\n"
	}
	if _, err := io.WriteString(w, strings.ReplaceAll(body, "\n", "\r\n")); err != nil {
		return nil, err
	}
	if err := w.Close(); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

// MaxReferences bounds the References of a reply: a long thread (or a
// mail stuffed with IDs) would make every answer longer than the last.
// The first ID (the thread's root) and the latest ones are kept, as
// RFC 5322 section 3.6.4 suggests for trimming.
const MaxReferences = 10

func capRefs(refs []string) []string {
	if len(refs) <= MaxReferences {
		return refs
	}
	return append([]string{refs[0]}, refs[len(refs)-MaxReferences+1:]...)
}
