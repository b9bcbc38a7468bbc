// The string literals of a JavaScript module, for the tests that look for words outside the catalogues: a small
// lexer (comments, "…", '…', `…${…}…` nested, regular expressions) and, for each literal, where it is used.

const REGEX_AFTER = /(^|[(,=:[!&|?{};+\-*%<>~^]|\breturn|\btypeof|\bcase)\s*$/;

/** Every literal of `source`: `{text, start, end, context}`, a template's static parts one by one (their `${…}` code
 * is read as code); `context` says where it is used (`contextOf`), or `{key: true}` for an object's key. */
export function literals(source) {
  const found = [];
  const code = [...source];  // the source with every literal and comment blanked, for reading contexts
  const blank = (from, to) => {  // keeps a literal's quotes, so a blanked key still reads as one
    for (let index = from; index < to; index += 1) if (!"\n\"'`".includes(code[index])) code[index] = " ";
  };
  let index = 0;
  const templates = [];  // for each open `${`, the brace depth it opened at and where its template starts
  let depth = 0;
  const readString = (quote) => {
    const start = index;
    let text = "";
    index += 1;
    while (index < source.length && source[index] !== quote) {
      if (source[index] === "\\") {
        text += source[index + 1];
        index += 2;
      } else text += source[index++];
    }
    index += 1;
    found.push({ text, start, end: index });
    blank(start, index);
  };
  const readTemplatePart = (opening) => {  // from just after ` or } up to the next ${ or the closing `
    const start = index;
    let text = "";
    while (index < source.length && source[index] !== "`" && !(source[index] === "$" && source[index + 1] === "{")) {
      if (source[index] === "\\") {
        text += source[index + 1];
        index += 2;
      } else text += source[index++];
    }
    found.push({ text, start: opening, end: index + 1 });
    blank(start, index);
    if (source[index] === "`") index += 1;
    else {
      index += 2;
      templates.push({ depth, opening });
      depth += 1;
    }
  };
  while (index < source.length) {
    const char = source[index];
    const next = source[index + 1];
    if (char === "/" && next === "/") {
      const end = source.indexOf("\n", index);
      blank(index, end < 0 ? source.length : end);
      index = end < 0 ? source.length : end;
    } else if (char === "/" && next === "*") {
      const end = source.indexOf("*/", index) + 2;
      blank(index, end);
      index = end;
    } else if (char === '"' || char === "'") {
      readString(char);
    } else if (char === "`") {
      index += 1;
      readTemplatePart(index - 1);
    } else if (char === "}" && templates.length && templates[templates.length - 1].depth === depth - 1) {
      const { opening } = templates.pop();
      depth -= 1;
      index += 1;
      readTemplatePart(opening);
    } else if (char === "/" && REGEX_AFTER.test(code.slice(Math.max(0, index - 12), index).join(""))) {
      const start = index;
      index += 1;
      let inClass = false;
      while (index < source.length && (source[index] !== "/" || inClass)) {
        if (source[index] === "\\") index += 1;
        else if (source[index] === "[") inClass = true;
        else if (source[index] === "]") inClass = false;
        index += 1;
      }
      index += 1;
      blank(start, index);
    } else {
      if (char === "{") depth += 1;
      if (char === "}") depth -= 1;
      index += 1;
    }
  }
  const blanked = code.join("");
  const byStart = new Map(found.map((literal) => [literal.start, literal.text]).reverse());  // a template: its first part
  return found.map((literal) => {
    const key = /[{,]\s*$/.test(blanked.slice(0, literal.start)) && /^\s*:/.test(blanked.slice(literal.end));
    return { ...literal, context: key ? { key } : contextOf(blanked, literal.start, byStart) };
  });
}

/** Where the literal at `position` of `code` (literals and comments blanked, `byStart` their texts) is used: the
 * innermost call (`callee`, the `argument`'s index, the text of a literal `first` argument) or object literal (its
 * `property`) around it, else `assigned` (the property a statement `x.textContent = …` sets) or `returned` (by
 * `return` or an arrow);
 * `compared` when an `===`, `!==` or `case` comes just before it. */
function contextOf(code, position, byStart) {
  const context = { callee: null, argument: null, first: null, property: null, assigned: null, returned: false };
  context.compared = /(===|!==|==|!=|\bcase)\s*$/.test(code.slice(Math.max(0, position - 8), position));
  if (/=>\s*$/.test(code.slice(Math.max(0, position - 4), position))) return { ...context, returned: true };
  let depth = 0;
  let commas = 0;
  let index = position - 1;
  for (; index >= 0; index -= 1) {
    const char = code[index];
    if (")]}".includes(char)) depth += 1;
    else if (depth > 0 && "([{".includes(char)) depth -= 1;
    else if (depth > 0) continue;
    else if (char === ",") commas += 1;
    else if (char === ";") break;
    else if (char === "(" || char === "[") {
      const before = code.slice(Math.max(0, index - 60), index);
      const callee = /([\w$.]+)\s*$/.exec(before)?.[1];
      if (char === "[" && callee) break;  // an index, obj["key"]
      if (char === "(" && callee && !/^(if|for|while|switch|catch|return)$/.test(callee)) {
        const first = index + 1 + /^\s*/.exec(code.slice(index + 1))[0].length;
        return { ...context, callee, argument: commas, first: byStart.get(first) ?? null };
      }
      commas = 0;  // a group, an array, a condition: what matters is around it
    } else if (char === "{") {
      if (!/([(,=:[?]|\breturn)\s*$/.test(code.slice(Math.max(0, index - 12), index))) break;  // a block
      const key = [...code.slice(index + 1, position).matchAll(/(?:^|[,{])\s*(?:(["'])[^"'\n]*\1|([\w$-]+))\s*:/g)].pop();
      const property = !key ? "" : key[2] ?? byStart.get(index + 1 + key.index + key[0].indexOf(key[1])) ?? "";
      return { ...context, property };
    }
  }
  const statement = code.slice(index + 1, position);
  const assigned = /\.(textContent|innerText|title|placeholder)\s*=[^=]/.exec(statement)?.[1] ?? null;
  return { ...context, assigned, returned: /^\s*return\b/.test(statement) };
}
