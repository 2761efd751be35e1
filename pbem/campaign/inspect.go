package campaign

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"strings"
	"text/tabwriter"
	"time"

	"github.com/emersion/go-message/mail"

	"labyrinth/pbem/store"
)

// This file writes what the host's inspecting commands print ("labyrinth
// campaign status", "show-round", "replay"): the host's own language,
// English, as the host's mail.

// Names lists the campaigns of a store by name.
func Names(ctx context.Context, st *store.Store) ([]string, error) {
	var names []string
	err := st.View(ctx, func(tx *store.Tx) error {
		cs, err := tx.Campaigns()
		for _, c := range cs {
			names = append(names, c.Name)
		}
		return err
	})
	return names, err
}

// WriteList writes a table of the campaigns of a store: name, tag,
// status and round.
func WriteList(ctx context.Context, w io.Writer, st *store.Store) error {
	var cs []*store.Campaign
	if err := st.View(ctx, func(tx *store.Tx) error {
		var err error
		cs, err = tx.Campaigns()
		return err
	}); err != nil {
		return err
	}
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "campaign\ttag\tstatus\tround")
	for _, c := range cs {
		fmt.Fprintf(tw, "%s\t%s\t%s\t%d\n", c.Name, c.Tag, c.Status, c.Round)
	}
	return tw.Flush()
}

// WriteText writes the round: its orders, events and the mail received
// and sent; withMail adds each letter sent in full.
func (v *RoundView) WriteText(w io.Writer, withMail bool) {
	r := v.Round
	state := "open"
	if !r.Open() {
		state = "resolved " + r.Resolved.Format(time.DateTime) + ", state " + r.StateHash
	}
	fmt.Fprintf(w, "round %d: deadline %s, %s\n\norders:\n", r.Number, r.Deadline.Format(time.DateTime), state)
	for _, o := range v.Orders {
		var lines []string
		for _, l := range strings.Split(o.Text, "\n") {
			if l = strings.TrimSpace(l); l != "" {
				lines = append(lines, l)
			}
		}
		text := strings.Join(lines, " / ")
		if o.Missing {
			text = "(missing: skip)"
		}
		fmt.Fprintf(w, "  seat %d: %s\n", o.Seat+1, text)
	}
	fmt.Fprintln(w, "\nevents:")
	for _, ev := range v.Events {
		fmt.Fprintf(w, "  %s %-9s %s\n", ev.At.Format(time.DateTime), ev.Kind, ev.Text)
	}
	fmt.Fprintln(w, "\nreceived:")
	for _, m := range v.Received {
		fmt.Fprintf(w, "  %s %-24s %s\n", m.Received.Format(time.DateTime), m.From, m.Outcome)
	}
	fmt.Fprintln(w, "\nsent:")
	for _, m := range v.Mail {
		fmt.Fprintf(w, "  %-12s to %-24s %s\n", m.Kind, strings.Join(m.To, ","), m.Status)
		if withMail {
			fmt.Fprintf(w, "\n%s\n", readableMail(m.Raw))
		}
	}
}

// readableMail decodes a stored message for the terminal: the main
// headers and the text, whatever its transfer encoding.
func readableMail(raw []byte) string {
	if len(raw) == 0 {
		return "    (text dropped after delivery: it carried a secret code)"
	}
	r, err := mail.CreateReader(bytes.NewReader(raw))
	if err != nil {
		return string(raw)
	}
	var b strings.Builder
	for _, k := range []string{"From", "To", "Subject", "Date", "Message-Id", "In-Reply-To"} {
		v := r.Header.Get(k)
		if k == "Subject" {
			v, _ = r.Header.Subject()
		}
		if v != "" {
			fmt.Fprintf(&b, "    %s: %s\n", k, v)
		}
	}
	if p, err := r.NextPart(); err == nil {
		text, _ := io.ReadAll(p.Body)
		b.WriteString("\n    " + strings.ReplaceAll(strings.TrimRight(strings.ReplaceAll(string(text), "\r\n", "\n"), "\n"), "\n", "\n    ") + "\n")
	}
	return b.String()
}

// WriteReplay writes an audit's rounds, each stored hash with "ok" or the
// hash the replay reached instead. It fails when a round does not replay
// to its stored state.
func WriteReplay(w io.Writer, res []ReplayResult) error {
	bad := 0
	for _, r := range res {
		mark := "ok"
		if !r.OK() {
			mark = "MISMATCH: replay " + r.Replay
			bad++
		}
		fmt.Fprintf(w, "round %d  %s  %s\n", r.Round, r.Stored, mark)
	}
	if bad > 0 {
		return fmt.Errorf("%d of %d rounds do not replay to their stored state", bad, len(res))
	}
	_, err := fmt.Fprintf(w, "%d rounds replay to their stored states\n", len(res))
	return err
}
