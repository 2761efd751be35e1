package mailhost

import (
	"errors"
	"fmt"
	"strings"
	"syscall"
	"testing"

	"labyrinth/pbem"
)

func TestStartHint(t *testing.T) {
	if StartHint(nil) != nil {
		t.Error("no error")
	}
	var h *pbem.HintError
	if err := StartHint(fmt.Errorf("listen: %w", syscall.EADDRINUSE)); !errors.As(err, &h) || !strings.Contains(h.Hint(), "another program uses that port") || !errors.Is(err, syscall.EADDRINUSE) {
		t.Errorf("a port taken: %v", err)
	}
	if err := StartHint(errors.New("10.0.0.1:25 is not loopback")); !errors.As(err, &h) || !strings.Contains(h.Hint(), "on 127.0.0.1") || err.Error() != "10.0.0.1:25 is not loopback" {
		t.Errorf("not loopback: %v", err)
	}
}
