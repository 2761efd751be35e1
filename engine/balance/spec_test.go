package balance

import (
	"bytes"
	"strings"
	"testing"

	"labyrinth/dsl/gen"
	"labyrinth/dsl/rules"
)

// FromSpec without balance is gen.Generate, and says nothing of balance.
func TestFromSpecUnbalanced(t *testing.T) {
	s := gen.Spec{Options: opts(rules.FamilyBase, 4)}
	r, b, err := FromSpec(s)
	if err != nil {
		t.Fatal(err)
	}
	want, err := gen.Generate(s.Options)
	if err != nil {
		t.Fatal(err)
	}
	if b != nil || !bytes.Equal(r.Source, want.Source) {
		t.Errorf("FromSpec without balance: balance %v, source differs: %v", b, !bytes.Equal(r.Source, want.Source))
	}
}

func TestReport(t *testing.T) {
	r := &Result{Result: &gen.Result{Options: gen.Options{Seed: 9}}, Stats: Stats{Games: 4, Players: 3},
		Target: Target{MinMedian: 10, MaxMedian: 30, MaxSpread: 0.25, MinFairness: 0.05}, Tried: 1, Fits: true}
	want := "balance: 4 games, 3 players: nobody won\nbalance: kept seed 9 of 1 candidate (in the band: median 10–30 rounds, seat spread ≤ 0.25, fairness p ≥ 0.05)\n"
	if got := r.Report(); got != want {
		t.Errorf("Report =\n%s\nwant\n%s", got, want)
	}
	r.Tried, r.Fits = 12, false
	if got := r.Report(); !strings.Contains(got, "of 12 candidates (closest to the band:") {
		t.Errorf("Report = %q", got)
	}
}
