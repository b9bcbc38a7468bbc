"""Writes the request paths the HTTP benchmark replays: every prefix of the keystroke replay's names (as
suggestion requests) and stay searches around big cities (ids looked up on the running server)."""
import json
import random
import sys
import urllib.parse
import urllib.request
from datetime import date, timedelta


def suggestion_paths(names):
    paths = []
    for name in names:
        for length in range(1, len(name) + 1):
            query = urllib.parse.quote(name[:length], safe="")
            paths.append(f"/api/v1/places/suggestions?q={query}&limit=10")
    return paths


def city_ids(base, names):
    ids = []
    for name in names:
        url = f"{base}/api/v1/places/suggestions?q={urllib.parse.quote(name)}&limit=1"
        with urllib.request.urlopen(url) as answer:
            suggestions = json.load(answer)["suggestions"]
        if suggestions and suggestions[0]["kind"] == "city":
            ids.append(suggestions[0]["id"])
    return ids


def search_paths(ids, count, seed):
    generator = random.Random(seed)
    today = date.today()
    paths = []
    for _ in range(count):
        check_in = today + timedelta(days=generator.randint(7, 90))
        check_out = check_in + timedelta(days=generator.randint(1, 7))
        paths.append(
            f"/api/v1/stays?place={generator.choice(ids)}&checkin={check_in}&checkout={check_out}"
            f"&adults={generator.randint(1, 4)}&limit=20")
    return paths


def main():
    base, names_file, out_folder = sys.argv[1], sys.argv[2], sys.argv[3]
    names = [line.strip() for line in open(names_file, encoding="utf-8") if line.strip()]
    with open(f"{out_folder}/suggestions.txt", "w", encoding="utf-8") as out:
        out.write("\n".join(suggestion_paths(names)) + "\n")
    ids = city_ids(base, names[:60])
    with open(f"{out_folder}/searches.txt", "w", encoding="utf-8") as out:
        out.write("\n".join(search_paths(ids, 2000, seed=42)) + "\n")
    print(f"{sum(1 for _ in open(f'{out_folder}/suggestions.txt'))} suggestion requests, {len(ids)} big cities")


if __name__ == "__main__":
    main()
