package pbem

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"net"
	"net/mail"
	"strings"

	"github.com/emersion/go-message/textproto"
	"github.com/emersion/go-msgauth/authres"
	"github.com/emersion/go-msgauth/dkim"
)

// TXTLookup returns the DNS TXT records of a name. net.LookupTXT is one;
// tests pass a map.
type TXTLookup func(name string) ([]string, error)

// DKIMStatus is the outcome of one DKIM signature (RFC 6376 section 3.9,
// named as in RFC 8601 section 2.7.1).
type DKIMStatus string

const (
	DKIMPass      DKIMStatus = "pass"
	DKIMFail      DKIMStatus = "fail"      // the signature does not verify
	DKIMTempError DKIMStatus = "temperror" // DNS trouble: try again later
	DKIMPermError DKIMStatus = "permerror" // malformed signature or key
)

// DKIMResult is one signature's verification.
type DKIMResult struct {
	Status DKIMStatus
	// Domain is the signing domain (d=), Identifier the agent (i=).
	Domain, Identifier string
	// Err explains a status other than pass.
	Err error
}

// MaxDKIMSignatures bounds the signatures checked in one message, so that
// a message stuffed with signatures cannot make the referee do endless DNS
// lookups.
const MaxDKIMSignatures = 5

// CheckDKIM verifies every DKIM-Signature of raw (RFC 6376) and returns one
// result per signature, in header order; a message without signatures
// gives none. lookup resolves the selector's key record; nil means
// net.LookupTXT. The error is for a message that cannot be read at all.
func CheckDKIM(raw []byte, lookup TXTLookup) ([]DKIMResult, error) {
	if lookup == nil {
		lookup = net.LookupTXT
	}
	verifs, err := dkim.VerifyWithOptions(bytes.NewReader(raw), &dkim.VerifyOptions{
		LookupTXT:        lookup,
		MaxVerifications: MaxDKIMSignatures,
	})
	if err != nil && !errors.Is(err, dkim.ErrTooManySignatures) {
		return nil, fmt.Errorf("dkim: %w", err)
	}
	results := make([]DKIMResult, 0, len(verifs))
	for _, v := range verifs {
		r := DKIMResult{Status: DKIMPass, Domain: strings.ToLower(v.Domain), Identifier: v.Identifier, Err: v.Err}
		switch {
		case v.Err == nil:
		case dkim.IsTempFail(v.Err):
			r.Status = DKIMTempError
		case dkim.IsPermFail(v.Err):
			r.Status = DKIMPermError
		default:
			r.Status = DKIMFail
		}
		results = append(results, r)
	}
	return results, nil
}

// AuthRequirement is what AuthPolicy demands of a sender before their mail
// may count.
type AuthRequirement int

const (
	// RequireNothing records the evidence and demands none: the order code
	// and the roster's From check are the gate. This is
	// the default, because many players' providers do not sign.
	RequireNothing AuthRequirement = iota
	// RequireDKIM demands a passing DKIM signature aligned with the From
	// domain, verified by the referee or reported by a trusted server.
	RequireDKIM
	// RequireDMARC demands a trusted server's dmarc=pass for the From
	// domain, or an aligned DKIM pass.
	RequireDMARC
	// RequireSMTPAuth demands that a trusted server reports the sender
	// logged in (auth=pass) as the From address: the rule for the embedded
	// mail host, where every player has an account.
	RequireSMTPAuth
)

// AuthPolicy says which authentication evidence in a received message the
// referee believes and what it demands.
//
// Authentication-Results header fields (RFC 8601) can be written by anyone
// who sends mail, so only those carrying one of TrustedServIDs, the name
// your own receiving server stamps, are read, and only if they sit above
// the point where mail entered your servers: a trusted field below more
// than TrustedHops Received fields came from outside and is ignored
// (RFC 8601 section 5). With the embedded mail host, TrustedServIDs is its
// domain and TrustedHops 0; behind Postfix with a DKIM milter delivering
// to Dovecot over LMTP, it is Postfix's authserv-id and 1 (the LMTP hop).
type AuthPolicy struct {
	TrustedServIDs []string
	TrustedHops    int
	// VerifyDKIM makes the referee check DKIM signatures itself with
	// Lookup (nil: net.LookupTXT) in addition to reading trusted results.
	VerifyDKIM bool
	Lookup     TXTLookup
	Require    AuthRequirement
}

// AuthVerdict is the evidence about who sent a message, for the campaign
// to record beside the mail and to decide with.
type AuthVerdict struct {
	// From is the address of the From header field, lower-cased; empty if
	// there is none or it cannot be parsed.
	From string
	// DKIM holds the referee's own verification (AuthPolicy.VerifyDKIM).
	DKIM []DKIMResult
	// Reported holds the results from trusted Authentication-Results
	// fields, in the order found.
	Reported []authres.Result
	// DKIMAligned says a DKIM pass (own or reported) has a signing domain
	// aligned with From's domain (equal, or a parent domain of it: relaxed
	// alignment, RFC 7489 section 3.1.1).
	DKIMAligned bool
	// DMARCPass says a trusted server reported dmarc=pass.
	DMARCPass bool
	// SMTPAuth is the login a trusted server reported (auth=pass), if
	// any.
	SMTPAuth string
	// Pass says the message meets the policy's requirement; Reason
	// explains a failure.
	Pass   bool
	Reason string
}

// Evaluate reads the authentication evidence in raw under the policy. It
// does not fail on odd mail: what cannot be read is simply not evidence.
func (p AuthPolicy) Evaluate(raw []byte) AuthVerdict {
	var v AuthVerdict
	hdr, err := textproto.ReadHeader(bufioReader(raw))
	if err == nil || hdr.Len() > 0 {
		if addrs, err := mail.ParseAddressList(hdr.Get("From")); err == nil && len(addrs) == 1 {
			v.From = strings.ToLower(addrs[0].Address)
		}
		v.Reported = p.trustedResults(hdr)
	}
	if p.VerifyDKIM {
		v.DKIM, _ = CheckDKIM(raw, p.Lookup)
	}
	fromDomain := ""
	if _, d, ok := strings.Cut(v.From, "@"); ok {
		fromDomain = d
	}
	for _, r := range v.DKIM {
		if r.Status == DKIMPass && aligned(r.Domain, fromDomain) {
			v.DKIMAligned = true
		}
	}
	for _, r := range v.Reported {
		switch r := r.(type) {
		case *authres.DKIMResult:
			if r.Value == authres.ResultPass && aligned(strings.ToLower(r.Domain), fromDomain) {
				v.DKIMAligned = true
			}
		case *authres.DMARCResult:
			if r.Value == authres.ResultPass && (r.From == "" || strings.EqualFold(r.From, fromDomain)) {
				v.DMARCPass = true
			}
		case *authres.AuthResult:
			if r.Value == authres.ResultPass && r.Auth != "" {
				v.SMTPAuth = strings.ToLower(r.Auth)
			}
		}
	}
	switch p.Require {
	case RequireNothing:
		v.Pass = true
	case RequireDKIM:
		v.Pass = v.DKIMAligned
		v.Reason = "no valid DKIM signature of the sender's domain"
	case RequireDMARC:
		v.Pass = v.DMARCPass || v.DKIMAligned
		v.Reason = "neither DMARC nor a DKIM signature of the sender's domain passed"
	case RequireSMTPAuth:
		v.Pass = v.From != "" && sameMailbox(v.SMTPAuth, v.From)
		v.Reason = fmt.Sprintf("the sender did not log in as %s", v.From)
		if v.SMTPAuth != "" && !v.Pass {
			v.Reason = fmt.Sprintf("logged in as %s but wrote From: %s", v.SMTPAuth, v.From)
		}
	}
	if v.From == "" && p.Require != RequireNothing {
		v.Pass = false
		v.Reason = "no single readable From address"
	}
	if v.Pass {
		v.Reason = ""
	}
	return v
}

// trustedResults collects the results of Authentication-Results fields
// with a trusted authserv-id that lie above TrustedHops+1 Received fields.
func (p AuthPolicy) trustedResults(hdr textproto.Header) []authres.Result {
	if len(p.TrustedServIDs) == 0 {
		return nil
	}
	var out []authres.Result
	received := 0
	for f := hdr.Fields(); f.Next(); {
		switch strings.ToLower(f.Key()) {
		case "received":
			received++
		case "authentication-results":
			if received > p.TrustedHops {
				continue
			}
			id, results, err := authres.Parse(StripComments(f.Value()))
			if err != nil || !p.trusts(id) {
				continue
			}
			out = append(out, results...)
		}
	}
	return out
}

func (p AuthPolicy) trusts(id string) bool {
	for _, t := range p.TrustedServIDs {
		if strings.EqualFold(strings.TrimSuffix(t, "."), strings.TrimSuffix(id, ".")) {
			return true
		}
	}
	return false
}

// aligned reports relaxed alignment: the signing domain is the From domain
// or a parent of it, and not a bare top-level domain.
func aligned(signer, from string) bool {
	if signer == "" || from == "" {
		return false
	}
	return signer == from || strings.HasSuffix(from, "."+signer) && strings.Contains(signer, ".")
}

// sameMailbox compares addresses ignoring case and a +tag.
func sameMailbox(a, b string) bool {
	strip := func(s string) string {
		local, domain, ok := strings.Cut(strings.ToLower(s), "@")
		if !ok {
			return s
		}
		local, _, _ = strings.Cut(local, "+")
		return local + "@" + domain
	}
	return a != "" && strip(a) == strip(b)
}

// StripComments removes RFC 5322 comments (parenthesized, nested, with
// backslash escapes) from a header value and unquotes quoted strings, as
// Authentication-Results values from real servers need before parsing:
// "dkim=pass (2048-bit key; secure) header.d=example.org".
func StripComments(s string) string {
	var b strings.Builder
	depth := 0
	quoted := false
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c == '\\' && (depth > 0 || quoted):
			if i+1 < len(s) {
				i++
				if quoted && depth == 0 {
					b.WriteByte(s[i])
				}
			}
		case quoted:
			if c == '"' {
				quoted = false
			} else {
				b.WriteByte(c)
			}
		case c == '(':
			depth++
		case c == ')' && depth > 0:
			depth--
			if depth == 0 {
				b.WriteByte(' ')
			}
		case depth > 0:
		case c == '"':
			quoted = true
		default:
			b.WriteByte(c)
		}
	}
	return b.String()
}

func bufioReader(raw []byte) *bufio.Reader { return bufio.NewReader(bytes.NewReader(raw)) }

// String renders the verdict as the results part of an
// Authentication-Results value (RFC 8601), e.g.
// "dkim=pass header.d=example.org; auth=pass smtp.auth=ann@example.org",
// for the campaign to store beside the mail; "none" when there is no
// evidence at all.
func (v AuthVerdict) String() string {
	var results []authres.Result
	for _, r := range v.DKIM {
		value := authres.ResultValue(r.Status)
		res := &authres.DKIMResult{Value: value, Domain: r.Domain, Identifier: r.Identifier}
		if r.Err != nil && r.Status != DKIMPass {
			res.Reason = r.Err.Error()
		}
		results = append(results, res)
	}
	results = append(results, v.Reported...)
	if len(results) == 0 {
		return "none"
	}
	// authres.Format wants an authserv-id first; drop it again.
	s := authres.Format("x", results)
	s = strings.TrimPrefix(s, "x;")
	return strings.Join(strings.Fields(s), " ")
}
