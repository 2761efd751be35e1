// Package atomicfile writes a file whole or not at all: through a
// temporary file beside it, renamed into place, so that a reader never
// sees half a file and a failed write never leaves half of one where a
// whole one was.
package atomicfile

import (
	"os"
	"path/filepath"
)

// Write writes data to dest with mode 0644, replacing whatever was there.
func Write(dest string, data []byte) error {
	tmp, err := os.CreateTemp(filepath.Dir(dest), "."+filepath.Base(dest)+".*")
	if err != nil {
		return err
	}
	_, err = tmp.Write(data)
	if cerr := tmp.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = os.Chmod(tmp.Name(), 0o644)
	}
	if err == nil {
		err = os.Rename(tmp.Name(), dest)
	}
	if err != nil {
		os.Remove(tmp.Name())
	}
	return err
}
