package maze

import "encoding/json"

// cellJSON is Cell with its fields in the order the model's JSON has
// always had. The play-by-email referee identifies a campaign's maze by the
// hash of that JSON, so the order must not follow Cell's, which is chosen
// for packing.
type cellJSON struct {
	Kind    CellKind
	Ref     int
	Arsenal ArsenalKind
	Dir     Dir
	Mines   int
	Glyph   string
}

// MarshalJSON writes the cell's fields in their historical order (Kind,
// Ref, Arsenal, Dir, Mines, Glyph). Decoding needs no counterpart: JSON
// objects match fields by name.
func (c Cell) MarshalJSON() ([]byte, error) {
	return json.Marshal(cellJSON{Kind: c.Kind, Ref: c.Ref, Arsenal: c.Arsenal, Dir: c.Dir, Mines: c.Mines, Glyph: c.Glyph})
}
