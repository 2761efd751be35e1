package e2e_test

import (
	"os"
	"syscall"
	"time"
)

// mailWatch wakes the benchmark's players when mail is delivered into
// any of the watched Maildir directories (inotify), so that waiting for
// their reports costs no polling of fifty directories.
type mailWatch struct {
	f     *os.File
	event chan struct{}
}

func newMailWatch(dirs []string) (*mailWatch, error) {
	fd, err := syscall.InotifyInit1(syscall.IN_CLOEXEC | syscall.IN_NONBLOCK)
	if err != nil {
		return nil, err
	}
	for _, d := range dirs {
		if _, err := syscall.InotifyAddWatch(fd, d, syscall.IN_MOVED_TO|syscall.IN_CREATE); err != nil {
			syscall.Close(fd)
			return nil, err
		}
	}
	w := &mailWatch{f: os.NewFile(uintptr(fd), "inotify"), event: make(chan struct{}, 1)}
	go func() {
		buf := make([]byte, 64<<10)
		for {
			if _, err := w.f.Read(buf); err != nil {
				return
			}
			select {
			case w.event <- struct{}{}:
			default:
			}
		}
	}()
	return w, nil
}

// wait returns when mail arrived since the last wait, or after at most d.
func (w *mailWatch) wait(d time.Duration) {
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-w.event:
	case <-t.C:
	}
}

func (w *mailWatch) close() { w.f.Close() }
