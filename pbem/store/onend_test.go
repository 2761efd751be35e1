package store

import (
	"context"
	"errors"
	"slices"
	"testing"
)

// TestOnEnd: the functions registered with OnEnd run once, after the
// transaction is over, told true when Update committed or a View read
// without error, false after a rollback.
func TestOnEnd(t *testing.T) {
	s, _ := openTemp(t)
	ctx := context.Background()
	var got []string
	note := func(name string) func(*Tx) {
		return func(tx *Tx) {
			tx.OnEnd(func(committed bool) {
				if committed {
					got = append(got, name+": committed")
				} else {
					got = append(got, name+": rolled back")
				}
			})
		}
	}
	if err := s.Update(ctx, func(tx *Tx) error { note("ok")(tx); return nil }); err != nil {
		t.Fatal(err)
	}
	boom := errors.New("boom")
	if err := s.Update(ctx, func(tx *Tx) error { note("failed")(tx); return boom }); !errors.Is(err, boom) {
		t.Fatalf("Update = %v, want %v", err, boom)
	}
	func() {
		defer func() {
			if recover() == nil {
				t.Error("the panic was not passed on")
			}
		}()
		s.Update(ctx, func(tx *Tx) error { note("panicked")(tx); panic("boom") })
	}()
	if err := s.View(ctx, func(tx *Tx) error { note("view")(tx); return nil }); err != nil {
		t.Fatal(err)
	}
	if err := s.View(ctx, func(tx *Tx) error { note("failed view")(tx); return boom }); !errors.Is(err, boom) {
		t.Fatalf("View = %v, want %v", err, boom)
	}
	want := []string{"ok: committed", "failed: rolled back", "panicked: rolled back", "view: committed", "failed view: rolled back"}
	if !slices.Equal(got, want) {
		t.Errorf("OnEnd calls:\n got %q\nwant %q", got, want)
	}
}
