// Links that hold a maze: #src= and the text as base64url (RFC 4648 §5)
// of its UTF-8 bytes, without padding.

export function encodeSource(text) {
  const bytes = new TextEncoder().encode(text);
  let bin = "";
  for (let i = 0; i < bytes.length; i += 0x8000) bin += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(bin).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

// decodeSource reads what encodeSource wrote; it throws on anything else:
// a character outside the alphabet, a cut-off group, bytes that are not
// UTF-8.
export function decodeSource(s) {
  if (!/^[A-Za-z0-9_-]*$/.test(s)) throw new Error("not base64url");
  if (s.length % 4 === 1) throw new Error("cut off");
  const b64 = s.replace(/-/g, "+").replace(/_/g, "/") + "===".slice((s.length + 3) % 4);
  let bin;
  try {
    bin = atob(b64);
  } catch (e) {
    throw new Error("not base64url");
  }
  const bytes = Uint8Array.from(bin, (c) => c.charCodeAt(0));
  return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
}
