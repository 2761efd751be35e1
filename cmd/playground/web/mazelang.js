// Highlighting of the maze language (grammar.md): comments, strings,
// keywords of the header and the links part, rule keys, and inside a map
// the walls, posts and cell signs. The keywords come from the compiler
// (labyrinth.meta), so the editor cannot fall behind the language.

import { StreamLanguage } from "@codemirror/language";

export function mazeLanguage(meta) {
  const top = new Set(meta.top || []);
  const links = new Set(meta.links || []);
  const wallChars = "+-|I_~=#:*v^<>.";
  return StreamLanguage.define({
    name: "maze",
    startState() {
      return { block: null, depth: 0 };
    },
    copyState(s) {
      return { block: s.block, depth: s.depth };
    },
    token(stream, state) {
      // A comment starts at "//" at the line's start or after a space.
      if (stream.match("//") && (stream.start === 0 || /\s/.test(stream.string[stream.start - 1]))) {
        stream.skipToEnd();
        return "comment";
      }
      if (stream.start !== stream.pos) stream.backUp(stream.pos - stream.start);
      if (state.block === "map") {
        if (stream.sol() && stream.match(/^\s*\}/)) {
          state.block = null;
          return "brace";
        }
        const ch = stream.next();
        if (ch === " ") {
          stream.eatWhile(" ");
          return null;
        }
        if (ch === "/" && stream.peek() === "/" && /\s/.test(stream.string[stream.pos - 2] || " ")) {
          stream.skipToEnd();
          return "comment";
        }
        if (wallChars.includes(ch)) {
          if (ch === "+" && stream.string.trim()[0] === "|") return "keyword"; // a hospital inside a row
          return ch === "+" || ch === "I" ? "punctuation" : "operator";
        }
        stream.eatWhile(/[^\s|I:#*<>]/);
        return "atom";
      }
      if (stream.eatSpace()) return null;
      if (stream.match(/^"([^"\\]|\\.)*"?/)) return "string";
      if (stream.match(/^[{]/)) {
        if (state.block === "map-open") {
          state.block = "map";
          return "brace";
        }
        state.depth++;
        return "brace";
      }
      if (stream.match(/^[}]/)) {
        state.depth = Math.max(0, state.depth - 1);
        if (state.depth === 0) state.block = null;
        return "brace";
      }
      if (stream.match(/^-?\d+(\.\d+)?/)) return "number";
      const word = stream.match(/^[\p{L}\p{N}_.!*-]+/u);
      if (word) {
        const w = word[0];
        if (stream.start === stream.string.search(/\S/) && top.has(w)) {
          if (w === "map") state.block = "map-open";
          else if (w === "links") state.block = "links";
          else state.block = w;
          return "keyword";
        }
        if (state.block === "links" && links.has(w)) return "keyword";
        if (state.block === "rules") return "propertyName";
        return "variableName";
      }
      const ch = stream.next();
      if (ch === "=" || ch === "->" || ch === ",") return "operator";
      return null;
    },
    blankLine() {},
    indent() {
      return null;
    },
    languageData: { commentTokens: { line: "//" } },
    tokenTable: {},
  });
}

