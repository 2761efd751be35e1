package store

import (
	"crypto/hmac"
	"crypto/pbkdf2"
	"crypto/rand"
	"crypto/sha256"
	"crypto/subtle"
	"regexp"
	"strings"
	"sync"
)

// pbkdf2Iterations is the PBKDF2-HMAC-SHA256 cost. Codes are not chosen by
// people: NewCode draws about 59 bits, so guessing one from a stolen hash
// takes some 2^58 tries, each costing this many HMACs; the much higher
// counts advised for human passwords would only slow every order mail.
const pbkdf2Iterations = 10_000

// Secret is a stored secret code: a random salt and the PBKDF2-HMAC-SHA256
// of the code. The code itself is never stored.
type Secret struct {
	Salt []byte
	Hash []byte
}

// NormalizeCode folds a code the way players type it: case, spaces and
// dashes do not matter, and a Cyrillic letter that looks like a Latin one
// (a keyboard left in the Russian layout: «698А-ZSGD-3293») counts as it.
func NormalizeCode(code string) string {
	var b strings.Builder
	for _, r := range strings.ToUpper(code) {
		switch r {
		case ' ', '\t', '-', '‐', '‑', '–', '—', '_', '.':
			continue
		}
		if l, ok := lookalike[r]; ok {
			r = l
		}
		b.WriteRune(r)
	}
	return b.String()
}

// lookalike maps capital Cyrillic letters to the Latin capitals and digits
// they look like.
var lookalike = map[rune]rune{
	'А': 'A', 'В': 'B', 'С': 'C', 'Е': 'E', 'Н': 'H', 'К': 'K', 'М': 'M',
	'О': 'O', 'Р': 'P', 'Т': 'T', 'Х': 'X', 'У': 'Y', 'З': '3',
}

// HashCode returns the Secret that stores code, with a fresh salt.
func HashCode(code string) Secret {
	salt := make([]byte, 16)
	rand.Read(salt)
	h, err := pbkdf2.Key(sha256.New, NormalizeCode(code), salt, pbkdf2Iterations, 32)
	if err != nil {
		panic(err) // only for key lengths beyond the FIPS limits
	}
	return Secret{Salt: salt, Hash: h}
}

// Match reports, in constant time, whether code is the stored secret.
//
// A code that matched once is known again at the cost of one HMAC instead
// of the PBKDF2 (see matched): a player's every order mail carries the
// same code. A code that does not match always costs the full PBKDF2.
func (s Secret) Match(code string) bool {
	if len(s.Salt) == 0 || len(s.Hash) == 0 || code == "" {
		return false
	}
	norm := NormalizeCode(code)
	if matched.has(s, norm) {
		return true
	}
	h, err := pbkdf2.Key(sha256.New, norm, s.Salt, pbkdf2Iterations, len(s.Hash))
	if err != nil {
		return false
	}
	if subtle.ConstantTimeCompare(h, s.Hash) != 1 {
		return false
	}
	matched.add(s, norm)
	return true
}

// matched remembers, for this process only, the codes that matched their
// secrets. It never holds a code: for each secret (by its salt and hash)
// it keeps an HMAC-SHA256 of the normalized code under a key drawn at
// random when the process starts, and compares in constant time. So a
// memory dump tells no more than the database's PBKDF2 hashes do, short
// of the key, and nothing outlives the process. It holds at most
// matchCacheSize secrets and forgets an arbitrary one when full.
var matched = matchCache{m: map[string][]byte{}}

// matchCacheSize bounds the secrets remembered: far more than the seats
// of the campaigns one referee runs.
const matchCacheSize = 1 << 14

type matchCache struct {
	once sync.Once
	key  []byte

	mu sync.Mutex
	m  map[string][]byte // salt and hash → HMAC of the code
}

func (c *matchCache) tag(s Secret, norm string) (id string, tag []byte) {
	c.once.Do(func() {
		c.key = make([]byte, 32)
		rand.Read(c.key)
	})
	mac := hmac.New(sha256.New, c.key)
	mac.Write(s.Salt)
	mac.Write([]byte{0})
	mac.Write([]byte(norm))
	return string(s.Salt) + "\x00" + string(s.Hash), mac.Sum(nil)
}

func (c *matchCache) has(s Secret, norm string) bool {
	id, tag := c.tag(s, norm)
	c.mu.Lock()
	want, ok := c.m[id]
	c.mu.Unlock()
	return ok && hmac.Equal(tag, want)
}

func (c *matchCache) add(s Secret, norm string) {
	id, tag := c.tag(s, norm)
	c.mu.Lock()
	defer c.mu.Unlock()
	if _, ok := c.m[id]; !ok && len(c.m) >= matchCacheSize {
		for k := range c.m {
			delete(c.m, k)
			break
		}
	}
	c.m[id] = tag
}

// NewCode returns a fresh random secret code: 12 characters from an
// alphabet without look-alikes (no 0/O, 1/I/L), in groups of four, about
// 60 bits of entropy.
func NewCode() string {
	const alphabet = "ABCDEFGHJKMNPQRSTUVWXYZ23456789"
	var out strings.Builder
	buf := make([]byte, 1)
	for n := 0; n < 12; {
		rand.Read(buf)
		if int(buf[0]) >= 256/len(alphabet)*len(alphabet) {
			continue // rejection keeps every character equally likely
		}
		if n > 0 && n%4 == 0 {
			out.WriteByte('-')
		}
		out.WriteByte(alphabet[int(buf[0])%len(alphabet)])
		n++
	}
	return out.String()
}

// CodeWithheld is what a code-shaped text is replaced by in the mail the
// database keeps (WithholdCodes).
const CodeWithheld = "[code withheld]"

// codeChar is a character of NewCode's alphabet as a player may type it:
// either case, or the Cyrillic letter that looks like it (lookalike).
const codeChar = `[A-HJKMNP-Za-hjkmnp-z2-9АВСЕНКМОРТХУЗавсенкмортхуз]`

// codeShape is text shaped like a code NewCode makes: three groups of
// four, apart or not.
var codeShape = regexp.MustCompile(`(^|[^\p{L}\p{N}])(` + codeChar + `{4}[- ]?` + codeChar + `{4}[- ]?` + codeChar + `{4})($|[^\p{L}\p{N}])`)

// WithholdCodes returns b with every text shaped like a secret code
// (NewCode's form: 12 characters of its alphabet, in groups of four
// apart or run together, with a digit among them or all in capitals)
// replaced by CodeWithheld. The referee redacts the code it found
// in a mail before keeping it; this is the last guard at the database's
// door, for a code it did not find (on a line it does not read, in a
// quoted letter, mistyped) — it costs no hashing, so it also withholds
// what only looks like a code.
func WithholdCodes(b []byte) []byte {
	if len(b) < 12 {
		return b
	}
	return codeShape.ReplaceAllFunc(b, func(m []byte) []byte {
		sub := codeShape.FindSubmatchIndex(m)
		code := string(m[sub[4]:sub[5]])
		if !strings.ContainsAny(code, "23456789") && strings.ToUpper(code) != code {
			return m // words ("that went back"), not a code
		}
		out := append([]byte{}, m[:sub[4]]...)
		out = append(out, CodeWithheld...)
		return append(out, m[sub[5]:]...)
	})
}
