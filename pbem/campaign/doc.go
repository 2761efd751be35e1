// Package campaign runs games of «Лабиринт» by mail: it is the referee's
// pbem.Handler. A campaign is one game with a roster of players; each round
// every player mails orders, the referee confirms them at once, and when
// every player has sent orders (after an optional grace) or the deadline
// passes, the round is resolved by the engine and every player gets a
// private report of what they alone heard (rule B1: the host never leaks
// positions). The host gets the whole view and can steer the game by mail.
//
// # The campaign file
//
// A campaign is created from a JSON file (ParseConfig) and a .maze file,
// whose rules part chooses the preset and options. "labyrinth campaign
// new" has a flag for every field: it decodes a file, if any, without
// checks (DecodeConfig), sets the fields its flags give (roster entries
// read by ParsePlayer) and then checks the whole (Config.Check):
//
//	{
//	  "name": "autumn",                      // the campaign's name
//	  "tag": "autumn",                       // subjects carry [autumn] (default: name)
//	  "referee": "referee@example.org",      // players write here
//	  "host": "host@example.org",            // host commands and host reports
//	  "host_lang": "ru",                     // ru or en (default ru)
//	  "maze": "castle.maze",                 // relative to the file
//	  "seed": 42,                            // the game's dice (default: from the name)
//	  "round": "24h",                        // time for each round (default 24h; "2d" works)
//	  "deadlines": ["2026-12-01T18:00:00Z"], // fixed deadlines for the first rounds
//	  "grace": "10m",                        // after the last orders, still changeable (default 0)
//	  "reminder": "6h",                      // remind laggards this long before the deadline
//	  "absent_after": 3,                     // missed rounds before the host is told (default 3)
//	  "players": [
//	    {"name": "Аня", "email": "anya@example.org", "lang": "ru"},
//	    {"name": "Bob", "email": "bob@example.org", "lang": "en"}
//	  ]
//	}
//
// # Mail in
//
// A mail belongs to a campaign by one rule (route, route.go): the [tag] in
// its subject or a plus-address, else a reply to one of the referee's
// letters (In-Reply-To, References), else — the one fallback — its
// sender, when a player or host of one running campaign, or of several
// and the mail carries one's code. Automatic mail
// (auto-replies, bounces, list mail) is recorded and never answered, and so
// is mail from addresses not on the roster. A player's mail counts only
// when its From is the player's registered address and its body carries the
// player's secret code on a line of its own ("code: XXXX-XXXX-XXXX" or
// «код: …»); codes are stored as salted PBKDF2 hashes. Every answer goes to
// the registered address, never to the claimed sender. The orders are the
// other lines; quoted text and signatures are ignored, so a player may
// answer a report with orders on top. Accepted orders are confirmed as
// understood; an error is answered with its line and a hint. A later mail
// for the same round replaces the earlier one. What became of a mail is a
// MailOutcome (outcome.go), recorded with it; every letter the referee
// writes has a LetterKind.
//
// Every received message is recorded by Message-ID in the same transaction
// as its effects, so handling is exactly-once across restarts; the copy
// kept has its codes withheld (redact.go).
//
// The files follow the referee's jobs: creation (create.go), the inbox
// (inbox.go), routing (route.go), a player's mail (player.go), the host's
// mail (hostmail.go, host.go and host_*.go), refusals and their cap
// (reject.go), the round's clock (clock.go) and its resolution
// (resolve.go).
//
// # Other front ends
//
// A web page or any other front end uses the same paths as mail:
// SubmitOrders takes a player's orders as if mailed (the same reader,
// rules and letters, which are mailed too and returned), and HostCommand
// runs a host command and returns a HostResult (Done, Answer).
//
// # Rounds
//
// A round resolves when every active player has orders (and the grace has
// passed) or at the deadline; a missing player skips (B8), recorded as
// such. A player the rules play for this round (sitting out a mine, a trap
// or a death: V8, D9, V21) is not waited for, not reminded, and his silence
// is not a missed round. After absent_after missed rounds in a row the player is marked
// absent and the host is told; a round ready but for absent players is
// played at the clock's next tick rather than at the last mail, so that
// their orders arriving meanwhile count. A player whose mail with the
// right code comes for the open round is present again at once. The resolution, the new state,
// the next round and every report are written in one transaction. When the
// game ends everyone gets the final report and the reveal: the whole maze.
//
// # The duel by mail
//
// With "duel": true (and two players, no "maze"), the campaign is the duel
// of rule D1: each player mails the maze the other will explore as a
// .maze attachment (the only attachment ever read) with their code. The
// referee compiles it and answers with the diagnostics until it compiles
// under the duel rules; a player may replace their maze until the other's
// is in. When both are accepted the two mazes become the two floors of one
// board (engine.DuelMaze), each player on the floor drawn by the other,
// and the rounds run as in any campaign.
//
// # The host by mail
//
// From the host address, with the host code, the first line of the body is
// a command: status, pause, resume, deadline TIME|+DURATION, resolve,
// resend SEAT [ROUND], resend-failed, remove SEAT, replace SEAT NAME EMAIL
// [LANG] (a new code goes to the newcomer), end. The commands are the
// table hostCommands (host.go), a handler each in a host_*.go file; the
// table writes the help every refusal carries. Each command has a Russian
// name too (hostRussian: статус, пауза, …), read in any letter case; the
// answers, refusals and help are the narration catalogue's, in host_lang.
// "labyrinth campaign host" runs the same commands from the host's machine
// (HostCommand).
//
// # Audit
//
// The state after every round is stored with its hash; Replay re-plays the
// game from the start state and the stored orders and compares every hash.
package campaign
