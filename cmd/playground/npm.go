//go:build !js

package main

import (
	"archive/tar"
	"compress/gzip"
	"context"
	"crypto/sha512"
	"encoding/base64"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"os"
	"path"
	"path/filepath"
	"sort"
	"strings"
	"time"
)

// The editor's JavaScript comes from the npm registry as the tarballs
// web/package-lock.json pins, each checked against its integrity hash
// before it is unpacked; nothing but Go is needed to fetch them. They are
// unpacked once into a cache directory named after the lock file's hash.

// lockFile is the part of package-lock.json (lockfileVersion 3) read here.
type lockFile struct {
	LockfileVersion int                    `json:"lockfileVersion"`
	Packages        map[string]lockPackage `json:"packages"`
}

type lockPackage struct {
	Version   string `json:"version"`
	Resolved  string `json:"resolved"`
	Integrity string `json:"integrity"`
	License   string `json:"license"`
}

// npmRegistry is where a package without a resolved address is fetched.
const npmRegistry = "https://registry.npmjs.org/"

// maxTarball is the most a package tarball may take: CodeMirror's largest
// is under 1 MB.
const maxTarball = 32 << 20

// installPackages unpacks every package of the lock file under
// dir/node_modules, fetching what is missing, and returns dir/node_modules.
// A package already unpacked is trusted: its directory is only renamed
// into place after its tarball matched its hash.
func installPackages(ctx context.Context, lock []byte, dir string, logf func(string, ...any)) (string, error) {
	var lf lockFile
	if err := json.Unmarshal(lock, &lf); err != nil {
		return "", fmt.Errorf("package-lock.json: %w", err)
	}
	if lf.LockfileVersion < 2 || len(lf.Packages) == 0 {
		return "", errors.New("package-lock.json: want lockfileVersion 3 with a packages table (npm 7 or later)")
	}
	keys := make([]string, 0, len(lf.Packages))
	for k := range lf.Packages {
		if k != "" {
			keys = append(keys, k)
		}
	}
	sort.Strings(keys)
	client := &http.Client{Timeout: 2 * time.Minute}
	for _, key := range keys {
		p := lf.Packages[key]
		if !strings.HasPrefix(key, "node_modules/") || strings.Contains(key, "..") {
			return "", fmt.Errorf("package-lock.json: unexpected package path %q", key)
		}
		dest := filepath.Join(dir, filepath.FromSlash(key))
		if _, err := os.Stat(filepath.Join(dest, "package.json")); err == nil {
			continue
		}
		name := packageName(key)
		url := p.Resolved
		if url == "" {
			url = npmRegistry + name + "/-/" + path.Base(name) + "-" + p.Version + ".tgz"
		}
		if !strings.HasPrefix(url, npmRegistry) {
			return "", fmt.Errorf("package-lock.json: %s comes from %s, not the npm registry", name, url)
		}
		logf("fetching %s@%s", name, p.Version)
		tgz, err := fetch(ctx, client, url)
		if err != nil {
			return "", fmt.Errorf("fetching %s@%s: %w", name, p.Version, err)
		}
		if err := verifyIntegrity(tgz, p.Integrity); err != nil {
			return "", fmt.Errorf("%s@%s from %s: %w", name, p.Version, url, err)
		}
		tmp := dest + ".tmp"
		os.RemoveAll(tmp)
		if err := untar(tgz, tmp); err != nil {
			os.RemoveAll(tmp)
			return "", fmt.Errorf("unpacking %s@%s: %w", name, p.Version, err)
		}
		os.RemoveAll(dest)
		if err := os.Rename(tmp, dest); err != nil {
			return "", err
		}
	}
	return filepath.Join(dir, "node_modules"), nil
}

// packageName is the name of the package a lock key installs:
// "node_modules/a/node_modules/@b/c" installs "@b/c".
func packageName(key string) string {
	i := strings.LastIndex(key, "node_modules/")
	return key[i+len("node_modules/"):]
}

func fetch(ctx context.Context, client *http.Client, url string) ([]byte, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, url, nil)
	if err != nil {
		return nil, err
	}
	resp, err := client.Do(req)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return nil, fmt.Errorf("%s: %s", url, resp.Status)
	}
	b, err := io.ReadAll(io.LimitReader(resp.Body, maxTarball+1))
	if err != nil {
		return nil, err
	}
	if len(b) > maxTarball {
		return nil, fmt.Errorf("%s is larger than %d MB", url, maxTarball>>20)
	}
	return b, nil
}

// verifyIntegrity checks b against a Subresource Integrity string such as
// "sha512-…" (the form package-lock.json keeps).
func verifyIntegrity(b []byte, integrity string) error {
	for _, h := range strings.Fields(integrity) {
		algo, want, ok := strings.Cut(h, "-")
		if !ok || algo != "sha512" {
			continue
		}
		sum := sha512.Sum512(b)
		if base64.StdEncoding.EncodeToString(sum[:]) != want {
			return errors.New("the tarball does not match its integrity hash in package-lock.json")
		}
		return nil
	}
	return fmt.Errorf("no sha512 integrity hash to check it against (got %q)", integrity)
}

// untar unpacks an npm tarball (its files under "package/") into dest.
func untar(tgz []byte, dest string) error {
	zr, err := gzip.NewReader(strings.NewReader(string(tgz)))
	if err != nil {
		return err
	}
	tr := tar.NewReader(zr)
	for {
		h, err := tr.Next()
		if err == io.EOF {
			return nil
		}
		if err != nil {
			return err
		}
		if h.Typeflag != tar.TypeReg {
			continue
		}
		// npm packs everything under one top directory, usually "package".
		_, rel, ok := strings.Cut(path.Clean(h.Name), "/")
		if !ok || rel == "" || strings.HasPrefix(rel, "../") || path.IsAbs(rel) {
			continue
		}
		p := filepath.Join(dest, filepath.FromSlash(rel))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			return err
		}
		f, err := os.Create(p)
		if err != nil {
			return err
		}
		_, err = io.Copy(f, io.LimitReader(tr, maxTarball))
		if cerr := f.Close(); err == nil {
			err = cerr
		}
		if err != nil {
			return err
		}
	}
}
