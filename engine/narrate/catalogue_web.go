package narrate

// The referee's web pages (pbem/web): the host's pages in the host's
// language, a player's page in the player's, «ты» as in the letters.
// The pages' templates name these keys by their values; pbem/web's tests
// prove every name a template uses is here.
const (
	KeyMailWebLink Key = "mail.weblink" // the last line of a report letter: the player's page

	KeyWebSite          Key = "web.site"
	KeyWebCampaigns     Key = "web.campaigns"
	KeyWebLogout        Key = "web.logout"
	KeyWebLoginTitle    Key = "web.login.title"
	KeyWebLoginLabel    Key = "web.login.label"
	KeyWebLoginButton   Key = "web.login.button"
	KeyWebLoginHint     Key = "web.login.hint"
	KeyWebLoginWrong    Key = "web.login.wrong"
	KeyWebTooMany       Key = "web.toomany"
	KeyWebBadForm       Key = "web.badform"
	KeyWebNotFound      Key = "web.notfound"
	KeyWebBadLink       Key = "web.badlink"
	KeyWebNoCampaigns   Key = "web.nocampaigns"
	KeyWebColCampaign   Key = "web.col.campaign"
	KeyWebColRound      Key = "web.col.round"
	KeyWebColStatus     Key = "web.col.status"
	KeyWebColDeadline   Key = "web.col.deadline"
	KeyWebColOrders     Key = "web.col.orders"
	KeyWebColSitting    Key = "web.col.sitting"
	KeyWebColOutbox     Key = "web.col.outbox"
	KeyWebColSeat       Key = "web.col.seat"
	KeyWebColName       Key = "web.col.name"
	KeyWebColEmail      Key = "web.col.email"
	KeyWebColLang       Key = "web.col.lang"
	KeyWebColMissed     Key = "web.col.missed"
	KeyWebColThisRound  Key = "web.col.thisround"
	KeyWebColLink       Key = "web.col.link"
	KeyWebOrdersOf      Key = "web.ordersof"
	KeyWebAwaited       Key = "web.awaited"
	KeyWebSitsOut       Key = "web.sitsout"
	KeyWebNobody        Key = "web.nobody"
	KeyWebOutboxCounts  Key = "web.outbox.counts"
	KeyWebFailedLetters Key = "web.failed"
	KeyWebRetrying      Key = "web.retrying"
	KeyWebPlayers       Key = "web.players"
	KeyWebMap           Key = "web.map"
	KeyWebMapAfter      Key = "web.map.after"
	KeyWebMapStart      Key = "web.map.start"
	KeyWebMapNone       Key = "web.map.none"
	KeyWebReplay        Key = "web.replay"
	KeyWebReplayShow    Key = "web.replay.show"
	KeyWebReplayLatest  Key = "web.replay.latest"
	KeyWebLog           Key = "web.log"
	KeyWebLogRound      Key = "web.log.round"
	KeyWebCommands      Key = "web.commands"
	KeyWebCmdPause      Key = "web.cmd.pause"
	KeyWebCmdResume     Key = "web.cmd.resume"
	KeyWebCmdDeadline   Key = "web.cmd.deadline"
	KeyWebCmdResolve    Key = "web.cmd.resolve"
	KeyWebCmdReplace    Key = "web.cmd.replace"
	KeyWebCmdRemove     Key = "web.cmd.remove"
	KeyWebCmdResend     Key = "web.cmd.resend"
	KeyWebCmdResendAll  Key = "web.cmd.resendfailed"
	KeyWebCmdEnd        Key = "web.cmd.end"
	KeyWebCmdNewLink    Key = "web.cmd.newlink"
	KeyWebCmdDone       Key = "web.cmd.done"
	KeyWebCmdRefused    Key = "web.cmd.refused"
	KeyWebNewLink       Key = "web.newlink"
	KeyWebFieldSeat     Key = "web.field.seat"
	KeyWebFieldRound    Key = "web.field.round"
	KeyWebFieldName     Key = "web.field.name"
	KeyWebFieldEmail    Key = "web.field.email"
	KeyWebFieldLang     Key = "web.field.lang"
	KeyWebFieldWoman    Key = "web.field.woman"
	KeyWebFieldTime     Key = "web.field.time"
	KeyWebPlayerTitle   Key = "web.player.title"
	KeyWebRoundOpen     Key = "web.round.open"
	KeyWebPaused        Key = "web.paused"
	KeyWebOver          Key = "web.over"
	KeyWebYourOrders    Key = "web.yourorders"
	KeyWebNoOrdersYet   Key = "web.noordersyet"
	KeyWebYouSitOut     Key = "web.yousitout"
	KeyWebSendOrders    Key = "web.sendorders"
	KeyWebSendButton    Key = "web.sendbutton"
	KeyWebOrdersHint    Key = "web.ordershint"
	KeyWebAnswer        Key = "web.answer"
	KeyWebLetters       Key = "web.letters"
	KeyWebNoLetters     Key = "web.noletters"
	KeyWebWithheld      Key = "web.withheld"
	KeyWebInvitation    Key = "web.invitation"
	KeyWebLive          Key = "web.live"
	KeyWebDuelWaiting   Key = "web.duelwaiting"
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
