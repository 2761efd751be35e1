//go:build !linux

package e2e_test

import "time"

// mailWatch, without inotify, reads the mailboxes and waits a few
// milliseconds between looks.
type mailWatch struct{ count func(int) (int, error) }

func newMailWatch(_ []string, count func(int) (int, error)) (*mailWatch, error) {
	return &mailWatch{count: count}, nil
}

func (w *mailWatch) delivered(i int) (int, error) { return w.count(i) }

func (w *mailWatch) wait(time.Duration) { time.Sleep(5 * time.Millisecond) }

func (w *mailWatch) close() {}
