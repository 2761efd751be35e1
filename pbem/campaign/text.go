package campaign

import "fmt"

// texts holds every sentence the referee writes, in Russian and English.
var texts = map[string][2]string{ // key → {ru, en}
	"subj.invite":   {"%s Приглашение в «Лабиринт»", "%s Your invitation to Labyrinth"},
	"subj.confirm":  {"%s Ход %d: приказы приняты", "%s Round %d: orders accepted"},
	"subj.error":    {"%s Ход %d: ошибка в приказах", "%s Round %d: error in your orders"},
	"subj.report":   {"%s Ход %d: отчёт", "%s Round %d: report"},
	"subj.host":     {"%s Ход %d: полный отчёт ведущего", "%s Round %d: host report"},
	"subj.reminder": {"%s Ход %d: ждём ваши приказы", "%s Round %d: waiting for your orders"},
	"subj.over":     {"%s Игра окончена", "%s Game over"},
	"subj.reply":    {"%s Ответ судьи", "%s Referee's answer"},
	"subj.rejected": {"%s Письмо не принято", "%s Mail not accepted"},
	"subj.absent":   {"%s Игрок пропускает ходы", "%s A player is missing rounds"},
	"subj.delivery": {"%s Письмо не доставлено", "%s Undeliverable mail"},
	"invite": {`Здравствуйте, %s!

Вы приглашены в игру «Лабиринт» (кампания %s). Ведущий: %s.
Ваше место: %d из %d.

Ваш секретный код: %s
Храните его в тайне: письмо с приказами без кода не принимается.

Как ходить: напишите на адрес %s письмо с темой, содержащей %s
(или просто ответьте на письмо судьи).
В первой строке — код, дальше — приказы, по одному в строке, например:

  код: %s
  %s

(Это только пример: он одинаков для всех и ничего не говорит о лабиринте.)

Срок первого хода: %s.
До срока можно прислать приказы заново — считается последнее письмо.`,
		`Hello, %s!

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
	"confirm": {"Приказы на ход %d приняты:\n\n%s\n\nСрок хода: %s. До срока можно прислать приказы заново.",
		"Your orders for round %d are accepted:\n\n%s\n\nDeadline: %s. You may resend your orders until then."},
	"error": {"В приказах на ход %d ошибка, они НЕ приняты:\n\n%s\n\nИсправьте и пришлите снова до %s.",
		"Your orders for round %d have an error and were NOT accepted:\n\n%s\n\nFix them and resend before %s."},
	"nocode": {"В письме не найден секретный код, оно ничего не изменило.\nПервая строка письма: «код: ВАШ-КОД».",
		"No secret code was found in the mail, so it changed nothing.\nStart the mail with the line \"code: YOUR-CODE\"."},
	"wrongcode": {"Код «%s» в письме не ваш, письмо ничего не изменило.\nПроверьте код по приглашению; первая строка письма: «код: ВАШ-КОД».",
		"The code \"%s\" in the mail is not yours, so the mail changed nothing.\nCheck the code in your invitation; start the mail with the line \"code: YOUR-CODE\"."},
	"notag": {"Письмо не принято: в теме нет метки кампании, а вы играете в нескольких. Напишите в теме метку нужной:\n  %s\nили просто ответьте на письмо судьи из этой кампании.",
		"Mail not accepted: the subject carries no campaign tag, and you play in several campaigns. Put the right one's tag in the subject:\n  %s\nor simply reply to a letter of the referee from that campaign."},
	"noorders": {"В письме нет приказов. Напишите приказы под строкой с кодом.", "The mail holds no orders. Write them below the code line."},
	"paused":   {"Игра приостановлена ведущим; приказы приняты и будут учтены.", "The host has paused the game; your orders are kept and will count."},
	"over":     {"Игра уже окончена.", "The game is over."},
	"removed":  {"Вы больше не участвуете в этой игре.", "You no longer play in this game."},
	"report":   {"Ход %d.\n\n%s", "Round %d.\n\n%s"},
	"next":     {"\n\nСледующий ход: %d, срок: %s.", "\n\nNext: round %d, deadline %s."},
	"skipped":  {"Ваших приказов не было: ход пропущен.\n\n", "No orders came from you: your turn was skipped.\n\n"},
	"satout":   {"Этот ход вы пропускаете по правилам: приказов от вас не ждали.\n\n", "You sit this round out by the rules: no orders were needed from you.\n\n"},
	"placed":   {"Ваших приказов не было: начальную клетку выбрал судья.\n\n", "No orders came from you: the referee chose your start cell.\n\n"},
	"reminder": {"Ход %d: от вас ещё нет приказов. Срок: %s.", "Round %d: no orders from you yet. Deadline: %s."},
	"won":      {"Игра окончена. Победитель: %s.", "The game is over. Winner: %s."},
	"nowinner": {"Игра окончена без победителя.", "The game is over with no winner."},
	"reveal":   {"\n\nВесь лабиринт:\n\n%s", "\n\nThe whole maze:\n\n%s"},
	"absent": {"Игрок %s (место %d) пропустил %d ходов подряд и отмечен отсутствующим.\nЗаменить его: команда «replace %d ИМЯ АДРЕС ЯЗЫК».",
		"Player %s (seat %d) missed %d rounds in a row and is marked absent.\nTo replace them, send \"replace %d NAME ADDRESS LANG\"."},
	"delivery": {"Не удалось доставить письмо «%s» для %v: %s\n\nКогда причина устранена, команда resend-failed отправит его снова.",
		"Could not deliver %q to %v: %s\n\nOnce the cause is fixed, the command resend-failed sends it again."},
}

// tr formats a text in a language ("ru" or "en").
func tr(lang, key string, args ...any) string {
	t, ok := texts[key]
	if !ok {
		panic("campaign: no text " + key)
	}
	s := t[0]
	if lang == "en" {
		s = t[1]
	}
	if len(args) == 0 {
		return s
	}
	return fmt.Sprintf(s, args...)
}
