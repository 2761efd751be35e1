package daemon

import (
	"errors"
	"fmt"
	"path/filepath"
	"syscall"

	"labyrinth/pbem"
	"labyrinth/pbem/campaign"
	"labyrinth/pbem/mailhost"
)

// DefaultHint explains an error of OpenDefault in dir in terms of the
// referee's flags (--config, --dir, --imap, --smtp): the error, with
// advice (a *pbem.HintError) when there is some to give.
func DefaultHint(err error, dir string) error {
	var he *HostError
	switch {
	case errors.Is(err, ErrNotOnHost):
		return &pbem.HintError{Err: fmt.Errorf("the campaigns in %s are not on the embedded mail host", filepath.Join(dir, campaign.DBName)),
			Advice: "run them with --config naming their mail servers, or choose another --dir"}
	case errors.Is(err, syscall.EADDRINUSE):
		return &pbem.HintError{Err: err, Advice: "another program (another referee?) uses that port: stop it, or pick other ports with --imap and --smtp (port 0 picks a free one)"}
	case errors.As(err, &he):
		return &pbem.HintError{Err: err, Advice: "give --imap and --smtp addresses on 127.0.0.1, e.g. --imap 127.0.0.1:1143"}
	}
	return err
}

// ConnectHint is the error of Referee.Connect with what to give the
// referee's configuration instead, when its campaigns are not on the
// embedded mail host and no mail server is configured.
func ConnectHint(err error) error {
	if !errors.Is(err, ErrNotOnHost) {
		return err
	}
	return &pbem.HintError{Err: errors.New("no mail server is configured and the campaigns' addresses are not on the embedded mail host"),
		Advice: fmt.Sprintf(`give the referee, the host and the players addresses @%s to play through the embedded host, or name "imap" and "smtp" servers`, mailhost.DefaultDomain)}
}
