"""Smoke tests of the real-infra rig: one real round trip per server, with the official client.

The servers come from deploy/local/rig.py (see tests/conftest.py). Names are unique per run so
the tests can share long-lived servers with other tests. Clients are imported inside the tests
so that collecting this module never needs them.
"""

from __future__ import annotations

import asyncio
import uuid

import pytest

pytestmark = pytest.mark.connected


def unique(prefix: str) -> str:
    return f"{prefix}_{uuid.uuid4().hex[:12]}"


@pytest.mark.kafka
async def test_kafka_produce_then_consume(kafka_bootstrap: str) -> None:
    from aiokafka import AIOKafkaConsumer, AIOKafkaProducer

    topic = unique("rig-smoke")
    payloads = [f"message-{i}".encode() for i in range(3)]

    producer = AIOKafkaProducer(bootstrap_servers=kafka_bootstrap, acks="all")
    await producer.start()
    try:
        for value in payloads:
            # One key: one partition, so the consumer sees the messages in order.
            await producer.send_and_wait(topic, value, key=b"smoke")
    finally:
        await producer.stop()

    consumer = AIOKafkaConsumer(
        topic,
        bootstrap_servers=kafka_bootstrap,
        group_id=unique("rig-smoke-group"),
        auto_offset_reset="earliest",
        enable_auto_commit=False,
    )
    await consumer.start()
    try:
        received = [(await asyncio.wait_for(consumer.getone(), timeout=30)).value for _ in payloads]
    finally:
        await consumer.stop()
    assert received == payloads


@pytest.mark.neo4j
def test_neo4j_create_then_match(neo4j_server) -> None:
    from neo4j import GraphDatabase

    label = unique("RigSmoke")
    with GraphDatabase.driver(neo4j_server.uri, auth=neo4j_server.auth) as driver:
        driver.verify_connectivity()
        driver.execute_query(f"CREATE (:`{label}` {{name: $name, n: 1}})", name="alpha")
        records, _, _ = driver.execute_query(f"MATCH (x:`{label}`) RETURN x.name AS name, x.n AS n")
        assert [(r["name"], r["n"]) for r in records] == [("alpha", 1)]
        driver.execute_query(f"MATCH (x:`{label}`) DETACH DELETE x")


@pytest.mark.elasticsearch
def test_elasticsearch_bulk_then_match(elasticsearch_url: str) -> None:
    from elasticsearch import Elasticsearch, helpers

    index = unique("rig-smoke")
    docs = {
        "1": {"title": "Quarterly earnings beat expectations", "ticker": "AAA"},
        "2": {"title": "Central bank holds interest rates steady", "ticker": "BBB"},
        "3": {"title": "Oil prices slide on weak demand", "ticker": "CCC"},
    }
    with Elasticsearch(elasticsearch_url, request_timeout=30) as es:
        assert es.info()["version"]["number"]
        es.indices.create(
            index=index,
            mappings={"properties": {"title": {"type": "text"}, "ticker": {"type": "keyword"}}},
        )
        try:
            ok, errors = helpers.bulk(
                es, ({"_index": index, "_id": i, "_source": d} for i, d in docs.items())
            )
            assert (ok, errors) == (3, [])
            es.indices.refresh(index=index)
            assert es.count(index=index)["count"] == 3
            found = es.search(index=index, query={"match": {"title": "interest rates"}})
            hits = found["hits"]["hits"]
            assert hits, found
            assert hits[0]["_id"] == "2"
            assert hits[0]["_source"]["ticker"] == "BBB"
        finally:
            es.indices.delete(index=index)


@pytest.mark.postgres
def test_postgres_create_insert_select(postgres_dsn: str) -> None:
    import psycopg
    from psycopg import sql

    table = sql.Identifier(unique("rig_smoke"))
    with psycopg.connect(postgres_dsn, connect_timeout=10) as conn:
        conn.execute(
            sql.SQL("CREATE TABLE {} (id int PRIMARY KEY, name text NOT NULL)").format(table)
        )
        try:
            with conn.cursor() as cur:
                cur.executemany(
                    sql.SQL("INSERT INTO {} (id, name) VALUES (%s, %s)").format(table),
                    [(1, "alpha"), (2, "beta")],
                )
                cur.execute(sql.SQL("SELECT name FROM {} WHERE id = %s").format(table), (2,))
                assert cur.fetchall() == [("beta",)]
        finally:
            conn.execute(sql.SQL("DROP TABLE {}").format(table))
