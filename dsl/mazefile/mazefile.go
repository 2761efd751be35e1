// Package mazefile reads maze sources as the labyrinth commands take
// them: a file no larger than dsl.MaxSourceSize, standard input, or one of
// the embedded examples by name, with errors that say what to do.
package mazefile

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"

	"labyrinth/dsl"
	"labyrinth/dsl/diag"
	"labyrinth/examples"
)

// TooLargeError is a source larger than dsl.MaxSourceSize.
type TooLargeError struct{ Name string }

func (e *TooLargeError) Error() string {
	return fmt.Sprintf("%s is larger than %d MB, the most a maze file may take", e.Name, dsl.MaxSourceSize>>20)
}

// Hint says what a maze file of that size would be.
func (e *TooLargeError) Hint() string {
	return "a 1000×1000 maze takes about 8 MB; is this a maze file?"
}

// NotFoundError is a name that is neither a maze file nor an example.
type NotFoundError struct {
	Name   string
	Advice string // the nearest maze file beside it or example, or the list of examples
}

func (e *NotFoundError) Error() string { return fmt.Sprintf("no maze file or example %q", e.Name) }

// Hint names the maze file or example meant, if one is close.
func (e *NotFoundError) Hint() string { return e.Advice }

// ReadFile reads a maze file, refusing one larger than dsl.MaxSourceSize
// before reading it.
func ReadFile(name string) ([]byte, error) {
	f, err := os.Open(name)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	if st, err := f.Stat(); err == nil && st.Mode().IsRegular() {
		if st.Size() > dsl.MaxSourceSize {
			return nil, &TooLargeError{name}
		}
		// Read in one buffer of the file's size, as os.ReadFile does,
		// not in a growing one: a large maze would be copied many times.
		buf := bytes.NewBuffer(make([]byte, 0, st.Size()+bytes.MinRead))
		if _, err := buf.ReadFrom(io.LimitReader(f, dsl.MaxSourceSize+1)); err != nil {
			return nil, err
		}
		if buf.Len() > dsl.MaxSourceSize {
			return nil, &TooLargeError{name}
		}
		return buf.Bytes(), nil
	}
	return ReadAll(f, name)
}

// ReadAll reads all of r, or fails once it passes dsl.MaxSourceSize; name
// is what the error calls r.
func ReadAll(r io.Reader, name string) ([]byte, error) {
	src, err := io.ReadAll(io.LimitReader(r, dsl.MaxSourceSize+1))
	if err == nil && len(src) > dsl.MaxSourceSize {
		return nil, &TooLargeError{name}
	}
	return src, err
}

// Read reads a maze file, or failing that the embedded example of that
// name (a name with no slash; ".maze" may be left out). It returns the
// file's name (the example's with ".maze") and whether it is on disk.
func Read(name string) (src []byte, file string, onDisk bool, err error) {
	src, err = ReadFile(name)
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
	return nil, "", false, NotFound(name)
}

// ReadOrExample reads a maze file, or failing that the embedded example
// of that name, as check and fmt do: unlike Read, the name is kept as it
// is given. onDisk says it is a file. A name that is neither is
// NotFound's error.
func ReadOrExample(name string) (src []byte, onDisk bool, err error) {
	src, err = ReadFile(name)
	if err == nil {
		return src, true, nil
	}
	if !errors.Is(err, fs.ErrNotExist) {
		return nil, false, err
	}
	if ex, exErr := examples.Read(name); exErr == nil {
		return ex, false, nil
	}
	return nil, false, NotFound(name)
}

// NotFound is the error for a maze name that is neither a file nor an
// example, with the nearest maze file beside it or example as a hint.
// Every command that reads a maze says it this way.
func NotFound(name string) error {
	var names []string
	for _, n := range examples.Names() {
		names = append(names, strings.TrimSuffix(n, ".maze"))
	}
	stem := strings.TrimSuffix(name, ".maze")
	hint := "give a .maze file or one of the examples: " + strings.Join(names, ", ")
	if s := closestOrPrefix(stem, names); s != "" {
		hint = fmt.Sprintf("did you mean the example %q?", s)
	}
	// A maze file beside it comes first: the name without its .maze, or
	// a name close to it (compared without the .maze all of them share).
	dir := filepath.Dir(name)
	if files, _ := filepath.Glob(filepath.Join(dir, "*.maze")); len(files) > 0 {
		var stems []string
		for _, f := range files {
			stems = append(stems, strings.TrimSuffix(filepath.Base(f), ".maze"))
		}
		if s := closestOrPrefix(filepath.Base(stem), stems); s != "" {
			hint = fmt.Sprintf("did you mean %q?", filepath.Join(dir, s+".maze"))
		}
	}
	return &NotFoundError{Name: name, Advice: hint}
}

// closestOrPrefix is diag.Closest, or else the one candidate that s begins
// ("vmk" for "vmk1983").
func closestOrPrefix(s string, candidates []string) string {
	if c := diag.Closest(s, candidates); c != "" {
		return c
	}
	found := ""
	for _, c := range candidates {
		if s != "" && strings.HasPrefix(c, s) {
			if found != "" {
				return ""
			}
			found = c
		}
	}
	return found
}
