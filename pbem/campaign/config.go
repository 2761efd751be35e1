package campaign

import (
	"bytes"
	"encoding/json"
	"fmt"
	"labyrinth/engine"
	"net/mail"
	"regexp"
	"strings"
	"time"
)

// Config is a campaign file: JSON, as documented in the package comment.
// Zero fields take the documented defaults.
type Config struct {
	// Name identifies the campaign on the command line.
	Name string `json:"name"`
	// Tag routes mail: a subject containing "[tag]" belongs to this
	// campaign (default: Name).
	Tag string `json:"tag,omitempty"`
	// Referee is the address players write to; reports come from it.
	Referee string `json:"referee"`
	// Host is the host's address: host commands come from it and the
	// host's reports go to it.
	Host string `json:"host"`
	// HostLang is the language of the host's mail (default "ru", the
	// game's language).
	HostLang string `json:"host_lang,omitempty"`
	// Maze is the maze file, relative to the campaign file.
	Maze string `json:"maze,omitempty"`
	// Duel makes the campaign a duel by mail (rule D1): two players, each
	// mails the maze the other will explore as a .maze attachment, and
	// the game starts when both are accepted. Maze is then not needed.
	Duel bool `json:"duel,omitempty"`
	// Seed is the game's random seed (default: derived from the name).
	Seed int64 `json:"seed,omitempty"`

	// Round is the time players have for each round (default 24h).
	Round Duration `json:"round,omitempty"`
	// Deadlines, if given, are fixed deadlines for the first rounds, in
	// RFC 3339; rounds after the last one use Round.
	Deadlines []time.Time `json:"deadlines,omitempty"`
	// Grace is how long a round stays open after the last player's
	// orders arrive, so orders can still be changed (default 0: resolve
	// at once).
	Grace Duration `json:"grace,omitempty"`
	// Reminder is how long before the deadline players without orders
	// are reminded (default 0: no reminders).
	Reminder Duration `json:"reminder,omitempty"`
	// AbsentAfter is how many missed rounds in a row mark a player absent
	// and tell the host (default 3).
	AbsentAfter int `json:"absent_after,omitempty"`

	Players []PlayerConfig `json:"players"`
}

// PlayerConfig is one seat of the roster.
type PlayerConfig struct {
	Name  string `json:"name"`
	Email string `json:"email"`
	Lang  string `json:"lang,omitempty"` // "ru" or "en" (default "ru")
	// Gender is the player's grammatical gender, "m" (default) or "f":
	// the host's Russian agrees with it («Прошла», «Анна провалилась!»).
	Gender engine.Gender `json:"gender,omitempty"`
}

// Duration is a time.Duration written as "24h", "90m".
type Duration time.Duration

// MarshalJSON writes the duration as a string, without zero minutes and
// seconds: "24h", "1h30m".
func (d Duration) MarshalJSON() ([]byte, error) { return json.Marshal(d.String()) }

// String writes the duration as the campaign file does: "24h", "1h30m".
func (d Duration) String() string {
	s := time.Duration(d).String()
	if strings.HasSuffix(s, "m0s") {
		s = strings.TrimSuffix(s, "0s")
	}
	if strings.HasSuffix(s, "h0m") {
		s = strings.TrimSuffix(s, "0m")
	}
	return s
}

// UnmarshalJSON reads "24h" or a number of seconds.
func (d *Duration) UnmarshalJSON(b []byte) error {
	var s string
	if err := json.Unmarshal(b, &s); err != nil {
		var secs float64
		if err2 := json.Unmarshal(b, &secs); err2 != nil {
			return fmt.Errorf("a duration is a string such as \"24h\" or \"90m\"")
		}
		*d = Duration(secs * float64(time.Second))
		return nil
	}
	v, err := parseDuration(s)
	if err != nil {
		return err
	}
	*d = Duration(v)
	return nil
}

// ParseDuration reads a duration as the campaign file writes it: Go's
// durations plus days, "24h", "90m", "2d", "1d12h".
func ParseDuration(s string) (time.Duration, error) { return parseDuration(s) }

// ParseDeadline reads a fixed deadline: RFC 3339 ("2026-12-01T18:00:00Z"),
// or a date and time in UTC ("2026-12-01 18:00").
func ParseDeadline(s string) (time.Time, error) {
	t, err := parseTime(strings.TrimSpace(s))
	if err != nil {
		return time.Time{}, fmt.Errorf("%q is not a time: write 2026-12-01T18:00:00Z or \"2026-12-01 18:00\" (UTC)", s)
	}
	return t, nil
}

// parseDuration reads Go durations plus days: "2d", "1d12h".
func parseDuration(s string) (time.Duration, error) {
	s = strings.TrimSpace(s)
	var days time.Duration
	if i := strings.Index(s, "d"); i > 0 {
		var n int
		if _, err := fmt.Sscanf(s[:i], "%d", &n); err == nil {
			days = time.Duration(n) * 24 * time.Hour
			s = s[i+1:]
		}
	}
	if s == "" {
		return days, nil
	}
	v, err := time.ParseDuration(s)
	if err != nil {
		return 0, fmt.Errorf("bad duration %q (write e.g. \"24h\", \"90m\", \"2d\")", s)
	}
	return days + v, nil
}

var tagRE = regexp.MustCompile(`^[\p{L}\p{N}_-]{1,40}$`)

// ParseConfig reads a campaign file and checks it, filling in defaults.
// Errors name the field and say how to fix it.
func ParseConfig(filename string, src []byte) (*Config, error) {
	c, err := DecodeConfig(filename, src)
	if err != nil {
		return nil, err
	}
	if err := c.normalize(); err != nil {
		return nil, fmt.Errorf("%s: %w", filename, err)
	}
	return c, nil
}

// DecodeConfig reads a campaign file without checking it or filling in
// defaults, for a command line that sets fields of its own before Check.
func DecodeConfig(filename string, src []byte) (*Config, error) {
	dec := json.NewDecoder(bytes.NewReader(src))
	dec.DisallowUnknownFields()
	var c Config
	if err := dec.Decode(&c); err != nil {
		return nil, JSONErrorIn(filename, src, err)
	}
	return &c, nil
}

// Check checks the configuration and fills in the defaults, as
// ParseConfig does. Errors name the field as the campaign file does.
func (c *Config) Check() error { return c.normalize() }

// ParsePlayer reads one seat of the roster as a command line writes it:
// the name, the address (in angle brackets, or bare) and optionally the
// language, "Анна <anna@example.org> ru f" or "Bob bob@example.org en". A
// missing language is left empty (Check makes it "ru").
func ParsePlayer(s string) (PlayerConfig, error) {
	s = strings.TrimSpace(s)
	var name, addr, rest string
	if i := strings.IndexByte(s, '<'); i >= 0 {
		j := strings.IndexByte(s[i:], '>')
		if j < 0 {
			return PlayerConfig{}, fmt.Errorf("the address has no closing '>'")
		}
		name, addr, rest = s[:i], s[i+1:i+j], s[i+j+1:]
	} else {
		f := strings.Fields(s)
		k := -1
		for i, w := range f {
			if strings.Contains(w, "@") {
				k = i
			}
		}
		if k < 0 {
			return PlayerConfig{}, fmt.Errorf("no email address")
		}
		name, addr, rest = strings.Join(f[:k], " "), f[k], strings.Join(f[k+1:], " ")
	}
	name = strings.Trim(strings.TrimSpace(name), `"`)
	if name == "" {
		return PlayerConfig{}, fmt.Errorf("no name before the address")
	}
	a, err := mail.ParseAddress(strings.TrimSpace(addr))
	if err != nil || a.Name != "" {
		return PlayerConfig{}, fmt.Errorf("%q is not an email address", strings.TrimSpace(addr))
	}
	p := PlayerConfig{Name: name, Email: strings.ToLower(a.Address)}
	// After the address: the language (ru or en) and the grammatical
	// gender (m or f, «м» or «ж»), each optional, in any order.
	words := strings.Fields(rest)
	for _, w := range words {
		w = strings.ToLower(w)
		if knownLang(w) && p.Lang == "" {
			p.Lang = w
			continue
		}
		if g, err := engine.ParseGender(w); err == nil {
			p.Gender = g
			continue
		}
		if len(words) > 1 {
			return PlayerConfig{}, fmt.Errorf("%q after the address: only the language (ru or en) may follow it, and the grammatical gender (m or f)", strings.TrimSpace(rest))
		}
		return PlayerConfig{}, fmt.Errorf("language %q: use ru or en (and m or f for the grammatical gender)", w)
	}
	return p, nil
}

// jsonError adds a line and column to a JSON decoding error.
func JSONError(src []byte, err error) string {
	var off int64 = -1
	switch e := err.(type) {
	case *json.SyntaxError:
		off = e.Offset
	case *json.UnmarshalTypeError:
		off = e.Offset
	}
	if name, ok := strings.CutPrefix(err.Error(), "json: unknown field "); ok {
		// Point at the key itself: "name":
		if i := bytes.Index(src, []byte(name)); i >= 0 {
			off = int64(i) + 1
		}
		err = fmt.Errorf("unknown field %s", name)
	}
	if off < 0 {
		return err.Error()
	}
	line, col := 1, 1
	// The offset counts the bytes read, the bad one included.
	for _, b := range src[:max(0, min(int(off)-1, len(src)))] {
		if b == '\n' {
			line, col = line+1, 1
		} else {
			col++
		}
	}
	return fmt.Sprintf("%d:%d: %v", line, col, err)
}

// JSONErrorIn is JSONError as "file:line:col: message".
func JSONErrorIn(filename string, src []byte, err error) error {
	msg := JSONError(src, err)
	if msg != "" && msg[0] >= '0' && msg[0] <= '9' {
		return fmt.Errorf("%s:%s", filename, msg)
	}
	return fmt.Errorf("%s: %s", filename, msg)
}

func (c *Config) normalize() error {
	if c.Name == "" {
		return fieldErr("name", `"name" is missing: give the campaign a short name`)
	}
	if c.Tag == "" {
		c.Tag = c.Name
	}
	c.Tag = strings.ToLower(c.Tag)
	if !tagRE.MatchString(c.Tag) {
		return fieldErr("tag", `"tag" %q: use 1 to 40 letters, digits, '_' and '-' (it goes in subjects as [lab:%s]); set "tag" if the name has other characters`, c.Tag, c.Tag)
	}
	var err error
	if c.Referee, err = address("referee", c.Referee); err != nil {
		return err
	}
	if c.Host, err = address("host", c.Host); err != nil {
		return err
	}
	if c.HostLang == "" {
		c.HostLang = "ru"
	}
	if !knownLang(c.HostLang) {
		return fieldErr("host_lang", `"host_lang" %q: use "ru" or "en"`, c.HostLang)
	}
	if c.Maze == "" && !c.Duel {
		return fieldErr("maze", `"maze" is missing: name the .maze file`)
	}
	if c.Duel && len(c.Players) != 2 {
		return fieldErr("players", `a duel (rule D1) is for two players; "players" has %d`, len(c.Players))
	}
	if c.Round == 0 {
		c.Round = Duration(24 * time.Hour)
	}
	if c.Round < Duration(time.Minute) {
		return fieldErr("round", `"round" %v is too short: give players at least a minute`, time.Duration(c.Round))
	}
	if c.Grace < 0 {
		return fieldErr("grace", `"grace" and "reminder" cannot be negative`)
	}
	if c.Reminder < 0 {
		return fieldErr("reminder", `"grace" and "reminder" cannot be negative`)
	}
	if c.AbsentAfter == 0 {
		c.AbsentAfter = 3
	}
	if len(c.Players) == 0 {
		return fieldErr("players", `"players" is empty: list each player's name, email and lang`)
	}
	seen := map[string]int{}
	for i := range c.Players {
		p := &c.Players[i]
		if strings.TrimSpace(p.Name) == "" {
			return fieldErr(fmt.Sprintf("players[%d].name", i), `players[%d]: "name" is missing`, i)
		}
		if p.Email, err = address(fmt.Sprintf("players[%d].email", i), p.Email); err != nil {
			return err
		}
		if j, dup := seen[p.Email]; dup {
			return fieldErr(fmt.Sprintf("players[%d].email", i), `players[%d] and players[%d] share the address %s: every player needs their own`, j, i, p.Email)
		}
		if p.Email == c.Host || p.Email == c.Referee {
			return fieldErr(fmt.Sprintf("players[%d].email", i), `players[%d]: %s is the host's or the referee's address`, i, p.Email)
		}
		seen[p.Email] = i
		if p.Lang == "" {
			p.Lang = "ru"
		}
		if !knownLang(p.Lang) {
			return fieldErr(fmt.Sprintf("players[%d].lang", i), `players[%d].lang %q: use "ru" or "en"`, i, p.Lang)
		}
	}
	return nil
}

// FieldError is a field of a campaign file that Check refuses.
type FieldError struct {
	// Field names it as the campaign file does: "host", "players",
	// "players[1].lang".
	Field string
	Msg   string
}

func (e *FieldError) Error() string { return e.Msg }

// Key is the field's top-level key: "players" for "players[1].lang".
func (e *FieldError) Key() string {
	k, _, _ := strings.Cut(e.Field, "[")
	return k
}

func fieldErr(field, format string, args ...any) error {
	return &FieldError{Field: field, Msg: fmt.Sprintf(format, args...)}
}

// address checks and normalizes an email address (lowercase).
func address(field, s string) (string, error) {
	if strings.TrimSpace(s) == "" {
		return "", fieldErr(field, "%q is missing: give an email address", field)
	}
	a, err := mail.ParseAddress(s)
	if err != nil {
		return "", fieldErr(field, "%q: %q is not an email address", field, s)
	}
	return strings.ToLower(a.Address), nil
}

func knownLang(l string) bool { return l == "ru" || l == "en" }

// deadline returns the deadline of round n opened at opened.
func (c *Config) deadline(n int, opened time.Time) time.Time {
	if n >= 1 && n <= len(c.Deadlines) && c.Deadlines[n-1].After(opened) {
		return c.Deadlines[n-1].UTC()
	}
	return opened.Add(time.Duration(c.Round))
}
