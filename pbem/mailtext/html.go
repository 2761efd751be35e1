package mailtext

import (
	"html"
	"strings"
)

// HTMLToText turns the HTML of a mail into plain text: block elements
// become line breaks, entities are decoded, scripts and styles dropped,
// and quoted replies removed (<blockquote>, Gmail's gmail_quote, Outlook's
// divRplyFwdMsg and everything after it).
func HTMLToText(s string) string {
	var b strings.Builder
	skipDepth := 0 // >0 inside an element whose content is dropped
	skipTag := ""  // the element being skipped
	pre := 0       // inside <pre>
	pendingSpace := false
	for i := 0; i < len(s); {
		if s[i] != '<' {
			j := strings.IndexByte(s[i:], '<')
			if j < 0 {
				j = len(s) - i
			}
			if skipDepth == 0 {
				text := html.UnescapeString(s[i : i+j])
				if pre > 0 {
					b.WriteString(text)
				} else {
					for _, r := range text {
						if isHTMLSpace(r) {
							pendingSpace = true
							continue
						}
						if pendingSpace && b.Len() > 0 && !endsWithNewline(&b) {
							b.WriteByte(' ')
						}
						pendingSpace = false
						b.WriteRune(r)
					}
				}
			}
			i += j
			continue
		}
		// A comment.
		if strings.HasPrefix(s[i:], "<!--") {
			end := strings.Index(s[i+4:], "-->")
			if end < 0 {
				break
			}
			i += 4 + end + 3
			continue
		}
		end := strings.IndexByte(s[i:], '>')
		if end < 0 {
			break
		}
		tag := s[i+1 : i+end]
		i += end + 1
		closing := strings.HasPrefix(tag, "/")
		name := strings.ToLower(strings.TrimLeft(tag, "/"))
		if k := strings.IndexAny(name, " \t\r\n/"); k >= 0 {
			name = name[:k]
		}
		attrs := strings.ToLower(tag)
		if skipDepth > 0 {
			if name == skipTag {
				if closing {
					skipDepth--
				} else if !strings.HasSuffix(tag, "/") {
					skipDepth++
				}
			}
			continue
		}
		if !closing {
			switch {
			case name == "script" || name == "style" || name == "head" || name == "title" || name == "blockquote":
				skipTag, skipDepth = name, 1
				continue
			case strings.Contains(attrs, "gmail_quote") || strings.Contains(attrs, "yahoo_quoted") ||
				strings.Contains(attrs, "moz-cite-prefix") || strings.Contains(attrs, `type="cite"`):
				skipTag, skipDepth = name, 1
				continue
			case strings.Contains(attrs, "divrplyfwdmsg") || strings.Contains(attrs, "appendonsend") ||
				strings.Contains(attrs, "mail-reply-wrapper") || strings.Contains(attrs, "x_divrplyfwdmsg"):
				// Outlook and others: the rest is the original message.
				return cleanText(b.String())
			}
		}
		switch name {
		case "pre":
			if closing {
				pre = max(pre-1, 0)
			} else {
				pre++
			}
			newline(&b)
		case "br":
			b.WriteByte('\n')
			pendingSpace = false
		case "p", "div", "li", "tr", "h1", "h2", "h3", "h4", "h5", "h6", "table", "ul", "ol", "hr", "section", "article", "header", "footer":
			newline(&b)
			pendingSpace = false
		case "td", "th":
			pendingSpace = true
		}
	}
	return cleanText(b.String())
}

func isHTMLSpace(r rune) bool {
	return r == ' ' || r == '\t' || r == '\n' || r == '\r' || r == '\f'
}

func endsWithNewline(b *strings.Builder) bool {
	s := b.String()
	return s != "" && s[len(s)-1] == '\n'
}

func newline(b *strings.Builder) {
	if b.Len() > 0 && !endsWithNewline(b) {
		b.WriteByte('\n')
	}
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
