// Package examples embeds the example mazes, one per rule family, so that
// the labyrinth binary can run on them with no files of its own: they are
// the embedded defaults of "labyrinth sim", "labyrinth show" and
// "labyrinth print".
package examples

import (
	"embed"
	"io/fs"
	"sort"
	"strings"
)

//go:embed *.maze
var files embed.FS

// Default is the name of the maze used when a command is given no file.
const Default = "base.maze"

// Names lists the embedded mazes, sorted.
func Names() []string {
	entries, _ := fs.ReadDir(files, ".")
	var names []string
	for _, e := range entries {
		if strings.HasSuffix(e.Name(), ".maze") {
			names = append(names, e.Name())
		}
	}
	sort.Strings(names)
	return names
}

// Read returns the source of the embedded maze with the given name; the
// ".maze" suffix may be left out.
func Read(name string) ([]byte, error) {
	if !strings.HasSuffix(name, ".maze") {
		name += ".maze"
	}
	return files.ReadFile(name)
}
