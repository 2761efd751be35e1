//go:build !js

package main

// The page tested as a person uses it: Debian's chromium, headless, driven
// by chromedp, on the site the builder makes, served on 127.0.0.1.

import (
	"context"
	"encoding/base64"
	"fmt"
	"math/rand/v2"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/cdproto/browser"
	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"

	"labyrinth/dsl"
	"labyrinth/examples"
)

var site struct {
	once sync.Once
	dir  string
	url  string
	err  error
}

// TestMain removes the site the browser tests built.
func TestMain(m *testing.M) {
	code := m.Run()
	if site.dir != "" {
		os.RemoveAll(site.dir)
	}
	os.Exit(code)
}

// siteURL builds the site once for all the tests and serves it.
func siteURL(t testing.TB) string {
	t.Helper()
	site.once.Do(func() {
		dir, err := os.MkdirTemp("", "playground-test-")
		if err != nil {
			site.err = err
			return
		}
		site.dir = dir
		b := builder{log: func(string, ...any) {}}
		if _, err := b.build(context.Background(), dir); err != nil {
			site.err = err
			return
		}
		srv := httptest.NewServer(siteHandler(dir)) // 127.0.0.1 only
		site.url = srv.URL + "/"
	})
	if site.err != nil {
		t.Fatalf("building the site: %v", site.err)
	}
	return site.url
}

// chromium finds Debian's chromium; without it the browser tests skip,
// except under CI=true, where they must run.
func chromium(t testing.TB) string {
	t.Helper()
	for _, name := range []string{"chromium", "chromium-browser", "google-chrome"} {
		if p, err := exec.LookPath(name); err == nil {
			return p
		}
	}
	if os.Getenv("CI") == "true" {
		t.Fatal("chromium is not installed, and CI=true: install it (apt-get install chromium; .ci/run does)")
	}
	t.Skip("chromium is not installed: the browser tests of the playground skip (apt-get install chromium to run them)")
	return ""
}

// page opens the site in a new headless browser at fragment (the part of
// the address after #, if any) and waits until the page is ready.
func page(t testing.TB, fragment string) context.Context {
	t.Helper()
	exe := chromium(t)
	url := siteURL(t)
	opts := append(chromedp.DefaultExecAllocatorOptions[:], chromedp.ExecPath(exe), chromedp.NoSandbox,
		chromedp.WindowSize(1400, 900), chromedp.Flag("disable-gpu", true), chromedp.Flag("lang", "en-US"))
	actx, cancelA := chromedp.NewExecAllocator(context.Background(), opts...)
	ctx, cancelC := chromedp.NewContext(actx)
	ctx, cancelT := context.WithTimeout(ctx, 3*time.Minute)
	t.Cleanup(func() { cancelT(); cancelC(); cancelA() })
	if fragment != "" {
		url += "#" + fragment
	}
	must(t, chromedp.Do(ctx, chromedp.Navigate(url)))
	waitFor(t, ctx, `document.body.dataset.ready === "true" && document.body.dataset.checked !== undefined`)
	return ctx
}

func must(t testing.TB, err error) {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
}

// waitFor waits until a JavaScript expression is true.
func waitFor(t testing.TB, ctx context.Context, expr string) {
	t.Helper()
	if _, err := chromedp.Run(ctx, chromedp.Poll[chromedp.Void](expr, chromedp.WithPollingTimeout(60*time.Second))); err != nil {
		state, _ := chromedp.Run(ctx, chromedp.Evaluate[string](`JSON.stringify({notice: document.querySelector("#notice").textContent,
			checked: document.body.dataset.checked, console: document.querySelector("#console").textContent.slice(-2000)})`))
		t.Fatalf("waiting for %s: %v\nthe page: %s", expr, err, state)
	}
}

func eval[T any](t testing.TB, ctx context.Context, expr string) T {
	t.Helper()
	v, err := chromedp.Run(ctx, chromedp.Evaluate[T](expr))
	if err != nil {
		t.Fatalf("%s: %v", expr, err)
	}
	return v
}

// shot keeps a screenshot of the page when PLAYGROUND_SHOTS names a
// directory, for looking at each state.
func shot(t testing.TB, ctx context.Context, name string) {
	t.Helper()
	dir := os.Getenv("PLAYGROUND_SHOTS")
	if dir == "" {
		return
	}
	png, err := chromedp.Run(ctx, chromedp.FullScreenshot(90))
	must(t, err)
	must(t, os.WriteFile(filepath.Join(dir, name+".png"), png, 0o644))
}

func link(src string) string { return "src=" + base64.RawURLEncoding.EncodeToString([]byte(src)) }

func text(t testing.TB, ctx context.Context) string {
	return eval[string](t, ctx, `window.playground.text()`)
}

const broken = `title "Broken"
rules base {
    kit.granades = 2
}
map {
+---+---+---+
| X   P1  A |
+   +---+   +
|           |
+   +   +---+
|     Q     |
+---+   +---+
}
`

// TestBrowserDiagnostics: a #src= link of a broken maze shows each
// diagnostic of "labyrinth check" at its place, in the text and on the
// map, and a quick fix of the language server mends one.
func TestBrowserDiagnostics(t *testing.T) {
	_, want := dsl.Compile(sourceName, []byte(broken))
	if len(want) < 3 {
		t.Fatalf("the broken maze has only %v", want)
	}
	ctx := page(t, link(broken))
	waitFor(t, ctx, fmt.Sprintf(`document.querySelectorAll("#problem-list li").length === %d`, len(want)))
	got := eval[[][]any](t, ctx, `[...document.querySelectorAll("#problem-list li")].map(li => [li.dataset.code, Number(li.dataset.line)])`)
	var gotS, wantS []string
	for _, g := range got {
		gotS = append(gotS, fmt.Sprintf("%v:%v", g[0], g[1]))
	}
	for _, d := range want {
		wantS = append(wantS, fmt.Sprintf("%s:%d", d.Code, d.Range.Start.Line))
	}
	slices.Sort(gotS)
	slices.Sort(wantS)
	if !slices.Equal(gotS, wantS) {
		t.Errorf("the page lists %v, check says %v", gotS, wantS)
	}
	// Each is underlined in the text, and the map marks the cells.
	marks := eval[int](t, ctx, `document.querySelectorAll(".cm-lintRange-error, .cm-lintRange-warning").length`)
	if marks < len(want) {
		t.Errorf("%d ranges underlined for %d diagnostics", marks, len(want))
	}
	if n := eval[int](t, ctx, `document.querySelectorAll("#overlay rect.region").length`); n == 0 {
		t.Error("no cell of a diagnostic is marked on the map")
	}
	shot(t, ctx, "1-diagnostics")

	// The quick fix of the misspelt rule key.
	waitFor(t, ctx, `[...document.querySelectorAll("#problem-list button.fix")].some(b => b.textContent.includes("kit.grenades"))`)
	must(t, chromedp.Do(ctx, chromedp.Click(chromedp.CSS("#problem-list button.fix"))))
	waitFor(t, ctx, `window.playground.text().includes("kit.grenades = 2")`)
	waitFor(t, ctx, fmt.Sprintf(`document.querySelectorAll("#problem-list li").length === %d`, len(want)-1))
	shot(t, ctx, "2-quick-fix")
}

// clickEdge clicks the map at a point given in cells from the top left
// corner of floor 0.
func clickCell(t testing.TB, ctx context.Context, x, y float64, opts ...chromedp.MouseOption) {
	t.Helper()
	p := eval[[]float64](t, ctx, fmt.Sprintf(`(() => {
		const w = window.playground.drawing().maps[0];
		const m = document.querySelector("#map-svg svg").getScreenCTM();
		const p = new DOMPoint(w.x + %g * w.cell, w.y + %g * w.cell).matrixTransform(m);
		return [p.x, p.y];
	})()`, x, y))
	must(t, chromedp.Do(ctx, chromedp.MouseClickXY(p[0], p[1], opts...)))
}

// TestBrowserEditOnMap: a click between two cells puts a wall there and
// the text says so; a click on a cell puts a sign in it; undo takes both
// back.
func TestBrowserEditOnMap(t *testing.T) {
	ctx := page(t, link(nine))
	must(t, chromedp.Do(ctx, chromedp.Click(chromedp.CSS(`input[name=mode][value=walls]`))))
	clickCell(t, ctx, 1, 0.5) // between A1 and B1
	waitFor(t, ctx, `window.playground.text().includes("| X | P1  A |")`)
	if !strings.Contains(text(t, ctx), "// a comment the edits keep") {
		t.Error("the comment was lost")
	}
	waitFor(t, ctx, `document.querySelector("#map-svg svg") !== null`)
	shot(t, ctx, "3-wall-added")

	must(t, chromedp.Do(ctx, chromedp.Click(chromedp.CSS(`input[name=mode][value=cells]`)),
		chromedp.SetValue(chromedp.CSS("#glyph"), "M")))
	clickCell(t, ctx, 0.5, 2.5) // A3
	waitFor(t, ctx, `window.playground.text().includes("| M         |")`)
	shot(t, ctx, "4-cell-set")

	must(t, chromedp.Do(ctx, chromedp.Click(chromedp.ID("undo")), chromedp.Click(chromedp.ID("undo"))))
	waitFor(t, ctx, `window.playground.text() === `+jsString(nine))
}

func jsString(s string) string {
	return "decodeURIComponent(" + fmt.Sprintf("%q", urlEscape(s)) + ")"
}

func urlEscape(s string) string {
	var b strings.Builder
	for _, c := range []byte(s) {
		fmt.Fprintf(&b, "%%%02X", c)
	}
	return b.String()
}

// TestBrowserPlay: three rounds at one screen, two people and a bot, as
// "labyrinth play" plays them, and the host's map on demand.
func TestBrowserPlay(t *testing.T) {
	src, _ := examples.Read("base.maze")
	ctx := page(t, link(string(src)))
	must(t, chromedp.Do(ctx,
		chromedp.Click(chromedp.ID("play")),
		chromedp.SendKeys(chromedp.CSS("#people .person:nth-child(1) input[name=name]"), "Аня"),
		chromedp.Click(chromedp.CSS("#people .person:nth-child(1) input[name=female]")),
		chromedp.SetValue(chromedp.CSS("#people .person:nth-child(1) select[name=plang]"), "ru"),
		chromedp.Click(chromedp.ID("add-person")),
		chromedp.SendKeys(chromedp.CSS("#people .person:nth-child(2) input[name=name]"), "Bob"),
		chromedp.SetValue(chromedp.CSS("#people .person:nth-child(2) select[name=plang]"), "en"),
		chromedp.SetValue(chromedp.CSS("#play-form input[name=bots]"), "1"),
		chromedp.SetValue(chromedp.CSS("#play-form select[name=lang]"), "ru"),
		chromedp.Click(chromedp.ID("play-start")),
	))
	waitFor(t, ctx, `document.querySelector("#console").textContent.includes("ходит Аня, ход 1")`)
	for _, order := range []string{"начинаю с а1", "start at h8", "вниз", "up", "вниз", "left"} {
		must(t, chromedp.Do(ctx, chromedp.SendKeys(chromedp.ID("order"), order+"\r")))
	}
	waitFor(t, ctx, `document.querySelector("#console").textContent.includes("Bob's turn, round 3")`)
	out := eval[string](t, ctx, `document.querySelector("#console").textContent`)
	for _, want := range []string{"— ходит Аня, ход 2 —", "— Bob's turn, round 2 —", "— ходит Аня, ход 3 —"} {
		if !strings.Contains(out, want) {
			t.Errorf("the game did not say %q:\n%s", want, out)
		}
	}
	must(t, chromedp.Do(ctx, chromedp.Click(chromedp.ID("host-map"))))
	waitFor(t, ctx, `document.querySelector("#play-map svg") !== null`)
	if n := eval[int](t, ctx, `document.querySelectorAll("#play-map svg circle[fill='#c81e1e']").length`); n != 3 {
		t.Errorf("%d players on the host's map, want 3", n)
	}
	shot(t, ctx, "5-play")
}

// TestBrowserKit: the kit downloaded from the page is the kit of the
// maze, and pdftotext reads it.
func TestBrowserKit(t *testing.T) {
	ctx := page(t, link(nine))
	dir := t.TempDir()
	must(t, chromedp.Do(ctx, chromedp.Func(func(ctx context.Context, _ *chromedp.Target) error {
		_, err := chromedp.Call(ctx, browser.SetDownloadBehavior, browser.SetDownloadBehaviorParams{
			Behavior: browser.SetDownloadBehaviorBehaviorAllow, DownloadPath: dir})
		return err
	}), chromedp.Click(chromedp.ID("kit"))))
	shot(t, ctx, "6-kit-dialog")
	must(t, chromedp.Do(ctx, chromedp.Click(chromedp.ID("kit-go"))))
	var pdf []byte
	for deadline := time.Now().Add(30 * time.Second); time.Now().Before(deadline); time.Sleep(200 * time.Millisecond) {
		if b, err := os.ReadFile(filepath.Join(dir, "nine-rooms.pdf")); err == nil && len(b) > 0 {
			pdf = b
			break
		}
	}
	if pdf == nil {
		entries, _ := os.ReadDir(dir)
		t.Fatalf("no nine-rooms.pdf downloaded (%v)", entries)
	}
	want, err := kit(nine, `{"Lang":"en"}`)
	must(t, err)
	if string(want.([]byte)) != string(pdf) {
		t.Errorf("the downloaded kit (%d bytes) is not the kit of the maze (%d bytes)", len(pdf), len(want.([]byte)))
	}
	if _, err := exec.LookPath("pdftotext"); err != nil {
		if os.Getenv("CI") == "true" {
			t.Fatal("pdftotext is not installed, and CI=true (apt-get install poppler-utils)")
		}
		t.Skip("pdftotext is not installed (poppler-utils)")
	}
	out, err := exec.Command("pdftotext", filepath.Join(dir, "nine-rooms.pdf"), "-").Output()
	must(t, err)
	for _, w := range []string{"Nine rooms", "Host sheet", "Turn log"} {
		if !strings.Contains(string(out), w) {
			t.Errorf("the kit's text lacks %q", w)
		}
	}
}

// TestBrowserLanguage: the page speaks the browser's language and
// switches at a click, every word from the catalogue.
func TestBrowserLanguage(t *testing.T) {
	ctx := page(t, link(nine))
	if got := eval[string](t, ctx, `document.querySelector("#save").textContent`); got != "Save .maze" {
		t.Errorf("save says %q in an English browser", got)
	}
	must(t, chromedp.Do(ctx, chromedp.Click(chromedp.ID("lang"))))
	waitFor(t, ctx, `document.documentElement.lang === "ru"`)
	for sel, want := range map[string]string{"#save": "Сохранить .maze", "#play": "Играть…", "#mode-hint": "Наведите на клетку, чтобы узнать, что в ней; щёлкните яму или выход, чтобы отметить пару."} {
		if got := eval[string](t, ctx, `document.querySelector("`+sel+`").textContent`); got != want {
			t.Errorf("%s says %q, want %q", sel, got, want)
		}
	}
	// The map's columns follow: а б в in Russian.
	waitFor(t, ctx, `document.querySelector("#map-svg svg").textContent.includes("б")`)
	shot(t, ctx, "7-russian")
}

// TestBrowserBadInput: a corrupt link, a file that is not UTF-8, a paste
// of a megabyte and a maze over the limits each get a clear message, and
// the page answers and keeps the text.
func TestBrowserBadInput(t *testing.T) {
	ctx := page(t, link(nine))

	must(t, chromedp.Do(ctx, chromedp.Evaluate[chromedp.Void](`location.hash = "#src=@@not-base64"`)))
	waitFor(t, ctx, `document.querySelector("#notice.error") && !document.querySelector("#notice").hidden`)
	if msg := eval[string](t, ctx, `document.querySelector("#notice").textContent`); !strings.Contains(msg, "could not be read") {
		t.Errorf("a corrupt link says %q", msg)
	}
	if text(t, ctx) != nine {
		t.Error("a corrupt link changed the editor")
	}
	shot(t, ctx, "8-corrupt-link")

	bad := filepath.Join(t.TempDir(), "bad.maze")
	must(t, os.WriteFile(bad, []byte("map {\n\xff\xfe\xfd\n}\n"), 0o644))
	must(t, chromedp.Do(ctx, chromedp.SetUploadFiles(chromedp.ID("open"), []string{bad})))
	waitFor(t, ctx, `document.querySelector("#notice").textContent.includes("not UTF-8")`)
	if text(t, ctx) != nine {
		t.Error("a file that is not UTF-8 changed the editor")
	}
	shot(t, ctx, "9-bad-utf8")

	// A megabyte pasted: a warning, the text is there, and the page still
	// checks it and answers.
	must(t, chromedp.Do(ctx, chromedp.Evaluate[chromedp.Void](`(() => {
		const dt = new DataTransfer();
		dt.setData("text/plain", "// " + "x".repeat(1 << 20) + "\n");
		document.querySelector(".cm-content").focus();
		document.querySelector(".cm-content").dispatchEvent(new ClipboardEvent("paste", {clipboardData: dt, bubbles: true, cancelable: true}));
	})()`)))
	waitFor(t, ctx, `document.querySelector("#notice.warn") !== null`)
	waitFor(t, ctx, `window.playground.text().length > (1 << 20)`)
	waitFor(t, ctx, `Number(document.body.dataset.checked) >= 2`)
	if got := text(t, ctx); !strings.Contains(got, "// a comment the edits keep") {
		t.Error("the paste lost the text around it")
	}
	shot(t, ctx, "10-paste")

	// Over the limits: more floors than a maze may have.
	over := strings.Repeat("map {\n+---+\n|   |\n+---+\n}\n", dsl.MaxFloors+1)
	must(t, chromedp.Do(ctx, chromedp.Evaluate[chromedp.Void](`location.hash = "#`+link(over)+`"`)))
	waitFor(t, ctx, `[...document.querySelectorAll("#problem-list li")].some(li => li.dataset.code === "E0109")`)
	waitFor(t, ctx, `document.querySelector("#map-svg").textContent.includes("Nothing to draw")`)
	shot(t, ctx, "11-over-limits")
	if got := eval[int](t, ctx, `1 + 1`); got != 2 {
		t.Error("the page does not answer")
	}
}

// boxMaze writes a rows×cols box-style maze: a spanning tree of the cells
// (a depth-first walk, so every cell is reachable), the true treasure in
// the first cell and an exit at the bottom right.
func boxMaze(rows, cols int) string {
	r := rand.New(rand.NewPCG(uint64(rows), uint64(cols)))
	east := make([]bool, rows*cols)  // open to the east
	south := make([]bool, rows*cols) // open to the south
	seen := make([]bool, rows*cols)
	stack := []int{0}
	seen[0] = true
	for len(stack) > 0 {
		c := stack[len(stack)-1]
		row, col := c/cols, c%cols
		var next []int
		for _, n := range []int{c - cols, c + cols, c - 1, c + 1} {
			if n < 0 || n >= rows*cols || seen[n] || (n == c-1 && col == 0) || (n == c+1 && col == cols-1) {
				continue
			}
			next = append(next, n)
		}
		if len(next) == 0 {
			stack = stack[:len(stack)-1]
			continue
		}
		n := next[r.IntN(len(next))]
		switch n {
		case c - cols:
			south[n] = true
		case c + cols:
			south[c] = true
		case c - 1:
			east[n] = true
		case c + 1:
			east[c] = true
		}
		_ = row
		seen[n] = true
		stack = append(stack, n)
	}
	var b strings.Builder
	fmt.Fprintf(&b, "title \"%dx%d\"\nmap {\n", rows, cols)
	b.WriteString("+" + strings.Repeat("---+", cols) + "\n")
	for row := 0; row < rows; row++ {
		b.WriteString("|")
		for col := 0; col < cols; col++ {
			if row == 0 && col == 0 {
				b.WriteString(" X ")
			} else {
				b.WriteString("   ")
			}
			if east[row*cols+col] {
				b.WriteString(" ")
			} else {
				b.WriteString("|")
			}
		}
		b.WriteString("\n+")
		for col := 0; col < cols; col++ {
			if south[row*cols+col] || (row == rows-1 && col == cols-1) {
				b.WriteString("   +")
			} else {
				b.WriteString("---+")
			}
		}
		b.WriteString("\n")
	}
	b.WriteString("}\n// the end\n")
	return b.String()
}

// BenchmarkBrowserKeystroke measures, in chromium, the time from a
// keystroke in the editor to fresh diagnostics and drawing on the page.
func BenchmarkBrowserKeystroke(b *testing.B) {
	for _, n := range []int{10, 100} {
		b.Run(fmt.Sprintf("%dx%d", n, n), func(b *testing.B) {
			ctx := page(b, link(boxMaze(n, n)))
			// The cursor at the end of the last comment: each keystroke
			// changes the text, not the maze.
			must(b, chromedp.Do(ctx, chromedp.Evaluate[chromedp.Void](`document.querySelector(".cm-content").focus()`),
				chromedp.KeyEvent(kb.End, chromedp.KeyModifiers(chromedp.ModifierCtrl)), chromedp.KeyEvent(kb.ArrowLeft)))
			total := 0.0
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				before := eval[int](b, ctx, `window.playgroundStats.refreshes`)
				must(b, chromedp.Do(ctx, chromedp.KeyEvent("x")))
				waitFor(b, ctx, fmt.Sprintf(`window.playgroundStats.refreshes > %d`, before))
				total += eval[float64](b, ctx, `window.playgroundStats.lastRefreshMs`)
				if os.Getenv("PLAYGROUND_TRACE") != "" {
					b.Log(eval[string](b, ctx, `JSON.stringify(window.playgroundStats)`))
				}
			}
			b.ReportMetric(total/float64(b.N), "ms/keystroke")
		})
	}
}

// BenchmarkBrowserFirstLoad measures opening the page from localhost
// until the maze is checked and drawn (the browser already running, its
// cache empty), and the site's compressed size.
func BenchmarkBrowserFirstLoad(b *testing.B) {
	ctx := page(b, "")
	var gz int64
	filepath.Walk(site.dir, func(p string, info os.FileInfo, err error) error {
		if err == nil && strings.HasSuffix(p, ".gz") {
			gz += info.Size()
		}
		return nil
	})
	url := siteURL(b) + "#" + link(nine)
	total := 0.0
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		must(b, chromedp.Do(ctx, chromedp.Navigate("about:blank"), chromedp.Func(func(ctx context.Context, _ *chromedp.Target) error {
			_, err := chromedp.Call(ctx, network.ClearBrowserCache, cdp.Empty{})
			return err
		})))
		start := time.Now()
		must(b, chromedp.Do(ctx, chromedp.Navigate(url)))
		waitFor(b, ctx, `document.body.dataset.ready === "true" && document.body.dataset.checked !== undefined && document.querySelector("#map-svg svg") !== null`)
		total += float64(time.Since(start).Milliseconds())
	}
	b.ReportMetric(total/float64(b.N), "ms/load")
	b.ReportMetric(float64(gz)/(1<<20), "MB-gzipped")
}

// TestBrowserLookGenerateFormat: hovering a cell tells what lsp hover
// tells, clicking a pit marks its exit, the generator's form makes a maze,
// and Format is fmt.
func TestBrowserLookGenerateFormat(t *testing.T) {
	ctx := page(t, link(nine))
	p := eval[[]float64](t, ctx, `(() => {
		const w = window.playground.drawing().maps[0];
		const m = document.querySelector("#map-svg svg").getScreenCTM();
		const p = new DOMPoint(w.x + 1.5 * w.cell, w.y + 0.5 * w.cell).matrixTransform(m);
		return [p.x, p.y];
	})()`)
	must(t, chromedp.Do(ctx, chromedp.MouseEvent(input.DispatchMouseEventTypeMouseMoved, p[0], p[1])))
	waitFor(t, ctx, `!document.querySelector("#hover").hidden && /pit/i.test(document.querySelector("#hover").textContent)`)
	must(t, chromedp.Do(ctx, chromedp.MouseClickXY(p[0], p[1])))
	waitFor(t, ctx, `document.querySelectorAll("#overlay rect.pair").length === 2`)
	shot(t, ctx, "12-look")

	must(t, chromedp.Do(ctx, chromedp.Click(chromedp.ID("generate"))))
	waitFor(t, ctx, `document.querySelector("#gen-fields select[name=preset]") !== null`)
	must(t, chromedp.Do(ctx,
		chromedp.SetValue(chromedp.CSS("#gen-fields select[name=preset]"), "school"),
		chromedp.SendKeys(chromedp.CSS("#gen-fields input[name=size]"), "6x7"),
		chromedp.SendKeys(chromedp.CSS("#gen-fields input[name=seed]"), "3")))
	shot(t, ctx, "13-generator")
	must(t, chromedp.Do(ctx, chromedp.Click(chromedp.ID("gen-go"))))
	waitFor(t, ctx, `window.playground.text().includes("rules school")`)
	want, err := generate("preset=school,size=6x7,seed=3")
	must(t, err)
	if !strings.Contains(want.(string), "rules school") {
		t.Fatalf("the generator's own output: %s", want)
	}

	// Format: a misaligned line is put right as fmt puts it.
	messy := strings.Replace(nine, `title "Nine rooms"`, `title    "Nine rooms"`, 1)
	must(t, chromedp.Do(ctx, chromedp.Evaluate[chromedp.Void](`location.hash = "#`+link(messy)+`"`)))
	waitFor(t, ctx, `window.playground.text().startsWith("title    ")`)
	must(t, chromedp.Do(ctx, chromedp.Click(chromedp.ID("fmt"))))
	formatted, _ := dsl.FormatSource(sourceName, []byte(messy))
	waitFor(t, ctx, `window.playground.text() === `+jsString(string(formatted)))
}
