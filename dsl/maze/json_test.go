package maze

import (
	"encoding/json"
	"reflect"
	"testing"
	"unsafe"
)

// The model's JSON keeps Cell's historical field order whatever the
// struct's layout, and survives a round trip.
func TestCellJSONOrder(t *testing.T) {
	c := Cell{Kind: CellArsenal, Ref: 7, Arsenal: ArsenalCement, Dir: 2, Mines: 3, Glyph: "А<"}
	b, err := json.Marshal(c)
	if err != nil {
		t.Fatal(err)
	}
	const want = `{"Kind":9,"Ref":7,"Arsenal":3,"Dir":2,"Mines":3,"Glyph":"А\u003c"}`
	if string(b) != want {
		t.Errorf("json.Marshal(Cell) = %s, want %s", b, want)
	}
	var back Cell
	if err := json.Unmarshal(b, &back); err != nil {
		t.Fatal(err)
	}
	if back != c {
		t.Errorf("round trip: %+v, want %+v", back, c)
	}
	// Every field of Cell must be written: a field added to Cell but not
	// to cellJSON would silently drop out of the model and its hash.
	if n, m := reflectFields[Cell](), reflectFields[cellJSON](); n != m {
		t.Errorf("Cell has %d fields, cellJSON %d: keep them in step", n, m)
	}
}

// A Cell packs into 40 bytes on 64-bit machines: a million-cell floor's
// memory depends on it.
func TestCellSize(t *testing.T) {
	if unsafe.Sizeof(uintptr(0)) == 8 && unsafe.Sizeof(Cell{}) != 40 {
		t.Errorf("unsafe.Sizeof(Cell{}) = %d, want 40", unsafe.Sizeof(Cell{}))
	}
}

func reflectFields[T any]() int {
	return reflect.TypeFor[T]().NumField()
}
