package mailtext

import (
	"strings"

	"golang.org/x/net/html"
)

// HTMLToText turns the HTML of a mail into plain text: block elements
// become line breaks, table cells are spaced apart, entities are decoded,
// scripts and styles dropped, and quoted replies removed (<blockquote>,
// Gmail's gmail_quote, Outlook's divRplyFwdMsg and everything after it).
// The HTML tokenizer reads the tags, so a ">" inside a quoted attribute
// value does not end the tag.
func HTMLToText(s string) string {
	var w textWriter
	z := html.NewTokenizer(strings.NewReader(s))
	skipDepth := 0 // >0 inside an element whose content is dropped
	skipTag := ""  // the element being skipped
	for {
		tt := z.Next()
		if tt == html.ErrorToken {
			break // io.EOF: the tokenizer reads from a string
		}
		tok := z.Token()
		name := tok.Data
		if skipDepth > 0 {
			switch {
			case name != skipTag:
			case tt == html.StartTagToken:
				skipDepth++
			case tt == html.EndTagToken:
				skipDepth--
			}
			continue
		}
		switch tt {
		case html.TextToken:
			w.text(tok.Data)
			continue
		case html.StartTagToken, html.SelfClosingTagToken:
			switch dropHTML(tok) {
			case dropElement:
				if tt == html.StartTagToken {
					skipTag, skipDepth = name, 1
				}
				continue
			case dropRest:
				return cleanText(w.b.String())
			}
		case html.EndTagToken:
		default: // comments and doctypes say nothing
			continue
		}
		w.tag(name, tt == html.EndTagToken)
	}
	return cleanText(w.b.String())
}

// htmlDrop says what part of a mail an element starts that is not the
// player's own text.
type htmlDrop int

const (
	dropNone    htmlDrop = iota
	dropElement          // the element and its content: a quote, a script
	dropRest             // everything from here on: the original message
)

// dropHTML tells whether the element tok opens is a quoted reply or
// content nobody reads; the mail programs mark their quotes by class or id.
func dropHTML(tok html.Token) htmlDrop {
	switch tok.Data {
	case "script", "style", "head", "title", "blockquote":
		return dropElement
	}
	var attrs strings.Builder
	for _, a := range tok.Attr {
		attrs.WriteString(strings.ToLower(a.Key + `="` + a.Val + `" `))
	}
	as := attrs.String()
	switch {
	case strings.Contains(as, "gmail_quote") || strings.Contains(as, "yahoo_quoted") ||
		strings.Contains(as, "moz-cite-prefix") || strings.Contains(as, `type="cite"`):
		return dropElement
	case strings.Contains(as, "divrplyfwdmsg") || strings.Contains(as, "appendonsend") ||
		strings.Contains(as, "mail-reply-wrapper"):
		// Outlook and others: the rest is the original message.
		return dropRest
	}
	return dropNone
}

// textWriter collects the text of an HTML mail, collapsing white space
// outside <pre> the way a browser does.
type textWriter struct {
	b            strings.Builder
	pre          int  // inside <pre>
	pendingSpace bool // white space seen since the last character
}

func (w *textWriter) text(s string) {
	if w.pre > 0 {
		w.b.WriteString(s)
		return
	}
	for _, r := range s {
		if isHTMLSpace(r) {
			w.pendingSpace = true
			continue
		}
		if w.pendingSpace && w.b.Len() > 0 && !w.endsWithNewline() {
			w.b.WriteByte(' ')
		}
		w.pendingSpace = false
		w.b.WriteRune(r)
	}
}

// tag writes the break an element makes: a line for a block, a space
// between table cells.
func (w *textWriter) tag(name string, closing bool) {
	switch name {
	case "pre":
		if closing {
			w.pre = max(w.pre-1, 0)
		} else {
			w.pre++
		}
		w.newline()
	case "br":
		w.b.WriteByte('\n')
		w.pendingSpace = false
	case "p", "div", "li", "tr", "h1", "h2", "h3", "h4", "h5", "h6", "table", "ul", "ol", "hr", "section", "article", "header", "footer":
		w.newline()
		w.pendingSpace = false
	case "td", "th":
		w.pendingSpace = true
	}
}

func (w *textWriter) endsWithNewline() bool {
	s := w.b.String()
	return s != "" && s[len(s)-1] == '\n'
}

func (w *textWriter) newline() {
	if w.b.Len() > 0 && !w.endsWithNewline() {
		w.b.WriteByte('\n')
	}
}

func isHTMLSpace(r rune) bool {
	return r == ' ' || r == '\t' || r == '\n' || r == '\r' || r == '\f'
}

// cleanText trims lines and keeps at most one blank line in a row.
func cleanText(s string) string {
	lines := strings.Split(normalizeNewlines(s), "\n")
	out := lines[:0]
	blank := 0
	for _, l := range lines {
		l = strings.TrimSpace(l)
		if l == "" {
			blank++
			if blank > 1 {
				continue
			}
		} else {
			blank = 0
		}
		out = append(out, l)
	}
	return trimBlankLines(strings.Join(out, "\n"))
}
