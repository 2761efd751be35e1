// Package atomicfile writes a file whole or not at all: through a
// temporary file beside it, renamed into place, so that a reader never
// sees half a file and a failed write never leaves half of one where a
// whole one was.
package atomicfile

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"sync"
)

// ErrAbandoned is what a write returns once Abandon has been called.
var ErrAbandoned = errors.New("the write was abandoned: the process is stopping")

// pending holds the temporary files of the writes under way, so that a
// process stopped by a signal can take them away (Abandon).
var pending = struct {
	sync.Mutex
	names     map[string]bool
	abandoned bool
}{names: map[string]bool{}}

// Write writes data to dest with mode 0644, replacing whatever was there.
func Write(dest string, data []byte) error {
	return WriteMode(dest, data, 0o644)
}

// WriteMode is Write with the file's mode.
func WriteMode(dest string, data []byte, perm fs.FileMode) error {
	pending.Lock()
	if pending.abandoned {
		pending.Unlock()
		return ErrAbandoned
	}
	tmp, err := os.CreateTemp(filepath.Dir(dest), "."+filepath.Base(dest)+".*")
	if err != nil {
		pending.Unlock()
		return err
	}
	name := tmp.Name()
	pending.names[name] = true
	pending.Unlock()

	_, err = tmp.Write(data)
	if cerr := tmp.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = os.Chmod(name, perm)
	}
	pending.Lock()
	defer pending.Unlock()
	delete(pending.names, name)
	if err == nil && pending.abandoned {
		err = ErrAbandoned
	}
	if err == nil {
		// Under the lock: Abandon either sees the file in place, whole,
		// or this rename never happens.
		err = os.Rename(name, dest)
	}
	if err != nil {
		os.Remove(name)
	}
	return err
}

// Abandon removes the temporary files of the writes under way and makes
// every write from now on fail with ErrAbandoned, leaving what is in
// place untouched: for a process about to exit on a signal, so that it
// leaves no partial file behind and writes none after the signal.
func Abandon() {
	pending.Lock()
	defer pending.Unlock()
	pending.abandoned = true
	for name := range pending.names {
		os.Remove(name)
		delete(pending.names, name)
	}
}
