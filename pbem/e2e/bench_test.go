package e2e_test

import (
	"bytes"
	"context"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"labyrinth/examples"
	"labyrinth/pbem"
	"labyrinth/pbem/campaign"
	"labyrinth/pbem/internal/realmail"
	"labyrinth/pbem/smtpout"
	"labyrinth/pbem/store"
)

var benchMails = flag.Int("mails", 1000, "order mails per operation of BenchmarkCampaignRealMail, a multiple of its players")

// benchPlayers is the size of the benchmark's campaign: as many players as
// the order mails allow in whole rounds, within the engine's 64.
const benchPlayers = 50

// benchCast is the accounts of the benchmark: the referee, the host, the
// players, the mail client the players submit through, and a mailbox
// that takes the baseline's copies of the orders.
type benchCast struct {
	referee, host, client, sink realmail.User
	players                     []realmail.User
}

func newBenchCast() benchCast {
	u := func(name string) realmail.User { return realmail.User{Name: name, Password: name + "-secret"} }
	c := benchCast{referee: u("referee"), host: u("host"), client: u("client"), sink: u("sink")}
	for i := range benchPlayers {
		c.players = append(c.players, u(fmt.Sprintf("p%02d", i)))
	}
	return c
}

func (c benchCast) users() []realmail.User {
	return append([]realmail.User{c.referee, c.host, c.client, c.sink}, c.players...)
}

// BenchmarkCampaignRealMail is the referee's overhead over real mail
// servers: 1,000 order mails in and every letter the referee writes for
// them out (1,000 confirmations, 1,000 reports, a host report a round)
// through Postfix (submission, delivering over LMTP) and Dovecot, beside
// the servers' own time for exactly the same mails sent by a plain client
// loop.
//
// The referee is the real one, run as its own process the way "labyrinth
// referee" runs it (pbem.Run over imapin, smtpout and the SQLite store,
// campaign.Referee with the engine, the order language and "The old
// mill"), with the daemon's own timings (refereeSpec.Production). Fifty
// players, Russian and English, play -mails/50 rounds (20 for 1,000): one
// order mail each per round — a start cell, then moves and waits — and
// each sends the next as soon as the previous round's
// report is in their mailbox, as a player answers a report; they learn
// of it from inotify, counting deliveries, so that the benchmark's own
// players cost next to nothing. Its time runs from the first order
// submitted until every letter is delivered. BENCH_TRACE=FILE writes
// when each order was submitted, to set beside the referee's log
// (REFEREE_LOG=FILE).
//
// The baseline then sends, through the same Postfix with the same client
// (smtpout, one connection), the same order mails and every letter the
// referee sent in that time, byte for byte, round by round, and waits
// until all are delivered: the orders into a mailbox of their own (the
// referee's would hand them to the next run), the letters to their
// recipients. So both sides carry the same mails, and the ratio is the
// referee's own cost. Delivered means in the mailbox's Maildir on disk
// (realmail's Dovecot.Delivered), polled without IMAP so that waiting
// adds no load.
//
// Metrics: mails/s is the mails carried (orders and letters) over the
// referee's time, baseline-mails/s the same over the baseline's, and
// x-baseline the referee's time over the baseline's: the referee's
// overhead as a ratio (1 would be none). ns/op is the referee's time. One
// operation takes about a minute; run it with -benchtime 1x. Like the
// other real-server tests it skips without Dovecot and Postfix, or
// without root, except under CI=true.
func BenchmarkCampaignRealMail(b *testing.B) {
	b.StopTimer()
	n := *benchMails
	if n <= 0 || n%benchPlayers != 0 {
		b.Fatalf("-mails %d: want a positive multiple of %d, one order mail per player per round", n, benchPlayers)
	}
	rounds := n / benchPlayers
	bc := newBenchCast()
	s := realmail.Start(b, realmail.Options{Users: bc.users()})
	var refTime, baseTime time.Duration
	carried := 0
	for i := range b.N {
		run := benchCampaign(b, s, bc, fmt.Sprintf("bench%d", i+1), rounds)
		refTime += run.took
		baseTime += benchBaseline(b, s, bc, run)
		carried += run.mails()
	}
	mails := float64(carried)
	b.ReportMetric(mails/refTime.Seconds(), "mails/s")
	b.ReportMetric(mails/baseTime.Seconds(), "baseline-mails/s")
	b.ReportMetric(refTime.Seconds()/baseTime.Seconds(), "x-baseline")
}

// benchRun is what one campaign of the benchmark sent and took.
type benchRun struct {
	took    time.Duration
	orders  [][][]byte      // by round, by seat: the raw order mails
	letters [][]*store.Mail // by round: every letter the referee wrote in the timed part
}

// mails counts the mails of the run: orders in, letters out.
func (r benchRun) mails() int {
	n := 0
	for i := range r.orders {
		n += len(r.orders[i]) + len(r.letters[i])
	}
	return n
}

// benchOrder is seat's order in round r (from 1): its start cell in round
// 1 (rule B6), then a cycle of moves and waits.
func benchOrder(seat, r int) string {
	ru := []string{"иду вверх", "иду вниз", "иду направо", "иду налево", "стою"}
	en := []string{"go up", "go down", "go right", "go left", "wait"}
	col, row := seat%8, 1+(seat/8)%8
	switch {
	case r == 1 && seat%2 == 0:
		return fmt.Sprintf("начинаю с %c%d", []rune("абвгдежз")[col], row)
	case r == 1:
		return fmt.Sprintf("start at %c%d", "ABCDEFGH"[col], row)
	case seat%2 == 0:
		return ru[(seat+r)%len(ru)]
	default:
		return en[(seat+r)%len(en)]
	}
}

// benchCampaign creates a campaign named name, starts a referee process
// for it, waits for the invitations and then times the players' rounds
// until every letter of the referee is delivered.
func benchCampaign(b *testing.B, s *realmail.Servers, bc benchCast, name string, rounds int) benchRun {
	b.Helper()
	ctx := context.Background()
	dir := b.TempDir()
	db := filepath.Join(dir, "bench.db")
	deps := games["rules"]
	src, err := examples.Read("base.maze")
	if err != nil {
		b.Fatal(err)
	}
	// Without the mill's mine (E4): a player on it sits rounds out (V8)
	// and is not waited for, so the players' wandering would make the
	// count of letters depend on who stepped on it.
	src = bytes.Replace(src, []byte("|     M   v |"), []byte("|         v |"), 1)
	var ps []string
	for i, p := range bc.players {
		ps = append(ps, fmt.Sprintf(`{"name": %q, "email": %q, "lang": %q}`, p.Name, p.Address(), []string{"ru", "en"}[i%2]))
	}
	cfg, err := campaign.ParseConfig(name+".json", fmt.Appendf(nil, `{"name": %q, "seed": 1, "referee": %q, "host": %q,
		"maze": "base.maze", "round": "24h", "players": [%s]}`, name, bc.referee.Address(), bc.host.Address(), strings.Join(ps, ",")))
	if err != nil {
		b.Fatal(err)
	}
	st, err := store.Open(ctx, db, store.Options{})
	if err != nil {
		b.Fatal(err)
	}
	ref, err := campaign.New(campaign.Options{Store: st, Engine: deps.engine, Orders: deps.orders, Compile: deps.compile})
	if err != nil {
		b.Fatal(err)
	}
	created, err := ref.Create(ctx, cfg, "base.maze", src, time.Now())
	if err != nil {
		b.Fatal(err)
	}
	if err := st.Close(); err != nil {
		b.Fatal(err)
	}

	mailboxes := append([]realmail.User{bc.host}, bc.players...)
	before := delivered(b, s, mailboxes)
	// No clock file: the referee keeps the real time; the rounds last a
	// day, so only the players' orders end them.
	proc := startReferee(b, refereeSpec{DB: db, IMAPAddr: s.Dovecot.IMAPAddr, SMTPAddr: s.Postfix.SMTPAddr,
		User: bc.referee.Name, Password: bc.referee.Password, ClockFile: filepath.Join(dir, "no-clock"), Game: "rules", Production: true}, 1)
	want := map[string]int{}
	for _, u := range mailboxes {
		want[u.Name] = before[u.Name] + 1
	}
	waitDelivered(b, s, proc, "the invitations", want, time.Minute)

	// The players' mail client: one submission connection for them all.
	snd, err := smtpout.New(smtpout.Options{Addr: s.Postfix.SMTPAddr, TLS: pbem.TLSNone, Username: bc.client.Name, Password: bc.client.Password,
		HeloName: "client.localhost", Timeout: 10 * time.Second})
	if err != nil {
		b.Fatal(err)
	}
	defer snd.Close()
	run := benchRun{orders: make([][][]byte, rounds)}
	for r := range run.orders {
		run.orders[r] = make([][]byte, len(bc.players))
	}
	// The players learn of their mail as it is delivered (inotify on their
	// Maildirs, or every 50 ms), not by reading fifty directories after
	// every delivery: that would take CPU from the referee and the
	// servers.
	var dirs []string
	for _, p := range bc.players {
		dirs = append(dirs, filepath.Join(s.Dovecot.Dir, "mail", p.Name, "Maildir", "new"))
	}
	watch, err := newMailWatch(dirs, func(i int) (int, error) { return s.Dovecot.Delivered(bc.players[i].Name) })
	if err != nil {
		b.Fatal(err)
	}
	defer watch.close()
	sent := make([]int, len(bc.players)) // rounds sent, by seat
	total := rounds * len(bc.players)
	deadline := time.Now().Add(10 * time.Minute)
	trace := benchTrace(b)
	b.StartTimer()
	start := time.Now()
	trace("start")
	for done := 0; done < total; {
		progress := false
		for seat, p := range bc.players {
			r := sent[seat]
			if r == rounds {
				continue
			}
			// The invitation, then a confirmation and a report for every
			// round sent: the previous round is over for this player.
			have, err := watch.delivered(seat)
			if err != nil {
				b.Fatal(err)
			}
			if have < before[p.Name]+1+2*r {
				continue
			}
			subject, code := "[lab:"+name+"] приказы", "код: "
			if seat%2 == 1 {
				subject, code = "[lab:"+name+"] orders", "code: "
			}
			raw := plainMail(p.Address(), bc.referee.Address(), subject, fmt.Sprintf("%s-%s-%d@client.localhost", name, p.Name, r+1), "",
				code+created.Codes[seat]+"\n"+benchOrder(seat, r+1)+"\n")
			if err := snd.Send(ctx, pbem.Outgoing{From: p.Address(), To: []string{bc.referee.Address()}, Raw: raw}); err != nil {
				b.Fatalf("%s sends round %d: %v\n%s", p.Name, r+1, err, s.Logs())
			}
			run.orders[r][seat] = raw
			trace("submitted %s-%s-%d@client.localhost", name, p.Name, r+1)
			sent[seat]++
			done++
			progress = true
		}
		if !progress {
			if time.Now().After(deadline) {
				b.Fatalf("after 10 minutes the players have sent %v of %d rounds each\n%s", sent, rounds, s.Logs())
			}
			checkAlive(b, proc)
			watch.wait(50 * time.Millisecond)
		}
	}
	for _, u := range mailboxes {
		want[u.Name] = before[u.Name] + 1 + rounds // the host: a report per round
	}
	for _, p := range bc.players {
		want[p.Name] = before[p.Name] + 1 + 2*rounds
	}
	waitDelivered(b, s, proc, "every confirmation and report", want, time.Until(deadline))
	run.took = time.Since(start)
	trace("end")
	b.StopTimer()
	proc.stop(b)
	// REFEREE_LOG=FILE keeps the referee process's log, for a timeline of
	// where its time went.
	if path := os.Getenv("REFEREE_LOG"); path != "" {
		if log, err := os.ReadFile(proc.log); err == nil {
			os.WriteFile(path, log, 0o644)
		}
	}

	// The referee did what a campaign does: every order mail accepted,
	// the rounds resolved, every letter sent once, and no more letters
	// delivered than it sent.
	st, err = store.Open(ctx, db, store.Options{})
	if err != nil {
		b.Fatal(err)
	}
	defer st.Close()
	run.letters = make([][]*store.Mail, rounds)
	err = st.View(ctx, func(tx *store.Tx) error {
		c, err := tx.Campaign(name)
		if err != nil {
			return err
		}
		if c.Round != rounds+1 || c.Status != store.StatusOpen {
			b.Errorf("after %d rounds the campaign is in round %d, %v; want round %d, open", rounds, c.Round, c.Status, rounds+1)
		}
		msgs, err := tx.Messages(c.ID)
		if err != nil {
			return err
		}
		accepted := 0
		for _, m := range msgs {
			if m.Outcome == "orders accepted" {
				accepted++
			} else {
				b.Errorf("order mail %s: %s", m.MessageID, m.Outcome)
			}
		}
		if accepted != total {
			b.Errorf("%d order mails accepted, want %d", accepted, total)
		}
		out, err := tx.Outbox(c.ID)
		if err != nil {
			return err
		}
		kinds := map[string]int{}
		for _, m := range out {
			kinds[m.Kind]++
			if m.Status != store.MailSent {
				b.Errorf("letter %d (%s) is %v, not sent", m.ID, m.Kind, m.Status)
			}
			if m.Kind != "invitation" {
				run.letters[m.Round-1] = append(run.letters[m.Round-1], m)
			}
		}
		wantKinds := map[string]int{"invitation": len(bc.players) + 1, "confirmation": total, "report": total, "host-report": rounds}
		for k, n := range wantKinds {
			if kinds[k] != n {
				b.Errorf("%d letters of kind %s, want %d (all: %v)", kinds[k], k, n, kinds)
			}
		}
		return nil
	})
	if err != nil {
		b.Fatal(err)
	}
	if got := delivered(b, s, mailboxes); !equal(got, want) {
		b.Errorf("the mailboxes hold %v, want %v", got, want)
	}
	if b.Failed() {
		b.FailNow()
	}
	return run
}

// benchTrace returns a function that writes a timestamped line to the
// file BENCH_TRACE names (when submissions were sent, with their
// Message-IDs), for a timeline beside the referee's log (REFEREE_LOG);
// without BENCH_TRACE it does nothing.
func benchTrace(b *testing.B) func(format string, args ...any) {
	path := os.Getenv("BENCH_TRACE")
	if path == "" {
		return func(string, ...any) {}
	}
	f, err := os.Create(path)
	if err != nil {
		b.Fatal(err)
	}
	b.Cleanup(func() { f.Close() })
	return func(format string, args ...any) {
		fmt.Fprintf(f, "%s %s\n", time.Now().UTC().Format(time.RFC3339Nano), fmt.Sprintf(format, args...))
	}
}

// benchBaseline sends run's order mails and letters through Postfix with
// a plain client loop and returns the time until all are delivered.
func benchBaseline(b *testing.B, s *realmail.Servers, bc benchCast, run benchRun) time.Duration {
	b.Helper()
	ctx := context.Background()
	snd, err := smtpout.New(smtpout.Options{Addr: s.Postfix.SMTPAddr, TLS: pbem.TLSNone, Username: bc.client.Name, Password: bc.client.Password,
		HeloName: "client.localhost", Timeout: 10 * time.Second})
	if err != nil {
		b.Fatal(err)
	}
	defer snd.Close()
	mailboxes := append([]realmail.User{bc.sink, bc.host}, bc.players...)
	want := delivered(b, s, mailboxes)
	name := map[string]string{bc.host.Address(): bc.host.Name}
	for _, p := range bc.players {
		name[p.Address()] = p.Name
	}
	start := time.Now()
	for r := range run.orders {
		for seat, raw := range run.orders[r] {
			if err := snd.Send(ctx, pbem.Outgoing{From: bc.players[seat].Address(), To: []string{bc.sink.Address()}, Raw: raw}); err != nil {
				b.Fatalf("baseline: %v\n%s", err, s.Logs())
			}
			want[bc.sink.Name]++
		}
		for _, m := range run.letters[r] {
			if err := snd.Send(ctx, pbem.Outgoing{From: m.From, To: m.To, Raw: m.Raw}); err != nil {
				b.Fatalf("baseline: %v\n%s", err, s.Logs())
			}
			want[name[m.To[0]]]++
		}
	}
	waitDelivered(b, s, nil, "the baseline's mails", want, 10*time.Minute)
	return time.Since(start)
}

// delivered returns how many messages each user's INBOX holds.
func delivered(b *testing.B, s *realmail.Servers, users []realmail.User) map[string]int {
	b.Helper()
	n := map[string]int{}
	for _, u := range users {
		c, err := s.Dovecot.Delivered(u.Name)
		if err != nil {
			b.Fatal(err)
		}
		n[u.Name] = c
	}
	return n
}

// waitDelivered polls the mailboxes until each holds at least want, and
// fails after timeout or if the referee process (when given) exits.
func waitDelivered(b *testing.B, s *realmail.Servers, proc *refereeProc, what string, want map[string]int, timeout time.Duration) {
	b.Helper()
	deadline := time.Now().Add(timeout)
	for {
		short := false
		for name, w := range want {
			have, err := s.Dovecot.Delivered(name)
			if err != nil {
				b.Fatal(err)
			}
			if have < w {
				short = true
				break
			}
		}
		if !short {
			return
		}
		if time.Now().After(deadline) {
			var users []realmail.User
			for name := range want {
				users = append(users, realmail.User{Name: name})
			}
			b.Fatalf("%s not delivered within %v: the mailboxes hold %v, want %v\n%s", what, timeout, delivered(b, s, users), want, s.Logs())
		}
		if proc != nil {
			checkAlive(b, proc)
		}
		time.Sleep(5 * time.Millisecond)
	}
}

// checkAlive fails b if the referee process has exited.
func checkAlive(b *testing.B, p *refereeProc) {
	b.Helper()
	select {
	case err := <-p.done:
		p.done <- err
		b.Fatalf("the referee process exited: %v", err)
	default:
	}
}

func equal(a, b map[string]int) bool {
	if len(a) != len(b) {
		return false
	}
	for k, v := range a {
		if b[k] != v {
			return false
		}
	}
	return true
}
