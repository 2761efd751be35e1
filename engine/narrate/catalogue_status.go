package narrate

// Where a campaign stands (pbem/campaign.Summary): what «labyrinth
// campaign status» prints and the host's «status» command and round
// reports show, in the host's language. Columns are separated by tabs and
// aligned by the caller; the statuses are the store's, said in words.
var (
	KeyStatusCampaign       = key("status.campaign")
	KeyStatusPeople         = key("status.people")
	KeyStatusPlayersHeader  = key("status.players.header")
	KeyStatusRoundsHeader   = key("status.rounds.header")
	KeyStatusRoundsState    = key("status.rounds.state")
	KeyStatusRoundOpen      = key("status.round.open")
	KeyStatusOrdersYes      = key("status.orders.yes")
	KeyStatusOrdersMissing  = key("status.orders.missing")
	KeyStatusOrdersSatOut   = key("status.orders.sat-out") // the rules played the seat's turn (V8, D9, V21): nothing was missed
	KeyStatusOutbox         = key("status.outbox")
	KeyStatusMailFailed     = key("status.mail.failed")
	KeyStatusMailWaiting    = key("status.mail.waiting")
	KeyStatusMailRetrying   = key("status.mail.retrying")
	KeyStatusCampaignOpen   = key("status.campaign.open")
	KeyStatusCampaignPaused = key("status.campaign.paused")
	KeyStatusCampaignOver   = key("status.campaign.over")
	KeyStatusPlayerActive   = key("status.player.active")
	KeyStatusPlayerAbsent   = key("status.player.absent")
	KeyStatusPlayerRemoved  = key("status.player.removed")
)

// NounAttemptGen counts delivery attempts after «после»: «после 1
// попытки», «после 5 попыток».
const NounAttemptGen Noun = "attempt.gen"

var statusCatalogue = map[Key]entry{
	KeyStatusCampaign:       {"кампания {name} {tag}: {status}, ход {round}", "", "campaign {name} {tag}: {status}, round {round}"},
	KeyStatusPeople:         {"судья {referee}, ведущий {host}, лабиринт {maze} ({hash})", "", "referee {referee}, host {host}, maze {maze} ({hash})"},
	KeyStatusPlayersHeader:  {"место\tимя\tадрес\tязык\tсостояние\tпропущено", "", "seat\tname\temail\tlang\tstatus\tmissed"},
	KeyStatusRoundsHeader:   {"ход\tсрок\tразрешён", "", "round\tdeadline\tresolved"},
	KeyStatusRoundsState:    {"состояние", "", "state"},
	KeyStatusRoundOpen:      {"идёт", "", "open"},
	KeyStatusOrdersYes:      {"да", "", "yes"},
	KeyStatusOrdersMissing:  {"нет", "", "missing"},
	KeyStatusOrdersSatOut:   {"пропуск по правилам", "", "sat out"},
	KeyStatusOutbox:         {"исходящие: в очереди {queued}, отправлено {sent}, не доставлено {failed}", "", "outbox: {queued} queued, {sent} sent, {failed} failed"},
	KeyStatusMailFailed:     {"не доставлено: {kind} хода {round} для {to} после {attempt.gen}: {error}", "", "failed: {kind} of round {round} to {to} after {attempt.gen}: {error}"},
	KeyStatusMailWaiting:    {"ждёт: {kind} хода {round} для {to}, ещё не отправлено: судья не может отправить почту: {error}", "", "waiting: {kind} of round {round} to {to}, not sent yet: the referee cannot send mail: {error}"},
	KeyStatusMailRetrying:   {"повтор: {kind} хода {round} для {to}, не ушло после {attempt.gen}, следующая попытка {next}: {error}", "", "retrying: {kind} of round {round} to {to}, failed after {attempt.gen}, next {next}: {error}"},
	KeyStatusCampaignOpen:   {"идёт", "", "open"},
	KeyStatusCampaignPaused: {"на паузе", "", "paused"},
	KeyStatusCampaignOver:   {"окончена", "", "over"},
	KeyStatusPlayerActive:   {"играет", "", "active"},
	KeyStatusPlayerAbsent:   {"молчит", "", "absent"},
	KeyStatusPlayerRemoved:  {"вне игры", "", "removed"},
}

func init() {
	for k, e := range statusCatalogue {
		if _, dup := catalogue[k]; !dup {
			catalogue[k] = e
		}
	}
	if _, dup := nouns[NounAttemptGen]; !dup {
		nouns[NounAttemptGen] = nounForms{"попытки", "попыток", "попыток", "attempt", "attempts"}
	}
}
