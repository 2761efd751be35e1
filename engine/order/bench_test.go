package order

import (
	"testing"

	"labyrinth/dsl/rules"
)

// BenchmarkParse reads a typical compound turn (V24) with a fallback.
func BenchmarkParse(b *testing.B) {
	opts := Options{Rules: preset(rules.FamilyVMK)}
	text := "Привет!\nстреляю, беру клад\nвзрываю стенку налево\nиду налево, если стена — вверх\n"
	b.SetBytes(int64(len(text)))
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Parse(text, opts); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "turns/s")
}

// BenchmarkParseError reads an order with a misspelt word, which costs a
// search for the closest known word.
func BenchmarkParseError(b *testing.B) {
	opts := Options{Rules: preset(rules.FamilyBase)}
	text := "иду налева"
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Parse(text, opts); err == nil {
			b.Fatal("no error")
		}
	}
}
