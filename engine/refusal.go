package engine

import "fmt"

// Reason says why an order was refused, or what a creature or a Stalker
// trap did. Each has a Russian and an English text (Text).
type Reason uint8

const (
	ReasonNone            Reason = iota
	ReasonGameOver               // the game is over
	ReasonNotYourTurn            // another player is to move
	ReasonEmptyTurn              // a turn with no action
	ReasonTooMany                // more actions than the turn allows (B8, D7, D8)
	ReasonMoveNotLast            // a compound turn ends with its move (V24)
	ReasonNoGrenades             // no grenades left (B11)
	ReasonNoBullets              // no bullets left (B12)
	ReasonNoBricks               // no bricks left (V23)
	ReasonNoCement               // no cement (M13, I3)
	ReasonNoMines                // no mines to leave (V9)
	ReasonNoBoomerang            // no boomerang (M17)
	ReasonWounded                // wounded players use no weapon (B13)
	ReasonWoundedTreasure        // wounded players cannot pick up treasure (B13)
	ReasonGhost                  // ghosts use no weapons and carry nothing (I2)
	ReasonNotAllowed             // the rules in force have no such action
	ReasonNotPlaced              // choose a start cell first (B6, D3)
	ReasonPlaced                 // the start cell is already chosen
	ReasonBadStart               // not a cell one can start on
	ReasonNotCarrying            // you carry no treasure
	ReasonNoDrop                 // treasures cannot be dropped, only swapped (D13)
	ReasonNotSatEnough           // sit jump.sit turns before jumping (V12)
	ReasonNoArsenal              // there is no arsenal here (V7)
	ReasonBadDir                 // no such direction here
	ReasonNoStairs               // no stairs here (T1)
	ReasonAlreadyWall            // there is a wall there already (V23)
	ReasonNothingToLoot          // nobody to loot here (T4)
	ReasonNoNuts                 // no nuts left (S4)
	ReasonTooFar                 // more steps than the dice gave (S3)
	ReasonDead                   // you are out of play this turn
	ReasonNoWeapon               // nothing to stab with (B21, T8)
	ReasonNoTreasure             // there is no treasure here (V14)
	ReasonNotEntrance            // a stalker starts from an entrance of the zone (S1)
	ReasonEntranceTaken          // another stalker starts from that entrance (S1)
	reasonRefusalEnd

	// News, not refusals.
	ReasonBearMet       // the bear wounded you (M9)
	ReasonBearEats      // the bear ate you (T9, I8)
	ReasonBearHit       // you hit the bear (M9, T9)
	ReasonBearKilled    // you killed the bear (T9)
	ReasonMinotaurSaw   // «Кого-то увидел минотавр» (C13)
	ReasonMinotaurTrail // «Минотавр идёт по следу» (C13)
	ReasonMinotaurEats  // the minotaur ate you (C13)
	ReasonRespawn       // you are back somewhere in the maze (T9)
	ReasonWeb           // stuck in a web: skip a turn (S5)
	ReasonJelly         // witch's jelly: skip a turn, back to the last stop (S5)
	ReasonPenalty       // a second-kind trap: a penalty point, back to the last stop (S6)
	ReasonOutPenalties  // three penalty points: out (S6)
	ReasonNutTrap       // a nut found a trap (S4); Cell = trap kind via N
	ReasonBall          // the golden ball (S1)
	ReasonGalosh        // you have a galosh (S9)
	ReasonGaloshSaved   // the galosh saved you from the cabbage (S9)
	ReasonLooted        // you looted a body (T4)
	ReasonRubberRoom    // there was a rubber wall or room (M10, I7)
	ReasonKnife         // you return with a knife (T8)
	ReasonGhostWalks    // you died and walk as a ghost (I2)
	ReasonMinedTreasure // the treasure exploded (I1)
	ReasonNoStopInRiver // no stopping in the river (S8)
	ReasonCache         // you picked up what an eaten player left (I8)
	ReasonNutNothing    // the nut found nothing (S4)
	ReasonPirate        // the pirate took your treasure (C15)
	ReasonGivi          // «Гиви» sent you out of the maze (C15)
	ReasonCow           // the shot hit the cow, harmlessly (C15)
	ReasonMirror        // the shot came back from a mirror (C15)
	ReasonEyes          // eyes seen at the end of a corridor, Dir (C15)
	ReasonGaloshOffer   // the institute offers a galosh (S9)
	ReasonNoGalosh      // galoshes are given only at the institute (S9)
)

var reasonText = map[Reason][2]string{
	ReasonGameOver:        {"Игра окончена.", "The game is over."},
	ReasonNotYourTurn:     {"Сейчас не твой ход.", "It is not your turn."},
	ReasonEmptyTurn:       {"В ходе нет ни одного действия.", "The turn holds no action."},
	ReasonTooMany:         {"Столько действий за один ход нельзя.", "That is more actions than one turn allows."},
	ReasonMoveNotLast:     {"Ход заканчивается перемещением: оно должно быть последним.", "A turn ends with its move: the move must come last."},
	ReasonNoGrenades:      {"Гранат больше нет.", "You have no grenades left."},
	ReasonNoBullets:       {"Патронов больше нет.", "You have no bullets left."},
	ReasonNoBricks:        {"Кирпичей больше нет.", "You have no bricks left."},
	ReasonNoCement:        {"Цемента нет.", "You have no cement."},
	ReasonNoMines:         {"Мин нет.", "You have no mines."},
	ReasonNoBoomerang:     {"Бумеранга нет.", "You have no boomerang."},
	ReasonWounded:         {"Раненый не может пользоваться оружием.", "A wounded player cannot use a weapon."},
	ReasonWoundedTreasure: {"Раненый не может взять клад.", "A wounded player cannot pick up a treasure."},
	ReasonGhost:           {"Привидение не носит оружия и кладов.", "A ghost carries no weapons and no treasure."},
	ReasonNotAllowed:      {"По этим правилам так нельзя.", "These rules have no such order."},
	ReasonNotPlaced:       {"Сначала назови клетку, с которой начинаешь.", "Name your start cell first."},
	ReasonPlaced:          {"Начальная клетка уже выбрана.", "Your start cell is already chosen."},
	ReasonBadStart:        {"С этой клетки начинать нельзя.", "You cannot start on that cell."},
	ReasonNotCarrying:     {"У тебя нет клада.", "You carry no treasure."},
	ReasonNoDrop:          {"Клад нельзя бросить, только обменять на другой.", "A treasure cannot be dropped, only swapped for another."},
	ReasonNotSatEnough:    {"Чтобы прыгнуть, надо отсидеть положенные ходы.", "You must sit the agreed turns before jumping."},
	ReasonNoArsenal:       {"Здесь нет арсенала.", "There is no arsenal here."},
	ReasonBadDir:          {"Так пойти нельзя.", "There is no such direction here."},
	ReasonNoStairs:        {"Здесь нет лестницы.", "There are no stairs here."},
	ReasonAlreadyWall:     {"Там уже стена.", "There is a wall there already."},
	ReasonNothingToLoot:   {"Обирать некого.", "There is nobody to loot here."},
	ReasonNoNuts:          {"Гаек больше нет.", "You have no nuts left."},
	ReasonTooFar:          {"Столько шагов не выпало.", "The dice did not give that many steps."},
	ReasonDead:            {"Ты выбыл на этот ход.", "You are out this turn."},
	ReasonNoWeapon:        {"Нечем ударить.", "You have nothing to strike with."},
	ReasonNoTreasure:      {"Здесь нет клада.", "There is no treasure here."},
	ReasonNotEntrance:     {"Сталкер начинает с одного из входов в зону.", "A stalker starts from one of the entrances of the zone."},
	ReasonEntranceTaken:   {"С этого входа уже начал другой сталкер.", "Another stalker has started from that entrance."},

	ReasonBearMet:       {"Медведь! Ты ранен.", "The bear! You are wounded."},
	ReasonBearEats:      {"Тебя съел медведь.", "The bear ate you."},
	ReasonBearHit:       {"Попал в медведя.", "You hit the bear."},
	ReasonBearKilled:    {"Медведь убит.", "The bear is dead."},
	ReasonMinotaurSaw:   {"Кого-то увидел минотавр.", "The minotaur saw someone."},
	ReasonMinotaurTrail: {"Минотавр идёт по следу.", "The minotaur follows the trail."},
	ReasonMinotaurEats:  {"Тебя съел минотавр.", "The minotaur ate you."},
	ReasonRespawn:       {"Ты снова в лабиринте.", "You are back in the maze."},
	ReasonWeb:           {"Паутина! Пропускаешь следующий ход.", "A web! You skip the next turn."},
	ReasonJelly:         {"Ведьмин студень! Пропускаешь ход и возвращаешься на прошлую стоянку.", "Witch's jelly! You skip a turn and go back to your last stop."},
	ReasonPenalty:       {"Ловушка! Штрафное очко, возвращаешься на прошлую стоянку.", "A trap! A penalty point; back to your last stop."},
	ReasonOutPenalties:  {"Третье штрафное очко: ты выбыл.", "A third penalty point: you are out."},
	ReasonNutTrap:       {"Гайка нашла ловушку.", "The nut found a trap."},
	ReasonBall:          {"Золотой шар!", "The golden ball!"},
	ReasonGalosh:        {"Ты получил галошу.", "You got a galosh."},
	ReasonGaloshSaved:   {"Галоша спасла от чёртовой капусты.", "The galosh saved you from the devil's cabbage."},
	ReasonLooted:        {"Ты обобрал тело.", "You looted the body."},
	ReasonRubberRoom:    {"Там была резиновая стена.", "That was a rubber wall."},
	ReasonKnife:         {"Ты вернулся в игру с ножом.", "You are back in play with a knife."},
	ReasonGhostWalks:    {"Ты убит и бродишь привидением до лечебницы.", "You are dead and walk as a ghost until a hospital."},
	ReasonMinedTreasure: {"Клад был заминирован!", "The treasure was mined!"},
	ReasonNoStopInRiver: {"В реке останавливаться нельзя.", "You cannot stop in the river."},
	ReasonNutNothing:    {"Гайка ничего не нашла.", "The nut found nothing."},
	ReasonPirate:        {"Пират отнял у тебя клад.", "The pirate took your treasure."},
	ReasonGivi:          {"Тебя увидел Гиви и выгнал из лабиринта.", "Givi saw you and sent you out of the maze."},
	ReasonCow:           {"Му-у! Ты попал в корову.", "Moo! You hit the cow."},
	ReasonMirror:        {"Дзынь! Пуля отразилась от зеркала.", "Ping! The bullet bounced off a mirror."},
	ReasonCache:         {"Здесь лежало чьё-то оружие: ты его подобрал.", "Someone's weapons lay here: you picked them up."},
	ReasonGaloshOffer:   {"Институт предлагает галошу («беру галошу»): с ней не страшна чёртова капуста, но первая же другая ловушка второго рода выведет тебя из игры.", "The institute offers a galosh («take the galosh»): the devil's cabbage cannot harm you in it, but the first other trap of the second kind puts you out."},
	ReasonNoGalosh:      {"Галошу дают только в институте.", "Galoshes are given only at the institute."},
}

// Text renders the reason in "ru" or "en".
func (r Reason) Text(lang string) string {
	t, ok := reasonText[r]
	if !ok {
		return ""
	}
	if lang == "en" {
		return t[1]
	}
	return t[0]
}

// Refusal is the error Apply returns for an order the rules forbid: the
// player can be told Text and asked for another turn. The state is
// unchanged. Any other error from Apply is an internal one.
type Refusal struct {
	Player PlayerID
	Action ActionKind
	Reason Reason
}

// Error describes the refusal in English, for logs.
func (r *Refusal) Error() string {
	return fmt.Sprintf("order refused (%s): %s", r.Action, r.Reason.Text("en"))
}

// Text renders the refusal for the player, in "ru" or "en".
func (r *Refusal) Text(lang string) string { return r.Reason.Text(lang) }

func refuse(p PlayerID, a ActionKind, r Reason) error {
	return &Refusal{Player: p, Action: a, Reason: r}
}
