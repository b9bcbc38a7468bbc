// A tiny element builder: attributes by name (className, on…, aria-*), children as nodes or text.

/** Creates an HTML element. */
export function el(tag, attributes = {}, ...children) {
  const element = document.createElement(tag);
  setAll(element, attributes);
  element.append(...children.flat(Infinity).filter((child) => child !== null && child !== undefined && child !== false));
  return element;
}

/** Replaces `parent`'s children, skipping null, undefined and false. */
export function fill(parent, ...children) {
  parent.replaceChildren(...children.flat(Infinity).filter((child) => child !== null && child !== undefined && child !== false));
}

const SVG = "http://www.w3.org/2000/svg";

/** Creates an SVG element. */
export function svg(tag, attributes = {}, ...children) {
  const element = document.createElementNS(SVG, tag);
  setAll(element, attributes);
  element.append(...children.flat(Infinity).filter((child) => child !== null && child !== undefined));
  return element;
}

function setAll(element, attributes) {
  for (const [name, value] of Object.entries(attributes)) {
    if (value === null || value === undefined || value === false) continue;
    if (name.startsWith("on") && typeof value === "function") element.addEventListener(name.slice(2), value);
    else if (name === "className") element.setAttribute("class", value);
    else if (name === "text") element.textContent = value;
    else element.setAttribute(name, value === true ? "" : String(value));
  }
}
