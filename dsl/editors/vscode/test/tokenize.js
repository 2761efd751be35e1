// Tokenizes .maze files with the extension's TextMate grammar, as VS Code
// does (vscode-textmate with the Oniguruma regular expressions), and prints
// one line per token: FILE<TAB>LINE<TAB>COLUMN<TAB>TEXT<TAB>SCOPES, lines
// and columns from 1, scopes innermost last. dsl/editors/grammar_test.go
// runs it and checks the tokens.
//
// usage: node tokenize.js GRAMMAR FILE...
"use strict";
const fs = require("fs");
const path = require("path");
const vsctm = require("vscode-textmate");
const oniguruma = require("vscode-oniguruma");

async function main() {
  const [grammarPath, ...files] = process.argv.slice(2);
  const wasm = fs.readFileSync(path.join(path.dirname(require.resolve("vscode-oniguruma")), "onig.wasm"));
  await oniguruma.loadWASM(wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength));
  const registry = new vsctm.Registry({
    onigLib: Promise.resolve({
      createOnigScanner: (sources) => new oniguruma.OnigScanner(sources),
      createOnigString: (s) => new oniguruma.OnigString(s),
    }),
    loadGrammar: async () => vsctm.parseRawGrammar(fs.readFileSync(grammarPath, "utf8"), grammarPath),
  });
  const grammar = await registry.loadGrammar("source.maze");
  const out = [];
  for (const file of files) {
    const lines = fs.readFileSync(file, "utf8").split(/\r?\n/);
    let state = vsctm.INITIAL;
    lines.forEach((line, i) => {
      const r = grammar.tokenizeLine(line, state, 1000);
      if (r.stoppedEarly) {
        throw new Error(`${file}:${i + 1}: tokenizing stopped early`);
      }
      for (const t of r.tokens) {
        const text = line.slice(t.startIndex, t.endIndex);
        if (text.trim() === "") continue;
        out.push([path.basename(file), i + 1, t.startIndex + 1, text, t.scopes.join(" ")].join("\t"));
      }
      state = r.ruleStack;
    });
  }
  process.stdout.write(out.join("\n") + "\n");
}

main().catch((e) => {
  console.error(e.message);
  process.exit(1);
});
