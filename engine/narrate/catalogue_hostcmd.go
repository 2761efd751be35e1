package narrate

// The host's mail commands (pbem/campaign: status, pause, deadline, …):
// their help, their answers and their refusals, in the host's language,
// «ты» in Russian. The command words themselves are the table's
// (pbem/campaign.hostCommands), not the catalogue's; a sentence that names
// one names the word the host writes in that language. A sentence about a
// player in the past tense agrees with the roster's gender for the seat.
var (
	// The help every refusal carries and the host's first letter ends
	// with: the heading, a line per command (its arguments and what it
	// does), and the commands' names in the other language.
	KeyHostCmdHelp             = key("hostcmd.help")
	KeyHostCmdHelpOtherNames   = key("hostcmd.help.other-names")
	KeyHostCmdHelpStatus       = key("hostcmd.help.status")
	KeyHostCmdHelpPause        = key("hostcmd.help.pause")
	KeyHostCmdHelpDeadline     = key("hostcmd.help.deadline")
	KeyHostCmdArgsDeadline     = key("hostcmd.args.deadline")
	KeyHostCmdHelpResolve      = key("hostcmd.help.resolve")
	KeyHostCmdHelpResend       = key("hostcmd.help.resend")
	KeyHostCmdArgsResend       = key("hostcmd.args.resend")
	KeyHostCmdHelpResendFailed = key("hostcmd.help.resend-failed")
	KeyHostCmdHelpRemove       = key("hostcmd.help.remove")
	KeyHostCmdArgsSeat         = key("hostcmd.args.seat")
	KeyHostCmdHelpReplace      = key("hostcmd.help.replace")
	KeyHostCmdArgsReplace      = key("hostcmd.args.replace")
	KeyHostCmdHelpEnd          = key("hostcmd.help.end")
	// The host's first letter: the campaign is open, or a duel waits for
	// its mazes (D1); then the host code, the roster and the help.
	KeyHostCmdLetterOpen    = key("hostcmd.letter.open")
	KeyHostCmdLetterDuel    = key("hostcmd.letter.duel")
	KeyHostCmdLetterPlayers = key("hostcmd.letter.players")
	// A command not done: why, then the help.
	KeyHostCmdNotDone      = key("hostcmd.not-done")
	KeyHostCmdNoCommand    = key("hostcmd.no-command")
	KeyHostCmdUnknown      = key("hostcmd.unknown")
	KeyHostCmdDidYouMean   = key("hostcmd.did-you-mean")
	KeyHostCmdDuelWaiting  = key("hostcmd.duel-waiting") // D1
	KeyHostCmdGameOver     = key("hostcmd.game-over")
	KeyHostCmdNeedsSeat    = key("hostcmd.needs-seat")
	KeyHostCmdNoSeat       = key("hostcmd.no-seat")
	KeyHostCmdNeeds        = key("hostcmd.needs")
	KeyHostCmdNeedsTime    = key("hostcmd.needs-time")
	KeyHostCmdBadTime      = key("hostcmd.bad-time")
	KeyHostCmdBadDuration  = key("hostcmd.bad-duration")
	KeyHostCmdPastTime     = key("hostcmd.past-time") // deadline: a time already gone
	KeyHostCmdBadRound     = key("hostcmd.bad-round")
	KeyHostCmdBadEmail     = key("hostcmd.bad-email")
	KeyHostCmdBadWord      = key("hostcmd.bad-word") // replace: a word after the address that is neither a language nor a gender
	KeyHostCmdNoReport     = key("hostcmd.no-report")
	KeyHostCmdNoFailedMail = key("hostcmd.no-failed-mail")
	// What a command did.
	KeyHostCmdDeadlineSet = key("hostcmd.deadline-set")
	KeyHostCmdEnded       = key("hostcmd.ended")
	KeyHostCmdPaused      = key("hostcmd.paused")
	KeyHostCmdResumed     = key("hostcmd.resumed")
	KeyHostCmdRemoved     = key("hostcmd.removed")
	KeyHostCmdReplaced    = key("hostcmd.replaced")
	KeyHostCmdResent      = key("hostcmd.resent")
	KeyHostCmdRequeued    = key("hostcmd.requeued")
	KeyHostCmdResolved    = key("hostcmd.resolved")
)

// NounFailedMail counts the mail that failed and goes again: «3
// недоставленных письма», "3 failed messages".
const NounFailedMail Noun = "failed-mail"

var hostCmdCatalogue = map[Key]entry{
	KeyHostCmdHelp: {"Команды ведущего: напиши судье со своего адреса письмо с меткой кампании в теме,\nв первой строке — твой код ведущего («код: …»), ниже — одна команда:",
		"",
		"Host commands: mail the referee from your address, with the subject tag,\nyour host code on the first line (\"code: …\") and one command below it:"},
	KeyHostCmdHelpOtherNames: {"Команды можно писать и по-английски: {names}.",
		"",
		"The commands have Russian names too: {names}."},
	KeyHostCmdHelpStatus: {"где сейчас игра", "", "where the game stands"},
	KeyHostCmdHelpPause: {"остановить и снова запустить часы; приказы принимаются, время паузы возвращается ходу",
		"",
		"stop and restart the clock; orders still count, the paused time is given back"},
	KeyHostCmdHelpDeadline: {"назначить срок текущего хода, UTC (или: {word} +12h)",
		"",
		"set the current round's deadline, UTC (or: {word} +12h)"},
	KeyHostCmdArgsDeadline:     {"2026-12-01 18:00", "", "2026-12-01 18:00"},
	KeyHostCmdHelpResolve:      {"разыграть текущий ход, не дожидаясь срока", "", "resolve the current round now"},
	KeyHostCmdHelpResend:       {"прислать игроку отчёт ещё раз (по умолчанию — о последнем ходе)", "", "send a player's report again (default: the last round)"},
	KeyHostCmdArgsResend:       {"МЕСТО [ХОД]", "", "SEAT [ROUND]"},
	KeyHostCmdHelpResendFailed: {"когда причина устранена, снова отправить все недоставленные письма (и приглашения)", "", "queue all mail that failed (invitations too) again, after fixing the cause"},
	KeyHostCmdHelpRemove:       {"игрок выходит из игры: его ходы пропускаются", "", "the player leaves: their turns are skipped"},
	KeyHostCmdArgsSeat:         {"МЕСТО", "", "SEAT"},
	KeyHostCmdHelpReplace:      {"место занимает новый игрок, с новым кодом (f — если это женщина)", "", "a new player takes the seat, with a new code (f for a woman)"},
	KeyHostCmdArgsReplace:      {"МЕСТО ИМЯ АДРЕС [ЯЗЫК] [f|m]", "", "SEAT NAME EMAIL [LANG] [f|m]"},
	KeyHostCmdHelpEnd:          {"закончить игру сейчас; все получат весь лабиринт", "", "end the game now and send everyone the reveal"},

	KeyHostCmdLetterOpen: {"Кампания {name} {tag} открыта. Первый ход заканчивается {deadline}.\n\nТвой код ведущего: {code}",
		"",
		"Campaign {name} {tag} is open. Round 1 ends {deadline}.\n\nYour host code: {code}"},
	KeyHostCmdLetterDuel: {"Дуэль {name} {tag}: ждём лабиринтов от обоих игроков.\n\nТвой код ведущего: {code}",
		"",
		"Duel {name} {tag}: waiting for both players' mazes.\n\nYour host code: {code}"},
	KeyHostCmdLetterPlayers: {"Игроки:", "", "Players:"},

	KeyHostCmdNotDone:    {"Не выполнено: {why}", "", "Not done: {why}"},
	KeyHostCmdNoCommand:  {"в письме нет команды", "", "no command"},
	KeyHostCmdUnknown:    {"неизвестная команда «{word}»", "", "unknown command \"{word}\""},
	KeyHostCmdDidYouMean: {" (может быть, «{word}»?)", "", " (did you mean \"{word}\"?)"},
	KeyHostCmdDuelWaiting: {"дуэль ещё не началась: она ждёт лабиринтов от обоих игроков",
		"",
		"the duel has not begun: it waits for both players' mazes"},
	KeyHostCmdGameOver:  {"игра окончена", "", "the game is over"},
	KeyHostCmdNeedsSeat: {"после «{word}» нужен номер места", "", "{word} needs a seat number"},
	KeyHostCmdNoSeat:    {"места «{seat}» нет (места — с 1 по {seats})", "", "no seat \"{seat}\" (seats are 1 to {seats})"},
	KeyHostCmdNeeds:     {"после «{word}» нужно: {args}", "", "{word} needs {args}"},
	KeyHostCmdNeedsTime: {"после «{word}» нужно время (2026-12-01T18:00:00Z) или +ДЛИТЕЛЬНОСТЬ", "", "{word} needs a time (2026-12-01T18:00:00Z) or +DURATION"},
	KeyHostCmdBadTime:   {"«{text}» — не время: пиши 2026-12-01 18:00 (UTC), 2026-12-01T18:00:00Z или +12h", "", "\"{text}\" is not a time: write 2026-12-01 18:00 (UTC), 2026-12-01T18:00:00Z or +12h"},
	KeyHostCmdPastTime: {"срок {deadline} уже прошёл (сейчас {now}): укажи время позже, например «{word} +12h»; сыграть ход сейчас — «{resolve}»",
		"",
		"{deadline} has already passed (it is {now}): give a later time, such as \"{word} +12h\"; to play the round now, \"{resolve}\""},
	KeyHostCmdBadDuration: {"«{text}» — не длительность: пиши, например, +24h, +90m, +2d",
		"",
		"bad duration \"{text}\" (write e.g. +24h, +90m, +2d)"},
	KeyHostCmdBadRound:     {"«{text}» — не номер хода", "", "\"{text}\" is not a round number"},
	KeyHostCmdBadEmail:     {"«{text}» — не адрес электронной почты", "", "\"{text}\" is not an email address"},
	KeyHostCmdBadWord:      {"«{text}» — не язык и не род: после адреса пиши ru или en и f, если это женщина", "", "\"{text}\" is neither a language nor a gender: after the address write ru or en, and f for a woman"},
	KeyHostCmdNoReport:     {"отчёта о ходе {round} для места {seat} нет (недоставленное приглашение отправит снова «{failed}», новый код даст «{replace}»)", "", "there is no report of round {round} for seat {seat} (an invitation that failed goes again with \"{failed}\"; a new code: \"{replace}\")"},
	KeyHostCmdNoFailedMail: {"недоставленных писем нет", "", "no failed mail to send again"},

	KeyHostCmdDeadlineSet: {"Срок хода {round} теперь {deadline}.", "", "The deadline of round {round} is now {deadline}."},
	KeyHostCmdEnded:       {"Игра окончена; все получат весь лабиринт.", "", "The game is ended; everyone gets the reveal."},
	KeyHostCmdPaused: {"Игра на паузе. Сроки не истекают, пока ты не пришлёшь «{resume}»; тогда ходу вернётся время, проведённое на паузе.",
		"",
		"Paused. Deadlines do not pass until you send \"{resume}\"; then the round gets back the time it was paused."},
	KeyHostCmdResumed: {"Игра продолжается. Срок хода {round}: {deadline}.", "", "Resumed. The deadline of round {round} is {deadline}."},
	KeyHostCmdRemoved: {"Место {seat}: {name} выбыл из игры, его ходы пропускаются.",
		"Место {seat}: {name} выбыла из игры, её ходы пропускаются.",
		"Seat {seat} ({name}) is removed: their turns are skipped."},
	KeyHostCmdReplaced: {"Место {seat}: теперь играет {name} (прежде — {old}); приглашение с новым кодом отправлено.",
		"",
		"Seat {seat}: {name} takes over from {old}; the invitation with a new code is on its way."},
	KeyHostCmdResent:   {"Отчёт о ходе {round} снова отправлен: {name} <{email}>.", "", "The report of round {round} goes again to {name} <{email}>."},
	KeyHostCmdRequeued: {"Снова в очереди на отправку: {failed-mail}.", "", "Queued again: {failed-mail}."},
	KeyHostCmdResolved: {"Ход {round} разыгран; отчёты отправлены.", "", "Round {round} resolved; the reports are on their way."},
}

func init() {
	for k, e := range hostCmdCatalogue {
		if _, dup := catalogue[k]; !dup {
			catalogue[k] = e
		}
	}
	if _, dup := nouns[NounFailedMail]; !dup {
		nouns[NounFailedMail] = nounForms{"недоставленное письмо", "недоставленных письма", "недоставленных писем", "failed message", "failed messages"}
	}
}
