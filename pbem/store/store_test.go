package store

import (
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"
)

func TestMain(m *testing.M) {
	if path := os.Getenv("STORE_CRASH_DB"); path != "" {
		crashMidRound(path)
		return
	}
	os.Exit(m.Run())
}

func openTemp(t testing.TB) (*Store, string) {
	t.Helper()
	path := filepath.Join(t.TempDir(), "campaign.db")
	s, err := Open(context.Background(), path, Options{})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { s.Close() })
	return s, path
}

var t0 = time.Date(2026, 11, 23, 10, 0, 0, 0, time.UTC)

// seed creates a campaign with two players and round 1 open.
func seed(t testing.TB, s *Store) *Campaign {
	t.Helper()
	c := &Campaign{Name: "autumn", Tag: "autumn", Referee: "referee@example.org", HostEmail: "host@example.org",
		HostCode: HashCode("HOST"), MazeName: "m.maze", MazeSource: []byte("maze"), MazeHash: "h0", Config: []byte("{}"), Created: t0}
	err := s.Update(context.Background(), func(tx *Tx) error {
		if err := tx.CreateCampaign(c); err != nil {
			return err
		}
		for i, n := range []string{"Аня", "Bob"} {
			if err := tx.AddPlayer(&Player{CampaignID: c.ID, Seat: i, Name: n, Email: fmt.Sprintf("p%d@example.org", i), Lang: "ru", Code: HashCode("CODE" + n)}); err != nil {
				return err
			}
		}
		if err := tx.PutState(c.ID, State{Round: 0, Blob: []byte("s0"), Hash: "h0"}); err != nil {
			return err
		}
		if err := tx.OpenRound(&Round{CampaignID: c.ID, Number: 1, Opened: t0, Deadline: t0.Add(time.Hour)}); err != nil {
			return err
		}
		return tx.SetCampaignRound(c.ID, 1)
	})
	if err != nil {
		t.Fatal(err)
	}
	return c
}

func TestMigrations(t *testing.T) {
	t.Run("from empty", func(t *testing.T) {
		s, path := openTemp(t)
		v, err := s.Version(context.Background())
		if err != nil || v != SchemaVersion() || v < 1 {
			t.Fatalf("version %d, %v; want %d", v, err, SchemaVersion())
		}
		seed(t, s)
		s.Close()
		// Idempotent: opening again applies nothing and keeps the data.
		s2, err := Open(context.Background(), path, Options{})
		if err != nil {
			t.Fatal(err)
		}
		defer s2.Close()
		v2, _ := s2.Version(context.Background())
		if v2 != v {
			t.Errorf("version after reopen %d, want %d", v2, v)
		}
		s2.View(context.Background(), func(tx *Tx) error {
			c, err := tx.Campaign("autumn")
			if err != nil || c.Round != 1 {
				t.Errorf("campaign after reopen: %+v, %v", c, err)
			}
			return nil
		})
	})
	t.Run("upgrade from version 1", func(t *testing.T) {
		s, path := openTemp(t)
		seed(t, s)
		// Take the database back to version 1, as an older program left it.
		if _, err := s.db.Exec(`DROP TABLE duel_mazes; ALTER TABLE messages DROP COLUMN content_sha256; ALTER TABLE messages DROP COLUMN duplicates; ALTER TABLE players DROP COLUMN gender; DELETE FROM schema_version WHERE version > 1`); err != nil {
			t.Fatal(err)
		}
		s.Close()
		s2, err := Open(context.Background(), path, Options{})
		if err != nil {
			t.Fatal(err)
		}
		defer s2.Close()
		if v, _ := s2.Version(context.Background()); v != SchemaVersion() {
			t.Errorf("version %d after upgrade, want %d", v, SchemaVersion())
		}
		err = s2.Update(context.Background(), func(tx *Tx) error {
			c, err := tx.Campaign("autumn")
			if err != nil {
				return err
			}
			return tx.PutDuelMaze(&DuelMaze{CampaignID: c.ID, Seat: 0, Name: "m.maze", Source: []byte("x")})
		})
		if err != nil {
			t.Errorf("the upgraded database: %v", err)
		}
	})
	t.Run("newer database refused", func(t *testing.T) {
		s, path := openTemp(t)
		if _, err := s.db.Exec(`INSERT INTO schema_version VALUES (999, 'future', 0)`); err != nil {
			t.Fatal(err)
		}
		s.Close()
		if _, err := Open(context.Background(), path, Options{}); err == nil {
			t.Fatal("opened a database from a newer program")
		}
	})
}

func TestSecret(t *testing.T) {
	code := NewCode()
	if len(code) != 14 {
		t.Fatalf("code %q", code)
	}
	s := HashCode(code)
	if !s.Match(code) {
		t.Error("the code does not match its own hash")
	}
	if !s.Match(" " + code[:4] + code[5:] + " ") {
		t.Error("spaces and dashes should not matter")
	}
	for _, bad := range []string{"", "X", code + "X"} {
		if s.Match(bad) {
			t.Errorf("%q matched", bad)
		}
	}
	if (Secret{}).Match(code) {
		t.Error("an empty secret matched")
	}
	// A keyboard left in the Russian layout types Cyrillic lookalikes.
	s = HashCode("698A-ZSGD-3293")
	for _, typed := range []string{"698А-ZSGD-3293", "698а-zsgd-3293", "698A ZSGD 3293", "698AZSGD3293", "698A—ZSGD—3293"} {
		if !s.Match(typed) {
			t.Errorf("%q does not match 698A-ZSGD-3293", typed)
		}
	}
	s = HashCode("ABCE-HKMP-TXY3")
	if !s.Match("АВСЕ-НКМР-ТХУЗ") {
		t.Error("the Cyrillic lookalikes of every Latin code letter do not match")
	}
	if s.Match("ABCE-HKMP-TXY4") {
		t.Error("a different code matched")
	}
}

// TestSecretRemembersMatches: a code that matched is known again without
// the PBKDF2, a wrong one never is, and what is remembered is not the
// code.
func TestSecretRemembersMatches(t *testing.T) {
	code := NewCode()
	s := HashCode(code)
	norm := NormalizeCode(code)
	if matched.has(s, norm) {
		t.Fatal("a code is remembered before it ever matched")
	}
	if s.Match(code[:13] + "0") {
		t.Fatal("a wrong code matched")
	}
	if !s.Match(code) {
		t.Fatal("the code does not match its own hash")
	}
	if !matched.has(s, norm) {
		t.Fatal("a code that matched is not remembered")
	}
	for _, bad := range []string{code[:13] + "0", code + "2", ""} {
		if s.Match(bad) {
			t.Errorf("%q matched after the right code was remembered", bad)
		}
	}
	// Another secret of the same code (a new campaign) is its own entry.
	if other := HashCode(code); matched.has(other, norm) {
		t.Error("a remembered match carried over to another secret")
	}
	matched.mu.Lock()
	defer matched.mu.Unlock()
	for id, tag := range matched.m {
		if strings.Contains(id, norm) || strings.Contains(string(tag), norm) {
			t.Fatal("the cache holds the code itself")
		}
	}
}

func TestOrdersLatestWins(t *testing.T) {
	s, _ := openTemp(t)
	c := seed(t, s)
	ctx := context.Background()
	for i, text := range []string{"налево", "вверх"} {
		err := s.Update(ctx, func(tx *Tx) error {
			return tx.PutOrder(&Order{CampaignID: c.ID, Round: 1, Seat: 0, Text: text, Actions: []byte("[]"),
				MessageID: fmt.Sprintf("m%d@x", i), Received: t0.Add(time.Duration(i) * time.Minute)})
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	s.View(ctx, func(tx *Tx) error {
		os, err := tx.Orders(c.ID, 1)
		if err != nil || len(os) != 1 || os[0].Text != "вверх" || os[0].MessageID != "m1@x" {
			t.Errorf("orders %+v, %v; want only the later one", os, err)
		}
		return nil
	})
	// An order for a seat that does not exist is refused (foreign keys).
	err := s.Update(ctx, func(tx *Tx) error {
		return tx.PutOrder(&Order{CampaignID: c.ID, Round: 1, Seat: 7, Actions: []byte("[]")})
	})
	if err == nil {
		t.Error("an order for a missing seat was stored")
	}
}

func TestExactlyOnce(t *testing.T) {
	s, _ := openTemp(t)
	c := seed(t, s)
	ctx := context.Background()
	applied := 0
	handle := func() error {
		return s.Update(ctx, func(tx *Tx) error {
			fresh, err := tx.RecordMessage(&Received{MessageID: "once@x", CampaignID: c.ID, Received: t0, From: "p0@example.org", Raw: []byte("raw"), Outcome: "orders"})
			if err != nil || !fresh {
				return err
			}
			applied++
			_, err = tx.Enqueue(&Mail{CampaignID: c.ID, MessageID: "confirm-once@x", To: []string{"p0@example.org"}, Raw: []byte("ok"), Kind: "confirmation", Created: t0})
			return err
		})
	}
	for range 3 {
		if err := handle(); err != nil {
			t.Fatal(err)
		}
	}
	if applied != 1 {
		t.Errorf("applied %d times, want 1", applied)
	}
	s.View(ctx, func(tx *Tx) error {
		ob, _ := tx.Outbox(c.ID)
		if len(ob) != 1 {
			t.Errorf("outbox holds %d, want 1", len(ob))
		}
		done, _ := tx.Processed("once@x")
		if !done {
			t.Error("not recorded as processed")
		}
		return nil
	})
}

// TestRollback: an error in the middle of a round's transaction leaves
// nothing of it.
func TestRollback(t *testing.T) {
	s, _ := openTemp(t)
	c := seed(t, s)
	ctx := context.Background()
	boom := errors.New("boom")
	err := s.Update(ctx, func(tx *Tx) error {
		writeRound(tx, c.ID)
		return boom
	})
	if !errors.Is(err, boom) {
		t.Fatalf("err %v", err)
	}
	assertRoundOpen(t, s, c.ID)
	func() {
		defer func() { recover() }()
		s.Update(ctx, func(tx *Tx) error {
			writeRound(tx, c.ID)
			panic("boom")
		})
	}()
	assertRoundOpen(t, s, c.ID)
}

// writeRound does everything a round's resolution writes.
func writeRound(tx *Tx, cid int64) {
	tx.PutOrder(&Order{CampaignID: cid, Round: 1, Seat: 1, Actions: []byte("[]"), Missing: true})
	tx.PutState(cid, State{Round: 1, Blob: []byte("s1"), Hash: "h1"})
	tx.ResolveRound(cid, 1, t0, "h1")
	for seat := range 2 {
		tx.Enqueue(&Mail{CampaignID: cid, MessageID: fmt.Sprintf("r1-%d@x", seat), To: []string{"p@x"}, Raw: []byte("r"), Kind: "report", Round: 1, Seat: seat, Created: t0})
	}
	tx.Log(cid, 1, t0, "resolved", "round 1")
}

func assertRoundOpen(t *testing.T, s *Store, cid int64) {
	t.Helper()
	s.View(context.Background(), func(tx *Tx) error {
		r, err := tx.Round(cid, 1)
		if err != nil || !r.Open() {
			t.Errorf("round 1: %+v, %v; want open", r, err)
		}
		if _, err := tx.State(cid, 1); !errors.Is(err, ErrNotFound) {
			t.Errorf("state of round 1 exists: %v", err)
		}
		ob, _ := tx.Outbox(cid)
		if len(ob) != 0 {
			t.Errorf("outbox holds %d reports of an unfinished round", len(ob))
		}
		ev, _ := tx.Events(cid, -1)
		if len(ev) != 0 {
			t.Errorf("events: %d", len(ev))
		}
		return nil
	})
}

// crashMidRound runs in a child process: it writes half a round inside a
// transaction and dies without committing.
func crashMidRound(path string) {
	s, err := Open(context.Background(), path, Options{})
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(3)
	}
	s.Update(context.Background(), func(tx *Tx) error {
		c, err := tx.Campaign("autumn")
		if err != nil {
			os.Exit(4)
		}
		writeRound(tx, c.ID)
		os.Exit(7) // the process dies inside the transaction
		return nil
	})
}

// TestCrashInTheMiddle kills a process in the middle of a round's
// transaction: the database must show the round still open and nothing of
// its reports.
func TestCrashInTheMiddle(t *testing.T) {
	s, path := openTemp(t)
	c := seed(t, s)
	cmd := exec.Command(os.Args[0], "-test.run=^$")
	cmd.Env = append(os.Environ(), "STORE_CRASH_DB="+path)
	err := cmd.Run()
	var ee *exec.ExitError
	if !errors.As(err, &ee) || ee.ExitCode() != 7 {
		t.Fatalf("child: %v", err)
	}
	assertRoundOpen(t, s, c.ID)
	// The round can still be resolved normally afterwards, exactly once.
	ctx := context.Background()
	if err := s.Update(ctx, func(tx *Tx) error { return tx.ResolveRound(c.ID, 1, t0, "h1") }); err != nil {
		t.Fatal(err)
	}
	if err := s.Update(ctx, func(tx *Tx) error { return tx.ResolveRound(c.ID, 1, t0, "h1") }); !errors.Is(err, ErrNotFound) {
		t.Errorf("second resolution: %v, want ErrNotFound", err)
	}
}

// TestTwoWriters: two stores on one file (two processes, in effect)
// writing at once must both succeed, thanks to WAL, BEGIN IMMEDIATE and
// the busy timeout.
func TestTwoWriters(t *testing.T) {
	s1, path := openTemp(t)
	c := seed(t, s1)
	s2, err := Open(context.Background(), path, Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer s2.Close()
	const n = 100
	var wg sync.WaitGroup
	errs := make(chan error, 2*n)
	for w, s := range []*Store{s1, s2} {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range n {
				err := s.Update(context.Background(), func(tx *Tx) error {
					// read-modify-write: counts must not be lost
					ev, err := tx.Events(c.ID, 0)
					if err != nil {
						return err
					}
					return tx.Log(c.ID, 0, t0, "count", fmt.Sprintf("%d %d %d", w, i, len(ev)))
				})
				if err != nil {
					errs <- err
				}
			}
		}()
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Fatal(err)
	}
	s1.View(context.Background(), func(tx *Tx) error {
		ev, _ := tx.Events(c.ID, 0)
		if len(ev) != 2*n {
			t.Errorf("%d events, want %d", len(ev), 2*n)
		}
		seen := map[string]bool{}
		for _, e := range ev {
			var w, i, before int
			fmt.Sscan(e.Text, &w, &i, &before)
			k := fmt.Sprint(before)
			if seen[k] {
				t.Errorf("two transactions saw %d events before them: not serialized", before)
			}
			seen[k] = true
		}
		return nil
	})
}

func TestOutbox(t *testing.T) {
	s, _ := openTemp(t)
	c := seed(t, s)
	ctx := context.Background()
	var id int64
	s.Update(ctx, func(tx *Tx) error {
		m := &Mail{CampaignID: c.ID, MessageID: "a@x", From: "referee@example.org", To: []string{"p0@example.org"}, Raw: []byte("hello"), Kind: "report", Round: 1, Created: t0}
		fresh, err := tx.Enqueue(m)
		if err != nil || !fresh {
			t.Fatalf("enqueue: %v %v", fresh, err)
		}
		id = m.ID
		again, _ := tx.Enqueue(&Mail{CampaignID: c.ID, MessageID: "a@x", To: []string{"x"}, Created: t0})
		if again {
			t.Error("the same Message-ID was queued twice")
		}
		return nil
	})
	due, err := s.Due(ctx, t0.Add(-time.Second), 10)
	if err != nil || len(due) != 0 {
		t.Errorf("due before its time: %v %v", due, err)
	}
	due, _ = s.Due(ctx, t0, 10)
	if len(due) != 1 || due[0].ID != id || string(due[0].Raw) != "hello" || due[0].To[0] != "p0@example.org" {
		t.Fatalf("due: %+v", due)
	}
	if err := s.Retry(ctx, id, errors.New("421 busy"), t0.Add(time.Minute)); err != nil {
		t.Fatal(err)
	}
	if due, _ := s.Due(ctx, t0.Add(30*time.Second), 10); len(due) != 0 {
		t.Error("due again before the retry time")
	}
	if due, _ := s.Due(ctx, t0.Add(time.Minute), 10); len(due) != 1 {
		t.Error("not due at the retry time")
	} else if due[0].Attempts != 1 {
		t.Errorf("due after one failed attempt with Attempts %d, want 1", due[0].Attempts)
	}
	if err := s.Sent(ctx, id, t0.Add(time.Minute)); err != nil {
		t.Fatal(err)
	}
	if due, _ := s.Due(ctx, t0.Add(time.Hour), 10); len(due) != 0 {
		t.Error("a sent message is due again")
	}
	s.View(ctx, func(tx *Tx) error {
		m, _ := tx.OutboxMail(id)
		if m.Status != MailSent || m.Attempts != 2 {
			t.Errorf("after retry and send: %+v", m)
		}
		return nil
	})

	t.Run("gives up after MaxAttempts", func(t *testing.T) {
		s.Update(ctx, func(tx *Tx) error {
			_, err := tx.Enqueue(&Mail{CampaignID: c.ID, MessageID: "b@x", To: []string{"gone@example.org"}, Kind: "report", Created: t0})
			return err
		})
		due, _ := s.Due(ctx, t0, 10)
		for i := 0; i < MaxAttempts; i++ {
			s.Retry(ctx, due[0].ID, errors.New("451 later"), t0)
		}
		if d, _ := s.Due(ctx, t0.Add(time.Hour), 10); len(d) != 0 {
			t.Error("still due after MaxAttempts")
		}
		s.Update(ctx, func(tx *Tx) error {
			f, _ := tx.FailedUnreported(c.ID)
			if len(f) != 1 || f[0].Status != MailFailed {
				t.Errorf("failed: %+v", f)
			}
			f, _ = tx.FailedUnreported(c.ID)
			if len(f) != 0 {
				t.Error("a failure was reported twice")
			}
			return nil
		})
	})
	t.Run("permanent failure", func(t *testing.T) {
		var mid int64
		s.Update(ctx, func(tx *Tx) error {
			m := &Mail{CampaignID: c.ID, MessageID: "c@x", To: []string{"nobody@example.org"}, Kind: "report", Created: t0}
			_, err := tx.Enqueue(m)
			mid = m.ID
			return err
		})
		if err := s.Failed(ctx, mid, errors.New("550 no such user")); err != nil {
			t.Fatal(err)
		}
		s.View(ctx, func(tx *Tx) error {
			m, _ := tx.OutboxMail(mid)
			if m.Status != MailFailed || m.LastError != "550 no such user" {
				t.Errorf("%+v", m)
			}
			ev, _ := tx.Events(c.ID, -1)
			if len(ev) == 0 || ev[len(ev)-1].Kind != "delivery-failed" {
				t.Error("the failure is not in the log")
			}
			return nil
		})
	})
}

// TestPlayerGender: a replacement's gender is kept with the seat, and a
// seat of the campaign file keeps "" (its roster says the gender).
func TestPlayerGender(t *testing.T) {
	s, _ := openTemp(t)
	c := seed(t, s)
	err := s.Update(context.Background(), func(tx *Tx) error {
		ps, err := tx.Players(c.ID)
		if err != nil {
			return err
		}
		if ps[0].Gender != "" {
			t.Errorf("a seat of the campaign file has gender %q, want \"\"", ps[0].Gender)
		}
		p := ps[1]
		p.Name, p.Gender = "Вера", "f"
		return tx.UpdatePlayer(p)
	})
	if err != nil {
		t.Fatal(err)
	}
	s.View(context.Background(), func(tx *Tx) error {
		ps, err := tx.Players(c.ID)
		if err != nil || ps[1].Name != "Вера" || ps[1].Gender != "f" {
			t.Errorf("after replace: %+v, %v; want Вера, f", ps[1], err)
		}
		return nil
	})
}

// TestSentAll: the letters sent side by side are recorded in one
// transaction, all or none: an ID that is not in the outbox leaves the
// others queued, to be sent again rather than half recorded.
func TestSentAll(t *testing.T) {
	s, _ := openTemp(t)
	c := seed(t, s)
	ctx := context.Background()
	var ids []int64
	s.Update(ctx, func(tx *Tx) error {
		for _, k := range []string{"invitation", "report"} {
			m := &Mail{CampaignID: c.ID, MessageID: k + "@x", From: "referee@example.org", To: []string{"p0@example.org"}, Raw: []byte("code: 1234"), Kind: k, Round: 1, Created: t0}
			if _, err := tx.Enqueue(m); err != nil {
				t.Fatal(err)
			}
			ids = append(ids, m.ID)
		}
		return nil
	})
	if err := s.SentAll(ctx, append(slices.Clone(ids), 999), t0); err == nil {
		t.Error("SentAll with an unknown ID succeeded")
	}
	if due, _ := s.Due(ctx, t0, 10); len(due) != 2 {
		t.Errorf("after a failed SentAll %d letters are due, want both", len(due))
	}
	if err := s.SentAll(ctx, ids, t0); err != nil {
		t.Fatal(err)
	}
	if due, _ := s.Due(ctx, t0.Add(time.Hour), 10); len(due) != 0 {
		t.Errorf("%d letters due after SentAll", len(due))
	}
	s.View(ctx, func(tx *Tx) error {
		inv, _ := tx.OutboxMail(ids[0])
		rep, _ := tx.OutboxMail(ids[1])
		if inv.Status != MailSent || len(inv.Raw) != 0 {
			t.Errorf("invitation after SentAll: %v with %d bytes kept (its code must go)", inv.Status, len(inv.Raw))
		}
		if rep.Status != MailSent || string(rep.Raw) != "code: 1234" {
			t.Errorf("report after SentAll: %v, %q", rep.Status, rep.Raw)
		}
		return nil
	})
}

// TestPlayersReadOncePerTransaction: a transaction reads a roster once
// and hands out copies: a caller changing its copy changes nothing for
// the next, and the transaction's own writes to the players table are
// seen at once, as the query would see them.
func TestPlayersReadOncePerTransaction(t *testing.T) {
	s, _ := openTemp(t)
	c := seed(t, s)
	ctx := context.Background()
	err := s.Update(ctx, func(tx *Tx) error {
		ps, err := tx.Players(c.ID)
		if err != nil {
			return err
		}
		ps[0].Name = "changed, not written"
		again, err := tx.Players(c.ID)
		if err != nil {
			return err
		}
		if again[0].Name != "Аня" {
			t.Errorf("a caller's change to its copy reached the next caller: %q", again[0].Name)
		}
		again[1].Missed = 2
		if err := tx.UpdatePlayer(again[1]); err != nil {
			return err
		}
		if err := tx.AddPlayer(&Player{CampaignID: c.ID, Seat: 2, Name: "Вера", Email: "p2@example.org", Lang: "ru", Code: HashCode("CODE")}); err != nil {
			return err
		}
		after, err := tx.Players(c.ID)
		if err != nil {
			return err
		}
		if len(after) != 3 || after[1].Missed != 2 || after[2].Name != "Вера" {
			t.Errorf("after the transaction's own writes the roster reads %d players, seat 2 missed %d", len(after), after[1].Missed)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}
