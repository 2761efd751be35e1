package narrate

// The referee's letters by mail (pbem): to a player in the player's
// language, «ты» in Russian, agreeing with the player's gender; to the
// host in the host's language.
var (
	KeyMailSubjInvite   = key("mail.subj.invite")
	KeyMailSubjConfirm  = key("mail.subj.confirm")
	KeyMailSubjError    = key("mail.subj.error")
	KeyMailSubjReport   = key("mail.subj.report")
	KeyMailSubjHost     = key("mail.subj.host")
	KeyMailSubjReminder = key("mail.subj.reminder")
	KeyMailSubjOver     = key("mail.subj.over")
	KeyMailSubjReply    = key("mail.subj.reply")
	KeyMailSubjRejected = key("mail.subj.rejected")
	KeyMailSubjAbsent   = key("mail.subj.absent")
	KeyMailSubjDelivery = key("mail.subj.delivery")
	KeyMailSubjFlood    = key("mail.subj.flood")
	KeyMailInvite       = key("mail.invite")
	KeyMailInvited      = key("mail.invited") // the invitation's participle, agreeing with the player
	KeyMailConfirm      = key("mail.confirm")
	KeyMailError        = key("mail.error")
	KeyMailNocode       = key("mail.nocode")
	KeyMailWrongcode    = key("mail.wrongcode")
	KeyMailNotag        = key("mail.notag")
	KeyMailFlood        = key("mail.flood")
	KeyMailOldround     = key("mail.oldround")
	KeyMailUnreadable   = key("mail.unreadable")
	KeyMailNoorders     = key("mail.noorders")
	KeyMailPaused       = key("mail.paused")
	KeyMailFromSubject  = key("mail.from-subject") // orders read from the subject of a mail whose body has none
	KeyMailStillStand   = key("mail.still-stand")  // a refused resend: the orders accepted before still count
	KeyMailStale        = key("mail.stale")        // a mail dated long before the round it would count for
	// Why a mail could not be read (mailtext's limits), for the sender.
	KeyMailUnreadableSize   = key("mail.unreadable.size")
	KeyMailUnreadableText   = key("mail.unreadable.text")
	KeyMailUnreadableParts  = key("mail.unreadable.parts")
	KeyMailUnreadableNested = key("mail.unreadable.nested")
	KeyMailUnreadableBroken = key("mail.unreadable.broken")
	KeyMailSizeMiB          = key("mail.size.mib") // a size: «5,0 МБ», "5.0 MiB"
	KeyMailSizeKiB          = key("mail.size.kib")
	KeyMailSizeBytes        = key("mail.size.bytes")
	KeyMailOver             = key("mail.over")
	KeyMailRemoved          = key("mail.removed")
	KeyMailReport           = key("mail.report")
	KeyMailNext             = key("mail.next")
	KeyMailSitting          = key("mail.sitting")
	KeyMailSitout           = key("mail.sitout")
	KeyMailSkipped          = key("mail.skipped")
	KeyMailSatout           = key("mail.satout")
	KeyMailPlaced           = key("mail.placed")
	KeyMailReminder         = key("mail.reminder")
	KeyMailWon              = key("mail.won")
	KeyMailWonMany          = key("mail.won-many")
	KeyMailYouwon           = key("mail.youwon")
	KeyMailNowinner         = key("mail.nowinner")
	KeyMailReveal           = key("mail.reveal")
	KeyMailAbsent           = key("mail.absent")
	KeyMailDelivery         = key("mail.delivery")
	// A duel (D1): each player sends the maze the other explores.
	KeyMailSubjDuelMaze   = key("mail.subj.duel-maze")
	KeyMailSubjDuelBegins = key("mail.subj.duel-begins")
	KeyMailDuelInvite     = key("mail.duel.invite")
	KeyMailDuelNoMaze     = key("mail.duel.no-maze")
	KeyMailDuelTooLarge   = key("mail.duel.too-large")
	KeyMailDuelRejected   = key("mail.duel.rejected")
	KeyMailDuelAccepted   = key("mail.duel.accepted")
	KeyMailDuelBothIn     = key("mail.duel.both-in")
	KeyMailDuelBegins     = key("mail.duel.begins")
	KeyMailDuelNotDuel    = key("mail.duel.not-duel")  // D1: a maze written for other rules
	KeyMailDuelOneFloor   = key("mail.duel.one-floor") // D1
	// An order the referee cannot read: where, and the hint.
	KeyMailOrderAt   = key("mail.order.at")
	KeyMailOrderHint = key("mail.order.hint")
	// Rounds a sit-out covers.
	KeyMailRound  = key("mail.round")
	KeyMailRounds = key("mail.rounds")
)

var mailCatalogue = map[Key]entry{
	KeyMailSubjInvite: {"{tag} Приглашение в «Лабиринт»",
		"",
		"{tag} Your invitation to Labyrinth"},
	KeyMailSubjConfirm: {"{tag} Ход {round}: приказы приняты",
		"",
		"{tag} Round {round}: orders accepted"},
	KeyMailSubjError: {"{tag} Ход {round}: ошибка в приказах",
		"",
		"{tag} Round {round}: error in your orders"},
	KeyMailSubjReport: {"{tag} Ход {round}: отчёт",
		"",
		"{tag} Round {round}: report"},
	KeyMailSubjHost: {"{tag} Ход {round}: полный отчёт ведущего",
		"",
		"{tag} Round {round}: host report"},
	KeyMailSubjReminder: {"{tag} Ход {round}: ждём твои приказы",
		"",
		"{tag} Round {round}: waiting for your orders"},
	KeyMailSubjOver: {"{tag} Игра окончена",
		"",
		"{tag} Game over"},
	KeyMailSubjReply: {"{tag} Ответ судьи",
		"",
		"{tag} Referee's answer"},
	KeyMailSubjRejected: {"{tag} Письмо не принято",
		"",
		"{tag} Mail not accepted"},
	KeyMailSubjAbsent: {"{tag} Игрок пропускает ходы",
		"",
		"{tag} A player is missing turns"},
	KeyMailSubjDelivery: {"{tag} Письмо не доставлено",
		"",
		"{tag} Undeliverable mail"},
	KeyMailSubjFlood: {"{tag} Письма без кода от имени игрока",
		"",
		"{tag} Mail without the code in a player's name"},
	KeyMailInvite: {`Привет, {name}!

Ты {invited} в игру «Лабиринт» (кампания {campaign}). Ведущий: {host}.
Твоё место: {seat} из {seats}.

Твой секретный код: {code}
Храни его в тайне: письмо с приказами без кода не принимается.

Как ходить: напиши на адрес {referee} письмо с темой, содержащей {tag}
(или просто ответь на письмо судьи).
В первой строке — код, дальше — приказы, по одному в строке, например:

  код: {code}
  {example}

(Это только пример: он одинаков для всех и ничего не говорит о лабиринте.)

Срок первого хода: {deadline}.
До срока можно прислать приказы заново — считается последнее письмо.`,
		"",
		`Hello, {name}!

You are {invited} to a game of Labyrinth (campaign {campaign}). Host: {host}.
Your seat: {seat} of {seats}.

Your secret code: {code}
Keep it secret: mail with orders is accepted only with the code.

How to play: mail {referee} with {tag} in the subject
(or simply reply to the referee's mail).
Put the code on the first line and the orders below, one per line:

  code: {code}
  {example}

(This is only an example: it is the same for everyone and tells nothing about the maze.)

The first deadline is {deadline}.
You may resend your orders before the deadline; the last mail counts.`},
	KeyMailInvited: {"приглашён", "приглашена", "invited"},
	KeyMailConfirm: {"Приказы на ход {round} приняты:\n\n{orders}\n\nСрок хода: {deadline}. До срока можно прислать приказы заново.",
		"",
		"Your orders for round {round} are accepted:\n\n{orders}\n\nDeadline: {deadline}. You may resend your orders until then."},
	KeyMailError: {"В приказах на ход {round} ошибка, они НЕ приняты:\n\n{error}\n\nИсправь и пришли снова до {deadline}.",
		"",
		"Your orders for round {round} have an error and were NOT accepted:\n\n{error}\n\nFix them and resend before {deadline}."},
	KeyMailNocode: {"В письме не найден секретный код, оно ничего не изменило.\nПервая строка письма: «код: ТВОЙ-КОД».",
		"",
		"No secret code was found in the mail, so it changed nothing.\nStart the mail with the line \"code: YOUR-CODE\"."},
	KeyMailWrongcode: {"Код в письме не твой, письмо ничего не изменило.\nПроверь код по приглашению; первая строка письма: «код: ТВОЙ-КОД».",
		"",
		"The code in the mail is not yours, so the mail changed nothing.\nCheck the code in your invitation; start the mail with the line \"code: YOUR-CODE\"."},
	KeyMailNotag: {"Письмо не принято: в теме нет метки кампании, а ты играешь в нескольких. Напиши в теме метку нужной:\n  {tags}\nили просто ответь на письмо судьи из этой кампании.",
		"",
		`Mail not accepted: the subject carries no campaign tag, and you play in several campaigns. Put the right one's tag in the subject:
  {tags}
or simply reply to a letter of the referee from that campaign.`},
	KeyMailFlood: {`Место {seat} ({name}, {email}): в ходе {round} пришло уже {count} писем без кода игрока или с чужим кодом. Возможно, кто-то пишет от имени игрока.
До конца хода судья больше не отвечает на такие письма этому игроку; письма игрока с верным кодом принимаются как обычно.`,
		"",
		`Seat {seat} ({name}, {email}): {count} mails in round {round} came without the player's code or with a wrong one. Someone may be writing in the player's name.
Until the round ends the referee answers no more such mail to this player; the player's own mail with the right code counts as usual.`},
	KeyMailOldround: {"Твоё письмо — о ходе {old}, а он уже сыгран. Приказы засчитаны на ход {round}, который идёт сейчас.",
		"",
		"Your mail is about round {old}, which has already been played. The orders count for round {round}, the one open now."},
	KeyMailUnreadable: {"Письмо не прочитано: {error}.\nПришли приказы обычным текстом, без вложений и картинок.",
		"",
		"Your mail could not be read: {error}.\nSend your orders as plain text, without attachments or pictures."},
	KeyMailNoorders: {"В письме нет приказов. Напиши приказы под строкой с кодом.",
		"",
		"The mail holds no orders. Write them below the code line."},
	KeyMailFromSubject: {"В самом письме приказов нет, поэтому они прочитаны из темы письма.\n\n",
		"",
		"The mail itself held no orders, so they were read from its subject.\n\n"},
	KeyMailStillStand: {"\n\nПриказы на ход {round}, принятые от тебя раньше, остаются в силе.",
		"",
		"\n\nThe orders for round {round} you sent before still stand."},
	KeyMailStale: {"Письмо датировано {date}, а приказы на ход {round} принимаются с {opened}: похоже, это старое письмо, отправленное ещё раз. Оно ничего не изменило.\nЕсли это новые приказы, напиши новое письмо.",
		"",
		"The mail is dated {date}, but orders for round {round} are taken from {opened}: it looks like an old mail sent again, so it changed nothing.\nIf these are new orders, write a new mail."},
	KeyMailUnreadableSize: {"письмо слишком большое ({size}, можно не больше {limit})",
		"",
		"the mail is too large ({size}; the limit is {limit})"},
	KeyMailUnreadableText: {"текст письма слишком длинный ({size}, можно не больше {limit})",
		"",
		"the text of the mail is too long ({size}; the limit is {limit})"},
	KeyMailUnreadableParts: {"в письме слишком много частей (больше {limit})",
		"",
		"the mail has too many parts (more than {limit})"},
	KeyMailUnreadableNested: {"части письма вложены друг в друга слишком глубоко (глубже {limit})",
		"",
		"the parts of the mail are nested too deeply (deeper than {limit})"},
	KeyMailSizeMiB:   {"{n} МБ", "", "{n} MiB"},
	KeyMailSizeKiB:   {"{n} КБ", "", "{n} KiB"},
	KeyMailSizeBytes: {"{n} байт", "", "{n} bytes"},
	KeyMailUnreadableBroken: {"письмо повреждено",
		"",
		"the mail is malformed"},
	KeyMailPaused: {"Игра приостановлена ведущим; приказы приняты и будут учтены.",
		"",
		"The host has paused the game; your orders are kept and will count."},
	KeyMailOver: {"Игра уже окончена.",
		"",
		"The game is over."},
	KeyMailRemoved: {"Ты больше не участвуешь в этой игре.",
		"",
		"You no longer play in this game."},
	KeyMailReport: {"Ход {round}.\n\n{note}{report}",
		"",
		"Round {round}.\n\n{note}{report}"},
	KeyMailNext: {"\n\nСледующий ход: {round}, срок: {deadline}.",
		"",
		"\n\nNext: round {round}, deadline {deadline}."},
	KeyMailSitting: {"В ходе {round} ты пропускаешь ход (пропустить нужно {turns}, считая этот), поэтому приказы не приняты — они и не нужны.\nСледующие приказы — на ход {next}, после отчёта о ходе {last}.",
		"",
		"You sit out round {round} ({turns} to sit out, this one included), so these orders are not kept; none are needed.\nYour next orders are for round {next}, after the report of round {last}."},
	KeyMailSitout: {"\n\nТы пропускаешь {turns} ({rounds}): писать судье не нужно. Следующие приказы — на ход {next}.",
		"",
		"\n\nYou sit out {turns} ({rounds}): no mail is needed. Your next orders are for round {next}."},
	KeyMailSkipped: {"Твоих приказов не было: ход пропущен.\n\n",
		"",
		"No orders came from you: your turn was skipped.\n\n"},
	KeyMailSatout: {"Этот ход ты пропускаешь по правилам: приказов от тебя не ждали.\n\n",
		"",
		"You sit this round out by the rules: no orders were needed from you.\n\n"},
	KeyMailPlaced: {"Твоих приказов не было: начальную клетку выбрал судья.\n\n",
		"",
		"No orders came from you: the referee chose your start cell.\n\n"},
	KeyMailReminder: {"Ход {round}: от тебя ещё нет приказов. Срок: {deadline}.",
		"",
		"Round {round}: no orders from you yet. Deadline: {deadline}."},
	KeyMailWonMany: {"Игра окончена. Победители: {names}.", "", "The game is over. Winners: {names}."},
	KeyMailWon: {"Игра окончена. Победитель: {names}.",
		"",
		"The game is over. Winner: {names}."},
	KeyMailYouwon: {"Игра окончена. Ты победил!",
		"Игра окончена. Ты победила!",
		"The game is over. You have won!"},
	KeyMailNowinner: {"Игра окончена, победителя нет.",
		"",
		"The game is over. Nobody has won."},
	KeyMailReveal: {"\n\nВесь лабиринт:\n\n{maze}",
		"",
		"\n\nThe whole maze:\n\n{maze}"},
	KeyMailAbsent: {"Игрок {name} (место {seat}) пропустил {turns} подряд и отмечен отсутствующим.\nЗаменить его: команда «заменить {seat} ИМЯ АДРЕС ЯЗЫК» (и f, если новый игрок — женщина).",
		"Игрок {name} (место {seat}) пропустила {turns} подряд и отмечена отсутствующей.\nЗаменить её: команда «заменить {seat} ИМЯ АДРЕС ЯЗЫК» (и f, если новый игрок — женщина).",
		"Player {name} (seat {seat}) missed {turns} in a row and is marked absent.\nTo replace them, send \"replace {seat} NAME ADDRESS LANG\" (and f for a woman)."},
	KeyMailDelivery: {"Не удалось доставить письмо «{letter}» для {to}: {error}\n\nКогда причина устранена, команда «переслать-недоставленные» отправит его снова.",
		"",
		"Could not deliver \"{letter}\" to {to}: {error}\n\nOnce the cause is fixed, the command resend-failed sends it again."},
	KeyMailSubjDuelMaze:   {"{tag} Дуэль: лабиринт", "", "{tag} Duel: your maze"},
	KeyMailSubjDuelBegins: {"{tag} Дуэль начинается", "", "{tag} The duel begins"},
	KeyMailDuelInvite: {`Привет, {name}!

Тебя вызвали на дуэль «Лабиринт с предметами» (кампания {campaign}). Соперник: {opponent}.
Каждый рисует лабиринт для другого (D1). Пришли на адрес {referee} письмо
с темой, содержащей {tag}, с первой строкой «код: {code}» и файлом .maze во
вложении: лабиринт, который будет проходить {opponent}. Судья проверит его и
ответит; когда оба лабиринта будут приняты, дуэль начнётся.

Твой секретный код: {code} — храни его в тайне.`, "", `Hello, {name}!

You are challenged to a Labyrinth duel (campaign {campaign}). Your opponent: {opponent}.
Each draws a maze for the other (D1). Mail {referee} with {tag} in the subject,
"code: {code}" on the first line and a .maze file attached: the maze {opponent} will
explore. The referee checks it and answers; when both mazes are accepted
the duel begins.

Your secret code: {code}. Keep it secret.`},
	KeyMailDuelNoMaze: {"Игра начнётся, когда оба игрока пришлют по лабиринту. Приложи к письму файл .maze — лабиринт, который будет проходить твой соперник (D1).", "",
		"The game starts when both players have sent a maze. Attach a .maze file: the maze your opponent will explore (D1)."},
	KeyMailDuelTooLarge: {"Файл лабиринта слишком велик.", "", "The maze file is too large."},
	KeyMailDuelRejected: {"Лабиринт не принят:\n\n{error}\n\nИсправь и пришли снова.", "", "Your maze is not accepted:\n\n{error}\n\nFix it and send it again."},
	KeyMailDuelAccepted: {"Твой лабиринт принят. Игра начнётся, когда соперник пришлёт свой; до тех пор можно прислать исправленный.", "",
		"Your maze is accepted. The game starts when your opponent has sent theirs; until then you may send a corrected one."},
	KeyMailDuelBothIn:   {"Твой лабиринт принят. Оба лабиринта получены: игра начинается.", "", "Your maze is accepted. Both mazes are in: the game begins."},
	KeyMailDuelNotDuel:  {"лабиринт написан по правилам «{family}», а нужны правила дуэли: «rules duel { … }» (D1)", "", "the maze is written for the \"{family}\" rules; a duel needs \"rules duel { … }\" (D1)"},
	KeyMailDuelOneFloor: {"в дуэли лабиринт одноэтажный (D1)", "", "a duel maze has one floor (D1)"},
	KeyMailOrderAt:      {"строка {line}, позиция {col}: {msg}", "", "line {line}, column {col}: {msg}"},
	KeyMailOrderHint:    {"подсказка: {hint}", "", "hint: {hint}"},
	KeyMailRound:        {"ход {n}", "", "round {n}"},
	KeyMailRounds:       {"ходы {a}–{b}", "", "rounds {a}–{b}"},
	KeyMailDuelBegins: {"Дуэль начинается: ты в лабиринте соперника. Срок первого хода: {deadline}.", "",
		"The duel begins: you are in your opponent's maze. The first deadline is {deadline}."},
}

func init() {
	for k, e := range mailCatalogue {
		if _, dup := catalogue[k]; !dup {
			catalogue[k] = e
		}
	}
}
