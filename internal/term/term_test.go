package term

import (
	"bytes"
	"context"
	"errors"
	"os"
	"testing"
	"time"
)

func TestIsTerminalNotForBuffersAndFiles(t *testing.T) {
	if IsTerminal(&bytes.Buffer{}) {
		t.Error("a buffer is not a terminal")
	}
	f, err := os.CreateTemp(t.TempDir(), "out")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if IsTerminal(f) {
		t.Error("a regular file is not a terminal")
	}
	if UseColor(f) {
		t.Error("no colours into a file")
	}
}

func TestUseColorHonoursNoColor(t *testing.T) {
	// IsTerminal takes any character device for a terminal, so /dev/null
	// stands in for one where the tests have no terminal of their own.
	dev, err := os.OpenFile(os.DevNull, os.O_WRONLY, 0)
	if err != nil {
		t.Fatal(err)
	}
	defer dev.Close()
	t.Setenv("NO_COLOR", "")
	if !UseColor(dev) {
		t.Fatal("no colours on a character device without NO_COLOR")
	}
	t.Setenv("NO_COLOR", "1")
	if UseColor(dev) {
		t.Error("NO_COLOR set, yet colours on a terminal")
	}
}

func TestUntilDoneReturnsWorkError(t *testing.T) {
	want := errors.New("boom")
	if err := UntilDone(context.Background(), func() error { return want }); err != want {
		t.Errorf("got %v, want %v", err, want)
	}
}

func TestUntilDoneStopsOnCancel(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	block := make(chan struct{})
	defer close(block)
	go func() { time.Sleep(10 * time.Millisecond); cancel() }()
	err := UntilDone(ctx, func() error { <-block; return nil })
	if !errors.Is(err, ErrInterrupted) {
		t.Errorf("got %v, want ErrInterrupted", err)
	}
}

func TestUntilDoneCancelledBeforeStartRunsNothing(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	ran := false
	if err := UntilDone(ctx, func() error { ran = true; return nil }); !errors.Is(err, ErrInterrupted) {
		t.Errorf("got %v, want ErrInterrupted", err)
	}
	if ran {
		t.Error("work ran after cancel")
	}
}

func TestRead(t *testing.T) {
	b, err := Read(context.Background(), func() ([]byte, error) { return []byte("maze"), nil })
	if err != nil || string(b) != "maze" {
		t.Errorf("got %q, %v", b, err)
	}
	want := errors.New("short")
	if b, err := Read(context.Background(), func() ([]byte, error) { return []byte("x"), want }); err != want || b != nil {
		t.Errorf("got %q, %v; want nil, %v", b, err, want)
	}
}

func TestInterrupted(t *testing.T) {
	if Interrupted(nil) != nil {
		t.Error("nil must stay nil")
	}
	if !errors.Is(Interrupted(context.Canceled), ErrInterrupted) {
		t.Error("a cancelled error must become ErrInterrupted")
	}
}
