// The web app's API calls against the OpenAPI document (which Swift's RouteTableTests keep equal to the route table
// and the server): every path the modules ask for is a documented operation's, with query names it documents.

import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import { test } from "node:test";
import { FILTER_NAMES } from "../../Sources/StaysServer/Public/web/js/filters.js";
import { setTimingParams } from "../../Sources/StaysServer/Public/web/js/timing.js";

const web = new URL("../../Sources/StaysServer/Public/web/js/", import.meta.url);
const openapi = readFileSync(new URL("../../Sources/StaysServer/Public/openapi.yaml", import.meta.url), "utf8");

/** Documented paths below /api/v1, each path parameter written {id} as the calls are, e.g. "stays/{id}/calendar". */
const documented = new Set([...openapi.matchAll(/^ {2}\/api\/v1\/(\S+):$/gm)]
  .map((match) => match[1].replace(/\{[^}]+\}/g, "{id}")));

/** Every `api("…")` or api(`…`) call in the modules: its path (a `${…}` segment as {id}) and literal query names. */
function calls() {
  const found = [];
  for (const file of readdirSync(web).filter((name) => name.endsWith(".js"))) {
    const source = readFileSync(new URL(file, web), "utf8");
    for (const match of source.matchAll(/\bapi\(\s*([`"])(.*?)\1/g)) {
      const [path, query = ""] = match[2].split("?");
      const names = [...query.matchAll(/(?:^|&)([A-Za-z]+)=/g)].map((name) => name[1]);
      found.push({ file, path: path.replace(/\$\{[^}]*\}/g, "{id}"), names });
    }
  }
  return found;
}

test("every API path the web app asks for is documented", () => {
  const asked = calls();
  assert.ok(asked.length > 15, `found ${asked.length} calls`);
  assert.deepEqual(asked.filter(({ path }) => !documented.has(path)).map(({ file, path }) => `${file}: ${path}`), []);
});

/** The query names the document lists for `path`, inline or as shared parameters. */
function documentedNames(path) {
  const block = openapi.slice(openapi.indexOf(`  /api/v1/${path}:\n`)).split(/\n {2}\/|\ncomponents:/)[0];
  const inline = [...block.matchAll(/- name: (\w+)\n\s+in: query/g)].map((match) => match[1]);
  const shared = [...block.matchAll(/\$ref: "#\/components\/parameters\/(\w+)"/g)].map((match) => {
    const definition = openapi.slice(openapi.indexOf(`\n    ${match[1]}:\n`) + 1);
    return /name: (\w+)/.exec(definition)[1];
  });
  return inline.concat(shared);
}

test("every literal query name the web app sends is documented for its path", () => {
  for (const { file, path, names } of calls()) {
    for (const name of names) assert.ok(documentedNames(path).includes(name), `${file}: ${path} ?${name}`);
  }
});

test("the filters' query names are documented for the search and its histogram", () => {
  for (const path of ["stays", "stays/histogram"]) {
    assert.deepEqual(FILTER_NAMES.filter((name) => !documentedNames(path).includes(name)), [], path);
  }
});

test("the timing's query names are documented for the search and its histogram", () => {
  const params = new URLSearchParams();
  setTimingParams(params, { checkin: "2026-12-14", checkout: "2026-12-17", flexDays: 3, flexible: "week", months: ["2026-12"] });
  const names = [...params.keys()];
  assert.deepEqual(names, ["checkin", "checkout", "flexDays", "flexible", "months"]);
  for (const path of ["stays", "stays/histogram"]) {
    assert.deepEqual(names.filter((name) => !documentedNames(path).includes(name)), [], path);
  }
});
