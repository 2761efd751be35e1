package campaign_test

import (
	"context"
	"errors"
	"strings"
	"testing"

	"labyrinth/pbem/campaign"
)

// TestCreateTaken: a campaign and a duel by mail are created by one path,
// and both refuse a name or a tag the store already holds with an
// *campaign.ExistsError that names the campaign in the way.
func TestCreateTaken(t *testing.T) {
	f := newFixture(t, testConfig) // "autumn", tag "autumn"
	duels, err := campaign.New(campaign.Options{Store: f.st, Engine: campaign.RulesEngine{}, Orders: campaign.RulesOrders{}, Compile: campaign.CompileMaze})
	if err != nil {
		t.Fatal(err)
	}
	const roster = `"referee": "referee@example.org", "host": "host@example.org", "players": [
		{"name": "a", "email": "a@example.org"}, {"name": "b", "email": "b@example.org"}]`
	for _, tc := range []struct {
		name, cfg string
		want      campaign.ExistsError
		msg       string
	}{
		{"the name is taken", `{"name": "autumn", "tag": "other", "maze": "m.maze", ` + roster + `}`,
			campaign.ExistsError{Name: "autumn"}, `a campaign called "autumn" already exists`},
		{"the tag is taken", `{"name": "winter", "tag": "Autumn", "maze": "m.maze", ` + roster + `}`,
			campaign.ExistsError{Name: "autumn", Tag: "autumn"}, `another campaign (autumn) already uses the tag [lab:autumn]`},
		{"a duel: the name is taken", `{"name": "autumn", "tag": "other", "duel": true, ` + roster + `}`,
			campaign.ExistsError{Name: "autumn"}, `a campaign called "autumn" already exists`},
		{"a duel: the tag is taken", `{"name": "winter", "tag": "autumn", "duel": true, ` + roster + `}`,
			campaign.ExistsError{Name: "autumn", Tag: "autumn"}, `another campaign (autumn) already uses the tag [lab:autumn]`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			cfg, err := campaign.ParseConfig("c.json", []byte(tc.cfg))
			if err != nil {
				t.Fatal(err)
			}
			ref, src := f.ref, []byte("base\n")
			if cfg.Duel {
				ref, src = duels, nil
			}
			_, err = ref.Create(context.Background(), cfg, "m.maze", src, t0)
			var ee *campaign.ExistsError
			if !errors.As(err, &ee) {
				t.Fatalf("err %v, want an ExistsError", err)
			}
			if *ee != tc.want || err.Error() != tc.msg {
				t.Errorf("got %+v %q, want %+v %q", *ee, err, tc.want, tc.msg)
			}
		})
	}
	// A free name and tag are created, by either path.
	for _, c := range []string{`{"name": "winter", "maze": "m.maze", ` + roster + `}`, `{"name": "duel", "duel": true, ` + roster + `}`} {
		cfg, err := campaign.ParseConfig("c.json", []byte(c))
		if err != nil {
			t.Fatal(err)
		}
		ref, src := f.ref, []byte("base\n")
		if cfg.Duel {
			ref, src = duels, nil
		}
		if _, err := ref.Create(context.Background(), cfg, "m.maze", src, t0); err != nil {
			t.Errorf("%s: %v", cfg.Name, err)
		}
	}
	// A store that fails is not taken for a free name.
	f.st.Close()
	cfg, _ := campaign.ParseConfig("c.json", []byte(`{"name": "spring", "maze": "m.maze", `+roster+`}`))
	if _, err := f.ref.Create(context.Background(), cfg, "m.maze", []byte("base\n"), t0); err == nil || strings.Contains(err.Error(), "already") {
		t.Errorf("a closed store: %v", err)
	}
}
