package campaign_test

import (
	"context"
	"strings"
	"testing"

	"labyrinth/pbem/campaign"
)

// TestHostCommandTable: the table of host commands writes the help every
// refusal carries, and finds the command a typo meant.
func TestHostCommandTable(t *testing.T) {
	f := newFixture(t, testConfig)
	ctx := context.Background()
	names := campaign.HostCommands()
	if len(names) != 10 || names[0] != "status" || names[len(names)-1] != "end" {
		t.Fatalf("HostCommands() = %v", names)
	}
	for _, tc := range []struct{ typed, want string }{
		{"pasue", ` (did you mean "pause"?)`}, // two letters swapped are one edit
		{"Resolv", ` (did you mean "resolve"?)`},
		{"resend-faild", ` (did you mean "resend-failed"?)`},
		{"fly", ``},
		{"deadlines-please", ``},
	} {
		t.Run(tc.typed, func(t *testing.T) {
			res, err := f.ref.HostCommand(ctx, "autumn", tc.typed, t0)
			answer, ok := res.Answer, res.Done
			if err != nil || ok {
				t.Fatalf("%q: ok %v, err %v", tc.typed, ok, err)
			}
			first, help, _ := strings.Cut(answer, "\n\n")
			if want := `Not done: unknown command "` + tc.typed + `"` + tc.want; first != want {
				t.Errorf("got %q, want %q", first, want)
			}
			for _, n := range names {
				if n != "resume" && !strings.Contains(help, "\n  "+n+" ") {
					t.Errorf("the help does not list %q:\n%s", n, help)
				}
			}
			if !strings.Contains(help, "\n  pause | resume ") {
				t.Errorf("the help does not list pause | resume:\n%s", help)
			}
			if !strings.Contains(help, "\nThe commands have Russian names too: статус, пауза, продолжить, срок, ") {
				t.Errorf("the help does not name the Russian commands:\n%s", help)
			}
		})
	}
	// A command the game is past: the game is over, whatever the word.
	if res, err := f.ref.HostCommand(ctx, "autumn", "end", t0); !res.Done || err != nil {
		t.Fatalf("end: %v %v", res.Done, err)
	}
	for _, cmd := range []string{"pause", "fly"} {
		res, _ := f.ref.HostCommand(ctx, "autumn", cmd, t0)
		answer, ok := res.Answer, res.Done
		if ok || !strings.HasPrefix(answer, "Not done: the game is over\n") {
			t.Errorf("%s after the end: %v %q", cmd, ok, answer)
		}
	}
	if res, _ := f.ref.HostCommand(ctx, "autumn", "status", t0); !res.Done || res.Command != "status" || !strings.Contains(res.Answer, "Bob") {
		t.Errorf("status after the end: %+v", res)
	}
}

// TestHostCommandsRussian: a host whose language is Russian is answered
// and refused in Russian, with the help by the commands' Russian names;
// the Russian names work whatever the host's language, in any letter
// case, and "did you mean" finds them as it finds the English ones. A
// sentence about a player agrees with the roster's gender.
func TestHostCommandsRussian(t *testing.T) {
	cfg := strings.Replace(testConfig, `"host_lang": "en"`, `"host_lang": "ru"`, 1)
	cfg = strings.Replace(cfg, `"lang": "ru"}`, `"lang": "ru", "gender": "f"}`, 1)
	f := newFixture(t, cfg)
	ctx := context.Background()
	run := func(cmd string, wantOK bool, want string) string {
		t.Helper()
		res, err := f.ref.HostCommand(ctx, "autumn", cmd, t0)
		answer, ok := res.Answer, res.Done
		if err != nil || ok != wantOK {
			t.Fatalf("%q: ok %v, err %v, answer:\n%s", cmd, ok, err, answer)
		}
		if first, _, _ := strings.Cut(answer, "\n\n"); first != want {
			t.Errorf("%q: got %q, want %q", cmd, first, want)
		}
		return answer
	}
	run("Пауза", true, "Игра на паузе. Сроки не истекают, пока ты не пришлёшь «продолжить»; тогда ходу вернётся время, проведённое на паузе.")
	run("продолжить", true, "Игра продолжается. Срок хода 1: 2026-11-23 13:00 UTC.")
	run("срок +2h", true, "Срок хода 1 теперь 2026-11-23 14:00 UTC.")
	run("срок", false, "Не выполнено: после «срок» нужно время (2026-12-01T18:00:00Z) или +ДЛИТЕЛЬНОСТЬ")
	run("deadline +2x", false, "Не выполнено: «2x» — не длительность: пиши, например, +24h, +90m, +2d")
	run("убрать 9", false, "Не выполнено: места «9» нет (места — с 1 по 3)")
	run("убрать 1", true, "Место 1: Аня выбыла из игры, её ходы пропускаются.")
	run("remove Bob", true, "Место 2: Bob выбыл из игры, его ходы пропускаются.")
	run("заменить 2 Борис", false, "Не выполнено: после «заменить» нужно: МЕСТО ИМЯ АДРЕС [ЯЗЫК] [f|m]")
	run("pasue", false, "Не выполнено: неизвестная команда «pasue» (может быть, «pause»?)")
	help := run("паузя", false, "Не выполнено: неизвестная команда «паузя» (может быть, «пауза»?)")
	for _, line := range []string{"\n  статус  ", "\n  пауза | продолжить  ", "\n  срок 2026-12-01 18:00  ", "\n  заменить МЕСТО ИМЯ АДРЕС [ЯЗЫК] [f|m]  ",
		"\nКоманды можно писать и по-английски: " + strings.Join(campaign.HostCommands(), ", ") + ".\n"} {
		if !strings.Contains(help, line) {
			t.Errorf("the Russian help has no %q:\n%s", line, help)
		}
	}
	for _, w := range []string{"статус", "Пауза", "продолжить", "срок", "разыграть", "переслать", "переслать-недоставленные", "убрать", "заменить", "ЗАКОНЧИТЬ", "status", "End"} {
		if !campaign.IsHostCommand(w) {
			t.Errorf("%q is not a host command", w)
		}
	}
	run("закончить", true, "Игра окончена; все получат весь лабиринт.")
	run("пауза", false, "Не выполнено: игра окончена")
}
