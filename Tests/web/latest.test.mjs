import assert from "node:assert/strict";
import { test } from "node:test";
import { debounce, latestOnly } from "../../Sources/StaysServer/Public/web/js/latest.js";

function manualTimers() {
  let now = 0;
  const pending = new Map();
  let next = 1;
  return {
    setTimeout(action, wait) {
      pending.set(next, { at: now + wait, action });
      return next++;
    },
    clearTimeout(handle) {
      pending.delete(handle);
    },
    advance(ms) {
      now += ms;
      for (const [handle, timer] of [...pending]) {
        if (timer.at <= now) {
          pending.delete(handle);
          timer.action();
        }
      }
    },
  };
}

test("a burst of calls runs once, with the last arguments, after the wait", () => {
  const timers = manualTimers();
  const calls = [];
  const typed = debounce((text) => calls.push(text), 25, timers);
  typed("s");
  timers.advance(10);
  typed("sp");
  timers.advance(20);
  assert.deepEqual(calls, []);
  timers.advance(5);
  assert.deepEqual(calls, ["sp"]);
});

test("leading: a key after a pause goes at once, a burst behind it goes once at its end", () => {
  const timers = manualTimers();
  const calls = [];
  const typed = debounce((text) => calls.push(text), 25, timers, { leading: true });
  typed("s");
  assert.deepEqual(calls, ["s"]);
  timers.advance(10);
  typed("se");
  timers.advance(10);
  typed("seo");
  assert.deepEqual(calls, ["s"]);
  timers.advance(25);
  assert.deepEqual(calls, ["s", "seo"]);
  timers.advance(100);
  typed("seou");
  assert.deepEqual(calls, ["s", "seo", "seou"]);
});

test("cancel drops a pending call", () => {
  const timers = manualTimers();
  const calls = [];
  const typed = debounce((text) => calls.push(text), 25, timers);
  typed("s");
  typed.cancel();
  timers.advance(100);
  assert.deepEqual(calls, []);
});

test("a slow older answer never replaces a newer one, and the older request is aborted", async () => {
  const delivered = [];
  const signals = {};
  let releaseSlow;
  const load = (text, signal) => {
    signals[text] = signal;
    if (text === "sp") return new Promise((resolve) => { releaseSlow = () => resolve("old answer"); });
    return Promise.resolve(`answer for ${text}`);
  };
  const run = latestOnly(load, (result) => delivered.push(result));
  const slow = run("sp");
  await run("springfield");
  releaseSlow();
  await slow;
  assert.deepEqual(delivered, ["answer for springfield"]);
  assert.equal(signals.sp.aborted, true);
  assert.equal(signals.springfield.aborted, false);
});

test("only the newest run's failure is reported, and aborts are not failures", async () => {
  const failures = [];
  const run = latestOnly(async (text) => {
    if (text === "abort") throw Object.assign(new Error("stop"), { name: "AbortError" });
    throw new Error(`failed ${text}`);
  }, () => {}, (error) => failures.push(error.message));
  await run("abort");
  await run("x");
  assert.deepEqual(failures, ["failed x"]);
});
