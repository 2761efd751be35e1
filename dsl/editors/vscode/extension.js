// Starts "labyrinth lsp" for .maze files (dsl/editors/README.md), and
// starts it again when the setting labyrinth.path changes.
const vscode = require("vscode");
const { LanguageClient, TransportKind } = require("vscode-languageclient/node");

let client;

function start() {
  const command = vscode.workspace.getConfiguration("labyrinth").get("path") || "labyrinth";
  const run = { command, args: ["lsp"], transport: TransportKind.stdio };
  client = new LanguageClient(
    "labyrinth",
    "Labyrinth",
    { run, debug: run },
    { documentSelector: [{ language: "maze" }] },
  );
  return client.start();
}

async function restart() {
  if (client) {
    const old = client;
    client = undefined;
    await old.stop().catch(() => {});
  }
  return start();
}

function activate(context) {
  context.subscriptions.push(
    vscode.workspace.onDidChangeConfiguration((e) => {
      if (e.affectsConfiguration("labyrinth.path")) {
        restart().catch((err) => vscode.window.showErrorMessage(`labyrinth lsp: ${err.message || err}`));
      }
    }),
    { dispose: () => (client ? client.stop() : undefined) },
  );
  return start();
}

function deactivate() {
  return client ? client.stop() : undefined;
}

module.exports = { activate, deactivate };
