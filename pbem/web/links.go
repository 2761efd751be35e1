package web

import (
	"crypto/hmac"
	"crypto/rand"
	"crypto/sha256"
	"crypto/subtle"
	"encoding/base64"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"net/url"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"

	"labyrinth/pbem/store"
)

// LinksFile keeps, in a campaign directory, the key the players' links
// are derived from and the links the host revoked. It is readable by its
// owner alone; losing it changes every link (the next report carries the
// new one), and anyone who reads it can make any player's link.
const LinksFile = "weblinks.json"

// Links makes and checks the players' personal links of one campaign
// directory. A link is an HMAC-SHA256, under the directory's key, of the
// campaign, the seat, the seat's address and the salt of its secret code
// and of the seat's revocation count: replacing a player (a new address,
// a new code) changes it, and so does the host's "new link", which counts
// the seat's revocations up. Nothing about a link is stored, so a link
// that opens nothing says nothing about why.
type Links struct {
	path string

	mu      sync.Mutex
	key     []byte
	revoked map[string]int // by "campaign/seat"
}

type linksFile struct {
	Key     string         `json:"key"`
	Revoked map[string]int `json:"revoked,omitempty"`
}

// OpenLinks reads the links file of the campaign directory dir, making a
// key on the first use.
func OpenLinks(dir string) (*Links, error) {
	l := &Links{path: filepath.Join(dir, LinksFile), revoked: map[string]int{}}
	b, err := os.ReadFile(l.path)
	if errors.Is(err, fs.ErrNotExist) {
		l.key = make([]byte, 32)
		rand.Read(l.key)
		return l, l.save()
	}
	if err != nil {
		return nil, err
	}
	var f linksFile
	if err := json.Unmarshal(b, &f); err != nil {
		return nil, fmt.Errorf("%s: %w", l.path, err)
	}
	if l.key, err = hex.DecodeString(f.Key); err != nil || len(l.key) < 16 {
		return nil, fmt.Errorf("%s: the key is not 32 bytes of hex", l.path)
	}
	if f.Revoked != nil {
		l.revoked = f.Revoked
	}
	return l, nil
}

// save writes the file anew, atomically.
func (l *Links) save() error {
	b, err := json.MarshalIndent(linksFile{Key: hex.EncodeToString(l.key), Revoked: l.revoked}, "", "  ")
	if err != nil {
		return err
	}
	tmp := l.path + ".tmp"
	if err := os.WriteFile(tmp, append(b, '\n'), 0o600); err != nil {
		return err
	}
	return os.Rename(tmp, l.path)
}

func seatKey(campaign string, seat int) string { return campaign + "/" + strconv.Itoa(seat) }

// Token is the link token of the player p of campaign.
func (l *Links) Token(campaign string, p *store.Player) string {
	l.mu.Lock()
	gen := l.revoked[seatKey(campaign, p.Seat)]
	l.mu.Unlock()
	m := hmac.New(sha256.New, l.key)
	fmt.Fprintf(m, "labyrinth player link\x00%s\x00%d\x00%s\x00%x\x00%d", campaign, p.Seat, strings.ToLower(p.Email), p.Code.Salt, gen)
	return base64.RawURLEncoding.EncodeToString(m.Sum(nil)[:18])
}

// Check says whether token is the live link of player p of campaign.
func (l *Links) Check(campaign string, p *store.Player, token string) bool {
	return subtle.ConstantTimeCompare([]byte(token), []byte(l.Token(campaign, p))) == 1
}

// Revoke makes the seat's link open nothing; the seat gets a new one.
func (l *Links) Revoke(campaign string, seat int) error {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.revoked[seatKey(campaign, seat)]++
	return l.save()
}

// Path is the address of player p's page, below the site's root.
func (l *Links) Path(campaign string, p *store.Player) string {
	return "/p/" + url.PathEscape(campaign) + "/" + strconv.Itoa(p.Seat+1) + "/" + l.Token(campaign, p)
}

// LinkFunc is campaign.Options.PlayerLink for the pages at base (their
// public address): every report letter ends with the player's link.
func (l *Links) LinkFunc(base string) func(c *store.Campaign, p *store.Player) string {
	base = strings.TrimSuffix(base, "/")
	return func(c *store.Campaign, p *store.Player) string { return base + l.Path(c.Name, p) }
}
