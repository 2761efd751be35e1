package main

import (
	"flag"
	"fmt"
	"strings"
	"time"

	"labyrinth/dsl/gen"
	"labyrinth/internal/cliflag"
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

  new DIR --maze FILE --referee ADDR --host ADDR --player "NAME <ADDR> [LANG] [m|f]"...
                                   create a campaign in directory DIR and queue the invitations
                                   (--config FILE starts from a campaign file; flags override it)
  status DIR [NAME]                where a campaign stands (every campaign of DIR without NAME)
  show-round DIR [NAME] [ROUND]    one round's orders, events and mail
  replay DIR [NAME]                re-play every round from the stored orders and compare hashes
  host DIR [NAME] COMMAND...       run a host command (status, pause, resume, deadline, resolve,
                                   resend, resend-failed, remove, replace, end) as if mailed by the host

DIR holds the campaign's database (campaign.db); NAME is needed only when it
holds several campaigns. --db FILE names a database file instead of DIR.`

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
		return cliflag.Unknown(fmt.Sprintf("unknown campaign subcommand %q", args[0]), args[0], names, "subcommands: "+strings.Join(names, ", "))
	}
	return f(e, args[1:])
}

// openFromFlags parses a subcommand's flags, --db among them, and opens
// the campaigns they name (campaign.OpenArgs).
func openFromFlags(e *env, fs *flag.FlagSet, args []string, example string) (*store.Store, string, []string, error) {
	dbPath := fs.String("db", "", "a campaign database file, instead of DIR")
	if err := parseFlags(fs, args); err != nil {
		return nil, "", nil, err
	}
	return campaign.OpenArgs(e.ctx, *dbPath, fs.Args(), example)
}

func newReferee(st *store.Store) (*campaign.Referee, error) {
	eng, orders, compile, err := campaignDeps()
	if err != nil {
		return nil, err
	}
	return campaign.New(campaign.Options{Store: st, Engine: eng, Orders: orders, Compile: compile})
}

func campaignNew(e *env, args []string) error {
	fl := newFlags(e, "campaign new", `DIR --maze FILE --referee ADDRESS --host ADDRESS --player "NAME <ADDRESS> [ru|en] [m|f]"... [flags]`)
	var s campaign.Settings
	parsed := s.Flags(fl)
	var gf genFlag
	gf.register(fl)
	if err := parseFlags(fl, args); err != nil {
		return err
	}
	parsed()
	s.Gen = gf.set
	if err := s.TakeArgs(fl.Args()); err != nil {
		return err
	}
	cfg, mz, err := s.Prepare(now(), func(seed int64) (*gen.Result, error) { return generateMaze(e, gf.spec, "", seed, false) })
	if err != nil {
		return err
	}
	eng, orders, compile, err := campaignDeps()
	if err != nil {
		return err
	}
	if mz.Generated == "" && !cfg.Duel {
		if ds, err := mz.Read(compile); err != nil {
			if ds != nil {
				_ = writeDiagnostics(e, ds, sources{mz.Name: mz.Source}, false)
			}
			return err
		}
	}
	made, err := campaign.NewIn(e.ctx, s, cfg, mz, campaign.Options{Engine: eng, Orders: orders, Compile: compile}, now())
	if err != nil {
		return err
	}
	for _, w := range made.Warnings {
		fmt.Fprintf(e.stderr, "labyrinth: warning: %v\n", w)
	}
	made.WriteText(e.stdout)
	return nil
}

func campaignStatus(e *env, args []string) error {
	st, where, rest, err := openFromFlags(e, newFlags(e, "campaign status", "DIR [NAME]"), args, "labyrinth campaign status autumn")
	if err != nil {
		return err
	}
	defer st.Close()
	if len(rest) > 1 {
		return errUsage{msg: fmt.Sprintf("status takes one campaign's name, not %d arguments", len(rest))}
	}
	names, err := campaign.Names(e.ctx, st)
	if err != nil {
		return err
	}
	if len(rest) == 0 && len(names) > 1 {
		return campaign.WriteList(e.ctx, e.stdout, st)
	}
	name, err := campaign.PickOnly(e.ctx, st, where, rest, "labyrinth campaign status DIR NAME")
	if err != nil {
		return err
	}
	s, err := campaign.Status(e.ctx, st, name)
	if err != nil {
		return err
	}
	fmt.Fprint(e.stdout, s.String())
	return nil
}

func campaignShowRound(e *env, args []string) error {
	fs := newFlags(e, "campaign show-round", "DIR [NAME] [ROUND]")
	showMail := fs.Bool("mail", false, "print every mail of the round in full")
	st, where, rest, err := openFromFlags(e, fs, args, "labyrinth campaign show-round autumn 3")
	if err != nil {
		return err
	}
	defer st.Close()
	name, n, err := campaign.PickRound(e.ctx, st, where, rest, "labyrinth campaign show-round DIR NAME")
	if err != nil {
		return err
	}
	v, err := campaign.ShowRound(e.ctx, st, name, n)
	if err != nil {
		return err
	}
	v.WriteText(e.stdout, *showMail)
	return nil
}

func campaignReplay(e *env, args []string) error {
	st, where, rest, err := openFromFlags(e, newFlags(e, "campaign replay", "DIR [NAME]"), args, "labyrinth campaign replay autumn")
	if err != nil {
		return err
	}
	defer st.Close()
	name, err := campaign.PickOnly(e.ctx, st, where, rest, "labyrinth campaign replay DIR NAME")
	if err != nil {
		return err
	}
	ref, err := newReferee(st)
	if err != nil {
		return err
	}
	res, err := ref.Replay(e.ctx, name)
	if err != nil {
		return err
	}
	return campaign.WriteReplay(e.stdout, res)
}

func campaignHost(e *env, args []string) error {
	const example = "labyrinth campaign host autumn pause"
	st, where, rest, err := openFromFlags(e, newFlags(e, "campaign host", "DIR [NAME] COMMAND..."), args, example)
	if err != nil {
		return err
	}
	defer st.Close()
	name, words, err := campaign.PickHost(e.ctx, st, where, rest, "labyrinth campaign host DIR NAME status", example)
	if err != nil {
		return err
	}
	ref, err := newReferee(st)
	if err != nil {
		return err
	}
	res, err := ref.HostCommand(e.ctx, name, strings.Join(words, " "), now())
	if err != nil {
		return err
	}
	if !res.Done {
		fmt.Fprintln(e.stderr, res.Answer)
		return errSilent
	}
	fmt.Fprintln(e.stdout, res.Answer)
	return nil
}
