package campaign

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"io"
	"strings"
	"time"

	"github.com/emersion/go-message/mail"
)

// Outgoing mail.

// letter is one message the campaign writes.
type letter struct {
	kind      LetterKind
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
	return writeText(h, l.body)
}

// writeText writes a plain-text mail of header h and body: UTF-8,
// quoted-printable, CRLF line ends.
func writeText(h mail.Header, body string) ([]byte, error) {
	h.Set("MIME-Version", "1.0")
	h.SetContentType("text/plain", map[string]string{"charset": "utf-8"})
	h.Set("Content-Transfer-Encoding", "quoted-printable")
	var buf bytes.Buffer
	w, err := mail.CreateSingleInlineWriter(&buf, h)
	if err != nil {
		return nil, err
	}
	body = strings.ReplaceAll(body, "\r\n", "\n")
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
