import { api } from "../api.js";
import { h, page, statusBadge, when } from "../dom.js";
import { fieldError } from "./form.js";

const STATUSES = ["", "running", "succeeded", "failed", "cancelled"];

export async function showRuns(at, params) {
  const offset = Number(params.get("offset") || 0);
  const status = params.get("status") || "";
  const query = new URLSearchParams({ limit: "25", offset: String(offset) });
  if (status) query.set("status", status);
  const found = await api(`/v1/runs?${query}`);

  const filter = h("select", { id: "status-filter", name: "status" },
    STATUSES.map((s) => h("option", { value: s, selected: s === status }, s || "any status")));
  filter.addEventListener("change", () => at.go(`#/runs?status=${filter.value}`));

  const rows = found.runs.map((run) => h("tr", {},
    h("td", {}, h("a", { href: `#/runs/${encodeURIComponent(run.run_id)}`, class: "mono" }, run.run_id)),
    h("td", {}, statusBadge(run.status)),
    h("td", {}, run.template_id || h("em", {}, run.question || "")),
    h("td", {}, run.entity_ids.join(", ")),
    h("td", {}, when(run.started_at)),
    h("td", {}, run.requested_by || "")));
  const table = rows.length
    ? h("table", { class: "runs" },
        h("caption", { class: "sr-only" }, "Runs you may see, newest first"),
        h("thead", {}, h("tr", {}, ["Run", "Status", "Template or question", "Companies", "Started", "Requested by"].map((c) => h("th", { scope: "col" }, c)))),
        h("tbody", {}, rows))
    : h("p", {}, "No runs yet. Start one from a ", h("a", { href: "#/templates" }, "template"), " or ask a question above.");

  const pager = h("nav", { "aria-label": "Pages", class: "pager" },
    offset > 0 ? h("a", { href: `#/runs?status=${status}&offset=${Math.max(0, offset - 25)}` }, "← Newer") : null,
    found.next_offset !== null ? h("a", { href: `#/runs?status=${status}&offset=${found.next_offset}` }, "Older →") : null);

  page(at.main, "Runs", askForm(at),
    h("div", { class: "toolbar" }, h("label", { for: "status-filter" }, "Show"), filter),
    table, pager);
}

function askForm(at) {
  const question = h("input", { id: "question", name: "question", type: "text", required: true, maxlength: "4000", "aria-describedby": "question-error" });
  const error = h("p", { id: "question-error", class: "error", role: "alert" });
  const form = h("form", { class: "card ask" },
    h("label", { for: "question" }, "Ask a question"),
    h("div", { class: "row" }, question, h("button", { type: "submit" }, "Ask")),
    error);
  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    error.textContent = "";
    try {
      const run = await api("/v1/runs", { method: "POST", body: { question: question.value } });
      at.go(`#/runs/${encodeURIComponent(run.run_id)}`);
    } catch (err) {
      fieldError(question, error, err);
    }
  });
  return form;
}
