package mailtext

import (
	"encoding/base64"
	"errors"
	"strings"
	"unicode/utf16"
)

// decodeUTF7 decodes UTF-7 (RFC 2152), which some old mail programs send
// as "charset=utf-7" and which no charset table of Go's knows: ASCII
// stands for itself; "+…-" is UTF-16 in base64 without padding; "+-" is
// a plus sign. Invalid shifted text is kept as it was.
func decodeUTF7(s string) (string, error) {
	var b strings.Builder
	var bad error
	for len(s) > 0 {
		i := strings.IndexByte(s, '+')
		if i < 0 {
			b.WriteString(s)
			break
		}
		b.WriteString(s[:i])
		s = s[i+1:]
		j := 0
		for j < len(s) && isBase64(s[j]) {
			j++
		}
		run := s[:j]
		s = s[j:]
		if len(s) > 0 && s[0] == '-' {
			s = s[1:] // the '-' that ends a run is absorbed
		}
		if run == "" {
			b.WriteByte('+') // "+-"
			continue
		}
		// Bits past the last whole UTF-16 unit are padding.
		raw, err := base64.RawStdEncoding.DecodeString(trimBits(run))
		if err != nil || len(raw)%2 != 0 {
			bad = errors.New("invalid UTF-7")
			b.WriteString("+" + run)
			continue
		}
		u := make([]uint16, len(raw)/2)
		for k := range u {
			u[k] = uint16(raw[2*k])<<8 | uint16(raw[2*k+1])
		}
		b.WriteString(string(utf16.Decode(u)))
	}
	return b.String(), bad
}

// trimBits drops the base64 characters past the last whole UTF-16 unit.
func trimBits(run string) string {
	n := len(run) * 6 / 16 // whole UTF-16 units
	return run[:(n*16+5)/6]
}

func isBase64(c byte) bool {
	return c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '+' || c == '/'
}
