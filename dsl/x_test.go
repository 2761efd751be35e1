package dsl_test
import ("testing";"labyrinth/dsl";"labyrinth/examples")
func BenchmarkX(b *testing.B){
 src,_:=examples.Read("base.maze")
 for b.Loop() { dsl.Compile("f",src) }
}
func BenchmarkY(b *testing.B){
 src,_:=examples.Read("base.maze")
 for b.Loop() { dsl.FormatSource("f",src) }
}
