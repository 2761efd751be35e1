package store

import (
	"crypto/pbkdf2"
	"crypto/rand"
	"crypto/sha256"
	"crypto/subtle"
	"strings"
)

// pbkdf2Iterations follows the OWASP 2023 advice for PBKDF2-HMAC-SHA256.
// Codes are checked once per mail, so the cost is invisible to players and
// large for anyone who steals the database.
const pbkdf2Iterations = 600_000

// Secret is a stored secret code: a random salt and the PBKDF2-HMAC-SHA256
// of the code. The code itself is never stored.
type Secret struct {
	Salt []byte
	Hash []byte
}

// NormalizeCode folds a code the way players type it: case, spaces and
// dashes do not matter.
func NormalizeCode(code string) string {
	var b strings.Builder
	for _, r := range strings.ToUpper(code) {
		if r == ' ' || r == '-' || r == '\t' {
			continue
		}
		b.WriteRune(r)
	}
	return b.String()
}

// HashCode returns the Secret that stores code, with a fresh salt.
func HashCode(code string) Secret {
	salt := make([]byte, 16)
	rand.Read(salt)
	iter := pbkdf2Iterations
	if fastSecrets {
		salt = append(append([]byte{}, fastMark...), salt...)
		iter = fastIterations
	}
	h, err := pbkdf2.Key(sha256.New, NormalizeCode(code), salt, iter, 32)
	if err != nil {
		panic(err) // only for key lengths beyond the FIPS limits
	}
	return Secret{Salt: salt, Hash: h}
}

// Match reports, in constant time, whether code is the stored secret.
func (s Secret) Match(code string) bool {
	if len(s.Salt) == 0 || len(s.Hash) == 0 || code == "" {
		return false
	}
	h, err := pbkdf2.Key(sha256.New, NormalizeCode(code), s.Salt, iterationsFor(s), len(s.Hash))
	if err != nil {
		return false
	}
	return subtle.ConstantTimeCompare(h, s.Hash) == 1
}

// fastSecrets makes tests and benchmarks use a cheap PBKDF2 cost; such
// secrets carry fastMark at the start of their salt so they keep verifying.
var fastSecrets bool

// UseFastSecretsForTesting switches HashCode to a cheap cost (1000
// iterations) for tests and benchmarks. Secrets hashed with it are marked
// and keep verifying; they are not fit for real campaigns.
func UseFastSecretsForTesting() { fastSecrets = true }

const fastIterations = 1000

// fastMark starts the salt of a secret hashed with the test cost.
var fastMark = []byte("fast:")

func iterationsFor(s Secret) int {
	if len(s.Salt) > len(fastMark) && string(s.Salt[:len(fastMark)]) == string(fastMark) {
		return fastIterations
	}
	return pbkdf2Iterations
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
