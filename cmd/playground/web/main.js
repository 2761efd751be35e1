// The playground page: CodeMirror 6 on the left, the maze drawn on the
// right, both kept in step with the language server running in the
// WebAssembly module. Every word shown comes from catalogue.json.

import { EditorState } from "@codemirror/state";
import {
  EditorView, keymap, lineNumbers, highlightActiveLine, highlightActiveLineGutter,
  drawSelection, hoverTooltip,
} from "@codemirror/view";
import { defaultKeymap, history, historyKeymap, undo, redo, indentWithTab } from "@codemirror/commands";
import { syntaxHighlighting, defaultHighlightStyle, bracketMatching } from "@codemirror/language";
import { lintGutter, setDiagnostics } from "@codemirror/lint";
import { searchKeymap, highlightSelectionMatches } from "@codemirror/search";
import { autocompletion, completionKeymap } from "@codemirror/autocomplete";
import catalogue from "./catalogue.json";
import { LSPClient, toOffset, toPosition } from "./lsp.js";
import { mazeLanguage } from "./mazelang.js";
import { encodeSource, decodeSource } from "./share.js";

const $ = (id) => document.getElementById(id);
const MAX_FILE = 16 << 20; // dsl.MaxSourceSize
const LARGE_PASTE = 256 << 10;

// ---- words ----------------------------------------------------------

let lang = pickLang();

function pickLang() {
  const saved = localStorage.getItem("labyrinth.lang");
  if (saved === "ru" || saved === "en") return saved;
  for (const l of navigator.languages || [navigator.language || "en"]) {
    const p = l.toLowerCase().slice(0, 2);
    if (p === "ru") return "ru";
    if (p === "en") return "en";
  }
  return "en";
}

export function t(key, vars = {}) {
  let s = catalogue[lang][key];
  if (s === undefined) s = catalogue.en[key];
  if (s === undefined) return key;
  return s.replace(/\{(\w+)\}/g, (_, k) => (vars[k] !== undefined ? String(vars[k]) : ""));
}

function translatePage() {
  document.documentElement.lang = lang;
  for (const el of document.querySelectorAll("[data-i18n]")) el.textContent = t(el.dataset.i18n);
  for (const el of document.querySelectorAll("[data-i18n-placeholder]")) el.placeholder = t(el.dataset.i18nPlaceholder);
  document.title = t("title");
  updateModeHint();
}

function notice(text, kind = "info") {
  const n = $("notice");
  n.textContent = text;
  n.className = kind;
  n.hidden = false;
  clearTimeout(notice.timer);
  if (kind === "info") notice.timer = setTimeout(() => (n.hidden = true), 8000);
}

function size(n) {
  return n >= 1 << 20 ? (n / (1 << 20)).toFixed(1) + " MB" : Math.ceil(n / 1024) + " kB";
}

// ---- the module -----------------------------------------------------

const go = new Go();
const ready = new Promise((resolve) => (window.labyrinthReady = resolve));

async function loadModule() {
  const resp = fetch("labyrinth.wasm");
  let result;
  if (WebAssembly.instantiateStreaming) {
    result = await WebAssembly.instantiateStreaming(resp, go.importObject);
  } else {
    const bytes = await (await resp).arrayBuffer();
    result = await WebAssembly.instantiate(bytes, go.importObject);
  }
  go.run(result.instance);
  await ready;
}

// call calls a function of the module and turns its {error, hint} into an
// exception.
function call(name, ...args) {
  const r = window.labyrinth[name](...args);
  if (r && typeof r === "object" && !(r instanceof Uint8Array) && r.error !== undefined) {
    const e = new Error(r.error);
    e.hint = r.hint;
    throw e;
  }
  return r;
}

function errText(e) {
  return e.hint ? `${e.message} (${t("hint")}: ${e.hint})` : e.message;
}

// ---- state ----------------------------------------------------------

let view;
let lsp;
let drawing = null; // the last drawing the server sent
let diagnostics = []; // the last LSP diagnostics, as sent
let mode = "select";
let selected = null; // a pit or exit cell picked on the map
let editStart = 0; // when the last edit was made, for the numbers
window.playgroundStats = { lastRefreshMs: 0, refreshes: 0 };

// ---- the editor -----------------------------------------------------

function severity(s) {
  return s === 1 ? "error" : s === 2 ? "warning" : "info";
}

function codeOf(d) {
  return d.code === undefined ? "" : String(d.code);
}

function toCM(doc, d) {
  const from = toOffset(doc, d.range.start);
  let to = toOffset(doc, d.range.end);
  if (to < from) to = from;
  const detail = d.data && d.data.detail ? "\n" + d.data.detail : "";
  return {
    from, to,
    severity: severity(d.severity),
    source: codeOf(d),
    message: d.message + detail,
    actions: (d.fixes || []).map((fx) => ({
      name: t("diag.fix", { title: fx.title }),
      apply(view) {
        applyEdits(view, fx.edits);
      },
    })),
  };
}

function applyEdits(v, edits) {
  const doc = v.state.doc;
  const changes = edits.map((e) => ({ from: toOffset(doc, e.range.start), to: toOffset(doc, e.range.end), insert: e.newText }));
  v.dispatch({ changes, userEvent: "input.fix" });
}

// fixesFor asks the server for the quick fixes of each diagnostic, as an
// editor with "labyrinth lsp" would.
async function fixesFor(ds) {
  const out = [];
  for (const d of ds.slice(0, 100)) {
    let fixes = [];
    try {
      const acts = await lsp.request("textDocument/codeAction", {
        textDocument: lsp.doc(), range: d.range, context: { diagnostics: [d] },
      });
      for (const a of acts || []) {
        const edits = a.edit && a.edit.changes ? Object.values(a.edit.changes).flat() : [];
        if (edits.length) fixes.push({ title: a.title, edits });
      }
    } catch (e) {
      fixes = [];
    }
    out.push({ ...d, fixes });
  }
  return out.concat(ds.slice(100));
}

function showDiagnostics(ds) {
  diagnostics = ds;
  const doc = view.state.doc;
  view.dispatch(setDiagnostics(view.state, ds.map((d) => toCM(doc, d))));
  const list = $("problem-list");
  list.textContent = "";
  let e = 0, w = 0;
  for (const d of ds) {
    if (d.severity === 1) e++;
    else if (d.severity === 2) w++;
    const li = document.createElement("li");
    li.className = severity(d.severity);
    li.dataset.code = codeOf(d);
    li.dataset.line = d.range.start.line + 1;
    const pos = document.createElement("span");
    pos.className = "pos";
    pos.textContent = `${d.range.start.line + 1}:${d.range.start.character + 1}`;
    const code = document.createElement("code");
    code.textContent = codeOf(d);
    const msg = document.createElement("span");
    msg.className = "msg";
    msg.textContent = d.message;
    li.append(pos, " ", code, " ", msg);
    for (const fx of d.fixes || []) {
      const b = document.createElement("button");
      b.className = "fix";
      b.textContent = t("diag.fix", { title: fx.title });
      b.addEventListener("click", () => applyEdits(view, fx.edits));
      li.append(" ", b);
    }
    li.addEventListener("click", (ev) => {
      if (ev.target.tagName === "BUTTON") return;
      const at = toOffset(view.state.doc, d.range.start);
      view.dispatch({ selection: { anchor: at }, scrollIntoView: true });
      view.focus();
    });
    list.append(li);
  }
  $("counts").textContent = ds.length ? "— " + t("counts", { e, w }) : "— " + t("noProblems");
}

// Hover: what the server's hover says, in the editor and on the map.
async function hoverAt(doc, pos) {
  try {
    const h = await lsp.request("textDocument/hover", { textDocument: lsp.doc(), position: toPosition(doc, pos) });
    if (!h || !h.contents) return null;
    const c = h.contents;
    return typeof c === "string" ? c : c.value || "";
  } catch (e) {
    return null;
  }
}

function markdownText(md) {
  return md.replace(/```\w*\n?/g, "").replace(/\*\*/g, "").replace(/`/g, "").replace(/(^|\s)_([^_\n]+)_(?=\s|$)/gm, "$1$2");
}

const hover = hoverTooltip(async (v, pos) => {
  const text = await hoverAt(v.state.doc, pos);
  if (!text) return null;
  return {
    pos,
    create() {
      const dom = document.createElement("div");
      dom.className = "cm-lsp-hover";
      dom.textContent = markdownText(text);
      return { dom };
    },
  };
});

async function completions(ctx) {
  const word = ctx.matchBefore(/[\p{L}\p{N}_.]*/u);
  if (!ctx.explicit && (!word || word.from === word.to)) return null;
  let res;
  try {
    res = await lsp.request("textDocument/completion", { textDocument: lsp.doc(), position: toPosition(ctx.state.doc, ctx.pos) });
  } catch (e) {
    return null;
  }
  const items = Array.isArray(res) ? res : (res && res.items) || [];
  if (!items.length) return null;
  return {
    from: word ? word.from : ctx.pos,
    options: items.map((it) => ({ label: it.label, detail: it.detail, apply: it.insertText || it.label })),
  };
}

let changeTimer = 0;
function scheduleChange() {
  clearTimeout(changeTimer);
  editStart = editStart || performance.now();
  // The server debounces too; this keeps a burst of keys to one message.
  // After a slow check (a large maze) the text waits for a pause in
  // typing, so that the page does not check every key.
  const pause = window.playgroundStats.checkMs > 100 ? 60 : 5;
  changeTimer = setTimeout(() => {
    window.playgroundStats.sentMs = performance.now() - editStart;
    lsp.change(view.state.doc.toString());
    try {
      localStorage.setItem("labyrinth.source", view.state.doc.toString().slice(0, 4 << 20));
    } catch (e) {
      // a full storage loses only the autosave
    }
  }, pause);
}

async function formatDocument() {
  try {
    const edits = await lsp.request("textDocument/formatting", { textDocument: lsp.doc(), options: { tabSize: 4, insertSpaces: true } });
    if (edits && edits.length) applyEdits(view, edits);
  } catch (e) {
    notice(errText(e), "error");
  }
}

// setText replaces the whole text as one undoable change.
function setText(text) {
  view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: text }, userEvent: "input.replace" });
}

function makeEditor(text, meta) {
  view = new EditorView({
    parent: $("editor"),
    state: EditorState.create({
      doc: text,
      extensions: [
        lineNumbers(), highlightActiveLineGutter(), history(), drawSelection(), highlightActiveLine(),
        bracketMatching(), highlightSelectionMatches(), lintGutter(),
        mazeLanguage(meta), syntaxHighlighting(defaultHighlightStyle, { fallback: true }),
        autocompletion({ override: [completions], activateOnTyping: false }),
        hover,
        keymap.of([
          { key: "Shift-Alt-f", run: () => (formatDocument(), true) },
          ...defaultKeymap, ...historyKeymap, ...searchKeymap, ...completionKeymap, indentWithTab,
        ]),
        EditorView.updateListener.of((u) => {
          if (u.docChanged) scheduleChange();
        }),
        EditorView.domEventHandlers({
          paste(ev) {
            const s = ev.clipboardData && ev.clipboardData.getData("text/plain");
            if (s && s.length > LARGE_PASTE) notice(t("bad.paste", { size: size(s.length) }), "warn");
            return false;
          },
        }),
        EditorView.theme({ "&": { height: "100%" }, ".cm-scroller": { fontFamily: "'Go Mono', monospace" } }),
      ],
    }),
  });
}

// ---- the drawing ----------------------------------------------------

const SVGNS = "http://www.w3.org/2000/svg";

function showDrawing(d) {
  drawing = d;
  const host = $("map-svg");
  const overlay = $("overlay");
  if (!d.svg) {
    host.innerHTML = "";
    overlay.innerHTML = "";
    const p = document.createElement("p");
    p.className = "hint";
    p.textContent = t("map." + (d.note || "nomap"));
    host.append(p);
    return;
  }
  host.innerHTML = d.svg;
  const svg = host.querySelector("svg");
  overlay.setAttribute("viewBox", svg.getAttribute("viewBox"));
  overlay.setAttribute("width", svg.getAttribute("width"));
  overlay.setAttribute("height", svg.getAttribute("height"));
  const floors = $("floor");
  const n = d.maps.length;
  if (floors.options.length !== n) {
    floors.textContent = "";
    for (let i = 0; i < n; i++) floors.append(new Option(String(i + 1), String(i)));
  }
  drawOverlay();
}

function cellBox(ref) {
  const w = drawing.maps.find((m) => m.floor === ref[0]);
  if (!w) return null;
  return { x: w.x + ref[2] * w.cell, y: w.y + ref[1] * w.cell, s: w.cell };
}

function rect(box, cls, title) {
  const r = document.createElementNS(SVGNS, "rect");
  r.setAttribute("x", box.x);
  r.setAttribute("y", box.y);
  r.setAttribute("width", box.s);
  r.setAttribute("height", box.s);
  r.setAttribute("class", cls);
  if (title) {
    const tt = document.createElementNS(SVGNS, "title");
    tt.textContent = title;
    r.append(tt);
  }
  return r;
}

// drawOverlay marks what the text says about cells: the regions of
// diagnostics, and a selected pit with its exits (or an exit with its pit).
function drawOverlay() {
  const overlay = $("overlay");
  overlay.textContent = "";
  if (!drawing || !drawing.svg) return;
  for (const rg of drawing.regions || []) {
    for (const c of rg.cells) {
      const b = cellBox(c);
      if (b) overlay.append(rect(b, "region " + rg.severity, `${rg.code} ${rg.message}`));
    }
  }
  if (selected) {
    const same = (a, b) => a[0] === b[0] && a[1] === b[1] && a[2] === b[2];
    for (const [pit, exit] of drawing.pits || []) {
      if (same(pit, selected) || same(exit, selected)) {
        for (const c of [pit, exit]) {
          const b = cellBox(c);
          if (b) overlay.append(rect(b, "pair", ""));
        }
      }
    }
  }
}

// pointAt finds the cell under a mouse event, and the wall nearest to it.
function pointAt(ev) {
  if (!drawing || !drawing.svg) return null;
  const svg = $("map-svg").querySelector("svg");
  const m = svg.getScreenCTM();
  if (!m) return null;
  const p = new DOMPoint(ev.clientX, ev.clientY).matrixTransform(m.inverse());
  for (const w of drawing.maps) {
    const cx = (p.x - w.x) / w.cell, cy = (p.y - w.y) / w.cell;
    const col = Math.floor(cx), row = Math.floor(cy);
    if (cx < -0.3 || cy < -0.3 || cx > w.cols + 0.3 || cy > w.rows + 0.3) continue;
    const fx = cx - col, fy = cy - row;
    const r = Math.min(Math.max(row, 0), w.rows - 1), c = Math.min(Math.max(col, 0), w.cols - 1);
    const edges = [
      ["n", fy + (row - r)], ["s", 1 - fy + (r - row)], ["w", fx + (col - c)], ["e", 1 - fx + (c - col)],
    ].sort((a, b) => a[1] - b[1]);
    return { floor: w.floor, row: r, col: c, side: edges[0][0], near: edges[0][1], inside: row === r && col === c };
  }
  return null;
}

// cellOffset finds the text of a cell, for hover and for the cursor.
function cellPosition(at) {
  const cp = drawing && drawing.cellPos && drawing.cellPos[at.floor];
  if (!cp) return null;
  const w = drawing.maps.find((m) => m.floor === at.floor);
  const i = (at.row * w.cols + at.col) * 2;
  return { line: cp[i], character: cp[i + 1] };
}

let hoverTimer = 0;
function mapHover(ev) {
  const at = pointAt(ev);
  const box = $("hover");
  clearTimeout(hoverTimer);
  if (!at || !at.inside) {
    box.hidden = true;
    return;
  }
  hoverTimer = setTimeout(async () => {
    const pos = cellPosition(at);
    if (!pos) return;
    const text = await hoverAt(view.state.doc, toOffset(view.state.doc, pos));
    if (!text) {
      box.hidden = true;
      return;
    }
    box.textContent = markdownText(text);
    box.style.left = ev.pageX + 14 + "px";
    box.style.top = ev.pageY + 14 + "px";
    box.hidden = false;
  }, 120);
}

function mapClick(ev) {
  const at = pointAt(ev);
  if (!at) return;
  const src = view.state.doc.toString();
  try {
    if (mode === "walls") {
      const r = JSON.parse(call("editWall", src, at.floor, at.row, at.col, at.side, ev.shiftKey ? "cycle" : "toggle"));
      if (r.source !== src) setText(r.source);
    } else if (mode === "cells" && at.inside) {
      const r = JSON.parse(call("editCell", src, at.floor, at.row, at.col, $("glyph").value));
      if (r.source !== src) setText(r.source);
    } else if (at.inside) {
      selected = [at.floor, at.row, at.col];
      drawOverlay();
      const pos = cellPosition(at);
      if (pos) view.dispatch({ selection: { anchor: toOffset(view.state.doc, pos) }, scrollIntoView: true });
    }
  } catch (e) {
    notice(errText(e), "error");
  }
}

function resize(op) {
  const src = view.state.doc.toString();
  try {
    const r = JSON.parse(call("resize", src, Number($("floor").value), op));
    if (r.source !== src) setText(r.source);
  } catch (e) {
    notice(errText(e), "error");
  }
}

function updateModeHint() {
  $("mode-hint").textContent = t({ select: "mode.hintSelect", walls: "mode.hintWalls", cells: "mode.hintCells" }[mode]);
  document.body.dataset.mode = mode;
}

// ---- files and links --------------------------------------------------

function loadFile(file) {
  if (file.size > MAX_FILE) {
    notice(t("bad.tooLarge", { name: file.name }), "error");
    return;
  }
  file.arrayBuffer().then((buf) => {
    let text;
    try {
      text = new TextDecoder("utf-8", { fatal: true }).decode(buf);
    } catch (e) {
      notice(t("bad.utf8", { name: file.name }), "error");
      return;
    }
    setText(text);
  });
}

function download(name, type, data) {
  const url = URL.createObjectURL(new Blob([data], { type }));
  const a = document.createElement("a");
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10000);
}

function baseName() {
  const m = /^\s*title\s+"([^"]+)"/m.exec(view.state.doc.toString());
  const s = m ? m[1].replace(/[^\p{L}\p{N}]+/gu, "-").replace(/^-|-$/g, "").toLowerCase() : "";
  return s || "maze";
}

function shareLink() {
  const text = view.state.doc.toString();
  const enc = encodeSource(text);
  if (enc.length > 2 << 20) {
    notice(t("bad.linkTooLarge", { size: size(text.length) }), "error");
    return;
  }
  const url = location.href.split("#")[0] + "#src=" + enc;
  history.replaceState(null, "", url);
  if (navigator.clipboard && window.isSecureContext) {
    navigator.clipboard.writeText(url).then(
      () => notice(t("shareCopied", { n: url.length })),
      () => notice(t("shareShown") + " " + url),
    );
  } else {
    notice(t("shareShown") + " " + url);
  }
}

// sourceFromLink reads #src= of the address; null when there is none.
function sourceFromLink() {
  const h = location.hash;
  if (!h.startsWith("#src=")) return null;
  try {
    return decodeSource(h.slice(5));
  } catch (e) {
    notice(t("bad.link", { err: e.message }), "error");
    return undefined;
  }
}

// ---- dialogs ------------------------------------------------------------

function openGenerator(meta) {
  const fields = $("gen-fields");
  if (!fields.childElementCount) {
    for (const f of JSON.parse(call("genForm"))) {
      const l = document.createElement("label");
      l.title = f.usage;
      const name = document.createElement("span");
      name.textContent = f.name;
      const input = document.createElement("input");
      input.name = f.name;
      if (f.bool) input.type = "checkbox";
      else input.placeholder = f.default || "";
      if (f.name === "preset") {
        const sel = document.createElement("select");
        sel.name = f.name;
        for (const fam of meta.families) sel.append(new Option(fam, fam));
        l.append(name, " ", sel);
      } else {
        l.append(name, " ", input);
      }
      const small = document.createElement("small");
      small.textContent = f.usage;
      l.append(small);
      fields.append(l);
    }
  }
  $("gen-error").hidden = true;
  $("gen-dialog").showModal();
}

function genSpec() {
  const parts = [];
  for (const el of $("gen-fields").querySelectorAll("input, select")) {
    if (el.type === "checkbox") {
      if (el.checked) parts.push(el.name + "=true");
    } else if (el.value.trim() !== "") {
      parts.push(el.name + "=" + el.value.trim());
    }
  }
  return parts.join(",");
}

function kitSettings() {
  const f = $("kit-form");
  const parts = [...f.querySelectorAll("input[name=part]:checked")].map((c) => c.value);
  const all = parts.length === 4;
  return {
    Paper: f.paper.value, Lang: f.lang.value, Players: Number(f.players.value) || 0,
    Names: f.names.value.trim(), Parts: all ? "" : parts.join(","), Latin: f.latin.checked,
  };
}

function kitCommand() {
  const s = kitSettings();
  let c = `labyrinth print ${baseName()}.maze`;
  if (s.Paper !== "a4") c += ` --paper ${s.Paper}`;
  if (s.Lang !== "ru") c += ` --lang ${s.Lang}`;
  if (s.Players) c += ` --players ${s.Players}`;
  if (s.Names) c += ` --names "${s.Names}"`;
  if (s.Parts) c += ` --parts ${s.Parts}`;
  if (s.Latin) c += " --latin";
  $("kit-command").textContent = c;
}

function personRow(name = "", female = false, plang = lang) {
  const row = document.createElement("div");
  row.className = "person";
  const n = document.createElement("input");
  n.name = "name";
  n.placeholder = t("play.name");
  n.value = name;
  const fl = document.createElement("label");
  const f = document.createElement("input");
  f.type = "checkbox";
  f.name = "female";
  f.checked = female;
  const fs = document.createElement("span");
  fs.dataset.i18n = "play.female";
  fs.textContent = t("play.female");
  fl.append(f, " ", fs);
  const l = document.createElement("select");
  l.name = "plang";
  l.append(new Option("ru", "ru"), new Option("en", "en"));
  l.value = plang;
  const rm = document.createElement("button");
  rm.type = "button";
  rm.textContent = t("play.removePerson");
  rm.addEventListener("click", () => $("people").childElementCount > 1 && row.remove());
  row.append(n, " ", fl, " ", l, " ", rm);
  return row;
}

function playSetup() {
  const f = $("play-form");
  const people = [...$("people").children].map((row, i) => {
    const name = row.querySelector("[name=name]").value.trim() || `${t("play.name")} ${i + 1}`;
    let s = name.replace(/:/g, " ");
    if (row.querySelector("[name=female]").checked) s += ":f";
    s += ":" + row.querySelector("[name=plang]").value;
    return s;
  });
  return { people, bots: Number(f.bots.value) || 0, bot: f.bot.value, seed: Number(f.seed.value) || 1, lang: f.lang.value, versus: f.versus.value };
}

function playOutput(text) {
  const c = $("console");
  c.textContent += text;
  if (c.textContent.length > 400000) c.textContent = c.textContent.slice(-300000);
  c.scrollTop = c.scrollHeight;
}

// ---- start ---------------------------------------------------------------

async function main() {
  translatePage();
  notice(t("loading"));
  try {
    await loadModule();
  } catch (e) {
    notice(t("loadFailed", { err: e.message }), "error");
    return;
  }
  const meta = JSON.parse(call("meta"));
  const examples = JSON.parse(call("examples"));
  for (const ex of examples) {
    $("examples").append(new Option(`${ex.name} — ${ex.title || ex.family}`, ex.name));
  }
  for (const g of JSON.parse(call("glyphs"))) {
    if (g.glyph === ".") continue;
    const o = new Option(`${g.glyph} — ${lang === "ru" ? g.docRU : g.doc}`, g.glyph);
    o.dataset.doc = g.doc;
    o.dataset.docRu = g.docRU;
    $("glyph").append(o);
  }
  for (const k of meta.bots) $("play-form").bot.append(new Option(k, k));

  let text = sourceFromLink();
  if (text === null || text === undefined) {
    const saved = localStorage.getItem("labyrinth.source");
    if (saved) {
      text = saved;
      if (sourceFromLink() === null) notice(t("restored"));
    } else {
      text = examples.find((e) => e.name === "base").source;
    }
  } else {
    $("notice").hidden = true;
  }
  makeEditor(text, meta);

  lsp = new LSPClient((m) => call("lspSend", m));
  window.labyrinth.start({
    lsp: (m) => lsp.receive(m),
    lang: () => lang,
    checked: (uri, json, svg) => {
      if (editStart) {
        const st = window.playgroundStats;
        st.checkedMs = performance.now() - editStart;
        st.checkMs = st.checkedMs - st.sentMs; // the module's part: compile and draw
      }
      const d = JSON.parse(json);
      d.svg = svg;
      showDrawing(d);
      if (editStart) window.playgroundStats.drawnMs = performance.now() - editStart;
    },
    play: playOutput,
    stopped: () => {},
  });
  lsp.on("textDocument/publishDiagnostics", async (p) => {
    if (p.version !== undefined && p.version !== lsp.version) return;
    showDiagnostics(p.diagnostics);
    if (editStart) {
      const ms = performance.now() - editStart;
      window.playgroundStats.lastRefreshMs = ms;
      window.playgroundStats.refreshes++;
      editStart = 0;
    }
    document.body.dataset.checked = String(p.version);
    const withFixes = await fixesFor(p.diagnostics);
    if (p.version === lsp.version) showDiagnostics(withFixes);
  });
  await lsp.initialize(text);
  if (!$("notice").classList.contains("error")) $("notice").hidden = true;

  // toolbar
  $("examples").addEventListener("change", (e) => {
    const ex = examples.find((x) => x.name === e.target.value);
    if (ex) setText(ex.source);
    e.target.value = "";
  });
  $("generate").addEventListener("click", () => openGenerator(meta));
  $("gen-go").addEventListener("click", (ev) => {
    ev.preventDefault();
    try {
      const r = JSON.parse(call("generate", genSpec()));
      setText(r.source);
      $("gen-dialog").close();
      notice(r.summary);
    } catch (e) {
      $("gen-error").textContent = t("gen.failed", { err: errText(e) });
      $("gen-error").hidden = false;
    }
  });
  $("open").addEventListener("change", (e) => {
    if (e.target.files[0]) loadFile(e.target.files[0]);
    e.target.value = "";
  });
  $("save").addEventListener("click", () => download(baseName() + ".maze", "text/plain;charset=utf-8", view.state.doc.toString()));
  $("fmt").addEventListener("click", formatDocument);
  $("share").addEventListener("click", shareLink);
  $("lang").addEventListener("click", () => {
    lang = lang === "ru" ? "en" : "ru";
    localStorage.setItem("labyrinth.lang", lang);
    translatePage();
    for (const o of $("glyph").options) o.textContent = `${o.value} — ${lang === "ru" ? o.dataset.docRu : o.dataset.doc}`;
    scheduleChange();
  });
  $("kit").addEventListener("click", () => {
    $("kit-form").lang.value = lang;
    $("kit-error").hidden = true;
    kitCommand();
    $("kit-dialog").showModal();
  });
  $("kit-form").addEventListener("input", kitCommand);
  $("kit-go").addEventListener("click", (ev) => {
    ev.preventDefault();
    try {
      const pdf = call("kit", view.state.doc.toString(), JSON.stringify(kitSettings()));
      download(baseName() + ".pdf", "application/pdf", pdf);
      window.playgroundStats.lastKit = pdf;
    } catch (e) {
      $("kit-error").textContent = t("kit.failed", { err: errText(e) });
      $("kit-error").hidden = false;
    }
  });
  $("play").addEventListener("click", () => {
    if (!$("people").childElementCount) $("people").append(personRow());
    $("play-form").lang.value = lang;
    $("play-dialog").showModal();
  });
  $("add-person").addEventListener("click", () => $("people").append(personRow()));
  $("play-close").addEventListener("click", () => $("play-dialog").close());
  $("play-form").addEventListener("submit", (ev) => {
    ev.preventDefault();
    try {
      $("console").textContent = "";
      call("playStart", view.state.doc.toString(), JSON.stringify(playSetup()));
      $("play-form").hidden = true;
      $("play-game").hidden = false;
      $("play-map").hidden = true;
      $("order").focus();
    } catch (e) {
      notice(t("play.failed", { err: errText(e) }), "error");
    }
  });
  $("order-form").addEventListener("submit", (ev) => {
    ev.preventDefault();
    const line = $("order").value;
    playOutput(line + "\n");
    call("playSend", line);
    $("order").value = "";
    if (!$("play-map").hidden) setTimeout(showPlayMap, 50);
  });
  const showPlayMap = () => {
    const d = JSON.parse(call("playMap", lang));
    $("play-map").innerHTML = d.svg || "";
  };
  $("host-map").addEventListener("click", () => {
    const pm = $("play-map");
    pm.hidden = !pm.hidden;
    $("host-map").textContent = t(pm.hidden ? "play.hostMap" : "play.hideMap");
    if (!pm.hidden) showPlayMap();
  });
  $("play-stop").addEventListener("click", () => {
    call("playSend", lang === "ru" ? "конец" : "quit");
    $("play-form").hidden = false;
    $("play-game").hidden = true;
  });

  // the map
  for (const r of document.querySelectorAll("input[name=mode]")) {
    r.addEventListener("change", () => {
      mode = r.value;
      updateModeHint();
    });
  }
  $("map").addEventListener("click", mapClick);
  $("map").addEventListener("mousemove", mapHover);
  $("map").addEventListener("mouseleave", () => ($("hover").hidden = true));
  $("add-row").addEventListener("click", () => resize("addRow"));
  $("remove-row").addEventListener("click", () => resize("removeRow"));
  $("add-col").addEventListener("click", () => resize("addCol"));
  $("remove-col").addEventListener("click", () => resize("removeCol"));
  $("undo").addEventListener("click", () => undo(view));
  $("redo").addEventListener("click", () => redo(view));
  window.addEventListener("hashchange", () => {
    const s = sourceFromLink();
    if (typeof s === "string") setText(s);
  });
  // For the browser tests and the benchmark: the whole text, which the
  // editor's DOM holds only in part.
  window.playground = { text: () => view.state.doc.toString(), drawing: () => drawing };
  document.body.dataset.ready = "true";
}

main();
