// Package store is the durable state of the play-by-email referee: one
// SQLite database (pure Go, modernc.org/sqlite) holding the campaigns, their
// rosters, rounds, orders, every received message, the game state after
// every round, an event log and the outbound mail queue.
//
// Every change happens inside a transaction (Store.Update), so a round's
// resolution, its new state and all its reports are committed together or
// not at all: a crash leaves either the round before or the round after,
// never half of one. Received messages are recorded by Message-ID in the
// same transaction as their effect, which makes processing exactly-once.
//
// The database runs in WAL mode with a busy timeout, so a second process
// (labyrinth campaign status beside a running referee) can read and write
// safely; write transactions start with BEGIN IMMEDIATE so that two writers
// queue instead of failing with a lock upgrade error. The schema is a list
// of numbered migrations embedded in the binary (migrations/NNNN_name.sql)
// and recorded in the schema_version table.
package store

import (
	"context"
	"database/sql"
	"embed"
	"errors"
	"fmt"
	"io/fs"
	"net/url"
	"os"
	"path"
	"sort"
	"strconv"
	"strings"
	"sync"
	"time"

	_ "modernc.org/sqlite" // the "sqlite" database/sql driver
)

//go:embed migrations/*.sql
var migrationFS embed.FS

// ErrNotFound is returned when a looked-up row does not exist.
var ErrNotFound = errors.New("not found")

// Store is an open campaign database. It is safe for concurrent use.
type Store struct {
	db *sql.DB
	// writer lets one write transaction of this process run at a time.
	// Writers of one process queue here and start the moment the one
	// before commits, instead of polling SQLite's lock in its busy
	// handler, which sleeps up to tens of milliseconds between looks.
	writer chan struct{}
	busy   time.Duration

	// stmts holds every statement prepared so far, by its text: SQLite
	// parses a statement again for every execution otherwise.
	stmtMu sync.Mutex
	stmts  map[string]*sql.Stmt
}

// Options tune Open. The zero value is the documented default.
type Options struct {
	// BusyTimeout is how long a transaction waits for another writer
	// before failing (default 10 s).
	BusyTimeout time.Duration
}

// Open opens (creating if needed) the database at path and brings its schema
// up to date.
func Open(ctx context.Context, path string, opts Options) (*Store, error) {
	if opts.BusyTimeout <= 0 {
		opts.BusyTimeout = 10 * time.Second
	}
	q := url.Values{}
	q.Add("_pragma", fmt.Sprintf("busy_timeout(%d)", opts.BusyTimeout.Milliseconds()))
	q.Add("_pragma", "journal_mode(WAL)")
	q.Add("_pragma", "foreign_keys(1)")
	q.Add("_pragma", "synchronous(FULL)")
	// Deleted and overwritten content is zeroed, not left in free pages:
	// an invitation's text, dropped once delivered (Store.SentAll), is
	// gone from the file, not merely unlinked.
	q.Add("_pragma", "secure_delete(1)")
	q.Set("_txlock", "immediate")
	// The database holds the campaigns' secrets (the maze, hashed codes,
	// the mail): create it readable by its owner only. SQLite gives its
	// -wal and -shm files the database file's permissions.
	if path != ":memory:" && !strings.HasPrefix(path, "file:") {
		if f, err := os.OpenFile(path, os.O_RDONLY|os.O_CREATE, 0o600); err == nil {
			f.Close()
		}
	}
	dsn := "file:" + (&url.URL{Path: path}).EscapedPath() + "?" + q.Encode()
	db, err := sql.Open("sqlite", dsn)
	if err != nil {
		return nil, fmt.Errorf("open %s: %w", path, err)
	}
	s := &Store{db: db, writer: make(chan struct{}, 1), busy: opts.BusyTimeout, stmts: map[string]*sql.Stmt{}}
	if err := s.migrate(ctx); err != nil {
		db.Close()
		return nil, fmt.Errorf("open %s: %w", path, err)
	}
	return s, nil
}

// Close closes the database. The write-ahead log is checkpointed and
// emptied first (Scrub), as SQLite would when the last connection closes.
func (s *Store) Close() error {
	s.Scrub(context.Background())
	s.stmtMu.Lock()
	for _, st := range s.stmts {
		st.Close()
	}
	s.stmts = map[string]*sql.Stmt{}
	s.stmtMu.Unlock()
	return s.db.Close()
}

// Scrub copies the write-ahead log into the database file and truncates
// it to nothing (PRAGMA wal_checkpoint(TRUNCATE)): the log keeps the
// pages a transaction wrote, so text dropped from the database (with
// secure_delete, zeroed in the file) would otherwise linger in the log's
// older frames until they are overwritten. It returns false when readers
// kept the log from being emptied; the next Scrub, or Close, does it.
func (s *Store) Scrub(ctx context.Context) bool {
	var busy, frames, done int
	if err := s.db.QueryRowContext(ctx, `PRAGMA wal_checkpoint(TRUNCATE)`).Scan(&busy, &frames, &done); err != nil {
		return false
	}
	return busy == 0
}

// prepared returns query prepared once for the whole database, or nil if
// it cannot be prepared (the caller then runs it as text, and gets the
// error there).
func (s *Store) prepared(ctx context.Context, query string) *sql.Stmt {
	s.stmtMu.Lock()
	defer s.stmtMu.Unlock()
	if st, ok := s.stmts[query]; ok {
		return st
	}
	st, err := s.db.PrepareContext(ctx, query)
	if err != nil {
		return nil
	}
	s.stmts[query] = st
	return st
}

// Tx is one transaction. Its methods are the only way to read or change the
// state; it must not be used after the function given to Update or View
// returns.
type Tx struct {
	tx  *sql.Tx
	ctx context.Context
	s   *Store
	end []func(committed bool) // see OnEnd
	// rosters is what Players read in this transaction, by campaign;
	// a write to the players table forgets it.
	rosters map[int64][]Player
}

// OnEnd registers fn to run once the transaction is over, with whether
// what it read and wrote is in the database: true after Update's commit
// succeeded, and after a View whose function returned nil (a read-only
// transaction reads only committed data); false after a rollback. It lets
// a caller keep in memory only what the database has.
func (t *Tx) OnEnd(fn func(committed bool)) { t.end = append(t.end, fn) }

// ended runs the OnEnd functions.
func (t *Tx) ended(committed bool) {
	for _, fn := range t.end {
		fn(committed)
	}
}

// Update runs fn in a write transaction and commits it if fn returns nil;
// any error (or panic) rolls everything back.
func (s *Store) Update(ctx context.Context, fn func(*Tx) error) (err error) {
	// Wait for this process's other writers for as long as SQLite would;
	// after that, or if the wait is cut, SQLite's own locking decides.
	wait := time.NewTimer(s.busy)
	select {
	case s.writer <- struct{}{}:
		defer func() { <-s.writer }()
	case <-ctx.Done():
	case <-wait.C:
	}
	wait.Stop()
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return fmt.Errorf("begin: %w", err)
	}
	t := &Tx{tx: tx, ctx: ctx, s: s}
	defer func() {
		if p := recover(); p != nil {
			tx.Rollback()
			t.ended(false)
			panic(p)
		}
		if err != nil {
			tx.Rollback()
			t.ended(false)
		}
	}()
	if err := fn(t); err != nil {
		return err
	}
	if err := tx.Commit(); err != nil {
		return fmt.Errorf("commit: %w", err)
	}
	t.ended(true)
	return nil
}

// View runs fn in a transaction that is always rolled back: a consistent
// snapshot for reading.
func (s *Store) View(ctx context.Context, fn func(*Tx) error) error {
	tx, err := s.db.BeginTx(ctx, &sql.TxOptions{ReadOnly: true})
	if err != nil {
		return fmt.Errorf("begin: %w", err)
	}
	t := &Tx{tx: tx, ctx: ctx, s: s}
	ok := false
	defer func() {
		tx.Rollback()
		t.ended(ok)
	}()
	err = fn(t)
	ok = err == nil
	return err
}

func (t *Tx) exec(query string, args ...any) (sql.Result, error) {
	if t.rosters != nil && strings.Contains(query, "players") {
		t.rosters = nil
	}
	if st := t.s.prepared(t.ctx, query); st != nil {
		return t.tx.StmtContext(t.ctx, st).ExecContext(t.ctx, args...)
	}
	return t.tx.ExecContext(t.ctx, query, args...)
}

func (t *Tx) query(query string, args ...any) (*sql.Rows, error) {
	if st := t.s.prepared(t.ctx, query); st != nil {
		return t.tx.StmtContext(t.ctx, st).QueryContext(t.ctx, args...)
	}
	return t.tx.QueryContext(t.ctx, query, args...)
}

func (t *Tx) queryRow(query string, args ...any) *sql.Row {
	if st := t.s.prepared(t.ctx, query); st != nil {
		return t.tx.StmtContext(t.ctx, st).QueryRowContext(t.ctx, args...)
	}
	return t.tx.QueryRowContext(t.ctx, query, args...)
}

// migration is one numbered schema step.
type migration struct {
	version int
	name    string
	sql     string
}

func migrations() ([]migration, error) {
	entries, err := fs.ReadDir(migrationFS, "migrations")
	if err != nil {
		return nil, err
	}
	var ms []migration
	for _, e := range entries {
		num, _, ok := strings.Cut(e.Name(), "_")
		v, err := strconv.Atoi(num)
		if !ok || err != nil || v <= 0 {
			return nil, fmt.Errorf("migration %s: the name must start with a positive number and an underscore", e.Name())
		}
		b, err := migrationFS.ReadFile(path.Join("migrations", e.Name()))
		if err != nil {
			return nil, err
		}
		ms = append(ms, migration{version: v, name: e.Name(), sql: string(b)})
	}
	sort.Slice(ms, func(i, j int) bool { return ms[i].version < ms[j].version })
	for i, m := range ms {
		if m.version != i+1 {
			return nil, fmt.Errorf("migration %s: expected number %d", m.name, i+1)
		}
	}
	return ms, nil
}

// SchemaVersion is the schema version this build of the program writes.
func SchemaVersion() int {
	ms, err := migrations()
	if err != nil {
		return 0
	}
	return len(ms)
}

// migrate applies every migration not yet recorded, each in its own
// transaction together with its schema_version row.
func (s *Store) migrate(ctx context.Context) error {
	ms, err := migrations()
	if err != nil {
		return err
	}
	return s.Update(ctx, func(t *Tx) error {
		if _, err := t.exec(`CREATE TABLE IF NOT EXISTS schema_version (
			version INTEGER PRIMARY KEY,
			name    TEXT    NOT NULL,
			applied INTEGER NOT NULL)`); err != nil {
			return fmt.Errorf("schema_version: %w", err)
		}
		var have int
		if err := t.queryRow(`SELECT COALESCE(MAX(version), 0) FROM schema_version`).Scan(&have); err != nil {
			return err
		}
		if have > len(ms) {
			return fmt.Errorf("the database has schema version %d, newer than this program's %d: upgrade labyrinth", have, len(ms))
		}
		for _, m := range ms[have:] {
			// Several statements in one text: run, never prepared.
			if _, err := t.tx.ExecContext(t.ctx, m.sql); err != nil {
				return fmt.Errorf("migration %s: %w", m.name, err)
			}
			if _, err := t.exec(`INSERT INTO schema_version (version, name, applied) VALUES (?, ?, ?)`,
				m.version, m.name, ms2(time.Now())); err != nil {
				return err
			}
		}
		return nil
	})
}

// Version returns the schema version recorded in the database.
func (s *Store) Version(ctx context.Context) (int, error) {
	var v int
	err := s.db.QueryRowContext(ctx, `SELECT COALESCE(MAX(version), 0) FROM schema_version`).Scan(&v)
	return v, err
}

// ms2 stores a time as Unix milliseconds; the zero time is 0.
func ms2(t time.Time) int64 {
	if t.IsZero() {
		return 0
	}
	return t.UnixMilli()
}

// fromMS reads a time stored by ms2.
func fromMS(v int64) time.Time {
	if v == 0 {
		return time.Time{}
	}
	return time.UnixMilli(v).UTC()
}
