package golden

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// recorder is a testing.TB that keeps what a check said instead of failing.
type recorder struct {
	testing.TB
	failed, fatal bool
	msg           string
}

func (r *recorder) Helper() {}
func (r *recorder) Errorf(format string, args ...any) {
	r.failed = true
	r.msg = format
	if len(args) > 0 {
		r.msg = fmt.Sprintf(format, args...)
	}
}
func (r *recorder) Fatalf(format string, args ...any) {
	r.Errorf(format, args...)
	r.fatal = true
	panic(r)
}
func (r *recorder) Fatal(args ...any) { r.Fatalf("%v", args...) }

// run calls f with a recorder and recovers its Fatal.
func run(t *testing.T, f func(r *recorder)) *recorder {
	r := &recorder{TB: t}
	func() {
		defer func() {
			if v := recover(); v != nil && v != any(r) {
				panic(v)
			}
		}()
		f(r)
	}()
	return r
}

func TestCheckEqual(t *testing.T) {
	path := filepath.Join(t.TempDir(), "a.txt")
	os.WriteFile(path, []byte("one\ntwo\n"), 0o644)
	if r := run(t, func(r *recorder) { Check(r, path, []byte("one\ntwo\n")) }); r.failed {
		t.Errorf("equal output failed: %s", r.msg)
	}
}

func TestCheckShowsLineDiff(t *testing.T) {
	path := filepath.Join(t.TempDir(), "a.txt")
	os.WriteFile(path, []byte("one\ntwo\nthree\n"), 0o644)
	r := run(t, func(r *recorder) { CheckString(r, path, "one\nTWO\nthree\n") })
	if !r.failed || r.fatal {
		t.Fatalf("a difference must fail the test, not stop it: failed=%v fatal=%v", r.failed, r.fatal)
	}
	for _, want := range []string{"-two", "+TWO"} {
		if !strings.Contains(r.msg, want) {
			t.Errorf("the message lacks %q:\n%s", want, r.msg)
		}
	}
	if strings.Contains(r.msg, "-one") {
		t.Errorf("the message repeats unchanged lines as changed:\n%s", r.msg)
	}
}

func TestCheckMissingFile(t *testing.T) {
	path := filepath.Join(t.TempDir(), "none.txt")
	r := run(t, func(r *recorder) { CheckString(r, path, "x") })
	if !r.fatal || !strings.Contains(r.msg, "-update") {
		t.Errorf("a missing golden file must stop the test and name -update: %+v", r)
	}
}

func TestCheckUpdate(t *testing.T) {
	*update = true
	defer func() { *update = false }()
	path := filepath.Join(t.TempDir(), "sub", "a.txt")
	if r := run(t, func(r *recorder) { CheckString(r, path, "new\n") }); r.failed {
		t.Fatalf("-update failed: %s", r.msg)
	}
	if b, err := os.ReadFile(path); err != nil || string(b) != "new\n" {
		t.Errorf("-update wrote %q, %v", b, err)
	}
}

func TestFiles(t *testing.T) {
	dir := t.TempDir()
	for _, n := range []string{"b.in", "a.in", "c.out"} {
		os.WriteFile(filepath.Join(dir, n), nil, 0o644)
	}
	var got []string
	if r := run(t, func(r *recorder) {
		got = Files(r, filepath.Join(dir, "*.in"), filepath.Join(dir, "a.*"))
	}); r.failed {
		t.Fatal(r.msg)
	}
	want := []string{filepath.Join(dir, "a.in"), filepath.Join(dir, "b.in")}
	if strings.Join(got, ",") != strings.Join(want, ",") {
		t.Errorf("Files = %v, want %v", got, want)
	}
}

func TestFilesEmptyFails(t *testing.T) {
	r := run(t, func(r *recorder) { Files(r, filepath.Join(t.TempDir(), "*.maze")) })
	if !r.fatal {
		t.Error("an empty list must stop the test")
	}
}

func TestFilesBadPatternFails(t *testing.T) {
	r := run(t, func(r *recorder) { Files(r, "[") })
	if !r.fatal {
		t.Error("a malformed pattern must stop the test")
	}
}
