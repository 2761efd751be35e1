package mailtext

import (
	"fmt"
	"regexp"
	"strings"
)

// Strip removes from a mail's text what the sender did not write now:
// quoted lines ("> …"), the reply header above them ("On … wrote:",
// «… писал(а):», «23.11.2026, 10:00, "Судья" <referee@host>:»), an
// Outlook or forwarded original-message block with everything after it,
// and the signature (after "-- " or a mobile "Sent from my …" line). The
// notes say what was removed.
func Strip(text string) (body string, notes []string) {
	lines := strings.Split(normalizeNewlines(text), "\n")

	// Everything from an original-message block on is the old mail.
	for i := range lines {
		if isOriginalBlock(lines, i) {
			notes = append(notes, fmt.Sprintf("original message removed (%d lines)", len(lines)-i))
			lines = lines[:i]
			break
		}
	}
	// The signature: a marker with at most a few lines of text after it.
	after := make([]int, len(lines)+1) // unquoted non-blank lines after i
	for i := len(lines) - 1; i >= 0; i-- {
		after[i] = after[i+1]
		if strings.TrimSpace(lines[i]) != "" && !isQuoted(lines[i]) {
			after[i]++
		}
	}
	restIsShort := func(i int) bool { return after[i] <= 10 }
	for i, l := range lines {
		t := strings.TrimRight(l, " \t")
		if l == "-- " || t == "--" && restIsShort(i+1) {
			notes = append(notes, fmt.Sprintf("signature removed (%d lines)", len(lines)-i))
			lines = lines[:i]
			break
		}
		if isMobileSignature(t) && restIsShort(i+1) {
			notes = append(notes, "signature removed (\""+strings.TrimSpace(t)+"\")")
			lines = lines[:i]
			break
		}
	}
	// Quoted lines and the reply headers that introduce them.
	quoted := 0
	out := make([]string, 0, len(lines))
	for i := 0; i < len(lines); i++ {
		l := lines[i]
		if isQuoted(l) {
			quoted++
			continue
		}
		if n := replyHeader(lines, i); n > 0 {
			quoted += n
			i += n - 1
			continue
		}
		out = append(out, l)
	}
	if quoted > 0 {
		notes = append(notes, fmt.Sprintf("quoted reply removed (%d lines)", quoted))
	}
	return trimBlankLines(strings.Join(out, "\n")), notes
}

func isQuoted(l string) bool {
	return strings.HasPrefix(strings.TrimLeft(l, " \t"), ">")
}

var mobileSignatures = []string{
	"sent from my ", "sent from mail for windows", "get outlook for ", "sent via ", "sent with ",
	"отправлено с ", "отправлено из ", "отправлено через ", "послано с ", "с уважением",
}

func isMobileSignature(l string) bool {
	l = strings.ToLower(strings.TrimSpace(l))
	for _, p := range mobileSignatures {
		if strings.HasPrefix(l, p) {
			return true
		}
	}
	return false
}

var (
	originalRx = regexp.MustCompile(`(?i)^\s*-{2,}\s*(original message|исходное сообщение|пересылаемое сообщение|forwarded message|переадресованное сообщение|начало переадресованного сообщения)\s*-{2,}\s*$`)
	// Outlook's block: a line of underscores, or straight away the header
	// lines "From: …" and "Sent: …" (or their Russian forms).
	headerFromRx = regexp.MustCompile(`(?i)^\s*\*?(from|от|отправитель)\s*:\*?\s+\S`)
	headerSentRx = regexp.MustCompile(`(?i)^\s*\*?(sent|date|отправлено|дата|to|кому|subject|тема)\s*:\*?\s`)
	underscores  = regexp.MustCompile(`^\s*_{10,}\s*$`)
)

func isOriginalBlock(lines []string, i int) bool {
	l := lines[i]
	if !strings.Contains(l, "--") && !strings.Contains(l, "__") && !strings.Contains(l, ":") {
		return false
	}
	if strings.Contains(l, "--") && originalRx.MatchString(l) {
		return true
	}
	if underscores.MatchString(l) {
		for j := i + 1; j < len(lines) && j <= i+2; j++ {
			if headerFromRx.MatchString(lines[j]) {
				return true
			}
		}
	}
	if i+1 < len(lines) && strings.Contains(lines[i+1], ":") && headerFromRx.MatchString(l) && headerSentRx.MatchString(lines[i+1]) {
		return true
	}
	return false
}

// wroteWords end a reply header: "On … Referee <r@host> wrote:",
// «… писал(а):», «… пишет:», «… написал:».
var wroteWords = []string{"wrote", "writes", "писал(а)", "писал", "писала", "пишет", "написал", "написала", "написал(а)"}

// onRx starts an attribution: "On", a weekday, a date (Thunderbird,
// Apple Mail, Gmail, mail.ru, Yandex), mutt's "* Name".
var onRx = regexp.MustCompile(`(?i)^\s*(on\b|am\b|le\b|el\b|\*\s|\d|(mon|tue|wed|thu|fri|sat|sun)[a-z]*\b|(пн|вт|ср|чт|пт|сб|вс)[\s,.]|понедельник|вторник|среда|четверг|пятница|суббота|воскресенье)`)

// whenRx is a time or a year, which every attribution carries and orders
// do not.
var whenRx = regexp.MustCompile(`\b\d{1,2}:\d\d\b|\b(19|20)\d\d\b`)

// muttRx is mutt's attribution: "* Referee <r@host> [2026-11-29 04:00]:".
var muttRx = regexp.MustCompile(`^\s*\*\s.*\[\d{4}-\d\d-\d\d[^\]]*\]$`)

// isReplyHeader reports whether s, ending in a colon, introduces a quote:
// something and then "wrote:" or the like; or — mail.ru, Yandex, Gmail
// in Russian — a date and then an address: «23.11.2026, 10:00, "Судья"
// <referee@host>:»; or mutt's line.
func isReplyHeader(s string) bool {
	t := strings.TrimSpace(strings.TrimSuffix(strings.TrimRight(s, " \t"), ":"))
	low := strings.ToLower(t)
	for _, w := range wroteWords {
		if strings.HasSuffix(low, w) && strings.TrimSpace(low[:len(low)-len(w)]) != "" {
			return true
		}
	}
	if muttRx.MatchString(t) {
		return true
	}
	if strings.HasSuffix(t, ">") {
		if lt := strings.LastIndexByte(t, '<'); lt >= 0 && strings.Contains(t[lt:], "@") && !strings.ContainsAny(t[lt+1:len(t)-1], " <>") {
			return onRx.MatchString(t) && whenRx.MatchString(t)
		}
	}
	return false
}

// attributionStart reports whether a line can begin an attribution that
// a mail program wrapped over two lines: it starts as one ("On …", a
// weekday, a date) and carries a time or a year. An order never does,
// so an order directly above an attribution stays an order.
func attributionStart(l string) bool {
	return onRx.MatchString(l) && whenRx.MatchString(l)
}

// replyHeader returns how many lines (1 or 2, as mail programs wrap it) a
// reply header at line i takes, or 0. A header counts only when quoted
// lines follow it (after blank lines) or nothing does.
func replyHeader(lines []string, i int) int {
	endsInColon := func(l string) bool { return strings.HasSuffix(strings.TrimRight(l, " \t"), ":") }
	n := 0
	switch {
	case endsInColon(lines[i]) && len(lines[i]) <= 300 && isReplyHeader(lines[i]):
		n = 1
	case i+1 < len(lines) && endsInColon(lines[i+1]) && attributionStart(lines[i]) && len(lines[i])+len(lines[i+1]) <= 300:
		joined := strings.TrimRight(lines[i], " \t") + " " + strings.TrimLeft(lines[i+1], " \t")
		if isReplyHeader(strings.ReplaceAll(joined, "< ", "<")) {
			n = 2
		}
	}
	if n == 0 {
		return 0
	}
	j := i + n
	for j < len(lines) && strings.TrimSpace(lines[j]) == "" {
		j++
	}
	if j == len(lines) || isQuoted(lines[j]) {
		return n
	}
	return 0
}

func trimBlankLines(s string) string {
	lines := strings.Split(s, "\n")
	for i := range lines {
		lines[i] = strings.TrimRight(lines[i], " \t")
	}
	start, end := 0, len(lines)
	for start < end && lines[start] == "" {
		start++
	}
	for end > start && lines[end-1] == "" {
		end--
	}
	return strings.Join(lines[start:end], "\n")
}

// closingRx is a closing as people end a mail: a thanks or a greeting,
// maybe with a name on the same line («Спасибо! Аня», "Thanks, Boris",
// «С уважением, Иван Петров»).
var closingRx = regexp.MustCompile(`(?i)^\s*(thanks|thank you|many thanks|thx|cheers|regards|best regards|kind regards|warm regards|best wishes|best|all the best|sincerely|yours sincerely|yours truly|спасибо|спасибо заранее|заранее спасибо|большое спасибо|благодарю|с уважением|всего доброго|всего хорошего|удачи|до встречи|с наилучшими пожеланиями|жму руку)([\s,.!…)]+[\p{L}.'’-]+){0,3}[\s,.!…)]*$`)

// nameLineRx is a line that can be a name under a closing: up to three
// words of letters, no digits.
var nameLineRx = regexp.MustCompile(`^\s*[\p{L}.'’-]+([\s,]+[\p{L}.'’-]+){0,2}[\s,.!]*$`)

// DropClosing removes the closing at the end of a body: a closing line
// («Спасибо!», "Thanks,", «С уважением, …») among the last three lines
// with at most two name lines after it, or a last line that is one of
// names (the sender's name, or a first name of it) alone. Closings are
// not orders; a closing somewhere above the last lines is left alone.
func DropClosing(body string, names ...string) string {
	lines := strings.Split(body, "\n")
	end := len(lines)
	for end > 0 && strings.TrimSpace(lines[end-1]) == "" {
		end--
	}
	var nonBlank []int
	for i := end - 1; i >= 0 && len(nonBlank) < 3; i-- {
		if strings.TrimSpace(lines[i]) != "" {
			nonBlank = append(nonBlank, i)
		}
	}
	for k, i := range nonBlank {
		if !closingRx.MatchString(lines[i]) {
			continue
		}
		names := true
		for _, j := range nonBlank[:k] {
			names = names && nameLineRx.MatchString(lines[j])
		}
		if names {
			return trimBlankLines(strings.Join(lines[:i], "\n"))
		}
	}
	if len(nonBlank) > 1 && isName(lines[nonBlank[0]], names) {
		return trimBlankLines(strings.Join(lines[:nonBlank[0]], "\n"))
	}
	return body
}

// isName reports whether line is one of names, or the first word of one,
// alone (case and punctuation aside).
func isName(line string, names []string) bool {
	clean := func(s string) string {
		return strings.ToLower(strings.Trim(strings.TrimSpace(s), ".,!—-–"))
	}
	l := clean(line)
	if l == "" {
		return false
	}
	for _, n := range names {
		n = clean(n)
		if n == "" {
			continue
		}
		if l == n || l == strings.Fields(n)[0] {
			return true
		}
	}
	return false
}
