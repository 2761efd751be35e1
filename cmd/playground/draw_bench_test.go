//go:build !js

package main

import (
	"fmt"
	"testing"

	"labyrinth/dsl"
)

// BenchmarkCheckAndDraw is the Go side of a keystroke, natively: compile
// the text and draw it for the page.
func BenchmarkCheckAndDraw(b *testing.B) {
	for _, n := range []int{10, 100} {
		src := []byte(boxMaze(n, n))
		b.Run(fmt.Sprintf("%dx%d/compile", n, n), func(b *testing.B) {
			for i := 0; i < b.N; i++ {
				dsl.CompileResult(sourceName, src)
			}
		})
		res := dsl.CompileResult(sourceName, src)
		b.Run(fmt.Sprintf("%dx%d/draw", n, n), func(b *testing.B) {
			for i := 0; i < b.N; i++ {
				draw(res, "en")
			}
		})
	}
}
