package campaign

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"mime"
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/emersion/go-message"
	"github.com/emersion/go-message/charset"

	"labyrinth/pbem/mailtext"
)

// MaxKeptRaw bounds the copy of a received mail kept in the database.
const MaxKeptRaw = 256 << 10

// redactDepth bounds the nesting redact follows; a mail nested deeper
// is kept as its header alone.
const redactDepth = 50

// redact returns raw as it may be kept: every secret code it carries
// (right or wrong: a wrong one may be a typo of the right one; read or
// not: a mail too large or too deep for the referee too) replaced by
// "[code withheld]" (mailtext.WithholdCode), in the header and in every
// text part. The mail is rewritten through go-message: text parts are
// decoded, redacted and kept as UTF-8 text (8bit), readable as stored;
// other parts are kept as they were. A mail that cannot be rewritten is
// kept as its header, redacted, with a note. Only the start of a huge
// mail is kept.
func redact(raw []byte, code string) []byte {
	var known []string
	if code != "" {
		known = append(known, code)
	}
	var out []byte
	if b, err := rewrite(raw, known); err == nil {
		out = b
	} else {
		head := raw
		if i := bytes.Index(raw, []byte("\r\n\r\n")); i >= 0 {
			head = raw[:i+2]
		} else if i := bytes.Index(raw, []byte("\n\n")); i >= 0 {
			head = raw[:i+1]
		}
		out = append([]byte(mailtext.WithholdCode(string(head), known...)),
			fmt.Sprintf("X-Labyrinth-Redacted: the body is not kept: %s\r\n\r\n", oneLine(err.Error()))...)
	}
	if len(out) > MaxKeptRaw {
		// Only the start of a huge mail is kept: enough to see what it was.
		out = append(slices.Clone(out[:MaxKeptRaw]), fmt.Sprintf("\r\n[%d more bytes not kept]\r\n", len(out)-MaxKeptRaw)...)
	}
	return out
}

// rewrite writes the mail again with its codes withheld.
func rewrite(raw []byte, known []string) ([]byte, error) {
	return rewriteAt(raw, known, 0)
}

// rewriteAt is rewrite of a mail depth parts deep in another (a
// forwarded message/rfc822 part).
func rewriteAt(raw []byte, known []string, depth int) ([]byte, error) {
	e, err := message.Read(bytes.NewReader(raw))
	if e == nil {
		return nil, err
	}
	var buf bytes.Buffer
	w, err := message.CreateWriter(&buf, redactHeader(e.Header, known))
	if err != nil {
		return nil, err
	}
	if err := rewriteBody(w, e, known, depth); err != nil {
		return nil, err
	}
	if err := w.Close(); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

// rewriteBody writes the body of e to w, which was made with e's
// redacted header: the parts of a multipart one by one, a text body
// redacted, any other body as it was.
func rewriteBody(w *message.Writer, e *message.Entity, known []string, depth int) error {
	if depth > redactDepth {
		return errors.New("MIME parts nested too deeply")
	}
	if mr := e.MultipartReader(); mr != nil {
		for {
			p, err := mr.NextPart()
			if err == io.EOF {
				return nil
			}
			if p == nil {
				return err
			}
			pw, err := w.CreatePart(redactHeader(p.Header, known))
			if err != nil {
				return err
			}
			if err := rewriteBody(pw, p, known, depth+1); err != nil {
				return err
			}
			if err := pw.Close(); err != nil {
				return err
			}
		}
	}
	if t, _, _ := e.Header.ContentType(); t == "message/rfc822" || t == "message/global" {
		// A forwarded mail: its codes are withheld as the outer one's.
		b, err := io.ReadAll(e.Body)
		if err != nil {
			return err
		}
		inner, err := rewriteAt(b, known, depth+1)
		if err != nil {
			return err
		}
		_, err = w.Write(inner)
		return err
	}
	if !isText(e.Header) {
		_, err := io.Copy(w, e.Body)
		return err
	}
	b, err := io.ReadAll(e.Body)
	if err != nil && len(b) == 0 {
		return err
	}
	if !utf8.Valid(b) {
		// No charset, or one go-message does not know: read as mailtext
		// reads it.
		if r, err := charset.Reader(mailtext.GuessCyrillic(b), bytes.NewReader(b)); err == nil {
			if d, err := io.ReadAll(r); err == nil {
				b = d
			}
		}
	}
	text := strings.ReplaceAll(string(b), "\r\n", "\n")
	text = strings.ReplaceAll(mailtext.WithholdCode(text, known...), "\n", "\r\n")
	_, err = io.WriteString(w, text)
	return err
}

// isText reports whether a part is text: text/*, or no Content-Type.
func isText(h message.Header) bool {
	t, _, err := h.ContentType()
	return h.Get("Content-Type") == "" || err == nil && strings.HasPrefix(t, "text/")
}

// redactHeader is h with the codes in its fields withheld, and a text
// part's charset UTF-8, as the rewritten text is (go-message writes no
// other; a non-text part's charset goes for the same reason).
func redactHeader(h message.Header, known []string) message.Header {
	h = h.Copy()
	var changed [][2]string
	for f := h.Fields(); f.Next(); {
		v, err := f.Text()
		if err != nil {
			v = f.Value()
		}
		if w := mailtext.WithholdCode(v, known...); w != v {
			changed = append(changed, [2]string{f.Key(), w})
			f.Del()
		}
	}
	for _, kv := range changed {
		h.AddRaw([]byte(kv[0] + ": " + mime.QEncoding.Encode("utf-8", kv[1]) + "\r\n"))
	}
	t, params, err := h.ContentType()
	switch {
	case h.Get("Content-Type") == "":
		h.SetContentType("text/plain", map[string]string{"charset": "utf-8"})
		h.Set("Content-Transfer-Encoding", "8bit")
	case err != nil:
		h.SetContentType("application/octet-stream", nil)
	case strings.HasPrefix(t, "text/"):
		params["charset"] = "utf-8"
		h.SetContentType(t, params)
		h.Set("Content-Transfer-Encoding", "8bit")
	case params["charset"] != "":
		delete(params, "charset")
		h.SetContentType(t, params)
	}
	return h
}
