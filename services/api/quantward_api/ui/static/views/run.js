// A run: its live progress from the server-sent events (the same stream replays a past run from
// its record), the Guardian's status and decisions, clarifications answered here, the answer
// with its sources, and the record (contracts, checks, reviews and ledger, events) to browse.
import { api, ApiError, me } from "../api.js";
import { append, h, clear, page, statusBadge, when } from "../dom.js";
import { passageDialog, renderAnswer } from "./answer.js";
import { progressLine, followRun } from "./progress.js";

export async function showRun(at, runId) {
  const run = await api(`/v1/runs/${encodeURIComponent(runId)}`);
  const canSubmit = me().roles.some((r) => ["analyst", "strategy", "admin"].includes(r));

  const status = h("span", { id: "run-status" }, statusBadge(run.status));
  const live = h("p", { id: "live-status", class: "live", role: "status", "aria-live": "polite" }, "Connecting to the run…");
  const timeline = h("ol", { id: "timeline", class: "timeline" });
  const delegations = h("ul", { id: "delegations", class: "delegations" });
  const tasks = new Map();
  const guardianNow = h("p", { id: "guardian-status", "aria-live": "polite" }, "The Guardian has not been asked yet.");
  const decisions = h("div", { id: "decisions" });
  const asks = h("div", { id: "clarifications" });
  const answer = h("div", { id: "answer" }, h("p", { class: "muted" }, "No answer yet."));
  const sources = h("ol", { id: "sources", class: "sources" });
  const { dialog, open } = passageDialog();
  const cancel = canSubmit && run.status === "running"
    ? h("button", { type: "button", id: "cancel", class: "secondary" }, "Cancel run") : null;

  const facts = h("dl", { class: "facts" },
    h("dt", {}, "Status"), h("dd", {}, status),
    run.template_id ? [h("dt", {}, "Template"), h("dd", {}, h("a", { href: `#/templates/${encodeURIComponent(run.template_id)}` }, run.template_id))] : null,
    run.question ? [h("dt", {}, "Question"), h("dd", {}, run.question)] : null,
    run.entity_ids && run.entity_ids.length ? [h("dt", {}, "Companies"), h("dd", { class: "mono" }, run.entity_ids.join(", "))] : null,
    h("dt", {}, "Requested by"), h("dd", {}, run.requested_by || "—"),
    run.started_at ? [h("dt", {}, "Started"), h("dd", {}, when(run.started_at))] : null);

  page(at.main, `Run ${runId}`,
    h("div", { class: "run-head" }, facts,
      h("div", { class: "actions" },
        h("a", { href: `/v1/runs/${encodeURIComponent(runId)}/export`, download: `${runId}.jsonl`, class: "button secondary", id: "export" }, "Export record (JSON Lines)"),
        cancel)),
    h("div", { class: "run-grid" },
      h("section", { "aria-labelledby": "progress-h", class: "card" }, h("h2", { id: "progress-h" }, "Progress"), live, timeline,
        h("h3", {}, "Delegations"), delegations),
      h("div", {},
        h("section", { "aria-labelledby": "guardian-h", class: "card" }, h("h2", { id: "guardian-h" }, "Guardian"), guardianNow, decisions),
        asks)),
    h("section", { "aria-labelledby": "answer-h", class: "card" }, h("h2", { id: "answer-h" }, "Answer"), answer,
      h("h3", {}, "Sources"), sources),
    recordSection(runId),
    dialog);

  let released = null;
  function showAnswer(data) {
    released = data;
    clear(answer).append(renderAnswer(data.text, (n) => open(runId, n)));
    clear(sources).append(...data.citations.map((c) => h("li", { value: c.number },
      h("button", { type: "button", class: "link", dataset: { source: String(c.number) }, onclick: () => open(runId, c.number) },
        `${c.title || c.source_id}`),
      c.published ? ` · ${c.published}` : "",
      c.synthetic ? [" ", h("span", { class: "badge synthetic" }, "synthetic")] : "")));
  }

  if (cancel) {
    cancel.addEventListener("click", async () => {
      cancel.disabled = true;
      try {
        await api(`/v1/runs/${encodeURIComponent(runId)}/cancel`, { method: "POST", body: {} });
        live.textContent = "Cancel requested…";
      } catch (err) {
        live.textContent = err.message;
        cancel.disabled = false;
      }
    });
  }

  const ended = run.status !== "running";
  const stop = followRun(runId, {
    item(kind, data) {
      const line = progressLine(kind, data);
      if (line) {
        timeline.append(h("li", { class: `kind-${kind}` }, h("span", { class: "kind" }, kind.replace("_", " ")), " ", line));
        if (!ended) live.textContent = line;
      }
      if (kind === "delegation") {
        const state = h("span", { class: "badge status-running" }, "working");
        tasks.set(data.task_id, state);
        delegations.append(h("li", { dataset: { task: data.task_id } }, state, " ", h("strong", {}, data.part_id), `: ${data.instructions}`));
      } else if (kind === "task" && tasks.has(data.task_id)) {
        const state = tasks.get(data.task_id);
        state.className = `badge status-${data.status === "completed" || data.status === "succeeded" ? "succeeded" : "failed"}`;
        state.textContent = `${data.status} · ${data.citations} citation(s)`;
      }
      if (kind === "review_started") {
        guardianNow.textContent = data.message;
        guardianNow.className = "working";
      } else if (kind === "review") {
        guardianNow.textContent = `Decided on the ${data.stage}: ${data.decision}.`;
        guardianNow.className = "";
        decisions.append(decision(data));
      } else if (kind === "clarification") {
        asks.append(clarification(runId, data, { canAnswer: canSubmit && !ended, live }));
      } else if (kind === "answer") {
        showAnswer(data);
      } else if (kind === "completed") {
        clear(status).append(statusBadge(data.status));
        live.textContent = `The run ${data.status}.${data.error ? ` ${data.error}` : ""}`;
        if (cancel) cancel.remove();
        for (const form of asks.querySelectorAll("form")) form.replaceWith(h("p", { class: "muted" }, "The run has ended."));
      }
    },
    end() {
      if (!released && run.answer_id) {
        api(`/v1/runs/${encodeURIComponent(runId)}/answer`).then(showAnswer).catch(() => {});
      }
      if (ended) live.textContent = `The run ${run.status} (read from its record).`;
    },
    lost() {
      live.textContent = "The live connection was lost: reload the page to follow the run again.";
    },
  });
  at.onLeave(stop);
}

function decision(data) {
  return h("article", { class: `decision decision-${data.decision}` },
    h("h3", {}, `${data.stage}: `, h("span", { class: "badge" }, data.decision), data.guardian_failed ? " (the Guardian failed; fallback decision)" : ""),
    h("p", {}, data.summary),
    data.concerns.length ? [h("h4", {}, "Concerns"), h("ul", {}, data.concerns.map((c) =>
      h("li", {}, h("span", { class: `badge concern-${c.status}` }, c.status), c.material ? " material · " : " ", c.summary,
        c.requested_change ? h("div", { class: "muted" }, `Requested: ${c.requested_change}`) : null)))] : null,
    data.requested_changes.length ? [h("h4", {}, "Requested changes"), h("ul", {}, data.requested_changes.map((c) => h("li", {}, c)))] : null);
}

export function clarification(runId, data, { canAnswer, live }) {
  const legendId = `q-${data.clarification_id}`;
  const box = h("section", { class: "card clarification", "aria-labelledby": legendId, role: "region" },
    h("h2", { id: legendId }, "Question from the run"),
    h("p", { class: "question" }, data.question),
    data.reason ? h("p", { class: "muted" }, data.reason) : null);
  if (!canAnswer) {
    box.append(h("ol", {}, data.options.map((o) => h("li", {}, o.label))));
    return box;
  }
  const error = h("p", { class: "error", role: "alert", id: `${legendId}-error` });
  const name = `answer-${data.clarification_id}`;
  const choices = data.options.map((o, i) => {
    const id = `${name}-${i}`;
    return h("div", { class: "choice" },
      h("input", { type: "radio", name, id, value: o.id || o.label, required: !data.free_text }),
      h("label", { for: id }, o.label, o.id ? h("span", { class: "mono muted" }, ` (${o.id})`) : null));
  });
  const text = data.free_text
    ? [h("label", { for: `${name}-text` }, choices.length ? "Or answer in your words" : "Your answer"),
       h("input", { type: "text", id: `${name}-text`, name: `${name}-text`, "aria-describedby": error.id })]
    : [];
  const form = h("form", {},
    h("fieldset", {}, h("legend", { class: "sr-only" }, data.question), choices, text),
    h("button", { type: "submit" }, "Answer"), error);
  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    const picked = form.querySelector(`input[name="${name}"]:checked`);
    const typed = form.querySelector(`#${CSS.escape(name)}-text`);
    const value = (typed && typed.value.trim()) || (picked && picked.value) || "";
    if (!value) {
      error.textContent = "Pick an option (or type an answer).";
      return;
    }
    try {
      await api(`/v1/runs/${encodeURIComponent(runId)}/clarifications/${encodeURIComponent(data.clarification_id)}`,
        { method: "POST", body: { answer: value } });
      form.replaceWith(h("p", { class: "answered" }, `Answered: ${value}`));
      live.textContent = "Answer sent; the run goes on.";
    } catch (err) {
      if (err instanceof ApiError && err.status === 409) form.replaceWith(h("p", { class: "muted" }, err.message));
      else error.textContent = err.message;
    }
  });
  box.append(form);
  return box;
}

function recordSection(runId) {
  const base = `/v1/runs/${encodeURIComponent(runId)}/record`;
  const part = (id, title, load) => {
    const body = h("div", { class: "record-body" }, h("p", { class: "muted" }, "Open to load."));
    const details = h("details", { id }, h("summary", {}, title), body);
    let loaded = false;
    details.addEventListener("toggle", async () => {
      if (!details.open || loaded) return;
      loaded = true;
      clear(body).append(h("p", { "aria-live": "polite" }, "Loading…"));
      try {
        append(clear(body), [await load()]);
      } catch (err) {
        loaded = false;
        clear(body).append(h("p", { class: "error" }, err.message));
      }
    });
    return details;
  };
  return h("section", { "aria-labelledby": "record-h", class: "card" },
    h("h2", { id: "record-h" }, "Record"),
    part("record-contracts", "Contract versions", async () => {
      const { contracts, constraints } = await api(`${base}/contracts`);
      return [
        table(["Version", "Status", "Reason", "Checks"], contracts.map((c) => [
          `v${c.version}`, c.status, c.reason || "", `${c.checks.filter((k) => k.passed).length}/${c.checks.length} passed`])),
        h("h3", {}, "Where each constraint came from"),
        table(["Constraint", "Value", "Provenance", "Text"], constraints.map((c) => [c.constraint, JSON.stringify(c.value), c.provenance, c.text || ""])),
      ];
    }),
    part("record-checks", "Checks", async () => {
      const { checks } = await api(`${base}/checks`);
      return table(["Subject", "Check", "Passed", "Message"], checks.map((c) => [c.subject, c.check_id, c.passed ? "yes" : "NO", c.message]));
    }),
    part("record-reviews", "Reviews and the ledger", async () => {
      const { reviews, ledger } = await api(`${base}/reviews`);
      return [
        table(["Stage", "Decision", "Summary"], reviews.map((r) => [r.stage, r.decision, r.summary])),
        h("h3", {}, "Ledger of concerns"),
        table(["Concern", "Status", "Material", "Summary"], ledger.map((c) => [c.concern_id, c.status, c.material ? "yes" : "no", c.summary])),
      ];
    }),
    part("record-timeline", "Recorded events", async () => {
      const { timeline } = await api(`${base}/timeline?limit=1000`);
      return table(["#", "Time", "Type", "Producer"], timeline.map((e) => [String(e.seq), when(e.time), e.type, e.producer]));
    }));
}

function table(headings, rows) {
  if (!rows.length) return h("p", { class: "muted" }, "None.");
  return h("table", {},
    h("thead", {}, h("tr", {}, headings.map((c) => h("th", { scope: "col" }, c)))),
    h("tbody", {}, rows.map((r) => h("tr", {}, r.map((c) => h("td", {}, c))))));
}
