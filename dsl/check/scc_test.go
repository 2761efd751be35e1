package check

import (
	"math/rand/v2"
	"testing"
)

// TestSCC compares scc with the definition on random graphs: two nodes
// share a component exactly when each reaches the other, and components
// are numbered so that an edge never leads to a component completed later
// (Tarjan's order: a component is completed after all it reaches).
func TestSCC(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for trial := range 300 {
		n := 1 + rng.IntN(12)
		g := &graph{start: make([]int32, n+1)}
		for u := range n {
			g.start[u] = int32(len(g.adj))
			for range rng.IntN(4) {
				g.adj = append(g.adj, int32(rng.IntN(n)))
			}
		}
		g.start[n] = int32(len(g.adj))
		comp, ncomp := g.scc()
		reach := make([][]bool, n)
		for u := range n {
			reach[u] = make([]bool, n)
			todo := []int32{int32(u)}
			reach[u][u] = true
			for len(todo) > 0 {
				v := todo[len(todo)-1]
				todo = todo[:len(todo)-1]
				for _, w := range g.adj[g.start[v]:g.start[v+1]] {
					if !reach[u][w] {
						reach[u][w] = true
						todo = append(todo, w)
					}
				}
			}
		}
		seen := map[int32]bool{}
		for u := range n {
			if comp[u] < 0 || comp[u] >= ncomp {
				t.Fatalf("trial %d: node %d in component %d of %d", trial, u, comp[u], ncomp)
			}
			seen[comp[u]] = true
			for v := range n {
				if same := reach[u][v] && reach[v][u]; same != (comp[u] == comp[v]) {
					t.Fatalf("trial %d: nodes %d, %d: mutually reachable %v, same component %v", trial, u, v, same, comp[u] == comp[v])
				}
			}
			for _, w := range g.adj[g.start[u]:g.start[u+1]] {
				if comp[w] > comp[u] {
					t.Fatalf("trial %d: edge %d→%d leads to a component completed later", trial, u, w)
				}
			}
		}
		if int32(len(seen)) != ncomp {
			t.Fatalf("trial %d: %d components used, %d counted", trial, len(seen), ncomp)
		}
	}
}
