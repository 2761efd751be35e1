package lsp

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net"
	"net/textproto"
	"strconv"
	"testing"
	"time"
)

// frame is a message with its Content-Length header.
func frame(body string) string {
	return fmt.Sprintf("Content-Length: %d\r\n\r\n%s", len(body), body)
}

// readAnswer reads one message the server wrote.
func readAnswer(t *testing.T, r *bufio.Reader) map[string]any {
	t.Helper()
	h, err := textproto.NewReader(r).ReadMIMEHeader()
	if err != nil {
		t.Fatalf("reading an answer's header: %v", err)
	}
	n, err := strconv.Atoi(h.Get("Content-Length"))
	if err != nil {
		t.Fatalf("answer without a length: %v", h)
	}
	body := make([]byte, n)
	if _, err := io.ReadFull(r, body); err != nil {
		t.Fatal(err)
	}
	var m map[string]any
	if err := json.Unmarshal(body, &m); err != nil {
		t.Fatalf("answer %q: %v", body, err)
	}
	return m
}

type spaceReader struct{}

func (spaceReader) Read(p []byte) (int, error) {
	for i := range p {
		p[i] = ' '
	}
	return len(p), nil
}

// TestMalformedMessages: every malformed JSON-RPC message gets the
// protocol's error answer with a null id, and the server goes on to
// answer the next good request.
func TestMalformedMessages(t *testing.T) {
	for _, c := range []struct {
		name, raw string
		code      float64
		spaces    int64 // written after raw, without being held in memory
	}{
		{"bad JSON", frame(`{"jsonrpc":"2.0","id":1,"method":`), -32700, 0},
		{"an array", frame(`[]`), -32600, 0},
		{"null", frame(`null`), -32600, 0},
		{"a number", frame(`42`), -32600, 0},
		{"an object id", frame(`{"jsonrpc":"2.0","id":{"a":1},"method":"initialize","params":{}}`), -32600, 0},
		{"a method that is not a string", frame(`{"jsonrpc":"2.0","id":3,"method":7}`), -32600, 0},
		{"an empty object", frame(`{}`), -32600, 0},
		{"no Content-Length", "Content-Type: application/json\r\n\r\n", -32700, 0},
		{"a Content-Length that is not a number", "Content-Length: ten\r\n\r\n", -32700, 0},
		{"a negative Content-Length", "Content-Length: -5\r\n\r\n", -32700, 0},
		{"a Content-Length past the limit", fmt.Sprintf("Content-Length: %d\r\n\r\n", maxMessage+1), -32600, maxMessage + 1},
	} {
		t.Run(c.name, func(t *testing.T) {
			client, server := net.Pipe()
			defer client.Close()
			ctx, cancel := context.WithCancel(context.Background())
			defer cancel()
			go Serve(ctx, server, Options{})
			client.SetDeadline(time.Now().Add(20 * time.Second)) // a hang guard
			go func() {
				io.WriteString(client, c.raw)
				io.CopyN(client, spaceReader{}, c.spaces)
				io.WriteString(client, frame(`{"jsonrpc":"2.0","id":7,"method":"initialize","params":{"processId":null,"rootUri":null,"capabilities":{}}}`))
			}()
			r := bufio.NewReader(client)
			m := readAnswer(t, r)
			e, _ := m["error"].(map[string]any)
			if e == nil || e["code"] != c.code || m["id"] != nil {
				t.Errorf("answer %v, want error %v with a null id", m, c.code)
			}
			m = readAnswer(t, r)
			if m["id"] != float64(7) || m["result"] == nil {
				t.Errorf("the request after it got %v, want initialize's result", m)
			}
		})
	}
}
