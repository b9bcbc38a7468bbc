#!/usr/bin/env python3
"""Runs the place rows of the geocoders/geocoder-tester suite through `stays places suggest --batch`.

Usage: geocoder_tester.py SUITE_DIR [--stays PATH] [--places-data PATH] [--show-misses]

SUITE_DIR is a local copy of the suite's `geocoder_tester/world` folder (or any folder of its CSV files, read
with `;` or `,` as the header shows); none of the suite's data is kept in this repository.

Scope, one rule for every file: a row is about a city, region, country or airport when
  - it is in an airport file (every row), or
  - it is outside the suite's `poi` folders, has a query, expects no street and no house number, expects a
    name, a city or a coordinate (a row expecting only a postcode cannot be judged by a place search), and
    its expected name, when the row also names the city it lies in, is that city or its query is (a name
    other than its city is something inside the city: a square, a gate, a station, a hamlet). A file without
    an `expected_city` column whose rows carry a search point (`lat`, `lon`: the location-bias file) keeps
    each row's city in its `comment` column, and that is read as the city.
A row's `lat`/`lon`, when given, is sent as `near`. A row passes when one of the first `limit` suggestions
(the row's own limit, 1 when blank, as in the suite) lies within the expected coordinate's radius, or, for rows
without a coordinate, is titled with the expected name (or, without one, the expected city), compared without
case, accents and punctuation, as the suite's loose comparison does.
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


def field(row, name):
    return (row.get(name) or "").strip()


def city_of(row, fieldnames):
    if "expected_city" in fieldnames:
        return field(row, "expected_city")
    if "lat" in fieldnames and "lon" in fieldnames:
        return field(row, "comment")
    return ""


def in_scope(row, fieldnames):
    if not field(row, "query") or any(field(row, name) for name in OUT_OF_SCOPE_FIELDS):
        return False
    name, city = field(row, "expected_name"), city_of(row, fieldnames)
    if not (name or city or field(row, "expected_coordinate")):
        return False
    return not (name and city and normalized(city) not in (normalized(name), normalized(field(row, "query"))))


def rows_in_scope(path):
    with open(path, newline="", encoding="utf-8") as handle:
        header = handle.readline()
        handle.seek(0)
        reader = csv.DictReader(handle, delimiter=";" if header.count(";") > header.count(",") else ",")
        fieldnames = reader.fieldnames or []
        is_airport_file = "airport" in path.name
        if "poi" in path.parts and not is_airport_file:
            return []
        rows = []
        for row in reader:
            if not (is_airport_file and field(row, "query")) and not in_scope(row, fieldnames):
                continue
            if not readable_coordinate(field(row, "expected_coordinate")):
                print(f"  left out {path.name}: {field(row, 'query')!r}, coordinate "
                      f"{field(row, 'expected_coordinate')!r} is not LAT,LON,RADIUS", file=sys.stderr)
                continue
            limit = field(row, "limit")
            near = None
            if field(row, "lat") and field(row, "lon"):
                near = {"latitude": float(field(row, "lat")), "longitude": float(field(row, "lon"))}
            rows.append({
                "query": field(row, "query"),
                "limit": int(limit) if limit.isdigit() else 1,
                "coordinate": field(row, "expected_coordinate"),
                "name": field(row, "expected_name") or city_of(row, fieldnames),
                "near": near,
            })
        return rows


def readable_coordinate(text):
    """Whether an expected coordinate is empty or three numbers (one row of a newer snapshot reads
    "48.15234/11.55635,3000")."""
    if not text:
        return True
    try:
        return len([float(part) for part in text.split(",")]) == 3
    except ValueError:
        return False


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
    requests = [json.dumps({"text": row["query"], "limit": max(row["limit"], 1)}
                           | ({"near": row["near"]} if row["near"] else {}))
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
