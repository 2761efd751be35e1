package mailtext

import "strings"

// unflow undoes format=flowed (RFC 3676): a line ending in a space goes on
// in the next one, so that an order wrapped by the mail program («иду
// налево, если стена — » / «вверх») is one line again. Quote depth is kept;
// the signature separator "-- " is not a soft break.
func unflow(text string, delSp bool) string {
	lines := strings.Split(normalizeNewlines(text), "\n")
	var out []string
	var cur strings.Builder
	open := false // cur holds a flowed line waiting for its continuation
	curDepth := 0
	for _, l := range lines {
		depth := 0
		for depth < len(l) && l[depth] == '>' {
			depth++
		}
		body := strings.TrimPrefix(l[depth:], " ") // space stuffing
		if open && depth != curDepth {
			out = append(out, cur.String())
			cur.Reset()
			open = false
		}
		if !open {
			cur.WriteString(strings.Repeat(">", depth))
			if depth > 0 {
				cur.WriteByte(' ')
			}
			curDepth = depth
		}
		soft := strings.HasSuffix(body, " ") && body != "-- "
		if soft && delSp {
			body = body[:len(body)-1]
		}
		cur.WriteString(body)
		if soft {
			open = true
			continue
		}
		out = append(out, cur.String())
		cur.Reset()
		open = false
	}
	if open {
		out = append(out, cur.String())
	}
	return strings.Join(out, "\n")
}
