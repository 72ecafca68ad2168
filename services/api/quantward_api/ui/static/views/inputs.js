// A form generated from a template's typed inputs (GET /v1/templates/{id}/form): each input
// becomes the control its type needs, its value is read back as the API takes it, and an error
// naming a field (`inputs.as_of`, `inputs.mandate.max_drawdown`) is shown on that field.
import { api } from "../api.js";
import { h } from "../dom.js";

let unique = 0;

function percentText(v) {
  return typeof v === "number" ? `${+(v * 100).toFixed(6)}%` : v ?? "";
}

function autocomplete(input, { many }) {
  const list = h("datalist", { id: `${input.id}-options` });
  input.setAttribute("list", list.id);
  input.setAttribute("autocomplete", "off");
  let asked = 0;
  input.addEventListener("input", async () => {
    const parts = input.value.split(",");
    const typed = (many ? parts[parts.length - 1] : input.value).trim();
    if (typed.length < 2 || typed.startsWith("ent_")) return;
    const mine = ++asked;
    try {
      const found = await api(`/v1/resolve?q=${encodeURIComponent(typed)}&limit=8`);
      if (mine !== asked) return;
      const prefix = many ? parts.slice(0, -1).map((p) => p.trim()).filter(Boolean).join(", ") : "";
      list.replaceChildren(...found.candidates.map((c) => h("option", {
        value: prefix ? `${prefix}, ${c.entity_id}` : c.entity_id,
        label: `${c.name} (${c.country || "?"})`,
      })));
    } catch {
      /* autocomplete is a help, not a requirement: the field still takes a name */
    }
  });
  return list;
}

function control(field, id) {
  const d = field.default;
  const common = { id, name: field.name, required: field.required, "aria-describedby": `${id}-help ${id}-error` };
  switch (field.type) {
    case "company": {
      const input = h("input", { ...common, type: "text", value: d ?? "", placeholder: "name, ticker or ent_ id" });
      return { nodes: [input, autocomplete(input, { many: false })], read: () => input.value.trim() || undefined, focus: input };
    }
    case "companies": {
      const input = h("input", { ...common, type: "text", value: Array.isArray(d) ? d.join(", ") : d ?? "", placeholder: "Apple, Microsoft, …" });
      return {
        nodes: [input, autocomplete(input, { many: true })],
        read: () => {
          const names = input.value.split(",").map((s) => s.trim()).filter(Boolean);
          return names.length ? names : undefined;
        },
        focus: input,
      };
    }
    case "date": {
      const input = h("input", { ...common, type: "date", value: d ?? "" });
      return { nodes: [input], read: () => input.value || undefined, focus: input };
    }
    case "date_range": {
      const [from, to] = typeof d === "string" ? d.split("..") : [d?.start ?? "", d?.end ?? ""];
      const start = h("input", { id, type: "date", value: from, "aria-label": "from", "aria-describedby": `${id}-help ${id}-error` });
      const end = h("input", { id: `${id}-end`, type: "date", value: to, "aria-label": "to", "aria-describedby": `${id}-help ${id}-error` });
      return {
        nodes: [h("span", { class: "range" }, start, h("span", { "aria-hidden": "true" }, " to "), end)],
        read: () => (start.value || end.value ? `${start.value}..${end.value}` : undefined),
        focus: start,
      };
    }
    case "integer":
    case "number": {
      const input = h("input", { ...common, type: "number", step: field.type === "integer" ? "1" : "any", value: d ?? "",
        min: field.minimum ?? undefined, max: field.maximum ?? undefined });
      return { nodes: [input], read: () => (input.value === "" ? undefined : input.value), focus: input };
    }
    case "percent": {
      const input = h("input", { ...common, type: "text", inputmode: "decimal", value: percentText(d), placeholder: "e.g. 8%" });
      return { nodes: [input], read: () => input.value.trim() || undefined, focus: input };
    }
    case "choice": {
      const select = h("select", common, field.required ? null : h("option", { value: "" }, "—"),
        field.choices.map((c) => h("option", { value: c, selected: c === d }, c)));
      return { nodes: [select], read: () => select.value || undefined, focus: select };
    }
    case "mandate":
      return mandate(field, id);
    default: {
      const input = h("input", { ...common, type: "text", value: d ?? "" });
      return { nodes: [input], read: () => input.value.trim() || undefined, focus: input };
    }
  }
}

function mandate(field, id) {
  const given = field.default || {};
  const rows = field.mandate.map((m) => {
    const sub = `${id}-${m.name}`;
    const value = given[m.name];
    let input;
    if (m.unit === "bool") {
      input = h("select", { id: sub, name: m.name, "aria-describedby": `${sub}-error` },
        h("option", { value: "" }, "not said"),
        h("option", { value: "true", selected: value === true }, "yes"),
        h("option", { value: "false", selected: value === false }, "no"));
    } else {
      const shown = m.unit === "fraction" ? percentText(value) : value ?? "";
      input = h("input", { id: sub, name: m.name, type: "text", value: shown, "aria-describedby": `${sub}-error`,
        placeholder: m.unit === "fraction" ? "e.g. 10%" : m.unit === "multiple" ? "e.g. 2 (= 200%)" : m.unit === "bps" ? "basis points" : "" });
    }
    return {
      m, input,
      node: h("div", { class: "mandate-row", dataset: { field: `inputs.${field.name}.${m.name}` } },
        h("label", { for: sub, title: m.description }, m.name.replaceAll("_", " ")), input,
        h("p", { class: "error", id: `${sub}-error` })),
    };
  });
  return {
    nodes: [h("fieldset", { class: "mandate", id }, h("legend", {}, "Limits (leave a limit empty when the mandate says nothing about it)"), rows.map((r) => r.node))],
    read: () => {
      const out = {};
      for (const { m, input } of rows) {
        const v = input.value.trim();
        if (!v) continue;
        out[m.name] = m.unit === "bool" ? v === "true" : m.unit === "bps" || m.unit === "multiple" ? Number(v) : v;
      }
      return Object.keys(out).length ? out : undefined;
    },
    focus: rows[0]?.input,
  };
}

export function inputForm(fields) {
  const made = fields.map((field) => {
    const id = `in-${++unique}-${field.name}`;
    const c = control(field, id);
    const error = h("p", { class: "error", id: `${id}-error` });
    const labelled = field.type === "mandate" || field.type === "date_range"
      ? h("span", { class: "label", id: `${id}-label` }, field.name.replaceAll("_", " "), field.required ? " *" : "")
      : h("label", { for: id }, field.name.replaceAll("_", " "), field.required ? " *" : "");
    const node = h("div", { class: "field", dataset: { field: `inputs.${field.name}` } },
      labelled, c.nodes, h("p", { class: "help", id: `${id}-help` }, field.description), error);
    if (field.type === "date_range") node.setAttribute("role", "group"), node.setAttribute("aria-labelledby", `${id}-label`);
    return { field, c, node, error };
  });
  const element = h("div", { class: "fields" }, made.map((m) => m.node));
  return {
    element,
    values() {
      const out = {};
      for (const { field, c } of made) {
        const v = c.read();
        if (v !== undefined) out[field.name] = v;
      }
      return out;
    },
    clearErrors() {
      for (const el of element.querySelectorAll(".error")) el.textContent = "";
      for (const el of element.querySelectorAll("[aria-invalid]")) el.removeAttribute("aria-invalid");
    },
    // show `message` on the field `name` names (its closest enclosing field); false if none
    showError(name, message, focus) {
      let target = null;
      for (const node of element.querySelectorAll("[data-field]")) {
        const f = node.dataset.field;
        if ((name === f || name.startsWith(`${f}.`)) && (!target || f.length > target.dataset.field.length)) target = node;
      }
      if (!target) return false;
      const slot = target.querySelector(":scope > .error");
      slot.textContent = message;
      const control = target.querySelector("input, select");
      if (control) {
        control.setAttribute("aria-invalid", "true");
        if (focus) control.focus();
      }
      return true;
    },
  };
}
