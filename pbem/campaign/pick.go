package campaign

import (
	"context"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"labyrinth/dsl/diag"
	"labyrinth/pbem/store"
)

// The finding of the campaigns a command names, "DIR [NAME] ...", and
// the advice of what a command line got wrong.

// Open opens the campaigns at dir, a campaign directory or a database
// file (Locate, OpenDB).
func Open(ctx context.Context, dir string) (*store.Store, error) {
	db, err := Locate(dir)
	if err != nil {
		return nil, err
	}
	return OpenDB(ctx, db)
}

// PickError is a campaign a command cannot pick out of a store: a name
// that names none, a store that holds none, or one of several that the
// command line does not name.
type PickError struct {
	Where   string   // the directory or database file, as the command line gave it
	Name    string   // the name given that names no campaign; "" when none was
	Names   []string // the campaigns there
	Example string   // the command with DIR and NAME, for the hint
}

func (e *PickError) Error() string {
	switch {
	case e.Name != "":
		return fmt.Sprintf("no campaign %q in %s", e.Name, e.Where)
	case len(e.Names) == 0:
		return fmt.Sprintf("%s holds no campaign", e.Where)
	}
	return fmt.Sprintf("%s holds %d campaigns: name one", e.Where, len(e.Names))
}

// Hint names the campaign meant, or how to make or name one.
func (e *PickError) Hint() string {
	switch {
	case e.Name != "":
		if s := diag.Closest(e.Name, e.Names); s != "" {
			return fmt.Sprintf("did you mean %q?", s)
		}
		return "campaigns: " + strings.Join(e.Names, ", ")
	case len(e.Names) == 0:
		return fmt.Sprintf("create one with \"labyrinth campaign new %s --maze FILE …\"", e.Where)
	}
	return fmt.Sprintf("campaigns: %s; e.g. %s", strings.Join(e.Names, ", "),
		strings.NewReplacer("DIR", e.Where, "NAME", e.Names[0]).Replace(e.Example))
}

// Usage says the error is the command line's mistake: it named none of
// several campaigns (not a name mistyped, nor a store with none).
func (e *PickError) Usage() bool { return e.Name == "" && len(e.Names) > 1 }

// Pick reads the optional NAME of "DIR [NAME] ...": the first argument
// when it names a campaign of st, else the only campaign there is. It
// returns the name and the arguments after it. where is DIR, example the
// command with DIR and NAME; notName says which arguments are what
// follows NAME (a round, a host command), so that their absence is not
// taken for a wrong name. Its errors are *PickError.
func Pick(ctx context.Context, st *store.Store, where string, args []string, example string, notName func(string) bool) (string, []string, error) {
	names, err := Names(ctx, st)
	if err != nil {
		return "", nil, err
	}
	if len(args) > 0 && slices.Contains(names, args[0]) {
		return args[0], args[1:], nil
	}
	pe := &PickError{Where: where, Names: names, Example: example}
	switch {
	case len(names) == 1:
		return names[0], args, nil
	case len(names) > 1 && len(args) > 0 && (notName == nil || !notName(args[0])):
		pe.Name = args[0]
	}
	return "", nil, pe
}

// PickOnly is Pick for a command that takes nothing after NAME.
func PickOnly(ctx context.Context, st *store.Store, where string, args []string, example string) (string, error) {
	name, rest, err := Pick(ctx, st, where, args, example, nil)
	if err == nil && len(rest) > 0 {
		names, _ := Names(ctx, st)
		return "", &PickError{Where: where, Name: rest[0], Names: names}
	}
	return name, err
}

// Hint says how to make the campaign directory or database that is not
// there.
func (e *PlaceError) Hint() string {
	if e.Dir {
		return fmt.Sprintf("create one with \"labyrinth campaign new %s --maze FILE …\"", e.Path)
	}
	return "create a campaign with \"labyrinth campaign new DIR --maze FILE …\"; DIR then holds its database"
}

// Hint says what to give instead.
func (e *NotDirError) Hint() string {
	return "give a directory (it is created if absent), or --db FILE to create the campaign in a database file"
}

// OpenArgs opens the campaigns a command line names: the database file
// db when it is given, else the campaign directory that is the first of
// args. It returns where they are, for messages, and the arguments after
// the directory; example is the command, for the advice when neither is
// given.
func OpenArgs(ctx context.Context, db string, args []string, example string) (*store.Store, string, []string, error) {
	if db != "" {
		st, err := OpenDB(ctx, db)
		return st, db, args, err
	}
	if len(args) == 0 {
		return nil, "", nil, settingErr("dir", "e.g. "+example, "name the campaign directory")
	}
	st, err := Open(ctx, args[0])
	return st, args[0], args[1:], err
}

// PickRound reads "[NAME] [ROUND]" (show-round's): the campaign, as Pick
// finds it, and the round, 0 when none is given. A word that is not a
// round is taken for a campaign's name mistyped (a *PickError); a round
// below 1 or a word after it is a *SettingError.
func PickRound(ctx context.Context, st *store.Store, where string, args []string, example string) (string, int, error) {
	isRound := func(s string) bool { _, err := strconv.Atoi(s); return err == nil }
	name, rest, err := Pick(ctx, st, where, args, example, isRound)
	if err != nil || len(rest) == 0 {
		return name, 0, err
	}
	n, err := strconv.Atoi(rest[0])
	switch {
	case err != nil:
		names, _ := Names(ctx, st)
		return "", 0, &PickError{Where: where, Name: rest[0], Names: names}
	case n < 1:
		return "", 0, settingErr("round", "", "round %q: want a number from 1", rest[0])
	case len(rest) > 1:
		return "", 0, settingErr("round", "", "show-round takes a campaign's name and a round; %q is one too many", rest[1])
	}
	return name, n, nil
}

// PickHost reads "[NAME] COMMAND..." (a host command given on the
// command line): the campaign, as Pick finds it, and the command's
// words; pickExample is Pick's example. No command is a *SettingError,
// advising example; a first word that is no command but near a
// campaign's name is a *PickError.
func PickHost(ctx context.Context, st *store.Store, where string, args []string, pickExample, example string) (string, []string, error) {
	isCommand := func(s string) bool { return slices.Contains(HostCommands(), s) }
	name, rest, err := Pick(ctx, st, where, args, pickExample, isCommand)
	if err != nil {
		return "", nil, err
	}
	if len(rest) == 0 {
		return "", nil, settingErr("command", "commands: "+strings.Join(HostCommands(), ", ")+"; e.g. "+example, "host needs a command")
	}
	if !isCommand(rest[0]) && len(rest) > 1 {
		// A mistyped campaign name, not a command.
		if names, _ := Names(ctx, st); diag.Closest(rest[0], names) != "" {
			return "", nil, &PickError{Where: where, Name: rest[0], Names: names}
		}
	}
	return name, rest, nil
}
