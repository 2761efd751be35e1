// Package printouts prints paper kits: everything a game of «Лабиринт» at a
// table needs, as one PDF. Kit writes the host sheet (the whole maze in the
// source texts' notation, rule V26, with its legend and tables), the players'
// squared paper (B22; the duel's two fields, D1), the rule card of the
// maze's rule options, and the host's turn log (for Stalker, the control
// sheet of S10).
//
// Every part is first laid out as pages of drawing operations in
// millimetres (Layout), which tests can check without reading PDF, and then
// rendered with the embedded Go fonts, which cover Cyrillic. The output
// depends only on the maze and the options: no clock, no randomness, so the
// same input gives byte-identical PDFs.
package printouts
