package mailtext

import (
	"regexp"
	"strings"
)

// The campaign tag: the referee puts "[lab:NAME]" into the subject of
// every mail it sends, so that a player's reply carries it back and one
// referee can serve many campaigns. NAME is 1 to 40 letters, digits, '-'
// or '_'; it is matched without regard to case and returned in lower case.
// Spaces inside the brackets are tolerated: "[ lab: spring-2026 ]".
var tagRx = regexp.MustCompile(`(?i)\[\s*lab\s*:\s*([\p{L}\p{N}_-]{1,40})\s*\]`)

// Tag returns the subject tag of a campaign: "[lab:NAME]".
func Tag(name string) string { return "[lab:" + strings.ToLower(name) + "]" }

// CampaignTag finds the campaign tag in a subject, wherever it stands
// ("Re: Fwd: [lab:spring] ход 3").
func CampaignTag(subject string) (string, bool) {
	m := tagRx.FindStringSubmatch(subject)
	if m == nil {
		return "", false
	}
	return strings.ToLower(m[1]), true
}

// AddressTag finds a campaign in a plus-address: "referee+spring@host"
// gives "spring".
func AddressTag(addr string) (string, bool) {
	at := strings.LastIndexByte(addr, '@')
	if at < 0 {
		return "", false
	}
	local := addr[:at]
	plus := strings.IndexByte(local, '+')
	if plus < 0 || plus == len(local)-1 {
		return "", false
	}
	return strings.ToLower(local[plus+1:]), true
}

// The code line: a player proves who they are with a line
//
//	code: XXXX        or   код: XXXX
//
// anywhere in the body (also "Code = XXXX", «КОД XXXX»). The code is 4 to
// 40 letters, digits, '-' or '_'; what follows it on the line stays part
// of the orders. A code typed in groups with spaces ("698A ZSGD 3293") is
// read whole when it is alone on its line.
var codeRx = regexp.MustCompile(`(?im)^[ \t>]*(?:code|код|пароль|password)[ \t]*[:=\-—]?[ \t]*((?:[\p{L}\p{N}]{4}[ \t]+){2}[\p{L}\p{N}]{4}[ \t]*$|[\p{L}\p{N}_-]{4,40})[ \t]*[,;.]?[ \t]*`)

// bareCodeRx is a code alone on a line without "code:", as the
// invitation shows it (three groups of four, 698A-ZSGD-3293, also with
// spaces or run together): the invitation says «В первой строке — код»,
// and people put just the code there.
var bareCodeRx = regexp.MustCompile(`^[ \t]*([\p{L}\p{N}]{4}[- \t]?[\p{L}\p{N}]{4}[- \t]?[\p{L}\p{N}]{4})[ \t]*[,;.]?[ \t]*$`)

// bareCode finds a code alone on the first non-blank line of body: the
// line's index and the code, or -1. Without a digit only the dashed form
// counts: twelve letters run together, or three four-letter words, are
// words («ждём вниз пока»), not a code.
func bareCode(body string) (int, string) {
	for i, l := range strings.Split(body, "\n") {
		if strings.TrimSpace(l) == "" {
			continue
		}
		m := bareCodeRx.FindStringSubmatch(l)
		if m == nil {
			return -1, ""
		}
		code := strings.TrimSpace(m[1])
		if !strings.ContainsAny(code, "-0123456789") {
			return -1, ""
		}
		return i, code
	}
	return -1, ""
}

// Code returns the first code in a body: on a "code:" line, or alone on
// the first line.
func Code(body string) (string, bool) {
	m := codeRx.FindStringSubmatch(body)
	if m == nil {
		if i, code := bareCode(body); i >= 0 {
			return code, true
		}
		return "", false
	}
	return strings.TrimSpace(m[1]), true
}

// blankBareCode empties the line a bare code stands on, when the body has
// no "code:" line.
func blankBareCode(body string) string {
	if codeRx.MatchString(body) {
		return body
	}
	i, _ := bareCode(body)
	if i < 0 {
		return body
	}
	lines := strings.Split(body, "\n")
	lines[i] = ""
	return strings.Join(lines, "\n")
}

// StripCode removes every code from a body, so that the code is never
// read as an order nor quoted back in a confirmation.
func StripCode(body string) string {
	body = blankBareCode(body)
	out := codeRx.ReplaceAllString(body, "")
	lines := strings.Split(out, "\n")
	kept := lines[:0]
	for i, l := range lines {
		// Drop the lines the code alone stood on.
		if strings.TrimSpace(l) == "" && i < len(lines) && codeOnly(body, i) {
			continue
		}
		kept = append(kept, l)
	}
	return trimBlankLines(strings.Join(kept, "\n"))
}

// codeOnly reports whether line i of body held nothing but a code.
func codeOnly(body string, i int) bool {
	lines := strings.Split(body, "\n")
	if i >= len(lines) {
		return false
	}
	l := lines[i]
	loc := codeRx.FindStringIndex(l)
	return loc != nil && strings.TrimSpace(l[loc[1]:]) == ""
}

// replyPrefixRx matches the reply and forward prefixes mail programs put
// before a subject, in the languages players use.
var replyPrefixRx = regexp.MustCompile(`(?i)^\s*((re|fwd?|aw|wg|sv|vs|ответ|отв|пересл)(\[\d+\]|\(\d+\))?\s*:\s*)+`)

// CleanSubject returns a subject without reply prefixes ("Re:", "Fwd:",
// «Ответ:») and without the campaign tag, for logs and for players who
// write their orders in the subject.
func CleanSubject(subject string) string {
	s := tagRx.ReplaceAllString(subject, " ")
	for {
		t := replyPrefixRx.ReplaceAllString(s, "")
		if t == s {
			break
		}
		s = t
	}
	return strings.Join(strings.Fields(s), " ")
}

// BlankCode removes every code from a body like StripCode, but keeps every
// line where it was, so that the line numbers of order errors match the
// lines of the mail the player wrote.
func BlankCode(body string) string {
	return codeRx.ReplaceAllString(blankBareCode(body), "")
}

// CodeWithheld is what a stored copy of a mail shows where a code was.
const CodeWithheld = "[code withheld]"

// looseCodeRx is a code after its word anywhere in a line, as HTML and
// run-on text carry it ("<div>code: X</div>", "…, код ABCD-EFGH-JKLM").
var looseCodeRx = regexp.MustCompile(`(?i)((?:^|[^\p{L}\p{N}])(?:code|код|пароль|password)[ \t]*[:=\-—]?[ \t]*)([\p{L}\p{N}]{4}[- ]?[\p{L}\p{N}]{4}[- ]?[\p{L}\p{N}]{4}|[\p{L}\p{N}_-]*\p{N}[\p{L}\p{N}_-]*)`)

// WithholdCode returns text with every code in it replaced by
// CodeWithheld: the codes Code finds (on a "code:" line, or alone on
// the first line), a code after its word anywhere in a line, and every
// occurrence of the known codes, in any letter case. It is for the copy
// of a mail that is kept, so it rather withholds too much than too
// little.
func WithholdCode(text string, known ...string) string {
	text = codeRx.ReplaceAllStringFunc(text, func(m string) string {
		sub := codeRx.FindStringSubmatchIndex(m)
		return m[:sub[2]] + CodeWithheld + m[sub[3]:]
	})
	if i, code := bareCode(text); i >= 0 {
		lines := strings.Split(text, "\n")
		lines[i] = strings.Replace(lines[i], code, CodeWithheld, 1)
		text = strings.Join(lines, "\n")
	}
	text = looseCodeRx.ReplaceAllString(text, "${1}"+CodeWithheld)
	for _, k := range known {
		text = replaceFold(text, k, CodeWithheld)
	}
	return text
}

// replaceFold replaces every occurrence of old in s, in any letter case.
func replaceFold(s, old, repl string) string {
	if strings.TrimSpace(old) == "" {
		return s
	}
	lower, lold := strings.ToLower(s), strings.ToLower(old)
	if len(lower) != len(s) {
		return strings.ReplaceAll(s, old, repl)
	}
	var b strings.Builder
	for {
		i := strings.Index(lower, lold)
		if i < 0 {
			b.WriteString(s)
			return b.String()
		}
		b.WriteString(s[:i] + repl)
		s, lower = s[i+len(old):], lower[i+len(lold):]
	}
}
