package main

import (
	"bytes"
	"reflect"
	"strings"
	"testing"
)

func TestPasses(t *testing.T) {
	tests := []struct {
		name, bench, slow string
		want              [][]string
	}{
		{"default: the slow benchmarks apart, once", ".", slowBenchmarks, [][]string{
			{"-bench", ".", "-skip", slowBenchmarks, "-benchtime", "3x"},
			{"-bench", slowBenchmarks, "-benchtime", "1x"},
		}},
		{"a chosen -bench runs as asked", "Throughput", slowBenchmarks, [][]string{{"-bench", "Throughput", "-benchtime", "3x"}}},
		{"no -slow: one pass", ".", "", [][]string{{"-bench", ".", "-benchtime", "3x"}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := passes(tt.bench, "3x", tt.slow, "1x"); !reflect.DeepEqual(got, tt.want) {
				t.Errorf("passes = %q, want %q", got, tt.want)
			}
		})
	}
}

func TestTable(t *testing.T) {
	out := `goos: linux
pkg: labyrinth/pbem/e2e
BenchmarkCampaignRealMail-2   	       1	31323082415 ns/op	       168.1 baseline-mails/s	        63.85 mails/s	         2.633 x-baseline
PASS
pkg: labyrinth/dsl
BenchmarkCompile/10x10-2 	       3	   4437371 ns/op	   0.21 MB/s	   64248 B/op	     466 allocs/op
`
	var b bytes.Buffer
	print(&b, parse(strings.NewReader(out)))
	want := `| package | benchmark | ns/op | B/op | allocs/op | other |
|---|---|---:|---:|---:|---|
| pbem/e2e | BenchmarkCampaignRealMail-2 | 31323082415 |  |  | 168.1 baseline-mails/s, 63.85 mails/s, 2.633 x-baseline |
| dsl | BenchmarkCompile/10x10-2 | 4437371 | 64248 | 466 | 0.21 MB/s |
`
	if b.String() != want {
		t.Errorf("table:\n%s\nwant:\n%s", b.String(), want)
	}
}
