package campaign

import (
	"fmt"

	"labyrinth/engine"
	"labyrinth/pbem/store"
)

// texts holds every sentence the referee writes, in Russian and English.
// text is one sentence of the referee's letters: ru speaks to (or of) a
// man, ruF to (or of) a woman ("" when nothing in the sentence agrees with
// the gender: ru serves both), en in English. Russian letters speak «ты»,
// as the host does at the table.
type text struct{ ru, ruF, en string }

// texts holds every sentence the referee writes, in Russian and English.
var texts = map[string]text{
	"subj.invite":   {"%s Приглашение в «Лабиринт»", "", "%s Your invitation to Labyrinth"},
	"subj.confirm":  {"%s Ход %d: приказы приняты", "", "%s Round %d: orders accepted"},
	"subj.error":    {"%s Ход %d: ошибка в приказах", "", "%s Round %d: error in your orders"},
	"subj.report":   {"%s Ход %d: отчёт", "", "%s Round %d: report"},
	"subj.host":     {"%s Ход %d: полный отчёт ведущего", "", "%s Round %d: host report"},
	"subj.reminder": {"%s Ход %d: ждём твои приказы", "", "%s Round %d: waiting for your orders"},
	"subj.over":     {"%s Игра окончена", "", "%s Game over"},
	"subj.reply":    {"%s Ответ судьи", "", "%s Referee's answer"},
	"subj.rejected": {"%s Письмо не принято", "", "%s Mail not accepted"},
	"subj.absent":   {"%s Игрок пропускает ходы", "", "%s A player is missing rounds"},
	"subj.delivery": {"%s Письмо не доставлено", "", "%s Undeliverable mail"},
	"subj.flood":    {"%s Письма без кода от имени игрока", "", "%s Mail without the code in a player's name"},
	"invite": {inviteRu("приглашён"), inviteRu("приглашена"), `Hello, %s!

You are invited to a game of Labyrinth (campaign %s). Host: %s.
Your seat: %d of %d.

Your secret code: %s
Keep it secret: mail with orders is accepted only with the code.

How to play: mail %s with %s in the subject
(or simply reply to the referee's mail).
Put the code on the first line and the orders below, one a line:

  code: %s
  %s

(This is only an example: it is the same for everyone and tells nothing about the maze.)

The first deadline is %s.
You may resend your orders before the deadline; the last mail counts.`},
	"confirm": {"Приказы на ход %d приняты:\n\n%s\n\nСрок хода: %s. До срока можно прислать приказы заново.", "",
		"Your orders for round %d are accepted:\n\n%s\n\nDeadline: %s. You may resend your orders until then."},
	"error": {"В приказах на ход %d ошибка, они НЕ приняты:\n\n%s\n\nИсправь и пришли снова до %s.", "",
		"Your orders for round %d have an error and were NOT accepted:\n\n%s\n\nFix them and resend before %s."},
	"nocode": {"В письме не найден секретный код, оно ничего не изменило.\nПервая строка письма: «код: ТВОЙ-КОД».", "",
		"No secret code was found in the mail, so it changed nothing.\nStart the mail with the line \"code: YOUR-CODE\"."},
	"wrongcode": {"Код «%s» в письме не твой, письмо ничего не изменило.\nПроверь код по приглашению; первая строка письма: «код: ТВОЙ-КОД».", "",
		"The code \"%s\" in the mail is not yours, so the mail changed nothing.\nCheck the code in your invitation; start the mail with the line \"code: YOUR-CODE\"."},
	"notag": {"Письмо не принято: в теме нет метки кампании, а ты играешь в нескольких. Напиши в теме метку нужной:\n  %s\nили просто ответь на письмо судьи из этой кампании.", "",
		"Mail not accepted: the subject carries no campaign tag, and you play in several campaigns. Put the right one's tag in the subject:\n  %s\nor simply reply to a letter of the referee from that campaign."},
	"flood": {"Место %d (%s, %s): в ходе %d пришло уже %d писем без кода игрока или с чужим кодом. Возможно, кто-то пишет от имени игрока.\nДо конца хода судья больше не отвечает на такие письма этому игроку; письма игрока с верным кодом принимаются как обычно.", "",
		"Seat %d (%s, %s): %[5]d mails in round %[4]d came without the player's code or with a wrong one. Someone may be writing in the player's name.\nUntil the round ends the referee answers no more such mail to this player; the player's own mail with the right code counts as usual."},
	"oldround": {"Твоё письмо — о ходе %d, а он уже сыгран. Приказы засчитаны на ход %d, который идёт сейчас.", "",
		"Your mail is about round %d, which has already been played. The orders count for round %d, the one open now."},
	"unreadable": {"Письмо не прочитано: %s.\nПришли приказы обычным текстом, без вложений и картинок.", "",
		"Your mail could not be read: %s.\nSend your orders as plain text, without attachments or pictures."},
	"noorders": {"В письме нет приказов. Напиши приказы под строкой с кодом.", "", "The mail holds no orders. Write them below the code line."},
	"paused":   {"Игра приостановлена ведущим; приказы приняты и будут учтены.", "", "The host has paused the game; your orders are kept and will count."},
	"over":     {"Игра уже окончена.", "", "The game is over."},
	"removed":  {"Ты больше не участвуешь в этой игре.", "", "You no longer play in this game."},
	"report":   {"Ход %d.\n\n%s", "", "Round %d.\n\n%s"},
	"next":     {"\n\nСледующий ход: %d, срок: %s.", "", "\n\nNext: round %d, deadline %s."},
	"sitting": {"В ходе %d ты пропускаешь ход (пропустить нужно %s, считая этот), поэтому приказы не приняты — они и не нужны.\nСледующие приказы — на ход %d, после отчёта о ходе %d.", "",
		"You sit out round %d (%s to sit out, this one included), so these orders are not kept; none are needed.\nYour next orders are for round %d, after the report of round %d."},
	"sitout": {"\n\nТы пропускаешь %s (%s): писать судье не нужно. Следующие приказы — на ход %d.", "",
		"\n\nYou sit out %s (%s): no mail is needed. Your next orders are for round %d."},
	"skipped":  {"Твоих приказов не было: ход пропущен.\n\n", "", "No orders came from you: your turn was skipped.\n\n"},
	"satout":   {"Этот ход ты пропускаешь по правилам: приказов от тебя не ждали.\n\n", "", "You sit this round out by the rules: no orders were needed from you.\n\n"},
	"placed":   {"Твоих приказов не было: начальную клетку выбрал судья.\n\n", "", "No orders came from you: the referee chose your start cell.\n\n"},
	"reminder": {"Ход %d: от тебя ещё нет приказов. Срок: %s.", "", "Round %d: no orders from you yet. Deadline: %s."},
	"won":      {"Игра окончена. Победитель: %s.", "", "The game is over. Winner: %s."},
	"youwon":   {"Игра окончена. Ты победил!", "Игра окончена. Ты победила!", "The game is over. You have won!"},
	"nowinner": {"Игра окончена без победителя.", "", "The game is over with no winner."},
	"reveal":   {"\n\nВесь лабиринт:\n\n%s", "", "\n\nThe whole maze:\n\n%s"},
	"absent": {"Игрок %s (место %d) пропустил %s подряд и отмечен отсутствующим.\nЗаменить его: команда «replace %d ИМЯ АДРЕС ЯЗЫК».",
		"Игрок %s (место %d) пропустила %s подряд и отмечена отсутствующей.\nЗаменить её: команда «replace %d ИМЯ АДРЕС ЯЗЫК».",
		"Player %s (seat %d) missed %s in a row and is marked absent.\nTo replace them, send \"replace %d NAME ADDRESS LANG\"."},
	"delivery": {"Не удалось доставить письмо «%s» для %v: %s\n\nКогда причина устранена, команда resend-failed отправит его снова.", "",
		"Could not deliver %q to %v: %s\n\nOnce the cause is fixed, the command resend-failed sends it again."},
}

// inviteRu is the Russian invitation, told with the participle that
// agrees with the player («приглашён», «приглашена»).
func inviteRu(invited string) string {
	return `Привет, %s!

Ты ` + invited + ` в игру «Лабиринт» (кампания %s). Ведущий: %s.
Твоё место: %d из %d.

Твой секретный код: %s
Храни его в тайне: письмо с приказами без кода не принимается.

Как ходить: напиши на адрес %s письмо с темой, содержащей %s
(или просто ответь на письмо судьи).
В первой строке — код, дальше — приказы, по одному в строке, например:

  код: %s
  %s

(Это только пример: он одинаков для всех и ничего не говорит о лабиринте.)

Срок первого хода: %s.
До срока можно прислать приказы заново — считается последнее письмо.`
}

// turnsLeft counts turns to sit out: «1 ход», «2 хода», «5 ходов»;
// "1 turn", "2 turns".
func turnsLeft(lang string, n int) string {
	if lang == "en" {
		if n == 1 {
			return "1 turn"
		}
		return fmt.Sprintf("%d turns", n)
	}
	w := "ходов"
	switch {
	case n%100 >= 11 && n%100 <= 14:
	case n%10 == 1:
		w = "ход"
	case n%10 >= 2 && n%10 <= 4:
		w = "хода"
	}
	return fmt.Sprintf("%d %s", n, w)
}

// roundSpan names rounds a to b: «ход 3», «ходы 3–4»; "round 3",
// "rounds 3–4".
func roundSpan(lang string, a, b int) string {
	if a == b {
		return fmt.Sprintf(pick(lang, "ход %d", "round %d"), a)
	}
	return fmt.Sprintf(pick(lang, "ходы %d–%d", "rounds %d–%d"), a, b)
}

// tr formats a text in a language ("ru" or "en") for a man or for
// whoever the sentence need not agree with.
func tr(lang, key string, args ...any) string {
	return trg(lang, engine.GenderMasculine, key, args...)
}

// trg formats a text in a language, agreeing in Russian with gender g.
func trg(lang string, g engine.Gender, key string, args ...any) string {
	t, ok := texts[key]
	if !ok {
		panic("campaign: no text " + key)
	}
	s := t.ru
	switch {
	case lang == "en":
		s = t.en
	case g == engine.GenderFeminine && t.ruF != "":
		s = t.ruF
	}
	if len(args) == 0 {
		return s
	}
	return fmt.Sprintf(s, args...)
}

// genderOf is the grammatical gender the roster gives seat (masculine when
// the roster says nothing or cannot be read).
func genderOf(c *store.Campaign, seat int) engine.Gender {
	cfg, err := campaignConfig(c)
	if err != nil || seat < 0 || seat >= len(cfg.Players) {
		return engine.GenderMasculine
	}
	return cfg.Players[seat].Gender
}
