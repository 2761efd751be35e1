package narrate_test

import (
	"bytes"
	"encoding/json"
	"os"
	"reflect"
	"testing"

	"labyrinth/engine"
	"labyrinth/internal/golden"
)

// TestSavedFlatEvents: games saved before events had typed payloads hold
// flat events, whose N and Info meant something different for each kind
// (testdata/events-flat.json: the events of the example games and two of
// every kind with every field set, written by that version). They must
// still decode, to the events testdata/events-typed.json holds in today's
// form (when it was made, the two said word for word the same); and every
// event must come back from its JSON unchanged.
func TestSavedFlatEvents(t *testing.T) {
	flat := readEvents(t, "testdata/events-flat.json")
	kinds := map[engine.EventKind]bool{}
	var typed bytes.Buffer
	typed.WriteString("[\n")
	for i := range flat {
		e := &flat[i]
		kinds[e.Kind()] = true
		b, err := json.Marshal(e)
		if err != nil {
			t.Fatalf("event %d: %v", i, err)
		}
		var back engine.Event
		if err := json.Unmarshal(b, &back); err != nil {
			t.Fatalf("event %d: %s: %v", i, b, err)
		}
		if !reflect.DeepEqual(back, *e) {
			t.Errorf("event %d changed on its way through JSON:\n%s\n%+v\n%+v", i, b, *e, back)
		}
		if i > 0 {
			typed.WriteString(",\n")
		}
		typed.Write(b)
	}
	typed.WriteString("\n]\n")
	if len(kinds) < 60 {
		t.Errorf("the saved events hold %d kinds, want every one", len(kinds))
	}
	golden.Check(t, "testdata/events-typed.json", typed.Bytes())
	if !reflect.DeepEqual(readEvents(t, "testdata/events-typed.json"), flat) {
		t.Error("testdata/events-typed.json decodes to other events than testdata/events-flat.json")
	}
}

func readEvents(t *testing.T, path string) []engine.Event {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var evs []engine.Event
	if err := json.Unmarshal(b, &evs); err != nil {
		t.Fatal(err)
	}
	return evs
}
