package bot

import (
	"bufio"
	"bytes"
	"errors"
	"io"
	"unicode/utf8"

	"labyrinth/engine/narrate"
)

// MaxOrderLine is the longest line of orders read at the keyboard: a
// turn's orders take a few dozen bytes, and a line past this is refused
// with a message, not read into memory.
const MaxOrderLine = 64 << 10

// lineProblem is why a line typed at the keyboard was not read.
type lineProblem struct{ key narrate.Key }

func (p lineProblem) Error() string { return p.key.String() }

var (
	errLineTooLong = lineProblem{narrate.KeyPlayLineTooLong}
	errLineNUL     = lineProblem{narrate.KeyPlayLineNUL}
	errLineNotUTF8 = lineProblem{narrate.KeyPlayLineNotUTF8}
)

// lineReader reads the lines typed at the keyboard, each at most
// MaxOrderLine bytes, as text.
type lineReader struct {
	r   *bufio.Reader
	buf []byte
}

func newLineReader(in io.Reader) *lineReader {
	return &lineReader{r: bufio.NewReaderSize(in, 4096)}
}

// next returns the next line without its line end. A line that is too
// long (skipped to its end), holds a NUL byte or is not UTF-8 returns a
// lineProblem; the end of the input io.EOF; a failed read its error.
func (l *lineReader) next() (string, error) {
	l.buf = l.buf[:0]
	tooLong := false
	for {
		chunk, err := l.r.ReadSlice('\n')
		if len(l.buf)+len(chunk) > MaxOrderLine+1 {
			tooLong = true
		} else {
			l.buf = append(l.buf, chunk...)
		}
		if errors.Is(err, bufio.ErrBufferFull) {
			continue
		}
		if errors.Is(err, io.EOF) && (len(l.buf) > 0 || tooLong) {
			break // a last line without its line end
		}
		if err != nil {
			return "", err
		}
		break
	}
	switch line := bytes.TrimRight(l.buf, "\r\n"); {
	case tooLong:
		return "", errLineTooLong
	case bytes.IndexByte(line, 0) >= 0:
		return "", errLineNUL
	case !utf8.Valid(line):
		return "", errLineNotUTF8
	default:
		return string(line), nil
	}
}
