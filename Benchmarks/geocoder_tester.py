#!/usr/bin/env python3
"""Runs the place rows of the geocoders/geocoder-tester suite through `stays places suggest --batch`.

Usage: geocoder_tester.py SUITE_DIR [--stays PATH] [--places-data PATH]

SUITE_DIR is a local copy of the suite's `geocoder_tester/world` folder (or any folder of its CSV files);
none of the suite's data is kept in this repository. Rows in scope are those about cities, regions,
countries and airports: every row of an airport file, and rows of the other files that name no street and
no house number. A row passes when one of the first `limit` suggestions (the row's own limit, 1 when blank,
as in the suite) lies within the expected coordinate's radius, or, for rows without a coordinate, is titled
with the expected name (compared without case, accents and punctuation, as the suite's loose comparison).
Prints recall per file and in total, and how many misses were the expected name within 10 km (the suite's
OSM centre and GeoNames' differ by more than the row's radius).
"""
import argparse
import csv
import json
import math
import pathlib
import re
import subprocess
import sys
import unicodedata

OUT_OF_SCOPE_FIELDS = ("expected_housenumber", "expected_street")


def normalized(text):
    decomposed = unicodedata.normalize("NFKD", text.lower())
    stripped = "".join(ch for ch in decomposed if not unicodedata.combining(ch))
    return re.sub(r"[^\w]+", " ", stripped).strip()


def kilometres(lat1, lon1, lat2, lon2):
    p = math.pi / 180
    a = (math.sin((lat2 - lat1) * p / 2) ** 2
         + math.cos(lat1 * p) * math.cos(lat2 * p) * math.sin((lon2 - lon1) * p / 2) ** 2)
    return 12742 * math.asin(math.sqrt(min(1, a)))


def rows_in_scope(path):
    with open(path, newline="", encoding="utf-8") as handle:
        reader = csv.DictReader(handle, delimiter=";")
        is_airport_file = "airport" in path.name
        if "poi" in path.parts and not is_airport_file:
            return []
        rows = []
        for row in reader:
            query = (row.get("query") or "").strip()
            if not query or any((row.get(field) or "").strip() for field in OUT_OF_SCOPE_FIELDS):
                continue
            limit = (row.get("limit") or "").strip()
            rows.append({
                "query": query,
                "limit": int(limit) if limit.isdigit() else 1,
                "coordinate": (row.get("expected_coordinate") or "").strip(),
                "name": (row.get("expected_name") or "").strip(),
            })
        return rows


def same_place_elsewhere(row, suggestions):
    """The expected name within 10 km, though farther than the row's radius (GeoNames and OSM centres differ)."""
    if not (row["coordinate"] and row["name"]):
        return False
    lat, lon, _ = (float(part) for part in row["coordinate"].split(","))
    return any(normalized(s["title"]) == normalized(row["name"])
               and kilometres(lat, lon, s["coordinate"]["latitude"], s["coordinate"]["longitude"]) <= 10
               for s in suggestions[: row["limit"]])


def passes(row, suggestions):
    for suggestion in suggestions[: row["limit"]]:
        if row["coordinate"]:
            lat, lon, radius = (float(part) for part in row["coordinate"].split(","))
            point = suggestion["coordinate"]
            if kilometres(lat, lon, point["latitude"], point["longitude"]) * 1000 <= radius:
                return True
        elif row["name"] and normalized(suggestion["title"]) == normalized(row["name"]):
            return True
    return False


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("suite")
    parser.add_argument("--stays", default=".build/release/stays")
    parser.add_argument("--places-data")
    parser.add_argument("--show-misses", action="store_true")
    args = parser.parse_args()

    files = sorted(pathlib.Path(args.suite).rglob("*.csv"))
    work = [(path, rows_in_scope(path)) for path in files]
    work = [(path, rows) for path, rows in work if rows]
    requests = [json.dumps({"text": row["query"], "limit": max(row["limit"], 1)})
                for _, rows in work for row in rows]
    command = [args.stays, "places", "suggest", "--batch"]
    if args.places_data:
        command += ["--places-data", args.places_data]
    answer = subprocess.run(command, input="\n".join(requests) + "\n", capture_output=True, text=True, check=True)
    answers = iter(answer.stdout.splitlines())

    total = passed_total = 0
    for path, rows in work:
        passed = elsewhere = 0
        for row in rows:
            reply = json.loads(next(answers))
            if passes(row, reply.get("suggestions", [])):
                passed += 1
            elif same_place_elsewhere(row, reply.get("suggestions", [])):
                elsewhere += 1
            elif args.show_misses:
                got = [s["title"] for s in reply.get("suggestions", [])[: row["limit"]]]
                print(f"  miss {path.name}: {row['query']!r} -> {got}")
        total += len(rows)
        passed_total += passed
        relative = path.relative_to(args.suite)
        print(f"{relative}\t{passed}/{len(rows)}\t{100 * passed / len(rows):.1f}%"
              f"\t+{elsewhere} right name, centre beyond the radius")
    print(f"total\t{passed_total}/{total}\t{100 * passed_total / max(total, 1):.1f}%")


if __name__ == "__main__":
    sys.exit(main())
