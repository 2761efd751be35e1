package campaign

import (
	"slices"
	"strings"
	"testing"

	"labyrinth/dsl/rules"
	"labyrinth/engine"
	"labyrinth/engine/narrate"

	"golang.org/x/text/encoding/charmap"
)

func enc(t *testing.T, cm *charmap.Charmap, s string) string {
	b, err := cm.NewEncoder().String(s)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func TestParseMail(t *testing.T) {
	for _, tc := range []struct {
		name, raw, text string
		auto            bool
	}{
		{"utf-8 plain", "From: Аня <Anya@Example.org>\r\nSubject: [a] ход\r\nContent-Type: text/plain; charset=utf-8\r\n\r\nкод: X\r\nналево\r\n", "налево", false},
		{"koi8-r", "From: a@example.org\r\nContent-Type: text/plain; charset=koi8-r\r\n\r\n" + enc(t, charmap.KOI8R, "иду налево"), "иду налево", false},
		{"windows-1251 quoted-printable", "From: a@example.org\r\nContent-Type: text/plain; charset=windows-1251\r\nContent-Transfer-Encoding: quoted-printable\r\n\r\n=E8=E4=F3 =ED=E0=EB=E5=E2=EE", "иду налево", false},
		{"html only", "From: a@example.org\r\nContent-Type: text/html; charset=utf-8\r\n\r\n<div>code: X</div><div>go <b>west</b></div><blockquote>old</blockquote>", "go west\nold", false},
		{"quoted reply on top", "From: a@example.org\r\n\r\ncode: X\r\nwest\r\n\r\nOn Mon, 23 Nov 2026 the referee wrote:\r\n> Round 1.\r\n> east\r\n", "west", false},
		{"signature", "From: a@example.org\r\n\r\nwest\r\n-- \r\nBob\r\neast\r\n", "west", false},
		{"Russian quote header", "From: a@example.org\r\nContent-Type: text/plain; charset=utf-8\r\n\r\nналево\r\n23 ноября 2026 г. судья написал:\r\n> вверх\r\n", "налево", false},
		{"auto-reply", "From: a@example.org\r\nAuto-Submitted: auto-replied\r\n\r\naway", "away", true},
		{"bounce", "From: MAILER-DAEMON@example.org\r\n\r\nfailed", "failed", true},
		{"list", "From: a@example.org\r\nPrecedence: list\r\n\r\nx", "x", true},
		{"attachment ignored", "From: a@example.org\r\nContent-Type: multipart/mixed; boundary=b\r\n\r\n--b\r\nContent-Type: text/plain\r\n\r\nwest\r\n--b\r\nContent-Type: text/plain\r\nContent-Disposition: attachment; filename=x.txt\r\n\r\neast\r\n--b--\r\n", "west", false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			in, err := ParseMail([]byte(tc.raw))
			if err != nil {
				t.Fatal(err)
			}
			if strings.Contains(tc.raw, "ode: X") && in.Code != "X" {
				t.Errorf("code %q, want X", in.Code)
			}
			if in.Text != tc.text {
				t.Errorf("text %q, want %q", in.Text, tc.text)
			}
			if in.Automatic != tc.auto {
				t.Errorf("automatic %v, want %v", in.Automatic, tc.auto)
			}
			if !strings.HasSuffix(in.From, "example.org") || in.From != strings.ToLower(in.From) {
				t.Errorf("from %q", in.From)
			}
		})
	}
}

func TestPlusAddress(t *testing.T) {
	in, err := ParseMail([]byte("From: a@example.org\r\nTo: Referee <referee+Autumn@example.org>\r\n\r\nwest"))
	if err != nil {
		t.Fatal(err)
	}
	if len(in.Tags) != 1 || in.Tags[0] != "autumn" {
		t.Errorf("tags %v, want [autumn]", in.Tags)
	}
}

func TestSplitCode(t *testing.T) {
	for _, tc := range []struct{ text, code, rest string }{
		{"code: ABCD-EFGH-JKLM\nwest", "ABCD-EFGH-JKLM", "west"},
		{"Код ABCD\nналево", "ABCD", "налево"},
		{"west\npassword=x y", "x y", "west"},
		{"west", "", "west"},
	} {
		code, rest := splitCode(tc.text)
		if code != tc.code || rest != tc.rest {
			t.Errorf("splitCode(%q) = %q, %q; want %q, %q", tc.text, code, rest, tc.code, tc.rest)
		}
	}
}

// TestCardNumbersAgree: a number on the rule card agrees with its noun
// («просиди 1 ход», «3 хода», «5 ходов»; «на 1 клетку»), never «1 ходов».
func TestCardNumbersAgree(t *testing.T) {
	for _, tc := range []struct{ key, v, lang, want string }{
		{"jump.sit", "1", "ru", "просиди 1 ход и прыгай"},
		{"jump.sit", "3", "ru", "просиди 3 хода и прыгай"},
		{"mine.skip", "5", "ru", "На мине пропускаешь 5 ходов."},
		{"swamp.skip", "1", "en", "In a swamp you lose a turn."},
		{"swamp.skip", "2", "en", "In a swamp you lose 2 turns."},
		{"limit.mines", "1", "ru", "Больше 1 мины не унести."},
		{"limit.mines", "5", "ru", "Больше 5 мин не унести."},
		{"limit.mines", "1", "en", "more than 1 mine."},
		{"move.bumps", "2", "ru", "до 2 раз."}, {"move.bumps", "21", "ru", "до 21 раза."},
		{"stalker.penalties", "5", "ru", "Набравший 5 штрафных очков сталкер выбывает."},
		{"boomerang.range", "1", "ru", "не дальше чем на 1 клетку;"},
		{"river.drift", "2", "en", "A river carries a player 2 cells downstream a turn."},
	} {
		got := cardLine(rules.KeyInfo{Key: tc.key, Type: "int"}, tc.v, tc.lang)
		if !strings.Contains(got, tc.want) {
			t.Errorf("%s=%s (%s): %q, want %q in it", tc.key, tc.v, tc.lang, got, tc.want)
		}
	}
}

// TestCardSilentNamesOptions: the values the rule card leaves unsaid are
// real values of real options, and the card says nothing for them.
func TestCardSilentNamesOptions(t *testing.T) {
	for kv := range cardSilent {
		key, v, _ := strings.Cut(kv, "=")
		found := false
		for _, ki := range rules.Keys() {
			if ki.Key != key {
				continue
			}
			found = true
			if ki.Type == "enum" && !slices.Contains(ki.Values, v) || ki.Type == "bool" && v != "yes" {
				t.Errorf("%s: %q is not a value of %s", kv, v, key)
			}
			if s := cardLine(ki, v, "ru"); s != "" {
				t.Errorf("%s: the card says %q", kv, s)
			}
		}
		if !found {
			t.Errorf("%s: no option %q", kv, key)
		}
	}
}

// TestCardSharesTheKitsLines: an option the mail card has no line of its
// own for is said by the paper kit's sentence, so the two cards cannot
// drift apart (a killed player's turns, V21; the limits).
func TestCardSharesTheKitsLines(t *testing.T) {
	for _, tc := range []struct{ key, typ, v, kit string }{
		{"wound", "enum", "killed/3", "kit.rule.wound=killed"},
		{"limit.grenades", "int", "4", "kit.rule.limit.grenades"},
		{"win", "enum", "one", "kit.rule.win=one"},
	} {
		n := 3
		if tc.typ == "int" {
			n = 4
		}
		want := narrate.Counted(narrate.Key(tc.kit), engine.LangRussian, engine.GenderMasculine, n)
		if got := cardLine(rules.KeyInfo{Key: tc.key, Type: tc.typ}, tc.v, "ru"); got != want || got == "" {
			t.Errorf("%s=%s: the mail card says %q, the kit %q", tc.key, tc.v, got, want)
		}
	}
}
