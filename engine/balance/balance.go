// Package balance measures generated mazes by bot games and keeps a fair
// one: it plays the explorer bot on each candidate of package gen and
// accepts the first whose median rounds to win and seat spread fall in the
// preset's target band, with enough games won that a chi-squared test of
// the wins by seat can tell a luckier seat, and does not.
package balance

import (
	"fmt"
	"math"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"

	"labyrinth/dsl/gen"
	"labyrinth/dsl/maze"
	"labyrinth/dsl/rules"
	"labyrinth/engine"
	"labyrinth/engine/bot"
)

// Stats are the results of the games on one maze.
type Stats struct {
	Games, Players int
	Won            int   // games somebody won within the round limit
	Median, Q1, Q3 int   // rounds to win, over the games won
	Wins           []int // games won by each seat
	// Spread is the seat spread: the difference between the most and the
	// fewest wins of a seat, as a share of the games won (0: every seat
	// won as often).
	Spread float64
	// Fairness is the p-value of Pearson's chi-squared test of the wins
	// by seat against every seat winning as often: the chance that seats
	// of equal luck split the games at least this unevenly. Small means a
	// seat is luckier; 1 with no game won.
	Fairness float64
}

func (s Stats) String() string {
	if s.Won == 0 {
		return fmt.Sprintf("%d games, %d players: nobody won", s.Games, s.Players)
	}
	return fmt.Sprintf("%d games, %d players: %d won, rounds to win median %d (quartiles %d–%d), wins by seat %v, seat spread %.2f, fairness p = %.2f",
		s.Games, s.Players, s.Won, s.Median, s.Q1, s.Q3, s.Wins, s.Spread, s.Fairness)
}

// fairness is Stats.Fairness for the wins by seat: the upper tail of the
// chi-squared distribution with seats-1 degrees of freedom at Pearson's
// statistic.
func fairness(wins []int) float64 {
	won := 0
	for _, w := range wins {
		won += w
	}
	if won == 0 || len(wins) < 2 {
		return 1
	}
	e := float64(won) / float64(len(wins))
	x := 0.0
	for _, w := range wins {
		d := float64(w) - e
		x += d * d / e
	}
	return chi2Upper(x, len(wins)-1)
}

// chi2Upper is P(X ≥ x) for X chi-squared with k degrees of freedom, in
// closed form for whole k: a Poisson sum for even k, erfc and a sum of
// half-integer terms for odd k.
func chi2Upper(x float64, k int) float64 {
	h := x / 2
	if k%2 == 0 {
		term, sum := 1.0, 1.0
		for i := 1; i < k/2; i++ {
			term *= h / float64(i)
			sum += term
		}
		return math.Min(1, math.Exp(-h)*sum)
	}
	p := math.Erfc(math.Sqrt(h))
	for i := 1; i <= (k-1)/2; i++ {
		p += math.Exp((float64(i)-0.5)*math.Log(h)-h) / math.Gamma(float64(i)+0.5)
	}
	return math.Min(1, p)
}

// Target is the band a fair maze falls in.
type Target struct {
	MinMedian, MaxMedian int     // rounds to win
	MaxSpread            float64 // seat spread
	MinWon               float64 // share of games won within the limit
	// MinFairness is the lowest Stats.Fairness a fair maze may have: the
	// wins by seat must be no more uneven than seats of equal luck give
	// in all but this share of series.
	MinFairness float64
	// MinWinsPerSeat is how many wins each seat must be expected to have
	// (games won / seats) before the wins by seat say anything: the
	// chi-squared test's own rule of five.
	MinWinsPerSeat int
}

// MinGames is the fewest games per candidate that can show a maze fair
// for seats players: enough that, with the band's share of games won,
// every seat is expected MinWinsPerSeat wins.
func (t Target) MinGames(seats int) int {
	return int(math.Ceil(float64(t.MinWinsPerSeat*seats) / t.MinWon))
}

// TargetFor returns the preset's band for a maze of the given number of
// cells: long enough that exploring matters, short enough for an evening,
// and no seat much luckier than another. The rounds scale with the cells.
func TargetFor(f rules.Family, cells int) Target {
	per := map[rules.Family][2]float64{ // rounds per cell: low, high
		rules.FamilyStalker: {0.05, 0.6},
	}[f]
	if per == [2]float64{} {
		per = [2]float64{0.25, 2.0}
	}
	return Target{
		MinMedian:      max(5, int(per[0]*float64(cells))),
		MaxMedian:      max(20, int(per[1]*float64(cells))),
		MaxSpread:      0.5,
		MinWon:         0.7,
		MinFairness:    0.05,
		MinWinsPerSeat: 5,
	}
}

// Rounds is the round limit of a game under the band: a game nobody has
// won by then counts as unfinished.
func Rounds(t Target) int { return 3 * t.MaxMedian }

// Fits reports whether the stats fall in the band: games won often
// enough and in the band's rounds, and enough of them, split evenly
// enough between the seats, to call the maze fair.
func (t Target) Fits(s Stats) bool {
	return s.Won > 0 && float64(s.Won) >= t.MinWon*float64(s.Games) && s.Games > 0 &&
		s.Median >= t.MinMedian && s.Median <= t.MaxMedian && s.Spread <= t.MaxSpread &&
		s.Won >= t.MinWinsPerSeat*max(1, s.Players) && s.Fairness >= t.MinFairness
}

// Players is the number of seats the games are played with: three, or
// what the rules allow.
func Players(o *rules.Options) int { return bot.DefaultSeats(o) }

// Play plays games explorer games on m, seeds seed, seed+1, …, on every
// core, each for at most rounds rounds.
func Play(m *maze.Maze, games int, seed int64, rounds int) (Stats, error) {
	return play(m, games, seed, rounds, games)
}

// play is Play that gives up once more than maxLost games end unwon: the
// maze is then out of the band whatever the other games show, and Stats
// holds the games played.
func play(m *maze.Maze, games int, seed int64, rounds, maxLost int) (Stats, error) {
	n := Players(&m.Rules)
	type result struct {
		round, winner int
		err           error
		played        bool
	}
	res := make([]result, games)
	var wg sync.WaitGroup
	var lost atomic.Int32
	next := make(chan int)
	for w := 0; w < runtime.GOMAXPROCS(0); w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range next {
				r := playOne(m, n, seed+int64(i), rounds)
				res[i] = result{round: r.round, winner: r.winner, err: r.err, played: true}
				if r.winner < 0 {
					lost.Add(1)
				}
			}
		}()
	}
	for i := 0; i < games && int(lost.Load()) <= maxLost; i++ {
		next <- i
	}
	close(next)
	wg.Wait()
	st := Stats{Players: n, Wins: make([]int, n)}
	var won []int
	for _, r := range res {
		if r.err != nil {
			return st, r.err
		}
		if !r.played {
			continue
		}
		st.Games++
		if r.winner >= 0 {
			won = append(won, r.round)
			st.Wins[r.winner]++
		}
	}
	st.Won = len(won)
	if len(won) > 0 {
		slices.Sort(won)
		q := func(f float64) int { return won[int(f*float64(len(won)-1))] }
		st.Median, st.Q1, st.Q3 = q(0.5), q(0.25), q(0.75)
		st.Spread = float64(slices.Max(st.Wins)-slices.Min(st.Wins)) / float64(len(won))
	}
	st.Fairness = fairness(st.Wins)
	return st, nil
}

func playOne(m *maze.Maze, n int, seed int64, rounds int) (r struct {
	round, winner int
	err           error
}) {
	r.winner = -1
	var ps []engine.PlayerSetup
	for i := 0; i < n; i++ {
		ps = append(ps, engine.PlayerSetup{Name: fmt.Sprintf("P%d", i+1), Lang: "en"})
	}
	g, err := engine.NewGame(m, engine.Setup{Players: ps, Seed: seed})
	if err != nil {
		r.err = err
		return r
	}
	var bs []bot.Bot
	for i := 0; i < n; i++ {
		b, err := bot.New("explorer", engine.PlayerID(i), seed)
		if err != nil {
			r.err = err
			return r
		}
		bs = append(bs, b)
	}
	if err := bot.Play(g, bs, rounds, nil); err != nil {
		r.err = err
		return r
	}
	if ws := g.Winners(); len(ws) > 0 {
		r.round, r.winner = g.Round(), int(ws[0])
	}
	return r
}

// Candidates is how many mazes Generate tries before it settles for the
// one closest to the band.
const Candidates = 12

// Result is a balanced maze with its stats.
type Result struct {
	*gen.Result
	Stats  Stats
	Target Target
	// Tried is the number of candidates played; Fits is false when none
	// fell in the band and the closest one was kept.
	Tried int
	Fits  bool
}

// Generate draws candidates from the options' seed on (seed, seed+1, …),
// plays games games on each and returns the first that fits the preset's
// band, or the closest after Candidates tries.
func Generate(o gen.Options, games int) (*Result, error) {
	var best *Result
	bestScore := 0.0
	for k := 0; k < Candidates; k++ {
		co := o
		co.Seed = o.Seed + int64(k)
		r, err := gen.Generate(co)
		if err != nil {
			return nil, err
		}
		cells := r.Stats.Cells
		t := TargetFor(r.Options.Preset, cells)
		if n := Players(&r.Maze.Rules); games < t.MinGames(n) {
			return nil, fmt.Errorf("balance %d: too few games to judge %d seats fair (each seat must be expected %d wins); balance with at least %d games",
				games, n, t.MinWinsPerSeat, t.MinGames(n))
		}
		// A game unwon after three times the longest median is lost;
		// a candidate that loses more games than the band allows is
		// dropped without playing the rest.
		st, err := play(r.Maze, games, co.Seed, Rounds(t), int((1-t.MinWon)*float64(games)))
		if err != nil {
			return nil, err
		}
		cur := &Result{Result: r, Stats: st, Target: t, Tried: k + 1, Fits: t.Fits(st)}
		if cur.Fits {
			cur.note()
			return cur, nil
		}
		s := score(t, st)
		if st.Games < games {
			// Dropped early: how many games were played depends on the
			// cores, so the choice must not.
			s = 1e8 + float64(k)
		}
		if best == nil || s < bestScore {
			best, bestScore = cur, s
		}
	}
	best.Tried = Candidates
	best.note()
	return best, nil
}

// note writes the stats into the maze's header comment, after the line
// with the command that makes it, so that the file carries its numbers.
func (r *Result) note() {
	how := "in the band"
	if !r.Fits {
		how = "the closest to the band of " + strconv.Itoa(r.Tried) + " candidates"
	}
	st := r.Stats
	line := fmt.Sprintf("// Balanced by %d explorer games, %d players: %d won, median %d rounds to win (quartiles %d–%d),\n"+
		"// wins by seat %v, seat spread %.2f, fairness p = %.2f; %s (median %d–%d rounds, seat spread at most %.2f, p at least %.2f).\n",
		st.Games, st.Players, st.Won, st.Median, st.Q1, st.Q3, st.Wins, st.Spread, st.Fairness, how, r.Target.MinMedian, r.Target.MaxMedian, r.Target.MaxSpread, r.Target.MinFairness)
	src := string(r.Source)
	at := strings.Index(src, "\n// Made by: ")
	if at < 0 {
		r.Source = append([]byte(line), r.Source...)
		return
	}
	end := at + 1 + strings.IndexByte(src[at+1:], '\n') + 1
	r.Source = []byte(src[:end] + line + src[end:])
}

// score is how far stats lie outside the band (0: inside).
func score(t Target, s Stats) float64 {
	if s.Won == 0 {
		return 1e9
	}
	d := 0.0
	if s.Median < t.MinMedian {
		d += float64(t.MinMedian-s.Median) / float64(t.MinMedian)
	}
	if s.Median > t.MaxMedian {
		d += float64(s.Median-t.MaxMedian) / float64(t.MaxMedian)
	}
	if s.Spread > t.MaxSpread {
		d += s.Spread - t.MaxSpread
	}
	if s.Fairness < t.MinFairness {
		d += t.MinFairness - s.Fairness
	}
	if w := float64(s.Won) / float64(s.Games); w < t.MinWon {
		d += t.MinWon - w
	}
	return d
}

// FromSpec generates the maze a spec asks for (dsl/gen), balanced by
// spec.Balance games a candidate when it asks for balance; b is then the
// balancing's result, else nil.
func FromSpec(s gen.Spec) (r *gen.Result, b *Result, err error) {
	if s.Balance <= 0 {
		r, err = gen.Generate(s.Options)
		return r, nil, err
	}
	if b, err = Generate(s.Options, s.Balance); err != nil {
		return nil, nil, err
	}
	return b.Result, b, nil
}

// Report says in two lines what the balancing found and kept.
func (r *Result) Report() string {
	note := "in the band"
	if !r.Fits {
		note = "closest to the band"
	}
	candidates := "1 candidate"
	if r.Tried != 1 {
		candidates = strconv.Itoa(r.Tried) + " candidates"
	}
	return fmt.Sprintf("balance: %s\nbalance: kept seed %d of %s (%s: median %d–%d rounds, seat spread ≤ %.2f, fairness p ≥ %.2f)\n",
		r.Stats, r.Options.Seed, candidates, note, r.Target.MinMedian, r.Target.MaxMedian, r.Target.MaxSpread, r.Target.MinFairness)
}
