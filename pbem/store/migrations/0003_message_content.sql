-- A received message's content hash (its sender, subject, date and body,
-- not the trace headers servers add), so that a different mail reusing a
-- Message-ID is told from a copy of the same mail; and how many copies
-- of it were dropped.
ALTER TABLE messages ADD COLUMN content_sha256 TEXT NOT NULL DEFAULT '';
ALTER TABLE messages ADD COLUMN duplicates INTEGER NOT NULL DEFAULT 0;
