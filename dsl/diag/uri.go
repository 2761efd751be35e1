package diag

import (
	"net/url"
	"path/filepath"
)

// FileURI names a source as LSP does, for Diagnostics.LSP: a file:// URI
// of its absolute path; standard input ("<stdin>"), which has none, is
// untitled:stdin.
func FileURI(name string) string {
	if name == "<stdin>" {
		return "untitled:stdin"
	}
	abs, err := filepath.Abs(name)
	if err != nil {
		abs = name
	}
	return (&url.URL{Scheme: "file", Path: filepath.ToSlash(abs)}).String()
}
