package daemon

import (
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"path/filepath"
	"runtime"
	"testing"
	"time"

	"labyrinth/examples"
	"labyrinth/pbem/campaign"
	"labyrinth/pbem/store"
)

var idleCampaigns = flag.Int("idle-campaigns", 1000, "BenchmarkIdleCampaigns: how many idle campaigns the referee holds")

// BenchmarkIdleCampaigns measures what idle campaigns cost one referee:
// -idle-campaigns campaigns of two players each in one database, every
// round open with its deadline a week away. An op is one tick of the
// clock over all of them (the daemon ticks once a minute; an idle IMAP
// connection in IDLE costs nothing between mails), so cpu-s/hour is 60
// ticks' time; heap-MB is the live heap with the referee open after a
// tick.
//
//	go test ./pbem/daemon -run '^$' -bench IdleCampaigns -benchtime 10x -idle-campaigns 10000
func BenchmarkIdleCampaigns(b *testing.B) {
	ctx := context.Background()
	ref := idleReferee(b)
	now := at.Add(time.Hour)
	if err := ref.Tick(ctx, now); err != nil {
		b.Fatal(err)
	}
	var before runtime.MemStats
	runtime.ReadMemStats(&before)
	b.ResetTimer()
	for range b.N {
		now = now.Add(time.Minute)
		if err := ref.Tick(ctx, now); err != nil {
			b.Fatal(err)
		}
	}
	b.StopTimer()
	var after runtime.MemStats
	runtime.ReadMemStats(&after)
	perTick := b.Elapsed() / time.Duration(b.N)
	b.ReportMetric(perTick.Seconds()*60, "cpu-s/hour")
	b.ReportMetric(perTick.Seconds()*60/3600*100, "%core")
	runtime.GC()
	var ms runtime.MemStats
	runtime.ReadMemStats(&ms)
	b.ReportMetric(float64(ms.HeapInuse)/(1<<20), "heap-MB")
	b.ReportMetric(float64(after.TotalAlloc-before.TotalAlloc)/float64(b.N)/(1<<20), "alloc-MB/tick")
}

// idle holds the referee of BenchmarkIdleCampaigns across its runs: the
// campaigns take long to make.
var idle struct {
	n   int
	ref *campaign.Referee
}

// idleReferee makes -idle-campaigns campaigns once and returns their
// referee.
func idleReferee(b *testing.B) *campaign.Referee {
	if idle.ref != nil && idle.n == *idleCampaigns {
		return idle.ref
	}
	ctx := context.Background()
	db := filepath.Join(b.TempDir(), "c.db")
	st, err := store.Open(ctx, db, store.Options{})
	if err != nil {
		b.Fatal(err)
	}
	ref, err := campaign.New(campaign.Options{Store: st, Engine: campaign.RulesEngine{}, Orders: campaign.RulesOrders{}, Compile: campaign.CompileMaze})
	if err != nil {
		b.Fatal(err)
	}
	src, _ := examples.Read(examples.Default)
	began := time.Now()
	for i := range *idleCampaigns {
		name := fmt.Sprintf("c%05d", i)
		js, _ := json.Marshal(map[string]any{"name": name, "referee": "referee@example.org", "host": "host@example.org",
			"maze": examples.Default, "round": "168h", "players": []map[string]string{
				{"name": "Аня", "email": fmt.Sprintf("anya%d@example.org", i)}, {"name": "Боб", "email": fmt.Sprintf("bob%d@example.org", i)}}})
		cfg, err := campaign.ParseConfig(name, js)
		if err != nil {
			b.Fatal(err)
		}
		if _, err := ref.Create(ctx, cfg, examples.Default, src, at); err != nil {
			b.Fatal(err)
		}
	}
	b.Logf("%d campaigns made in %v", *idleCampaigns, time.Since(began).Round(time.Second))
	idle.n, idle.ref = *idleCampaigns, ref
	return ref
}
