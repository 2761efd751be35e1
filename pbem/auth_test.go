package pbem

import (
	"bytes"
	"crypto/ed25519"
	"crypto/rand"
	"encoding/base64"
	"net"
	"strings"
	"testing"

	"github.com/emersion/go-msgauth/dkim"
)

type dkimKey struct {
	priv   ed25519.PrivateKey
	record string
}

func newDKIMKey(t testing.TB) dkimKey {
	pub, priv, err := ed25519.GenerateKey(rand.Reader)
	if err != nil {
		t.Fatal(err)
	}
	return dkimKey{priv, "v=DKIM1; k=ed25519; p=" + base64.StdEncoding.EncodeToString(pub)}
}

func (k dkimKey) sign(t testing.TB, domain string, raw string) string {
	var out bytes.Buffer
	if err := dkim.Sign(&out, strings.NewReader(raw), &dkim.SignOptions{Domain: domain, Selector: "s1", Signer: k.priv}); err != nil {
		t.Fatal(err)
	}
	return out.String()
}

func lookupOf(records map[string]string) TXTLookup {
	return func(name string) ([]string, error) {
		if r, ok := records[name]; ok {
			return []string{r}, nil
		}
		if strings.HasPrefix(name, "gone.") {
			return nil, &net.DNSError{Err: "no such host", Name: name, IsNotFound: true}
		}
		return nil, &net.DNSError{Err: "server misbehaving", Name: name, IsTemporary: true}
	}
}

const plainMail = "From: Ann <Ann@Example.org>\r\nTo: referee@labyrinth.example\r\nSubject: orders\r\nMessage-ID: <1@example.org>\r\n\r\nналево\r\n"

func TestCheckDKIM(t *testing.T) {
	key := newDKIMKey(t)
	signed := key.sign(t, "example.org", plainMail)
	lookup := lookupOf(map[string]string{"s1._domainkey.example.org": key.record})
	for _, tc := range []struct {
		name   string
		raw    string
		lookup TXTLookup
		want   []DKIMStatus
	}{
		{"pass", signed, lookup, []DKIMStatus{DKIMPass}},
		{"unsigned", plainMail, lookup, nil},
		{"body-changed", strings.Replace(signed, "налево", "направо", 1), lookup, []DKIMStatus{DKIMFail}},
		{"key-unreachable", signed, lookupOf(nil), []DKIMStatus{DKIMTempError}},
		{"key-record-empty", strings.Replace(signed, "s=s1;", "s=gone;", 1), lookupOf(map[string]string{"gone._domainkey.example.org": ""}), []DKIMStatus{DKIMPermError}},
		{"key-not-found", strings.Replace(signed, "s=s1;", "s=gone;", 1), lookupOf(nil), []DKIMStatus{DKIMPermError}},
		{"wrong-key", signed, lookupOf(map[string]string{"s1._domainkey.example.org": newDKIMKey(t).record}), []DKIMStatus{DKIMFail}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			res, err := CheckDKIM([]byte(tc.raw), tc.lookup)
			if err != nil {
				t.Fatal(err)
			}
			var got []DKIMStatus
			for _, r := range res {
				got = append(got, r.Status)
				if r.Domain != "example.org" {
					t.Errorf("domain %q", r.Domain)
				}
			}
			if len(got) != len(tc.want) || (len(got) > 0 && got[0] != tc.want[0]) {
				t.Fatalf("statuses %v, want %v (%+v)", got, tc.want, res)
			}
		})
	}
}

func TestAuthPolicy(t *testing.T) {
	key := newDKIMKey(t)
	lookup := lookupOf(map[string]string{
		"s1._domainkey.example.org":      key.record,
		"s1._domainkey.mail.example.org": key.record,
		"s1._domainkey.evil.test":        key.record,
	})
	trusted := "Authentication-Results: mx.labyrinth.example;\r\n\tdkim=pass (2048-bit key; secure) header.d=example.org header.i=@example.org;\r\n\tdmarc=pass header.from=example.org\r\n"
	received := "Received: from mail.example.org by mx.labyrinth.example; Mon, 23 Nov 2026 10:00:00 +0000\r\n"
	forgedBelow := received + trusted // an outsider wrote it before our server saw the mail
	hostAuth := func(user string) string {
		return "Authentication-Results: labyrinth.localhost; auth=pass smtp.auth=" + user + "\r\n" + received
	}
	for _, tc := range []struct {
		name    string
		policy  AuthPolicy
		raw     string
		pass    bool
		aligned bool
		dmarc   bool
		reason  string
	}{
		{"nothing-required", AuthPolicy{}, plainMail, true, false, false, ""},
		{"dkim-own-verify", AuthPolicy{VerifyDKIM: true, Lookup: lookup, Require: RequireDKIM}, key.sign(t, "example.org", plainMail), true, true, false, ""},
		{"dkim-parent-domain-aligns", AuthPolicy{VerifyDKIM: true, Lookup: lookup, Require: RequireDKIM},
			key.sign(t, "example.org", strings.Replace(plainMail, "Ann@Example.org", "ann@mail.example.org", 1)), true, true, false, ""},
		{"dkim-other-domain-not-aligned", AuthPolicy{VerifyDKIM: true, Lookup: lookup, Require: RequireDKIM}, key.sign(t, "evil.test", plainMail), false, false, false, "DKIM"},
		{"dkim-unsigned", AuthPolicy{VerifyDKIM: true, Lookup: lookup, Require: RequireDKIM}, plainMail, false, false, false, "DKIM"},
		{"trusted-header", AuthPolicy{TrustedServIDs: []string{"mx.labyrinth.example"}, Require: RequireDMARC}, trusted + received + plainMail, true, true, true, ""},
		{"untrusted-servid", AuthPolicy{TrustedServIDs: []string{"other.example"}, Require: RequireDMARC}, trusted + received + plainMail, false, false, false, "DMARC"},
		{"forged-below-received", AuthPolicy{TrustedServIDs: []string{"mx.labyrinth.example"}, Require: RequireDMARC}, received + forgedBelow + plainMail, false, false, false, "DMARC"},
		{"one-trusted-hop", AuthPolicy{TrustedServIDs: []string{"mx.labyrinth.example"}, TrustedHops: 1, Require: RequireDMARC}, received + trusted + received + plainMail, true, true, true, ""},
		{"smtp-auth-matches", AuthPolicy{TrustedServIDs: []string{"labyrinth.localhost"}, Require: RequireSMTPAuth}, hostAuth("ann@example.org") + plainMail, true, false, false, ""},
		{"smtp-auth-plus-tag", AuthPolicy{TrustedServIDs: []string{"labyrinth.localhost"}, Require: RequireSMTPAuth},
			hostAuth("ann@example.org") + strings.Replace(plainMail, "Ann@Example.org", "ann+lab@example.org", 1), true, false, false, ""},
		{"smtp-auth-other-user", AuthPolicy{TrustedServIDs: []string{"labyrinth.localhost"}, Require: RequireSMTPAuth}, hostAuth("bob@example.org") + plainMail, false, false, false, "logged in as bob@example.org"},
		{"smtp-auth-none", AuthPolicy{TrustedServIDs: []string{"labyrinth.localhost"}, Require: RequireSMTPAuth},
			"Authentication-Results: labyrinth.localhost; auth=none\r\n" + received + plainMail, false, false, false, "did not log in"},
		{"no-from", AuthPolicy{Require: RequireSMTPAuth}, "Subject: x\r\n\r\nbody\r\n", false, false, false, "From"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			v := tc.policy.Evaluate([]byte(tc.raw))
			if v.Pass != tc.pass || v.DKIMAligned != tc.aligned || v.DMARCPass != tc.dmarc {
				t.Fatalf("pass=%v aligned=%v dmarc=%v, want %v %v %v (%+v)", v.Pass, v.DKIMAligned, v.DMARCPass, tc.pass, tc.aligned, tc.dmarc, v)
			}
			if !strings.Contains(v.Reason, tc.reason) || (tc.reason == "" && v.Reason != "") {
				t.Errorf("reason %q, want it to mention %q", v.Reason, tc.reason)
			}
		})
	}
	v := AuthPolicy{}.Evaluate([]byte(plainMail))
	if v.From != "ann@example.org" {
		t.Errorf("From %q, want the lower-cased address", v.From)
	}
}

func TestStripComments(t *testing.T) {
	for in, want := range map[string]string{
		"mx; dkim=pass (2048-bit key; secure) header.d=x.org": "mx; dkim=pass   header.d=x.org",
		`a (nested (deep) \) still) b`:                        "a   b",
		`smtp.auth="ann@x.org"`:                               "smtp.auth=ann@x.org",
		`x "q\"uote" (c`:                                      `x q"uote `,
	} {
		if got := StripComments(in); got != want {
			t.Errorf("StripComments(%q) = %q, want %q", in, got, want)
		}
	}
}

func FuzzAuthPolicy(f *testing.F) {
	f.Add([]byte(plainMail))
	f.Add([]byte("Authentication-Results: mx; dkim=pass (a; b) header.d=x\r\nReceived: x\r\nFrom: a@x\r\n\r\n"))
	f.Add([]byte("DKIM-Signature: v=1; a=rsa-sha256; d=x; s=y; h=from; bh=; b=\r\nFrom: a@x\r\n\r\n"))
	policy := AuthPolicy{TrustedServIDs: []string{"mx"}, VerifyDKIM: true, Lookup: lookupOf(nil), Require: RequireDKIM}
	f.Fuzz(func(t *testing.T, raw []byte) {
		v := policy.Evaluate(raw)
		if v.Pass && !v.DKIMAligned {
			t.Fatal("passed RequireDKIM without an aligned signature")
		}
		StripComments(string(raw))
	})
}

func TestAuthVerdictString(t *testing.T) {
	key := newDKIMKey(t)
	lookup := lookupOf(map[string]string{"s1._domainkey.example.org": key.record})
	raw := "Authentication-Results: labyrinth.localhost; auth=pass smtp.auth=ann@example.org\r\nReceived: x\r\n" + key.sign(t, "example.org", plainMail)
	v := AuthPolicy{TrustedServIDs: []string{"labyrinth.localhost"}, VerifyDKIM: true, Lookup: lookup}.Evaluate([]byte(raw))
	got := v.String()
	for _, want := range []string{"dkim=pass", "header.d=example.org", "auth=pass", "smtp.auth=ann@example.org"} {
		if !strings.Contains(got, want) {
			t.Errorf("%q lacks %q", got, want)
		}
	}
	if s := (AuthVerdict{}).String(); s != "none" {
		t.Errorf("empty verdict renders %q", s)
	}
}
