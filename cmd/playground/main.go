//go:build !js

// Command playground builds the labyrinth playground, a static web site
// where a maze is written, checked, drawn, played and printed in the
// browser: the same compiler, language server, engine, narration,
// generator and kit printer, compiled to WebAssembly.
//
//	go run ./cmd/playground -o DIR              # build the site into DIR
//	go run ./cmd/playground -serve 127.0.0.1:8080  # build it and serve it
//
// The browser side of the same package (wasm.go) is the only code that
// knows syscall/js. See README.md beside this file.
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"os/signal"
	"path/filepath"
	"strings"
	"time"
)

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	os.Exit(run(ctx, os.Args[1:], os.Stdout, os.Stderr))
}

// usageError is a mistake on the command line: exit status 2.
type usageError struct{ msg, hint string }

func (e usageError) Error() string { return e.msg }

func run(ctx context.Context, args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("playground", flag.ContinueOnError)
	fs.SetOutput(stderr)
	out := fs.String("o", "", "build the site into `DIR` (made if missing; files of an earlier build are replaced)")
	serve := fs.String("serve", "", "build the site and serve it on `ADDR`, a loopback address such as 127.0.0.1:8080, until Ctrl-C")
	cache := fs.String("cache", "", "where the editor's npm packages are kept (`DIR`; default: the user cache directory)")
	fs.Usage = func() {
		fmt.Fprintln(stderr, "usage: go run ./cmd/playground -o DIR | -serve 127.0.0.1:8080 [-o DIR] [-cache DIR]")
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return 0
		}
		return 2
	}
	err := func() error {
		if fs.NArg() > 0 {
			return usageError{msg: fmt.Sprintf("unexpected argument %q", fs.Arg(0)), hint: "give the output directory with -o"}
		}
		if *out == "" && *serve == "" {
			return usageError{msg: "nothing to do", hint: "-o DIR builds the site, -serve 127.0.0.1:8080 serves it"}
		}
		if *serve != "" {
			if err := loopback(*serve); err != nil {
				return err
			}
		}
		dir := *out
		if dir == "" {
			tmp, err := os.MkdirTemp("", "labyrinth-playground-")
			if err != nil {
				return err
			}
			defer os.RemoveAll(tmp)
			dir = tmp
		}
		b := builder{cache: *cache, log: func(f string, a ...any) { fmt.Fprintf(stderr, "playground: "+f+"\n", a...) }}
		start := time.Now()
		sum, err := b.build(ctx, dir)
		if err != nil {
			return err
		}
		fmt.Fprintf(stdout, "built %s in %.1fs: %s\n", dir, time.Since(start).Seconds(), sum)
		if *serve == "" {
			return nil
		}
		return serveDir(ctx, *serve, dir, stdout)
	}()
	if err == nil {
		return 0
	}
	fmt.Fprintf(stderr, "playground: error: %v\n", err)
	var ue usageError
	if errors.As(err, &ue) {
		if ue.hint != "" {
			fmt.Fprintf(stderr, "playground: hint: %s\n", ue.hint)
		}
		return 2
	}
	return 1
}

// loopback refuses an address that is not on this machine: the playground
// is served for trying, not for the network.
func loopback(addr string) error {
	host, _, err := net.SplitHostPort(addr)
	if err != nil {
		return usageError{msg: fmt.Sprintf("-serve %q: %v", addr, err), hint: "e.g. -serve 127.0.0.1:8080"}
	}
	ip := net.ParseIP(host)
	if host != "localhost" && (ip == nil || !ip.IsLoopback()) {
		return usageError{msg: fmt.Sprintf("-serve %q: the playground is served on a loopback address only", addr),
			hint: "use 127.0.0.1:PORT, or build with -o DIR and put DIR on a static host"}
	}
	return nil
}

// serveDir serves dir on addr until ctx is done.
func serveDir(ctx context.Context, addr, dir string, stdout io.Writer) error {
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		return err
	}
	srv := &http.Server{Handler: siteHandler(dir), ReadHeaderTimeout: 10 * time.Second}
	fmt.Fprintf(stdout, "serving the playground on http://%s/ (Ctrl-C stops)\n", ln.Addr())
	errc := make(chan error, 1)
	go func() { errc <- srv.Serve(ln) }()
	select {
	case err := <-errc:
		return err
	case <-ctx.Done():
	}
	sctx, cancel := context.WithTimeout(context.Background(), 3*time.Second)
	defer cancel()
	return srv.Shutdown(sctx)
}

// siteHandler serves the built site as a static host would, gzipped where
// the browser takes it, with the headers a static host should send.
func siteHandler(dir string) http.Handler {
	files := http.FileServer(http.Dir(dir))
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		h := w.Header()
		h.Set("Cache-Control", "no-cache")
		h.Set("X-Content-Type-Options", "nosniff")
		p := filepath.Join(dir, filepath.FromSlash(filepath.Clean("/"+r.URL.Path)))
		if strings.HasSuffix(r.URL.Path, "/") {
			p = filepath.Join(p, "index.html")
		}
		if strings.Contains(r.Header.Get("Accept-Encoding"), "gzip") {
			if _, err := os.Stat(p + ".gz"); err == nil {
				if ct := contentType(p); ct != "" {
					h.Set("Content-Type", ct)
				}
				h.Set("Content-Encoding", "gzip")
				h.Set("Vary", "Accept-Encoding")
				http.ServeFile(w, r, p+".gz")
				return
			}
		}
		files.ServeHTTP(w, r)
	})
}

func contentType(p string) string {
	switch filepath.Ext(p) {
	case ".html":
		return "text/html; charset=utf-8"
	case ".js":
		return "text/javascript; charset=utf-8"
	case ".css":
		return "text/css; charset=utf-8"
	case ".wasm":
		return "application/wasm"
	case ".ttf":
		return "font/ttf"
	case ".json":
		return "application/json"
	}
	return ""
}
