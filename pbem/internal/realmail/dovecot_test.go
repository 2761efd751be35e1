package realmail

import (
	"testing"

	"github.com/emersion/go-imap/v2/imapclient"
)

func TestDovecotStarts(t *testing.T) {
	d := StartDovecot(t, Options{Users: []User{{"referee", "secret"}}})
	c, err := imapclient.DialInsecure(d.IMAPAddr, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	if err := c.Login("referee", "secret").Wait(); err != nil {
		t.Fatalf("login: %v\n%s", err, d.Log())
	}
	if _, err := c.Select("INBOX", nil).Wait(); err != nil {
		t.Fatalf("select: %v\n%s", err, d.Log())
	}
}
