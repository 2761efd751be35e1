package campaign

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"labyrinth/engine"
	"labyrinth/engine/narrate"
	"labyrinth/engine/order"
)

// RulesOrders is the OrderParser of real play: the order language of
// package order (grammar.md, "Orders").
type RulesOrders struct{}

// Parse implements OrderParser. Its error lists every wrong order with its
// line, the line itself with the place marked, and the hint, in the
// player's language.
func (RulesOrders) Parse(text, lang string, oc OrderContext) ([]engine.Action, error) {
	opts := order.Options{Actions: oc.Expect.Actions, Start: oc.Expect.Start, Steps: oc.Expect.Dice, Lang: order.Lang(lang), OwnMaze: oc.Expect.OwnMaze}
	if oc.Maze != nil {
		opts.Maze = oc.Maze
		opts.Rules = &oc.Maze.Rules
		opts.Floors = len(oc.Maze.Floors) > 1 && !oc.Expect.OwnMaze
	}
	acts, err := order.Parse(text, opts)
	if err == nil {
		return acts, nil
	}
	errs := order.Errors(err)
	if len(errs) == 0 {
		return nil, err
	}
	var b strings.Builder
	for i, e := range errs {
		if i > 0 {
			b.WriteString("\n\n")
		}
		b.WriteString(tr(lang, narrate.KeyMailOrderAt, "line", e.Line, "col", e.Col, "msg", sayOrderError(lang, e)))
		if s := e.Snippet(); s != "" {
			b.WriteString("\n\n    " + strings.ReplaceAll(s, "\n", "\n    "))
		}
		if e.Expected != "" {
			b.WriteString("\n" + tr(lang, narrate.KeyOrderErrorExpected, "what", e.Expected))
		}
		if e.Hint != "" {
			b.WriteString("\n" + tr(lang, narrate.KeyMailOrderHint, "hint", e.Hint))
		}
	}
	return nil, orderError(b.String())
}

// sayOrderError says what is wrong with an order as the terminal says it
// (engine/bot's hot seat): an incomplete order is asked about («Стреляю —
// куда?…»), one the rules forbid is «Так нельзя: …», and only an order
// the reader could not make out is «Не понял: …». The rule behind a
// refusal is the referee's business: the letter names no rule ID.
func sayOrderError(lang string, e *order.Error) string {
	switch {
	case e.Question():
		r, n := utf8.DecodeRuneInString(e.Msg)
		return string(unicode.ToUpper(r)) + e.Msg[n:]
	case e.Refused():
		return tr(lang, narrate.KeyOrderErrorRefused) + " " + e.Msg
	default:
		return tr(lang, narrate.KeyOrderErrorUnreadable) + " " + e.Msg
	}
}

type orderError string

func (e orderError) Error() string { return string(e) }

// Explain implements OrderParser.
func (RulesOrders) Explain(actions []engine.Action, lang string) string {
	return order.Explain(actions, order.Lang(lang))
}
