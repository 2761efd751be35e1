package rules

import (
	"fmt"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"sync"
)

// KeyInfo describes one option key as the language writes it.
type KeyInfo struct {
	Key    string   // dotted key, e.g. "kit.grenades"
	Doc    string   // one line for grammar.md and rule cards
	Rules  []string // rule IDs of RULES.md the key implements
	Type   string   // "int", "bool" or "enum"
	Values []string // allowed values of an enum
}

// Keys lists every option key in declaration order.
func Keys() []KeyInfo {
	t := keyTable()
	out := make([]KeyInfo, len(t.list))
	for i, k := range t.list {
		out[i] = k.info
		out[i].Rules = slices.Clone(k.info.Rules)
		out[i].Values = slices.Clone(k.info.Values)
	}
	return out
}

type keyEntry struct {
	info  KeyInfo
	index []int
}

// keyTable walks the Options struct once: Set and Get look keys up in a
// map instead of walking the struct tags on every call.
var keyTable = sync.OnceValue(func() struct {
	list  []keyEntry
	byKey map[string]int
} {
	var t struct {
		list  []keyEntry
		byKey map[string]int
	}
	t.byKey = map[string]int{}
	walkKeys(reflect.TypeOf(Options{}), "", nil, func(k KeyInfo, idx []int) {
		t.byKey[k.Key] = len(t.list)
		t.list = append(t.list, keyEntry{k, idx})
	})
	return t
})

func walkKeys(t reflect.Type, prefix string, index []int, fn func(KeyInfo, []int)) {
	for i := 0; i < t.NumField(); i++ {
		f := t.Field(i)
		key := f.Tag.Get("key")
		if key == "" {
			continue
		}
		idx := append(append([]int(nil), index...), i)
		if f.Type.Kind() == reflect.Struct {
			walkKeys(f.Type, prefix+key+".", idx, fn)
			continue
		}
		info := KeyInfo{Key: prefix + key, Doc: f.Tag.Get("doc")}
		if r := f.Tag.Get("rule"); r != "" {
			info.Rules = strings.Split(r, ",")
		}
		switch f.Type.Kind() {
		case reflect.Int:
			info.Type = "int"
		case reflect.Bool:
			info.Type = "bool"
		case reflect.String:
			info.Type = "enum"
			info.Values = enumValues[f.Type.Name()]
		}
		fn(info, idx)
	}
}

func field(o *Options, key string) (reflect.Value, KeyInfo, bool) {
	t := keyTable()
	i, ok := t.byKey[key]
	if !ok {
		return reflect.Value{}, KeyInfo{}, false
	}
	e := t.list[i]
	return reflect.ValueOf(o).Elem().FieldByIndex(e.index), e.info, true
}

// Get returns an option's value as the language writes it.
func (o *Options) Get(key string) (string, bool) {
	f, _, ok := field(o, key)
	if !ok {
		return "", false
	}
	switch f.Kind() {
	case reflect.Int:
		return strconv.Itoa(int(f.Int())), true
	case reflect.Bool:
		if f.Bool() {
			return "yes", true
		}
		return "no", true
	}
	return f.String(), true
}

// ErrUnknownKey is returned by Set for a key no option has.
type ErrUnknownKey struct{ Key string }

func (e *ErrUnknownKey) Error() string { return fmt.Sprintf("unknown rule key %q", e.Key) }

// Set assigns an option from its written form. Booleans accept yes/no,
// true/false, on/off and да/нет; integers must be non-negative.
func (o *Options) Set(key, value string) error {
	f, info, ok := field(o, key)
	if !ok {
		return &ErrUnknownKey{Key: key}
	}
	value = strings.TrimSpace(value)
	switch f.Kind() {
	case reflect.Int:
		n, err := strconv.Atoi(value)
		if err != nil || n < 0 {
			return fmt.Errorf("%s takes a whole number from 0, not %q", key, value)
		}
		f.SetInt(int64(n))
	case reflect.Bool:
		b, ok := ParseBool(value)
		if !ok {
			return fmt.Errorf("%s takes yes or no, not %q", key, value)
		}
		f.SetBool(b)
	case reflect.String:
		for _, v := range info.Values {
			if v == value {
				f.SetString(value)
				return nil
			}
		}
		return fmt.Errorf("%s takes one of %s, not %q", key, strings.Join(info.Values, ", "), value)
	}
	return nil
}

// ParseBool reads yes/no in the words the language accepts.
func ParseBool(s string) (value, ok bool) {
	switch strings.ToLower(strings.TrimSpace(s)) {
	case "yes", "true", "on", "да":
		return true, true
	case "no", "false", "off", "нет":
		return false, true
	}
	return false, false
}
