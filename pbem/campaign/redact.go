package campaign

import (
	"bytes"
	"fmt"
	"slices"
	"strings"
)

// MaxKeptRaw bounds the copy of a received mail kept in the database.
const MaxKeptRaw = 256 << 10

// redact returns raw as it may be kept: with the secret code it carries
// (right or wrong: a wrong one may be a typo of the right one) replaced
// by a mark. When the code is not in raw as typed (a base64 or
// quoted-printable body), the body is replaced by the text read from it,
// code line removed.
func (r *Referee) redact(raw []byte, in *Incoming) []byte {
	if len(raw) > MaxKeptRaw {
		// Only the start of a huge mail is kept: enough to see what it was.
		raw = append(slices.Clone(raw[:MaxKeptRaw]), fmt.Sprintf("\r\n[%d more bytes not kept]\r\n", len(raw)-MaxKeptRaw)...)
	}
	if in.Code == "" {
		return raw
	}
	const mark = "[code withheld]"
	out := replaceFold(raw, in.Code, mark)
	if again, err := r.opts.ParseMail(out); err != nil || again == nil || again.Code == "" || again.Code == mark {
		return out
	}
	head := raw
	if i := bytes.Index(raw, []byte("\r\n\r\n")); i >= 0 {
		head = raw[:i+2]
	} else if i := bytes.Index(raw, []byte("\n\n")); i >= 0 {
		head = raw[:i+1]
	}
	var b bytes.Buffer
	skip := false
	for _, line := range strings.SplitAfter(string(head), "\n") {
		lower := strings.ToLower(line)
		if line != "" && (line[0] == ' ' || line[0] == '\t') {
			if !skip {
				b.WriteString(line)
			}
			continue
		}
		// The body below is plain text now.
		skip = strings.HasPrefix(lower, "content-transfer-encoding:") || strings.HasPrefix(lower, "content-type:")
		if !skip {
			b.WriteString(line)
		}
	}
	b.WriteString("Content-Type: text/plain; charset=utf-8\r\nX-Labyrinth-Redacted: the body carried a secret code; kept as the text read from it\r\n\r\n")
	b.WriteString(strings.ReplaceAll(in.Text, "\n", "\r\n"))
	return b.Bytes()
}

// replaceFold replaces every occurrence of old in s, ignoring ASCII case.
func replaceFold(s []byte, old, repl string) []byte {
	if old == "" {
		return s
	}
	lower, lold := bytes.ToLower(s), bytes.ToLower([]byte(old))
	if len(lower) != len(s) {
		return bytes.ReplaceAll(s, []byte(old), []byte(repl))
	}
	var out []byte
	for {
		i := bytes.Index(lower, lold)
		if i < 0 {
			return append(out, s...)
		}
		out = append(append(out, s[:i]...), repl...)
		s, lower = s[i+len(lold):], lower[i+len(lold):]
	}
}
