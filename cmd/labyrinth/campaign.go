package main

import (
	"cmp"
	"errors"
	"flag"
	"fmt"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"time"

	"labyrinth/dsl/diag"
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
const campaignDBName = campaign.DBName

// campaignDB returns the database of the campaign directory dir. A path
// that is a file is taken for the database itself.
func campaignDB(dir string) (string, error) {
	db, err := campaign.Locate(dir)
	return db, placeHint(err)
}

// openStore opens an existing campaign database named by --db.
func openStore(e *env, path string) (*store.Store, error) {
	st, err := campaign.OpenDB(e.ctx, path)
	return st, placeHint(err)
}

// placeHint says how to make the campaign directory or database that is
// not there.
func placeHint(err error) error {
	var pe *campaign.PlaceError
	switch {
	case !errors.As(err, &pe):
		return err
	case pe.Dir:
		return hintError{err: err, hint: fmt.Sprintf("create one with \"labyrinth campaign new %s --maze FILE …\"", pe.Path)}
	}
	return hintError{err: err, hint: "create a campaign with \"labyrinth campaign new DIR --maze FILE …\"; DIR then holds its database"}
}

// openFromFlags parses a subcommand's flags, --db among them, and opens
// the campaigns they name, as openCampaigns does.
func openFromFlags(e *env, fs *flag.FlagSet, args []string, example string) (*store.Store, string, []string, error) {
	dbPath := fs.String("db", "", "a campaign database file, instead of DIR")
	if err := parseFlags(fs, args); err != nil {
		return nil, "", nil, err
	}
	return openCampaigns(e, *dbPath, fs.Args(), example)
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
func campaignNames(e *env, st *store.Store) ([]string, error) { return campaign.Names(e.ctx, st) }

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
func isHostWord(s string) bool { return slices.Contains(campaign.HostCommands(), s) }

// pickOnly is pickCampaign for a command that takes nothing after NAME.
func pickOnly(e *env, st *store.Store, where string, args []string, example string) (string, error) {
	name, rest, err := pickCampaign(e, st, where, args, example, nil)
	if err == nil && len(rest) > 0 {
		names, _ := campaignNames(e, st)
		return "", unknownCampaign(where, rest[0], names)
	}
	return name, err
}

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

// newFlagFields are the flags of "campaign new" that set the fields of
// the campaign file, by the field's key, for the hints of Check's errors.
var newFlagFields = map[string]struct{ flag, arg string }{
	"name": {"name", "NAME"}, "tag": {"tag", "TAG"}, "referee": {"referee", "ADDRESS"}, "host": {"host", "ADDRESS"},
	"host_lang": {"host-lang", "ru|en"}, "maze": {"maze", "FILE"}, "round": {"round", "DURATION"},
	"grace": {"grace", "DURATION"}, "reminder": {"reminder", "DURATION"}, "players": {"player", `"NAME <ADDRESS> [ru|en]" for each seat`},
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
	hostLang := fl.String("host-lang", "", "the language of the host's mail: ru or en (default ru)")
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
	s := campaign.Settings{DB: *dbPath, ConfigFile: *cfgPath, Maze: *mazePath, Gen: gf.set, Deadlines: deadlines, Players: players}
	switch {
	case fl.NArg() > 1:
		return hintError{err: errUsage{msg: fmt.Sprintf("campaign new takes one directory, not %d arguments", fl.NArg())},
			hint: `quote a player's entry: --player "Анна <anna@example.org> ru f"`}
	case fl.NArg() == 1 && *dbPath != "":
		return errUsage{msg: "give the campaign directory or --db FILE, not both"}
	case fl.NArg() == 1:
		s.Dir = fl.Arg(0)
	case *dbPath == "":
		return hintError{err: errUsage{msg: "campaign new needs the campaign directory"},
			hint: `e.g. labyrinth campaign new autumn --maze castle.maze --referee referee@example.org --host host@example.org --player "Анна <anna@example.org> ru f" --player "Bob <bob@example.org> en"`}
	}
	set := map[string]bool{}
	fl.Visit(func(f *flag.Flag) { set[f.Name] = true })
	set["referee"] = set["referee"] || set["from"]
	s.Name, s.Tag, s.Referee, s.Host, s.HostLang, s.Lang = ifSet(set, "name", name), ifSet(set, "tag", tag), ifSet(set, "referee", referee),
		ifSet(set, "host", host), ifSet(set, "host-lang", hostLang), ifSet(set, "lang", lang)
	s.Round, s.Grace, s.Reminder = ifSet(set, "round", round), ifSet(set, "grace", grace), ifSet(set, "reminder", reminder)
	s.Duel, s.Seed, s.AbsentAfter = ifSet(set, "duel", duel), ifSet(set, "seed", seed), ifSet(set, "absent-after", absent)

	cfg, err := campaign.ReadConfigFile(*cfgPath)
	if err != nil {
		return err
	}
	if err := cfg.Apply(s, now()); err != nil {
		var se *campaign.SettingError
		if errors.As(err, &se) {
			return hintError{err: errUsage{msg: se.Msg}, hint: se.Hint}
		}
		return err
	}
	mz := campaign.MazeFile{Path: cfg.MazeFile(s)}
	if gf.set {
		r, err := generateMaze(e, gf.spec, "", cfg.GenSeed(), false)
		if err != nil {
			return err
		}
		mz.Path, mz.Source, mz.Generated = fmt.Sprintf("%s-%d.maze", r.Maze.Rules.Family, r.Options.Seed), r.Source, r.Summary()
		cfg.Maze, mz.Name = mz.Path, mz.Path
	}
	if err := cfg.Check(); err != nil {
		return checkHint(err, cfg, *cfgPath, set)
	}
	eng, orders, compile, err := campaignDeps()
	if err != nil {
		return err
	}
	if mz.Generated == "" && !cfg.Duel {
		if err := readNewMaze(e, &mz, compile); err != nil {
			return err
		}
	}
	made, err := campaign.NewIn(e.ctx, s, cfg, mz, campaign.Options{Engine: eng, Orders: orders, Compile: compile}, now())
	if err != nil {
		return newInHint(err, cmp.Or(s.Dir, s.DB), cfg)
	}
	for _, w := range made.Warnings {
		fmt.Fprintf(e.stderr, "labyrinth: warning: %v\n", w)
	}
	made.WriteText(e.stdout)
	return nil
}

// ifSet is the flag's value if it was set on the command line, else nil.
func ifSet[T any](set map[string]bool, flag string, v *T) *T {
	if set[flag] {
		return v
	}
	return nil
}

// checkHint adds to an error of Config.Check the flag that sets the
// field, and the campaign file's name when the field came from it.
func checkHint(err error, cfg *campaign.Config, cfgPath string, set map[string]bool) error {
	var fe *campaign.FieldError
	var f struct{ flag, arg string }
	ok := errors.As(err, &fe)
	if ok {
		f, ok = newFlagFields[fe.Key()]
	}
	switch {
	case !ok && cfgPath != "":
		return fmt.Errorf("%s: %w", cfgPath, err)
	case !ok:
		return err
	case fe.Field != fe.Key():
		f.arg += " (players[0] is the first)"
	case fe.Key() == "players" && cfg.Duel:
		f.arg = `"NAME <ADDRESS> [ru|en]" for each of the two`
	}
	hint := "set it with --" + f.flag + " " + f.arg
	if cfgPath != "" && !set[f.flag] {
		err = fmt.Errorf("%s: %w", cfgPath, err)
		hint += " or in " + cfgPath
	}
	return hintError{err: err, hint: hint}
}

// readNewMaze reads the maze file and shows its problems as check does,
// each with its source line and hint, before anything is created.
func readNewMaze(e *env, mz *campaign.MazeFile, compile campaign.Compiler) error {
	var err error
	if mz.Source, mz.Name, mz.OnDisk, err = readMaze(mz.Path); err != nil {
		return err
	}
	var ds diag.Diagnostics
	if _, err := compile(mz.Name, mz.Source); errors.As(err, &ds) && ds.HasErrors() {
		_ = ds.WriteText(e.stderr, diag.TextOptions{Color: useColor(e.stderr), Source: sources{mz.Name: mz.Source}.get})
		return hintError{err: fmt.Errorf("the maze %s does not compile: no campaign created", mz.Name), hint: "fix it and run \"labyrinth check " + mz.Name + "\" until it passes"}
	}
	mz.Name = filepath.Base(mz.Name)
	return nil
}

// newInHint adds a hint to NewIn's errors: a campaign directory that is a
// file, a name or tag that a campaign of where (the directory or the
// database file) already has.
func newInHint(err error, where string, cfg *campaign.Config) error {
	var (
		nd *campaign.NotDirError
		ee *campaign.ExistsError
	)
	switch {
	case errors.As(err, &nd):
		return hintError{err: err, hint: "give a directory (it is created if absent), or --db FILE to create the campaign in a database file"}
	case !errors.As(err, &ee):
		return err
	case ee.Tag == "":
		return hintError{err: fmt.Errorf("%s already holds a campaign called %q", where, cfg.Name),
			hint: fmt.Sprintf("give the new one another --name or another directory; \"labyrinth campaign status %s %s\" shows the one there", where, cfg.Name)}
	}
	return hintError{err: fmt.Errorf("%s already holds a campaign with the tag [lab:%s] (%s)", where, cfg.Tag, ee.Name),
		hint: "give the new one another --tag: the tag tells the campaigns' mail apart"}
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
	names, err := campaignNames(e, st)
	if err != nil {
		return err
	}
	if len(rest) == 0 && len(names) > 1 {
		return campaign.WriteList(e.ctx, e.stdout, st)
	}
	name, err := pickOnly(e, st, where, rest, "labyrinth campaign status DIR NAME")
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
	v.WriteText(e.stdout, *showMail)
	return nil
}

func campaignReplay(e *env, args []string) error {
	st, where, rest, err := openFromFlags(e, newFlags(e, "campaign replay", "DIR [NAME]"), args, "labyrinth campaign replay autumn")
	if err != nil {
		return err
	}
	defer st.Close()
	name, err := pickOnly(e, st, where, rest, "labyrinth campaign replay DIR NAME")
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
	name, rest, err := pickCampaign(e, st, where, rest, "labyrinth campaign host DIR NAME status", isHostWord)
	if err != nil {
		return err
	}
	if len(rest) == 0 {
		return hintError{err: errUsage{msg: "host needs a command"}, hint: "commands: " + strings.Join(campaign.HostCommands(), ", ") + "; e.g. " + example}
	}
	if !isHostWord(rest[0]) && len(rest) > 1 {
		// A mistyped campaign name, not a command.
		if names, _ := campaignNames(e, st); diag.Closest(rest[0], names) != "" {
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
