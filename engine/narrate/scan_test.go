package narrate_test

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"unicode"
)

// The scan of TestNoWordsOutsideNarration.
//
// It reads every non-test Go file of the packages below (a trailing "/..."
// takes the packages under a directory too; testdata is skipped) and
// fails on a string literal that is either
//
//   - Russian: it holds a Cyrillic letter; or
//   - an English sentence: it starts with a capitalised word, has three
//     words or more and ends with '.', '!' or '?' (white space aside;
//     englishSentence).
//     Errors and command-line diagnostics are lowercase without a final
//     period (STYLE.md), so what reads as a sentence is written for a
//     player, a host or an author and belongs in the catalogue.
//
// unless an exception below allows it. Each exception names where the
// literal is (a package "pbem/mailtext", a declaration "pbem/mailtext.
// autoSubjects" — a top-level function, or a var or const by its first
// name — or a file "engine/order/lexicon.go"), optionally a part of the
// literal that must be in it, and why: almost always that these are words
// people write and the program reads (order words, mail headers, names),
// never words it says. An exception that no longer matches anything fails
// the test too, so the list stays exact.
var scanned = []string{"engine", "engine/order", "engine/bot", "engine/balance", "dsl/show", "pbem/...", "printouts/...", "cmd/labyrinth/..."}

type wordsException struct {
	where, contains, why string
}

var wordsExceptions = []wordsException{
	{"engine.ParseLang", "", "«рус», «англ»: a language as a player or a host names it"},
	{"engine.ParseGender", "", "«м», «ж»: a gender as a roster writes it"},
	{"engine/order/lexicon.go", "", "the order language's words, which the parser reads"},
	{"engine/order/lex.go", "", "the order language's words, which the lexer reads"},
	{"engine/order.relativeWords", "", "«прямо», «кругом» (B2): order words"},
	{"pbem/campaign.roundRx", "", "«ход 3»: the round a reply's subject names"},
	{"pbem/campaign.answeredRound", "", "«отчёт»: the subject of a report a player answers"},
	{"pbem/campaign.hostRussian", "", "«статус», «пауза», …: the host commands' Russian names, which the host types"},
	{"pbem/campaign.applyPlayers", "Анна <anna@example.org>", "an example of a roster entry a host writes"},
	{"pbem/campaign/campaigntest", "", "a stand-in game for the referee's tests: its sentences are fixtures showing that the referee passes a game's own words on"},
	{"pbem/store.codeChar", "", "the Cyrillic letters that look like a code's Latin ones, as a player may type them"},
	{"pbem/mailtext", "", "what mail programs write (auto-reply subjects, «Отправлено с iPhone», «пишет:», «Re:»/«Ответ:»), read to strip it from orders"},
	{"printouts/glyphs.go", "", "the paper map's glyphs, a letter or abbreviation per cell kind in each alphabet (V26, seed 002); the legend's words come from the catalogue"},
	{"printouts.floorWords", "", "conventional floor names a maze may use («подвал»), read to translate them"},
	{"printouts.cellSample", "Д1", "a hole's glyph in the legend (glyphs.go)"},
	{"printouts.riverSample", "Р1", "a river's glyph in the legend (glyphs.go)"},
	{"printouts.holeTable", "Д", "a hole set's glyph (glyphs.go)"},
	{"pbem/campaign.TakeArgs", "Анна <anna@example.org>", "an example of a roster entry a host writes"},
	{"engine/bot.HotSeatPlayers", "--player Анна:f", "an example of the --player flag"},
	{"printouts", "Аня=в3", "an example of the --mark setting, in its error's hint"},
	{"cmd/labyrinth", "(П1, K, …)", "glyphs a maze file may use, in a flag's help"},
	{"cmd/labyrinth", "columns а..к", "the Cyrillic columns a Russian map writes, in a flag's help"},
	{"cmd/labyrinth", "(the host's Russian agrees: «Прошла»)", "an example of what a flag changes, in the flag's help"},
	{"engine/bot", "помощь", "«помощь»: a command a player types at the terminal"},
	{"engine/bot", "конец", "«конец»: a command a player types at the terminal"},
	{"pbem/daemon.DemoPlayers", "", "the demo game's players' names"},
	{"pbem/daemon.WriteBanner", "Press Ctrl-C", "pending: the demo referee's banner to the operator, English terminal output as a whole"},
}

// TestNoWordsOutsideNarration: no package that talks to people keeps a
// sentence of its own; every sentence a player, a host or an author reads
// comes from this package's catalogue (the rule above scanned).
func TestNoWordsOutsideNarration(t *testing.T) {
	used := make([]bool, len(wordsExceptions))
	files := 0
	for _, pattern := range scanned {
		root, all := strings.CutSuffix(pattern, "/...")
		err := filepath.WalkDir(filepath.Join("../..", root), func(path string, d fs.DirEntry, err error) error {
			if err != nil {
				return err
			}
			if d.IsDir() {
				if rel := repoPath(path); rel != root && (!all || d.Name() == "testdata" || rel == "engine/narrate") {
					return filepath.SkipDir
				}
				return nil
			}
			if !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
				return nil
			}
			files++
			scanFile(t, path, used)
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	if files < 50 {
		t.Fatalf("only %d files scanned", files)
	}
	for i, ok := range used {
		if !ok {
			t.Errorf("the exception %+v allows nothing any more: remove it", wordsExceptions[i])
		}
	}
}

// scanFile checks one file's string literals, declaration by declaration.
func scanFile(t *testing.T, path string, used []bool) {
	t.Helper()
	fset := token.NewFileSet()
	af, err := parser.ParseFile(fset, path, nil, 0)
	if err != nil {
		t.Fatal(err)
	}
	file := repoPath(path)
	pkg := filepath.ToSlash(filepath.Dir(file))
	for _, d := range af.Decls {
		decl := pkg + "." + declName(d)
		ast.Inspect(d, func(n ast.Node) bool {
			bl, ok := n.(*ast.BasicLit)
			if !ok || bl.Kind != token.STRING {
				return true
			}
			s, err := strconv.Unquote(bl.Value)
			if err != nil {
				s = bl.Value
			}
			what := ""
			switch {
			case strings.ContainsFunc(s, isCyrillic):
				what = "Russian text"
			case englishSentence.MatchString(strings.TrimSpace(s)):
				what = "an English sentence"
			default:
				return true
			}
			for i, e := range wordsExceptions {
				if (e.where == file || e.where == decl || e.where == pkg || strings.HasPrefix(pkg, e.where+"/")) && strings.Contains(s, e.contains) {
					used[i] = true
					return true
				}
			}
			t.Errorf("%s (%s): %s %s outside narration: put it in the catalogue", fset.Position(bl.Pos()), decl, what, bl.Value)
			return true
		})
	}
}

// englishSentence: a capitalised word ("The", "A", not "SELECT"), three
// words or more, a final '.', '!' or '?' right after a letter, a digit, a
// quote or a bracket (not an ellipsis ending a usage line, "DIR
// COMMAND...", nor SQL's "WHERE id = ?").
var englishSentence = regexp.MustCompile(`^(A|I|[A-Z][a-z'’]+)(\s+\S+){2,}[\p{L}\p{N}"'’»)\]>][.!?]$`)

// repoPath is path relative to the repository's root, with slashes.
func repoPath(path string) string {
	rel, err := filepath.Rel("../..", path)
	if err != nil {
		return path
	}
	return filepath.ToSlash(rel)
}

func isCyrillic(r rune) bool { return unicode.Is(unicode.Cyrillic, r) }

// declName is the name of a top-level function or of the first name a
// var or const declaration declares.
func declName(d ast.Decl) string {
	switch d := d.(type) {
	case *ast.FuncDecl:
		return d.Name.Name
	case *ast.GenDecl:
		for _, s := range d.Specs {
			if vs, ok := s.(*ast.ValueSpec); ok && len(vs.Names) > 0 {
				return vs.Names[0].Name
			}
		}
	}
	return ""
}
