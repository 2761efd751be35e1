// Starts "labyrinth lsp" for .maze files (dsl/editors/README.md).
const vscode = require("vscode");
const { LanguageClient, TransportKind } = require("vscode-languageclient/node");

let client;

function activate(context) {
  const command = vscode.workspace.getConfiguration("labyrinth").get("path") || "labyrinth";
  const run = { command, args: ["lsp"], transport: TransportKind.stdio };
  client = new LanguageClient(
    "labyrinth",
    "Labyrinth",
    { run, debug: run },
    { documentSelector: [{ language: "maze" }] },
  );
  context.subscriptions.push(client);
  return client.start();
}

function deactivate() {
  return client ? client.stop() : undefined;
}

module.exports = { activate, deactivate };
