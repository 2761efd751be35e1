// Package daemon assembles the referee from its configuration: it reads
// the configuration file (pbem/README.md, "The referee's configuration"),
// opens the campaign databases it names, chooses the mail transport (a
// spool, IMAP and SMTP servers, or the embedded mail host with an account
// for every address of the campaigns) and the check of who sent a mail,
// and hands pbem.Run or pbem.RunOnce a pbem.Config. It also keeps the
// embedded default, "labyrinth referee" with no configuration: a data
// directory with a demo campaign (demo.go).
//
// Errors the host can fix carry advice (pbem.HintError); nothing here
// writes to the terminal.
package daemon

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"labyrinth/pbem"
	"labyrinth/pbem/campaign"
	"labyrinth/pbem/mailhost"
	"labyrinth/pbem/smtpout"
)

// Config is the referee's configuration file (JSON). Secrets come from
// environment variables named in it, never from the file itself.
type Config struct {
	// Campaigns names the campaign directories to referee (made by
	// "labyrinth campaign new DIR"), relative to the file: one ("autumn")
	// or several (["autumn", "winter"]).
	Campaigns PathList `json:"campaigns,omitempty"`
	// DB is a campaign database file, relative to the file: the form of
	// older configurations, alone or besides Campaigns.
	DB string `json:"db,omitempty"`
	// Spool is a mail transport through two directories (pbem/spool): for
	// cron jobs behind another mail system, and for tests.
	Spool *SpoolConfig `json:"spool,omitempty"`
	// IMAP and SMTP name real mail servers.
	IMAP *ServerConfig `json:"imap,omitempty"`
	SMTP *ServerConfig `json:"smtp,omitempty"`
	// MailHost configures the embedded mail host, used when neither a
	// spool nor IMAP is configured.
	MailHost *MailHostConfig `json:"mailhost,omitempty"`
	// Auth is what the referee demands of a sender beyond the code and
	// the From address: "none" (default), "dkim", "dmarc" or "smtp-auth";
	// TrustedServIDs and TrustedHops say which Authentication-Results
	// fields to believe (pbem/README.md, "Who sent this mail").
	Auth           string   `json:"auth,omitempty"`
	TrustedServIDs []string `json:"trusted_servids,omitempty"`
	TrustedHops    int      `json:"trusted_hops,omitempty"`
	VerifyDKIM     bool     `json:"verify_dkim,omitempty"`
	// Poll is how often the inbox is read when the server cannot say
	// (DefaultPoll); Tick how often deadlines are checked (DefaultTick).
	Poll campaign.Duration `json:"poll,omitempty"`
	Tick campaign.Duration `json:"tick,omitempty"`
	// Web serves the referee's web pages (WebConfig); off by default.
	Web *WebConfig `json:"web,omitempty"`
}

// Defaults of the configuration's intervals.
const (
	DefaultPoll = 30 * time.Second
	DefaultTick = time.Minute
)

// PathList is one path or a list of them.
type PathList []string

// UnmarshalJSON takes "autumn" or ["autumn", "winter"].
func (l *PathList) UnmarshalJSON(b []byte) error {
	var one string
	if err := json.Unmarshal(b, &one); err == nil {
		*l = PathList{one}
		return nil
	}
	var many []string
	if err := json.Unmarshal(b, &many); err != nil {
		return errors.New(`"campaigns" is a directory ("autumn") or a list of them (["autumn", "winter"])`)
	}
	*l = many
	return nil
}

// SpoolConfig names the two directories of a spool: every *.eml file in
// In is a received message (moved to In/processed once handled); every
// outgoing message is written to Out.
type SpoolConfig struct {
	In  string `json:"in"`
	Out string `json:"out"`
}

// ServerConfig names a mail server and how to log in to it.
type ServerConfig struct {
	Addr        string `json:"addr"`
	TLS         string `json:"tls,omitempty"` // tls, starttls or none (loopback only)
	Username    string `json:"username,omitempty"`
	PasswordEnv string `json:"password_env,omitempty"` // the environment variable holding the password
	Mailbox     string `json:"mailbox,omitempty"`      // IMAP: where orders arrive
	Processed   string `json:"processed,omitempty"`    // IMAP: where handled mail goes
	Helo        string `json:"helo,omitempty"`         // SMTP: the EHLO name
	// OAuth2 logs in with an OAuth 2.0 access token instead of a
	// password (Outlook.com and Microsoft 365, where password login is
	// gone; Gmail as an option).
	OAuth2 *OAuth2Config `json:"oauth2,omitempty"`
	// DKIM, for SMTP only, signs every letter the referee sends.
	DKIM *DKIMConfig `json:"dkim,omitempty"`
}

// OAuth2Config is how the referee gets an OAuth 2.0 access token: the
// SASL mechanism, "xoauth2" (Google and Microsoft; the default) or
// "oauthbearer" (RFC 7628), and a shell command that prints a current
// access token on its first line, as mutt's imap_oauth_refresh_command
// (pbem/README.md, "OAuth 2.0"). The command runs at every login.
type OAuth2Config struct {
	Mechanism    string `json:"mechanism,omitempty"`
	TokenCommand string `json:"token_command"`
}

// oauth2 is the client side of s's OAuth2 setting; nil without one.
func (s *ServerConfig) oauth2() *pbem.OAuth2 {
	if s.OAuth2 == nil {
		return nil
	}
	return &pbem.OAuth2{Mechanism: s.OAuth2.Mechanism, Token: pbem.TokenCommand(s.OAuth2.TokenCommand)}
}

// DKIMConfig is how the referee signs its letters (RFC 6376): the
// signing domain (d=), the selector (s=) under which the public key is
// published, and the PEM file of the private key (RSA or Ed25519),
// relative to the configuration file. The TXT record to publish is
// printed by "labyrinth referee --check-config".
type DKIMConfig struct {
	Domain   string `json:"domain"`
	Selector string `json:"selector"`
	KeyFile  string `json:"key_file"`
}

// MailHostConfig configures the embedded mail host.
type MailHostConfig struct {
	// Dir keeps the mail and the accounts' passwords across restarts
	// (default: MailDir).
	Dir  string `json:"dir,omitempty"`
	IMAP string `json:"imap,omitempty"` // listen address (DefaultIMAPAddr)
	SMTP string `json:"smtp,omitempty"` // listen address (DefaultSMTPAddr)
}

// The embedded mail host's default listen addresses.
const (
	DefaultIMAPAddr = "127.0.0.1:1143"
	DefaultSMTPAddr = "127.0.0.1:2525"
)

// MailDirName is the embedded mail host's directory in a campaign
// directory (and in the embedded default's data directory).
const MailDirName = "mail"

// ReadConfig reads the configuration file at path. Paths in it are taken
// relative to the file; Poll and Tick get their defaults. Mistakes are
// *pbem.HintError, naming the file.
func ReadConfig(path string) (*Config, error) {
	src, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	dec := json.NewDecoder(bytes.NewReader(src))
	dec.DisallowUnknownFields()
	var c Config
	if err := dec.Decode(&c); err != nil {
		return nil, &pbem.HintError{Err: campaign.JSONErrorIn(path, src, err),
			Advice: "the referee's configuration is JSON; pbem/README.md, \"The referee's configuration\", lists its fields"}
	}
	c.relativeTo(filepath.Dir(path))
	if err := c.check(path); err != nil {
		return nil, err
	}
	if c.Poll == 0 {
		c.Poll = campaign.Duration(DefaultPoll)
	}
	if c.Tick == 0 {
		c.Tick = campaign.Duration(DefaultTick)
	}
	return &c, nil
}

// relativeTo makes the configuration's relative paths relative to dir.
func (c *Config) relativeTo(dir string) {
	rel := func(p string) string {
		if p == "" || filepath.IsAbs(p) {
			return p
		}
		return filepath.Join(dir, p)
	}
	c.DB = rel(c.DB)
	for i := range c.Campaigns {
		c.Campaigns[i] = rel(c.Campaigns[i])
	}
	if c.Spool != nil {
		c.Spool.In, c.Spool.Out = rel(c.Spool.In), rel(c.Spool.Out)
	}
	if c.MailHost != nil {
		c.MailHost.Dir = rel(c.MailHost.Dir)
	}
	for _, s := range []*ServerConfig{c.IMAP, c.SMTP} {
		if s != nil && s.DKIM != nil {
			s.DKIM.KeyFile = rel(s.DKIM.KeyFile)
		}
	}
}

// check refuses what cannot work, naming the file path.
func (c *Config) check(path string) error {
	if c.Spool != nil && (c.Spool.In == "" || c.Spool.Out == "") {
		return fmt.Errorf(`%s: "spool" needs both "in" and "out" directories`, path)
	}
	if c.IMAP != nil && c.SMTP == nil {
		return &pbem.HintError{Err: fmt.Errorf(`%s: "imap" is configured but "smtp" is not`, path),
			Advice: "the referee reads orders over IMAP and sends reports over SMTP: name both servers"}
	}
	if err := c.checkDKIM(path); err != nil {
		return err
	}
	for _, sc := range []struct {
		name string
		s    *ServerConfig
	}{{"imap", c.IMAP}, {"smtp", c.SMTP}} {
		if err := sc.s.checkOAuth2(path, sc.name); err != nil {
			return err
		}
	}
	if c.DB == "" && len(c.Campaigns) == 0 {
		return &pbem.HintError{Err: fmt.Errorf(`%s: no campaigns: "campaigns" is missing`, path),
			Advice: `name the campaign directory made by "labyrinth campaign new DIR": {"campaigns": "DIR"}, or several: {"campaigns": ["autumn", "winter"]}`}
	}
	for _, d := range []struct {
		name string
		v    campaign.Duration
		eg   string
	}{{"poll", c.Poll, "30s"}, {"tick", c.Tick, "1m"}} {
		const least = time.Second
		switch v := time.Duration(d.v); {
		case v < 0:
			return &pbem.HintError{Err: fmt.Errorf(`%s: "%s" is negative (%s)`, path, d.name, v),
				Advice: fmt.Sprintf(`give a duration such as "%s", or leave "%s" out for the default`, d.eg, d.name)}
		case v > 0 && v < least:
			return &pbem.HintError{Err: fmt.Errorf(`%s: "%s" %s is too short: at least %s`, path, d.name, v, least),
				Advice: fmt.Sprintf(`a shorter interval only loads the mail server and the database; "%s" is usual`, d.eg)}
		}
	}
	return nil
}

// checkDKIM refuses a DKIM setting that cannot sign: on the IMAP server,
// with a field missing, or with a key that does not load.
func (c *Config) checkDKIM(path string) error {
	if c.IMAP != nil && c.IMAP.DKIM != nil {
		return &pbem.HintError{Err: fmt.Errorf(`%s: "dkim" is set for "imap"`, path),
			Advice: `the referee signs the letters it sends: move "dkim" into "smtp"`}
	}
	if c.SMTP == nil || c.SMTP.DKIM == nil {
		return nil
	}
	d := c.SMTP.DKIM
	if d.Domain == "" || d.Selector == "" || d.KeyFile == "" {
		return &pbem.HintError{Err: fmt.Errorf(`%s: "dkim" needs "domain", "selector" and "key_file"`, path),
			Advice: `e.g. "dkim": {"domain": "example.org", "selector": "labyrinth", "key_file": "dkim.pem"}; pbem/README.md, "DKIM", says how to make the key`}
	}
	if _, err := smtpout.LoadDKIMKey(d.KeyFile); err != nil {
		return &pbem.HintError{Err: fmt.Errorf(`%s: "dkim": %w`, path, err),
			Advice: "make the key with: openssl genpkey -algorithm rsa -pkeyopt rsa_keygen_bits:2048 -out " + d.KeyFile}
	}
	return nil
}

// checkOAuth2 refuses an OAuth2 setting that cannot log in.
func (s *ServerConfig) checkOAuth2(path, name string) error {
	if s == nil || s.OAuth2 == nil {
		return nil
	}
	o := s.OAuth2
	eg := `"oauth2": {"mechanism": "xoauth2", "token_command": "oama access referee@outlook.com"}`
	switch {
	case o.TokenCommand == "":
		return &pbem.HintError{Err: fmt.Errorf(`%s: "%s": "oauth2" needs "token_command"`, path, name),
			Advice: "name a command that prints a current access token, e.g. " + eg}
	case !slices.Contains([]string{"", "xoauth2", "oauthbearer"}, strings.ToLower(o.Mechanism)):
		return &pbem.HintError{Err: fmt.Errorf(`%s: "%s": "oauth2" mechanism %q`, path, name, o.Mechanism),
			Advice: `use "xoauth2" (Gmail, Outlook.com, Microsoft 365) or "oauthbearer"`}
	case s.PasswordEnv != "":
		return &pbem.HintError{Err: fmt.Errorf(`%s: "%s" has both "password_env" and "oauth2"`, path, name),
			Advice: "the referee logs in with the token alone: leave out password_env"}
	case s.Username == "":
		return &pbem.HintError{Err: fmt.Errorf(`%s: "%s": "oauth2" needs "username"`, path, name),
			Advice: "the user name is the mailbox's full address, e.g. referee@outlook.com"}
	}
	return nil
}

// SMTPDKIM returns the signing the configuration asks of the SMTP server,
// its key loaded; nil without one.
func (c *Config) SMTPDKIM() (*smtpout.DKIM, error) {
	if c.SMTP == nil || c.SMTP.DKIM == nil {
		return nil, nil
	}
	d := c.SMTP.DKIM
	key, err := smtpout.LoadDKIMKey(d.KeyFile)
	if err != nil {
		return nil, fmt.Errorf("dkim: %w", err)
	}
	return &smtpout.DKIM{Domain: d.Domain, Selector: d.Selector, Key: key}, nil
}

// Databases returns the campaign databases the configuration names, each
// once: every campaign directory's (campaign.Locate), then DB. A campaign
// directory that is not there is a *campaign.PlaceError.
func (c *Config) Databases() ([]string, error) {
	var out []string
	seen := map[string]bool{}
	add := func(p string) {
		key, err := filepath.Abs(p)
		if err != nil {
			key = p
		}
		if !seen[key] {
			seen[key] = true
			out = append(out, p)
		}
	}
	for _, d := range c.Campaigns {
		p, err := campaign.Locate(d)
		if err != nil {
			return nil, err
		}
		add(p)
	}
	if c.DB != "" {
		add(c.DB)
	}
	return out, nil
}

// MailDir is the embedded mail host's default directory: mail/ in the
// first campaign directory (as the embedded default keeps it), else the
// database's name with ".mail".
func (c *Config) MailDir() string {
	if len(c.Campaigns) > 0 {
		return filepath.Join(c.Campaigns[0], MailDirName)
	}
	return strings.TrimSuffix(c.DB, filepath.Ext(c.DB)) + ".mail"
}

// AuthCheck turns the configured sender policy into the campaign's check
// (campaign.Options.CheckDKIM) and says whether it is required. With the
// embedded mail host and no "auth" given, the referee requires what the
// host can vouch for: that the sender logged in as the From address
// (smtp-auth, as the host stamps it in Authentication-Results).
func (c *Config) AuthCheck() (check func(raw []byte) (string, bool), require bool, err error) {
	p := pbem.AuthPolicy{TrustedServIDs: c.TrustedServIDs, TrustedHops: c.TrustedHops, VerifyDKIM: c.VerifyDKIM}
	auth := c.Auth
	if auth == "" && c.Spool == nil && c.IMAP == nil {
		auth = "smtp-auth"
		p.TrustedServIDs = append(p.TrustedServIDs, mailhost.DefaultDomain)
	}
	switch auth {
	case "", "none":
		p.Require = pbem.RequireNothing
	case "dkim":
		p.Require = pbem.RequireDKIM
	case "dmarc":
		p.Require = pbem.RequireDMARC
	case "smtp-auth":
		p.Require = pbem.RequireSMTPAuth
	default:
		return nil, false, fmt.Errorf(`"auth" %q: use none, dkim, dmarc or smtp-auth`, c.Auth)
	}
	if p.Require == pbem.RequireNothing && !p.VerifyDKIM && len(p.TrustedServIDs) == 0 {
		return nil, false, nil
	}
	return func(raw []byte) (string, bool) {
		v := p.Evaluate(raw)
		s := fmt.Sprintf("dkim-aligned=%v dmarc=%v", v.DKIMAligned, v.DMARCPass)
		if v.SMTPAuth != "" {
			s += " auth=" + v.SMTPAuth
		}
		if !v.Pass {
			s += ": " + v.Reason
		}
		return s, v.Pass
	}, p.Require != pbem.RequireNothing, nil
}
