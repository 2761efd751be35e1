package narrate

// The referee's web pages (pbem/web): the host's pages in the host's
// language, a player's page in the player's, «ты» as in the letters.
// The pages' templates name these keys by their values; pbem/web's tests
// prove every name a template uses is here.
var (
	KeyMailWebLink = key("mail.weblink") // the last line of a report letter: the player's page

	KeyWebSite          = key("web.site")
	KeyWebCampaigns     = key("web.campaigns")
	KeyWebLogout        = key("web.logout")
	KeyWebLoginTitle    = key("web.login.title")
	KeyWebLoginLabel    = key("web.login.label")
	KeyWebLoginButton   = key("web.login.button")
	KeyWebLoginHint     = key("web.login.hint")
	KeyWebLoginWrong    = key("web.login.wrong")
	KeyWebTooMany       = key("web.toomany")
	KeyWebBadForm       = key("web.badform")
	KeyWebNotFound      = key("web.notfound")
	KeyWebBadLink       = key("web.badlink")
	KeyWebNoCampaigns   = key("web.nocampaigns")
	KeyWebColCampaign   = key("web.col.campaign")
	KeyWebColRound      = key("web.col.round")
	KeyWebColStatus     = key("web.col.status")
	KeyWebColDeadline   = key("web.col.deadline")
	KeyWebColOrders     = key("web.col.orders")
	KeyWebColSitting    = key("web.col.sitting")
	KeyWebColOutbox     = key("web.col.outbox")
	KeyWebColSeat       = key("web.col.seat")
	KeyWebColName       = key("web.col.name")
	KeyWebColEmail      = key("web.col.email")
	KeyWebColLang       = key("web.col.lang")
	KeyWebColMissed     = key("web.col.missed")
	KeyWebColThisRound  = key("web.col.thisround")
	KeyWebColLink       = key("web.col.link")
	KeyWebOrdersOf      = key("web.ordersof")
	KeyWebAwaited       = key("web.awaited")
	KeyWebSitsOut       = key("web.sitsout")
	KeyWebNobody        = key("web.nobody")
	KeyWebOutboxCounts  = key("web.outbox.counts")
	KeyWebFailedLetters = key("web.failed")
	KeyWebRetrying      = key("web.retrying")
	KeyWebPlayers       = key("web.players")
	KeyWebMap           = key("web.map")
	KeyWebMapAfter      = key("web.map.after")
	KeyWebMapStart      = key("web.map.start")
	KeyWebMapNone       = key("web.map.none")
	KeyWebReplay        = key("web.replay")
	KeyWebReplayShow    = key("web.replay.show")
	KeyWebReplayLatest  = key("web.replay.latest")
	KeyWebLog           = key("web.log")
	KeyWebLogRound      = key("web.log.round")
	KeyWebCommands      = key("web.commands")
	KeyWebCmdPause      = key("web.cmd.pause")
	KeyWebCmdResume     = key("web.cmd.resume")
	KeyWebCmdDeadline   = key("web.cmd.deadline")
	KeyWebCmdResolve    = key("web.cmd.resolve")
	KeyWebCmdReplace    = key("web.cmd.replace")
	KeyWebCmdRemove     = key("web.cmd.remove")
	KeyWebCmdResend     = key("web.cmd.resend")
	KeyWebCmdResendAll  = key("web.cmd.resendfailed")
	KeyWebCmdEnd        = key("web.cmd.end")
	KeyWebCmdNewLink    = key("web.cmd.newlink")
	KeyWebCmdDone       = key("web.cmd.done")
	KeyWebCmdRefused    = key("web.cmd.refused")
	KeyWebNewLink       = key("web.newlink")
	KeyWebFieldSeat     = key("web.field.seat")
	KeyWebFieldRound    = key("web.field.round")
	KeyWebFieldName     = key("web.field.name")
	KeyWebFieldEmail    = key("web.field.email")
	KeyWebFieldLang     = key("web.field.lang")
	KeyWebFieldWoman    = key("web.field.woman")
	KeyWebFieldTime     = key("web.field.time")
	KeyWebPlayerTitle   = key("web.player.title")
	KeyWebRoundOpen     = key("web.round.open")
	KeyWebPaused        = key("web.paused")
	KeyWebOver          = key("web.over")
	KeyWebYourOrders    = key("web.yourorders")
	KeyWebNoOrdersYet   = key("web.noordersyet")
	KeyWebYouSitOut     = key("web.yousitout")
	KeyWebSendOrders    = key("web.sendorders")
	KeyWebSendButton    = key("web.sendbutton")
	KeyWebOrdersHint    = key("web.ordershint")
	KeyWebAnswer        = key("web.answer")
	KeyWebLetters       = key("web.letters")
	KeyWebNoLetters     = key("web.noletters")
	KeyWebWithheld      = key("web.withheld")
	KeyWebInvitation    = key("web.invitation")
	KeyWebLive          = key("web.live")
	KeyWebDuelWaiting   = key("web.duelwaiting")
)

var webCatalogue = map[Key]entry{
	KeyMailWebLink: {"Твоя страница в игре: {link}", "", "Your page in the game: {link}"},

	KeyWebSite:          {"Лабиринт", "", "Labyrinth"},
	KeyWebCampaigns:     {"Кампании", "", "Campaigns"},
	KeyWebLogout:        {"Выйти", "", "Log out"},
	KeyWebLoginTitle:    {"Вход для ведущего", "", "The host's login"},
	KeyWebLoginLabel:    {"Код ведущего или пароль", "", "Host code or password"},
	KeyWebLoginButton:   {"Войти", "", "Log in"},
	KeyWebLoginHint:     {"Код ведущего пришёл в письме о создании кампании; пароль задан в настройках судьи.", "", "The host code came with the campaign's creation; the password is set in the referee's configuration."},
	KeyWebLoginWrong:    {"Не подходит: ни код ведущего, ни пароль.", "", "That is neither a host code nor the password."},
	KeyWebTooMany:       {"Слишком много попыток с этого адреса. Подождите минуту.", "", "Too many tries from this address. Wait a minute."},
	KeyWebBadForm:       {"Форма устарела или пришла с другого сайта. Откройте страницу заново и повторите.", "", "The form has expired or came from another site. Open the page again and retry."},
	KeyWebNotFound:      {"Такой страницы нет.", "", "There is no such page."},
	KeyWebBadLink:       {"Эта ссылка не открывает ничью страницу. Возьми ссылку из последнего письма судьи.", "", "This link opens no page. Take the link from the referee's latest letter."},
	KeyWebNoCampaigns:   {"Кампаний нет.", "", "No campaigns."},
	KeyWebColCampaign:   {"кампания", "", "campaign"},
	KeyWebColRound:      {"ход", "", "round"},
	KeyWebColStatus:     {"состояние", "", "status"},
	KeyWebColDeadline:   {"срок", "", "deadline"},
	KeyWebColOrders:     {"приказы прислали", "", "orders from"},
	KeyWebColSitting:    {"пропускают по правилам", "", "sitting out"},
	KeyWebColOutbox:     {"исходящие", "", "outbox"},
	KeyWebColSeat:       {"место", "", "seat"},
	KeyWebColName:       {"имя", "", "name"},
	KeyWebColEmail:      {"адрес", "", "email"},
	KeyWebColLang:       {"язык", "", "language"},
	KeyWebColMissed:     {"пропущено", "", "missed"},
	KeyWebColThisRound:  {"этот ход", "", "this round"},
	KeyWebColLink:       {"ссылка игрока", "", "player's link"},
	KeyWebOrdersOf:      {"{n} из {of}", "", "{n} of {of}"},
	KeyWebAwaited:       {"ждём", "", "awaited"},
	KeyWebSitsOut:       {"пропускает", "", "sits out"},
	KeyWebNobody:        {"никто", "", "nobody"},
	KeyWebOutboxCounts:  {"в очереди {queued}, отправлено {sent}, не доставлено {failed}", "", "{queued} queued, {sent} sent, {failed} failed"},
	KeyWebFailedLetters: {"Не доставлено", "", "Not delivered"},
	KeyWebRetrying:      {"Ещё не ушло", "", "Not sent yet"},
	KeyWebPlayers:       {"Игроки", "", "Players"},
	KeyWebMap:           {"Карта ведущего", "", "The host's map"},
	KeyWebMapAfter:      {"после хода {round} из {rounds}", "", "after round {round} of {rounds}"},
	KeyWebMapStart:      {"в начале игры", "", "at the start"},
	KeyWebMapNone:       {"Карты нет: {why}", "", "No map: {why}"},
	KeyWebReplay:        {"Ход", "", "Round"},
	KeyWebReplayShow:    {"Показать", "", "Show"},
	KeyWebReplayLatest:  {"к последнему", "", "latest"},
	KeyWebLog:           {"Ход игры, как его видит ведущий", "", "The game as the host's reports tell it"},
	KeyWebLogRound:      {"Ход {round}", "", "Round {round}"},
	KeyWebCommands:      {"Команды ведущего", "", "The host's commands"},
	KeyWebCmdPause:      {"Пауза", "", "Pause"},
	KeyWebCmdResume:     {"Продолжить", "", "Resume"},
	KeyWebCmdDeadline:   {"Новый срок", "", "Set the deadline"},
	KeyWebCmdResolve:    {"Разыграть ход сейчас", "", "Resolve the round now"},
	KeyWebCmdReplace:    {"Заменить игрока", "", "Replace a player"},
	KeyWebCmdRemove:     {"Убрать игрока", "", "Remove a player"},
	KeyWebCmdResend:     {"Переслать отчёт", "", "Resend a report"},
	KeyWebCmdResendAll:  {"Переслать недоставленное", "", "Resend what failed"},
	KeyWebCmdEnd:        {"Закончить игру", "", "End the game"},
	KeyWebCmdNewLink:    {"Новая ссылка", "", "New link"},
	KeyWebCmdDone:       {"Сделано", "", "Done"},
	KeyWebCmdRefused:    {"Не сделано", "", "Not done"},
	KeyWebNewLink:       {"Старая ссылка места {seat} больше не открывает страницу; новая придёт игроку с ближайшим отчётом: {link}", "", "Seat {seat}'s old link opens nothing any more; the new one goes to the player with the next report: {link}"},
	KeyWebFieldSeat:     {"место", "", "seat"},
	KeyWebFieldRound:    {"ход", "", "round"},
	KeyWebFieldName:     {"имя", "", "name"},
	KeyWebFieldEmail:    {"адрес", "", "email"},
	KeyWebFieldLang:     {"язык", "", "language"},
	KeyWebFieldWoman:    {"женщина", "", "a woman"},
	KeyWebFieldTime:     {"срок (UTC)", "", "deadline (UTC)"},
	KeyWebPlayerTitle:   {"{name} в игре {tag}", "", "{name} in {tag}"},
	KeyWebRoundOpen:     {"Идёт ход {round}; срок {deadline}.", "", "Round {round} is open until {deadline}."},
	KeyWebPaused:        {"Игра на паузе.", "", "The game is paused."},
	KeyWebOver:          {"Игра окончена.", "", "The game is over."},
	KeyWebYourOrders:    {"Твои приказы на ход {round} приняты:", "", "Your orders for round {round} are in:"},
	KeyWebNoOrdersYet:   {"Твоих приказов на ход {round} ещё нет.", "", "No orders from you for round {round} yet."},
	KeyWebYouSitOut:     {"В этом ходу за тебя играют правила; приказы не нужны.", "", "The rules play this round for you; no orders are needed."},
	KeyWebSendOrders:    {"Приказы", "", "Orders"},
	KeyWebSendButton:    {"Отправить", "", "Send"},
	KeyWebOrdersHint:    {"Как в письме: по приказу в строке. Последние присланные приказы заменяют прежние; ответ придёт и письмом.", "", "As in a letter: one order a line. The last orders sent replace the earlier ones; the answer is mailed too."},
	KeyWebAnswer:        {"Ответ судьи", "", "The referee's answer"},
	KeyWebLetters:       {"Твои письма от судьи", "", "Your letters from the referee"},
	KeyWebNoLetters:     {"Писем пока нет.", "", "No letters yet."},
	KeyWebWithheld:      {"(текст стёрт после доставки: в нём был секретный код)", "", "(text erased after delivery: it carried a secret code)"},
	KeyWebInvitation:    {"Приглашение в игру", "", "Your invitation"},
	KeyWebLive:          {"Страница обновляется сама, когда ход разыгран.", "", "The page updates itself when the round resolves."},
	KeyWebDuelWaiting:   {"Дуэль ждёт лабиринтов игроков: их присылают письмом.", "", "The duel waits for the players' mazes: they come by mail."},
}

func init() {
	for k, e := range webCatalogue {
		if _, dup := catalogue[k]; !dup {
			catalogue[k] = e
		}
	}
}
