/**
 * JSON.parse that refuses what JSON.parse lets through and strict log stores reject: an object
 * with the same key twice (JSON.parse keeps the last). Throws naming the key and where it is.
 */
export function strictJsonParse(text: string): unknown {
  let i = 0;
  const fail = (why: string): never => {
    throw new SyntaxError(`${why} at ${i}: ${text.slice(Math.max(0, i - 40), i + 40)}`);
  };
  const ws = () => {
    while (i < text.length && " \t\n\r".includes(text[i]!)) i++;
  };
  const string = (): string => {
    const start = i;
    if (text[i] !== '"') fail("expected a string");
    i++;
    while (i < text.length && text[i] !== '"') i += text[i] === "\\" ? 2 : 1;
    if (i >= text.length) fail("unterminated string");
    i++;
    return JSON.parse(text.slice(start, i)) as string;
  };
  const value = (): unknown => {
    ws();
    const c = text[i];
    if (c === "{") {
      i++;
      const out: Record<string, unknown> = {};
      const seen = new Set<string>();
      ws();
      if (text[i] === "}") return (i++, out);
      for (;;) {
        ws();
        const key = string();
        if (seen.has(key)) fail(`duplicate key "${key}"`);
        seen.add(key);
        ws();
        if (text[i++] !== ":") fail("expected ':'");
        out[key] = value();
        ws();
        const sep = text[i++];
        if (sep === "}") return out;
        if (sep !== ",") fail("expected ',' or '}'");
      }
    }
    if (c === "[") {
      i++;
      const out: unknown[] = [];
      ws();
      if (text[i] === "]") return (i++, out);
      for (;;) {
        out.push(value());
        ws();
        const sep = text[i++];
        if (sep === "]") return out;
        if (sep !== ",") fail("expected ',' or ']'");
      }
    }
    if (c === '"') return string();
    const m = /^(-?\d+(\.\d+)?([eE][+-]?\d+)?|true|false|null)/.exec(text.slice(i, i + 400));
    if (!m) fail("unexpected token");
    i += m![0].length;
    return JSON.parse(m![0]);
  };
  const result = value();
  ws();
  if (i !== text.length) fail("trailing text");
  return result;
}
