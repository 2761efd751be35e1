package printouts

import (
	"labyrinth/engine"
	"labyrinth/engine/narrate"
)

var partWord = [...]narrate.Key{PartHost: narrate.KeyKitPartHost, PartGrids: narrate.KeyKitPartGrids, PartRules: narrate.KeyKitPartRules, PartLog: narrate.KeyKitPartLog}

// t returns the kit's word k (engine/narrate's catalogue) in the kit's
// language, its placeholders filled from vars (name, value pairs). A
// missing key prints as the key in brackets, which the tests catch.
func (k *kit) t(key narrate.Key, vars ...string) string {
	return narrate.Text(key, k.lang(), engine.GenderMasculine, vars...)
}

// lang is the kit's language as narration names it.
func (k *kit) lang() engine.Lang {
	if k.r.Lang == LangEN {
		return engine.LangEnglish
	}
	return engine.LangRussian
}

// w returns the kit's word named name, a key built at run time
// ("creature." + the creature): narrate.Key "kit." + name.
func (k *kit) w(name string) string {
	key, _ := narrate.Lookup("kit." + name)
	return k.t(key)
}
