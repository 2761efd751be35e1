package main

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"text/tabwriter"
	"time"

	"github.com/emersion/go-message/mail"

	"labyrinth/pbem/campaign"
	"labyrinth/pbem/store"
)

func init() {
	register(&command{name: "campaign", summary: "create and inspect games played by mail", run: runCampaign})
}

// campaignDeps returns the engine, the order language and the compiler a
// campaign plays with; tests swap in a smaller game.
var campaignDeps = func() (campaign.Engine, campaign.OrderParser, campaign.Compiler, error) {
	return campaign.RulesEngine{}, campaign.RulesOrders{}, campaign.CompileMaze, nil
}

// now is the clock of the campaign commands; tests set it.
var now = time.Now

const campaignUsage = `usage: labyrinth campaign <new|status|show-round|replay|host> [flags]

  new --config FILE --db FILE [--maze FILE]   create a campaign and queue the invitations
  status --db FILE [NAME]                     where a campaign stands (all campaigns without NAME)
  show-round --db FILE NAME [ROUND]           one round's orders, events and mail
  replay --db FILE NAME                       re-play every round from the stored orders and compare hashes
  host --db FILE NAME COMMAND...              run a host command (status, pause, resume, deadline, resolve,
                                              resend, remove, replace, end) as if mailed by the host`

func runCampaign(e *env, args []string) error {
	if len(args) == 0 || args[0] == "-h" || args[0] == "--help" || args[0] == "help" {
		fmt.Fprintln(e.stderr, campaignUsage)
		if len(args) == 0 {
			return errUsage{msg: "campaign needs a subcommand"}
		}
		return nil
	}
	sub := map[string]func(*env, []string) error{
		"new": campaignNew, "status": campaignStatus, "show-round": campaignShowRound, "replay": campaignReplay,
		"host": campaignHost,
	}
	f, ok := sub[args[0]]
	if !ok {
		names := []string{"new", "status", "show-round", "replay", "host"}
		err := errUsage{msg: fmt.Sprintf("unknown campaign subcommand %q", args[0])}
		if s := closest(args[0], names); s != "" {
			return hintError{err: err, hint: fmt.Sprintf("did you mean %q?", s)}
		}
		return hintError{err: err, hint: "subcommands: " + strings.Join(names, ", ")}
	}
	return f(e, args[1:])
}

// openStore opens the campaign database named by --db.
func openStore(e *env, path string, create bool) (*store.Store, error) {
	if path == "" {
		return nil, errUsage{msg: "--db is required"}
	}
	if !create {
		if _, err := os.Stat(path); err != nil {
			return nil, hintError{err: fmt.Errorf("no campaign database %s", path), hint: "create one with \"labyrinth campaign new --config FILE --db FILE\""}
		}
	}
	return store.Open(e.ctx, path, store.Options{})
}

func newReferee(st *store.Store) (*campaign.Referee, error) {
	eng, orders, compile, err := campaignDeps()
	if err != nil {
		return nil, err
	}
	return campaign.New(campaign.Options{Store: st, Engine: eng, Orders: orders, Compile: compile})
}

func campaignNew(e *env, args []string) error {
	fs := newFlags(e, "campaign new", "--config FILE --db FILE [--maze FILE]")
	cfgPath := fs.String("config", "", "the campaign file (JSON)")
	dbPath := fs.String("db", "", "the campaign database (created if missing)")
	mazePath := fs.String("maze", "", "the maze file (default: the campaign file's \"maze\")")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	if *cfgPath == "" {
		return errUsage{msg: "--config is required"}
	}
	src, err := os.ReadFile(*cfgPath)
	if err != nil {
		return err
	}
	cfg, err := campaign.ParseConfig(*cfgPath, src)
	if err != nil {
		return err
	}
	mp := *mazePath
	if mp == "" && !cfg.Duel { // a duel's mazes come by mail
		mp = cfg.Maze
		if !filepath.IsAbs(mp) {
			mp = filepath.Join(filepath.Dir(*cfgPath), mp)
		}
	}
	var mazeSrc []byte
	if mp != "" {
		if mazeSrc, err = os.ReadFile(mp); err != nil {
			return err
		}
	}
	st, err := openStore(e, *dbPath, true)
	if err != nil {
		return err
	}
	defer st.Close()
	ref, err := newReferee(st)
	if err != nil {
		return err
	}
	c, err := ref.Create(e.ctx, cfg, filepath.Base(mp), mazeSrc, now())
	if err != nil {
		return err
	}
	s, err := campaign.Status(e.ctx, st, cfg.Name)
	if err != nil {
		return err
	}
	if len(s.Rounds) == 0 {
		fmt.Fprintf(e.stdout, "duel %s [lab:%s] created: it begins when both players have mailed their mazes\n", cfg.Name, cfg.Tag)
	} else {
		fmt.Fprintf(e.stdout, "campaign %s [lab:%s] created: %d players, round 1 ends %s\n", cfg.Name, cfg.Tag, len(cfg.Players),
			s.Rounds[0].Round.Deadline.Format("2006-01-02 15:04 UTC"))
	}
	fmt.Fprintf(e.stdout, "%d invitations with the players' secret codes are in the outbox; \"labyrinth referee\" delivers them\n", s.Outbox[store.MailQueued])
	fmt.Fprintf(e.stdout, "host code (also mailed to %s): %s\n", cfg.Host, c.HostCode)
	return nil
}

func campaignStatus(e *env, args []string) error {
	fs := newFlags(e, "campaign status", "--db FILE [NAME]")
	dbPath := fs.String("db", "", "the campaign database")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	st, err := openStore(e, *dbPath, false)
	if err != nil {
		return err
	}
	defer st.Close()
	if fs.NArg() > 0 {
		s, err := campaign.Status(e.ctx, st, fs.Arg(0))
		if err != nil {
			return err
		}
		fmt.Fprint(e.stdout, s.String())
		return nil
	}
	var cs []*store.Campaign
	if err := st.View(e.ctx, func(tx *store.Tx) error {
		cs, err = tx.Campaigns()
		return err
	}); err != nil {
		return err
	}
	if len(cs) == 1 {
		s, err := campaign.Status(e.ctx, st, cs[0].Name)
		if err != nil {
			return err
		}
		fmt.Fprint(e.stdout, s.String())
		return nil
	}
	w := tabwriter.NewWriter(e.stdout, 0, 0, 2, ' ', 0)
	fmt.Fprintln(w, "campaign\ttag\tstatus\tround")
	for _, c := range cs {
		fmt.Fprintf(w, "%s\t%s\t%s\t%d\n", c.Name, c.Tag, c.Status, c.Round)
	}
	return w.Flush()
}

func campaignShowRound(e *env, args []string) error {
	fs := newFlags(e, "campaign show-round", "--db FILE NAME [ROUND]")
	dbPath := fs.String("db", "", "the campaign database")
	showMail := fs.Bool("mail", false, "print every mail of the round in full")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	if fs.NArg() < 1 {
		return errUsage{msg: "show-round needs the campaign's name"}
	}
	n := 0
	if fs.NArg() > 1 {
		var err error
		if n, err = strconv.Atoi(fs.Arg(1)); err != nil || n < 1 {
			return errUsage{msg: fmt.Sprintf("round %q: want a number from 1", fs.Arg(1))}
		}
	}
	st, err := openStore(e, *dbPath, false)
	if err != nil {
		return err
	}
	defer st.Close()
	v, err := campaign.ShowRound(e.ctx, st, fs.Arg(0), n)
	if err != nil {
		return err
	}
	r := v.Round
	state := "open"
	if !r.Open() {
		state = "resolved " + r.Resolved.Format(time.DateTime) + ", state " + r.StateHash
	}
	fmt.Fprintf(e.stdout, "round %d: deadline %s, %s\n\norders:\n", r.Number, r.Deadline.Format(time.DateTime), state)
	for _, o := range v.Orders {
		var lines []string
		for _, l := range strings.Split(o.Text, "\n") {
			if l = strings.TrimSpace(l); l != "" {
				lines = append(lines, l)
			}
		}
		text := strings.Join(lines, " / ")
		if o.Missing {
			text = "(missing: skip)"
		}
		fmt.Fprintf(e.stdout, "  seat %d: %s\n", o.Seat+1, text)
	}
	fmt.Fprintln(e.stdout, "\nevents:")
	for _, ev := range v.Events {
		fmt.Fprintf(e.stdout, "  %s %-9s %s\n", ev.At.Format(time.DateTime), ev.Kind, ev.Text)
	}
	fmt.Fprintln(e.stdout, "\nreceived:")
	for _, m := range v.Received {
		fmt.Fprintf(e.stdout, "  %s %-24s %s\n", m.Received.Format(time.DateTime), m.From, m.Outcome)
	}
	fmt.Fprintln(e.stdout, "\nsent:")
	for _, m := range v.Mail {
		fmt.Fprintf(e.stdout, "  %-12s to %-24s %s\n", m.Kind, strings.Join(m.To, ","), m.Status)
		if *showMail {
			fmt.Fprintf(e.stdout, "\n%s\n", readableMail(m.Raw))
		}
	}
	return nil
}

func campaignReplay(e *env, args []string) error {
	fs := newFlags(e, "campaign replay", "--db FILE NAME")
	dbPath := fs.String("db", "", "the campaign database")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	if fs.NArg() != 1 {
		return errUsage{msg: "replay needs the campaign's name"}
	}
	st, err := openStore(e, *dbPath, false)
	if err != nil {
		return err
	}
	defer st.Close()
	ref, err := newReferee(st)
	if err != nil {
		return err
	}
	res, err := ref.Replay(e.ctx, fs.Arg(0))
	if err != nil {
		return err
	}
	bad := 0
	for _, r := range res {
		mark := "ok"
		if !r.OK() {
			mark = "MISMATCH: replay " + r.Replay
			bad++
		}
		fmt.Fprintf(e.stdout, "round %d  %s  %s\n", r.Round, r.Stored, mark)
	}
	if bad > 0 {
		return fmt.Errorf("%d of %d rounds do not replay to their stored state", bad, len(res))
	}
	fmt.Fprintf(e.stdout, "%d rounds replay to their stored states\n", len(res))
	return nil
}

func campaignHost(e *env, args []string) error {
	fs := newFlags(e, "campaign host", "--db FILE NAME COMMAND...")
	dbPath := fs.String("db", "", "the campaign database")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	if fs.NArg() < 2 {
		return errUsage{msg: "host needs the campaign's name and a command, e.g. \"labyrinth campaign host --db c.db autumn pause\""}
	}
	st, err := openStore(e, *dbPath, false)
	if err != nil {
		return err
	}
	defer st.Close()
	ref, err := newReferee(st)
	if err != nil {
		return err
	}
	answer, ok, err := ref.HostCommand(e.ctx, fs.Arg(0), strings.Join(fs.Args()[1:], " "), now())
	if err != nil {
		return err
	}
	if !ok {
		fmt.Fprintln(e.stderr, answer)
		return errSilent
	}
	fmt.Fprintln(e.stdout, answer)
	return nil
}

// readableMail decodes a stored message for the terminal: the main
// headers and the text, whatever its transfer encoding.
func readableMail(raw []byte) string {
	if len(raw) == 0 {
		return "    (text dropped after delivery: it carried a secret code)"
	}
	r, err := mail.CreateReader(bytes.NewReader(raw))
	if err != nil {
		return string(raw)
	}
	var b strings.Builder
	for _, k := range []string{"From", "To", "Subject", "Date", "Message-Id", "In-Reply-To"} {
		v := r.Header.Get(k)
		if k == "Subject" {
			v, _ = r.Header.Subject()
		}
		if v != "" {
			fmt.Fprintf(&b, "    %s: %s\n", k, v)
		}
	}
	if p, err := r.NextPart(); err == nil {
		text, _ := io.ReadAll(p.Body)
		b.WriteString("\n    " + strings.ReplaceAll(strings.TrimRight(strings.ReplaceAll(string(text), "\r\n", "\n"), "\n"), "\n", "\n    ") + "\n")
	}
	return b.String()
}
