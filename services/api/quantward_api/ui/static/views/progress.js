// Following a run's server-sent events (the session cookie authenticates the EventSource), and
// each event as the line a person reads. Shared by the run page and the conversation view.

const KINDS = ["stage", "plan", "delegation", "task", "contract", "checks", "contract_status",
  "review_started", "review", "clarification", "answer", "completed"];

export function followRun(runId, { item, end, lost }) {
  const source = new EventSource(`/v1/runs/${encodeURIComponent(runId)}/events`);
  let finished = false;
  for (const kind of KINDS) {
    source.addEventListener(kind, (event) => item(kind, JSON.parse(event.data)));
  }
  source.addEventListener("end", () => {
    finished = true;
    source.close();
    end();
  });
  source.addEventListener("error", () => {
    // the browser reconnects by itself (with Last-Event-ID) unless the stream was refused
    if (!finished && source.readyState === EventSource.CLOSED) lost();
  });
  return () => {
    finished = true;
    source.close();
  };
}

export function progressLine(kind, d) {
  switch (kind) {
    case "stage": return d.detail ? `${d.stage}: ${d.detail}` : d.stage;
    case "plan": return `Plan v${d.version}: ${d.parts.map((p) => p.question).join(" · ")}`;
    case "delegation": return `Delegated ${d.part_id}: ${d.instructions}`;
    case "task": return `Task ${d.task_id} ${d.status} (${d.citations} citation(s), ${d.tool_calls} tool call(s))${d.error ? `: ${d.error}` : ""}`;
    case "contract": return `Contract v${d.version} proposed: ${d.constraints.map((c) => `${c.name}=${JSON.stringify(c.value)}`).join(", ") || "no constraints"}`;
    case "checks": return d.passed ? `Checks of the ${d.subject} passed` : `Checks of the ${d.subject} failed: ${d.failed.map((f) => f.message).join("; ")}`;
    case "contract_status": return `Contract v${d.version} ${d.status}${d.reason ? `: ${d.reason}` : ""}`;
    case "review_started": return d.message;
    case "review": return `The Guardian decided "${d.decision}" on the ${d.stage}: ${d.summary}`;
    case "clarification": return `Question: ${d.question}`;
    case "answer": return `Answer v${d.version} released with ${d.citations.length} citation(s)`;
    case "completed": return `Run ${d.status}${d.summary ? `: ${d.summary}` : ""}`;
    default: return null;
  }
}
