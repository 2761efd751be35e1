package engine

import "fmt"

// Reason says why an order was refused, or what a creature or a Stalker
// trap did. Package narrate says it in words.
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

// reasonNames are the reasons' names in the host's log and in errors
// meant for logs; what a player reads is made by package narrate.
var reasonNames = map[Reason]string{
	ReasonGameOver:        "game-over",
	ReasonNotYourTurn:     "not-your-turn",
	ReasonEmptyTurn:       "empty-turn",
	ReasonTooMany:         "too-many",
	ReasonMoveNotLast:     "move-not-last",
	ReasonNoGrenades:      "no-grenades",
	ReasonNoBullets:       "no-bullets",
	ReasonNoBricks:        "no-bricks",
	ReasonNoCement:        "no-cement",
	ReasonNoMines:         "no-mines",
	ReasonNoBoomerang:     "no-boomerang",
	ReasonWounded:         "wounded",
	ReasonWoundedTreasure: "wounded-treasure",
	ReasonGhost:           "ghost",
	ReasonNotAllowed:      "not-allowed",
	ReasonNotPlaced:       "not-placed",
	ReasonPlaced:          "placed",
	ReasonBadStart:        "bad-start",
	ReasonNotCarrying:     "not-carrying",
	ReasonNoDrop:          "no-drop",
	ReasonNotSatEnough:    "not-sat-enough",
	ReasonNoArsenal:       "no-arsenal",
	ReasonBadDir:          "bad-dir",
	ReasonNoStairs:        "no-stairs",
	ReasonAlreadyWall:     "already-wall",
	ReasonNothingToLoot:   "nothing-to-loot",
	ReasonNoNuts:          "no-nuts",
	ReasonTooFar:          "too-far",
	ReasonDead:            "dead",
	ReasonNoWeapon:        "no-weapon",
	ReasonNoTreasure:      "no-treasure",
	ReasonNotEntrance:     "not-entrance",
	ReasonEntranceTaken:   "entrance-taken",
	ReasonBearMet:         "bear-met",
	ReasonBearEats:        "bear-eats",
	ReasonBearHit:         "bear-hit",
	ReasonBearKilled:      "bear-killed",
	ReasonMinotaurSaw:     "minotaur-saw",
	ReasonMinotaurTrail:   "minotaur-trail",
	ReasonMinotaurEats:    "minotaur-eats",
	ReasonRespawn:         "respawn",
	ReasonWeb:             "web",
	ReasonJelly:           "jelly",
	ReasonPenalty:         "penalty",
	ReasonOutPenalties:    "out-penalties",
	ReasonNutTrap:         "nut-trap",
	ReasonBall:            "ball",
	ReasonGalosh:          "galosh",
	ReasonGaloshSaved:     "galosh-saved",
	ReasonLooted:          "looted",
	ReasonRubberRoom:      "rubber-room",
	ReasonKnife:           "knife",
	ReasonGhostWalks:      "ghost-walks",
	ReasonMinedTreasure:   "mined-treasure",
	ReasonNoStopInRiver:   "no-stop-in-river",
	ReasonNutNothing:      "nut-nothing",
	ReasonPirate:          "pirate",
	ReasonGivi:            "givi",
	ReasonCow:             "cow",
	ReasonMirror:          "mirror",
	ReasonCache:           "cache",
	ReasonEyes:            "eyes",
	ReasonGaloshOffer:     "galosh-offer",
	ReasonNoGalosh:        "no-galosh",
}

// String returns the reason's name, e.g. "no-grenades".
func (r Reason) String() string {
	if s, ok := reasonNames[r]; ok {
		return s
	}
	if r == ReasonNone {
		return "none"
	}
	return fmt.Sprintf("reason-%d", r)
}

// Refusal is the error Apply returns for an order the rules forbid: the
// player can be told Text and asked for another turn. The state is
// unchanged. Any other error from Apply is an internal one.
type Refusal struct {
	Player PlayerID
	Action ActionKind
	Reason Reason
}

// Error describes the refusal for logs; narrate.Refusal says it to the
// player.
func (r *Refusal) Error() string {
	return fmt.Sprintf("order refused (%s): %s", r.Action, r.Reason)
}

func refuse(p PlayerID, a ActionKind, r Reason) error {
	return &Refusal{Player: p, Action: a, Reason: r}
}
