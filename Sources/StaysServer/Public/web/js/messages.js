// The page's one message line: news in green, errors in red; what was wrong with the opening link stays pinned
// in front of later messages until the search changes.

/** Drives the message `element`. */
export function createMessages(element) {
  let pinned = "";
  const say = (text, isError = false) => {
    const shown = [pinned, text].filter(Boolean).join(" ");
    element.textContent = shown;
    element.className = `message${isError || pinned ? " error" : ""}`;
    element.hidden = !shown;
  };
  return {
    say,
    /** Keeps `text` in front of every message until `unpin`. */
    pin(text) {
      pinned = text;
      say("");
    },
    unpin() {
      pinned = "";
    },
  };
}
