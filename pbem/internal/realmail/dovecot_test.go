package realmail

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"testing"
	"time"

	"github.com/emersion/go-imap/v2/imapclient"

	"labyrinth/pbem"
	"labyrinth/pbem/imapin"
)

func TestDovecotStarts(t *testing.T) {
	t.Parallel()
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

// Delivered counts what LMTP delivered, and agrees with IMAP.
func TestDeliveredCountsMaildir(t *testing.T) {
	t.Parallel()
	ann := User{"ann", "secret"}
	d := StartDovecot(t, Options{Users: []User{ann}})
	if n, err := d.Delivered(ann.Name); err != nil || n != 0 {
		t.Fatalf("before any mail: Delivered = %d, %v; want 0", n, err)
	}
	for i := range 3 {
		if err := d.Deliver("bob@x", ann.Address(), fmt.Appendf(nil, "From: bob@x\r\nMessage-ID: <d%d@x>\r\n\r\nhi\r\n", i)); err != nil {
			t.Fatalf("lmtp: %v\n%s", err, d.Log())
		}
	}
	if n, err := d.Delivered(ann.Name); err != nil || n != 3 {
		t.Fatalf("after 3 deliveries: Delivered = %d, %v; want 3", n, err)
	}
	c, err := imapclient.DialInsecure(d.IMAPAddr, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	if err := c.Login(ann.Name, ann.Password).Wait(); err != nil {
		t.Fatal(err)
	}
	// Selecting moves the messages from new to cur: still counted.
	sel, err := c.Select("INBOX", nil).Wait()
	if err != nil {
		t.Fatal(err)
	}
	if n, err := d.Delivered(ann.Name); err != nil || n != int(sel.NumMessages) {
		t.Errorf("after SELECT: Delivered = %d, %v; IMAP says %d", n, err, sel.NumMessages)
	}
}

// imapin against Dovecot alone (no root needed): IDLE, batches, Ack by
// MOVE, the keyword fallback, and a Dovecot restart in between.
func TestInboxAgainstDovecot(t *testing.T) {
	t.Parallel()
	referee := User{"referee", "secret"}
	d := StartDovecot(t, Options{Users: []User{referee}})
	ctx := context.Background()
	for _, ack := range []imapin.AckMode{imapin.AckAuto, imapin.AckFlag} {
		t.Run(fmt.Sprint("ack-mode-", ack), func(t *testing.T) {
			in, err := imapin.New(imapin.Options{Addr: d.IMAPAddr, TLS: pbem.TLSNone, Username: referee.Name, Password: referee.Password,
				Ack: ack, Batch: 3, PollInterval: time.Hour, MinBackoff: 20 * time.Millisecond, MaxBackoff: 100 * time.Millisecond})
			if err != nil {
				t.Fatal(err)
			}
			defer in.Close()
			if msgs, err := in.Fetch(ctx); err != nil || len(msgs) != 0 {
				t.Fatalf("empty inbox: %v %d\n%s", err, len(msgs), d.Log())
			}
			go func() {
				time.Sleep(100 * time.Millisecond)
				for i := range 5 {
					raw := fmt.Appendf(nil, "From: ann@x\r\nMessage-ID: <%d-%d@x>\r\nSubject: s\r\n\r\nорder %d\r\n", ack, i, i)
					if err := d.Deliver("ann@x", referee.Address(), raw); err != nil {
						t.Errorf("lmtp: %v", err)
					}
				}
			}()
			wctx, cancel := context.WithTimeout(ctx, 10*time.Second)
			defer cancel()
			if err := in.Wait(wctx); err != nil {
				t.Fatalf("IDLE: %v\n%s", err, d.Log())
			}
			var got []string
			for len(got) < 5 && wctx.Err() == nil {
				msgs, err := in.Fetch(ctx)
				if err != nil {
					t.Fatal(err)
				}
				if len(msgs) > 3 {
					t.Fatalf("batch of %d, want at most 3", len(msgs))
				}
				var uids []uint32
				for _, m := range msgs {
					if !bytes.Contains(m.Raw, []byte("Delivered-To")) && !bytes.Contains(m.Raw, []byte("Received")) {
						t.Errorf("no trace headers: %s", m.Raw)
					}
					got = append(got, m.MessageID)
					uids = append(uids, m.UID)
				}
				if err := in.Ack(ctx, uids...); err != nil {
					t.Fatal(err)
				}
				if len(msgs) == 0 {
					in.Wait(wctx)
				}
			}
			if len(got) != 5 {
				t.Fatalf("got %v", got)
			}
			// A restart of Dovecot in between: the next Fetch fails
			// temporarily, and the one after the restart finds nothing
			// left to do.
			if err := d.Stop(); err != nil {
				t.Fatal(err)
			}
			if _, err := in.Fetch(ctx); !pbem.IsTemporary(err) {
				t.Fatalf("fetch with Dovecot down: %v", err)
			}
			if err := d.Start(); err != nil {
				t.Fatal(err)
			}
			var msgs []pbem.Message
			for range 100 {
				msgs, err = in.Fetch(ctx)
				if err == nil || !pbem.IsTemporary(err) {
					break
				}
				time.Sleep(20 * time.Millisecond)
			}
			if err != nil || len(msgs) != 0 {
				t.Fatalf("after restart: %v, %d unacknowledged", err, len(msgs))
			}
		})
	}
	in, _ := imapin.New(imapin.Options{Addr: d.IMAPAddr, TLS: pbem.TLSNone, Username: referee.Name, Password: "wrong"})
	defer in.Close()
	if _, err := in.Fetch(ctx); err == nil || pbem.IsTemporary(err) {
		t.Fatalf("wrong password: %v, want permanent", err)
	}
	in2, _ := imapin.New(imapin.Options{Addr: d.IMAPAddr, TLS: pbem.TLSNone, Username: referee.Name, Password: referee.Password, Mailbox: "Nowhere"})
	defer in2.Close()
	var pe *pbem.PermanentError
	if _, err := in2.Fetch(ctx); !errors.As(err, &pe) {
		t.Fatalf("missing mailbox: %v, want permanent", err)
	}
}
