package mailtext

import (
	"os"
	"path/filepath"
	"testing"

	"labyrinth/engine/order"
)

// TestBodiesAreOrders reads the body of every sample a player wrote with
// the order parser: after Strip and StripCode nothing but orders is left.
func TestBodiesAreOrders(t *testing.T) {
	want := map[string]int{ // actions in each mail
		"gmail.eml":             3,
		"outlook.eml":           2,
		"thunderbird.eml":       2,
		"mailru-koi8.eml":       1,
		"yandex-cp1251.eml":     2,
		"html-only.eml":         1,
		"no-charset-cp1251.eml": 1,
	}
	for file, n := range want {
		t.Run(file, func(t *testing.T) {
			raw, err := os.ReadFile(filepath.Join("testdata", file))
			if err != nil {
				t.Fatal(err)
			}
			m, err := Parse(raw)
			if err != nil {
				t.Fatal(err)
			}
			acts, err := order.Parse(StripCode(m.Body), order.Options{})
			if err != nil {
				t.Fatalf("orders in %q: %v", m.Body, err)
			}
			if len(acts) != n {
				t.Errorf("%d actions %v, want %d", len(acts), acts, n)
			}
		})
	}
}
