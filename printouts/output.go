package printouts

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"labyrinth/dsl/maze"
)

// The file a kit is written to, and the maze a kit is tried out on.

// OutputError is a file a kit is not written over, with what to do.
type OutputError struct {
	Err    error
	Advice string
}

func (e *OutputError) Error() string { return e.Err.Error() }

// Hint says what to do instead.
func (e *OutputError) Hint() string { return e.Advice }

// CheckOutput refuses to clobber what is not a kit: an existing file is
// replaced only when it is a PDF (a kit printed before) or with -f, and
// never when it is the maze being printed.
func CheckOutput(dest, source string, force bool) error {
	if err := NotOverSource(dest, source); err != nil {
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
		return &OutputError{Err: fmt.Errorf("%s is a directory", dest), Advice: "give a file name with -o, e.g. -o " + filepath.Join(dest, "kit.pdf")}
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
	return &OutputError{Err: fmt.Errorf("%s exists and is not a PDF; not overwriting it", dest), Advice: "use -f to overwrite it, or -o to name another file"}
}

// NotOverSource refuses an output that is the maze being printed.
func NotOverSource(dest, source string) error {
	if source == "" || dest == "" || dest == "-" {
		return nil
	}
	a, errA := filepath.Abs(dest)
	b, errB := filepath.Abs(source)
	if errA == nil && errB == nil && a == b {
		return &OutputError{Err: fmt.Errorf("refusing to write the kit over its own maze %s", source), Advice: "name another output with -o"}
	}
	return nil
}

// GenerateMaze makes the random maze --generate asks for, ROWSxCOLS[:SEED]
// (the seed 1 unless given), with a few of everything to try a kit out.
// Its errors are *SettingError.
func GenerateMaze(s string) (*maze.Maze, error) {
	spec, seedStr, hasSeed := strings.Cut(s, ":")
	rs, cs, ok := strings.Cut(strings.ToLower(spec), "x")
	rows, err1 := strconv.Atoi(rs)
	cols, err2 := strconv.Atoi(cs)
	if !ok || err1 != nil || err2 != nil || rows < 2 || cols < 2 || rows > 200 || cols > 200 {
		return nil, &SettingError{Flag: "generate", Msg: fmt.Sprintf("--generate %q: want ROWSxCOLS from 2x2 to 200x200", s),
			Advice: "e.g. --generate 10x10 or --generate 10x10:42"}
	}
	seed := int64(1)
	if hasSeed {
		v, err := strconv.ParseInt(seedStr, 10, 64)
		if err != nil {
			return nil, &SettingError{Flag: "generate", Msg: fmt.Sprintf("--generate %q: the seed must be a whole number", s)}
		}
		seed = v
	}
	n := rows * cols
	return maze.Generate(maze.GenOptions{Rows: rows, Cols: cols, Seed: seed, Loops: 0.08,
		FalseTreasures: min(3, n/20), Pits: min(4, n/25), Holes: min(4, n/20), Arsenals: min(2, n/40)}), nil
}
