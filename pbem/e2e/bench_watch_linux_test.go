package e2e_test

import (
	"encoding/binary"
	"os"
	"sync"
	"syscall"
	"time"
)

// mailWatch tells the benchmark's players what was delivered into their
// Maildir "new" directories, from inotify: each file renamed or created
// there is a delivery. It counts them as they come, so that a player
// learns of a report without anyone reading fifty directories after
// every delivery (that polling would take CPU from the referee and the
// servers, and charge it to the referee).
type mailWatch struct {
	f     *os.File
	event chan struct{}

	mu    sync.Mutex
	byWD  map[int32]int // watch descriptor → index of its directory
	count []int         // deliveries by directory
}

// newMailWatch watches dirs; count(i) is how many messages dir i's
// mailbox holds now, read once at the start.
func newMailWatch(dirs []string, count func(i int) (int, error)) (*mailWatch, error) {
	fd, err := syscall.InotifyInit1(syscall.IN_CLOEXEC | syscall.IN_NONBLOCK)
	if err != nil {
		return nil, err
	}
	w := &mailWatch{f: os.NewFile(uintptr(fd), "inotify"), event: make(chan struct{}, 1),
		byWD: map[int32]int{}, count: make([]int, len(dirs))}
	for i, d := range dirs {
		wd, err := syscall.InotifyAddWatch(fd, d, syscall.IN_MOVED_TO|syscall.IN_CREATE)
		if err != nil {
			w.f.Close()
			return nil, err
		}
		w.byWD[int32(wd)] = i
	}
	// Read after the watches are in place, so that nothing delivered in
	// between is missed (the benchmark has no mail in flight here).
	for i := range dirs {
		if w.count[i], err = count(i); err != nil {
			w.f.Close()
			return nil, err
		}
	}
	go w.read()
	return w, nil
}

func (w *mailWatch) read() {
	buf := make([]byte, 64<<10)
	for {
		n, err := w.f.Read(buf)
		if err != nil {
			return
		}
		w.mu.Lock()
		for b := buf[:n]; len(b) >= syscall.SizeofInotifyEvent; {
			wd := int32(binary.NativeEndian.Uint32(b[0:4]))
			mask := binary.NativeEndian.Uint32(b[4:8])
			size := syscall.SizeofInotifyEvent + int(binary.NativeEndian.Uint32(b[12:16]))
			if i, ok := w.byWD[wd]; ok && mask&(syscall.IN_MOVED_TO|syscall.IN_CREATE) != 0 && mask&syscall.IN_ISDIR == 0 {
				w.count[i]++
			}
			b = b[min(size, len(b)):]
		}
		w.mu.Unlock()
		select {
		case w.event <- struct{}{}:
		default:
		}
	}
}

// delivered is how many messages dir i's mailbox holds.
func (w *mailWatch) delivered(i int) (int, error) {
	w.mu.Lock()
	defer w.mu.Unlock()
	return w.count[i], nil
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
