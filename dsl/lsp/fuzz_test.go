package lsp

import (
	"os"
	"testing"

	protocol "github.com/tliron/glsp/protocol_3_16"

	"labyrinth/internal/golden"
)

// FuzzRequests asks everything a client may ask at any position of any
// text: hover, definition, highlights, completion, code actions, symbols and
// formatting answer or refuse, and never panic.
func FuzzRequests(f *testing.F) {
	for _, name := range []string{"testdata/linked.maze", "testdata/broken.maze", "../../examples/duel.maze", "../../examples/tver.maze"} {
		src, err := os.ReadFile(name)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(string(src), uint16(10), uint16(7))
	}
	f.Add("rules base {\n    kit\r", uint16(9), uint16(0)) // past the end of a text ending in \r
	for _, name := range golden.Files(f, "../testdata/errors/*.maze") {
		src, err := os.ReadFile(name)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(string(src), uint16(3), uint16(4))
	}
	f.Fuzz(func(t *testing.T, text string, line, char uint16) {
		s := NewServer(Options{})
		const uri = "file:///fuzz.maze"
		s.docs[uri] = newDocument(uri, 1, text)
		doc := protocol.TextDocumentIdentifier{URI: uri}
		pos := protocol.TextDocumentPositionParams{TextDocument: doc, Position: protocol.Position{Line: uint32(line), Character: uint32(char)}}
		if _, err := s.hover(nil, &protocol.HoverParams{TextDocumentPositionParams: pos}); err != nil {
			t.Errorf("hover: %v", err)
		}
		if _, err := s.definition(nil, &protocol.DefinitionParams{TextDocumentPositionParams: pos}); err != nil {
			t.Errorf("definition: %v", err)
		}
		if _, err := s.documentHighlight(nil, &protocol.DocumentHighlightParams{TextDocumentPositionParams: pos}); err != nil {
			t.Errorf("documentHighlight: %v", err)
		}
		if _, err := s.completion(nil, &protocol.CompletionParams{TextDocumentPositionParams: pos}); err != nil {
			t.Errorf("completion: %v", err)
		}
		whole := protocol.Range{End: s.docs[uri].end()}
		if _, err := s.codeAction(nil, &protocol.CodeActionParams{TextDocument: doc, Range: whole}); err != nil {
			t.Errorf("codeAction: %v", err)
		}
		if _, err := s.documentSymbol(nil, &protocol.DocumentSymbolParams{TextDocument: doc}); err != nil {
			t.Errorf("documentSymbol: %v", err)
		}
		s.formatting(nil, &protocol.DocumentFormattingParams{TextDocument: doc}) // refusing is an answer
		_, res, _ := s.current(uri)
		s.docs[uri].snapshot.lspDiagnostics(res.Diagnostics)
	})
}
