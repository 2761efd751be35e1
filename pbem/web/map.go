package web

import (
	"bytes"
	"html/template"
	"net/http"

	"labyrinth/dsl/maze"
	"labyrinth/engine"
	"labyrinth/engine/narrate"
	"labyrinth/pbem/campaign"
	"labyrinth/printouts"
)

// The host's map is drawn by package printouts from the same display list
// as the host sheet of the paper kit (printouts.HostMap), on the board as
// it stands after the round (engine.Game.Board: blown walls gone, taken
// items off their cells, treasures where they lie), with every player's
// marker; each player's track is added to the same display list as a
// path through the centres of the cells they stood on.

// trackColors tell the players' tracks apart, by seat.
var trackColors = []printouts.Color{{R: 196, G: 62, B: 28}, {R: 35, G: 99, B: 176}, {R: 46, G: 133, B: 64}, {R: 140, G: 63, B: 160},
	{R: 204, G: 135, B: 0}, {R: 0, G: 140, B: 140}, {R: 120, G: 90, B: 60}, {R: 200, G: 50, B: 120}}

// drawMap is the host's map of a replayed round.
func drawMap(name string, at *campaign.Replayed, lang string) *mapData {
	md := &mapData{Campaign: name, Round: at.Round, Rounds: at.Rounds, Players: at.Players}
	g := at.Game
	var markers []printouts.Marker
	for p := range g.Players() {
		pl := g.Player(engine.PlayerID(p))
		if pl.Placed && !pl.Left && g.Maze().CellAt(pl.At) != nil {
			markers = append(markers, printouts.Marker{Name: pl.Name, At: pl.At})
		}
	}
	pg, err := printouts.HostMap(g.Board(), printouts.MapOptions{Lang: printouts.Lang(lang), Markers: markers})
	if err != nil {
		// The text map never fails: show it rather than nothing.
		md.Text = narrate.HostMap(g, engine.Lang(lang))
		return md
	}
	for p := range g.Players() {
		addTrack(pg, g.Track(engine.PlayerID(p)), trackColors[p%len(trackColors)])
	}
	var b bytes.Buffer
	if err := printouts.WriteSVG(&b, pg, printouts.SVGOptions{ID: "hostmap", Class: "hostmap", Scale: 4}); err != nil {
		md.Text = narrate.HostMap(g, engine.Lang(lang))
		return md
	}
	// The drawing is the printouts' own output from the maze model and
	// the names on the roster, every text of which it escapes.
	md.SVG = template.HTML(b.String())
	return md
}

// addTrack draws a player's track on the page: a dashed path through the
// centres of the cells they stood on, broken where a step changes floor
// or leaves the drawing.
func addTrack(pg *printouts.Page, track []maze.Coord, col printouts.Color) {
	var run []printouts.Pt
	flush := func() {
		if len(run) > 1 {
			pg.Ops = append(pg.Ops, printouts.Op{Kind: printouts.OpPolyline, P: run, Width: 0.5, Stroke: col,
				Dash: []float64{1.2, 0.8}, Role: "track"})
		}
		run = nil
	}
	last := -1
	for _, c := range track {
		w, ok := windowOf(pg, c)
		if !ok || (last >= 0 && c.Floor != last) {
			flush()
		}
		if !ok {
			last = -1
			continue
		}
		b := w.CellBox(c.Row, c.Col)
		run = append(run, printouts.Pt{X: b.X + b.W/2, Y: b.Y + b.H/2})
		last = c.Floor
	}
	flush()
}

// windowOf is the window of the page that draws cell c.
func windowOf(pg *printouts.Page, c maze.Coord) (printouts.MapWindow, bool) {
	for _, w := range pg.Maps {
		if w.Floor == c.Floor && c.Row >= w.R0 && c.Row < w.R0+w.Rows && c.Col >= w.C0 && c.Col < w.C0+w.Cols {
			return w, true
		}
	}
	return printouts.MapWindow{}, false
}

// fonts serves the faces the drawings name (printouts.WebFonts), so that
// no drawing carries them and no inline style is needed.
func fonts() http.Handler {
	files := map[string][]byte{}
	for _, f := range printouts.WebFonts() {
		files[f.File] = f.TTF
	}
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		b, ok := files[r.PathValue("file")]
		if !ok {
			http.NotFound(w, r)
			return
		}
		w.Header().Set("Content-Type", "font/ttf")
		w.Header().Set("Cache-Control", "public, max-age=86400")
		w.Write(b)
	})
}
