-- The duel by mail (rule D1): each player sends the maze the other will
-- explore; the game starts when both are accepted.
CREATE TABLE duel_mazes (
	campaign_id INTEGER NOT NULL REFERENCES campaigns (id) ON DELETE CASCADE,
	seat        INTEGER NOT NULL,
	name        TEXT    NOT NULL,
	source      BLOB    NOT NULL,
	message_id  TEXT    NOT NULL,
	received    INTEGER NOT NULL,
	PRIMARY KEY (campaign_id, seat)
);
