package narrate

import (
	"testing"

	"labyrinth/dsl/maze"
	"labyrinth/engine"
)

// TestReportWords: sentences whose words are chosen by the event, not only
// by its kind.
func TestReportWords(t *testing.T) {
	anna := Reader{Seat: 0, Lang: engine.LangRussian, Gender: engine.GenderFeminine}
	bob := Reader{Seat: 0, Lang: engine.LangEnglish}
	west := 0
	for i, d := range engine.Sides() {
		if d == maze.West {
			west = 1 << i
		}
	}
	for _, c := range []struct {
		name string
		e    engine.Event
		r    Reader
		want string
	}{
		{"V8 a skip names its round", engine.Event{Round: 9, Payload: engine.Skip{Left: 2}}, anna, "Пропускаешь ход 9 (ещё 2 хода)."},
		{"V8 the last skip", engine.Event{Round: 11, Payload: engine.Skip{}}, bob, "You miss round 11 (the last one)."},
		{"V8 a skip without a round", engine.Event{Payload: engine.Skip{Left: 1}}, anna, "Пропускаешь ход (ещё 1 ход)."},
		{"V21 out, a round named", engine.Event{Round: 4, Payload: engine.OutTurn{}}, anna, "Ты выбыла: пропускаешь ход 4 (последний)."},
		{"B7 an empty start cell", engine.Event{Payload: engine.StartCell{Cell: maze.CellEmpty}}, anna, "Начальная клетка: пустая."},
		{"B7 one wall", engine.Event{Payload: engine.StartWalls{Walls: west}}, anna, "Слева стена."},
		{"B7 one wall, the outer one", engine.Event{Payload: engine.StartWalls{Walls: west, Outer: west}}, anna, "Слева стена лабиринта."},
		{"B7 one wall, the outer one, English", engine.Event{Payload: engine.StartWalls{Walls: west, Outer: west}}, bob, "The outer wall to the left."},
		{"V7 another's arsenal", engine.Event{Player: 1, Name: "Вера", Gender: engine.GenderFeminine, Payload: engine.Arsenal{}}, anna, "Вера нашла арсенал!"},
		{"S6 the third penalty point", engine.Event{Payload: engine.Stalker{Reason: engine.ReasonOutPenalties, Penalties: 3}}, anna, "Ловушка! Третье штрафное очко: ты выбыла."},
		{"S9 out in a galosh", engine.Event{Payload: engine.Stalker{Reason: engine.ReasonOutPenalties}}, bob, "A trap! The galosh does not save you from it: you are out."},
		{"B23 the opening", engine.Event{Payload: engine.Announce{Rows: 8, Cols: 8, Floors: 1, Holes: 3, River: 6, Treasures: 1}}, bob, "The maze is 8×8, with 3 holes, a river 6 cells long and 1 treasure."},
		{"B23 the opening, Russian", engine.Event{Payload: engine.Announce{Rows: 8, Cols: 8, Floors: 1, Holes: 1, Treasures: 4}}, anna, "Лабиринт 8×8: 1 дырка и 4 клада."},
	} {
		t.Run(c.name, func(t *testing.T) {
			if got := Event(&c.e, c.r); got != c.want {
				t.Errorf("got %q, want %q", got, c.want)
			}
		})
	}
}

// TestLegendOneGlyphTwoThings: a den and the bear in it share a glyph and
// are told once; a MIET hospital is «лечебница»; arsenals by what they hold.
func TestLegendOneGlyphTwoThings(t *testing.T) {
	gs := []engine.MapGlyph{{Glyph: "м", What: "cell.den"}, {Glyph: "м", What: "creature.bear"}, {Glyph: "+", What: "cell.hospital"}, {Glyph: "Ац", What: "cell.arsenal"}}
	want := "Знаки: + — лечебница; Ац — арсенал с цементом; м — берлога или медведь."
	if got := legend(gs, "miet", engine.LangRussian); got != want {
		t.Errorf("got  %q\nwant %q", got, want)
	}
}
