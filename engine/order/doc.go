// Package order reads the orders players write — by mail or at the
// terminal, in Russian or in English — and turns them into the engine's
// actions (engine.Action), and writes actions back as canonical order text.
//
// The language is forgiving the way a human host is: case, ё/е, Latin
// look-alike letters inside Russian words, a keyboard left in the wrong
// layout, list numbers, quotes and dashes do not matter; every order has
// the source texts' own words («иду налево», «взрываю стенку налево», «стреляю!»,
// «беру клад», «сижу», «прыгаю вверх», «бью ногами») and their usual
// synonyms. Anything it cannot read is an *Error that says where (line and
// rune column), what was expected, and what was probably meant
// («налева» → «налево»).
//
// What one turn may hold comes from the rule set (Options.Rules): one
// action (B8, C6), several ending in a move (V24), extra duel actions
// (D7, D8), or a Stalker's dice walk with nuts (S3, S4). The full reference
// is the "Orders" section of grammar.md.
package order
