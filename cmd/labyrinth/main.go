// Command labyrinth compiles maze files, plays and simulates games, referees
// play-by-email campaigns and prints paper kits. Run "labyrinth help".
package main

import "os"

func main() {
	os.Exit(start(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}
