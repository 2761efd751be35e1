package campaign

import (
	"bytes"
	"testing"
)

// FuzzRedact: any bytes as a mail are kept without a panic, within
// MaxKeptRaw and its note, and a code on a "code:" line of a plain body
// is never kept.
func FuzzRedact(f *testing.F) {
	f.Add([]byte("From: a@example.org\r\nSubject: [lab:x]\r\n\r\n"), "")
	f.Add([]byte("Content-Type: multipart/mixed; boundary=b\r\n\r\n--b\r\nContent-Type: text/html; charset=koi8-r\r\nContent-Transfer-Encoding: base64\r\n\r\nPGI+aGk8L2I+\r\n--b--\r\n"), "698A")
	f.Add([]byte("Content-Type: text/plain; charset=utf-7\r\n\r\n+BDoEPgQ0: x\r\n"), "")
	f.Fuzz(func(t *testing.T, raw []byte, known string) {
		out := redact(raw, known)
		if len(out) > MaxKeptRaw+64 {
			t.Fatalf("%d bytes kept", len(out))
		}
		const code = "Q7RZ-W4KX-P9MN"
		plain := append([]byte("From: a@example.org\r\n\r\ncode: "+code+"\r\n"), raw...)
		if bytes.Contains(redact(plain, ""), []byte(code)) {
			t.Fatalf("the code is kept:\n%s", redact(plain, ""))
		}
	})
}
