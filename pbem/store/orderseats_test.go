package store

import (
	"context"
	"slices"
	"testing"
)

// TestOrderSeats: the seats whose orders came for a round, not those the
// rules filled in as missing, nor another round's.
func TestOrderSeats(t *testing.T) {
	s, _ := openTemp(t)
	c := seed(t, s)
	ctx := context.Background()
	err := s.Update(ctx, func(tx *Tx) error {
		for _, o := range []*Order{
			{CampaignID: c.ID, Round: 1, Seat: 1, Actions: []byte("[]"), MessageID: "b@x", Received: t0},
			{CampaignID: c.ID, Round: 1, Seat: 0, Actions: []byte("[]"), Missing: true},
		} {
			if err := tx.PutOrder(o); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	s.View(ctx, func(tx *Tx) error {
		for round, want := range map[int][]int{1: {1}, 2: nil} {
			got, err := tx.OrderSeats(c.ID, round)
			if err != nil || !slices.Equal(got, want) {
				t.Errorf("round %d: seats %v, %v; want %v", round, got, err, want)
			}
		}
		return nil
	})
}
