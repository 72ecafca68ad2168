// The released answer as text with numbered citation buttons, and the passage dialog: the
// cited document, its date, whether it is synthetic, and the cited span highlighted.
import { api, ApiError } from "../api.js";
import { h, clear } from "../dom.js";

const MARK = /\[(\d+)\]/g;

function inline(text, onCite) {
  // **bold** and [n] citation marks; everything else is plain text
  const out = [];
  const parts = text.split(/(\*\*[^*]+\*\*|(?<![\w])_[^_]+_(?![\w]))/g);
  for (const part of parts) {
    if (part.startsWith("**") && part.endsWith("**") && part.length > 4) {
      out.push(h("strong", {}, part.slice(2, -2)));
      continue;
    }
    if (part.startsWith("_") && part.endsWith("_") && part.length > 2) {
      out.push(h("em", {}, inline(part.slice(1, -1), onCite)));
      continue;
    }
    let last = 0;
    for (const match of part.matchAll(MARK)) {
      out.push(part.slice(last, match.index));
      const n = Number(match[1]);
      out.push(h("button", {
        type: "button", class: "cite", dataset: { citation: String(n) },
        "aria-label": `Open source ${n}`, onclick: () => onCite(n),
      }, `[${n}]`));
      last = match.index + match[0].length;
    }
    out.push(part.slice(last));
  }
  return out;
}

export function renderAnswer(text, onCite) {
  const blocks = [];
  let list = null;
  let table = null;
  for (const raw of text.split("\n")) {
    const line = raw.trimEnd();
    if (/^\s*\|.*\|\s*$/.test(line)) {
      // a Markdown table: its first row the head, the |---| row skipped
      const cells = line.trim().slice(1, -1).split("|").map((c) => c.trim());
      list = null;
      if (cells.every((c) => /^:?-{2,}:?$/.test(c))) continue;
      if (!table) {
        table = h("table", { class: "answer-table" }, h("thead", {}, h("tr", {}, cells.map((c) => h("th", { scope: "col" }, inline(c, onCite))))), h("tbody"));
        blocks.push(table);
      } else {
        table.tBodies[0].append(h("tr", {}, cells.map((c) => h("td", {}, inline(c, onCite)))));
      }
      continue;
    }
    table = null;
    const heading = /^(#{1,4})\s+(.*)$/.exec(line);
    const item = /^\s*(?:[-*]|\d+\.)\s+(.*)$/.exec(line);
    if (item) {
      if (!list) blocks.push((list = h("ul", {})));
      list.append(h("li", {}, inline(item[1], onCite)));
      continue;
    }
    list = null;
    if (!line.trim()) continue;
    if (heading) blocks.push(h(`h${Math.min(6, heading[1].length + 1)}`, {}, inline(heading[2], onCite)));
    else blocks.push(h("p", {}, inline(line, onCite)));
  }
  return h("div", { class: "answer-text", id: "answer-text" }, blocks);
}

// The passage of citation n, read from the run's record (written a moment after the run's
// last event: asked again a few times while it is not there yet).
async function citation(runId, n) {
  for (let attempt = 0; ; attempt++) {
    try {
      return await api(`/v1/runs/${encodeURIComponent(runId)}/citations/${n}`);
    } catch (err) {
      if (!(err instanceof ApiError) || err.status !== 404 || attempt >= 8) throw err;
      await new Promise((resolve) => setTimeout(resolve, 250 * (attempt + 1)));
    }
  }
}

function highlighted(text, quote) {
  const at = quote ? text.indexOf(quote.trim()) : -1;
  if (at < 0) return [h("mark", {}, text)];
  const end = at + quote.trim().length;
  return [text.slice(0, at), h("mark", {}, text.slice(at, end)), text.slice(end)];
}

export function passageDialog() {
  const body = h("div", { id: "passage-body" });
  const close = h("button", { type: "button", class: "close" }, "Close");
  const title = h("h2", { id: "passage-title" }, "Source");
  const dialog = h("dialog", { id: "passage", "aria-labelledby": "passage-title" },
    h("div", { class: "dialog-head" }, title, close), body);
  close.addEventListener("click", () => dialog.close());
  let opener = null;
  dialog.addEventListener("close", () => opener && opener.focus());

  async function open(runId, n) {
    opener = document.activeElement;
    title.textContent = `Source [${n}]`;
    clear(body).append(h("p", { "aria-live": "polite" }, "Loading the passage…"));
    if (!dialog.open) dialog.showModal();
    close.focus();
    try {
      const ev = await citation(runId, n);
      const passage = ev.passage;
      clear(body).append(
        h("dl", { class: "facts" },
          h("dt", {}, "Document"), h("dd", { class: "doc-title" }, ev.title || ev.source_id),
          h("dt", {}, "Published"), h("dd", { class: "doc-date" }, ev.published || "unknown"),
          h("dt", {}, "Synthetic"), h("dd", { class: "doc-synthetic" },
            ev.synthetic ? h("span", { class: "badge synthetic" }, "synthetic: generated, not a real document") : "no: a real document"),
          h("dt", {}, "Source"), h("dd", { class: "mono" }, `${ev.source_id}${ev.source_kind ? ` (${ev.source_kind})` : ""}`),
          passage && passage.document_id ? [h("dt", {}, "Passage"), h("dd", { class: "mono" },
            `${passage.document_id}${passage.start !== null ? `, characters ${passage.start}–${passage.end}` : ""}`)] : null,
          ev.tool ? [h("dt", {}, "Found by"), h("dd", { class: "mono" }, ev.tool)] : null),
        h("h3", {}, "Cited passage"),
        h("blockquote", { class: "passage", id: "passage-text" },
          passage ? highlighted(passage.text, ev.quote) : [h("mark", {}, ev.quote)]));
    } catch (err) {
      clear(body).append(h("p", { class: "error", role: "alert" }, err.message || String(err)));
    }
  }
  return { dialog, open };
}
