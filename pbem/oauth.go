package pbem

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"os/exec"
	"strings"
	"time"

	"github.com/emersion/go-sasl"
)

// OAuth2 logs a mail client in with an OAuth 2.0 access token instead of
// a password, where the provider has turned password login off
// (Outlook.com and Microsoft 365) or prefers it (Gmail): SASL XOAUTH2,
// which Google and Microsoft speak, or OAUTHBEARER (RFC 7628). The
// token is asked for at every login, so whatever gives it keeps it fresh
// (TokenCommand: a program as mutt's imap_oauth_refresh_command runs).
type OAuth2 struct {
	// Mechanism is MechXOAuth2 (the default when empty) or
	// sasl.OAuthBearer.
	Mechanism string
	// Token returns a current access token.
	Token func(ctx context.Context) (string, error)
}

// MechXOAuth2 is the SASL mechanism of Google and Microsoft.
const MechXOAuth2 = "XOAUTH2"

// Mech is the SASL mechanism to use.
func (o *OAuth2) Mech() string {
	if o.Mechanism == "" {
		return MechXOAuth2
	}
	return strings.ToUpper(o.Mechanism)
}

// Client returns the SASL client that logs user in on host:port with a
// fresh token. A token that cannot be had is a TemporaryError: the
// provider's token endpoint may be out of reach for a while.
func (o *OAuth2) Client(ctx context.Context, user, host string, port int) (sasl.Client, error) {
	tok, err := o.Token(ctx)
	if err != nil {
		return nil, &TemporaryError{Err: fmt.Errorf("oauth2 token: %w", err)}
	}
	switch o.Mech() {
	case MechXOAuth2:
		return &xoauth2Client{user: user, token: tok}, nil
	case sasl.OAuthBearer:
		return sasl.NewOAuthBearerClient(&sasl.OAuthBearerOptions{Username: user, Token: tok, Host: host, Port: port}), nil
	}
	return nil, &PermanentError{Err: fmt.Errorf("oauth2: unknown mechanism %q (want XOAUTH2 or OAUTHBEARER)", o.Mechanism)}
}

// xoauth2Client is SASL XOAUTH2 (Google's and Microsoft's documented
// form): one message with the user and the bearer token.
type xoauth2Client struct{ user, token string }

func (c *xoauth2Client) Start() (string, []byte, error) {
	return MechXOAuth2, []byte("user=" + c.user + "\x01auth=Bearer " + c.token + "\x01\x01"), nil
}

// Next answers the server's error challenge (a JSON status) with an
// empty response, as the mechanism asks, so that the server ends the
// exchange with its refusal.
func (c *xoauth2Client) Next([]byte) ([]byte, error) { return []byte{}, nil }

// TokenTimeout bounds one run of a token command.
const TokenTimeout = 30 * time.Second

// TokenCommand returns a token source that runs command with sh -c and
// takes the first line it prints as the access token: a helper such as
// oama, or mutt's oauth2.py, keeps the refresh token and renews the
// access token when it expires.
func TokenCommand(command string) func(ctx context.Context) (string, error) {
	return func(ctx context.Context) (string, error) {
		ctx, cancel := context.WithTimeout(ctx, TokenTimeout)
		defer cancel()
		cmd := exec.CommandContext(ctx, "sh", "-c", command)
		var out, errOut bytes.Buffer
		cmd.Stdout, cmd.Stderr = &out, &errOut
		if err := cmd.Run(); err != nil {
			msg := strings.TrimSpace(errOut.String())
			if i := strings.LastIndexByte(msg, '\n'); i >= 0 {
				msg = msg[i+1:]
			}
			if msg != "" {
				err = fmt.Errorf("%w: %s", err, msg)
			}
			return "", fmt.Errorf("token command %q: %w", command, err)
		}
		tok, _, _ := strings.Cut(strings.TrimSpace(out.String()), "\n")
		tok = strings.TrimSpace(tok)
		if tok == "" {
			return "", errors.New("token command " + fmt.Sprintf("%q", command) + " printed no token")
		}
		return tok, nil
	}
}
