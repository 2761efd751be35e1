//go:build !js

package main

import (
	"bytes"
	"compress/gzip"
	"context"
	"crypto/sha256"
	"embed"
	"encoding/hex"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"

	"github.com/evanw/esbuild/pkg/api"

	"labyrinth/printouts"
)

// web holds the page, its JavaScript sources, styles and word catalogue,
// and the lock file of the editor's packages.
//
//go:embed web/index.html web/*.js web/*.css web/catalogue.json web/package.json web/package-lock.json
var web embed.FS

// builder makes the site.
type builder struct {
	cache string // npm packages; "" means the user cache directory
	log   func(string, ...any)
}

// build writes the site into dir and returns a summary of its sizes.
func (b builder) build(ctx context.Context, dir string) (string, error) {
	if err := os.MkdirAll(filepath.Join(dir, "fonts"), 0o755); err != nil {
		return "", err
	}
	if err := b.wasm(ctx, dir); err != nil {
		return "", err
	}
	if err := b.bundle(ctx, dir); err != nil {
		return "", err
	}
	page, _ := web.ReadFile("web/index.html")
	if err := os.WriteFile(filepath.Join(dir, "index.html"), page, 0o644); err != nil {
		return "", err
	}
	for _, f := range printouts.WebFonts() {
		if err := os.WriteFile(filepath.Join(dir, "fonts", f.File), f.TTF, 0o644); err != nil {
			return "", err
		}
	}
	return compressAll(dir)
}

// wasm compiles this package for the browser, and copies the Go
// runtime's loader for it.
func (b builder) wasm(ctx context.Context, dir string) error {
	out, err := filepath.Abs(filepath.Join(dir, "labyrinth.wasm"))
	if err != nil {
		return err
	}
	b.log("compiling labyrinth.wasm (GOOS=js GOARCH=wasm)")
	cmd := exec.CommandContext(ctx, "go", "build", "-trimpath", "-ldflags=-s -w", "-o", out, "labyrinth/cmd/playground")
	cmd.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm", "CGO_ENABLED=0")
	if msg, err := cmd.CombinedOutput(); err != nil {
		return fmt.Errorf("go build for js/wasm: %v\n%s(run it inside the labyrinth module, as go run ./cmd/playground does)", err, msg)
	}
	root, err := exec.CommandContext(ctx, "go", "env", "GOROOT").Output()
	if err != nil {
		return fmt.Errorf("go env GOROOT: %w", err)
	}
	loader, err := os.ReadFile(filepath.Join(strings.TrimSpace(string(root)), "lib", "wasm", "wasm_exec.js"))
	if err != nil {
		return fmt.Errorf("Go's wasm_exec.js: %w", err)
	}
	return os.WriteFile(filepath.Join(dir, "wasm_exec.js"), loader, 0o644)
}

// bundle fetches the editor's packages and bundles the page's JavaScript
// and CSS with esbuild.
func (b builder) bundle(ctx context.Context, dir string) error {
	lock, _ := web.ReadFile("web/package-lock.json")
	sum := sha256.Sum256(lock)
	cache := b.cache
	if cache == "" {
		c, err := os.UserCacheDir()
		if err != nil {
			return fmt.Errorf("no cache directory for the npm packages (%v); give one with -cache", err)
		}
		cache = filepath.Join(c, "labyrinth-playground")
	}
	pkgDir := filepath.Join(cache, "npm-"+hex.EncodeToString(sum[:8]))
	modules, err := installPackages(ctx, lock, pkgDir, b.log)
	if err != nil {
		return err
	}
	// The sources are written beside the packages, so that esbuild finds
	// both on disk.
	src := filepath.Join(pkgDir, "src")
	if err := os.RemoveAll(src); err != nil {
		return err
	}
	if err := os.MkdirAll(src, 0o755); err != nil {
		return err
	}
	entries, _ := fs.ReadDir(web, "web")
	for _, e := range entries {
		data, _ := web.ReadFile("web/" + e.Name())
		if err := os.WriteFile(filepath.Join(src, e.Name()), data, 0o644); err != nil {
			return err
		}
	}
	res := api.Build(api.BuildOptions{
		EntryPointsAdvanced: []api.EntryPoint{
			{InputPath: filepath.Join(src, "main.js"), OutputPath: "app"},
			{InputPath: filepath.Join(src, "style.css"), OutputPath: "app"},
		},
		AbsWorkingDir:     pkgDir,
		NodePaths:         []string{modules},
		Bundle:            true,
		Write:             false,
		Outdir:            dir,
		Format:            api.FormatIIFE,
		Target:            api.ES2020,
		MinifySyntax:      true,
		MinifyWhitespace:  true,
		MinifyIdentifiers: true,
		Charset:           api.CharsetUTF8,
		LegalComments:     api.LegalCommentsNone,
		Loader:            map[string]api.Loader{".json": api.LoaderJSON},
		LogLevel:          api.LogLevelSilent,
		External:          []string{"fonts/*"},
	})
	if len(res.Errors) > 0 {
		msgs := api.FormatMessages(res.Errors, api.FormatMessagesOptions{Kind: api.ErrorMessage})
		return fmt.Errorf("bundling the page:\n%s", strings.Join(msgs, ""))
	}
	for _, f := range res.OutputFiles {
		if err := os.WriteFile(f.Path, f.Contents, 0o644); err != nil {
			return err
		}
	}
	return writeLicences(dir, lock, modules)
}

// writeLicences gathers the licences of the bundled packages, with their
// versions, into LICENSES.txt beside the bundle.
func writeLicences(dir string, lock []byte, modules string) error {
	var lf lockFile
	if err := jsonUnmarshal(lock, &lf); err != nil {
		return err
	}
	keys := make([]string, 0, len(lf.Packages))
	for k := range lf.Packages {
		if k != "" {
			keys = append(keys, k)
		}
	}
	sort.Strings(keys)
	var buf bytes.Buffer
	buf.WriteString("The playground bundles these packages from the npm registry.\n")
	for _, k := range keys {
		p := lf.Packages[k]
		fmt.Fprintf(&buf, "\n==== %s %s (%s)\n\n", packageName(k), p.Version, p.License)
		pdir := filepath.Join(filepath.Dir(modules), filepath.FromSlash(k))
		found := false
		for _, n := range []string{"LICENSE", "LICENSE.md", "LICENSE.txt", "license"} {
			if t, err := os.ReadFile(filepath.Join(pdir, n)); err == nil {
				buf.Write(bytes.TrimSpace(t))
				buf.WriteByte('\n')
				found = true
				break
			}
		}
		if !found {
			buf.WriteString("(the package ships no licence file; its package.json says " + p.License + ")\n")
		}
	}
	return os.WriteFile(filepath.Join(dir, "LICENSES.txt"), buf.Bytes(), 0o644)
}

// compressAll writes a .gz beside every file a static host may send
// compressed, and sums the sizes up.
func compressAll(dir string) (string, error) {
	var raw, packed int64
	var wasmRaw, wasmPacked int64
	err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || strings.HasSuffix(p, ".gz") {
			return err
		}
		data, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		var buf bytes.Buffer
		zw, _ := gzip.NewWriterLevel(&buf, gzip.BestCompression)
		zw.Write(data)
		zw.Close()
		if err := os.WriteFile(p+".gz", buf.Bytes(), 0o644); err != nil {
			return err
		}
		raw += int64(len(data))
		packed += int64(buf.Len())
		if strings.HasSuffix(p, ".wasm") {
			wasmRaw, wasmPacked = int64(len(data)), int64(buf.Len())
		}
		return nil
	})
	if err != nil {
		return "", err
	}
	if wasmRaw == 0 {
		return "", errors.New("the build wrote no labyrinth.wasm")
	}
	return fmt.Sprintf("%.1f MB (%.1f MB gzipped), of which labyrinth.wasm %.1f MB (%.1f MB gzipped)",
		mb(raw), mb(packed), mb(wasmRaw), mb(wasmPacked)), nil
}

func mb(n int64) float64 { return float64(n) / (1 << 20) }
