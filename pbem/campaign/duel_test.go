package campaign_test

import (
	"context"
	"encoding/base64"
	"fmt"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"labyrinth/examples"
	"labyrinth/pbem"
	"labyrinth/pbem/campaign"
	"labyrinth/pbem/store"
)

// sendMaze mails a maze file as an attachment.
func (f *fixture) sendMaze(from, code, filename string, maze []byte) {
	f.t.Helper()
	f.msgID++
	id := fmt.Sprintf("m%d@player.example", f.msgID)
	raw := fmt.Sprintf("From: %s\r\nTo: referee@example.org\r\nSubject: [lab:duel] my maze\r\nMessage-ID: <%s>\r\n"+
		"MIME-Version: 1.0\r\nContent-Type: multipart/mixed; boundary=b\r\n\r\n"+
		"--b\r\nContent-Type: text/plain; charset=utf-8\r\n\r\ncode: %s\r\n"+
		"--b\r\nContent-Type: application/octet-stream\r\nContent-Disposition: attachment; filename=%q\r\n"+
		"Content-Transfer-Encoding: base64\r\n\r\n%s\r\n--b--\r\n", from, id, code, filename, base64.StdEncoding.EncodeToString(maze))
	if err := f.ref.HandleMail(context.Background(), pbem.Message{MessageID: id, Raw: []byte(raw)}, t0.Add(time.Minute*time.Duration(f.msgID))); err != nil {
		f.t.Fatalf("HandleMail: %v", err)
	}
}

// TestDuelByMail: rule D1 by mail. Each player mails the maze the other
// will explore; a maze that does not compile is answered with its
// diagnostics; the duel begins when both are in, each player in the
// other's maze, and the rounds run as in any campaign.
func TestDuelByMail(t *testing.T) {
	st, err := store.Open(context.Background(), filepath.Join(t.TempDir(), "d.db"), store.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	ref, err := campaign.New(campaign.Options{Store: st, Engine: campaign.RulesEngine{}, Orders: campaign.RulesOrders{}, Compile: campaign.CompileMaze})
	if err != nil {
		t.Fatal(err)
	}
	cfg, err := campaign.ParseConfig("d.json", []byte(`{"name": "duel", "duel": true, "referee": "referee@example.org",
		"host": "host@example.org", "round": "1h", "players": [
		{"name": "Аня", "email": "anya@example.org", "lang": "ru"},
		{"name": "Bob", "email": "bob@example.org", "lang": "en"}]}`))
	if err != nil {
		t.Fatal(err)
	}
	c, err := ref.Create(context.Background(), cfg, "", nil, t0)
	if err != nil {
		t.Fatal(err)
	}
	f := &fixture{t: t, st: st, ref: ref, c: c}
	inv := f.newMail()
	only(t, inv, "invitation>anya@example.org", "invitation>bob@example.org", "invitation>host@example.org")
	if !strings.Contains(inv[1].body, ".maze") {
		t.Errorf("D1: the invitation does not ask for a maze:\n%s", inv[1].body)
	}
	duel, err := examples.Read("duel.maze")
	if err != nil {
		t.Fatal(err)
	}

	t.Run("D1 orders before the mazes ask for a maze", func(t *testing.T) {
		f.send("anya@example.org", "[lab:duel]", "код: "+f.code(0)+"\nиду налево")
		only(t, f.newMail(), "error>anya@example.org")
		f.tick(t0.Add(5 * time.Hour))
		only(t, f.newMail())
	})
	t.Run("D1 a broken maze is answered with its diagnostics", func(t *testing.T) {
		f.sendMaze("bob@example.org", f.code(1), "bad.maze", []byte("rules duel {\nmap {\n+---+\n"))
		ms := f.newMail()
		only(t, ms, "error>bob@example.org")
		if !strings.Contains(ms[0].body, "bad.maze:") {
			t.Errorf("no diagnostics with position:\n%s", ms[0].body)
		}
		src, _ := examples.Read("school.maze")
		f.sendMaze("bob@example.org", f.code(1), "school.maze", src)
		ms = f.newMail()
		only(t, ms, "error>bob@example.org")
		if !strings.Contains(ms[0].body, "rules duel") {
			t.Errorf("a school maze was not refused for its rules:\n%s", ms[0].body)
		}
	})
	t.Run("D1 the duel begins when both mazes are in", func(t *testing.T) {
		f.sendMaze("bob@example.org", f.code(1), "for-anya.maze", duel)
		only(t, f.newMail(), "confirmation>bob@example.org")
		f.sendMaze("anya@example.org", f.code(0), "для-боба.maze", duel)
		ms := f.newMail()
		only(t, ms, "confirmation>anya@example.org", "report>anya@example.org", "report>bob@example.org", "host-report>host@example.org")
		if !strings.Contains(ms[3].body, "+---+") {
			t.Errorf("the host does not see the board:\n%s", ms[3].body)
		}
	})
	t.Run("D3 the players choose their start cells and play", func(t *testing.T) {
		f.send("anya@example.org", "[lab:duel]", "код: "+f.code(0)+"\nначинаю с д5")
		f.send("bob@example.org", "[lab:duel]", "code: "+f.code(1)+"\nstart at E5")
		ms := f.newMail()
		only(t, ms, "confirmation>anya@example.org", "confirmation>bob@example.org",
			"report>anya@example.org", "report>bob@example.org", "host-report>host@example.org")
		res, err := ref.Replay(context.Background(), "duel")
		if err != nil {
			t.Fatal(err)
		}
		if len(res) != 1 || !res[0].OK() {
			t.Errorf("replay: %+v", res)
		}
	})
	t.Run("D1 «вверх» and «вниз» move in one's own maze, not up stairs", func(t *testing.T) {
		// «За ход игрок может переместиться на одну клетку вправо, влево,
		// вверх или вниз» (002): each maze is a world of its own.
		f.send("anya@example.org", "[lab:duel]", "код: "+f.code(0)+"\nиду вверх")
		f.send("bob@example.org", "[lab:duel]", "code: "+f.code(1)+"\ngo down")
		ms := f.newMail()
		only(t, ms, "confirmation>anya@example.org", "confirmation>bob@example.org",
			"report>anya@example.org", "report>bob@example.org", "host-report>host@example.org")
		for _, m := range ms {
			if strings.Contains(m.body, "лестниц") || strings.Contains(m.body, "stairs") {
				t.Errorf("%s speaks of stairs:\n%s", m.to, m.body)
			}
		}
	})
}
