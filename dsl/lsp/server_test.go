package lsp

import (
	"context"
	"encoding/json"
	"net"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"testing/synctest"
	"time"

	"github.com/sourcegraph/jsonrpc2"
	protocol "github.com/tliron/glsp/protocol_3_16"

	"labyrinth/dsl"
	"labyrinth/dsl/diag"
)

// client is the editor's end of an in-memory connection to a server.
type client struct {
	t     testing.TB
	conn  *jsonrpc2.Conn
	done  chan error
	mu    sync.Mutex
	pubs  []published
	newly chan struct{}
}

// published is one publishDiagnostics notification, decoded into the
// shape "check --json" writes, so that the two compare field by field.
type published struct {
	URI         string               `json:"uri"`
	Version     *int                 `json:"version"`
	Diagnostics []diag.LSPDiagnostic `json:"diagnostics"`
}

func startServer(t testing.TB, opts Options) *client {
	t.Helper()
	return startWith(t, NewServer(opts))
}

func startWith(t testing.TB, s *Server) *client {
	t.Helper()
	a, b := net.Pipe()
	c := &client{t: t, done: make(chan error, 1), newly: make(chan struct{}, 1)}
	go func() { c.done <- s.Serve(context.Background(), a) }()
	h := jsonrpc2.HandlerWithError(func(_ context.Context, _ *jsonrpc2.Conn, req *jsonrpc2.Request) (any, error) {
		if req.Method == "textDocument/publishDiagnostics" && req.Params != nil {
			var p published
			if err := json.Unmarshal(*req.Params, &p); err != nil {
				t.Errorf("publishDiagnostics: %v", err)
			}
			c.mu.Lock()
			c.pubs = append(c.pubs, p)
			c.mu.Unlock()
			select {
			case c.newly <- struct{}{}:
			default:
			}
		}
		return nil, nil
	})
	c.conn = jsonrpc2.NewConn(context.Background(), jsonrpc2.NewBufferedStream(b, jsonrpc2.VSCodeObjectCodec{}), h)
	t.Cleanup(func() { c.conn.Close() })
	var init map[string]any
	c.call("initialize", map[string]any{"processId": nil, "rootUri": nil, "capabilities": map[string]any{}}, &init)
	caps, _ := init["capabilities"].(map[string]any)
	for _, k := range []string{"hoverProvider", "definitionProvider", "documentHighlightProvider", "documentSymbolProvider", "documentFormattingProvider", "codeActionProvider", "completionProvider", "textDocumentSync"} {
		if caps[k] == nil {
			t.Errorf("initialize: capability %s missing in %v", k, caps)
		}
	}
	c.notify("initialized", map[string]any{})
	return c
}

func (c *client) call(method string, params, result any) {
	c.t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	if err := c.conn.Call(ctx, method, params, result); err != nil {
		c.t.Fatalf("%s: %v", method, err)
	}
}

// callErr makes a call that is expected to fail and returns its error.
func (c *client) callErr(method string, params any) error {
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	var out json.RawMessage
	return c.conn.Call(ctx, method, params, &out)
}

func (c *client) notify(method string, params any) {
	c.t.Helper()
	if err := c.conn.Notify(context.Background(), method, params); err != nil {
		c.t.Fatalf("%s: %v", method, err)
	}
}

func (c *client) open(uri, text string) {
	c.t.Helper()
	c.notify("textDocument/didOpen", map[string]any{"textDocument": map[string]any{"uri": uri, "languageId": "maze", "version": 1, "text": text}})
}

// waitPublished waits for diagnostics of uri at version.
func (c *client) waitPublished(uri string, version int) published {
	c.t.Helper()
	return c.waitPublishedFor(uri, version, 10*time.Second)
}

// waitPublishedFor is waitPublished with a hang guard of its own.
func (c *client) waitPublishedFor(uri string, version int, guard time.Duration) published {
	c.t.Helper()
	deadline := time.After(guard)
	for {
		c.mu.Lock()
		for _, p := range c.pubs {
			if p.URI == uri && p.Version != nil && *p.Version == version {
				c.mu.Unlock()
				return p
			}
		}
		c.mu.Unlock()
		select {
		case <-c.newly:
		case <-deadline:
			c.t.Fatalf("no diagnostics for %s version %d; got %+v", uri, version, c.pubs)
		}
	}
}

func (c *client) shutdown() {
	c.t.Helper()
	var out json.RawMessage
	c.call("shutdown", nil, &out)
	c.notify("exit", nil)
	select {
	case err := <-c.done:
		if err != nil {
			c.t.Errorf("Serve after shutdown and exit: %v", err)
		}
	case <-time.After(10 * time.Second):
		c.t.Fatal("Serve did not return after exit")
	}
}

func readTestdata(t testing.TB, name string) string {
	t.Helper()
	b, err := os.ReadFile(filepath.Join("testdata", name))
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// at returns the LSP position of the n-th (0-based) occurrence of sub in
// text, moved by shift bytes.
func at(t testing.TB, text, sub string, n, shift int) protocol.Position {
	t.Helper()
	off := -1
	for i := 0; i <= n; i++ {
		j := strings.Index(text[off+1:], sub)
		if j < 0 {
			t.Fatalf("%q occurs fewer than %d times", sub, n+1)
		}
		off += 1 + j
	}
	d := newDocument("", 0, text)
	return d.positionAt(off + shift)
}

func docPos(uri string, p protocol.Position) map[string]any {
	return map[string]any{"textDocument": map[string]any{"uri": uri}, "position": p}
}

// TestDiagnosticsAsCheckJSON opens a maze broken four ways and expects the
// diagnostics "labyrinth check --json" gives: codes, ranges, related
// information and data; the message is the summary and the hint.
func TestDiagnosticsAsCheckJSON(t *testing.T) {
	c := startServer(t, Options{})
	const uri = "file:///tmp/broken.maze"
	text := readTestdata(t, "broken.maze")
	c.open(uri, text)
	got := c.waitPublished(uri, 1)

	_, ds := dsl.Compile(uri, []byte(text))
	want := ds.LSP(uri)
	if len(want.Diagnostics) < 4 {
		t.Fatalf("broken.maze has %d problems, want at least 4", len(want.Diagnostics))
	}
	if len(got.Diagnostics) != len(want.Diagnostics) {
		t.Fatalf("got %d diagnostics, want %d:\n%+v", len(got.Diagnostics), len(want.Diagnostics), got.Diagnostics)
	}
	codes := map[string]bool{}
	for i, g := range got.Diagnostics {
		w := want.Diagnostics[i]
		codes[g.Code] = true
		if g.Code != w.Code || g.Range != w.Range || g.Severity != w.Severity || g.Source != w.Source || g.Data != w.Data {
			t.Errorf("diagnostic %d:\n got %+v\nwant %+v", i, g, w)
		}
		if !slices.Equal(g.RelatedInformation, w.RelatedInformation) {
			t.Errorf("diagnostic %d related:\n got %+v\nwant %+v", i, g.RelatedInformation, w.RelatedInformation)
		}
		wantMsg := w.Message
		if w.Data.Hint != "" {
			wantMsg += "\nhint: " + w.Data.Hint
		}
		if g.Message != wantMsg {
			t.Errorf("diagnostic %d message %q, want %q", i, g.Message, wantMsg)
		}
	}
	for _, code := range []string{"E0104", "E0202", "E0501", "E0405"} {
		if !codes[code] {
			t.Errorf("no %s among %v", code, codes)
		}
	}
	related := false
	for _, g := range got.Diagnostics {
		related = related || len(g.RelatedInformation) > 0
	}
	if !related {
		t.Error("no diagnostic carries related information (E0104 points at the first title)")
	}
	c.shutdown()
}

// TestPositionsInUTF16 checks that a character outside the Basic
// Multilingual Plane (two UTF-16 units) before a problem moves its range
// by two, as LSP counts, while the Cyrillic letters count one each.
func TestPositionsInUTF16(t *testing.T) {
	c := startServer(t, Options{})
	const uri = "file:///tmp/utf16.maze"
	text := strings.Replace(readTestdata(t, "broken.maze"), "    kit.granades = 3", "    kit.granades = 3 // 🐻 медведь", 1)
	text = strings.Replace(text, "title \"Broken\"", "title \"🐻\" ", 1)
	c.open(uri, text)
	got := c.waitPublished(uri, 1)
	_, ds := dsl.Compile(uri, []byte(text))
	found := false
	for i, dg := range ds {
		if dg.Code != "E0104" {
			continue
		}
		found = true
		// title "🐻" : the statement ends one UTF-16 unit later than
		// its rune count says.
		if g, w := got.Diagnostics[i].Range.End.Character, dg.Range.End.Column-1+1; g != w {
			t.Errorf("E0104 ends at character %d, want %d (UTF-16)", g, w)
		}
	}
	if !found {
		t.Fatal("no E0104 for the second title")
	}
	c.shutdown()
}

// TestDidChangeCancelsOlderCheck sends two edits inside the debounce time:
// the first is never checked, the second is, and the diagnostics follow
// the text as it is now.
func TestDidChangeCancelsOlderCheck(t *testing.T) {
	// In a bubble the clock is fake: both edits come at the same instant,
	// well inside the debounce, however slow the machine.
	synctest.Test(t, testDidChangeCancelsOlderCheck)
}

func testDidChangeCancelsOlderCheck(t *testing.T) {
	s := NewServer(Options{Debounce: 300 * time.Millisecond})
	var compiles atomic.Int32
	s.compile = func(ctx context.Context, name string, src []byte) (*dsl.Result, error) {
		compiles.Add(1)
		return s.safeCompile(ctx, name, src)
	}
	c := startWith(t, s)
	const uri = "file:///tmp/edit.maze"
	good := readTestdata(t, "linked.maze")
	c.open(uri, good)
	if p := c.waitPublished(uri, 1); len(withoutSquare(p.Diagnostics)) != 0 {
		t.Fatalf("linked.maze: %+v", p.Diagnostics)
	}
	key := at(t, good, "kit.grenades", 0, 0)
	change := func(version int, text string) {
		c.notify("textDocument/didChange", map[string]any{
			"textDocument": map[string]any{"uri": uri, "version": version},
			"contentChanges": []any{map[string]any{
				"range": map[string]any{"start": key, "end": protocol.Position{Line: key.Line, Character: key.Character + uint32(len("kit.grenades"))}},
				"text":  text,
			}},
		})
	}
	change(2, "kit.granades")   // broken …
	change(3, "kit.grenades.x") // … and broken otherwise before the debounce ends
	p := c.waitPublished(uri, 3)
	synctest.Wait()
	if n := compiles.Load(); n != 2 {
		t.Errorf("%d checks, want 2: the opened text and the last edit's", n)
	}
	if ds := withoutSquare(p.Diagnostics); len(ds) != 1 || ds[0].Code != "E0202" || !strings.Contains(ds[0].Message, "kit.grenades.x") {
		t.Errorf("version 3: %+v", p.Diagnostics)
	}
	c.mu.Lock()
	for _, p := range c.pubs {
		if p.Version != nil && *p.Version == 2 {
			t.Errorf("version 2 was checked though version 3 replaced it within the debounce: %+v", p)
		}
	}
	c.mu.Unlock()
	c.shutdown()
}

// TestCheckOvertakenWhileRunning holds the check of version 2 in the
// compiler until version 3 has come: the diagnostics of version 2, stale
// by then, are never published; those of version 3 are.
func TestCheckOvertakenWhileRunning(t *testing.T) {
	s := NewServer(Options{Debounce: time.Microsecond})
	started, release := make(chan string, 4), make(chan struct{})
	s.compile = func(ctx context.Context, name string, src []byte) (*dsl.Result, error) {
		if strings.Contains(string(src), "kit.granades") {
			started <- "held"
			<-release
			// A compiler that does not look at its context: its
			// result must be dropped all the same.
			return dsl.CompileResult(name, src), nil
		}
		return s.safeCompile(ctx, name, src)
	}
	c := startWith(t, s)
	const uri = "file:///tmp/held.maze"
	good := readTestdata(t, "linked.maze")
	c.open(uri, good)
	c.waitPublished(uri, 1)
	key := at(t, good, "grenades", 0, 0)
	change := func(version int, text string) {
		end := key
		end.Character += uint32(len("grenades"))
		c.notify("textDocument/didChange", map[string]any{
			"textDocument":   map[string]any{"uri": uri, "version": version},
			"contentChanges": []any{map[string]any{"range": protocol.Range{Start: key, End: end}, "text": text}},
		})
	}
	change(2, "granades")
	select {
	case <-started:
	case <-time.After(10 * time.Second):
		t.Fatal("the check of version 2 did not start")
	}
	change(3, "grenades")
	// A request is answered after the notifications before it: when the
	// answer comes, the server has version 3.
	var syms json.RawMessage
	c.call("textDocument/documentSymbol", map[string]any{"textDocument": map[string]any{"uri": uri}}, &syms)
	// Version 3's check waits for version 2's to end; let it.
	close(release)
	if p := c.waitPublished(uri, 3); len(withoutSquare(p.Diagnostics)) != 0 {
		t.Errorf("version 3: %+v", p.Diagnostics)
	}
	c.mu.Lock()
	for _, p := range c.pubs {
		if p.Version != nil && *p.Version == 2 {
			t.Errorf("the diagnostics of version 2 were published after version 3 had come: %+v", p)
		}
	}
	c.mu.Unlock()
	c.shutdown()
}

// holdCompile replaces s's compiler with one that holds the compile of a
// text holding marker until its context is cancelled, or an hour has
// passed on the bubble's clock, and then runs the real compiler with that
// context. held receives the compile's context as it starts; outcome
// receives the compiler's error as it ends.
func holdCompile(s *Server, marker string) (held chan context.Context, outcome chan error) {
	held, outcome = make(chan context.Context, 4), make(chan error, 4)
	s.compile = func(ctx context.Context, name string, src []byte) (*dsl.Result, error) {
		if !strings.Contains(string(src), marker) {
			return s.safeCompile(ctx, name, src)
		}
		held <- ctx
		select {
		case <-ctx.Done():
		case <-time.After(time.Hour):
		}
		res, err := s.safeCompile(ctx, name, src)
		outcome <- err
		return res, err
	}
	return held, outcome
}

// TestNewerEditCancelsRunningCompile: an edit that comes while the text
// before it compiles cancels that compile through its context; the
// cancelled check publishes nothing, and the compile of the newest text
// runs to its end and is published.
func TestNewerEditCancelsRunningCompile(t *testing.T) {
	// In a bubble a compile that is never cancelled ends after an hour of
	// fake time, and the test says so instead of hanging.
	synctest.Test(t, testNewerEditCancelsRunningCompile)
}

func testNewerEditCancelsRunningCompile(t *testing.T) {
	s := NewServer(Options{Debounce: time.Millisecond})
	held, outcome := holdCompile(s, "kit.granades")
	c := startWith(t, s)
	const uri = "file:///tmp/cancelled.maze"
	good := readTestdata(t, "linked.maze")
	c.open(uri, good)
	c.waitPublished(uri, 1)
	key := at(t, good, "grenades", 0, 0)
	change := func(version int, text string) {
		end := key
		end.Character += uint32(len(text))
		c.notify("textDocument/didChange", map[string]any{
			"textDocument":   map[string]any{"uri": uri, "version": version},
			"contentChanges": []any{map[string]any{"range": protocol.Range{Start: key, End: end}, "text": text}},
		})
	}
	change(2, "granades")
	ctx := <-held
	change(3, "grenadex") // a typo of its own: version 3 has a diagnostic
	p := c.waitPublished(uri, 3)
	if err := <-outcome; err == nil {
		t.Error("the compile of version 2 ran to its end after version 3 had come; want it cancelled")
	}
	if ctx.Err() == nil {
		t.Error("the context of version 2's compile is not done")
	}
	if ds := withoutSquare(p.Diagnostics); len(ds) != 1 || ds[0].Code != "E0202" || !strings.Contains(ds[0].Message, "kit.grenadex") {
		t.Errorf("version 3 (compiled to its end): %+v", p.Diagnostics)
	}
	synctest.Wait()
	c.mu.Lock()
	for _, p := range c.pubs {
		if p.Version != nil && *p.Version == 2 {
			t.Errorf("the cancelled check of version 2 published: %+v", p)
		}
	}
	c.mu.Unlock()
	c.shutdown()
}

// TestDidCloseCancelsRunningCompile: closing a document stops the compile
// of its text; nothing of it is published after the empty diagnostics
// that closing sends.
func TestDidCloseCancelsRunningCompile(t *testing.T) {
	synctest.Test(t, testDidCloseCancelsRunningCompile)
}

func testDidCloseCancelsRunningCompile(t *testing.T) {
	s := NewServer(Options{Debounce: time.Millisecond})
	held, outcome := holdCompile(s, "kit.granades")
	c := startWith(t, s)
	const uri = "file:///tmp/closing.maze"
	c.open(uri, readTestdata(t, "broken.maze"))
	ctx := <-held
	c.notify("textDocument/didClose", map[string]any{"textDocument": map[string]any{"uri": uri}})
	if err := <-outcome; err == nil {
		t.Error("the compile of a closed document ran to its end; want it cancelled")
	}
	if ctx.Err() == nil {
		t.Error("the context of the closed document's compile is not done")
	}
	synctest.Wait()
	c.mu.Lock()
	if len(c.pubs) != 1 || c.pubs[0].URI != uri || c.pubs[0].Version != nil || len(c.pubs[0].Diagnostics) != 0 {
		t.Errorf("after didClose during a compile, published %+v; want only the empty diagnostics of closing", c.pubs)
	}
	c.mu.Unlock()
	c.shutdown()
}

// TestDidCloseClearsDiagnostics: the problems of a closed file leave the
// editor with it, and requests about it find nothing.
func TestDidCloseClearsDiagnostics(t *testing.T) {
	c := startServer(t, Options{})
	const uri = "file:///tmp/closed.maze"
	text := readTestdata(t, "broken.maze")
	c.open(uri, text)
	if p := c.waitPublished(uri, 1); len(p.Diagnostics) == 0 {
		t.Fatal("broken.maze: no diagnostics")
	}
	c.notify("textDocument/didClose", map[string]any{"textDocument": map[string]any{"uri": uri}})
	var h json.RawMessage
	c.call("textDocument/hover", docPos(uri, at(t, text, "P1", 0, 0)), &h)
	if string(h) != "null" {
		t.Errorf("hover in a closed file: %s", h)
	}
	c.mu.Lock()
	last := c.pubs[len(c.pubs)-1]
	c.mu.Unlock()
	if last.URI != uri || last.Version != nil || len(last.Diagnostics) != 0 {
		t.Errorf("after didClose the last diagnostics are %+v, want none", last)
	}
	c.shutdown()
}

// applyEdits applies LSP text edits to text, last first.
func applyEdits(text string, edits []protocol.TextEdit) string {
	d := newDocument("", 0, text)
	type span struct {
		from, to int
		s        string
	}
	var spans []span
	for _, e := range edits {
		spans = append(spans, span{d.offset(e.Range.Start), d.offset(e.Range.End), e.NewText})
	}
	slices.SortFunc(spans, func(a, b span) int { return b.from - a.from })
	for _, s := range spans {
		text = text[:s.from] + s.s + text[s.to:]
	}
	return text
}

// TestFormatting formats a maze written loosely and expects what
// "labyrinth fmt" writes; a maze with syntax errors is refused.
func TestFormatting(t *testing.T) {
	c := startServer(t, Options{})
	const uri = "file:///tmp/loose.maze"
	loose := strings.Replace(readTestdata(t, "linked.maze"), "    kit.grenades = 3", "  kit.grenades=3", 1)
	loose = strings.Replace(loose, "title \"Linked\"", "title    \"Linked\"", 1)
	want, ds := dsl.FormatSource(uri, []byte(loose))
	if ds.HasErrors() || string(want) == loose {
		t.Fatalf("the loose maze must format to something else: %v", ds)
	}
	c.open(uri, loose)
	var edits []protocol.TextEdit
	c.call("textDocument/formatting", map[string]any{"textDocument": map[string]any{"uri": uri}, "options": map[string]any{"tabSize": 4, "insertSpaces": true}}, &edits)
	if got := applyEdits(loose, edits); got != string(want) {
		t.Errorf("formatted:\n%s\nwant:\n%s", got, want)
	}
	if len(edits) != 1 || edits[0].Range.Start.Line < 2 {
		t.Errorf("want one edit after the comment lines, got %+v", edits)
	}

	const bad = "file:///tmp/bad.maze"
	c.open(bad, "title \"x\"\nmap {\n+---+\n| X |\n+---+\n")
	if err := c.callErr("textDocument/formatting", map[string]any{"textDocument": map[string]any{"uri": bad}, "options": map[string]any{}}); err == nil || !strings.Contains(err.Error(), "cannot format") {
		t.Errorf("formatting a maze with syntax errors: %v, want a refusal", err)
	}
	c.shutdown()
}

func hoverText(t *testing.T, c *client, uri string, p protocol.Position) string {
	t.Helper()
	var h *struct {
		Contents protocol.MarkupContent `json:"contents"`
		Range    *protocol.Range        `json:"range"`
	}
	c.call("textDocument/hover", docPos(uri, p), &h)
	if h == nil {
		return ""
	}
	return h.Contents.Value
}

// TestHover names a cell, its coordinate in the maze's convention and what
// the links say of it.
func TestHover(t *testing.T) {
	c := startServer(t, Options{})
	const uri = "file:///tmp/linked.maze"
	text := readTestdata(t, "linked.maze")
	c.open(uri, text)
	const tight = "file:///tmp/tight.maze"
	tightText := strings.Replace(text, "E1 -> E3", "E1->E3", 1)
	c.open(tight, tightText)
	duel, err := os.ReadFile("../../examples/duel.maze")
	if err != nil {
		t.Fatal(err)
	}
	const duelURI = "file:///tmp/duel.maze"
	c.open(duelURI, string(duel))
	tests := []struct {
		name, uri string
		pos       protocol.Position
		want      []string
	}{
		{"V4 pit", uri, at(t, text, "P1", 0, 1), []string{"**pit** at 1:B1", "pit P1 → exit B1 at 1:E2"}},
		{"V4 pit exit", uri, at(t, text, "B1", 0, 0), []string{"**pit exit** at 1:E2", "exit B1 of pit P1 at 1:B1"}},
		{"B5 hole", uri, at(t, text, "H1", 0, 0), []string{"**hole** at 1:E1", "hole 1 of set 1, next: 1:E3"}},
		{"B5 last hole", uri, at(t, text, "H1", 1, 0), []string{"hole 3 of set 1, next: 1:E1"}},
		{"B18 river", uri, at(t, text, "R1", 1, 0), []string{"river 1, cell 2 of 3, next: 1:A2; source at 1:C2"}},
		{"B18 source", uri, at(t, text, "R1", 2, 0), []string{"source of river 1"}},
		{"T1 stairs", uri, at(t, text, "U1", 0, 0), []string{"**stairs** at 1:D3", "stairs up to 2:A1"}},
		{"T1 stairs down", uri, at(t, text, "D1", 0, 0), []string{"stairs down to 1:D3"}},
		{"treasure", uri, at(t, text, " X ", 0, 1), []string{"**true treasure** at 1:A1"}},
		{"the padding of a slot", uri, at(t, text, " X ", 0, 0), []string{"**true treasure** at 1:A1"}},
		{"an empty cell", uri, at(t, text, "U1", 0, -3), []string{"**empty cell** at 1:C3"}},
		{"cell named in links", uri, at(t, text, "E3", 0, 1), []string{"**hole** at 1:E3", "hole 2 of set 1, next: 1:A3"}},
		{"cell named before an arrow without spaces", tight, at(t, tightText, "E1->", 0, 1), []string{"**hole** at 1:E1"}},
		{"B11 inner wall", uri, at(t, text, "+---+   +", 0, 2), []string{"**wall**, a grenade blows it", "between 1:B1 and 1:B2"}},
		{"B11 outer wall", uri, at(t, text, "| X", 0, 0), []string{"**wall** of the edge", "on the west side of 1:A1"}},
		{"B4 exit", uri, at(t, text, "+---+---+---+   +---+", 0, 13), []string{"**an exit**", "on the south side of 1:D3"}},
		{"no wall", uri, at(t, text, "| X   P1", 0, 4), []string{"**no wall**", "between 1:A1 and 1:B1"}},
		{"rules key", uri, at(t, text, "kit.grenades", 0, 4), []string{"**kit.grenades** (int)"}},
		{"D1 pit in the source text's letters", duelURI, at(t, string(duel), "     1 |", 0, 5), []string{"**pit** at б3", "pit П1 → exit В1 at к9"}},
		{"D1 pit exit in the source text's letters", duelURI, at(t, string(duel), " I |", 0, 1), []string{"**pit exit** at к9", "exit В1 of pit П1 at б3"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := hoverText(t, c, tt.uri, tt.pos)
			for _, w := range tt.want {
				if !strings.Contains(got, w) {
					t.Errorf("hover at %+v:\n%s\nwant it to say %q", tt.pos, got, w)
				}
			}
		})
	}
	const walls = "file:///tmp/walls.maze"
	c.open(walls, "title \"w\"\nmap {\n+---+---+\n|   >   |\n+vvv+   +\n}\n")
	for _, tt := range []struct {
		name string
		pos  protocol.Position
		want string
	}{
		{"M11 one-way wall east", protocol.Position{Line: 3, Character: 4}, "players pass going east only (M11)"},
		{"M11 one-way wall south", protocol.Position{Line: 4, Character: 2}, "players pass going south only (M11)"},
	} {
		if got := hoverText(t, c, walls, tt.pos); !strings.Contains(got, tt.want) {
			t.Errorf("%s: %q, want %q", tt.name, got, tt.want)
		}
	}
	if got := hoverText(t, c, uri, protocol.Position{Line: 0, Character: 3}); got != "" {
		t.Errorf("hover on a comment: %q, want nothing", got)
	}
	c.shutdown()
}

// TestDefinition jumps between the ends of every kind of link.
func TestDefinition(t *testing.T) {
	c := startServer(t, Options{})
	const uri = "file:///tmp/linked.maze"
	text := readTestdata(t, "linked.maze")
	c.open(uri, text)
	tests := []struct {
		name     string
		from, to protocol.Position
	}{
		{"V4 pit to its exit", at(t, text, "P1", 0, 0), at(t, text, "B1", 0, 0)},
		{"V4 exit to its pit", at(t, text, "B1", 0, 1), at(t, text, "P1", 0, 0)},
		{"B5 hole to the next", at(t, text, "H1", 0, 0), at(t, text, "H1", 2, 0)},
		{"B5 last hole to the first", at(t, text, "H1", 1, 0), at(t, text, "H1", 0, 0)},
		{"T1 stairs up to down", at(t, text, "U1", 0, 0), at(t, text, "D1", 0, 0)},
		{"T1 stairs down to up", at(t, text, "D1", 0, 0), at(t, text, "U1", 0, 0)},
		{"B18 river cell to its source", at(t, text, "R1", 0, 0), at(t, text, "R1", 2, 0)},
		{"B18 source to its mouth", at(t, text, "R1", 2, 0), at(t, text, "R1", 0, 0)},
		{"links name to its cell", at(t, text, "A3", 0, 0), at(t, text, "H1", 1, 0)},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var locs []protocol.Location
			c.call("textDocument/definition", docPos(uri, tt.from), &locs)
			if len(locs) != 1 {
				t.Fatalf("got %+v, want one location", locs)
			}
			r := locs[0].Range
			if locs[0].URI != uri || r.Start.Line != tt.to.Line || r.Start.Character > tt.to.Character || r.End.Character <= tt.to.Character {
				t.Errorf("got %+v, want the slot holding %+v", locs[0], tt.to)
			}
		})
	}
	var none json.RawMessage
	c.call("textDocument/definition", docPos(uri, at(t, text, " X ", 0, 1)), &none)
	if string(none) != "null" {
		t.Errorf("definition of a treasure: %s, want null", none)
	}
	c.shutdown()
}

// TestDocumentHighlight marks every cell of the link under the cursor.
func TestDocumentHighlight(t *testing.T) {
	c := startServer(t, Options{})
	const uri = "file:///tmp/linked.maze"
	text := readTestdata(t, "linked.maze")
	c.open(uri, text)
	tests := []struct {
		name string
		from protocol.Position
		want []protocol.Position
	}{
		{"B5 the whole set", at(t, text, "H1", 1, 0), []protocol.Position{at(t, text, "H1", 0, 0), at(t, text, "H1", 1, 0), at(t, text, "H1", 2, 0)}},
		{"V4 pit and exit", at(t, text, "B1", 0, 0), []protocol.Position{at(t, text, "P1", 0, 0), at(t, text, "B1", 0, 0)}},
		{"T1 stairs", at(t, text, "D1", 0, 0), []protocol.Position{at(t, text, "U1", 0, 0), at(t, text, "D1", 0, 0)}},
		{"B18 river", at(t, text, "R1", 1, 0), []protocol.Position{at(t, text, "R1", 0, 0), at(t, text, "R1", 1, 0), at(t, text, "R1", 2, 0)}},
		{"a treasure has none", at(t, text, " X ", 0, 1), nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var hs []struct {
				Range protocol.Range `json:"range"`
			}
			c.call("textDocument/documentHighlight", docPos(uri, tt.from), &hs)
			var got []protocol.Position
			for _, h := range hs {
				got = append(got, h.Range.Start)
			}
			slices.SortFunc(got, func(a, b protocol.Position) int {
				if a.Line != b.Line {
					return int(a.Line) - int(b.Line)
				}
				return int(a.Character) - int(b.Character)
			})
			if !slices.Equal(got, tt.want) {
				t.Errorf("highlights at %+v: %+v, want %+v", tt.from, got, tt.want)
			}
		})
	}
	c.shutdown()
}

type symbol struct {
	Name     string         `json:"name"`
	Detail   string         `json:"detail"`
	Range    protocol.Range `json:"range"`
	Children []symbol       `json:"children"`
}

// TestDocumentSymbols outlines title, rules, floors and links.
func TestDocumentSymbols(t *testing.T) {
	c := startServer(t, Options{})
	const uri = "file:///tmp/linked.maze"
	text := readTestdata(t, "linked.maze")
	c.open(uri, text)
	var syms []symbol
	c.call("textDocument/documentSymbol", map[string]any{"textDocument": map[string]any{"uri": uri}}, &syms)
	var outline []string
	var walk func(prefix string, ss []symbol)
	walk = func(prefix string, ss []symbol) {
		for _, s := range ss {
			outline = append(outline, prefix+s.Name+" "+s.Detail)
			walk(prefix+"  ", s.Children)
		}
	}
	walk("", syms)
	got := strings.Join(outline, "\n")
	want := `Linked title
rules base
  kit.grenades 3
map 1 3×5
  pit P1 1:B1
  exit B1 1:E2
  hole 1 of set 1 1:E1
  hole 2 of set 1 1:E3
  hole 3 of set 1 1:A3
  stairs 1 up 1:D3
  river 1 1:C2
  true treasure 1:A1
map 2 2×3
  stairs 1 down 2:A1
links 
  holes 1 
  river 1 `
	if got != want {
		t.Errorf("outline:\n%s\nwant:\n%s", got, want)
	}

	// Unnamed maps of several floors are named by their number.
	const unnamed = "file:///tmp/unnamed.maze"
	c.open(unnamed, strings.NewReplacer("map 1 {", "map {", "map 2 {", "map {").Replace(text))
	c.call("textDocument/documentSymbol", map[string]any{"textDocument": map[string]any{"uri": unnamed}}, &syms)
	var maps []string
	for _, s := range syms {
		if strings.HasPrefix(s.Name, "map") {
			maps = append(maps, s.Name+" "+s.Detail)
		}
	}
	if got := strings.Join(maps, ", "); got != "map 1 3×5, map 2 2×3" {
		t.Errorf("unnamed maps: %s", got)
	}
	c.shutdown()
}

// TestCodeActionDidYouMean applies every quick fix of the broken maze and
// expects the misspelt key and the glyph typo gone, the map still in shape.
func TestCodeActionDidYouMean(t *testing.T) {
	c := startServer(t, Options{})
	const uri = "file:///tmp/broken.maze"
	text := readTestdata(t, "broken.maze")
	c.open(uri, text)
	var actions []struct {
		Title string               `json:"title"`
		Kind  string               `json:"kind"`
		Diags []diag.LSPDiagnostic `json:"diagnostics"`
		Edit  struct {
			Changes map[string][]protocol.TextEdit
		} `json:"edit"`
	}
	end := newDocument("", 0, text).end()
	c.call("textDocument/codeAction", map[string]any{
		"textDocument": map[string]any{"uri": uri},
		"range":        protocol.Range{End: end},
		"context":      map[string]any{"diagnostics": []any{}},
	}, &actions)
	titles := map[string]bool{}
	var edits []protocol.TextEdit
	for _, a := range actions {
		titles[a.Title] = true
		if a.Kind != "quickfix" || len(a.Diags) != 1 {
			t.Errorf("action %+v: want a quickfix for one diagnostic", a)
		}
		edits = append(edits, a.Edit.Changes[uri]...)
	}
	for _, w := range []string{`Change "kit.granades" to "kit.grenades"`, `Change "++" to "+"`} {
		if !titles[w] {
			t.Errorf("no action %q among %v", w, titles)
		}
	}
	fixed := applyEdits(text, edits)
	_, ds := dsl.Compile(uri, []byte(fixed))
	for _, dg := range ds {
		if dg.Code == "E0202" || dg.Code == "E0405" || dg.Code == "E0401" {
			t.Errorf("after the fixes: %v", dg)
		}
	}
	if !strings.Contains(fixed, "| D1      + |") {
		t.Errorf("the glyph fix must keep the slot's width:\n%s", fixed)
	}

	// A range on one line offers only that line's fix.
	line := at(t, text, "kit.granades", 0, 0)
	c.call("textDocument/codeAction", map[string]any{
		"textDocument": map[string]any{"uri": uri},
		"range":        protocol.Range{Start: line, End: line},
		"context":      map[string]any{"diagnostics": []any{}},
	}, &actions)
	if len(actions) != 1 || !strings.Contains(actions[0].Title, "kit.grenades") {
		t.Errorf("actions on the rules line: %+v", actions)
	}

	// Asked only for other kinds, it offers none.
	c.call("textDocument/codeAction", map[string]any{
		"textDocument": map[string]any{"uri": uri},
		"range":        protocol.Range{Start: line, End: line},
		"context":      map[string]any{"diagnostics": []any{}, "only": []string{"source.organizeImports"}},
	}, &actions)
	if len(actions) != 0 {
		t.Errorf("actions when only source actions are asked for: %+v", actions)
	}
	c.shutdown()
}

// TestCompletion offers rules keys, a key's values and the presets.
func TestCompletion(t *testing.T) {
	c := startServer(t, Options{})
	const uri = "file:///tmp/complete.maze"
	text := "title \"c\"\n\nrules \n\nrules duel {\n    kit.\n    reentry = \n}\n\nlinks {\n    ri\n}\n"
	c.open(uri, text)
	labels := func(p protocol.Position) []string {
		var list struct {
			Items []struct {
				Label    string `json:"label"`
				TextEdit struct {
					Range protocol.Range `json:"range"`
				} `json:"textEdit"`
			} `json:"items"`
		}
		c.call("textDocument/completion", docPos(uri, p), &list)
		var out []string
		for _, it := range list.Items {
			out = append(out, it.Label)
			if it.TextEdit.Range.End != p {
				t.Errorf("item %q replaces %+v, want a range ending at the cursor %+v", it.Label, it.TextEdit.Range, p)
			}
		}
		return out
	}
	tests := []struct {
		name string
		pos  protocol.Position
		want []string
	}{
		{"presets", protocol.Position{Line: 2, Character: 6}, []string{"base", "duel", "vmk1983"}},
		{"keys", protocol.Position{Line: 5, Character: 8}, []string{"kit.grenades", "reentry"}},
		{"values", protocol.Position{Line: 6, Character: 14}, []string{"same"}},
		{"links statements", protocol.Position{Line: 10, Character: 6}, []string{"river", "holes", "pit"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := labels(tt.pos)
			for _, w := range tt.want {
				if !slices.Contains(got, w) {
					t.Errorf("completion at %+v: %v, want %q among them", tt.pos, got, w)
				}
			}
		})
	}
	c.shutdown()
}

// withoutSquare leaves out the B2-square warnings of linked.maze, whose
// floors are 3×5 and 2×3 (rows × columns) on purpose: the tests that use it are about when a
// check is published, not about what it finds.
func withoutSquare(ds []diag.LSPDiagnostic) []diag.LSPDiagnostic {
	var out []diag.LSPDiagnostic
	for _, d := range ds {
		if d.Code != "B2-square" {
			out = append(out, d)
		}
	}
	return out
}

// TestCheckedSeesWhatIsPublished: the Checked hook is given the very
// compilation whose diagnostics go out, before they do.
func TestCheckedSeesWhatIsPublished(t *testing.T) {
	type seen struct {
		uri     string
		version int32
		codes   []string
		rows    int
	}
	got := make(chan seen, 4)
	c := startServer(t, Options{Checked: func(uri string, version int32, res *dsl.Result) {
		s := seen{uri: uri, version: version}
		for _, d := range res.Diagnostics {
			s.codes = append(s.codes, d.Code)
		}
		if res.Maze != nil && len(res.Maze.Floors) > 0 {
			s.rows = res.Maze.Floors[0].Rows
		}
		got <- s
	}})
	c.open("file:///t.maze", "map {\n+---+---+\n| X   P1|\n+---+---+\n}\n")
	p := c.waitPublished("file:///t.maze", 1)
	var s seen
	select {
	case s = <-got:
	default:
		t.Fatal("diagnostics were published before Checked was called")
	}
	if s.uri != "file:///t.maze" || s.version != 1 || s.rows != 1 {
		t.Errorf("Checked got %+v", s)
	}
	if len(s.codes) != len(p.Diagnostics) || len(s.codes) == 0 {
		t.Errorf("Checked saw %v, the client got %d diagnostics", s.codes, len(p.Diagnostics))
	}
}

// TestTabLeavesTheRestChecked: a map line whose tab lines up with no tab
// stop (E0106) is left unread, and the editor still shows every other
// problem of the file: an unknown glyph and a sealed region (B17).
func TestTabLeavesTheRestChecked(t *testing.T) {
	src, err := os.ReadFile("../testdata/errors/tabunread.maze")
	if err != nil {
		t.Fatal(err)
	}
	c := startServer(t, Options{})
	const uri = "file:///tmp/tab.maze"
	c.open(uri, string(src))
	got := c.waitPublished(uri, 1)
	codes := map[string]int{}
	for _, g := range got.Diagnostics {
		codes[g.Code]++
	}
	for _, code := range []string{"E0106", "E0405", "B17-unreachable"} {
		if codes[code] != 1 {
			t.Errorf("%s told %d times; got %v", code, codes[code], codes)
		}
	}
	c.shutdown()
}
