// Typeahead timing: a debounce with an injected clock, and a runner that lets only the newest request answer.

/**
 * Calls `action` with the last arguments once `wait` ms pass without another call. With `leading`, a call after a
 * quiet spell runs at once and only the calls within `wait` of it are held back (the last of them then runs).
 */
export function debounce(action, wait, timers = globalThis, { leading = false } = {}) {
  let handle = null;
  let pending = null;
  const expire = () => {
    handle = null;
    if (pending) {
      const args = pending;
      pending = null;
      if (leading) handle = timers.setTimeout(expire, wait);
      action(...args);
    }
  };
  const debounced = (...args) => {
    if (handle !== null) timers.clearTimeout(handle);
    if (leading && handle === null) action(...args);
    else pending = args;
    handle = timers.setTimeout(expire, wait);
  };
  debounced.cancel = () => {
    if (handle !== null) timers.clearTimeout(handle);
    handle = null;
    pending = null;
  };
  return debounced;
}

/**
 * Runs `load(input, signal)`; starting a new run aborts the one before, and an older run's answer is never
 * delivered, even when its request ignores the abort. `deliver(result, input)` and `fail(error, input)` see
 * only the newest run.
 */
export function latestOnly(load, deliver, fail = () => {}) {
  let generation = 0;
  let controller = null;
  const run = async (input) => {
    generation += 1;
    const mine = generation;
    controller?.abort();
    controller = new AbortController();
    try {
      const result = await load(input, controller.signal);
      if (mine === generation) deliver(result, input);
    } catch (error) {
      if (mine === generation && error?.name !== "AbortError") fail(error, input);
    }
  };
  run.cancel = () => {
    generation += 1;
    controller?.abort();
  };
  return run;
}
