package rules

import (
	"strings"
	"testing"
)

// TestPresetsFollowTheSourceTexts pins each preset value that a source text states
// outright, so that a change to a preset is a deliberate one.
func TestPresetsFollowTheSourceTexts(t *testing.T) {
	for _, tc := range []struct {
		name   string
		family Family
		key    string
		want   string
	}{
		{"B11 base starts with 3 charges", FamilyBase, "kit.grenades", "3"},
		{"B12 base starts with 3 bullets", FamilyBase, "kit.bullets", "3"},
		{"B12 base bullets fly along a line", FamilyBase, "shot", "line"},
		{"B15 base cannot leave without treasure", FamilyBase, "leave.without-treasure", "no"},
		{"B18 base river carries two cells", FamilyBase, "river.drift", "2"},
		{"B20 base hole bump advances", FamilyBase, "hole.bump-advances", "yes"},
		{"B21 base has the dagger", FamilyBase, "dagger", "yes"},
		{"V7 vmk1983 announces arsenals", FamilyVMK, "arsenal.announce", "yes"},
		{"V7 vmk1983 taking removes the arsenal", FamilyVMK, "arsenal.take-removes", "yes"},
		{"V8 vmk1983 mine skips three turns", FamilyVMK, "mine.skip", "3"},
		{"V10 vmk1983 host places players", FamilyVMK, "start", "host"},
		{"V11 vmk1983 asks until a move passes", FamilyVMK, "move.bumps", "0"},
		{"V12 vmk1983 sits ten turns to jump", FamilyVMK, "jump.sit", "10"},
		{"V17 vmk1983 may leave empty-handed", FamilyVMK, "leave.without-treasure", "yes"},
		{"V19 vmk1983 kit has bricks", FamilyVMK, "kit.bricks", "3"},
		{"V19 vmk1983 kit has four bullets", FamilyVMK, "kit.bullets", "4"},
		{"V21 vmk1983 shot hits the own cell", FamilyVMK, "shot", "cell"},
		{"V21 vmk1983 killed for three turns", FamilyVMK, "wound.turns", "3"},
		{"V24 vmk1983 compound turns", FamilyVMK, "turn", "compound"},
		{"D1 duel has two players", FamilyDuel, "players.max", "2"},
		{"D2 duel three grenades", FamilyDuel, "kit.grenades", "3"},
		{"D4 duel tells the outer wall", FamilyDuel, "tell.outer-wall", "yes"},
		{"D5 duel grenades blow outer walls", FamilyDuel, "blast.outer", "yes"},
		{"D5 duel blast is the whole turn", FamilyDuel, "blast.mode", "action"},
		{"D9 duel trap skips three turns", FamilyDuel, "trap.skip", "3"},
		{"D15 duel re-enters by the same exit", FamilyDuel, "reentry", "same"},
		{"C6 school allows four bumps", FamilySchool, "move.bumps", "4"},
		{"C7 school blast kills behind the wall", FamilySchool, "blast.kills", "yes"},
		{"C8 school killed go to the morgue", FamilySchool, "wound", "morgue"},
		{"C9 school arsenal keeps twice the kit", FamilySchool, "arsenal.refill", "stock"},
		{"C10 school puddles take half", FamilySchool, "puddle", "yes"},
		{"T6 tver boomerang flies 4 cells", FamilyTver, "boomerang.range", "4"},
		{"T8 tver back after five turns", FamilyTver, "wound.turns", "5"},
		{"I3 miet carries at most five bullets", FamilyMIET, "limit.bullets", "5"},
		{"I4 miet river drifts one cell", FamilyMIET, "river.drift", "1"},
		{"I2 miet killed walk as ghosts", FamilyMIET, "wound", "ghost"},
		{"S1 stalker up to four", FamilyStalker, "players.max", "4"},
		{"S3 stalker throws dice for steps", FamilyStalker, "turn", "dice"},
		{"S4 stalker fifteen nuts", FamilyStalker, "stalker.nuts", "15"},
		{"S6 stalker out at three penalties", FamilyStalker, "stalker.penalties", "3"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			o := MustPreset(tc.family)
			got, ok := o.Get(tc.key)
			if !ok {
				t.Fatalf("no key %q", tc.key)
			}
			if got != tc.want {
				t.Errorf("%s %s = %s, want %s", tc.family, tc.key, got, tc.want)
			}
		})
	}
}

func TestEveryFamilyHasAPreset(t *testing.T) {
	for _, f := range Families() {
		o, err := Preset(f)
		if err != nil {
			t.Fatal(err)
		}
		if o.Family != f {
			t.Errorf("preset %s says family %s", f, o.Family)
		}
		// Every enum option of a preset holds an allowed value.
		for _, k := range Keys() {
			if k.Type != "enum" {
				continue
			}
			v, _ := o.Get(k.Key)
			if err := o.Set(k.Key, v); err != nil {
				t.Errorf("preset %s: %v", f, err)
			}
		}
	}
	if _, err := Preset("vmk"); err == nil || !strings.Contains(err.Error(), "vmk1983") {
		t.Errorf("unknown preset error should list the presets, got %v", err)
	}
}

func TestSetGetRoundTrip(t *testing.T) {
	o := MustPreset(FamilyBase)
	for _, k := range Keys() {
		var v string
		switch k.Type {
		case "int":
			v = "7"
		case "bool":
			v = "yes"
		case "enum":
			if len(k.Values) == 0 {
				t.Fatalf("%s: enum with no values", k.Key)
			}
			v = k.Values[len(k.Values)-1]
		default:
			t.Fatalf("%s: unknown type %q", k.Key, k.Type)
		}
		if err := o.Set(k.Key, v); err != nil {
			t.Fatalf("Set(%s, %s): %v", k.Key, v, err)
		}
		if got, _ := o.Get(k.Key); got != v {
			t.Errorf("Get(%s) = %s after Set %s", k.Key, got, v)
		}
		if k.Doc == "" || len(k.Rules) == 0 {
			t.Errorf("%s: every key needs a doc line and rule IDs", k.Key)
		}
	}
}

func TestSetRejectsBadValues(t *testing.T) {
	o := MustPreset(FamilyBase)
	for _, tc := range []struct{ key, value, want string }{
		{"kit.grenades", "-1", "whole number"},
		{"kit.grenades", "many", "whole number"},
		{"dagger", "maybe", "yes or no"},
		{"shot", "arc", "line, cell"},
		{"kit.granades", "3", "unknown rule key"},
	} {
		err := o.Set(tc.key, tc.value)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("Set(%s, %s) = %v, want an error mentioning %q", tc.key, tc.value, err, tc.want)
		}
	}
	if b, ok := ParseBool("да"); !ok || !b {
		t.Error("да should read as yes")
	}
}
