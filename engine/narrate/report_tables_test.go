package narrate

import (
	"testing"

	"labyrinth/engine"
)

// TestEventTablesDisjoint: every event kind is said by one table only, so
// that the order Event looks them up in changes nothing.
func TestEventTablesDisjoint(t *testing.T) {
	seen := map[engine.EventKind]string{}
	add := func(table string, k engine.EventKind) {
		if prev, ok := seen[k]; ok {
			t.Errorf("event kind %v is in %s and in %s", k, prev, table)
		}
		seen[k] = table
	}
	for k := range plainEvents {
		add("plainEvents", k)
	}
	for k := range ownEvents {
		add("ownEvents", k)
	}
	for k := range eventSayers {
		add("eventSayers", k)
	}
	if len(seen) == 0 {
		t.Fatal("no event kinds in the tables")
	}
}
