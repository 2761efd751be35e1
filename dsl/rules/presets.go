package rules

import (
	"fmt"
	"sort"
)

// Families lists the preset names in the order grammar.md documents them.
func Families() []Family {
	return []Family{FamilyBase, FamilyVMK, FamilyDuel, FamilySchool, FamilyTver, FamilyMIET, FamilyStalker}
}

// Preset returns the rule set of a family, as its source text describes it.
func Preset(f Family) (Options, error) {
	build, ok := presets[f]
	if !ok {
		names := make([]string, 0, len(presets))
		for k := range presets {
			names = append(names, string(k))
		}
		sort.Strings(names)
		return Options{}, fmt.Errorf("no preset %q (presets: %v)", f, names)
	}
	return build(), nil
}

// MustPreset is Preset for names known to exist.
func MustPreset(f Family) Options {
	o, err := Preset(f)
	if err != nil {
		panic(err)
	}
	return o
}

var presets = map[Family]func() Options{
	// Terra incognita (source texts 000 and 004): rules B1–B23.
	FamilyBase: func() Options {
		return Options{
			Family:          FamilyBase,
			MinPlayers:      1,
			Start:           StartChoose,
			TurnShape:       TurnSingle,
			MaxBumps:        1,
			Kit:             Kit{Grenades: 3, Bullets: 3},
			ArsenalRefill:   RefillFull,
			BlastMode:       BlastAction,
			TellWounds:      true,
			Shot:            ShotLine,
			Wound:           WoundWounded,
			Dagger:          true,
			HoleWallAdvance: true,
			RiverDrift:      2,
			RiverFlow:       FlowAny,
			RiverTouch:      true,
			Win:             WinOne,
			Reentry:         ReentryAny,
			DropTreasure:    true,
			Bear:            BearNone,

			// B7: the host tells the walls around the start cell; B23: the
			// opening names the maze's special features.
			TellStartWalls: true,
			TellFeatures:   true,
		}
	},
	// ВМиК МГУ 1983 (source text 001): rules V1–V26.
	FamilyVMK: func() Options {
		return Options{
			Family:          FamilyVMK,
			MinPlayers:      1,
			Start:           StartHost,
			TurnShape:       TurnCompound,
			MaxBumps:        0,
			Kit:             Kit{Grenades: 3, Bullets: 4, Bricks: 3},
			ArsenalRefill:   RefillFull,
			ArsenalTake:     true,
			ArsenalAnnounce: true,
			BlastMode:       BlastAfterBump,
			// V20: «Соответствующая стенка с плана лабиринта вычёркивается»:
			// any wall that answered «стенка», the outer one too.
			OuterBlastable: true,
			Bricks:         true,
			TellWounds:     true,
			TellPitFall:    true,
			Shot:           ShotCell,
			Wound:          WoundKilled,
			WoundTurns:     3,
			MineSkip:       3,
			JumpSit:        10,
			RiverDrift:     2,
			RiverFlow:      FlowAny,
			RiverTouch:     true,
			Win:            WinOne,
			LeaveEmpty:     true,
			Reentry:        ReentryAny,
			DropTreasure:   true,
			Bear:           BearNone,
		}
	},
	// «Лабиринт с предметами» (source text 002): rules D1–D15.
	FamilyDuel: func() Options {
		return Options{
			Family:           FamilyDuel,
			MinPlayers:       2,
			MaxPlayers:       2,
			Start:            StartChoose,
			TurnShape:        TurnSingle,
			MaxBumps:         1,
			Kit:              Kit{Grenades: 3},
			ArsenalRefill:    RefillFull,
			BlastMode:        BlastAction,
			OuterBlastable:   true,
			BlastHintsNoWall: true,
			TellOuterWall:    true,
			TellExitEmpty:    true,
			Shot:             ShotLine,
			Wound:            WoundWounded,
			TrapSkip:         3,
			RiverDrift:       2,
			RiverFlow:        FlowAny,
			RiverTouch:       true,
			Win:              WinOne,
			LeaveEmpty:       true,
			Reentry:          ReentrySame,
			DuelExtras:       true,
			// D8: crossbow and crutch on one player cancel out.
			DuelItemsCancel: true,
			Bear:            BearNone,

			// D10: pits are told by number; D13: taking a treasure is told.
			TellPitNumber: true,
			TellTake:      true,
		}
	},
	// Classic school rules (source text 003): rules C1–C15.
	FamilySchool: func() Options {
		return Options{
			Family:        FamilySchool,
			MinPlayers:    1,
			Start:         StartHost,
			TurnShape:     TurnSingle,
			MaxBumps:      4,
			Kit:           Kit{Grenades: 3, Bullets: 3},
			ArsenalRefill: RefillStock,
			BlastMode:     BlastMove,
			BlastKills:    true,
			TellWounds:    true,
			Shot:          ShotLine,
			Wound:         WoundMorgue,
			PuddleLoss:    true,
			RiverDrift:    0,
			RiverFlow:     FlowAny,
			RiverTouch:    true,
			Win:           WinOne,
			LeaveEmpty:    true,
			Reentry:       ReentryAny,
			DropTreasure:  true,
			Minotaur:      true,
			Bear:          BearNone,

			// C12: «Игрок, попавший сюда, получает этот самый клад».
			AutoTake: true,
		}
	},
	// TGTU, Tver (source text 000): rules T1–T9.
	FamilyTver: func() Options {
		return Options{
			Family:        FamilyTver,
			MinPlayers:    1,
			Start:         StartHost,
			TurnShape:     TurnSingle,
			MaxBumps:      1,
			Kit:           Kit{Grenades: 3, Bullets: 3},
			ArsenalRefill: RefillFull,
			BlastMode:     BlastAction,
			TellWounds:    true,
			Shot:          ShotLine,
			Wound:         WoundRespawn,
			WoundTurns:    5,
			Boomerang:     4,
			Loot:          true,
			// T6: a boomerang for when bullets and grenades run out.
			BoomerangCarried: true,
			RiverDrift:       2,
			RiverFlow:        FlowAny,
			RiverTouch:       true,
			Win:              WinOne,
			LeaveEmpty:       true,
			Reentry:          ReentryAny,
			DropTreasure:     true,
			Bear:             BearKillable,

			// B7: the host tells the walls around the start cell; B23: the
			// opening names the maze's special features.
			TellStartWalls: true,
			TellFeatures:   true,
		}
	},
	// MIET (source text 000): rules I1–I11.
	FamilyMIET: func() Options {
		return Options{
			Family:        FamilyMIET,
			MinPlayers:    1,
			Start:         StartHost,
			TurnShape:     TurnSingle,
			MaxBumps:      1,
			Kit:           Kit{Grenades: 3, Bullets: 5, Cement: 1},
			KitLimit:      Kit{Grenades: 3, Bullets: 5, Cement: 1},
			ArsenalRefill: RefillFull,
			BlastMode:     BlastAction,
			Cement:        true,
			TellWounds:    true,
			Shot:          ShotLine,
			Wound:         WoundGhost,
			Kick:          true,
			SwampSkip:     1,
			RiverDrift:    1,
			RiverFlow:     FlowAny,
			// I5 «Река могла течь произвольно без пересечений»: a cell is
			// one river's, so rivers never cross; side by side they may
			// run (river.touch = no is the stricter reading).
			RiverTouch:   true,
			Win:          WinOne,
			LeaveEmpty:   true,
			Reentry:      ReentryAny,
			DropTreasure: true,
			Bear:         BearMimic,

			// B7: the host tells the walls around the start cell; B23: the
			// opening names the maze's special features.
			TellStartWalls: true,
			TellFeatures:   true,
		}
	},
	// «Сталкер» (source text 003): rules S1–S11.
	FamilyStalker: func() Options {
		return Options{
			Family:     FamilyStalker,
			MinPlayers: 1,
			MaxPlayers: 4,
			Start:      StartChoose,
			TurnShape:  TurnDice,
			MaxBumps:   1,
			// Stalker has no weapons or arsenals; these only keep every
			// option valid.
			ArsenalRefill: RefillFull,
			BlastMode:     BlastMove,
			Shot:          ShotLine,
			Wound:         WoundWounded,
			RiverFlow:     FlowAny,
			RiverTouch:    true,
			Win:           WinOne,
			Reentry:       ReentryAny,
			Bear:          BearNone,
			Nuts:          15,
			PenaltyLimit:  3,
			Galosh:        true,
		}
	},
}
