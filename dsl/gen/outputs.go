package gen

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"

	"labyrinth/dsl/rules"
)

// OutputError is an output "labyrinth gen" refuses: a duel's pair with
// no file to write, or a file that is there. CommandLine says the command
// line got it wrong (Usage).
type OutputError struct {
	Msg, Advice string
	CommandLine bool
}

func (e *OutputError) Error() string { return e.Msg }

// Hint says what to give instead.
func (e *OutputError) Hint() string { return e.Advice }

// Usage says the error is the command line's mistake.
func (e *OutputError) Usage() bool { return e.CommandLine }

// Outputs are the files that hold the mazes the spec makes, from out, the
// file asked for ("" or "-" for standard output). With versus they are a
// duel's pair (rule D1), out and FILE-versus.EXT beside it, and the
// preset is the duel's unless the spec names another, which is an error.
// Unless force, a file that is there is an error too.
func (s *Spec) Outputs(out string, versus, force bool) ([]string, error) {
	dests := []string{out}
	if versus {
		if s.Preset == "" {
			s.Preset = rules.FamilyDuel
		}
		if s.Preset != rules.FamilyDuel {
			return nil, &OutputError{Msg: "--versus makes the two mazes of a duel (D1): use it with --preset duel", CommandLine: true}
		}
		if out == "" || out == "-" {
			return nil, &OutputError{Msg: "--versus writes two files", CommandLine: true,
				Advice: "name the first with -o, e.g. -o duel.maze (the second is duel-versus.maze)"}
		}
		ext := filepath.Ext(out)
		dests = append(dests, strings.TrimSuffix(out, ext)+"-versus"+ext)
	}
	for _, d := range dests {
		if d == "" || d == "-" || force {
			continue
		}
		if _, err := os.Stat(d); err == nil {
			return nil, &OutputError{Msg: fmt.Sprintf("%s exists; not overwriting it", d), Advice: "use -f to overwrite it, or -o to name another file"}
		} else if !errors.Is(err, fs.ErrNotExist) {
			return nil, err
		}
	}
	return dests, nil
}
