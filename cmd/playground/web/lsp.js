// A small LSP client: the page speaks the Language Server Protocol to the
// same server "labyrinth lsp" runs, here compiled to WebAssembly and
// reached through labyrinth.lspSend and the hooks.lsp callback.

export class LSPClient {
  constructor(send) {
    this.send = send;
    this.nextId = 1;
    this.pending = new Map();
    this.handlers = new Map();
    this.version = 0;
    this.uri = "file:///maze.maze";
  }

  // receive is given every message the server writes.
  receive(text) {
    let msg;
    try {
      msg = JSON.parse(text);
    } catch (e) {
      return;
    }
    if (msg.id !== undefined && msg.method === undefined) {
      const p = this.pending.get(msg.id);
      if (p) {
        this.pending.delete(msg.id);
        if (msg.error) p.reject(new Error(msg.error.message));
        else p.resolve(msg.result);
      }
      return;
    }
    const h = this.handlers.get(msg.method);
    if (h) h(msg.params);
  }

  on(method, handler) {
    this.handlers.set(method, handler);
  }

  request(method, params) {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.send(JSON.stringify({ jsonrpc: "2.0", id, method, params }));
    });
  }

  notify(method, params) {
    this.send(JSON.stringify({ jsonrpc: "2.0", method, params }));
  }

  async initialize(text) {
    await this.request("initialize", { processId: null, rootUri: null, capabilities: {} });
    this.notify("initialized", {});
    this.version = 1;
    this.notify("textDocument/didOpen", { textDocument: { uri: this.uri, languageId: "maze", version: 1, text } });
  }

  // change sends the whole new text: the server compiles it whole anyway.
  change(text) {
    this.version++;
    this.notify("textDocument/didChange", {
      textDocument: { uri: this.uri, version: this.version },
      contentChanges: [{ text }],
    });
    return this.version;
  }

  doc() {
    return { uri: this.uri };
  }
}

// Positions: LSP counts lines from 0 and characters in UTF-16 units, as
// CodeMirror's offsets do.
export function toOffset(doc, pos) {
  const line = doc.line(Math.min(pos.line + 1, doc.lines));
  return Math.min(line.from + pos.character, line.to);
}

export function toPosition(doc, offset) {
  const line = doc.lineAt(offset);
  return { line: line.number - 1, character: offset - line.from };
}
