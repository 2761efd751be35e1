package order

import (
	"strings"
	"sync"
)

// Transliteration: a player without a Russian keyboard writes «иду
// налево» as "idu nalevo" or "strelyayu vniz". Every Russian word of the
// lexicon is spelt in the usual Latin schemes, and an unknown Latin word
// that matches one of those spellings is read as the Russian word.

// latinOf lists the Latin spellings of each Cyrillic letter, the most
// usual first.
var latinOf = map[rune][]string{
	'а': {"a"}, 'б': {"b"}, 'в': {"v", "w"}, 'г': {"g"}, 'д': {"d"}, 'е': {"e", "ye", "je"},
	'ж': {"zh", "j"}, 'з': {"z"}, 'и': {"i"}, 'й': {"y", "j", "i"}, 'к': {"k"}, 'л': {"l"},
	'м': {"m"}, 'н': {"n"}, 'о': {"o"}, 'п': {"p"}, 'р': {"r"}, 'с': {"s"}, 'т': {"t"},
	'у': {"u"}, 'ф': {"f"}, 'х': {"kh", "h", "x"}, 'ц': {"ts", "c"}, 'ч': {"ch"},
	'ш': {"sh"}, 'щ': {"sch", "shch"}, 'ъ': {"", "'"}, 'ы': {"y", "i"}, 'ь': {"", "'"},
	'э': {"e"}, 'ю': {"yu", "ju", "iu"}, 'я': {"ya", "ja", "ia"},
}

// maxSpellings caps the Latin spellings made of one word.
const maxSpellings = 64

// translit maps a Latin spelling to the Russian word of the lexicon; ""
// where two Russian words are spelt alike. Built on first use.
var translit = sync.OnceValue(func() map[string]string {
	translit := map[string]string{}
	for form := range lexicon {
		if !isCyrillicWord(form) {
			continue
		}
		for _, l := range spellings(form) {
			if _, english := lexicon[l]; english {
				continue // an English word keeps its own meaning
			}
			if prev, dup := translit[l]; dup && prev != form {
				translit[l] = "" // two Russian words spelt alike: neither
				continue
			}
			translit[l] = form
		}
	}
	return translit
})

func isCyrillicWord(s string) bool {
	for _, r := range s {
		if _, ok := latinOf[r]; !ok {
			return false
		}
	}
	return s != ""
}

// spellings returns the Latin spellings of a Cyrillic word.
func spellings(w string) []string {
	out := []string{""}
	for _, r := range w {
		alts := latinOf[r]
		next := make([]string, 0, len(out)*len(alts))
		for _, prefix := range out {
			for _, a := range alts {
				if len(next) < maxSpellings {
					next = append(next, prefix+a)
				}
			}
		}
		out = next
	}
	return out
}

// fromLatin returns the Russian word a Latin spelling stands for.
func fromLatin(w string) (string, bool) {
	w = strings.ReplaceAll(w, "'", "")
	f, ok := translit()[w]
	return f, ok && f != ""
}
