-- A seat's grammatical gender, "m" or "f", when the host gave the seat to a
-- new player ("replace SEAT NAME EMAIL [LANG] [f|m]"); '' while the seat is
-- the campaign file's, whose roster says it.
ALTER TABLE players ADD COLUMN gender TEXT NOT NULL DEFAULT '';
