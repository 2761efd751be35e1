package lsp

import (
	"context"
	"fmt"
	"runtime/debug"
	"time"

	"github.com/tliron/glsp"
	protocol "github.com/tliron/glsp/protocol_3_16"

	"labyrinth/dsl"
	"labyrinth/dsl/diag"
)

func (s *Server) didOpen(_ *glsp.Context, p *protocol.DidOpenTextDocumentParams) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if old := s.docs[p.TextDocument.URI]; old != nil {
		old.stop()
		defer released(len(old.snapshot.text))
	}
	d := newDocument(p.TextDocument.URI, p.TextDocument.Version, p.TextDocument.Text)
	s.docs[d.uri] = d
	s.schedule(d, 0) // a file just opened is checked at once
	return nil
}

func (s *Server) didChange(_ *glsp.Context, p *protocol.DidChangeTextDocumentParams) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	d := s.docs[p.TextDocument.URI]
	if d == nil {
		return fmt.Errorf("%s is not open", p.TextDocument.URI)
	}
	gen, before := d.gen, len(d.snapshot.text)
	for _, ch := range p.ContentChanges {
		d.apply(ch)
	}
	if after := len(d.snapshot.text); after < before/2 {
		defer released(before - after)
	}
	if d.gen != gen {
		// The text the running check compiles is gone: stop it, so that
		// the check of this one starts sooner.
		d.cancelRunning()
	}
	d.version = p.TextDocument.Version
	s.schedule(d, s.debounce(d))
	return nil
}

func (s *Server) didClose(_ *glsp.Context, p *protocol.DidCloseTextDocumentParams) error {
	s.mu.Lock()
	d := s.docs[p.TextDocument.URI]
	if d != nil {
		d.stop()
		delete(s.docs, d.uri)
		defer released(len(d.snapshot.text))
	}
	s.mu.Unlock()
	if d != nil {
		// The problems of a closed file are no longer the editor's. A
		// check publishing at this moment goes first.
		d.checking <- struct{}{}
		s.notify(string(protocol.ServerTextDocumentPublishDiagnostics), protocol.PublishDiagnosticsParams{URI: d.uri, Diagnostics: []protocol.Diagnostic{}})
		<-d.checking
	}
	return nil
}

// releaseAbove is the size of a text whose end gives its memory back to
// the system at once.
const releaseAbove = 1 << 20

// released gives the memory of a text of size bytes, and of its
// compilation (some hundred bytes a line), back to the system when it is
// large: Go's runtime would keep it for minutes, and an editor's
// language server lives all day.
func released(size int) {
	if size >= releaseAbove {
		go debug.FreeOSMemory()
	}
}

// debounce is how long diagnostics wait after an edit of d: the configured
// least time, or half what the last check cost, up to maxDebounce: a
// check is cancelled by the next edit anyway, so the wait only spares the
// work of checks that would be, while the edit waits for its diagnostics
// the wait and the check together (a 100×100 maze: about 6 + 12 ms).
func (s *Server) debounce(d *document) time.Duration {
	if s.opts.FixedDebounce {
		return s.opts.Debounce
	}
	return min(max(s.opts.Debounce, d.cost/2), max(s.opts.Debounce, maxDebounce))
}

// schedule (re)starts the debounced check of d: a pending check of an
// older text is cancelled; one already running was stopped by the edit
// (didChange) and publishes nothing. The caller holds s.mu.
func (s *Server) schedule(d *document, after time.Duration) {
	if d.timer != nil {
		d.timer.Stop()
	}
	gen := d.gen
	d.timer = time.AfterFunc(after, func() { s.check(d, gen) })
}

// check compiles d as it was at gen and publishes its diagnostics, unless
// a newer edit has come meanwhile. A newer edit or closing d cancels the
// compiler's context (document.cancelRunning): the check then ends early
// and publishes nothing.
func (s *Server) check(d *document, gen uint64) {
	d.checking <- struct{}{}
	defer func() { <-d.checking }()
	s.mu.Lock()
	if d.gen != gen || s.docs[d.uri] != d {
		s.mu.Unlock()
		return // cancelled by a newer edit
	}
	snap, version := d.snapshot, d.version
	// Checks of one document run one at a time, so running is free; the
	// lock makes an edit either come before this point (gen differs) or
	// find the cancel in place.
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	d.running = cancel
	s.mu.Unlock()

	start := time.Now()
	res, err := s.compile(ctx, snap.uri, []byte(snap.text))
	cost := time.Since(start)

	s.mu.Lock()
	if ctx.Err() == nil {
		d.running = nil
	}
	if err != nil || d.gen != gen || s.docs[d.uri] != d {
		s.mu.Unlock()
		return // the text changed while it compiled: its problems are stale
	}
	d.cost = cost // only a whole compile tells what the next will cost
	d.result, d.resultGen = res, gen
	params := protocol.PublishDiagnosticsParams{URI: d.uri, Diagnostics: snap.lspDiagnostics(res.Diagnostics)}
	if version >= 0 {
		v := protocol.UInteger(version)
		params.Version = &v
	}
	s.mu.Unlock()
	if s.opts.Checked != nil {
		s.opts.Checked(d.uri, int32(version), res)
	}
	s.notify(string(protocol.ServerTextDocumentPublishDiagnostics), params)
}

// current returns the text of uri as it is now and its compilation,
// compiling when the last check is of an older text; ok is false when uri
// is not open. It compiles without holding the lock, so that edits keep
// coming in meanwhile.
func (s *Server) current(uri string) (snap snapshot, res *dsl.Result, ok bool) {
	s.mu.Lock()
	d := s.docs[uri]
	if d == nil {
		s.mu.Unlock()
		return snapshot{}, nil, false
	}
	snap, gen := d.snapshot, d.gen
	if d.result != nil && d.resultGen == gen {
		res = d.result
		s.mu.Unlock()
		return snap, res, true
	}
	s.mu.Unlock()
	// A request wants an answer about the text it was sent against: its
	// compile is not cancelled by later edits.
	res, _ = s.compile(context.Background(), snap.uri, []byte(snap.text))
	s.mu.Lock()
	if d.gen == gen && (d.result == nil || d.resultGen != gen) {
		d.result, d.resultGen = res, gen
	}
	s.mu.Unlock()
	return snap, res, true
}

// lspDiagnostics converts the compiler's diagnostics to LSP's, as
// "labyrinth check --json" does (diag.Diagnostics.LSP), with positions in
// UTF-16 units. The hint, which an editor has no field for, ends the
// message as well as being in data.
func (d snapshot) lspDiagnostics(ds diag.Diagnostics) []protocol.Diagnostic {
	shape := ds.LSP(d.uri)
	out := make([]protocol.Diagnostic, 0, len(ds))
	for i, dg := range ds {
		sev := protocol.DiagnosticSeverity(shape.Diagnostics[i].Severity)
		src := shape.Diagnostics[i].Source
		msg := dg.Summary
		if dg.Hint != "" {
			msg += "\nhint: " + dg.Hint
		}
		ld := protocol.Diagnostic{
			Range:    d.diagRange(dg.Range),
			Severity: &sev,
			Code:     &protocol.IntegerOrString{Value: dg.Code},
			Source:   &src,
			Message:  msg,
			Data:     shape.Diagnostics[i].Data,
		}
		for j, l := range dg.Related {
			ld.RelatedInformation = append(ld.RelatedInformation, protocol.DiagnosticRelatedInformation{
				Location: protocol.Location{URI: shape.Diagnostics[i].RelatedInformation[j].Location.URI, Range: d.diagRange(l.Range)},
				Message:  l.Message,
			})
		}
		out = append(out, ld)
	}
	return out
}
