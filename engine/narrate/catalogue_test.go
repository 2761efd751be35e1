package narrate

import (
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"labyrinth/dsl/maze"
	"labyrinth/dsl/rules"
	"labyrinth/engine"
)

// declared returns the names and values of the constants of type typ in
// the package's catalogue files, read from the source: a constant added
// without an entry cannot hide.
func declared(t *testing.T, typ string) map[string]string {
	t.Helper()
	files, err := filepath.Glob("catalogue*.go")
	if err != nil {
		t.Fatal(err)
	}
	out := map[string]string{}
	for _, name := range files {
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(token.NewFileSet(), name, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		declaredIn(f, typ, out)
	}
	if len(out) == 0 {
		t.Fatalf("no constants of type %s in catalogue*.go", typ)
	}
	return out
}

func declaredIn(f *ast.File, typ string, out map[string]string) {
	for _, d := range f.Decls {
		g, ok := d.(*ast.GenDecl)
		if !ok || g.Tok != token.CONST {
			continue
		}
		for _, s := range g.Specs {
			vs := s.(*ast.ValueSpec)
			if id, ok := vs.Type.(*ast.Ident); !ok || id.Name != typ {
				continue
			}
			for i, n := range vs.Names {
				lit := vs.Values[i].(*ast.BasicLit)
				out[n.Name] = strings.Trim(lit.Value, `"`)
			}
		}
	}
}

var placeholderRx = regexp.MustCompile(`\{[^{}]*\}`)

// yoWords are words the catalogue writes with «ё» (one spelling
// throughout): «ещё», «идёт», «несёт», «чёрт», «вперёд», «прошёл»…
var yoWords = regexp.MustCompile(`(^|[^а-яё])(еще|идет|несет|черт\p{L}*|вперед|нашел|прошел|пошел|берешь|перекресток|полет\p{L}*)($|[^а-яё])`)

func placeholders(s string) []string {
	p := placeholderRx.FindAllString(s, -1)
	slices.Sort(p)
	return slices.Compact(p)
}

// TestCatalogueComplete: every key has a Russian and an English sentence,
// the feminine form (when there is one) differs from the masculine, and
// every form has the same placeholders, so that whatever fills one fills
// all.
func TestCatalogueComplete(t *testing.T) {
	if len(declaredKeys) < 500 {
		t.Fatalf("only %d keys declared", len(declaredKeys))
	}
	seen := map[string]bool{}
	for _, k := range declaredKeys {
		name := k.name
		if seen[name] {
			t.Errorf("the key %q is declared twice", name)
		}
		seen[name] = true
		e, ok := catalogue[k]
		if !ok {
			t.Errorf("%q has no entry in the catalogue", name)
			continue
		}
		if strings.TrimSpace(e.ru) == "" || strings.TrimSpace(e.en) == "" {
			t.Errorf("%s: ru %q, en %q: a language is missing", name, e.ru, e.en)
		}
		if e.ruF == e.ru {
			t.Errorf("%s: the feminine form repeats the masculine; leave it empty", name)
		}
		if w := agreesWithAMan(name, e); w != "" {
			t.Errorf("%s: %q agrees with a man, and there is no feminine form (about someone else: list it in agreesWithNoOne)", name, w)
		}
		want := placeholders(e.ru)
		for lang, s := range map[string]string{"ru (f)": e.ruF, "en": e.en} {
			if s == "" {
				continue
			}
			if got := placeholders(s); !slices.Equal(got, want) {
				t.Errorf("%s: %s has placeholders %v, ru has %v", name, lang, got, want)
			}
		}
		if strings.Contains(e.ru+e.ruF, "е"+"\u0308") {
			t.Errorf("%s: write «ё» as one letter", name)
		}
		for _, w := range yoWords.FindAllString(strings.ToLower(e.ru+" "+e.ruF), -1) {
			t.Errorf("%s: %q is written with «ё» in the catalogue", name, w)
		}
	}
	for _, part := range []map[Key]entry{orderCatalogue, orderErrorCatalogue, hostCatalogue, cliCatalogue, showCatalogue, boardCatalogue, mailCatalogue, kitCatalogue, kitRuleCatalogue, cardCatalogue, statusCatalogue, hostCmdCatalogue, webCatalogue} {
		for k, e := range part {
			if catalogue[k] != e {
				t.Errorf("key %q is in the catalogue twice", k)
			}
		}
	}
	for k := range catalogue {
		if !seen[k.name] {
			t.Errorf("catalogue entry %q has no declared Key", k)
		}
	}
	for name, val := range declared(t, "Noun") {
		f, ok := nouns[Noun(val)]
		if !ok || f.ruOne == "" || f.ruFew == "" || f.ruMany == "" || f.enOne == "" || f.enOther == "" {
			t.Errorf("noun %s: forms %+v incomplete", name, f)
		}
	}
}

// TestMissingKey: an unknown key is shown, never a panic.
func TestMissingKey(t *testing.T) {
	if got := Text(Key{"no.such.key"}, engine.LangRussian, engine.GenderFeminine); got != "[no.such.key]" {
		t.Errorf("got %q", got)
	}
	if got := Count(engine.LangEnglish, Noun("no-such-noun"), 3); got != "3 [no-such-noun]" {
		t.Errorf("got %q", got)
	}
}

// TestCount: numerals agree with the noun: «1 ход, 2 хода, 5 ходов,
// 11 ходов, 21 ход, 22 хода».
func TestCount(t *testing.T) {
	for n, want := range map[int]string{1: "1 ход", 2: "2 хода", 4: "4 хода", 5: "5 ходов", 11: "11 ходов", 12: "12 ходов",
		14: "14 ходов", 21: "21 ход", 22: "22 хода", 25: "25 ходов", 101: "101 ход", 111: "111 ходов", 0: "0 ходов"} {
		if got := Count(engine.LangRussian, NounTurn, n); got != want {
			t.Errorf("Count(ru, %d) = %q, want %q", n, got, want)
		}
	}
	if got := Count(engine.LangRussian, NounCell, 3); got != "3 клетки" {
		t.Errorf("got %q", got)
	}
	for n, want := range map[int]string{1: "1 turn", 2: "2 turns", 0: "0 turns", 21: "21 turns"} {
		if got := Count(engine.LangEnglish, NounTurn, n); got != want {
			t.Errorf("Count(en, %d) = %q, want %q", n, got, want)
		}
	}
}

// TestAgreement: the listener's gender and the other player's gender each
// pick their forms (source text 001: «Провалился!», «Иди. Подорвался на мине»).
func TestAgreement(t *testing.T) {
	anna := Reader{Seat: 0, Lang: engine.LangRussian, Gender: engine.GenderFeminine}
	boris := Reader{Seat: 1, Lang: engine.LangRussian}
	bob := Reader{Seat: 1, Lang: engine.LangEnglish}
	all := engine.Everyone
	for _, tc := range []struct {
		name string
		ev   engine.Event
		r    Reader
		want string
	}{
		{"B10/moved, to her", engine.Event{To: all, Player: 0, Payload: engine.Moved{Dir: maze.North}}, anna, "Прошла."},
		{"B10/moved, to him", engine.Event{To: all, Player: 1, Payload: engine.Moved{Dir: maze.North}}, boris, "Прошёл."},
		{"B10/moved, in English", engine.Event{To: all, Player: 1, Payload: engine.Moved{Dir: maze.North}}, bob, "You get through."},
		{"V4/her own fall", engine.Event{To: all, Player: 0, Name: "Анна", Gender: engine.GenderFeminine, Payload: engine.Pit{}}, anna, "Провалилась!"},
		{"V4/her fall told to him", engine.Event{To: all, Player: 0, Name: "Анна", Gender: engine.GenderFeminine, Payload: engine.Pit{}}, boris, "Анна провалилась!"},
		{"V4/his fall told to her", engine.Event{To: all, Player: 1, Name: "Борис", Payload: engine.Pit{}}, anna, "Борис провалился!"},
		{"V8/mine", engine.Event{To: all, Player: 0, Payload: engine.Mine{Turns: 2}}, anna, "Подорвалась на мине: пропускаешь 2 хода."},
		{"V8/mine, five turns", engine.Event{To: all, Player: 1, Payload: engine.Mine{Turns: 5}}, boris, "Подорвался на мине: пропускаешь 5 ходов."},
		{"V8/mine, in English", engine.Event{To: all, Player: 1, Payload: engine.Mine{Turns: 1}}, bob, "You stepped on a mine: you miss 1 turn."},
		{"V21/she is wounded", engine.Event{To: all, Player: 1, Target: 0, TName: "Анна", TGender: engine.GenderFeminine, Payload: engine.Hit{}}, anna, "Ты ранена."},
		{"V21/he hears she is killed", engine.Event{To: all, Player: 1, Target: 0, TName: "Анна", TGender: engine.GenderFeminine, Payload: engine.Hit{Killed: true}}, boris, "Анна убита."},
		{"B16/she won, told to him", engine.Event{To: all, Player: 0, Name: "Анна", Gender: engine.GenderFeminine, Payload: engine.GameOver{}}, boris, "Игра окончена: победила Анна."},
		{"B16/she won", engine.Event{To: all, Player: 0, Name: "Анна", Gender: engine.GenderFeminine, Payload: engine.GameOver{}}, anna, "Ты победила!"},
		{"V11/wall to the north", engine.Event{To: all, Player: 0, Family: rules.FamilyVMK, Payload: engine.Wall{Dir: maze.North}}, anna, "Наверху стенка."},
		{"V16/false treasure", engine.Event{To: all, Player: 0, Family: rules.FamilyVMK, Payload: engine.LeftFalse{}}, anna, "Иди. Ложный клад."},
		{"V14/treasure", engine.Event{To: all, Player: 0, Payload: engine.TreasureHere{}}, anna, "Клад!"},
		{"D4/outer wall", engine.Event{To: all, Player: 0, Payload: engine.Wall{Outer: true}}, anna, "Стена лабиринта."},
		{"C13/minotaur", engine.Event{To: all, Player: 0, Payload: engine.Creature{Reason: engine.ReasonMinotaurSaw}}, anna, "Кого-то увидел минотавр."},
		{"B13/refused when wounded", engine.Event{To: all, Player: 0, Payload: engine.Refused{Reason: engine.ReasonWounded}}, anna, "Ты ранена: оружием пользоваться нельзя."},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := Event(&tc.ev, tc.r); got != tc.want {
				t.Errorf("got %q, want %q", got, tc.want)
			}
		})
	}
}

// TestCounted: a counted sentence says its number with the noun's form
// for that number, in the case the sentence needs («больше 1 мины», «больше
// 5 мин»), and leaves other placeholders to vars.
func TestCounted(t *testing.T) {
	for _, tc := range []struct {
		k    Key
		l    Lang
		n    int
		want string
	}{
		{KeyKitRuleLimitMines, engine.LangRussian, 1, "Больше 1 мины не унести."},
		{KeyKitRuleLimitMines, engine.LangRussian, 2, "Больше 2 мин не унести."},
		{KeyKitRuleLimitMines, engine.LangRussian, 21, "Больше 21 мины не унести."},
		{KeyKitRuleLimitMines, engine.LangEnglish, 1, "No one carries more than 1 mine."},
		{KeyKitRuleKitMines, engine.LangRussian, 5, "У каждого с собой 5 мин."},
		{KeyKitRuleKitCement, engine.LangRussian, 2, "У каждого в начале 2 мешка цемента."},
		{KeyKitRuleMoveBumps, engine.LangRussian, 1, "После «стенки» можно пробовать другие направления, всего до 1 раза за ход."},
		{KeyKitRuleStalkerPenalties, engine.LangEnglish, 3, "A stalker with 3 penalty points is out."},
		{KeySimHears, engine.LangEnglish, 3, "{name} hears: {report}"},
	} {
		if got := Counted(tc.k, tc.l, engine.GenderMasculine, tc.n); got != tc.want {
			t.Errorf("Counted(%s, %s, %d) = %q, want %q", tc.k, tc.l, tc.n, got, tc.want)
		}
	}
}

// TestRuleCardsCounted: every option's sentence of the rule cards is
// filled by Counted alone, in both languages: a placeholder there is {n}
// or a noun, or {said}, the host's answer at the outer wall, which both
// callers pass, or {actions}, a turn's actions, which printouts passes. (The answers quote the host, {said}: printouts fills it
// and its TestCardAnswers checks.)
func TestRuleCardsCounted(t *testing.T) {
	for _, part := range []map[Key]entry{kitRuleCatalogue, cardCatalogue} {
		for k := range part {
			if k == KeyCardSummary || strings.HasPrefix(k.name, "kit.answer.") {
				continue // not an option's line: filled by its caller
			}
			for _, l := range []Lang{engine.LangRussian, engine.LangEnglish} {
				if s := Counted(k, l, engine.GenderFeminine, 2, "said", "x", "actions", "y"); strings.ContainsAny(s, "{}") {
					t.Errorf("%s (%s): %q keeps a placeholder", k, l, s)
				}
			}
		}
	}
}

// TestRuleCardsNameOptions: every sentence of the rule cards names an
// option of package rules and, after "=", a value it takes: a sentence
// for a renamed option or value would never be said.
func TestRuleCardsNameOptions(t *testing.T) {
	opts := map[string]rules.KeyInfo{}
	for _, ki := range rules.Keys() {
		opts[ki.Key] = ki
	}
	notOptions := map[Key]bool{KeyCardHeading: true, KeyCardSummary: true, KeyCardNoKit: true, KeyCardExample: true}
	n := 0
	for k := range catalogue {
		name, ok := strings.CutPrefix(k.name, "kit.rule.")
		if !ok {
			name, ok = strings.CutPrefix(k.name, "card.")
		}
		if !ok || notOptions[k] {
			continue
		}
		n++
		key, v, hasValue := strings.Cut(name, "=")
		ki, ok := opts[key]
		switch {
		case !ok:
			t.Errorf("%s: no option %q", k, key)
		case !hasValue:
		case ki.Type == "enum" && !slices.Contains(ki.Values, v),
			ki.Type == "bool" && v != "yes" && v != "no",
			ki.Type == "int" && strings.Trim(v, "0123456789") != "":
			t.Errorf("%s: %q is not a value of %s (%s)", k, v, key, ki.Type)
		}
	}
	if n < 120 { // the mail card shares the kit's impersonal lines
		t.Errorf("only %d option sentences", n)
	}
}

// masculinePast finds a Russian verb in the masculine past tense
// («прошёл», «провалился») or a masculine short participle («ранен»,
// «убит»), or a noun that looks like one («арсенал»).
var masculinePast = regexp.MustCompile(`\p{L}+([аеиоуыяё]л|[аеиоуыяё]лся|шёл|ранен|убит)([^\p{L}]|$)`)

// looksPast are the nouns masculinePast finds.
var looksPast = regexp.MustCompile(`(?i)^(арсенал|выстрел|кинжал|журнал|подвал|угол|правил)`)

// impersonal are the prefixes of the keys that speak about no one in
// particular: the kit, the rule cards, the legends, the command line's
// tables. A sentence there says «игрок вышел» of any player.
var impersonal = []string{"kit.", "card.", "legend.", "sim.", "play.", "hostcmd.", "cell.", "show.", "board.", "status."}

// agreesWithNoOne are the sentences spoken to a player whose masculine
// past tense is about someone or something else.
var agreesWithNoOne = map[string]string{
	"limp.other":                           "«противник захромал»",
	"boomerang.back":                       "the boomerang",
	"boomerang.broke":                      "the boomerang",
	"reason.entrance-taken":                "another stalker",
	"reason.bear-eats":                     "the bear",
	"reason.minotaur-saw":                  "the minotaur",
	"reason.minotaur-eats":                 "the minotaur",
	"reason.mined-treasure":                "the treasure",
	"reason.pirate":                        "the pirate",
	"reason.givi":                          "Givi",
	"mail.placed":                          "the referee",
	"order.error.unreadable":               "the referee",
	"order.error.shot-hits-whoever-shares": "the shot",
	"web.login.hint":                       "the host's code",
	"web.withheld":                         "the code",
}

// agreesWithAMan returns the word of entry e, spoken to a player, that
// agrees with a man when e has no feminine form to agree with a woman.
func agreesWithAMan(name string, e entry) string {
	if e.ruF != "" || agreesWithNoOne[name] != "" {
		return ""
	}
	for _, p := range impersonal {
		if strings.HasPrefix(name, p) {
			return ""
		}
	}
	for _, m := range masculinePast.FindAllString(e.ru, -1) {
		if !looksPast.MatchString(m) {
			return m
		}
	}
	return ""
}
