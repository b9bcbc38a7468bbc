#!/usr/bin/env bash
# Builds the libFuzzer targets in Fuzz/ with `swiftc -sanitize=fuzzer` into .build-fuzz (apart from SwiftPM's
# builds: each target compiles the few sources it fuzzes as one module) and runs each for SECONDS (default 30).
# Prints each target's last libFuzzer status line (executions, coverage); exits non-zero on the first crash,
# leaving the input in .build-fuzz/artifacts. Usage: scripts/fuzz.sh [SECONDS] [TARGET...]
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-30}"
shift || true
out=.build-fuzz
mkdir -p "$out/artifacts"
domain=$(find Sources/StaysDomain -name '*.swift' | sort)
declare -A sources=(
    [stay-request]="Fuzz/StayRequestFuzz.swift"
    [calendar-day]="Fuzz/CalendarDayFuzz.swift"
    [stay-cursor]="Fuzz/StayCursorFuzz.swift Sources/StayCatalogCore/Search/StayCursor.swift"
    [place-query]="Fuzz/PlaceQueryFuzz.swift $(echo Sources/PlaceSearch/Text/*.swift)"
    [csv-records]="Fuzz/CSVRecordsFuzz.swift Sources/StayImport/CSV/CSVRecordReader.swift \
        Sources/StayImport/CSV/ByteChunkSource.swift \
        Sources/StayImport/ListingImportError.swift"
)
targets=("$@")
[ ${#targets[@]} -gt 0 ] || targets=(stay-request calendar-day stay-cursor place-query csv-records)
for target in "${targets[@]}"; do
    # shellcheck disable=SC2086
    swiftc -O -sanitize=fuzzer -parse-as-library -package-name stays -module-name "Fuzz_${target//-/_}" \
        Fuzz/FuzzInput.swift ${sources[$target]} $domain -o "$out/fuzz-$target"
done
for target in "${targets[@]}"; do
    corpus="$out/corpus/$target"
    mkdir -p "$corpus"
    log="$out/fuzz-$target.log"
    # SWIFT_BACKTRACE off: libFuzzer's own handler must see the trap to save the crashing input.
    if ! SWIFT_BACKTRACE=enable=no "$out/fuzz-$target" -max_total_time="$seconds" -max_len=512 -print_final_stats=1 \
        -artifact_prefix="$out/artifacts/$target-" "$corpus" Fuzz/Seeds >"$log" 2>&1; then
        tail -30 "$log"
        echo "fuzz-$target: CRASH (input in $out/artifacts)" >&2
        exit 1
    fi
    echo "fuzz-$target: $(grep -E '^#[0-9]+' "$log" | tail -1)"
    grep -E 'stat::number_of_executed_units|stat::peak_rss_mb' "$log" | tr '\n' ' '
    echo
done
