import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { test } from "node:test";
import { hasWords, problemWords } from "../../Sources/StaysServer/Public/web/js/problem-words.js";
import { catalogueCodes, useLanguage } from "./catalogues.mjs";

useLanguage("en");

const openapi = readFileSync(new URL("../../Sources/StaysServer/Public/openapi.yaml", import.meta.url), "utf8");

/** The codes the API's problem documents may carry: the `enum` under the problem's `code`. */
function documentedCodes() {
  const block = openapi.slice(openapi.indexOf("        code:\n")).split("\n");
  const start = block.findIndex((line) => line.trim() === "enum:");
  const codes = [];
  for (const line of block.slice(start + 1)) {
    const match = /^\s+- ([a-z-]+)$/.exec(line);
    if (!match) break;
    codes.push(match[1]);
  }
  return codes;
}

test("every code the API documents has words of its own in every language", () => {
  const codes = documentedCodes();
  assert.ok(codes.length > 20, `read ${codes.length} codes`);
  for (const language of catalogueCodes()) {
    useLanguage(language);
    assert.deepEqual(codes.filter((code) => !hasWords(code)), [], language);
  }
  useLanguage("en");
});

test("the words never repeat the developer's detail", () => {
  const problem = { code: "dates-too-far-ahead", detail: "dates are more than two years ahead" };
  assert.doesNotMatch(problemWords(400, problem), /more than two years ahead/);
  assert.equal(problemWords(404, { code: "unknown-stay", detail: "no stay has the id stay:9999999" }),
    "This stay is not listed any more.");
  assert.equal(problemWords(400, { code: "too-many-guests", maximum: 4 }), "This stay takes at most 4 guests.");
  assert.equal(problemWords(400, { code: "filter-out-of-range", filter: "bathrooms", filterValue: 51, detail: "bathrooms 51" }),
    "That asks for too many bathrooms. Choose a smaller number in Filters.");
});

test("in Korean the words come from the code and the values, never from the server's sentence", () => {
  useLanguage("ko");
  const detail = "이 숙소의 최대 인원은 4명입니다. (server)";
  assert.equal(problemWords(400, { code: "too-many-guests", maximum: 4, detail }), "이 숙소의 최대 인원은 4명입니다.");
  assert.equal(problemWords(400, { code: "filter-out-of-range", filter: "bathrooms", filterValue: 51 }),
    "욕실 수가 너무 많습니다. 필터에서 더 작은 수를 선택하세요.");
  assert.equal(problemWords(400, { code: "below-minimum-nights", nights: 1200 }), "이 숙소는 최소 1,200박부터 예약할 수 있습니다.");
  assert.match(problemWords(0, null), /연결할 수 없습니다/);
  useLanguage("en");
});

test("without a code the status decides, and nothing mentions the server program", () => {
  assert.match(problemWords(0, null), /cannot be reached/);
  assert.match(problemWords(503, null), /busy/);
  assert.match(problemWords(500, { detail: "boom" }), /our side/);
  for (const status of [0, 400, 404, 429, 500]) assert.doesNotMatch(problemWords(status, null), /stays serve/);
});
