package order

import (
	"fmt"
	"os"
	"sort"
	"strings"
	"testing"

	"labyrinth/internal/golden"
)

const (
	wordsBegin = "<!-- order words: written by `go test ./engine/order -update` -->"
	wordsEnd   = "<!-- end of order words -->"
)

// vocabulary lists every word of the lexicon by meaning, as grammar.md
// shows it.
func vocabulary() string {
	type group struct {
		title string
		match func(entry) bool
	}
	v := func(x verb) func(entry) bool { return func(e entry) bool { return e.cls == cVerb && e.verb == x } }
	o := func(x object) func(entry) bool { return func(e entry) bool { return e.cls == cObject && e.obj == x } }
	d := func(x dirWord) func(entry) bool { return func(e entry) bool { return e.cls == cDir && e.dir == x } }
	c := func(x class) func(entry) bool { return func(e entry) bool { return e.cls == x } }
	groups := []group{
		{"move", v(vMove)}, {"up a floor", v(vClimb)}, {"down a floor", v(vDescend)},
		{"blow", v(vBlow)}, {"shoot", v(vShoot)}, {"throw (a grenade, brick, boomerang, nut, the treasure)", v(vThrow)},
		{"take (the treasure, the arsenal)", v(vTake)}, {"refill (the arsenal)", v(vRefill)},
		{"leave (the arsenal, a mine, the treasure)", v(vLeave)}, {"drop (the treasure, a mine)", v(vDrop)},
		{"put (a mine, a wall, a brick)", v(vPut)}, {"mine", v(vMine)}, {"build", v(vBuild)},
		{"sit", v(vSit)}, {"jump", v(vJump)}, {"hit (with the legs or a dagger)", v(vHit)},
		{"kick", v(vKick)}, {"stab", v(vStab)}, {"skip", v(vSkip)}, {"start", v(vStart)}, {"loot", v(vLoot)},
		{"treasure", o(oTreasure)}, {"wall", o(oWall)}, {"grenade", o(oGrenade)}, {"brick", o(oBrick)},
		{"boomerang", o(oBoomerang)}, {"nut", o(oNut)}, {"mine (object)", o(oMine)}, {"arsenal", o(oArsenal)},
		{"body", o(oBody)}, {"legs", o(oLegs)}, {"dagger", o(oDagger)}, {"turn", o(oTurn)}, {"cement", o(oCement)},
		{"oneself (refused: «стреляю в себя»)", o(oSelf)}, {"the own cell", o(oHere)}, {"bullet", o(oBullet)},
		{"floor", o(oFloor)}, {"galosh", o(oGalosh)},
		{"north, or up a floor with floors", d(dUpOrNorth)}, {"north", d(dNorth)},
		{"south, or down a floor with floors", d(dDownOrSouth)}, {"south", d(dSouth)},
		{"west", d(dWest)}, {"east", d(dEast)}, {"up a floor", d(dUp)}, {"down a floor", d(dDown)},
		{"counts", c(cNumber)}, {"units after counts", c(cUnit)}, {"joining orders", c(cConj)},
		{"starting a fallback", c(cCond)}, {"fillers", c(cFiller)}, {"greetings (a clause of only these is skipped)", c(cCourtesy)},
	}
	var b strings.Builder
	b.WriteString(wordsBegin + "\n\n| Meaning | Words |\n|---|---|\n")
	for _, g := range groups {
		var ws []string
		for f, e := range lexicon {
			if g.match(e) {
				ws = append(ws, f)
			}
		}
		sort.Strings(ws)
		fmt.Fprintf(&b, "| %s | %s |\n", g.title, strings.Join(ws, ", "))
	}
	var cf []string
	for f := range condFillers {
		cf = append(cf, f)
	}
	sort.Strings(cf)
	fmt.Fprintf(&b, "| inside a fallback | %s |\n", strings.Join(cf, ", "))
	b.WriteString("\n" + wordsEnd)
	return b.String()
}

// TestGrammarWords keeps grammar.md's list of every order word equal to
// the lexicon: a word added to the language must be documented.
func TestGrammarWords(t *testing.T) {
	const path = "../../grammar.md"
	src, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	g := string(src)
	i, j := strings.Index(g, wordsBegin), strings.Index(g, wordsEnd)
	if i < 0 || j < i {
		t.Fatalf("%s has no order words block (%q … %q)", path, wordsBegin, wordsEnd)
	}
	want := vocabulary()
	if got := g[i : j+len(wordsEnd)]; got != want {
		if golden.Update() {
			if err := os.WriteFile(path, []byte(g[:i]+want+g[j+len(wordsEnd):]), 0o644); err != nil {
				t.Fatal(err)
			}
			return
		}
		t.Errorf("grammar.md's order words differ from the lexicon; run go test ./engine/order -update")
	}
}
