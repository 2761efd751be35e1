package engine

import (
	"encoding/json"
	"fmt"
	"reflect"

	"labyrinth/dsl/maze"
	"labyrinth/dsl/rules"
)

// eventHeader is an event without its payload, as saved games hold it.
type eventHeader struct {
	To      Audience
	Round   int
	Player  PlayerID
	Name    string
	Target  PlayerID
	TName   string
	Gender  Gender `json:",omitempty"`
	TGender Gender `json:",omitempty"`
	Family  rules.Family
	At      maze.Coord
}

// eventJSON is an event as saved games hold it: the header, the kind by
// name, and the payload's own fields.
type eventJSON struct {
	Kind string
	eventHeader
	Payload json.RawMessage `json:",omitempty"`
}

// MarshalJSON writes the event with its kind by name and its payload as
// an object of the payload's fields.
func (e Event) MarshalJSON() ([]byte, error) {
	k := e.Kind()
	if k >= evKindCount {
		return nil, fmt.Errorf("engine: an event with no payload")
	}
	p, err := json.Marshal(e.Payload)
	if err != nil {
		return nil, err
	}
	if string(p) == "{}" {
		p = nil
	}
	return json.Marshal(eventJSON{Kind: k.String(), eventHeader: e.header(), Payload: p})
}

// UnmarshalJSON reads what MarshalJSON writes, and the flat events that
// games saved before payloads were typed hold (legacyPayload).
func (e *Event) UnmarshalJSON(b []byte) error {
	var w struct {
		Kind json.RawMessage
		eventHeader
		Payload json.RawMessage
	}
	if err := json.Unmarshal(b, &w); err != nil {
		return err
	}
	*e = w.eventHeader.event()
	var name string
	if err := json.Unmarshal(w.Kind, &name); err != nil {
		var old EventKind
		if err := json.Unmarshal(w.Kind, &old); err != nil || old >= evKindCount {
			return fmt.Errorf("engine: an event of unknown kind %s", w.Kind)
		}
		var flat legacyEvent
		if err := json.Unmarshal(b, &flat); err != nil {
			return err
		}
		e.Payload = flat.payload(old)
		return nil
	}
	for k := range evKindCount {
		if kinds[k].name != name {
			continue
		}
		p := reflect.New(reflect.TypeOf(kinds[k].zero))
		if len(w.Payload) > 0 {
			if err := json.Unmarshal(w.Payload, p.Interface()); err != nil {
				return fmt.Errorf("engine: a %s event: %w", name, err)
			}
		}
		e.Payload = p.Elem().Interface().(Payload)
		return nil
	}
	return fmt.Errorf("engine: an event of unknown kind %q", name)
}

func (e *Event) header() eventHeader {
	return eventHeader{To: e.To, Round: e.Round, Player: e.Player, Name: e.Name, Target: e.Target,
		TName: e.TName, Gender: e.Gender, TGender: e.TGender, Family: e.Family, At: e.At}
}

func (h eventHeader) event() Event {
	return Event{To: h.To, Round: h.Round, Player: h.Player, Name: h.Name, Target: h.Target,
		TName: h.TName, Gender: h.Gender, TGender: h.TGender, Family: h.Family, At: h.At}
}

// legacyEvent is the flat event of games saved before payloads were
// typed: one struct for every kind, its N and Info meaning something
// different for each. It is only ever read, and no kind added since
// needs a line here.
type legacyEvent struct {
	Dir                             maze.Dir
	Cell                            maze.CellKind
	N                               int
	Outer, Monolith, Magnet, Killed bool
	Reason                          Reason
	Info                            []int
}

// payload is the typed payload of a flat event of kind k.
func (f *legacyEvent) payload(k EventKind) Payload {
	info := func(i int) int {
		if i < len(f.Info) {
			return f.Info[i]
		}
		return 0
	}
	switch k {
	case EvAnnounce:
		return Announce{Rows: info(0), Cols: info(1), Floors: info(2), Holes: info(3), River: info(4), Treasures: info(5)}
	case EvStartCell:
		return StartCell{Cell: f.Cell, KindFollows: f.N == 1, PitExit: info(0)}
	case EvMoved:
		return Moved{Dir: f.Dir, Cell: f.Cell, Walked: f.N == 1}
	case EvWall:
		return Wall{Dir: f.Dir, Outer: f.Outer, Monolith: f.Monolith, Magnet: f.Magnet}
	case EvCell:
		c := Cell{Cell: f.Cell}
		if f.Cell == maze.CellRiver {
			c.River = RiverEnd(f.N)
		} else {
			c.PitExit = f.N
		}
		return c
	case EvPit:
		return Pit{Number: f.N}
	case EvDrift:
		return Drift{Cells: f.N}
	case EvMine:
		return Mine{Turns: f.N}
	case EvTrap:
		return Trap{Turns: f.N}
	case EvSwamp:
		return Swamp{Turns: f.N}
	case EvBlown:
		return Blown{Dir: f.Dir}
	case EvBlastNoWall:
		return BlastNoWall{Dir: f.Dir}
	case EvBlastHeld:
		return BlastHeld{Dir: f.Dir}
	case EvBrick:
		return Brick{Dir: f.Dir}
	case EvShot:
		return Shot{Dir: f.Dir, Victims: f.N}
	case EvHit:
		return Hit{Killed: f.Killed}
	case EvSit:
		return Sit{Turns: f.N}
	case EvJump:
		return Jump{Dir: f.Dir}
	case EvSkip:
		return Skip{Left: f.N}
	case EvOutTurn:
		return OutTurn{Left: f.N}
	case EvBack:
		return Back{Cell: f.Cell, Reason: f.Reason}
	case EvRefused:
		return Refused{Reason: f.Reason, Cell: f.Cell}
	case EvStairs:
		return Stairs{Dir: f.Dir}
	case EvCreature:
		return Creature{Reason: f.Reason, Dir: f.Dir}
	case EvGhost:
		return Ghost{Reason: f.Reason}
	case EvRubber:
		return Rubber{Reason: f.Reason}
	case EvStalker:
		s := Stalker{Reason: f.Reason, Dir: f.Dir}
		if f.Reason == ReasonNutTrap {
			s.Cells, s.Region = f.N, maze.RegionKind(f.Cell)
		} else {
			s.Penalties = f.N
		}
		return s
	case EvStartWalls:
		return StartWalls{Walls: f.N, Outer: info(0)}
	case EvFeatures:
		return legacyFeatures(f.Info)
	case EvOneWayPassed:
		return OneWayPassed{Dir: f.Dir}
	case EvBoomerang:
		return Boomerang{Outcome: BoomerangOutcome(f.N)}
	}
	return kinds[k].zero // the kinds that said nothing but their kind
}

// legacyFeatures reads the features' flat Info: counts of rubber walls,
// rubber rooms, one-way walls, hole sets and rivers, then each river's
// length.
func legacyFeatures(in []int) Features {
	const rivers, lens = 4, 5
	var f Features
	if len(in) < lens {
		return f
	}
	f.Rubber, f.Rooms, f.OneWay, f.HoleSets = in[0], in[1], in[2], in[3]
	if n := in[rivers]; n > 0 && len(in) >= lens+n {
		f.Rivers = append([]int(nil), in[lens:lens+n]...)
	}
	return f
}
