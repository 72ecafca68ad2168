"""`quantward bench boundaries`: the boundary stress protocols, and evidence retrieval and
replay over recorded runs, in one table (QuantHarness Tables 3, 9 and 10)."""

from __future__ import annotations

from typing import Any

from quantward_cli.bench import evidence, stress


async def run(*, cases: int = 30, runs: int = 40, seed: int = 12) -> dict[str, Any]:
    return {
        "stress": await stress.run(cases=cases, seed=seed),
        "evidence": await evidence.run(runs),
    }


def _pct(part: int, whole: int) -> str:
    return f"{100 * part / whole:.1f} %" if whole else "–"


def table(results: dict[str, Any]) -> str:
    s = results["stress"]
    info, action, commit = s["information"], s["action"], s["commitment"]
    e = results["evidence"]
    asked = e["questions"]
    total = sum(asked.values())
    lines = [
        "# Boundaries: stress protocols, evidence retrieval and replay",
        "",
        f"Stress protocols ({info['cases']} cases each, seed {s['seed']}); each count is read "
        "from what the harness produced (task inputs, files on disk, answers released).",
        "",
        "| boundary | protocol | observed failure ↓ | on | off |",
        "| --- | --- | --- | --- | --- |",
        f"| information | revision hand-off: rejected, superseded and accepted versions "
        f"({info['on']['withheld']} with a revision still in flight) | runs that used a value "
        f"of a version that is not the accepted one | {info['on']['obsolete_used']}/"
        f"{info['cases']} | {info['off']['obsolete_used']}/{info['cases']} |",
        f"| action | an agent persists while approval is pending ({action['built_early']}/"
        f"{action['cases']} build early) | unauthorised persistent files | "
        f"{action['on']['unauthorised_persistent_files']} | "
        f"{action['off']['unauthorised_persistent_files']} |",
        f"| commitment | {commit['modified']} candidates modified after approval, "
        f"{commit['unchanged']} unchanged controls | frozen modified candidates | "
        f"{commit['on']['frozen_modified_candidates']}/{commit['modified']} | "
        f"{commit['off']['frozen_modified_candidates']}/{commit['modified']} |",
        "",
        f"Refusals recorded (`run.boundary_refused`), on: action "
        f"{action['on']['refusals_recorded']}, commitment {commit['on']['refusals_recorded']}; "
        f"unchanged controls released: on {commit['on']['unchanged_controls_released']}/"
        f"{commit['unchanged']}, off {commit['off']['unchanged_controls_released']}/"
        f"{commit['unchanged']}. With the information boundary on, "
        f"{info['on']['withheld']} hand-offs whose accepted version had been superseded by a "
        "revision under review were handed nothing.",
        "",
        f"Evidence retrieval and replay over {e['runs']} recorded runs "
        f"({e['succeeded']} succeeded; {total} questions: {asked['claim']} claims, "
        f"{asked['number']} numbers, {asked['constraint']} constraints, {asked['decision']} "
        "decisions).",
        "",
        "| view | exact evidence | claims | numbers | constraints | acceptance packet | "
        "commitment packet | decisions replayed the same | verified replay |",
        "| --- | --- | --- | --- | --- | --- | --- | --- | --- |",
    ]
    names = {
        "organised": "organised record",
        "flat": "flat event log (JSON Lines)",
        "final": "final artifacts only",
    }
    runs = e["runs"]
    for view, name in names.items():
        v = e["views"][view]
        found = v["found"]
        lines.append(
            f"| {name} | {100 * v['exact_rate']:.1f} % | "
            f"{_pct(found['claim'], asked['claim'])} | {_pct(found['number'], asked['number'])} | "
            f"{_pct(found['constraint'], asked['constraint'])} | "
            f"{v['acceptance_packets']}/{runs} | {v['commitment_packets']}/{runs} | "
            f"{v['replayed_same']}/{runs} | {v['replay_verified']}/{runs} |"
        )
    lines += [
        "",
        "A verified replay takes every decision of the run again and finds it the same, from "
        "input whose integrity is checked (the record's hash chain and artifacts); a flat log "
        "holds the same events but nothing to check them against, and the final answer holds "
        "no decision's inputs. Recording the runs took "
        f"{e['recording_s']} s.",
        "",
    ]
    return "\n".join(lines)


__all__ = ["run", "table"]
