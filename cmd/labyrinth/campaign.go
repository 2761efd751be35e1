package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"hash/fnv"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"text/tabwriter"
	"time"

	"github.com/emersion/go-message/mail"

	"labyrinth/dsl/diag"
	"labyrinth/dsl/gen"
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
		err := errUsage{msg: fmt.Sprintf("unknown campaign subcommand %q", args[0])}
		if s := diag.Closest(args[0], names); s != "" {
			return hintError{err: err, hint: fmt.Sprintf("did you mean %q?", s)}
		}
		return hintError{err: err, hint: "subcommands: " + strings.Join(names, ", ")}
	}
	return f(e, args[1:])
}

// campaignDBName is the database in a campaign directory; the embedded
// default referee keeps its campaigns the same way.
const campaignDBName = "campaign.db"

// campaignDB returns the database of the campaign directory dir. A path
// that is a file is taken for the database itself.
func campaignDB(dir string) (string, error) {
	fi, err := os.Stat(dir)
	if errors.Is(err, fs.ErrNotExist) {
		return "", hintError{err: fmt.Errorf("no campaign directory %s", dir),
			hint: fmt.Sprintf("create one with \"labyrinth campaign new %s --maze FILE …\"", dir)}
	}
	if err != nil {
		return "", err
	}
	if !fi.IsDir() {
		return dir, nil
	}
	db := filepath.Join(dir, campaignDBName)
	if _, err := os.Stat(db); err != nil {
		return "", hintError{err: fmt.Errorf("%s holds no campaign (no %s in it)", dir, campaignDBName),
			hint: fmt.Sprintf("create one with \"labyrinth campaign new %s --maze FILE …\"", dir)}
	}
	return db, nil
}

// openStore opens an existing campaign database named by --db.
func openStore(e *env, path string) (*store.Store, error) {
	if _, err := os.Stat(path); err != nil {
		return nil, hintError{err: fmt.Errorf("no campaign database %s", path),
			hint: "create a campaign with \"labyrinth campaign new DIR --maze FILE …\"; DIR then holds its database"}
	}
	return store.Open(e.ctx, path, store.Options{})
}

// openCampaigns opens the campaigns a command names: the database given
// with --db, or else the campaign directory that is the first argument.
// It returns where they are, for messages, and the other arguments.
func openCampaigns(e *env, db string, args []string, example string) (*store.Store, string, []string, error) {
	where := db
	if db == "" {
		if len(args) == 0 {
			return nil, "", nil, hintError{err: errUsage{msg: "name the campaign directory"}, hint: "e.g. " + example}
		}
		p, err := campaignDB(args[0])
		if err != nil {
			return nil, "", nil, err
		}
		where, db, args = args[0], p, args[1:]
	}
	st, err := openStore(e, db)
	if err != nil {
		return nil, "", nil, err
	}
	return st, where, args, nil
}

// campaignNames lists the campaigns of a database by name.
func campaignNames(e *env, st *store.Store) ([]string, error) {
	var names []string
	err := st.View(e.ctx, func(tx *store.Tx) error {
		cs, err := tx.Campaigns()
		for _, c := range cs {
			names = append(names, c.Name)
		}
		return err
	})
	return names, err
}

// pickCampaign reads the optional NAME: the first argument when it names
// a campaign of st, else the only campaign there is. It returns the name
// and the arguments after it. example shows the command with DIR and
// NAME; notName says which arguments are what follows NAME (a round, a
// host command), so that their absence is not taken for a wrong name.
func pickCampaign(e *env, st *store.Store, where string, args []string, example string, notName func(string) bool) (string, []string, error) {
	names, err := campaignNames(e, st)
	if err != nil {
		return "", nil, err
	}
	if len(args) > 0 && slices.Contains(names, args[0]) {
		return args[0], args[1:], nil
	}
	switch len(names) {
	case 0:
		return "", nil, hintError{err: fmt.Errorf("%s holds no campaign", where),
			hint: fmt.Sprintf("create one with \"labyrinth campaign new %s --maze FILE …\"", where)}
	case 1:
		return names[0], args, nil
	}
	if len(args) > 0 && (notName == nil || !notName(args[0])) {
		return "", nil, unknownCampaign(where, args[0], names)
	}
	return "", nil, hintError{err: errUsage{msg: fmt.Sprintf("%s holds %d campaigns: name one", where, len(names))},
		hint: fmt.Sprintf("campaigns: %s; e.g. %s", strings.Join(names, ", "),
			strings.NewReplacer("DIR", where, "NAME", names[0]).Replace(example))}
}

// isRound says whether an argument is a round number.
func isRound(s string) bool {
	_, err := strconv.Atoi(s)
	return err == nil
}

// isHostWord says whether an argument is a host command.
func isHostWord(s string) bool { return slices.Contains(hostWords, s) }

// unknownCampaign is the error for a NAME that names no campaign.
func unknownCampaign(where, name string, names []string) error {
	hint := "campaigns: " + strings.Join(names, ", ")
	if s := diag.Closest(name, names); s != "" {
		hint = fmt.Sprintf("did you mean %q?", s)
	}
	return hintError{err: fmt.Errorf("no campaign %q in %s", name, where), hint: hint}
}

func newReferee(st *store.Store) (*campaign.Referee, error) {
	eng, orders, compile, err := campaignDeps()
	if err != nil {
		return nil, err
	}
	return campaign.New(campaign.Options{Store: st, Engine: eng, Orders: orders, Compile: compile})
}

// listFlag is a flag that may be repeated.
type listFlag []string

func (l *listFlag) String() string     { return strings.Join(*l, ", ") }
func (l *listFlag) Set(s string) error { *l = append(*l, s); return nil }

// newFlagFields maps the fields of the campaign file to the flags of
// "campaign new" that set them, for the hints of Config.Check's errors.
var newFlagFields = []struct{ field, flag, arg string }{
	{`"name"`, "name", "NAME"}, {`"tag"`, "tag", "TAG"}, {`"referee"`, "referee", "ADDRESS"}, {`"host"`, "host", "ADDRESS"},
	{`"host_lang"`, "host-lang", "ru|en"}, {`"maze"`, "maze", "FILE"}, {`"round"`, "round", "DURATION"},
	{`"grace"`, "grace", "DURATION"}, {`"reminder"`, "reminder", "DURATION"},
	{`a duel`, "player", `"NAME <ADDRESS> [ru|en]" for each of the two`},
	{`"players"`, "player", `"NAME <ADDRESS> [ru|en]" for each seat`},
	{`players[`, "player", `"NAME <ADDRESS> [ru|en]" for each seat (players[0] is the first)`},
}

func campaignNew(e *env, args []string) error {
	fl := newFlags(e, "campaign new", `DIR --maze FILE --referee ADDRESS --host ADDRESS --player "NAME <ADDRESS> [ru|en] [m|f]"... [flags]`)
	cfgPath := fl.String("config", "", "a campaign file (JSON) to start from; the flags override its fields")
	dbPath := fl.String("db", "", "a database file to create the campaign in, instead of DIR")
	mazePath := fl.String("maze", "", "the maze: a .maze file, or an example's name (default: the campaign file's \"maze\")")
	name := fl.String("name", "", "the campaign's name (default: DIR's name)")
	tag := fl.String("tag", "", "the subject tag: mail carries [lab:TAG] (default: the name)")
	referee := fl.String("referee", "", "the referee's address: players write to it, every letter comes from it")
	fl.StringVar(referee, "from", "", "the same as --referee")
	host := fl.String("host", "", "the host's address: host commands come from it, the host's reports go to it")
	hostLang := fl.String("host-lang", "", "the language of the host's mail: ru or en (default en)")
	lang := fl.String("lang", "", "the language of the players whose --player names none: ru or en (default ru)")
	var players, deadlines listFlag
	fl.Var(&players, "player", "a seat: \"NAME <ADDRESS> [ru|en] [m|f]\"; repeat for every player, in seat order")
	round := fl.String("round", "", "the time for each round: 24h, 2d, 90m (default 24h)")
	fl.Var(&deadlines, "deadline", "the time for each round (48h, as --round), or a fixed deadline for the next round\nwithout one (2026-12-01T18:00:00Z); repeat for the first rounds")
	grace := fl.String("grace", "", "how long orders may still change after the last player's orders arrive (default 0)")
	reminder := fl.String("reminder", "", "how long before the deadline players without orders are reminded (default: never)")
	absent := fl.Int("absent-after", 0, "missed rounds in a row before the host is told (default 3)")
	seed := fl.Int64("seed", 0, "the game's random seed (default: from the name)")
	duel := fl.Bool("duel", false, "a duel by mail (rule D1): two players each mail the maze the other explores; no --maze")
	var gf genFlag
	gf.register(fl)
	if err := parseFlags(fl, args); err != nil {
		return err
	}
	dir := ""
	switch {
	case fl.NArg() > 1:
		return hintError{err: errUsage{msg: fmt.Sprintf("campaign new takes one directory, not %d arguments", fl.NArg())},
			hint: `quote a player's entry: --player "Анна <anna@example.org> ru"`}
	case fl.NArg() == 1 && *dbPath != "":
		return errUsage{msg: "give the campaign directory or --db FILE, not both"}
	case fl.NArg() == 1:
		dir = fl.Arg(0)
	case *dbPath == "":
		return hintError{err: errUsage{msg: "campaign new needs the campaign directory"},
			hint: `e.g. labyrinth campaign new autumn --maze castle.maze --referee referee@example.org --host host@example.org --player "Анна <anna@example.org> ru" --player "Bob <bob@example.org> en"`}
	}

	cfg := &campaign.Config{}
	mazeDir := "" // what the campaign file's "maze" is relative to
	if *cfgPath != "" {
		src, err := os.ReadFile(*cfgPath)
		if err != nil {
			return err
		}
		if cfg, err = campaign.DecodeConfig(*cfgPath, src); err != nil {
			return err
		}
		mazeDir = filepath.Dir(*cfgPath)
	}
	set := map[string]bool{}
	fl.Visit(func(f *flag.Flag) { set[f.Name] = true })
	for _, o := range []struct {
		flag  string
		value string
		field *string
	}{{"name", *name, &cfg.Name}, {"tag", *tag, &cfg.Tag}, {"referee", *referee, &cfg.Referee}, {"from", *referee, &cfg.Referee},
		{"host", *host, &cfg.Host}, {"host-lang", *hostLang, &cfg.HostLang}} {
		if set[o.flag] {
			*o.field = o.value
		}
	}
	if cfg.Name == "" {
		if dir != "" {
			cfg.Name = filepath.Base(filepath.Clean(dir))
		} else {
			cfg.Name = strings.TrimSuffix(filepath.Base(*dbPath), filepath.Ext(*dbPath))
		}
	}
	if set["duel"] {
		cfg.Duel = *duel
	}
	if set["seed"] {
		cfg.Seed = *seed
	}
	if set["absent-after"] {
		if *absent < 1 {
			return errUsage{msg: fmt.Sprintf("--absent-after %d: give a number of rounds from 1", *absent)}
		}
		cfg.AbsentAfter = *absent
	}
	for _, d := range []struct {
		flag, value string
		field       *campaign.Duration
	}{{"round", *round, &cfg.Round}, {"grace", *grace, &cfg.Grace}, {"reminder", *reminder, &cfg.Reminder}} {
		if !set[d.flag] {
			continue
		}
		v, err := campaign.ParseDuration(d.value)
		if err != nil {
			return hintError{err: errUsage{msg: fmt.Sprintf("--%s: %v", d.flag, err)}, hint: "durations are written 24h, 90m, 2d, 1d12h"}
		}
		*d.field = campaign.Duration(v)
	}
	if len(deadlines) > 0 {
		cfg.Deadlines = nil
		for _, s := range deadlines {
			if v, err := campaign.ParseDuration(s); err == nil {
				if set["round"] && campaign.Duration(v) != cfg.Round {
					return errUsage{msg: fmt.Sprintf("--deadline %s and --round %s give the rounds two times", s, *round)}
				}
				cfg.Round = campaign.Duration(v)
				continue
			}
			t, err := campaign.ParseDeadline(s)
			if err != nil {
				return hintError{err: errUsage{msg: "--deadline " + err.Error()},
					hint: "give the time for each round (48h) or a fixed deadline (2026-12-01T18:00:00Z)"}
			}
			if !t.After(now()) {
				return hintError{err: errUsage{msg: fmt.Sprintf("--deadline %s is in the past (now: %s)", s, now().UTC().Format("2006-01-02 15:04 UTC"))},
					hint: "give a later time (check the year), or the time for each round (48h)"}
			}
			cfg.Deadlines = append(cfg.Deadlines, t)
		}
	}
	if len(players) > 0 {
		cfg.Players = nil
		for i, s := range players {
			p, err := campaign.ParsePlayer(s)
			if err != nil {
				return hintError{err: errUsage{msg: fmt.Sprintf("--player %q (seat %d): %v", s, i+1, err)},
					hint: `write --player "Анна <anna@example.org> ru": the name, the address in angle brackets, the language (ru or en, default ru), and f after it for a woman (the host's Russian agrees: «Прошла»)`}
			}
			cfg.Players = append(cfg.Players, p)
		}
	}
	if set["lang"] {
		if *lang != "ru" && *lang != "en" {
			return errUsage{msg: fmt.Sprintf("--lang %q: use ru or en", *lang)}
		}
		for i := range cfg.Players {
			if cfg.Players[i].Lang == "" {
				cfg.Players[i].Lang = *lang
			}
		}
	}
	mp := *mazePath // the maze to read, relative to the working directory
	var generated *gen.Result
	if gf.set {
		if mp != "" || cfg.Duel {
			return errUsage{msg: "--gen makes the maze: give no --maze, and no --duel (each duellist mails a maze)"}
		}
		seed := cfg.Seed
		if seed == 0 {
			h := fnv.New64a()
			h.Write([]byte(cfg.Name))
			seed = int64(h.Sum64() % 1000000)
		}
		r, err := generateMaze(e, gf.spec, "", seed, false)
		if err != nil {
			return err
		}
		generated = r
		mp = fmt.Sprintf("%s-%d.maze", r.Maze.Rules.Family, r.Options.Seed)
		cfg.Maze = mp
	} else if mp != "" {
		if cfg.Duel {
			return errUsage{msg: "a duel by mail (rule D1) takes no --maze: each player mails the maze the other explores"}
		}
		cfg.Maze = mp
	} else if cfg.Maze != "" && !cfg.Duel {
		mp = cfg.Maze
		if !filepath.IsAbs(mp) {
			mp = filepath.Join(mazeDir, mp)
			if _, err := os.Stat(mp); errors.Is(err, fs.ErrNotExist) && !strings.ContainsAny(cfg.Maze, `/\`) {
				mp = cfg.Maze // an example's name
			}
		}
	}
	if err := cfg.Check(); err != nil {
		return checkHint(err, *cfgPath, set)
	}
	var (
		mazeSrc  []byte
		mazeName string
		onDisk   bool
	)
	if generated != nil {
		mazeSrc, mazeName = generated.Source, mp
	} else if !cfg.Duel {
		var err error
		if mazeSrc, mazeName, onDisk, err = readMaze(mp); err != nil {
			return err
		}
		// The maze's problems as check shows them, every one with its
		// source line and hint, before anything is created.
		_, _, compile, err := campaignDeps()
		if err != nil {
			return err
		}
		var ds diag.Diagnostics
		if _, err := compile(mazeName, mazeSrc); errors.As(err, &ds) && ds.HasErrors() {
			_ = ds.WriteText(e.stderr, diag.TextOptions{Color: useColor(e.stderr), Source: sources{mazeName: mazeSrc}.get})
			return hintError{err: fmt.Errorf("the maze %s does not compile: no campaign created", mazeName), hint: "fix it and run \"labyrinth check " + mazeName + "\" until it passes"}
		}
		mazeName = filepath.Base(mazeName)
	}

	db := *dbPath
	created := false // the directory is made here, and goes if creation fails
	if dir != "" {
		fi, err := os.Stat(dir)
		switch {
		case errors.Is(err, fs.ErrNotExist):
			created = true
		case err != nil:
			return err
		case !fi.IsDir():
			return hintError{err: fmt.Errorf("%s is a file, not a campaign directory", dir),
				hint: "give a directory (it is created if absent), or --db FILE to create the campaign in a database file"}
		}
		db = filepath.Join(dir, campaignDBName)
	}
	freshDB := false
	if _, err := os.Stat(db); errors.Is(err, fs.ErrNotExist) {
		freshDB = true
	}
	if created {
		// Private: the database holds the game's secrets.
		if err := os.MkdirAll(dir, 0o700); err != nil {
			return err
		}
	}
	undo := func() {
		if created {
			os.RemoveAll(dir)
		} else if freshDB {
			for _, suffix := range []string{"", "-wal", "-shm", "-journal"} {
				os.Remove(db + suffix)
			}
		}
	}
	c, st, err := createCampaign(e, db, dir, cfg, mazeName, mazeSrc)
	if err != nil {
		undo()
		return err
	}
	defer st.Close()
	s, err := campaign.Status(e.ctx, st, cfg.Name)
	if err != nil {
		return err
	}
	if len(s.Rounds) == 0 {
		fmt.Fprintf(e.stdout, "duel %s [lab:%s] created: it begins when both players have mailed their mazes\n", cfg.Name, cfg.Tag)
	} else {
		players := fmt.Sprintf("%d players", len(cfg.Players))
		if len(cfg.Players) == 1 {
			players = "1 player"
		}
		fmt.Fprintf(e.stdout, "campaign %s [lab:%s] created: %s, round 1 ends %s\n", cfg.Name, cfg.Tag, players,
			s.Rounds[0].Round.Deadline.Format("2006-01-02 15:04 UTC"))
	}
	if dir != "" && generated != nil {
		// The host keeps the generated maze beside the campaign.
		keep := filepath.Join(dir, mp)
		if _, err := os.Stat(keep); errors.Is(err, fs.ErrNotExist) {
			if err := os.WriteFile(keep, generated.Source, 0o644); err != nil {
				fmt.Fprintf(e.stderr, "labyrinth: warning: %v\n", err)
			} else {
				mp, onDisk = keep, true
				fmt.Fprintf(e.stdout, "generated maze %s: %s\n", keep, describe(generated))
			}
		}
	}
	if dir != "" {
		rec, err := writeRecord(dir, *cfgPath, cfg, mp, onDisk)
		if err != nil {
			fmt.Fprintf(e.stderr, "labyrinth: warning: %v\n", err)
		}
		fmt.Fprintf(e.stdout, "kept in %s: %s", dir, campaignDBName)
		if rec != "" {
			fmt.Fprintf(e.stdout, ", %s (the campaign file, for the record)", rec)
		}
		fmt.Fprintln(e.stdout)
	}
	fmt.Fprintf(e.stdout, "%d invitations with the players' secret codes are in the outbox; \"labyrinth referee\" delivers them\n", s.Outbox[store.MailQueued])
	fmt.Fprintf(e.stdout, "host code (also mailed to %s): %s\n", cfg.Host, c.HostCode)
	return nil
}

// checkHint adds to an error of Config.Check the flag that sets the
// field, and the campaign file's name when the field came from it.
func checkHint(err error, cfgPath string, set map[string]bool) error {
	for _, f := range newFlagFields {
		if !strings.Contains(err.Error(), f.field) {
			continue
		}
		hint := "set it with --" + f.flag + " " + f.arg
		if cfgPath != "" && !set[f.flag] && !(f.flag == "referee" && set["from"]) {
			err = fmt.Errorf("%s: %w", cfgPath, err)
			hint += " or in " + cfgPath
		}
		return hintError{err: err, hint: hint}
	}
	if cfgPath != "" {
		return fmt.Errorf("%s: %w", cfgPath, err)
	}
	return err
}

// createCampaign creates the campaign in the database db, which must not
// hold one of the same name or tag; where names it in messages.
func createCampaign(e *env, db, where string, cfg *campaign.Config, mazeName string, mazeSrc []byte) (*campaign.Created, *store.Store, error) {
	if where == "" {
		where = db
	}
	st, err := store.Open(e.ctx, db, store.Options{})
	if err != nil {
		return nil, nil, err
	}
	err = st.View(e.ctx, func(tx *store.Tx) error {
		if _, err := tx.Campaign(cfg.Name); err == nil {
			return hintError{err: fmt.Errorf("%s already holds a campaign called %q", where, cfg.Name),
				hint: fmt.Sprintf("give the new one another --name or another directory; \"labyrinth campaign status %s %s\" shows the one there", where, cfg.Name)}
		}
		if other, err := tx.CampaignByTag(cfg.Tag); err == nil {
			return hintError{err: fmt.Errorf("%s already holds a campaign with the tag [lab:%s] (%s)", where, cfg.Tag, other.Name),
				hint: "give the new one another --tag: the tag tells the campaigns' mail apart"}
		}
		return nil
	})
	if err == nil {
		var ref *campaign.Referee
		if ref, err = newReferee(st); err == nil {
			var c *campaign.Created
			if c, err = ref.Create(e.ctx, cfg, mazeName, mazeSrc, now()); err == nil {
				return c, st, nil
			}
		}
	}
	st.Close()
	return nil, nil, err
}

// writeRecord keeps the campaign file a campaign was made from, flags
// included, in its directory as TAG.json, with the maze's path relative
// to the directory. A file of that name that is not the campaign file
// given is left alone.
func writeRecord(dir, cfgPath string, cfg *campaign.Config, mazePath string, onDisk bool) (string, error) {
	name := cfg.Tag + ".json"
	path := filepath.Join(dir, name)
	if fi, err := os.Stat(path); err == nil {
		if cfgPath != "" {
			if ci, err := os.Stat(cfgPath); err == nil && os.SameFile(fi, ci) {
				return name, nil
			}
		}
		return "", fmt.Errorf("%s exists: the campaign file was not copied there", path)
	}
	rec := *cfg
	if rec.Tag == strings.ToLower(rec.Name) {
		rec.Tag = "" // the default, which follows a new --name when the record is used again
	}
	if onDisk {
		abs, err1 := filepath.Abs(mazePath)
		absDir, err2 := filepath.Abs(dir)
		if err1 == nil && err2 == nil {
			if rel, err := filepath.Rel(absDir, abs); err == nil {
				rec.Maze = filepath.ToSlash(rel)
			} else {
				rec.Maze = abs
			}
		}
	}
	b, err := json.MarshalIndent(&rec, "", "  ")
	if err != nil {
		return "", err
	}
	if err := os.WriteFile(path, append(b, '\n'), 0o600); err != nil {
		return "", err
	}
	return name, nil
}

func campaignStatus(e *env, args []string) error {
	fs := newFlags(e, "campaign status", "DIR [NAME]")
	dbPath := fs.String("db", "", "a campaign database file, instead of DIR")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	st, where, rest, err := openCampaigns(e, *dbPath, fs.Args(), "labyrinth campaign status autumn")
	if err != nil {
		return err
	}
	defer st.Close()
	if len(rest) > 1 {
		return errUsage{msg: fmt.Sprintf("status takes one campaign's name, not %d arguments", len(rest))}
	}
	var cs []*store.Campaign
	if err := st.View(e.ctx, func(tx *store.Tx) error {
		cs, err = tx.Campaigns()
		return err
	}); err != nil {
		return err
	}
	if len(rest) == 0 && len(cs) > 1 {
		w := tabwriter.NewWriter(e.stdout, 0, 0, 2, ' ', 0)
		fmt.Fprintln(w, "campaign\ttag\tstatus\tround")
		for _, c := range cs {
			fmt.Fprintf(w, "%s\t%s\t%s\t%d\n", c.Name, c.Tag, c.Status, c.Round)
		}
		return w.Flush()
	}
	name, rest, err := pickCampaign(e, st, where, rest, "labyrinth campaign status DIR NAME", nil)
	if err != nil {
		return err
	}
	if len(rest) > 0 {
		names, _ := campaignNames(e, st)
		return unknownCampaign(where, rest[0], names)
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
	dbPath := fs.String("db", "", "a campaign database file, instead of DIR")
	showMail := fs.Bool("mail", false, "print every mail of the round in full")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	st, where, rest, err := openCampaigns(e, *dbPath, fs.Args(), "labyrinth campaign show-round autumn 3")
	if err != nil {
		return err
	}
	defer st.Close()
	name, rest, err := pickCampaign(e, st, where, rest, "labyrinth campaign show-round DIR NAME", isRound)
	if err != nil {
		return err
	}
	n := 0
	if len(rest) > 0 {
		if n, err = strconv.Atoi(rest[0]); err != nil {
			names, _ := campaignNames(e, st)
			return unknownCampaign(where, rest[0], names)
		}
		if n < 1 {
			return errUsage{msg: fmt.Sprintf("round %q: want a number from 1", rest[0])}
		}
		if len(rest) > 1 {
			return errUsage{msg: fmt.Sprintf("show-round takes a campaign's name and a round; %q is one too many", rest[1])}
		}
	}
	v, err := campaign.ShowRound(e.ctx, st, name, n)
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
	fs := newFlags(e, "campaign replay", "DIR [NAME]")
	dbPath := fs.String("db", "", "a campaign database file, instead of DIR")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	st, where, rest, err := openCampaigns(e, *dbPath, fs.Args(), "labyrinth campaign replay autumn")
	if err != nil {
		return err
	}
	defer st.Close()
	name, rest, err := pickCampaign(e, st, where, rest, "labyrinth campaign replay DIR NAME", nil)
	if err != nil {
		return err
	}
	if len(rest) > 0 {
		names, _ := campaignNames(e, st)
		return unknownCampaign(where, rest[0], names)
	}
	ref, err := newReferee(st)
	if err != nil {
		return err
	}
	res, err := ref.Replay(e.ctx, name)
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

// hostWords are the host's commands, to tell a mistyped campaign name
// from a command.
var hostWords = []string{"status", "pause", "resume", "deadline", "resolve", "resend", "resend-failed", "remove", "replace", "end"}

func campaignHost(e *env, args []string) error {
	fs := newFlags(e, "campaign host", "DIR [NAME] COMMAND...")
	dbPath := fs.String("db", "", "a campaign database file, instead of DIR")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	const example = "labyrinth campaign host autumn pause"
	st, where, rest, err := openCampaigns(e, *dbPath, fs.Args(), example)
	if err != nil {
		return err
	}
	defer st.Close()
	name, rest, err := pickCampaign(e, st, where, rest, "labyrinth campaign host DIR NAME status", isHostWord)
	if err != nil {
		return err
	}
	if len(rest) == 0 {
		return hintError{err: errUsage{msg: "host needs a command"}, hint: "commands: " + strings.Join(hostWords, ", ") + "; e.g. " + example}
	}
	if !isHostWord(rest[0]) && len(rest) > 1 {
		names, _ := campaignNames(e, st)
		if diag.Closest(rest[0], names) != "" {
			return unknownCampaign(where, rest[0], names)
		}
	}
	ref, err := newReferee(st)
	if err != nil {
		return err
	}
	answer, ok, err := ref.HostCommand(e.ctx, name, strings.Join(rest, " "), now())
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
