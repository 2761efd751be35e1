package mailhost

import (
	"errors"
	"syscall"

	"labyrinth/pbem"
)

// StartHint is Start's error with what to give "labyrinth mailhost"
// instead: other ports when one is taken, else loopback addresses.
func StartHint(err error) error {
	if err == nil {
		return nil
	}
	hint := "give --imap and --smtp addresses on 127.0.0.1, e.g. --imap 127.0.0.1:1143"
	if errors.Is(err, syscall.EADDRINUSE) {
		hint = "another program uses that port: pick other ports with --imap and --smtp (port 0 picks a free one)"
	}
	return &pbem.HintError{Err: err, Advice: hint}
}
