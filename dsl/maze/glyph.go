package maze

// GlyphDef is one entry of the default legend: what a glyph drawn in a cell
// slot means. The language reads glyphs through it (a file's legend may add
// or override entries) and every renderer (show, printouts, reports) draws
// with its canonical Glyph. See grammar.md, "Legend".
type GlyphDef struct {
	// Glyph is the canonical spelling, Latin where a Latin lookalike exists,
	// as the source texts draw it (V26, D2).
	Glyph string
	// Aliases are other spellings that mean the same: Cyrillic lookalikes
	// (К/K, А/A, М/M, В/B, П/P, Х/X, О/O) and the source texts' own letters.
	Aliases []string
	// Numbered glyphs take a number right after them: P1 is pit 1, B1 its
	// exit, H1 a hole of set 1, S1 start cell 1, R1 a cell of river 1.
	Numbered bool
	Kind     CellKind
	Object   Object
	Treasure TreasureKind // when Object is ObjectTreasure
	Arsenal  ArsenalKind  // when Kind is CellArsenal
	Creature CreatureKind // when Object is ObjectCreature
	Region   RegionKind   // when Object is ObjectRegion
	Doc      string       // English, for legends
	DocRU    string       // Russian, for legends
}

// Object is what a glyph puts on a cell besides its kind: things kept in
// Maze's tables rather than in Cell.
type Object uint8

const (
	ObjectNone     Object = iota
	ObjectTreasure        // Maze.Treasures
	ObjectStart           // Maze.Starts
	ObjectCreature        // Maze.Creatures
	ObjectRegion          // Maze.Regions: touching cells of one kind form one region
)

// DefaultGlyphs is the default legend. Order matters only for documentation.
var DefaultGlyphs = []GlyphDef{
	{Glyph: ".", Aliases: []string{" "}, Kind: CellEmpty, Doc: "empty cell", DocRU: "пустая клетка"},
	{Glyph: "K", Aliases: []string{"К"}, Kind: CellEmpty, Object: ObjectTreasure, Treasure: TreasureCandidate, Doc: "treasure; true or false as the links say, else one of these is true (V3)", DocRU: "клад"},
	{Glyph: "X", Aliases: []string{"Х", "K!", "К!"}, Kind: CellEmpty, Object: ObjectTreasure, Treasure: TreasureTrue, Doc: "true treasure", DocRU: "истинный клад"},
	{Glyph: "O", Aliases: []string{"О", "K-", "К-"}, Kind: CellEmpty, Object: ObjectTreasure, Treasure: TreasureFalse, Doc: "false treasure", DocRU: "ложный клад"},
	{Glyph: "K*", Aliases: []string{"К*"}, Kind: CellEmpty, Object: ObjectTreasure, Treasure: TreasureMined, Doc: "mined treasure (I1)", DocRU: "заминированный клад"},
	{Glyph: "A", Aliases: []string{"А"}, Kind: CellArsenal, Arsenal: ArsenalGeneral, Doc: "arsenal", DocRU: "арсенал"},
	{Glyph: "Ab", Aliases: []string{"Аб"}, Kind: CellArsenal, Arsenal: ArsenalBullets, Doc: "arsenal: bullets only (T3, M15)", DocRU: "арсенал: только патроны"},
	{Glyph: "Ag", Aliases: []string{"Аг"}, Kind: CellArsenal, Arsenal: ArsenalGrenades, Doc: "arsenal: grenades only (T3, M15)", DocRU: "арсенал: только гранаты"},
	{Glyph: "Ac", Aliases: []string{"Ац"}, Kind: CellArsenal, Arsenal: ArsenalCement, Doc: "arsenal with cement (M13)", DocRU: "арсенал с цементом"},
	{Glyph: "Ar", Aliases: []string{"Ар"}, Kind: CellArsenal, Arsenal: ArsenalBoomerang, Doc: "arsenal with a boomerang (M17)", DocRU: "арсенал с бумерангом"},
	{Glyph: "+", Aliases: []string{"Г"}, Kind: CellHospital, Doc: "hospital", DocRU: "госпиталь"},
	{Glyph: "M", Aliases: []string{"М"}, Kind: CellMine, Doc: "mine (V8)", DocRU: "мина"},
	{Glyph: "P", Aliases: []string{"П"}, Numbered: true, Kind: CellPit, Doc: "pit Pn (V4)", DocRU: "яма Пn"},
	{Glyph: "B", Aliases: []string{"В"}, Numbered: true, Kind: CellPitExit, Doc: "exit Bn of pit Pn (V4)", DocRU: "выход Вn из ямы Пn"},
	{Glyph: "H", Aliases: []string{"Д"}, Numbered: true, Kind: CellHole, Doc: "hole of set n; order as read, or as the links say (B5)", DocRU: "дырка набора n"},
	{Glyph: "h", Aliases: []string{"д"}, Kind: CellFakeHole, Doc: "fake hole: says \"hole\", but no move (I9)", DocRU: "ложная дырка"},
	{Glyph: "^", Kind: CellRiver, Doc: "river flowing up (north)", DocRU: "река, течёт вверх"},
	{Glyph: ">", Kind: CellRiver, Doc: "river flowing right (east)", DocRU: "река, течёт вправо"},
	{Glyph: "v", Kind: CellRiver, Doc: "river flowing down (south)", DocRU: "река, течёт вниз"},
	{Glyph: "<", Kind: CellRiver, Doc: "river flowing left (west)", DocRU: "река, течёт влево"},
	{Glyph: "R", Aliases: []string{"Р"}, Numbered: true, Kind: CellRiver, Doc: "cell of river n; the path is in the links", DocRU: "клетка реки n"},
	{Glyph: "@", Kind: CellRiver, Doc: "river mouth (B18)", DocRU: "устье"},
	{Glyph: "=", Kind: CellSwamp, Doc: "swamp (M19, I10)", DocRU: "болото"},
	{Glyph: "%", Kind: CellPuddle, Doc: "puddle (C10)", DocRU: "лужа"},
	{Glyph: "&", Kind: CellMorgue, Doc: "morgue (C8)", DocRU: "морг"},
	{Glyph: "#", Kind: CellMonolith, Doc: "monolith (C2)", DocRU: "монолит"},
	{Glyph: "~", Kind: CellVoid, Doc: "not part of the maze (T5)", DocRU: "вне лабиринта"},
	{Glyph: "E", Aliases: []string{"Е"}, Kind: CellExit, Doc: "exit cell in the monolith ring (C2)", DocRU: "выход"},
	{Glyph: "U", Numbered: true, Kind: CellStairs, Doc: "stairs n up (T1)", DocRU: "лестница n вверх"},
	{Glyph: "D", Numbered: true, Kind: CellStairs, Doc: "stairs n down (T1)", DocRU: "лестница n вниз"},
	{Glyph: "T", Aliases: []string{"Т"}, Kind: CellTrap, Doc: "trap (D9; the source text draws K)", DocRU: "капкан"},
	{Glyph: "C", Aliases: []string{"С"}, Kind: CellCrossbow, Doc: "crossbow (D7; the source text draws А)", DocRU: "арбалет"},
	{Glyph: "Y", Aliases: []string{"У"}, Kind: CellCrutch, Doc: "crutch (D8)", DocRU: "костыль"},
	{Glyph: "[]", Kind: CellRubberRoom, Doc: "rubber room; its exit side in the links (I7)", DocRU: "резиновая комната"},
	{Glyph: "b", Aliases: []string{"м"}, Kind: CellDen, Object: ObjectCreature, Creature: CreatureBear, Doc: "bear in its den (M9)", DocRU: "медведь в берлоге"},
	{Glyph: "m", Kind: CellEmpty, Object: ObjectCreature, Creature: CreatureMinotaur, Doc: "minotaur (C13)", DocRU: "минотавр"},
	{Glyph: "p", Kind: CellEmpty, Object: ObjectCreature, Creature: CreaturePirate, Doc: "pirate: takes the treasure (C15)", DocRU: "пират"},
	{Glyph: "g", Kind: CellEmpty, Object: ObjectCreature, Creature: CreatureGivi, Doc: "«Гиви»: sends whom he sees out of the maze (C15)", DocRU: "Гиви"},
	{Glyph: "c", Kind: CellEmpty, Object: ObjectCreature, Creature: CreatureCow, Doc: "cow: a harmless target whose eyes are seen (C15)", DocRU: "корова"},
	{Glyph: "mr", Kind: CellEmpty, Object: ObjectCreature, Creature: CreatureMirror, Doc: "mirror: you see your own eyes, a shot comes back (C15)", DocRU: "зеркало"},
	{Glyph: "S", Numbered: true, Kind: CellEmpty, Object: ObjectStart, Doc: "start cell n (B6, D3)", DocRU: "старт n"},
	{Glyph: "x", Kind: CellCrossing, Doc: "crossing tunnels (C15)", DocRU: "перекрёсток на двух уровнях"},
	{Glyph: "N", Kind: CellMagnet, Doc: "magnet monolith (C15)", DocRU: "магнит"},
	{Glyph: "$", Kind: CellBall, Doc: "the golden ball (S1)", DocRU: "золотой шар"},
	{Glyph: "e", Numbered: true, Kind: CellEntrance, Doc: "entrance n (S2)", DocRU: "вход n"},
	{Glyph: "!", Kind: CellInstitute, Doc: "the institute (S2, S9)", DocRU: "институт"},
	{Glyph: "f", Kind: CellFord, Doc: "ford: costs stalker.terrain more steps, no stopping on it (S8)", DocRU: "брод"},
	{Glyph: "/", Kind: CellClimb, Doc: "climb: costs stalker.terrain more steps (S8)", DocRU: "подъём"},
	{Glyph: "w", Kind: CellWater, Doc: "deep water: no stopping (S8)", DocRU: "река: нельзя остановиться"},
	{Glyph: "Tw", Kind: CellEmpty, Object: ObjectRegion, Region: RegionWeb, Doc: "web: skip the next turn (S5)", DocRU: "паутина"},
	{Glyph: "Tj", Kind: CellEmpty, Object: ObjectRegion, Region: RegionJelly, Doc: "witch's jelly: skip a turn and go back (S5)", DocRU: "ведьмин студень"},
	{Glyph: "Tc", Kind: CellEmpty, Object: ObjectRegion, Region: RegionCabbage, Doc: "devil's cabbage, hits at distance 1 (S6)", DocRU: "чёртова капуста"},
	{Glyph: "Tb", Kind: CellEmpty, Object: ObjectRegion, Region: RegionBaldSpot, Doc: "mosquito bald spot (S6)", DocRU: "комариная плешь"},
	{Glyph: "Tm", Kind: CellEmpty, Object: ObjectRegion, Region: RegionMeatGrinder, Doc: "meat grinder, fires once (S6)", DocRU: "мясорубка"},
}

// CreatureGlyph is the default legend's glyph for a creature kind ("?" for
// a kind the legend does not draw).
func CreatureGlyph(k CreatureKind) string {
	for _, g := range DefaultGlyphs {
		if g.Object == ObjectCreature && g.Creature == k {
			return g.Glyph
		}
	}
	return "?"
}
