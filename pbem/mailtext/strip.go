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
	// The signature.
	for i, l := range lines {
		t := strings.TrimRight(l, " \t")
		if l == "-- " || t == "--" && restIsShort(lines[i+1:]) {
			notes = append(notes, fmt.Sprintf("signature removed (%d lines)", len(lines)-i))
			lines = lines[:i]
			break
		}
		if isMobileSignature(t) && restIsShort(lines[i+1:]) {
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

// restIsShort reports whether what follows a signature marker looks like
// a signature: a few lines, none of them quoted text we would lose.
func restIsShort(rest []string) bool {
	n := 0
	for _, l := range rest {
		if strings.TrimSpace(l) != "" && !isQuoted(l) {
			n++
		}
	}
	return n <= 10
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
	if originalRx.MatchString(l) {
		return true
	}
	if underscores.MatchString(l) {
		for j := i + 1; j < len(lines) && j <= i+2; j++ {
			if headerFromRx.MatchString(lines[j]) {
				return true
			}
		}
	}
	if headerFromRx.MatchString(l) && i+1 < len(lines) && headerSentRx.MatchString(lines[i+1]) {
		return true
	}
	return false
}

var (
	// "On Mon, 23 Nov 2026 at 10:00, Referee <r@host> wrote:" and the
	// Russian «… писал(а):», «… пишет:», «… написал:».
	wroteRx = regexp.MustCompile(`(?i)(wrote|writes|писал\(а\)|писала?|пишет|написала?|написал\(а\))\s*:\s*$`)
	// mail.ru and Yandex: «23.11.2026, 10:00, "Судья" <referee@host>:» or
	// «Понедельник, 23 ноября 2026, 10:00 +03:00 от Судья <referee@host>:».
	addrColonRx = regexp.MustCompile(`<[^<>@\s]+@[^<>\s]+>\s*:\s*$`)
	onRx        = regexp.MustCompile(`(?i)^\s*(on|am|le|el|\d|пн|вт|ср|чт|пт|сб|вс|понедельник|вторник|среда|четверг|пятница|суббота|воскресенье)`)
)

// replyHeader returns how many lines (1 or 2, as mail programs wrap it) a
// reply header at line i takes, or 0. A header counts only when quoted
// lines follow it (after blank lines) or nothing does.
func replyHeader(lines []string, i int) int {
	for n := 1; n <= 2 && i+n <= len(lines); n++ {
		joined := strings.Join(lines[i:i+n], " ")
		if len(joined) > 300 {
			return 0
		}
		if !(wroteRx.MatchString(joined) || addrColonRx.MatchString(joined) && onRx.MatchString(joined)) {
			continue
		}
		if n == 2 && strings.TrimSpace(lines[i]) == "" {
			return 0
		}
		j := i + n
		for j < len(lines) && strings.TrimSpace(lines[j]) == "" {
			j++
		}
		if j == len(lines) || isQuoted(lines[j]) {
			return n
		}
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
