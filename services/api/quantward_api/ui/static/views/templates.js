// The template library: browse, read, validate inputs, and start a run from a form generated
// from the template's typed inputs; the API's errors are shown on the field they name.
import { api, ApiError, me } from "../api.js";
import { h, clear, page } from "../dom.js";
import { inputForm } from "./inputs.js";
import { chatAvailable } from "./chat.js";

export async function showTemplates(at) {
  const templates = await api("/v1/templates");
  page(at.main, "Templates",
    h("ul", { class: "cards", id: "templates" }, templates.map((t) => h("li", { class: "card" },
      h("h2", {}, h("a", { href: `#/templates/${encodeURIComponent(t.id)}` }, t.title)),
      h("p", {}, t.description),
      h("p", { class: "muted" }, h("span", { class: "badge" }, t.mode), ` ${t.id} v${t.version} · inputs: ${t.inputs.join(", ")}`)))));
}

export async function showTemplate(at, templateId) {
  const [template, form] = await Promise.all([
    api(`/v1/templates/${encodeURIComponent(templateId)}`),
    api(`/v1/templates/${encodeURIComponent(templateId)}/form`),
  ]);
  const canSubmit = me().roles.some((r) => ["analyst", "strategy", "admin"].includes(r));
  const fields = inputForm(form.fields);
  const result = h("div", { id: "form-result", role: "status", "aria-live": "polite" });
  const validate = h("button", { type: "button", class: "secondary", id: "validate" }, "Validate");
  const start = h("button", { type: "submit", id: "start", disabled: !canSubmit }, "Start run");
  const converse = chatAvailable
    ? h("button", { type: "button", class: "secondary", id: "start-conversation", disabled: !canSubmit }, "Start in a conversation")
    : null;
  const el = h("form", { class: "card", id: "run-form", novalidate: true },
    h("h2", {}, "Start a run"), fields.element,
    h("div", { class: "row" }, start, converse, validate),
    canSubmit ? null : h("p", { class: "muted" }, "Your role only reads (auditor): it cannot start runs."),
    result);

  validate.addEventListener("click", async () => {
    fields.clearErrors();
    clear(result);
    const checked = await api("/v1/templates/validate", { method: "POST", body: { template_id: templateId, inputs: fields.values() } });
    if (checked.valid) result.append(h("p", { class: "ok" }, "The inputs are valid."));
    else {
      result.append(h("p", { class: "error" }, `${checked.problems.length} problem(s): see the fields.`));
      checked.problems.forEach((p, i) => fields.showError(p.field, p.reason, i === 0));
    }
  });
  const failed = (err) => {
    if (err instanceof ApiError && err.field && fields.showError(err.field, err.message, true)) return;
    result.append(h("p", { class: "error", role: "alert" }, err.message || String(err)));
  };
  if (converse) {
    // the template's run as a conversation's first turn: follow-ups can then change an input
    converse.addEventListener("click", async () => {
      fields.clearErrors();
      clear(result);
      const inputs = fields.values();
      try {
        const checked = await api("/v1/templates/validate", { method: "POST", body: { template_id: templateId, inputs } });
        if (!checked.valid) {
          checked.problems.forEach((p, i) => fields.showError(p.field, p.reason, i === 0));
          return;
        }
        const made = await api("/v1/conversations", { method: "POST", body: { title: template.title } });
        await api(`/v1/conversations/${encodeURIComponent(made.conversation_id)}/turns`,
          { method: "POST", body: { template: templateId, inputs } });
        at.go(`#/chat/${encodeURIComponent(made.conversation_id)}`);
      } catch (err) {
        failed(err);
      }
    });
  }
  el.addEventListener("submit", async (event) => {
    event.preventDefault();
    fields.clearErrors();
    clear(result);
    try {
      const run = await api("/v1/runs", { method: "POST", body: { template_id: templateId, inputs: fields.values() } });
      at.go(`#/runs/${encodeURIComponent(run.run_id)}`);
    } catch (err) {
      failed(err);
    }
  });

  page(at.main, template.title,
    h("p", {}, template.description),
    h("p", { class: "muted" }, h("span", { class: "badge" }, template.mode), ` ${template.id} v${template.version}`),
    h("div", { class: "template-grid" }, el, readTemplate(template)));
}

function readTemplate(t) {
  const list = (title, items, text) => items && items.length
    ? [h("h3", {}, title), h("ul", {}, items.map((i) => h("li", {}, text(i))))] : null;
  return h("section", { class: "card", "aria-labelledby": "template-read-h" },
    h("h2", { id: "template-read-h" }, "What it does"),
    list("Plan", t.plan, (p) => p.question || p.title || JSON.stringify(p)),
    list("Sources", t.sources, (s) => (typeof s === "string" ? s : s.kind || s.name || JSON.stringify(s))),
    h("details", {}, h("summary", {}, "The template whole (JSON)"),
      h("pre", { class: "json" }, JSON.stringify(t, null, 2))));
}
