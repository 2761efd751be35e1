package main

import (
	"bytes"
	"errors"
	"flag"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"labyrinth/dsl"
	"labyrinth/dsl/maze"
	"labyrinth/engine"
	"labyrinth/examples"
	"labyrinth/pbem/store"
	"labyrinth/printouts"
)

func init() {
	register(&command{name: "print", summary: "print a paper kit (host sheet, player grids, rule card, turn log) as PDF", run: runPrint})
}

const printSynopsis = "[-o kit.pdf] [--parts host,grids,rules,log] [--paper a4|letter|a5|a3|legal] [--lang ru|en] [--players N] [FILE|EXAMPLE | --campaign DIR [NAME]]"

func runPrint(e *env, args []string) error {
	fs := newFlags(e, "print", printSynopsis)
	out := fs.String("o", "", "write the PDF here (default: the maze's name with .pdf; - for standard output)")
	force := fs.Bool("f", false, "overwrite the output file even if it is not a PDF")
	parts := fs.String("parts", "", "comma-separated parts: host, grids, rules, log (default: all)")
	host := fs.Bool("host", false, "print the host sheet (with other part flags: those parts)")
	grids := fs.Bool("grids", false, "print the player grids")
	rulesPart := fs.Bool("rules", false, "print the rule card")
	logPart := fs.Bool("log", false, "print the host's turn log")
	paper := fs.String("paper", "a4", "paper size: a4, letter, a5, a3, legal")
	lang := fs.String("lang", "ru", "language of the kit: ru or en")
	latin := fs.Bool("latin", false, "letter the columns A, B, C… even in a Russian kit")
	players := fs.Int("players", 0, "number of players (default: the preset's, else 4)")
	names := fs.String("names", "", "comma-separated player names for the grids and the log")
	rounds := fs.Int("rounds", 0, "rows of the turn log (default: at least 40, to the end of the page)")
	sheets := fs.Int("sheets", 0, "squared sheets per player, for new sketches after a hole, a pit or a hospital (default 1)")
	title := fs.String("title", "", "title for the headers (default: the maze's)")
	date := fs.String("date", "", "date to print in the headers, as given")
	marks := fs.String("mark", "", "players' positions to draw on the host sheet: NAME=CELL,… (e.g. \"Аня=в3,Боб=2:д5\")")
	campaignDir := fs.String("campaign", "", "print the kit of a game by mail from its campaign directory DIR (NAME after it when DIR holds several):\nits maze, the players where they stand and their orders so far")
	dbPath := fs.String("db", "", "a campaign database file: --campaign then names the campaign in it")
	generate := fs.String("generate", "", "print a random ROWSxCOLS[:SEED] maze instead of a file, to try the kit out")
	var gf genFlag
	gf.register(fs)
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	if fs.NArg() > 1 {
		return errUsage{msg: fmt.Sprintf("print takes one maze, not %d", fs.NArg())}
	}
	opts := printouts.Options{
		Paper:   printouts.Paper(strings.ToLower(*paper)),
		Lang:    printouts.Lang(strings.ToLower(*lang)),
		Players: *players,
		Rounds:  *rounds,
		Sheets:  *sheets,
		Title:   *title,
		Date:    *date,
	}
	if !validPaper(opts.Paper) {
		return usageHint(fmt.Sprintf("no paper size %q", *paper), "paper sizes: a4, letter, a5, a3, legal", *paper, paperNames())
	}
	if opts.Lang != printouts.LangRU && opts.Lang != printouts.LangEN {
		return usageHint(fmt.Sprintf("no language %q", *lang), "languages: ru, en", *lang, []string{"ru", "en"})
	}
	if *players < 0 || *players > 12 {
		return errUsage{msg: fmt.Sprintf("--players must be from 1 to 12, not %d", *players)}
	}
	if *sheets < 0 || *sheets > 20 {
		return errUsage{msg: fmt.Sprintf("--sheets must be from 1 to 20, not %d", *sheets)}
	}
	if *rounds < 0 || *rounds > 1000 {
		return errUsage{msg: fmt.Sprintf("--rounds must be from 1 to 1000, not %d", *rounds)}
	}
	if *latin {
		opts.Alphabet, opts.AlphabetSet = maze.Latin, true
	}
	if *names != "" {
		for _, n := range strings.Split(*names, ",") {
			opts.PlayerNames = append(opts.PlayerNames, strings.TrimSpace(n))
		}
		if opts.Players != 0 && len(opts.PlayerNames) > opts.Players {
			return errUsage{msg: fmt.Sprintf("%d names for %d players", len(opts.PlayerNames), opts.Players)}
		}
	}
	if *parts != "" {
		for _, p := range strings.Split(*parts, ",") {
			part, err := printouts.ParsePart(p)
			if err != nil {
				return usageHint(err.Error(), "parts: host, grids, rules, log", p, []string{"host", "grids", "rules", "log"})
			}
			opts.Parts = append(opts.Parts, part)
		}
	}
	for _, pf := range []struct {
		on   bool
		part printouts.Part
	}{{*host, printouts.PartHost}, {*grids, printouts.PartGrids}, {*rulesPart, printouts.PartRules}, {*logPart, printouts.PartLog}} {
		if pf.on {
			opts.Parts = append(opts.Parts, pf.part)
		}
	}

	var (
		m      *maze.Maze
		source string // the input file on disk, if any
		base   string // the output's default name
	)
	switch {
	case *campaignDir != "":
		if *generate != "" || gf.set || (*dbPath != "" && fs.NArg() > 0) {
			return errUsage{msg: "give either a maze, --generate or --campaign"}
		}
		var roster []string
		fs.Visit(func(f *flag.Flag) {
			if f.Name == "names" || f.Name == "players" {
				roster = append(roster, "--"+f.Name)
			}
		})
		if len(roster) > 0 {
			return hintError{err: errUsage{msg: strings.Join(roster, " and ") + " cannot be given with --campaign"},
				hint: "the players and their names come from the campaign's roster"}
		}
		db, name := *dbPath, *campaignDir
		if db == "" {
			var err error
			if db, name, err = campaignInDir(e, *campaignDir, fs.Args()); err != nil {
				return err
			}
		}
		cm, err := loadCampaign(e, db, name, &opts)
		if err != nil {
			return err
		}
		m, base = cm, name
	case gf.set:
		if fs.NArg() > 0 || *generate != "" {
			return errUsage{msg: "give either a maze, --gen or --generate"}
		}
		r, err := generateMaze(e, gf.spec, "", 1, false)
		if err != nil {
			return err
		}
		fmt.Fprintf(e.stderr, "generated: %s\n  to keep the maze: %s -o FILE\n", describe(r), r.Options.Command())
		m, base = r.Maze, fmt.Sprintf("%s-%d", r.Maze.Rules.Family, r.Options.Seed)
	case *generate != "":
		if fs.NArg() > 0 {
			return errUsage{msg: "give either a maze or --generate, not both"}
		}
		gm, err := parseGenerate(*generate)
		if err != nil {
			return err
		}
		m, base = gm, "generated"
	default:
		name := examples.Default
		if fs.NArg() == 1 {
			name = fs.Arg(0)
		}
		src, file, onDisk, err := readMaze(name)
		if err != nil {
			return err
		}
		if onDisk {
			source = file
			if err := notOverSource(*out, source); err != nil {
				return err
			}
		}
		// The compiler refuses a floor too large to print before it
		// reads its cells (printouts.Kit takes at most 1000×1000).
		res, err := dsl.CompileWith(file, src, dsl.Options{Context: e.ctx, Borrow: true, MaxSide: 1000})
		if err != nil {
			return interrupted(err)
		}
		cm, diags := res.Maze, res.Diagnostics
		for _, d := range diags {
			fmt.Fprintf(e.stderr, "%s\n", d)
			if d.Hint != "" {
				fmt.Fprintf(e.stderr, "  hint: %s\n", d.Hint)
			}
		}
		if diags.HasErrors() || cm == nil {
			return errSilent
		}
		m = cm
		base = strings.TrimSuffix(filepath.Base(file), filepath.Ext(file))
	}

	if *marks != "" && *campaignDir == "" {
		ms, err := parseMarks(m, *marks)
		if err != nil {
			return err
		}
		opts.Markers = ms
	}
	var buf bytes.Buffer
	// A 1000×1000 kit takes seconds to lay out: a signal stops print at
	// once, leaving the layout to end with the process.
	if err := untilDone(e.ctx, func() error { return printouts.Kit(&buf, m, opts) }); err != nil {
		return err
	}
	dest := *out
	if dest == "" {
		dest = base + ".pdf"
	}
	if dest == "-" {
		_, err := e.stdout.Write(buf.Bytes())
		return err
	}
	if err := safeToWrite(dest, source, *force); err != nil {
		return err
	}
	if err := writeFileAtomic(dest, buf.Bytes()); err != nil {
		return err
	}
	fmt.Fprintf(e.stdout, "wrote %s (%s)\n", dest, pageSummary(m, opts))
	return nil
}

// writeFileAtomic writes through a temporary file beside dest and renames
// it into place, so that a failed write never leaves half a kit where a
// whole one was.
func writeFileAtomic(dest string, data []byte) error {
	tmp, err := os.CreateTemp(filepath.Dir(dest), "."+filepath.Base(dest)+".*")
	if err != nil {
		return err
	}
	if _, err := tmp.Write(data); err != nil {
		tmp.Close()
		os.Remove(tmp.Name())
		return err
	}
	if err := tmp.Close(); err != nil {
		os.Remove(tmp.Name())
		return err
	}
	if err := os.Chmod(tmp.Name(), 0o644); err != nil {
		os.Remove(tmp.Name())
		return err
	}
	if err := os.Rename(tmp.Name(), dest); err != nil {
		os.Remove(tmp.Name())
		return err
	}
	return nil
}

// campaignInDir finds the campaign "print --campaign DIR [NAME]" names:
// the database of DIR, and NAME or the only campaign there.
func campaignInDir(e *env, dir string, args []string) (db, name string, err error) {
	if db, err = campaignDB(dir); err != nil {
		return "", "", err
	}
	st, err := openStore(e, db)
	if err != nil {
		return "", "", err
	}
	defer st.Close()
	name, rest, err := pickCampaign(e, st, dir, args, "labyrinth print --campaign DIR NAME", nil)
	if err != nil {
		return "", "", err
	}
	if len(rest) > 0 {
		names, _ := campaignNames(e, st)
		return "", "", unknownCampaign(dir, rest[0], names)
	}
	return db, name, nil
}

// loadCampaign reads a campaign from its database: the maze it is played
// on, the players' names, their positions after the last round (when the
// state is the rules engine's) and every order so far for the turn log.
// The database is only read.
func loadCampaign(e *env, dbPath, name string, opts *printouts.Options) (*maze.Maze, error) {
	st, err := openStore(e, dbPath)
	if err != nil {
		return nil, err
	}
	defer st.Close()
	var (
		c       *store.Campaign
		players []*store.Player
		state   *store.State
		orders  []*store.Order
	)
	err = st.View(e.ctx, func(tx *store.Tx) error {
		var err error
		if c, err = tx.Campaign(name); err != nil {
			if errors.Is(err, store.ErrNotFound) {
				var names []string
				all, _ := tx.Campaigns()
				for _, a := range all {
					names = append(names, a.Name)
				}
				hint := "the database holds no campaign"
				if len(names) > 0 {
					hint = "campaigns: " + strings.Join(names, ", ")
					if s := closest(name, names); s != "" {
						hint = fmt.Sprintf("did you mean %q?", s)
					}
				}
				return hintError{err: fmt.Errorf("no campaign %q in %s", name, dbPath), hint: hint}
			}
			return err
		}
		if players, err = tx.Players(c.ID); err != nil {
			return err
		}
		if state, err = tx.LatestState(c.ID); err != nil && !errors.Is(err, store.ErrNotFound) {
			return err
		}
		for r := 1; r <= c.Round; r++ {
			ro, err := tx.Orders(c.ID, r)
			if err != nil {
				return err
			}
			orders = append(orders, ro...)
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	m, err := campaignMaze(e, st, c.Name)
	if err != nil {
		return nil, err
	}
	for _, p := range players {
		opts.PlayerNames = append(opts.PlayerNames, p.Name)
	}
	if opts.Players == 0 {
		opts.Players = len(players)
	}
	opts.Log = campaignLog(e, st, c.Name, orders, opts.Lang)
	if opts.Rounds == 0 && c.Round+10 > 40 {
		opts.Rounds = min(c.Round+10, 1000)
	}
	if opts.Title == "" {
		opts.Title = m.Title + " — " + c.Name
	}
	if opts.Date == "" {
		opts.Date = fmt.Sprintf("%d", c.Round)
		switch {
		case c.Status == store.StatusOver && opts.Lang == printouts.LangEN:
			opts.Date = "game over"
		case c.Status == store.StatusOver:
			opts.Date = "игра окончена"
		case opts.Lang == printouts.LangEN:
			opts.Date = "round " + opts.Date
		default:
			opts.Date = "ход " + opts.Date
		}
	}
	// Positions: the state is the rules engine's; a state it cannot read
	// (another engine) leaves the map without players.
	if state != nil {
		if g, err := engine.RestoreState(m, state.Blob); err == nil {
			for _, p := range g.State().Players {
				if p.Placed && !p.Left {
					opts.Markers = append(opts.Markers, printouts.Marker{Name: p.Name, At: p.At})
				}
			}
		} else {
			fmt.Fprintf(e.stderr, "labyrinth: warning: the campaign's state is not the rules engine's; players' positions are left off the map\n")
		}
	}
	return m, nil
}

// readMaze reads a maze file, or failing that an embedded example by name.
func readMaze(name string) (src []byte, file string, onDisk bool, err error) {
	src, err = readFileAtMost(name)
	if err == nil {
		return src, name, true, nil
	}
	if !errors.Is(err, fs.ErrNotExist) {
		return nil, "", false, err
	}
	if !strings.ContainsAny(name, `/\`) {
		if ex, exErr := examples.Read(name); exErr == nil {
			n := name
			if !strings.HasSuffix(n, ".maze") {
				n += ".maze"
			}
			return ex, n, false, nil
		}
	}
	var names []string
	for _, n := range examples.Names() {
		names = append(names, strings.TrimSuffix(n, ".maze"))
	}
	hint := "give a .maze file or one of the examples: " + strings.Join(names, ", ")
	if s := closest(strings.TrimSuffix(name, ".maze"), names); s != "" {
		hint = fmt.Sprintf("did you mean the example %q?", s)
	}
	// A file name that is close to a maze file beside it comes first.
	if files, _ := filepath.Glob(filepath.Join(filepath.Dir(name), "*.maze")); len(files) > 0 {
		if s := closest(filepath.Base(name), baseNames(files)); s != "" {
			hint = fmt.Sprintf("did you mean %q?", filepath.Join(filepath.Dir(name), s))
		}
	}
	return nil, "", false, hintError{err: fmt.Errorf("no maze file or example %q", name), hint: hint}
}

// safeToWrite refuses to clobber what is not a kit: an existing file is
// replaced only when it is a PDF (a kit printed before) or with -f, and
// never when it is the maze being printed.
func safeToWrite(dest, source string, force bool) error {
	if err := notOverSource(dest, source); err != nil {
		return err
	}
	st, err := os.Stat(dest)
	if errors.Is(err, fs.ErrNotExist) {
		return nil
	}
	if err != nil {
		return err
	}
	if st.IsDir() {
		return hintError{err: fmt.Errorf("%s is a directory", dest), hint: "give a file name with -o, e.g. -o " + filepath.Join(dest, "kit.pdf")}
	}
	if force {
		return nil
	}
	f, err := os.Open(dest)
	if err != nil {
		return err
	}
	defer f.Close()
	head := make([]byte, 5)
	n, _ := f.Read(head)
	if string(head[:n]) == "%PDF-" {
		return nil
	}
	return hintError{err: fmt.Errorf("%s exists and is not a PDF; not overwriting it", dest), hint: "use -f to overwrite it, or -o to name another file"}
}

// notOverSource refuses an output that is the maze being printed.
func notOverSource(dest, source string) error {
	if source == "" || dest == "" || dest == "-" {
		return nil
	}
	a, errA := filepath.Abs(dest)
	b, errB := filepath.Abs(source)
	if errA == nil && errB == nil && a == b {
		return hintError{err: fmt.Errorf("refusing to write the kit over its own maze %s", source), hint: "name another output with -o"}
	}
	return nil
}

func parseGenerate(s string) (*maze.Maze, error) {
	spec, seedStr, hasSeed := strings.Cut(s, ":")
	rs, cs, ok := strings.Cut(strings.ToLower(spec), "x")
	rows, err1 := strconv.Atoi(rs)
	cols, err2 := strconv.Atoi(cs)
	if !ok || err1 != nil || err2 != nil || rows < 2 || cols < 2 || rows > 200 || cols > 200 {
		return nil, hintError{err: errUsage{msg: fmt.Sprintf("--generate %q: want ROWSxCOLS from 2x2 to 200x200", s)}, hint: "e.g. --generate 10x10 or --generate 10x10:42"}
	}
	seed := uint64(1)
	if hasSeed {
		v, err := strconv.ParseUint(seedStr, 10, 64)
		if err != nil {
			return nil, errUsage{msg: fmt.Sprintf("--generate %q: the seed must be a whole number", s)}
		}
		seed = v
	}
	n := rows * cols
	return maze.Generate(maze.GenOptions{Rows: rows, Cols: cols, Seed: seed, Loops: 0.08,
		FalseTreasures: min(3, n/20), Pits: min(4, n/25), Holes: min(4, n/20), Arsenals: min(2, n/40)}), nil
}

// parseMarks reads NAME=CELL pairs; cells are named as the maze names them.
func parseMarks(m *maze.Maze, s string) ([]printouts.Marker, error) {
	var out []printouts.Marker
	for _, pair := range strings.Split(s, ",") {
		name, cell, ok := strings.Cut(pair, "=")
		name, cell = strings.TrimSpace(name), strings.TrimSpace(cell)
		if !ok || name == "" || cell == "" {
			return nil, hintError{err: errUsage{msg: fmt.Sprintf("--mark %q: want NAME=CELL", pair)}, hint: "e.g. --mark \"Аня=в3,Боб=д5\""}
		}
		at, err := m.ParseCell(cell)
		if err != nil {
			return nil, errUsage{msg: fmt.Sprintf("--mark %s: %v", pair, err)}
		}
		out = append(out, printouts.Marker{Name: name, At: at})
	}
	return out, nil
}

func pageSummary(m *maze.Maze, opts printouts.Options) string {
	d, err := printouts.Layout(m, opts)
	if err != nil {
		return "?"
	}
	var parts []string
	for _, p := range printouts.AllParts() {
		if n := d.PartPages(p); n > 0 {
			parts = append(parts, fmt.Sprintf("%s %d", p, n))
		}
	}
	unit := "pages"
	if len(d.Pages) == 1 {
		unit = "page"
	}
	return fmt.Sprintf("%d %s: %s", len(d.Pages), unit, strings.Join(parts, ", "))
}

func validPaper(p printouts.Paper) bool {
	for _, q := range printouts.Papers() {
		if p == q {
			return true
		}
	}
	return false
}

func paperNames() []string {
	var out []string
	for _, p := range printouts.Papers() {
		out = append(out, string(p))
	}
	return out
}

// usageHint is a usage error with a "did you mean" when one is close.
func usageHint(msg, fallback, got string, candidates []string) error {
	hint := fallback
	if s := closest(strings.ToLower(got), candidates); s != "" {
		hint = fmt.Sprintf("did you mean %q? (%s)", s, fallback)
	}
	return hintError{err: errUsage{msg: msg}, hint: hint}
}

func baseNames(paths []string) []string {
	out := make([]string, len(paths))
	for i, p := range paths {
		out[i] = filepath.Base(p)
	}
	return out
}
