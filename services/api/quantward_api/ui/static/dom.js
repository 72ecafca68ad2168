// Building elements without innerHTML: every text from the API is set as text, never as markup.

export function h(tag, attrs = {}, ...children) {
  const el = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs || {})) {
    if (value === undefined || value === null || value === false) continue;
    if (key === "class") el.className = value;
    else if (key === "dataset") Object.assign(el.dataset, value);
    else if (key.startsWith("on") && typeof value === "function") el.addEventListener(key.slice(2), value);
    else if (value === true) el.setAttribute(key, "");
    else el.setAttribute(key, String(value));
  }
  append(el, children);
  return el;
}

export function append(el, children) {
  for (const child of children.flat(Infinity)) {
    if (child === undefined || child === null || child === false) continue;
    el.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
  return el;
}

export function clear(el) {
  while (el.firstChild) el.removeChild(el.firstChild);
  return el;
}

export function when(iso) {
  if (!iso) return "";
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : d.toISOString().replace("T", " ").slice(0, 19) + " UTC";
}

export function statusBadge(status) {
  return h("span", { class: `badge status-${status || "unknown"}` }, status || "unknown");
}

// A page's title and heading, focused so a screen reader announces the new page.
export function page(main, title, ...children) {
  document.title = `${title} · quantward`;
  clear(main);
  const heading = h("h1", { tabindex: "-1" }, title);
  append(main, [heading, ...children]);
  heading.focus();
  return heading;
}

export function errorText(err) {
  if (err && err.message) return err.message;
  return String(err);
}
