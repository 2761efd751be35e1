package campaign

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
)

// DBName is the database of a campaign directory.
const DBName = "campaign.db"

// NotDirError is a campaign directory that is a file.
type NotDirError struct{ Path string }

func (e *NotDirError) Error() string {
	return fmt.Sprintf("%s is a file, not a campaign directory", e.Path)
}

// Prepare readies the place of a new campaign: the directory dir with its
// database DBName, the directory made when absent (private: the database
// holds the game's secrets), or else the database file db. It returns the
// database's path and undo, which removes what a creation that failed
// leaves behind: the directory it made, or a database that was not there.
// A dir that is a file is a *NotDirError.
func Prepare(dir, db string) (path string, undo func(), err error) {
	made := false
	if dir != "" {
		fi, err := os.Stat(dir)
		switch {
		case errors.Is(err, fs.ErrNotExist):
			made = true
		case err != nil:
			return "", nil, err
		case !fi.IsDir():
			return "", nil, &NotDirError{Path: dir}
		}
		db = filepath.Join(dir, DBName)
	}
	_, err = os.Stat(db)
	fresh := errors.Is(err, fs.ErrNotExist)
	if made {
		if err := os.MkdirAll(dir, 0o700); err != nil {
			return "", nil, err
		}
	}
	undo = func() {
		if made {
			os.RemoveAll(dir)
		} else if fresh {
			for _, suffix := range []string{"", "-wal", "-shm", "-journal"} {
				os.Remove(db + suffix)
			}
		}
	}
	return db, undo, nil
}
