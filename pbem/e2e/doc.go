// Package e2e holds the end-to-end tests of the play-by-email referee: a
// whole campaign played the way a host and players would play it, with the
// referee running as its own process over real IMAP and SMTP, first
// against the embedded mail host (package pbem/mailhost) and then against
// real Dovecot and Postfix (package pbem/internal/realmail).
//
// The package has no code of its own; see e2e_test.go for the scenario
// and what it proves.
package e2e
