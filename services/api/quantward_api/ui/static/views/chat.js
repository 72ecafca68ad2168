// Conversations: a list, and one conversation as a chat — each turn a run whose progress shows
// inline while it works (its question, if it asks one, answered in place), then its answer with
// numbered sources; a follow-up question, or the last template run again with an input changed.
import { api, me } from "../api.js";
import { h, clear, page, statusBadge, when } from "../dom.js";
import { passageDialog, renderAnswer } from "./answer.js";
import { followRun, progressLine } from "./progress.js";
import { clarification } from "./run.js";
import { fieldError } from "./form.js";

export const chatAvailable = true;

const canSubmit = () => me().roles.some((r) => ["analyst", "strategy", "admin"].includes(r));

export async function showChat(at, conversationId) {
  if (conversationId) return showConversation(at, conversationId);
  const found = await api("/v1/conversations?limit=50");
  const title = h("input", { id: "chat-title", name: "title", type: "text", maxlength: "200" });
  const question = h("input", { id: "chat-first", name: "question", type: "text", required: true, maxlength: "4000", "aria-describedby": "chat-error" });
  const error = h("p", { id: "chat-error", class: "error", role: "alert" });
  const form = h("form", { class: "card", id: "new-conversation" },
    h("h2", {}, "Start a conversation"),
    h("label", { for: "chat-title" }, "Title (optional)"), title,
    h("label", { for: "chat-first" }, "First question"),
    h("div", { class: "row ask" }, question, h("button", { type: "submit" }, "Start")), error);
  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    try {
      const made = await api("/v1/conversations", { method: "POST", body: { title: title.value.trim() || null } });
      await api(`/v1/conversations/${encodeURIComponent(made.conversation_id)}/turns`, { method: "POST", body: { question: question.value } });
      at.go(`#/chat/${encodeURIComponent(made.conversation_id)}`);
    } catch (err) {
      fieldError(question, error, err);
    }
  });
  const list = found.conversations.length
    ? h("ul", { class: "conversations" }, found.conversations.map((c) => h("li", {},
        h("a", { href: `#/chat/${encodeURIComponent(c.conversation_id)}` }, c.title || c.conversation_id),
        h("span", { class: "muted" }, ` · ${c.turns.length} turn(s) · ${when(c.created_at)}`))))
    : h("p", {}, "No conversations yet.");
  page(at.main, "Conversations", canSubmit() ? form : null, h("h2", {}, "Yours and your team's"), list);
}

function turnText(turn) {
  if (turn.question) return turn.question;
  const inputs = Object.entries(turn.inputs || {}).map(([k, v]) => `${k} = ${typeof v === "string" ? v : JSON.stringify(v)}`);
  return `${turn.template}${inputs.length ? ` with ${inputs.join(", ")}` : ""}`;
}

async function showConversation(at, conversationId) {
  const conversation = await api(`/v1/conversations/${encodeURIComponent(conversationId)}`);
  const { dialog, open } = passageDialog();
  const turns = h("ol", { id: "turns", class: "turns" });
  const stops = [];
  at.onLeave(() => stops.forEach((stop) => stop()));

  function addTurn(turn) {
    const live = h("p", { class: "live", role: "status", "aria-live": "polite" });
    const status = h("span", { class: "turn-status" }, statusBadge(turn.status));
    const asks = h("div", { class: "turn-asks" });
    const answer = h("div", { class: "turn-answer" });
    const item = h("li", { class: "turn", dataset: { run: turn.run_id, index: String(turn.index) } },
      h("div", { class: "bubble user" }, h("span", { class: "sr-only" }, "You: "), turnText(turn)),
      h("div", { class: "bubble reply" },
        h("div", { class: "turn-head" }, status, " ",
          h("a", { href: `#/runs/${encodeURIComponent(turn.run_id)}`, class: "mono" }, turn.run_id),
          turn.carried && turn.carried.length ? h("span", { class: "muted" }, ` · given ${turn.carried.length} earlier source(s)`) : null),
        live, asks, answer));
    turns.append(item);

    const showAnswer = (data) => {
      clear(answer).append(renderAnswer(data.text, (n) => open(turn.run_id, n)));
    };
    if (turn.status !== "running") {
      if (turn.status === "succeeded") api(`/v1/runs/${encodeURIComponent(turn.run_id)}/answer`).then(showAnswer).catch((err) => (live.textContent = err.message));
      else live.textContent = `The run ${turn.status}.`;
      return;
    }
    live.textContent = "Starting…";
    stops.push(followRun(turn.run_id, {
      item(kind, data) {
        const line = progressLine(kind, data);
        if (line && kind !== "answer") live.textContent = line;
        if (kind === "clarification") asks.append(clarification(turn.run_id, data, { canAnswer: canSubmit(), live }));
        else if (kind === "answer") showAnswer(data);
        else if (kind === "completed") {
          clear(status).append(statusBadge(data.status));
          live.textContent = data.status === "succeeded" ? "" : `The run ${data.status}.${data.error ? ` ${data.error}` : ""}`;
          for (const form of asks.querySelectorAll("form")) form.remove();
        }
      },
      end() {},
      lost() {
        live.textContent = "The live connection was lost: reload to follow the turn again.";
      },
    }));
  }

  conversation.turns.forEach(addTurn);

  const composer = canSubmit() ? await composerFor(conversation, async (body) => {
    const accepted = await api(`/v1/conversations/${encodeURIComponent(conversationId)}/turns`, { method: "POST", body });
    const turn = { turn_id: accepted.turn_id, index: accepted.index, run_id: accepted.run_id, status: "running", carried: accepted.carried, ...body };
    if (body.changes) {
      const last = lastTemplateTurn(conversation);
      Object.assign(turn, { template: last.template, inputs: { ...last.inputs, ...body.changes } });
    }
    conversation.turns.push(turn);
    addTurn(turn);
  }) : h("p", { class: "muted" }, "Your role only reads: it cannot add turns.");

  page(at.main, conversation.title || "Conversation",
    h("p", { class: "muted" }, `Started ${when(conversation.created_at)} by ${conversation.requested_by}`),
    h("section", { class: "card chat", "aria-label": "Turns" }, turns), composer, dialog);
}

function lastTemplateTurn(conversation) {
  return [...conversation.turns].reverse().find((t) => t.template);
}

async function composerFor(conversation, send) {
  const question = h("textarea", { id: "follow-up", name: "question", rows: "2", maxlength: "4000", "aria-describedby": "follow-up-error" });
  const error = h("p", { id: "follow-up-error", class: "error", role: "alert" });
  const form = h("form", { class: "card composer", id: "composer" },
    h("label", { for: "follow-up" }, "Follow-up question"), question,
    h("div", { class: "row" }, h("button", { type: "submit" }, "Send")), error);
  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    error.textContent = "";
    if (!question.value.trim()) return fieldError(question, error, new Error("Write a question first."));
    try {
      await send({ question: question.value.trim() });
      question.value = "";
      question.focus();
    } catch (err) {
      fieldError(question, error, err);
    }
  });
  // send with Ctrl+Enter from the text area
  question.addEventListener("keydown", (event) => {
    if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) form.requestSubmit();
  });

  const last = lastTemplateTurn(conversation);
  if (!last) return form;
  const spec = await api(`/v1/templates/${encodeURIComponent(last.template)}/form`).catch(() => null);
  if (!spec) return form;
  const names = spec.fields.filter((f) => f.type !== "mandate").map((f) => f.name);
  const which = h("select", { id: "change-input", name: "input" }, names.map((n) => h("option", { value: n }, n)));
  const value = h("input", { id: "change-value", name: "value", type: "text", "aria-describedby": "change-error" });
  const changeError = h("p", { id: "change-error", class: "error", role: "alert" });
  const change = h("form", { class: "card composer", id: "change-form" },
    h("h2", {}, `Run ${last.template} again with one input changed`),
    h("div", { class: "row" },
      h("label", { for: "change-input" }, "Input"), which,
      h("label", { for: "change-value" }, "New value"), value,
      h("button", { type: "submit" }, "Run with this change")),
    changeError);
  change.addEventListener("submit", async (event) => {
    event.preventDefault();
    changeError.textContent = "";
    try {
      await send({ changes: { [which.value]: value.value.trim() } });
      value.value = "";
    } catch (err) {
      fieldError(value, changeError, err);
    }
  });
  return h("div", {}, form, change);
}
