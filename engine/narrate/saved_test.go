package narrate_test

import (
	"encoding/json"
	"fmt"
	"os"
	"reflect"
	"strings"
	"testing"

	"labyrinth/engine"
	"labyrinth/engine/narrate"
	"labyrinth/internal/golden"
)

// TestSavedFlatEvents: games saved before events had typed payloads hold
// flat events, whose N and Info meant something different for each kind
// (testdata/events-flat.json: the events of the example games and two of
// every kind with every field set, written by that version). They must
// still decode, and say word for word what that version said
// (testdata/events-flat.txt, written by it too); and every event must
// come back from its new form unchanged.
func TestSavedFlatEvents(t *testing.T) {
	b, err := os.ReadFile("testdata/events-flat.json")
	if err != nil {
		t.Fatal(err)
	}
	var evs []engine.Event
	if err := json.Unmarshal(b, &evs); err != nil {
		t.Fatal(err)
	}
	kinds := map[engine.EventKind]bool{}
	var txt strings.Builder
	for i := range evs {
		e := &evs[i]
		kinds[e.Kind()] = true
		for _, seat := range []engine.PlayerID{e.Player, e.Player + 1} {
			for _, l := range engine.Langs {
				fmt.Fprintf(&txt, "%d %s seat%d %s: %s\n", i, e.Kind(), seat, l, narrate.Event(e, narrate.Reader{Seat: seat, Lang: l, Gender: engine.GenderFeminine}))
			}
		}
		again, err := json.Marshal(e)
		if err != nil {
			t.Fatalf("event %d: %v", i, err)
		}
		var back engine.Event
		if err := json.Unmarshal(again, &back); err != nil {
			t.Fatalf("event %d: %s: %v", i, again, err)
		}
		if !reflect.DeepEqual(back, *e) {
			t.Errorf("event %d changed on its way through JSON:\n%s\n%+v\n%+v", i, again, *e, back)
		}
	}
	if len(kinds) < 60 {
		t.Errorf("the saved events hold %d kinds, want every one", len(kinds))
	}
	golden.CheckString(t, "testdata/events-flat.txt", txt.String())
}
