// Package golden is the one golden-file helper of the tests: a test makes
// its output, [Check] compares it with a file under testdata and shows a
// line diff when they differ, and "go test -update" rewrites the files
// instead. [Files] lists a test's inputs and fails when there are none, so
// that a moved folder cannot turn a golden test into one that checks
// nothing.
//
// Only tests import it; the -update flag it registers exists only in test
// binaries.
package golden

import (
	"bytes"
	"flag"
	"os"
	"path/filepath"
	"slices"
	"testing"

	"github.com/rogpeppe/go-internal/diff"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata instead of comparing with them")

// Update reports whether the test runs with -update: a test that keeps its
// expected output somewhere other than a whole file (a section of a txtar
// archive, a block of grammar.md) rewrites it itself when this is true.
func Update() bool { return *update }

// Check compares got with the file at path. Under -update it writes got to
// path (making its folder) instead. A difference fails the test with a
// line diff from the file to got.
func Check(t testing.TB, path string, got []byte) {
	t.Helper()
	if *update {
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, got, 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (go test -update creates it)", err)
	}
	if !bytes.Equal(got, want) {
		t.Errorf("the output differs from %s (go test -update rewrites it; review the diff):\n%s", path, Diff(path, want, "got", got))
	}
}

// CheckString is [Check] for a string.
func CheckString(t testing.TB, path, got string) {
	t.Helper()
	Check(t, path, []byte(got))
}

// Diff is the line diff from old to new in unified form, for a failure
// message; it is empty when they are equal.
func Diff(oldName string, old []byte, newName string, new []byte) string {
	return string(diff.Diff(oldName, old, newName, new))
}

// Files returns the files matching the glob patterns, sorted, without
// repeats. A malformed pattern or an empty result fails the test.
func Files(t testing.TB, patterns ...string) []string {
	t.Helper()
	var out []string
	for _, p := range patterns {
		m, err := filepath.Glob(p)
		if err != nil {
			t.Fatalf("golden: pattern %q: %v", p, err)
		}
		out = append(out, m...)
	}
	slices.Sort(out)
	out = slices.Compact(out)
	if len(out) == 0 {
		t.Fatalf("golden: no files match %q", patterns)
	}
	return out
}
