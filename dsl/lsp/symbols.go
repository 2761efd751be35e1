package lsp

import (
	"fmt"
	"strings"

	"github.com/tliron/glsp"
	protocol "github.com/tliron/glsp/protocol_3_16"

	"labyrinth/dsl"
	"labyrinth/dsl/maze"
)

// documentSymbol outlines a maze: its title and author, the rules part with
// its keys, the legend, each floor's map with the numbered things drawn on
// it, and the links part with its statements.
func (s *Server) documentSymbol(_ *glsp.Context, p *protocol.DocumentSymbolParams) (any, error) {
	d, res, ok := s.current(p.TextDocument.URI)
	if !ok {
		return nil, nil
	}
	out := []protocol.DocumentSymbol{}
	for _, it := range res.File.Items {
		switch it.Kind {
		case dsl.ItemHeader:
			if it.Header.Key == "notes" {
				continue
			}
			detail := it.Header.Key
			out = append(out, protocol.DocumentSymbol{
				Name: orDash(it.Header.Value), Detail: &detail, Kind: protocol.SymbolKindString,
				Range: d.lineRange(it.Line, it.Line), SelectionRange: d.lineRange(it.Line, it.Line),
			})
		case dsl.ItemBlock:
			out = append(out, blockSymbol(d, it.Block))
		case dsl.ItemMap:
			out = append(out, mapSymbol(d, res, it.Map))
		}
	}
	return out, nil
}

// lineRange is the range from the start of line from to the end of line
// to (0-based).
func (d snapshot) lineRange(from, to int) protocol.Range {
	if to < from {
		to = from
	}
	return protocol.Range{Start: d.position(from, 0), End: d.position(to, len(d.line(to)))}
}

func orDash(s string) string {
	if strings.TrimSpace(s) == "" {
		return "—"
	}
	return s
}

func blockSymbol(d snapshot, b *dsl.Block) protocol.DocumentSymbol {
	last := b.Close
	if last < 0 {
		last = b.Open
		for _, l := range b.Lines {
			last = max(last, l.Line)
		}
	}
	sym := protocol.DocumentSymbol{
		Name: b.Kind, Kind: protocol.SymbolKindNamespace,
		Range: d.lineRange(b.Open, last), SelectionRange: d.lineRange(b.Open, b.Open),
	}
	if b.Kind == "rules" {
		preset := b.Arg
		if preset == "" {
			preset = "base"
		}
		sym.Detail = &preset
	}
	for _, l := range b.Lines {
		var child protocol.DocumentSymbol
		switch {
		case l.Rule != nil:
			v := l.Rule.Value
			child = protocol.DocumentSymbol{Name: l.Rule.Key, Detail: &v, Kind: protocol.SymbolKindProperty}
		case l.Legend != nil:
			v := l.Legend.Means
			child = protocol.DocumentSymbol{Name: orDash(l.Legend.Glyph), Detail: &v, Kind: protocol.SymbolKindConstant}
		case l.Link != nil:
			child = protocol.DocumentSymbol{Name: linkName(l.Raw), Kind: protocol.SymbolKindEvent}
		default:
			continue
		}
		child.Range, child.SelectionRange = d.lineRange(l.Line, l.Line), d.lineRange(l.Line, l.Line)
		sym.Children = append(sym.Children, child)
	}
	return sym
}

// linkName names a links statement by its first words: "pit 2",
// "holes 1", "treasure A5".
func linkName(raw string) string {
	head, _, _ := strings.Cut(raw, "->")
	f := strings.Fields(head)
	if len(f) > 2 {
		f = f[:2]
	}
	return strings.TrimRight(strings.Join(f, " "), ":,")
}

// mapSymbol is one floor's map with the numbered things on it, so that an
// outline jumps to a pit as well as to a floor.
func mapSymbol(d snapshot, res *dsl.Result, mb *dsl.MapBlock) protocol.DocumentSymbol {
	last := mb.Close
	if last < 0 {
		last = mb.Open
		for _, l := range mb.Lines {
			last = max(last, l.Line)
		}
	}
	name := "map"
	if mb.Named {
		name += " " + mb.Name
	}
	// An unnamed map of several is named by its floor's number.
	numbered := !mb.Named && res.Maze != nil && len(res.Maze.Floors) > 1
	sym := protocol.DocumentSymbol{
		Name: name, Kind: protocol.SymbolKindModule,
		Range: d.lineRange(mb.Open, last), SelectionRange: d.lineRange(mb.Open, mb.Open),
	}
	m := res.Maze
	if m == nil {
		return sym
	}
	for fi, f := range m.Floors {
		first, ok := res.CellRange(maze.Coord{Floor: fi})
		if !ok || first.Start.Line-1 <= mb.Open || (mb.Close >= 0 && first.Start.Line-1 >= mb.Close) {
			continue
		}
		detail := fmt.Sprintf("%d×%d", f.Rows, f.Cols) // rows × columns, as everywhere
		sym.Detail = &detail
		if numbered {
			sym.Name = "map " + f.Name
		}
		sym.Children = floorSymbols(d, res, fi)
	}
	return sym
}

// floorSymbols lists the pits, exits, holes, stairs, river sources,
// treasures and starts of floor fi.
func floorSymbols(d snapshot, res *dsl.Result, fi int) []protocol.DocumentSymbol {
	m := res.Maze
	n := newNamer(m)
	var out []protocol.DocumentSymbol
	add := func(name string, kind protocol.SymbolKind, at maze.Coord) {
		if at.Floor != fi {
			return
		}
		rng, ok := res.CellRange(at)
		if !ok {
			return
		}
		where := n.cell(at)
		r := d.diagRange(rng)
		out = append(out, protocol.DocumentSymbol{Name: name, Detail: &where, Kind: kind, Range: r, SelectionRange: r})
	}
	for _, p := range m.Pits {
		add("pit "+n.pit(p.Name), protocol.SymbolKindEvent, p.At)
		for _, e := range p.Exits {
			add("exit "+n.pitExit(p.Name), protocol.SymbolKindEvent, e)
		}
	}
	for _, hs := range m.HoleSets {
		for i, c := range hs.Cells {
			add(fmt.Sprintf("hole %d of set %s", i+1, hs.Name), protocol.SymbolKindEvent, c)
		}
	}
	for i, st := range m.Stairs {
		add(fmt.Sprintf("stairs %d up", i+1), protocol.SymbolKindEvent, st.A)
		add(fmt.Sprintf("stairs %d down", i+1), protocol.SymbolKindEvent, st.B)
	}
	for _, r := range m.Rivers {
		if len(r.Cells) > 0 {
			add("river "+r.Name, protocol.SymbolKindEvent, r.Cells[0])
		}
	}
	for _, t := range m.Treasures {
		add(t.Kind.String()+" treasure", protocol.SymbolKindObject, t.At)
	}
	for _, st := range m.Starts {
		add(strings.TrimSpace("start "+st.Name), protocol.SymbolKindObject, st.At)
	}
	return out
}
