//go:build js && wasm

// The browser side of the playground: the packages compiled to
// WebAssembly, and the only code of the project that knows syscall/js.
// The page's JavaScript talks to it through the functions of the global
// object "labyrinth" (see web/go.js).
package main

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"strconv"
	"strings"
	"syscall/js"
	"time"

	"labyrinth/dsl"
	"labyrinth/dsl/lsp"
)

func main() {
	b := &bridge{}
	api := map[string]func(args []js.Value) (any, error){
		"start":    b.start,
		"lspSend":  b.lspSend,
		"examples": func([]js.Value) (any, error) { return examplesJSON() },
		"meta":     func([]js.Value) (any, error) { return metaJSON() },
		"genForm":  func([]js.Value) (any, error) { return genFormJSON() },
		"generate": func(a []js.Value) (any, error) { return generate(a[0].String()) },
		"editWall": func(a []js.Value) (any, error) {
			return editWall(a[0].String(), a[1].Int(), a[2].Int(), a[3].Int(), a[4].String(), a[5].String())
		},
		"editCell": func(a []js.Value) (any, error) {
			return editCell(a[0].String(), a[1].Int(), a[2].Int(), a[3].Int(), a[4].String())
		},
		"resize":    func(a []js.Value) (any, error) { return resize(a[0].String(), a[1].Int(), a[2].String()) },
		"glyphs":    func([]js.Value) (any, error) { return glyphsJSON() },
		"kit":       func(a []js.Value) (any, error) { return kit(a[0].String(), a[1].String()) },
		"playStart": func(a []js.Value) (any, error) { return b.playStart(a[0].String(), a[1].String()) },
		"playSend":  func(a []js.Value) (any, error) { return b.playSend(a[0].String()) },
		"playMap":   func(a []js.Value) (any, error) { return b.playMap(a[0].String()) },
	}
	obj := js.Global().Get("Object").New()
	for name, f := range api {
		obj.Set(name, js.FuncOf(func(this js.Value, args []js.Value) (result any) {
			// A Go panic must not take the page down: it becomes an error
			// the page shows, and the editor keeps its text.
			defer func() {
				if r := recover(); r != nil {
					result = errorValue(fmt.Errorf("internal error in %s: %v", name, r))
				}
			}()
			v, err := f(args)
			if err != nil {
				return errorValue(err)
			}
			if b, ok := v.([]byte); ok {
				arr := js.Global().Get("Uint8Array").New(len(b))
				js.CopyBytesToJS(arr, b)
				return arr
			}
			return v
		}))
	}
	js.Global().Set("labyrinth", obj)
	if ready := js.Global().Get("labyrinthReady"); ready.Type() == js.TypeFunction {
		ready.Invoke()
	}
	select {}
}

// errorValue is how an error reaches the page: {error: message, hint}.
func errorValue(err error) any {
	o := map[string]any{"error": err.Error()}
	if h, ok := err.(interface{ Hint() string }); ok && h.Hint() != "" {
		o["hint"] = h.Hint()
	}
	return o
}

// bridge holds the language server and the game being played.
type bridge struct {
	toServer chan []byte
	hooks    js.Value
	play     *playSession
}

// start runs the language server, the same one "labyrinth lsp" runs, on an
// in-memory stream: the page speaks LSP to it (lspSend, hooks.lsp), and
// hooks.checked gets each compilation's drawing with its diagnostics.
func (b *bridge) start(args []js.Value) (any, error) {
	if b.toServer != nil {
		return nil, fmt.Errorf("the language server runs already")
	}
	b.hooks = args[0]
	b.toServer = make(chan []byte, 4096)
	inR, inW := io.Pipe()
	outR, outW := io.Pipe()
	go func() {
		for msg := range b.toServer {
			fmt.Fprintf(inW, "Content-Length: %d\r\n\r\n", len(msg))
			inW.Write(msg)
		}
	}()
	go b.readServer(outR)
	srv := lsp.NewServer(lsp.Options{Version: "playground", Checked: b.checked, Debounce: time.Millisecond, FixedDebounce: true})
	go func() {
		err := srv.Serve(context.Background(), stream{inR, outW})
		b.hooks.Call("stopped", fmt.Sprint(err))
	}()
	return true, nil
}

// stream is the server's side of the in-memory connection.
type stream struct {
	io.Reader
	io.WriteCloser
}

// lspSend queues one JSON-RPC message for the server; it never blocks the
// page.
func (b *bridge) lspSend(args []js.Value) (any, error) {
	if b.toServer == nil {
		return nil, fmt.Errorf("the language server is not running")
	}
	b.toServer <- []byte(args[0].String())
	return true, nil
}

// readServer hands every message of the server to hooks.lsp.
func (b *bridge) readServer(r io.Reader) {
	br := bufioReader(r)
	for {
		n := -1
		for {
			line, err := br.ReadString('\n')
			if err != nil {
				return
			}
			line = strings.TrimSpace(line)
			if line == "" {
				break
			}
			if v, ok := strings.CutPrefix(line, "Content-Length:"); ok {
				n, _ = strconv.Atoi(strings.TrimSpace(v))
			}
		}
		if n < 0 {
			continue
		}
		buf := make([]byte, n)
		if _, err := io.ReadFull(br, buf); err != nil {
			return
		}
		b.hooks.Call("lsp", string(buf))
	}
}

// checked draws each compilation the server is about to publish the
// diagnostics of, and hands the drawing to the page first.
func (b *bridge) checked(uri string, version int32, res *dsl.Result) {
	lang := b.hooks.Call("lang").String()
	d := draw(res, lang)
	d.Version = version
	svg := d.SVG
	d.SVG = ""
	out, _ := json.Marshal(d)
	b.hooks.Call("checked", uri, string(out), svg)
}

// playStart starts a game on the maze in the editor (playSetup as JSON).
func (b *bridge) playStart(src, setup string) (any, error) {
	if b.play != nil {
		close(b.play.queue)
		b.play.lines.Close()
	}
	s, err := startPlay(src, setup, jsWriter{b.hooks})
	if err != nil {
		return nil, err
	}
	b.play = s
	return true, nil
}

func (b *bridge) playSend(line string) (any, error) {
	if b.play == nil {
		return nil, fmt.Errorf("no game is being played")
	}
	return true, b.play.send(line)
}

func (b *bridge) playMap(lang string) (any, error) {
	if b.play == nil {
		return nil, fmt.Errorf("no game is being played")
	}
	return jsonString(b.play.hostMap(lang))
}

// jsWriter hands what the game writes to the page's hooks.play.
type jsWriter struct{ hooks js.Value }

func (w jsWriter) Write(p []byte) (int, error) {
	w.hooks.Call("play", string(p))
	return len(p), nil
}
