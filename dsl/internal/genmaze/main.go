// Command genmaze writes a generated N×N maze in box style, for the
// compiler's benchmark script (dsl/bench.sh):
//
//	go run ./dsl/internal/genmaze 1000 > big.maze
package main

import (
	"bufio"
	"fmt"
	"os"
	"strconv"

	"labyrinth/dsl/maze"
)

func main() {
	n, err := strconv.Atoi(os.Args[len(os.Args)-1])
	if err != nil || n < 1 || len(os.Args) != 2 {
		fmt.Fprintln(os.Stderr, "usage: genmaze N")
		os.Exit(2)
	}
	m := maze.Generate(maze.GenOptions{Rows: n, Cols: n, Seed: int64(n), Loops: 0.1, FalseTreasures: 3, Pits: 4, Holes: 3, Arsenals: 3})
	w := bufio.NewWriter(os.Stdout)
	fmt.Fprintf(w, "title \"generated %d×%d\"\n\nmap {\n", n, n)
	if err := maze.Draw(w, m, maze.DrawOptions{NoLabels: true}); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	fmt.Fprint(w, "\n}\n")
	if err := w.Flush(); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
}
