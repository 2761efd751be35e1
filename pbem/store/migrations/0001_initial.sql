-- The first schema of a campaign database. Times are Unix milliseconds (UTC).

CREATE TABLE campaigns (
	id          INTEGER PRIMARY KEY,
	name        TEXT    NOT NULL UNIQUE,
	tag         TEXT    NOT NULL UNIQUE,
	referee     TEXT    NOT NULL,
	host_email  TEXT    NOT NULL,
	host_salt   BLOB    NOT NULL,
	host_hash   BLOB    NOT NULL,
	maze_name   TEXT    NOT NULL,
	maze_source BLOB    NOT NULL,
	maze_hash   TEXT    NOT NULL,
	config      BLOB    NOT NULL,
	status      TEXT    NOT NULL CHECK (status IN ('open', 'paused', 'over')),
	round       INTEGER NOT NULL DEFAULT 0,
	created     INTEGER NOT NULL
);

CREATE TABLE players (
	campaign_id INTEGER NOT NULL REFERENCES campaigns (id) ON DELETE CASCADE,
	seat        INTEGER NOT NULL,
	name        TEXT    NOT NULL,
	email       TEXT    NOT NULL COLLATE NOCASE,
	lang        TEXT    NOT NULL,
	code_salt   BLOB    NOT NULL,
	code_hash   BLOB    NOT NULL,
	status      TEXT    NOT NULL CHECK (status IN ('active', 'absent', 'removed')),
	missed      INTEGER NOT NULL DEFAULT 0,
	PRIMARY KEY (campaign_id, seat)
);
CREATE INDEX players_email ON players (email);

CREATE TABLE rounds (
	campaign_id INTEGER NOT NULL REFERENCES campaigns (id) ON DELETE CASCADE,
	number      INTEGER NOT NULL,
	opened      INTEGER NOT NULL,
	deadline    INTEGER NOT NULL,
	reminded    INTEGER NOT NULL DEFAULT 0,
	resolved    INTEGER NOT NULL DEFAULT 0,
	state_hash  TEXT    NOT NULL DEFAULT '',
	PRIMARY KEY (campaign_id, number)
);

CREATE TABLE orders (
	campaign_id INTEGER NOT NULL,
	round       INTEGER NOT NULL,
	seat        INTEGER NOT NULL,
	text        TEXT    NOT NULL,
	actions     BLOB    NOT NULL,
	message_id  TEXT    NOT NULL,
	received    INTEGER NOT NULL,
	missing     INTEGER NOT NULL DEFAULT 0,
	PRIMARY KEY (campaign_id, round, seat),
	FOREIGN KEY (campaign_id, round) REFERENCES rounds (campaign_id, number) ON DELETE CASCADE,
	FOREIGN KEY (campaign_id, seat) REFERENCES players (campaign_id, seat) ON DELETE CASCADE
);

-- Every received message, kept raw, recorded once: the key of exactly-once
-- processing.
CREATE TABLE messages (
	message_id  TEXT    PRIMARY KEY,
	campaign_id INTEGER REFERENCES campaigns (id) ON DELETE SET NULL,
	received    INTEGER NOT NULL,
	from_addr   TEXT    NOT NULL,
	subject     TEXT    NOT NULL,
	raw         BLOB    NOT NULL,
	outcome     TEXT    NOT NULL
);

-- The game state after each round (round 0: the start), so any round can be
-- replayed from its predecessor and audited by its hash.
CREATE TABLE states (
	campaign_id INTEGER NOT NULL REFERENCES campaigns (id) ON DELETE CASCADE,
	round       INTEGER NOT NULL,
	state       BLOB    NOT NULL,
	hash        TEXT    NOT NULL,
	PRIMARY KEY (campaign_id, round)
);

CREATE TABLE events (
	id          INTEGER PRIMARY KEY,
	campaign_id INTEGER NOT NULL REFERENCES campaigns (id) ON DELETE CASCADE,
	round       INTEGER NOT NULL,
	at          INTEGER NOT NULL,
	kind        TEXT    NOT NULL,
	text        TEXT    NOT NULL
);
CREATE INDEX events_campaign ON events (campaign_id, round);

CREATE TABLE outbox (
	id           INTEGER PRIMARY KEY,
	campaign_id  INTEGER REFERENCES campaigns (id) ON DELETE SET NULL,
	message_id   TEXT    NOT NULL UNIQUE,
	from_addr    TEXT    NOT NULL,
	to_addrs     TEXT    NOT NULL,
	raw          BLOB    NOT NULL,
	kind         TEXT    NOT NULL,
	round        INTEGER NOT NULL DEFAULT 0,
	seat         INTEGER NOT NULL DEFAULT -1,
	created      INTEGER NOT NULL,
	status       TEXT    NOT NULL CHECK (status IN ('queued', 'sent', 'failed')),
	attempts     INTEGER NOT NULL DEFAULT 0,
	next_attempt INTEGER NOT NULL,
	last_error   TEXT    NOT NULL DEFAULT '',
	sent_at      INTEGER NOT NULL DEFAULT 0,
	reported     INTEGER NOT NULL DEFAULT 0 -- a failure was told to the host
);
CREATE INDEX outbox_due ON outbox (status, next_attempt);
