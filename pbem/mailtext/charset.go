package mailtext

import (
	"golang.org/x/text/encoding/charmap"
)

// Charsets GuessCyrillic chooses between.
const (
	KOI8R       = "koi8-r"
	Windows1251 = "windows-1251"
)

// GuessCyrillic guesses the charset of Russian text that is not UTF-8 and
// came without a (right) charset, as old Russian mail programs send it.
// Russian text is mostly lower case: windows-1251 puts а..я at 0xE0–0xFF,
// KOI8-R puts them at 0xC0–0xDF (and upper case at 0xE0–0xFF).
func GuessCyrillic(b []byte) string {
	var low, high int
	for _, c := range b {
		switch {
		case c >= 0xC0 && c <= 0xDF:
			low++
		case c >= 0xE0:
			high++
		}
	}
	if low > high {
		return KOI8R
	}
	return Windows1251
}

// decodeWith decodes b from a charset GuessCyrillic returns.
func decodeWith(cs string, b []byte) string {
	cm := charmap.Windows1251
	if cs == KOI8R {
		cm = charmap.KOI8R
	}
	out, err := cm.NewDecoder().Bytes(b)
	if err != nil {
		return string(b)
	}
	return string(out)
}
