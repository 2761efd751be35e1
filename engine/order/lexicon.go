package order

import (
	"strings"

	"labyrinth/dsl/maze"
)

// class is what a word does in an order.
type class uint8

const (
	cNone     class = iota
	cVerb           // an order word: иду, стреляю, take
	cObject         // what the order acts on: клад, стену, grenade
	cDir            // a direction: налево, up, ←
	cNumber         // a count of steps (S3): два, 3, twice
	cFiller         // a word that changes nothing: я, на, the, please
	cUnit           // шаг, клетки, steps: after or before a count
	cConj           // joins two orders: и, затем, then
	cCond           // starts a fallback: если, иначе, or (V11, C6)
	cCourtesy       // greetings a clause may consist of: привет, thanks
)

// verb is an order word's meaning before its object decides the action.
type verb uint8

const (
	vNone    verb = iota
	vMove         // иду (V11)
	vBlow         // взрываю (B11, V20)
	vShoot        // стреляю (B12, V21)
	vThrow        // бросаю: a grenade, brick, boomerang, nut or the treasure
	vTake         // беру: the treasure (V14) or the arsenal (V7)
	vRefill       // пополняю: the arsenal (V7)
	vLeave        // оставляю: the arsenal (V7), a mine (V9), the treasure
	vDrop         // роняю: the treasure (V14)
	vPut          // ставлю, кладу: a mine, a wall, a brick
	vMine         // минирую (V9)
	vBuild        // строю (M13)
	vSit          // сижу (V12)
	vJump         // прыгаю (V12)
	vHit          // бью: with the legs (M20) or a dagger (B21)
	vKick         // пинаю (M20)
	vStab         // колю (B21, T8)
	vSkip         // пропускаю ход (B8)
	vStart        // начинаю с б4 (B6, D3)
	vLoot         // обыскиваю (T4)
	vClimb        // поднимаюсь: a move up a floor (M14)
	vDescend      // спускаюсь: a move down a floor (M14)
)

// object is what an order acts on.
type object uint8

const (
	oNone object = iota
	oTreasure
	oWall
	oGrenade
	oBrick
	oBoomerang
	oNut
	oMine
	oArsenal
	oBody
	oLegs
	oDagger
	oTurn
	oCement
	oSelf
	oHere
	oBullet
	oFloor
	oGalosh
)

// dirWord is a direction as written. Vertical words («вверх», "up") mean
// north and south on a flat maze and the floors above and below where
// Options.Floors is set (source text 004: «вперёд, назад, вправо, влево, или если
// лабиринт трёхмерный — вверх, вниз»).
type dirWord uint8

const (
	dNone dirWord = iota
	dNorth
	dSouth
	dWest
	dEast
	dUpOrNorth
	dDownOrSouth
	dUp
	dDown
)

// entry is one word of the lexicon.
type entry struct {
	cls   class
	verb  verb
	obj   object
	dir   dirWord
	num   int
	canon string // the form suggestions show
}

// lexicon maps every normalized word form (lower case, ё as е) to its
// meaning. Built once from the tables below.
var lexicon = map[string]entry{}

func add(e entry, forms string) {
	fs := strings.Fields(forms)
	if e.canon == "" {
		e.canon = fs[0]
	}
	for _, f := range fs {
		f = fold(f)
		if _, dup := lexicon[f]; dup {
			panic("order: word listed twice: " + f)
		}
		lexicon[f] = e
	}
}

func verbs(v verb, forms string)     { add(entry{cls: cVerb, verb: v}, forms) }
func objects(o object, forms string) { add(entry{cls: cObject, obj: o}, forms) }
func dirs(d dirWord, forms string)   { add(entry{cls: cDir, dir: d}, forms) }

func init() {
	// Verbs: first-person present (the source texts' voice), imperative,
	// infinitive, perfective future, and the usual nouns.
	verbs(vMove, `иду иди идти пойду пойти пошел пошла пошли хожу ходить двигаюсь двигаться двинусь двигай
		перемещаюсь переместиться перемещусь перехожу перейти перейду бегу бежать ползу направляюсь
		выхожу выйти выйду вхожу войти войду захожу прохожу пройти пройду шагаю шагнуть шагну
		go goes going move moving walk walking head run proceed travel enter exit`)
	verbs(vBlow, `взрываю взорвать взорву взрыв взрывай взорви взрывать подрываю подорвать подорву подрыв
		blow blast bomb explode detonate demolish breach`)
	verbs(vShoot, `стреляю стрелять стрельнуть стрельну стреляй выстрел выстрелить выстрелю выстреливаю
		пальнуть пальну палю пли огонь shoot fire`)
	verbs(vThrow, `бросаю бросать бросить брошу бросок кидаю кинуть кину кидать швыряю швырнуть швырну
		метаю метнуть метну запускаю запустить запущу throw toss hurl fling lob`)
	verbs(vTake, `беру брать взять возьму забираю забрать заберу подбираю подобрать подберу поднимаю
		поднять подниму хватаю схватить схвачу take grab pick get collect fetch`)
	verbs(vRefill, `пополняю пополнить пополню пополняюсь refill restock reload replenish`)
	verbs(vLeave, `оставляю оставить оставлю оставь leave`)
	verbs(vDrop, `выбрасываю выбросить выброшу роняю уронить уроню скидываю скинуть скину сбрасываю
		сбросить сброшу drop discard dump`)
	verbs(vPut, `ставлю ставить поставить поставлю кладу класть положить положу закладываю заложить
		заложу устанавливаю установить установлю put place lay set plant`)
	verbs(vMine, `минирую заминировать заминирую`)
	verbs(vBuild, `строю строить построить построю возвожу возвести воздвигаю замуровываю замуровать
		цементирую заделываю заделать build construct erect`)
	verbs(vSit, `сижу сидеть сажусь сесть сяду сидю присаживаюсь присесть присяду отсиживаю sit sitting squat crouch`)
	verbs(vJump, `прыгаю прыгать прыгнуть прыгну прыжок перепрыгиваю перепрыгнуть перепрыгну сигаю jump leap hop vault`)
	verbs(vHit, `бью бить ударить ударю ударяю удар hit strike`)
	verbs(vKick, `пинаю пнуть пну пинок лягаю лягнуть kick`)
	verbs(vStab, `колю уколоть заколоть заколю режу резать зарезать зарежу пыряю пырнуть пырну stab cut slash`)
	verbs(vSkip, `пропускаю пропустить пропущу пропуск пас пасую жду ждать подожду стою стоять отдыхаю
		ничего бездействую skip pass wait stay rest nothing idle`)
	verbs(vStart, `начинаю начать начну начало старт стартую стартовать start begin starting`)
	verbs(vLoot, `обыскиваю обыскать обыщу обираю обобрать оберу мародерствую мародерю граблю ограбить
		обшариваю loot search rob plunder`)
	verbs(vClimb, `поднимаюсь подняться поднимусь climb ascend`)
	verbs(vDescend, `спускаюсь спуститься спущусь descend`)

	objects(oTreasure, `клад клада кладом кладе сокровище сокровища treasure treasures gold chest`)
	objects(oWall, `стена стену стенку стенка стены стенки стеной стенкой стене стенке перегородку wall walls`)
	objects(oGrenade, `граната гранату гранаты гранатой заряд заряда зарядом бомба бомбу бомбой динамит
		grenade grenades charge dynamite`)
	objects(oBrick, `кирпич кирпича кирпичом кирпичи brick bricks`)
	objects(oBoomerang, `бумеранг бумеранга бумерангом boomerang`)
	objects(oNut, `гайка гайку гайки гайкой nut nuts bolt`)
	objects(oMine, `мина мину мины миной mine mines`)
	objects(oArsenal, `арсенал арсенала склад склада боекомплект боезапас припасы все оружие снаряжение
		arsenal armoury armory ammo ammunition kit supplies everything all store depot`)
	objects(oBody, `тело тела труп трупа убитого убитый мертвеца body corpse dead`)
	objects(oLegs, `ногами ногой ноги ногу legs leg foot feet`)
	objects(oDagger, `кинжал кинжалом кинжала нож ножом ножа dagger knife`)
	objects(oTurn, `ход хода ходом очередь turn`)
	objects(oCement, `цемент цементом цемента cement`)
	objects(oGalosh, `галоша галошу галоши галошей галош galosh galoshes overshoe overshoes`)
	objects(oSelf, `себя себе собой меня myself self me yourself`)
	objects(oHere, `здесь тут сюда месте клетке него нее них соседа соседу противника противнику врага врагу игрока here him her them enemy opponent player neighbour neighbor`)
	objects(oBullet, `пуля пулю пулей пули патрон патрона патроны патронами bullet bullets`)
	objects(oFloor, `этаж этажа этажом этажу лестница лестнице лестницу floor level storey stairs staircase ladder`)

	dirs(dNorth, `вперед север севера северу north n forward forwards ahead`)
	dirs(dSouth, `назад юг юга югу south s back backward backwards`)
	dirs(dWest, `налево влево лево слева левее запад запада западу left west w l leftward leftwards ←`)
	dirs(dEast, `направо вправо право справа правее восток востока востоку right east e r rightward rightwards →`)
	dirs(dUpOrNorth, `вверх наверх верх наверху сверху выше up upward upwards u ↑`)
	dirs(dDownOrSouth, `вниз низ внизу снизу ниже down downward downwards d ↓`)
	dirs(dUp, `upstairs`)
	dirs(dDown, `downstairs`)

	for i, f := range strings.Fields(`один два три четыре пять шесть семь восемь девять десять`) {
		add(entry{cls: cNumber, num: i + 1}, f)
	}
	for i, f := range strings.Fields(`one two three four five six seven eight nine ten`) {
		add(entry{cls: cNumber, num: i + 1}, f)
	}
	add(entry{cls: cNumber, num: 1}, `одна одну once`)
	add(entry{cls: cNumber, num: 2}, `две дважды twice`)
	add(entry{cls: cNumber, num: 3}, `трижды thrice`)
	add(entry{cls: cUnit}, `шаг шага шагов шаги клетку клетки клеток клетка вход входа раз раза step steps cell cells square squares entrance times`)

	add(entry{cls: cFiller}, `я ну пожалуйста плиз теперь сейчас сразу так же ещё уже вот давай буду
		на в во к ко с со по до от из через сторону стороны направлении направление туда эту этот ту
		свою свой своей мою мой моей стороне
		хочу пробую попробую попытаюсь чего используя
		i will now please the a an to towards toward at in into on onto from direction side my its lets ill im want try with using`)
	add(entry{cls: cConj}, `и затем потом после and then next also`)
	add(entry{cls: cCond}, `если коли иначе или либо if else otherwise or`)
	add(entry{cls: cCourtesy}, `привет здравствуйте здравствуй добрый день вечер утро спасибо пока удачи
		hello hi hey dear thanks thank you good morning evening regards cheers bye
		судья судье ведущий посредник хозяин referee host master`)
}

// condFillers are the words a fallback clause may hold besides its
// direction: «если стена — вверх», «if it is walled, up».
var condFillers = map[string]bool{}

func init() {
	for _, f := range strings.Fields(`то тогда там есть стоит закрыто нельзя тупик не пройти упрусь упираюсь
		уперся наткнусь натыкаюсь there is theres it its walled blocked closed bump bumped hit`) {
		condFillers[fold(f)] = true
	}
}

// resolveDir turns a written direction into a maze direction.
func resolveDir(d dirWord, floors, floorWord bool) maze.Dir {
	switch d {
	case dNorth:
		return maze.North
	case dSouth:
		return maze.South
	case dWest:
		return maze.West
	case dEast:
		return maze.East
	case dUp:
		return maze.Up
	case dDown:
		return maze.Down
	case dUpOrNorth:
		if floors || floorWord {
			return maze.Up
		}
		return maze.North
	case dDownOrSouth:
		if floors || floorWord {
			return maze.Down
		}
		return maze.South
	}
	return maze.None
}

// homoglyphs maps Latin letters to the Cyrillic letters they look like, for
// Russian words typed with a stray Latin letter («нaлево» with a Latin a).
var homoglyphs = map[rune]rune{
	'a': 'а', 'b': 'в', 'c': 'с', 'e': 'е', 'h': 'н', 'k': 'к', 'm': 'м',
	'o': 'о', 'p': 'р', 't': 'т', 'x': 'х', 'y': 'у',
}

// fold normalizes a word: lower case, ё as е, and Latin look-alikes as
// Cyrillic inside a word that has Cyrillic letters.
func fold(s string) string {
	s = strings.ToLower(s)
	cyr := false
	for _, r := range s {
		if r >= 'а' && r <= 'я' || r == 'ё' {
			cyr = true
			break
		}
	}
	return strings.Map(func(r rune) rune {
		if r == 'ё' {
			return 'е'
		}
		if cyr {
			if c, ok := homoglyphs[r]; ok {
				return c
			}
		}
		return r
	}, s)
}

// qwerty maps the keys of a Latin layout to the Russian ЙЦУКЕН keys, for
// orders typed with the keyboard in the wrong layout ("yfktdj" → «налево»).
var qwerty = func() map[rune]rune {
	lat := []rune("qwertyuiop[]asdfghjkl;'zxcvbnm,.`")
	cyr := []rune("йцукенгшщзхъфывапролджэячсмитьбюё")
	m := make(map[rune]rune, len(lat))
	for i := range lat {
		m[lat[i]] = cyr[i]
	}
	return m
}()
