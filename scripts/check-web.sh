#!/usr/bin/env bash
# The web app's checks against a live `stays serve` on loopback: the unit tests of its pure modules
# (`node --test Tests/web`), the browser suite (pytest + selenium driving headless Chromium, axe-core on every step,
# a screenshot per step), then its figures (key press → suggestions painted, first load → interactive Where field,
# bytes loaded). The suite expects a catalogue with stays around STAYS_WEB_CITY (default Seoul), as
# `stays seed --count 3000 --seed 7` makes; it signs up throwaway guests and books and cancels one stay.
#
#   scripts/check-web.sh http://127.0.0.1:18765
#
# Screenshots go to STAYS_WEB_ARTIFACTS (default: a new temporary folder, printed at the end of the suite).
set -euo pipefail

base="${1:?usage: $0 BASE_URL}"
base="${base%/}"
cd "$(dirname "$0")/.."

python3 -c 'import selenium, pytest, axe_selenium_python, axe_core_python' 2>/dev/null ||
    pip install -q selenium pytest axe-selenium-python axe-core-python

echo "== web modules (node --test)"
node --test Tests/web

echo "== waiting out any sign-in throttle left by earlier checks"
email="web-check-$(date +%s)-$$@example.com"
credentials="{\"email\": \"$email\", \"name\": \"Web Check\", \"password\": \"web-check-password\"}"
curl -fsS -X POST "$base/api/v1/accounts" -H 'Content-Type: application/json' -d "$credentials" >/dev/null
for attempt in 1 2 3; do
    code="$(curl -sS -o /dev/null -w '%{http_code}' -X POST "$base/api/v1/sessions" \
        -H 'Content-Type: application/json' -d "$credentials")"
    [[ "$code" == 429 && "$attempt" != 3 ]] || break
    sleep 31
done
[[ "$code" == 201 ]] || { echo "sign-in answered $code" >&2; exit 1; }

echo "== browser suite (headless Chromium)"
STAYS_WEB_BASE_URL="$base" python3 -m pytest -q -p no:cacheprovider Tests/browser

echo "== figures"
python3 Tests/browser/measure.py "$base"
