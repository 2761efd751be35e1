package dsl

import "slices"

// TopKeywords lists the words that may open a line outside any part
// (grammar.md, "Header"), for editors' completion.
func TopKeywords() []string { return slices.Clone(topKeywords) }

// LinkKeywords lists the statements of the links part (grammar.md,
// "Links"), for editors' completion.
func LinkKeywords() []string { return slices.Clone(linkKeywords) }
