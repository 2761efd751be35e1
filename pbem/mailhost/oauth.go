package mailhost

import (
	"encoding/json"
	"errors"
	"strings"

	"github.com/emersion/go-sasl"
)

// mechanisms are the SASL mechanisms both servers offer.
func (h *Host) mechanisms() []string {
	if h.opts.OAuth2 != nil {
		return []string{"XOAUTH2", sasl.OAuthBearer}
	}
	return []string{sasl.Plain}
}

// saslServer returns the server side of mech, or nil if the host does
// not offer it. check runs ok, the credentials' test, for the account
// name, under the host's throttle of wrong logins, and logs the session
// in when it passes.
func (h *Host) saslServer(mech string, check func(name string, ok func() bool) error) sasl.Server {
	mech = strings.ToUpper(mech)
	token := func(user, tok string) func() bool {
		return func() bool { return h.opts.OAuth2(strings.ToLower(user), tok) }
	}
	switch {
	case h.opts.OAuth2 == nil && mech == sasl.Plain:
		return sasl.NewPlainServer(func(identity, username, password string) error {
			name := strings.ToLower(username)
			if identity != "" && !strings.EqualFold(identity, username) {
				return errors.New("identity not supported")
			}
			return check(name, func() bool {
				h.mu.Lock()
				defer h.mu.Unlock()
				want, ok := h.accounts[name]
				return ok && want == password
			})
		})
	case h.opts.OAuth2 != nil && mech == sasl.OAuthBearer:
		return sasl.NewOAuthBearerServer(func(o sasl.OAuthBearerOptions) *sasl.OAuthBearerError {
			if check(strings.ToLower(o.Username), token(o.Username, o.Token)) != nil {
				return &sasl.OAuthBearerError{Status: "invalid_token", Schemes: "bearer"}
			}
			return nil
		})
	case h.opts.OAuth2 != nil && mech == "XOAUTH2":
		return &xoauth2Server{check: func(user, tok string) error { return check(strings.ToLower(user), token(user, tok)) }}
	}
	return nil
}

// xoauth2Server is the server side of XOAUTH2 as Google documents it:
// the client sends "user=U\x01auth=Bearer T\x01\x01"; a refusal is a
// JSON challenge, to which the client answers with nothing, and then the
// failure.
type xoauth2Server struct {
	check  func(user, token string) error
	failed error
}

func (s *xoauth2Server) Next(resp []byte) ([]byte, bool, error) {
	if s.failed != nil {
		return nil, true, s.failed
	}
	if resp == nil {
		return []byte{}, false, nil // the client sends its message next
	}
	var user, tok string
	for _, kv := range strings.Split(string(resp), "\x01") {
		k, v, _ := strings.Cut(kv, "=")
		switch k {
		case "user":
			user = v
		case "auth":
			tok, _ = strings.CutPrefix(v, "Bearer ")
		}
	}
	if user == "" || tok == "" {
		return nil, true, errors.New("malformed XOAUTH2 message")
	}
	if err := s.check(user, tok); err != nil {
		s.failed = err
		js, _ := json.Marshal(map[string]string{"status": "401", "schemes": "bearer", "scope": "mail"})
		return js, false, nil
	}
	return nil, true, nil
}
