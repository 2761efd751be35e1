package campaign

import (
	"bytes"
	"context"
	"crypto/sha256"
	"errors"
	"fmt"
	"io"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/emersion/go-message/mail"

	"labyrinth/examples"
	"labyrinth/pbem"
	"labyrinth/pbem/store"
)

// viewMill is two players on "The old mill", where Bob steps on the mine
// (E4, rule V8) in round 2 and sits three rounds out.
const viewMill = `{"name": "mill", "seed": 1, "referee": "referee@example.org", "host": "host@example.org",
	"maze": "base.maze", "round": "24h", "players": [
	{"name": "Аня", "email": "anya@example.org", "lang": "ru", "gender": "f"},
	{"name": "Bob", "email": "bob@example.org", "lang": "en"}]}`

// viewMail is one order mail of the table: the seat and its text, sent
// alone or in a batch with the mails before it of the same batch number.
type viewMail struct {
	batch int
	seat  int
	text  string
}

// viewTable walks the order path through every answer it gives: orders
// that must name a start cell, no orders, a bad cell, accepted orders, a
// player sitting out, a parse error, and batches in which a round is
// resolved and the next mail reads the state the same transaction wrote.
var viewTable = []viewMail{
	{1, 0, "иду вниз"},           // B6: the start cell first
	{2, 0, ""},                   // no orders
	{3, 0, "начинаю с щ9"},       // no such cell
	{4, 0, "начинаю с а1"},       // accepted
	{5, 1, "start at D4"},        // accepted; round 1 is resolved
	{6, 1, "go right"},           // onto the mine
	{7, 0, "иду вниз"},           // round 2 is resolved
	{8, 1, "wait"},               // Bob sits out
	{9, 0, "стою"},               // round 3 is resolved without Bob
	{10, 0, "иду вверх"},         // round 4 is resolved …
	{10, 1, "go up"},             // … Bob still sits out, in the same transaction
	{10, 0, "иду куда-нибудь"},   // … a parse error for round 5
	{10, 0, "стою"},              // … accepted: round 5 is resolved
	{11, 1, "go left"},           // Bob is back
	{11, 0, "иду направо\nстою"}, // too many orders
	{12, 0, "иду вниз"},          // round 6 is resolved
	{13, 1, "-- \nBob"},          // only a closing: no orders
}

// viewRun plays viewTable against a fresh store with ref and returns
// every mail's outcome and every letter, the players' codes replaced by
// their seats so that two runs compare.
func viewRun(t *testing.T, cached bool) []string {
	t.Helper()
	ctx := context.Background()
	st, ref, c, t0 := viewCampaign(t, cached)
	from := []string{"anya@example.org", "bob@example.org"}
	var batch []pbem.Message
	flush := func(n int) {
		if err := ref.HandleBatch(ctx, batch, t0.Add(time.Duration(n)*time.Minute)); err != nil {
			t.Fatal(err)
		}
		batch = nil
	}
	for i, m := range viewTable {
		raw := fmt.Sprintf("From: %s\r\nTo: referee@example.org\r\nSubject: [lab:mill] orders\r\nMessage-ID: <v%d@example.org>\r\n"+
			"Content-Type: text/plain; charset=utf-8\r\n\r\ncode: %s\r\n%s\r\n", from[m.seat], i, c.Codes[m.seat], strings.ReplaceAll(m.text, "\n", "\r\n"))
		batch = append(batch, pbem.Message{MessageID: fmt.Sprintf("v%d@example.org", i), Raw: []byte(raw)})
		if i+1 == len(viewTable) || viewTable[i+1].batch != m.batch {
			flush(i)
		}
	}
	var out []string
	err := st.View(ctx, func(tx *store.Tx) error {
		cc, err := tx.Campaign("mill")
		if err != nil {
			return err
		}
		ms, err := tx.Messages(cc.ID)
		if err != nil {
			return err
		}
		for _, m := range ms {
			out = append(out, m.MessageID+": "+m.Outcome)
		}
		letters, err := tx.Outbox(cc.ID)
		if err != nil {
			return err
		}
		for _, l := range letters {
			if l.Kind == "invitation" {
				continue // it carries the codes, different in each run
			}
			r, err := mail.CreateReader(bytes.NewReader(l.Raw))
			if err != nil {
				return err
			}
			subj, _ := r.Header.Subject()
			p, err := r.NextPart()
			if err != nil {
				return err
			}
			b, _ := io.ReadAll(p.Body)
			body := string(b)
			for seat, code := range c.Codes {
				body = strings.ReplaceAll(body, code, fmt.Sprintf("<code %d>", seat))
			}
			out = append(out, fmt.Sprintf("%s round %d to %v: %s\n%s", l.Kind, l.Round, l.To, subj, body))
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if cached && ref.views.len() == 0 {
		t.Error("the cached run kept no view")
	}
	return out
}

func viewReferee(t *testing.T, st *store.Store, cached bool) *Referee {
	t.Helper()
	ref, err := New(Options{Store: st, Engine: RulesEngine{}, Orders: RulesOrders{}, Compile: CompileMaze})
	if err != nil {
		t.Fatal(err)
	}
	if !cached {
		ref.views = nil
	}
	return ref
}

// TestRoundViewAnswersAsRestore: with the round views kept in memory the
// referee answers every mail of viewTable exactly as when it restores the
// game for each one: the same outcomes, the same letters.
func TestRoundViewAnswersAsRestore(t *testing.T) {
	cached, restored := viewRun(t, true), viewRun(t, false)
	if len(cached) != len(restored) {
		t.Fatalf("%d outcomes and letters cached, %d restored", len(cached), len(restored))
	}
	for i := range cached {
		if cached[i] != restored[i] {
			t.Errorf("cached:\n%s\nrestored:\n%s", cached[i], restored[i])
		}
	}
	// The table reached every answer it names.
	all := strings.Join(cached, "\n")
	for _, want := range []string{"orders accepted", "rejected: no orders", "sits out round", "report round 5"} {
		if !strings.Contains(all, want) {
			t.Errorf("no %q among the answers:\n%s", want, all)
		}
	}
}

// TestRoundViewRollback: a transaction that read a state it wrote itself
// and then rolled back leaves no view behind; every view kept is of a
// state the database has, and the next mail is answered from it.
func TestRoundViewRollback(t *testing.T) {
	ctx := context.Background()
	st, ref, c, t0 := viewCampaign(t, true)
	msg := func(id string, seat int, text string) pbem.Message {
		from := []string{"anya@example.org", "bob@example.org"}[seat]
		return pbem.Message{MessageID: id, Raw: []byte(fmt.Sprintf("From: %s\r\nTo: referee@example.org\r\nSubject: [lab:mill] orders\r\n"+
			"Content-Type: text/plain; charset=utf-8\r\n\r\ncode: %s\r\n%s\r\n", from, c.Codes[seat], text))}
	}
	if err := ref.HandleMail(ctx, msg("a1", 0, "начинаю с а1"), t0); err != nil {
		t.Fatal(err)
	}
	if n := ref.views.len(); n != 1 {
		t.Fatalf("%d views after round 1's first orders, want 1", n)
	}
	// Round 1 is resolved, round 2's first orders read the new state, and
	// then the transaction fails.
	boom := errors.New("boom")
	err := st.Update(ctx, func(tx *store.Tx) error {
		for _, m := range []pbem.Message{msg("b1", 1, "start at D4"), msg("a2", 0, "иду вниз")} {
			if err := ref.handleMail(tx, m, t0.Add(time.Minute)); err != nil {
				return err
			}
		}
		if v := ref.views.pending[tx]; len(v) != 1 {
			t.Errorf("%d views pending inside the transaction, want round 1's", len(v))
		}
		return boom
	})
	if !errors.Is(err, boom) {
		t.Fatalf("Update = %v, want %v", err, boom)
	}
	if len(ref.views.pending) != 0 {
		t.Error("the rolled-back transaction's views are still pending")
	}
	checkViews(t, st, ref)
	for k := range ref.views.done {
		if k.round != 0 {
			t.Errorf("a view of round %d's state survived the rollback", k.round)
		}
	}
	// The campaign is in round 1 still: Bob's orders are for it, and
	// Аня's second orders replace her first.
	if err := ref.HandleMail(ctx, msg("b1", 1, "start at D4"), t0.Add(2*time.Minute)); err != nil {
		t.Fatal(err)
	}
	if err := ref.HandleMail(ctx, msg("a2", 0, "иду вниз"), t0.Add(3*time.Minute)); err != nil {
		t.Fatal(err)
	}
	checkViews(t, st, ref)
	err = st.View(ctx, func(tx *store.Tx) error {
		cc, err := tx.Campaign("mill")
		if err != nil {
			return err
		}
		ms, err := tx.Messages(cc.ID)
		if err != nil {
			return err
		}
		got := map[string]string{}
		for _, m := range ms {
			got[m.MessageID] = m.Outcome
		}
		if got["b1"] != "orders accepted" || got["a2"] != "orders accepted" {
			t.Errorf("after the rollback: %v", got)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}

// checkViews fails unless every view the referee keeps is of a state the
// database holds, byte for byte.
func checkViews(t *testing.T, st *store.Store, ref *Referee) {
	t.Helper()
	err := st.View(context.Background(), func(tx *store.Tx) error {
		for k := range ref.views.done {
			s, err := tx.State(k.campaign, k.round)
			if err != nil {
				t.Errorf("a view of round %d's state, which the database does not have: %v", k.round, err)
				continue
			}
			if sha256.Sum256(s.Blob) != k.state || s.Hash != k.hash {
				t.Errorf("a view of round %d's state differs from the database's", k.round)
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}

// viewCampaign makes the old mill's campaign (viewMill) in a fresh store,
// refereed with round views kept or not, as of its start time t0.
func viewCampaign(t *testing.T, cached bool) (*store.Store, *Referee, *Created, time.Time) {
	t.Helper()
	st, err := store.Open(context.Background(), filepath.Join(t.TempDir(), "view.db"), store.Options{})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	ref := viewReferee(t, st, cached)
	src, err := examples.Read("base.maze")
	if err != nil {
		t.Fatal(err)
	}
	cfg, err := ParseConfig("mill.json", []byte(viewMill))
	if err != nil {
		t.Fatal(err)
	}
	t0 := time.Date(2026, 11, 24, 10, 0, 0, 0, time.UTC)
	c, err := ref.Create(context.Background(), cfg, "base.maze", src, t0)
	if err != nil {
		t.Fatal(err)
	}
	return st, ref, c, t0
}
