package dsl

import (
	"bytes"
	"encoding/json"
	"strings"

	"labyrinth/dsl/maze"
	"labyrinth/dsl/rules"
)

// Dump is the JSON form of a compiled maze that "labyrinth show --json"
// prints and the golden tests compare: kinds as words, cells by the source texts'
// names (Latin columns, floor prefix on multi-floor mazes), every rule
// option by its key.
type Dump struct {
	Title     string            `json:"title"`
	Author    string            `json:"author,omitempty"`
	Notes     string            `json:"notes,omitempty"`
	Rules     map[string]string `json:"rules"`
	Floors    []DumpFloor       `json:"floors"`
	HoleSets  []DumpList        `json:"holeSets,omitempty"`
	Pits      []DumpPit         `json:"pits,omitempty"`
	Rivers    []DumpList        `json:"rivers,omitempty"`
	Stairs    []DumpStair       `json:"stairs,omitempty"`
	Treasures []DumpThing       `json:"treasures,omitempty"`
	Starts    []DumpThing       `json:"starts,omitempty"`
	Creatures []DumpCreature    `json:"creatures,omitempty"`
	Regions   []DumpRegion      `json:"regions,omitempty"`
}

// DumpFloor is one floor: its drawing in canonical box style and every
// cell that is not empty.
type DumpFloor struct {
	Name    string     `json:"name"`
	Rows    int        `json:"rows"`
	Cols    int        `json:"cols"`
	Drawing []string   `json:"drawing"`
	Cells   []DumpCell `json:"cells"`
}

// DumpCell is one cell that is not plain empty.
type DumpCell struct {
	At      string `json:"at"`
	Kind    string `json:"kind"`
	Glyph   string `json:"glyph,omitempty"`
	Arsenal string `json:"arsenal,omitempty"`
	Dir     string `json:"dir,omitempty"`
	Mines   int    `json:"mines,omitempty"`
}

// DumpList is a named list of cells (a hole set, a river).
type DumpList struct {
	Name  string   `json:"name"`
	Cells []string `json:"cells"`
}

// DumpPit is a pit with its exits.
type DumpPit struct {
	Name         string   `json:"name"`
	At           string   `json:"at"`
	Exits        []string `json:"exits"`
	Multiplicity int      `json:"multiplicity,omitempty"`
}

// DumpStair joins two floors.
type DumpStair struct {
	Up   string `json:"up"`
	Down string `json:"down"`
}

// DumpThing is a treasure or a start.
type DumpThing struct {
	Name string `json:"name,omitempty"`
	Kind string `json:"kind,omitempty"`
	At   string `json:"at"`
}

// DumpCreature is a bear or the minotaur.
type DumpCreature struct {
	Kind  string   `json:"kind"`
	Name  string   `json:"name"`
	At    string   `json:"at"`
	Den   string   `json:"den"`
	Track []string `json:"track,omitempty"`
}

// DumpRegion is a Stalker trap region.
type DumpRegion struct {
	Kind  string   `json:"kind"`
	Name  string   `json:"name"`
	Cells []string `json:"cells"`
}

// NewDump builds the JSON form of a maze.
func NewDump(m *maze.Maze) *Dump {
	name := func(c maze.Coord) string { return m.NameIn(c, maze.Latin) }
	list := func(cs []maze.Coord) []string {
		out := []string{}
		for _, c := range cs {
			out = append(out, name(c))
		}
		return out
	}
	d := &Dump{Title: m.Title, Author: m.Author, Notes: m.Notes, Rules: map[string]string{}}
	for _, k := range rules.Keys() {
		v, _ := m.Rules.Get(k.Key)
		d.Rules[k.Key] = v
	}
	for fi := range m.Floors {
		f := &m.Floors[fi]
		df := DumpFloor{Name: f.Name, Rows: f.Rows, Cols: f.Cols, Cells: []DumpCell{}}
		if f.Rows > 0 && f.Cols > 0 {
			var b strings.Builder
			_ = maze.Draw(&b, m, maze.DrawOptions{Floor: fi, NoLabels: true})
			df.Drawing = strings.Split(strings.TrimRight(b.String(), "\n"), "\n")
		}
		for r := 0; r < f.Rows; r++ {
			for c := 0; c < f.Cols; c++ {
				cell := f.Cell(r, c)
				if cell.Kind == maze.CellEmpty && cell.Glyph == "" {
					continue
				}
				dc := DumpCell{At: name(maze.Coord{Floor: fi, Row: r, Col: c}), Kind: cell.Kind.String(), Glyph: cell.Glyph, Mines: cell.Mines}
				if cell.Kind == maze.CellArsenal {
					dc.Arsenal = cell.Arsenal.String()
				}
				if cell.Dir != maze.None {
					dc.Dir = cell.Dir.String()
				}
				df.Cells = append(df.Cells, dc)
			}
		}
		d.Floors = append(d.Floors, df)
	}
	for _, h := range m.HoleSets {
		d.HoleSets = append(d.HoleSets, DumpList{Name: h.Name, Cells: list(h.Cells)})
	}
	for _, p := range m.Pits {
		d.Pits = append(d.Pits, DumpPit{Name: p.Name, At: name(p.At), Exits: list(p.Exits), Multiplicity: p.Multiplicity})
	}
	for _, r := range m.Rivers {
		d.Rivers = append(d.Rivers, DumpList{Name: r.Name, Cells: list(r.Cells)})
	}
	for _, s := range m.Stairs {
		d.Stairs = append(d.Stairs, DumpStair{Up: name(s.A), Down: name(s.B)})
	}
	for _, t := range m.Treasures {
		d.Treasures = append(d.Treasures, DumpThing{Kind: t.Kind.String(), At: name(t.At)})
	}
	for _, s := range m.Starts {
		d.Starts = append(d.Starts, DumpThing{Name: s.Name, At: name(s.At)})
	}
	for _, c := range m.Creatures {
		d.Creatures = append(d.Creatures, DumpCreature{Kind: c.Kind.String(), Name: c.Name, At: name(c.At), Den: name(c.Den), Track: list(c.Track)})
	}
	for _, r := range m.Regions {
		d.Regions = append(d.Regions, DumpRegion{Kind: r.Kind.String(), Name: r.Name, Cells: list(r.Cells)})
	}
	return d
}

// MarshalDump returns the indented JSON form of a maze.
func MarshalDump(m *maze.Maze) []byte {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetIndent("", "  ")
	enc.SetEscapeHTML(false)
	_ = enc.Encode(NewDump(m))
	return b.Bytes()
}
