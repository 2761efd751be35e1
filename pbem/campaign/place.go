package campaign

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"time"

	"labyrinth/pbem/store"
)

// DBName is the database of a campaign directory.
const DBName = "campaign.db"

// NotDirError is a campaign directory that is a file.
type NotDirError struct{ Path string }

func (e *NotDirError) Error() string {
	return fmt.Sprintf("%s is a file, not a campaign directory", e.Path)
}

// prepare readies the place of a new campaign: the directory dir with its
// database DBName, the directory made when absent (private: the database
// holds the game's secrets), or else the database file db. It returns the
// database's path and undo, which removes what a creation that failed
// leaves behind: the directory it made, or a database that was not there.
// A dir that is a file is a *NotDirError.
func prepare(dir, db string) (path string, undo func(), err error) {
	made := false
	if dir != "" {
		fi, err := os.Stat(dir)
		switch {
		case errors.Is(err, fs.ErrNotExist):
			made = true
		case err != nil:
			return "", nil, err
		case !fi.IsDir():
			return "", nil, &NotDirError{Path: dir}
		}
		db = filepath.Join(dir, DBName)
	}
	_, err = os.Stat(db)
	fresh := errors.Is(err, fs.ErrNotExist)
	if made {
		if err := os.MkdirAll(dir, 0o700); err != nil {
			return "", nil, err
		}
	}
	undo = func() {
		if made {
			os.RemoveAll(dir)
		} else if fresh {
			for _, suffix := range []string{"", "-wal", "-shm", "-journal"} {
				os.Remove(db + suffix)
			}
		}
	}
	return db, undo, nil
}

// PlaceError is a campaign directory or database file that is not there.
type PlaceError struct {
	Path string
	// Dir says Path was taken for a campaign directory; NoDB that it is
	// one, without a database.
	Dir, NoDB bool
}

func (e *PlaceError) Error() string {
	switch {
	case e.NoDB:
		return fmt.Sprintf("%s holds no campaign (no %s in it)", e.Path, DBName)
	case e.Dir:
		return fmt.Sprintf("no campaign directory %s", e.Path)
	}
	return fmt.Sprintf("no campaign database %s", e.Path)
}

// Locate finds the database of the campaigns at path: the database of a
// campaign directory, or path itself when it is a file. A path that is
// not there, or a directory without a database, is a *PlaceError.
func Locate(path string) (string, error) {
	fi, err := os.Stat(path)
	if errors.Is(err, fs.ErrNotExist) {
		return "", &PlaceError{Path: path, Dir: true}
	}
	if err != nil {
		return "", err
	}
	if !fi.IsDir() {
		return path, nil
	}
	db := filepath.Join(path, DBName)
	if _, err := os.Stat(db); err != nil {
		return "", &PlaceError{Path: path, Dir: true, NoDB: true}
	}
	return db, nil
}

// OpenDB opens the campaign database db, which must be there: a missing
// one is a *PlaceError, not a new database.
func OpenDB(ctx context.Context, db string) (*store.Store, error) {
	if _, err := os.Stat(db); err != nil {
		return nil, &PlaceError{Path: db}
	}
	return store.Open(ctx, db, store.Options{})
}

// MazeFile is the maze of a new campaign, for NewIn.
type MazeFile struct {
	Name   string // as the campaign stores it
	Source []byte
	// Path is the file it was read from; OnDisk says it is a file there
	// (not an example's name), which the campaign file kept for the
	// record then names relative to the campaign's directory.
	Path   string
	OnDisk bool
	// Generated, for a maze made for the campaign, says what it is; the
	// campaign's directory keeps it beside the database.
	Generated string
}

// Made is what NewIn made, for the host.
type Made struct {
	*Created
	// Deadline is round 1's; zero for a duel waiting for its mazes.
	Deadline time.Time
	// Queued counts the letters in the outbox: the players' invitations
	// and the host's letter.
	Queued int
	// Dir is the campaign's directory, if it has one; it keeps Record,
	// the campaign file, and MazeKept, a generated maze.
	Dir, Record, MazeKept string
	Generated             string
	// Warnings are what could not be kept beside the campaign.
	Warnings []error
}

// NewIn creates the campaign cfg in the campaign directory s.Dir (made
// when absent) or else the database file s.DB, with a referee of opts
// (Store aside) on its database, and keeps beside it what a campaign
// directory keeps: the campaign file (WriteRecord) and a generated maze.
// What a creation that fails made is removed. A Dir that is a file is a
// *NotDirError; a name or tag taken, Create's *ExistsError.
func NewIn(ctx context.Context, s Settings, cfg *Config, mz MazeFile, opts Options, now time.Time) (*Made, error) {
	db, undo, err := prepare(s.Dir, s.DB)
	if err != nil {
		return nil, err
	}
	made := &Made{Dir: s.Dir, Generated: mz.Generated}
	err = made.create(ctx, db, cfg, mz, opts, now)
	if ee := (*ExistsError)(nil); errors.As(err, &ee) {
		ee.Where = cmp.Or(s.Dir, s.DB)
	}
	if err != nil {
		undo()
		return nil, err
	}
	if s.Dir == "" {
		return made, nil
	}
	if mz.Generated != "" {
		keep := filepath.Join(s.Dir, mz.Path)
		if _, err := os.Stat(keep); errors.Is(err, fs.ErrNotExist) {
			if err := os.WriteFile(keep, mz.Source, 0o644); err != nil {
				made.Warnings = append(made.Warnings, err)
			} else {
				mz.Path, mz.OnDisk, made.MazeKept = keep, true, keep
			}
		}
	}
	if made.Record, err = cfg.WriteRecord(s.Dir, s.ConfigFile, mz.Path, mz.OnDisk); err != nil {
		made.Warnings = append(made.Warnings, err)
	}
	return made, nil
}

// create opens the database db and creates the campaign in it.
func (made *Made) create(ctx context.Context, db string, cfg *Config, mz MazeFile, opts Options, now time.Time) error {
	st, err := store.Open(ctx, db, store.Options{})
	if err != nil {
		return err
	}
	defer st.Close()
	opts.Store = st
	ref, err := New(opts)
	if err != nil {
		return err
	}
	if made.Created, err = ref.Create(ctx, cfg, mz.Name, mz.Source, now); err != nil {
		return err
	}
	sum, err := Status(ctx, st, cfg.Name)
	if err != nil {
		return err
	}
	if len(sum.Rounds) > 0 {
		made.Deadline = sum.Rounds[0].Round.Deadline
	}
	made.Queued = sum.Outbox[store.MailQueued]
	return nil
}

// WriteText tells the host what there is: the campaign, what its
// directory keeps, the invitations and the host's code.
func (made *Made) WriteText(w io.Writer) {
	c := made.Campaign
	if made.Deadline.IsZero() {
		fmt.Fprintf(w, "duel %s [lab:%s] created: it begins when both players have mailed their mazes\n", c.Name, c.Tag)
	} else {
		players := fmt.Sprintf("%d players", len(made.Codes))
		if len(made.Codes) == 1 {
			players = "1 player"
		}
		fmt.Fprintf(w, "campaign %s [lab:%s] created: %s, round 1 ends %s\n", c.Name, c.Tag, players, made.Deadline.Format("2006-01-02 15:04 UTC"))
	}
	if made.MazeKept != "" {
		fmt.Fprintf(w, "generated maze %s: %s\n", made.MazeKept, made.Generated)
	}
	if made.Dir != "" {
		fmt.Fprintf(w, "kept in %s: %s", made.Dir, DBName)
		if made.Record != "" {
			fmt.Fprintf(w, ", %s (the campaign file, for the record)", made.Record)
		}
		fmt.Fprintln(w)
	}
	fmt.Fprintf(w, "%s; \"labyrinth referee\" delivers them\n", outboxText(made.Queued, len(made.Codes)))
	fmt.Fprintf(w, "host code (also mailed to %s): %s\n", c.HostEmail, made.HostCode)
}

// outboxText says what a new campaign queued: the players' invitations,
// each with its code, and the host's letter.
func outboxText(queued, players int) string {
	letters := fmt.Sprintf("%d letters are", queued)
	if queued == 1 {
		letters = "1 letter is"
	}
	inv := fmt.Sprintf("%d invitations with their secret codes", players)
	if players == 1 {
		inv = "1 invitation with its secret code"
	}
	if queued != players+1 {
		return letters + " in the outbox" // a duel's letters
	}
	return letters + " in the outbox: " + inv + " and the host's letter"
}
