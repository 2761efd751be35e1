package campaign

import (
	"bytes"
	"encoding/base64"
	"fmt"
	"strings"
	"testing"

	"github.com/emersion/go-message/mail"
	"golang.org/x/text/encoding/charmap"
)

// TestRedact: the stored copy of a mail keeps no code, however the mail
// carries it, and keeps the rest of what the player wrote, readable.
func TestRedact(t *testing.T) {
	const code = "698A-ZSGD-3293"
	koi, _ := charmap.KOI8R.NewEncoder().String("код: " + code + "\r\nиду налево\r\n")
	cp1251, _ := charmap.Windows1251.NewEncoder().String("код: " + code + "\r\nиду налево")
	b64 := base64.StdEncoding.EncodeToString([]byte("code: " + code + "\r\nиду налево\r\n"))
	nest := func(depth int) string {
		s := "Content-Type: text/plain\r\n\r\ncode: " + code + "\r\nиду налево\r\n"
		for i := range depth {
			b := fmt.Sprintf("b%d", i)
			s = "Content-Type: multipart/mixed; boundary=" + b + "\r\n\r\n--" + b + "\r\n" + s + "\r\n--" + b + "--\r\n"
		}
		return s
	}
	head := "From: a@example.org\r\nTo: r@example.org\r\nSubject: [autumn] ход\r\n"
	for _, tc := range []struct {
		name, raw, known, keep string
	}{
		{"plain", head + "\r\ncode: " + code + "\r\nиду налево\r\n", code, "иду налево"},
		{"a wrong code, not the one read", head + "\r\ncode: ZZZZ-1111-QQQQ\r\nиду налево\r\n", "", "иду налево"},
		{"base64", head + "Content-Type: text/plain; charset=utf-8\r\nContent-Transfer-Encoding: base64\r\n\r\n" + b64 + "\r\n", code, "иду налево"},
		{"quoted-printable", head + "Content-Type: text/plain; charset=utf-8\r\nContent-Transfer-Encoding: quoted-printable\r\n\r\ncode: 698A-=\r\nZSGD-3293\r\n=D0=B8=D0=B4=D1=83 =D0=BD=D0=B0=D0=BB=D0=B5=D0=B2=D0=BE\r\n", code, "иду налево"},
		{"KOI8-R", head + "Content-Type: text/plain; charset=koi8-r\r\nContent-Transfer-Encoding: 8bit\r\n\r\n" + koi, code, "иду налево"},
		{"html", head + "Content-Type: text/html; charset=utf-8\r\n\r\n<div>Код: " + code + "</div><div>иду налево</div>\r\n", "", "иду налево"},
		{"the code in the subject", "From: a@example.org\r\nSubject: =?utf-8?q?code=3A_" + strings.ReplaceAll(code, "-", "=2D") + "?=\r\n\r\nиду налево\r\n", code, "иду налево"},
		{"a bare code on the first line", head + "\r\n" + code + "\r\nиду налево\r\n", "", "иду налево"},
		{"multipart with an attachment", head + "Content-Type: multipart/mixed; boundary=zz\r\n\r\n--zz\r\nContent-Type: text/plain; charset=utf-8\r\n\r\ncode: " + code + "\r\nиду налево\r\n--zz\r\nContent-Type: application/octet-stream\r\nContent-Disposition: attachment; filename=a.bin\r\nContent-Transfer-Encoding: base64\r\n\r\nAAEC\r\n--zz--\r\n", code, "иду налево"},
		{"a forwarded mail", head + "Content-Type: multipart/mixed; boundary=zz\r\n\r\n--zz\r\nContent-Type: text/plain; charset=utf-8\r\n\r\nиду налево\r\n--zz\r\nContent-Type: message/rfc822\r\n\r\nFrom: b@example.org\r\nSubject: fwd\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Transfer-Encoding: base64\r\n\r\n" + b64 + "\r\n--zz--\r\n", "", "иду налево"},
		{"no charset, windows-1251", head + "\r\n" + cp1251 + "\r\n", "", "иду налево"},
		{"nested too deep for the reader (unread: no known code)", head + nest(20), "", "иду налево"},
		{"nested past what is rewritten", head + nest(redactDepth+5), "", "X-Labyrinth-Redacted"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got := redact([]byte(tc.raw), tc.known)
			for _, c := range []string{code, "ZZZZ-1111-QQQQ", "698A-", "ZSGD"} {
				if bytes.Contains(bytes.ToUpper(got), []byte(c)) {
					t.Fatalf("%s kept:\n%s", c, got)
				}
			}
			text := readAll(t, got)
			if !strings.Contains(text, tc.keep) {
				t.Errorf("%q is gone:\n%s\nread as:\n%s", tc.keep, got, text)
			}
			if tc.keep != "X-Labyrinth-Redacted" && !strings.Contains(text, "[code withheld]") {
				t.Errorf("no mark where the code was:\n%s", text)
			}
		})
	}
}

// readAll is the header and every text part of raw, decoded.
func readAll(t *testing.T, raw []byte) string {
	t.Helper()
	r, err := mail.CreateReader(bytes.NewReader(raw))
	if r == nil {
		t.Fatalf("the kept copy is no mail: %v\n%s", err, raw)
	}
	var b strings.Builder
	s, _ := r.Header.Subject()
	b.WriteString(s + "\n")
	for f := r.Header.Fields(); f.Next(); {
		b.WriteString(f.Key() + "\n")
	}
	for {
		p, err := r.NextPart()
		if p == nil {
			_ = err
			break
		}
		buf := new(bytes.Buffer)
		buf.ReadFrom(p.Body)
		b.WriteString(buf.String() + "\n")
	}
	return b.String()
}
