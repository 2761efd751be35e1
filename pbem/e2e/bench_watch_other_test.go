//go:build !linux

package e2e_test

import "time"

// mailWatch, without inotify, waits a few milliseconds between looks.
type mailWatch struct{}

func newMailWatch([]string) (*mailWatch, error) { return &mailWatch{}, nil }

func (w *mailWatch) wait(time.Duration) { time.Sleep(5 * time.Millisecond) }

func (w *mailWatch) close() {}
