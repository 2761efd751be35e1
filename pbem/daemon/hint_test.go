package daemon

import (
	"errors"
	"fmt"
	"strings"
	"syscall"
	"testing"

	"labyrinth/pbem"
)

func TestDefaultHint(t *testing.T) {
	other := errors.New("disk full")
	for _, c := range []struct {
		err       error
		msg, hint string
	}{
		{fmt.Errorf("open: %w", ErrNotOnHost), "the campaigns in d/campaign.db are not on the embedded mail host", "--config"},
		{&HostError{Err: fmt.Errorf("listen: %w", syscall.EADDRINUSE)}, "start the embedded mail host: listen", "port 0 picks a free one"},
		{&HostError{Err: errors.New("10.0.0.1:25 is not loopback")}, "not loopback", "on 127.0.0.1"},
		{other, "disk full", ""},
	} {
		err := DefaultHint(c.err, "d")
		if !strings.Contains(err.Error(), c.msg) {
			t.Errorf("%v: message %q, want it to hold %q", c.err, err, c.msg)
		}
		var h *pbem.HintError
		if !errors.As(err, &h) {
			if c.hint != "" {
				t.Errorf("%v: no hint, want one holding %q", c.err, c.hint)
			}
			continue
		}
		if c.hint == "" || !strings.Contains(h.Hint(), c.hint) {
			t.Errorf("%v: hint %q, want %q", c.err, h.Hint(), c.hint)
		}
	}
}

func TestConnectHint(t *testing.T) {
	other := errors.New("disk full")
	if ConnectHint(other) != other || ConnectHint(nil) != nil {
		t.Error("another error changed")
	}
	var h *pbem.HintError
	if err := ConnectHint(fmt.Errorf("connect: %w", ErrNotOnHost)); !errors.As(err, &h) || !strings.Contains(err.Error(), "no mail server is configured") || !strings.Contains(h.Hint(), `"imap" and "smtp"`) {
		t.Errorf("not on the host: %v", err)
	}
}
