package narrate_test

import (
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"strings"
	"testing"
	"unicode"
)

// inputWords are the declarations that may hold Russian string literals
// outside narration: words a player or a host writes, which the packages
// read (order words, a language's or a gender's name), never words they
// say.
var inputWords = map[string]bool{
	"engine.ParseLang":    true, // «рус», «англ»
	"engine.ParseGender":  true, // «м», «ж»
	"order.lexicon":       true, // the order language's words (lexicon.go)
	"order.relativeWords": true, // «прямо», «кругом» (B2)
	"order.codeWords":     true, // «код», «пароль»
}

// TestNoWordsOutsideNarration: the engine and the order parser say
// nothing in Russian themselves; every sentence a person reads comes from
// this package's catalogue. The scan covers the packages whose words live
// here (engine, engine/order); the Russian literals left there are words
// players write, which the parser reads (inputWords, and the lexicon's
// files). cmd/labyrinth, pbem and printouts are not scanned: their words
// are not all in the catalogue yet.
func TestNoWordsOutsideNarration(t *testing.T) {
	for _, pkg := range []struct{ dir, name string }{{"..", "engine"}, {"../order", "order"}} {
		files, err := filepath.Glob(filepath.Join(pkg.dir, "*.go"))
		if err != nil || len(files) == 0 {
			t.Fatalf("no Go files in %s: %v", pkg.dir, err)
		}
		for _, f := range files {
			base := filepath.Base(f)
			if strings.HasSuffix(base, "_test.go") || pkg.name == "order" && (base == "lexicon.go" || base == "lex.go") {
				continue
			}
			fs := token.NewFileSet()
			af, err := parser.ParseFile(fs, f, nil, 0)
			if err != nil {
				t.Fatal(err)
			}
			for _, d := range af.Decls {
				name := declName(d)
				if inputWords[pkg.name+"."+name] {
					continue
				}
				ast.Inspect(d, func(n ast.Node) bool {
					if bl, ok := n.(*ast.BasicLit); ok && bl.Kind == token.STRING && strings.ContainsFunc(bl.Value, isCyrillic) {
						t.Errorf("%s (%s): Russian text %s outside narration: put it in the catalogue", fs.Position(bl.Pos()), name, bl.Value)
					}
					return true
				})
			}
		}
	}
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
