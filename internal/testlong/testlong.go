// Package testlong tells the tests whether to take their long runs: the
// property, balance and bot-game runs that try many seeds. By default a
// test takes a few cases of each, so that "go test ./..." ends in about a
// minute on a quiet two-core machine; with LABYRINTH_LONG=1 in the
// environment (CI sets it, .ci/run) it takes them all.
//
// Only tests import it.
package testlong

import "os"

// Enabled reports whether LABYRINTH_LONG asks for the long runs.
func Enabled() bool {
	v := os.Getenv("LABYRINTH_LONG")
	return v != "" && v != "0"
}

// Pick is long under LABYRINTH_LONG, else short: the number of seeds,
// games or rounds a test tries.
func Pick[T any](short, long T) T {
	if Enabled() {
		return long
	}
	return short
}
