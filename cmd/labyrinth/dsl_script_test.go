package main

import "testing"

func TestDslScripts(t *testing.T) { runScripts(t, "dsl") }
