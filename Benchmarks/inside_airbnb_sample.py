#!/usr/bin/env python3
"""Writes a synthetic listings file in Inside Airbnb's listings.csv schema, for timing `stays import`.

Usage: inside_airbnb_sample.py ROWS OUT.csv [--seed N] [--calendar CALENDAR.csv]

The rows are generated (seeded, the same every run) around Amsterdam, Seoul and New York, and labelled as such
in their names; none is a real listing. They carry the quirks of the real files: quoted multi-line
descriptions with doubled quotes, prices such as "$1,200.00", "1.5 shared baths", JSON amenity lists, and a
share of rows without a price. With --calendar it also writes the matching calendar.csv: a year of nights from
today for every listing, a third of them not available.
"""
import argparse
import csv
import datetime
import json
import random

HEADER = [
    "id", "listing_url", "name", "description", "host_name", "latitude", "longitude", "property_type", "room_type",
    "accommodates", "bathrooms", "bathrooms_text", "bedrooms", "beds", "amenities", "price", "minimum_nights",
    "maximum_nights", "number_of_reviews", "review_scores_rating",
]
CITIES = [(52.3676, 4.9041), (37.5665, 126.9780), (40.7128, -74.0060)]
TYPES = [("Entire rental unit", "Entire home/apt"), ("Private room in home", "Private room"),
         ("Entire villa", "Entire home/apt"), ("Shared room in hostel", "Shared room")]
AMENITIES = ["Wifi", "Kitchen", "Washer", "Heating", "Air conditioning", "Pets allowed", "Free parking on premises",
             "Hot water", "Dedicated workspace", "TV"]
BATHS = ["1 bath", "1.5 shared baths", "Half-bath", "2 baths", "1 private bath"]


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("rows", type=int)
    parser.add_argument("out")
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--calendar")
    args = parser.parse_args()
    rng = random.Random(args.seed)
    with open(args.out, "w", newline="", encoding="utf-8") as out:
        writer = csv.writer(out, lineterminator="\n")
        writer.writerow(HEADER)
        for number in range(1, args.rows + 1):
            latitude, longitude = rng.choice(CITIES)
            kind, room = rng.choice(TYPES)
            price = "" if rng.random() < 0.03 else "${:,.2f}".format(rng.uniform(30, 1500))
            description = "Synthetic sample listing {}.\nA \"quiet\" place, generated for timing.".format(number)
            writer.writerow([
                number, "https://example.invalid/{}".format(number), "Synthetic sample {}".format(number),
                description * rng.randint(4, 12), "Host {}".format(number % 997),
                "{:.5f}".format(latitude + rng.uniform(-0.08, 0.08)),
                "{:.5f}".format(longitude + rng.uniform(-0.08, 0.08)), kind, room, rng.randint(1, 8), "",
                rng.choice(BATHS), rng.randint(0, 4), rng.randint(1, 6), json.dumps(rng.sample(AMENITIES, 5)), price,
                rng.randint(1, 30), 365, rng.randint(0, 500), "{:.2f}".format(rng.uniform(3.5, 5)),
            ])
    if args.calendar:
        write_calendar(args.rows, args.calendar, rng)


def write_calendar(rows, path, rng):
    today = datetime.date.today()
    days = [(today + datetime.timedelta(days=offset)).isoformat() for offset in range(365)]
    with open(path, "w", encoding="utf-8") as out:
        out.write("listing_id,date,available,price,adjusted_price,minimum_nights,maximum_nights\n")
        for number in range(1, rows + 1):
            out.writelines(
                "{},{},{},$100.00,,1,365\n".format(number, day, "f" if rng.random() < 0.33 else "t") for day in days)


if __name__ == "__main__":
    main()
