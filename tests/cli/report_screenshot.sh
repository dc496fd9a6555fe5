#!/usr/bin/env bash
# The HTML report as a browser shows it: renders `evotune report` of the
# fixture database in headless Chromium and checks that the page has its plots:
#   - the DOM (chromium --dump-dom) holds the SVG plots and their points, the
#     roofline with its two roofs and the heat map with its cells;
#   - the screenshot is 1400x2000 and not blank: enough non-white pixels, and
#     pixels in the colour of valid candidates (#2a9d8f), of the best-so-far
#     line (#1d3557), of the roofs (#457b9d, #e63946) and of the heat map's
#     fastest cell (#1a7f5a), i.e. points, lines, roofs and cells were drawn.
# Exit 77 (ctest: skipped) when chromium is not installed.
#
#   tests/cli/report_screenshot.sh EVOTUNE_BINARY FIXTURE_DB
# EVOTUNE_SCREENSHOT_OUT=path.png keeps the screenshot.
set -euo pipefail

evotune="${1:?usage: report_screenshot.sh EVOTUNE_BINARY FIXTURE_DB}"
fixture="${2:?usage: report_screenshot.sh EVOTUNE_BINARY FIXTURE_DB}"

browser=""
for name in chromium chromium-browser google-chrome; do
  if command -v "$name" >/dev/null 2>&1; then browser="$(command -v "$name")"; break; fi
done
if [ -z "$browser" ]; then
  echo "SKIPPED: no chromium on PATH (Debian package 'chromium'; scripts/setup.sh --with-test-tools installs it)"
  exit 77
fi
command -v python3 >/dev/null 2>&1 || { echo "SKIPPED: python3 is needed to read the PNG"; exit 77; }

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
# A copy: evotune keeps its log file next to the database.
mkdir -p "$work/db"
cp "$fixture" "$work/db/evotune.db"
"$evotune" --db "$work/db/evotune.db" -q report s512_scalar -o "$work/report.html"

run_browser() {
  # --headless: no display needed; --no-sandbox: CI containers run as root; the
  # rest keep it from reaching the network or writing a profile we keep.
  timeout 120 "$browser" --headless --no-sandbox --disable-gpu --disable-background-networking \
    --disable-component-update --disable-sync --no-first-run --hide-scrollbars \
    --user-data-dir="$work/profile" "$@" 2>"$work/browser.log"
}

run_browser --dump-dom "file://$work/report.html" >"$work/dom.html" || {
  echo "chromium --dump-dom failed:"; cat "$work/browser.log"; exit 1; }
run_browser --screenshot="$work/report.png" --window-size=1400,2000 "file://$work/report.html" >/dev/null || {
  echo "chromium --screenshot failed:"; cat "$work/browser.log"; exit 1; }
[ -s "$work/report.png" ] || { echo "no screenshot written"; cat "$work/browser.log"; exit 1; }
if [ -n "${EVOTUNE_SCREENSHOT_OUT:-}" ]; then cp "$work/report.png" "$EVOTUNE_SCREENSHOT_OUT"; fi

python3 - "$work/dom.html" "$work/report.png" <<'PY'
import struct
import sys
import zlib

dom_path, png_path = sys.argv[1], sys.argv[2]
failures = []

dom = open(dom_path, encoding="utf-8").read()
plots = dom.count('<svg class="plot"')
circles = dom.count("<circle")
if plots < 7:
    failures.append(f"the DOM has {plots} plots (<svg class=\"plot\">), expected at least 7")
if circles < 100:
    failures.append(f"the DOM has {circles} points (<circle>), expected at least 100")
if "<table" not in dom:
    failures.append("the DOM has no table")
if "Roofline: achieved TFLOP/s against arithmetic intensity" not in dom:
    failures.append("the DOM has no roofline chart")
roofs = dom.count('<path class="line"')
if roofs != 2:
    failures.append(f"the roofline has {roofs} roofs (<path class=\"line\">), expected 2 (compute and memory)")
cells = dom.count('class="cell"')
if '<svg class="plot heatmap"' not in dom or cells < 4:
    failures.append(f"no heat map with its cells (<svg class=\"plot heatmap\">, {cells} cells)")


def read_png(path):
    data = open(path, "rb").read()
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        raise SystemExit(f"{path}: not a PNG")
    pos, idat, header = 8, [], None
    while pos < len(data):
        length, kind = struct.unpack(">I4s", data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + length]
        pos += 12 + length
        if kind == b"IHDR":
            header = struct.unpack(">IIBBBBB", body)
        elif kind == b"IDAT":
            idat.append(body)
        elif kind == b"IEND":
            break
    width, height, depth, color, _, _, interlace = header
    if depth != 8 or color not in (2, 6) or interlace != 0:
        raise SystemExit(f"{path}: unsupported PNG (depth {depth}, colour type {color}, interlace {interlace})")
    channels = 3 if color == 2 else 4
    raw = zlib.decompress(b"".join(idat))
    stride = width * channels
    rows, previous, at = [], bytearray(stride), 0
    for _ in range(height):
        kind, line = raw[at], bytearray(raw[at + 1:at + 1 + stride])
        at += 1 + stride
        if kind == 1:
            for i in range(channels, stride):
                line[i] = (line[i] + line[i - channels]) & 255
        elif kind == 2:
            for i in range(stride):
                line[i] = (line[i] + previous[i]) & 255
        elif kind == 3:
            for i in range(stride):
                left = line[i - channels] if i >= channels else 0
                line[i] = (line[i] + ((left + previous[i]) >> 1)) & 255
        elif kind == 4:
            for i in range(stride):
                a = line[i - channels] if i >= channels else 0
                b = previous[i]
                c = previous[i - channels] if i >= channels else 0
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                line[i] = (line[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
        rows.append(line)
        previous = line
    return width, height, channels, rows


width, height, channels, rows = read_png(png_path)
if (width, height) != (1400, 2000):
    failures.append(f"screenshot is {width}x{height}, expected 1400x2000")


def near(pixel, rgb, tolerance=40):
    return all(abs(pixel[i] - rgb[i]) <= tolerance for i in range(3))


non_white = ok_points = best_line = memory_roof = compute_roof = fastest_cell = 0
ok_rgb, best_rgb = (0x2A, 0x9D, 0x8F), (0x1D, 0x35, 0x57)
memory_rgb, compute_rgb, cell_rgb = (0x45, 0x7B, 0x9D), (0xE6, 0x39, 0x46), (0x1A, 0x7F, 0x5A)
for line in rows:
    for x in range(0, len(line), channels):
        pixel = line[x:x + 3]
        if min(pixel) < 235:
            non_white += 1
            # The roofs' and the cell's colours first, matched closely: the valid colour is near them.
            if near(pixel, memory_rgb, 12):
                memory_roof += 1
            elif near(pixel, compute_rgb, 12):
                compute_roof += 1
            elif near(pixel, cell_rgb, 6):
                fastest_cell += 1
            elif near(pixel, ok_rgb):
                ok_points += 1
            elif near(pixel, best_rgb, 25):
                best_line += 1
total = width * height
print(f"screenshot {width}x{height}: {non_white} non-white pixels ({100.0 * non_white / total:.1f}%), "
      f"{ok_points} in the colour of valid candidates, {best_line} in the best-so-far colour, "
      f"{memory_roof} and {compute_roof} in the memory and compute roofs' colours, {fastest_cell} in the "
      f"fastest cell's; DOM: {plots} plots, {circles} points, {roofs} roofs, {cells} heat map cells")
if non_white < total * 0.03:
    failures.append(f"the screenshot is nearly blank ({non_white} non-white pixels of {total})")
if ok_points < 500:
    failures.append(f"only {ok_points} pixels in the colour of valid candidates: the points were not drawn")
if best_line < 200:
    failures.append(f"only {best_line} pixels in the best-so-far colour: the convergence line was not drawn")
if memory_roof < 100 or compute_roof < 100:
    failures.append(f"the roofs were not drawn ({memory_roof} memory roof, {compute_roof} compute roof pixels)")
if fastest_cell < 300:
    failures.append(f"only {fastest_cell} pixels in the fastest heat map cell's colour: the heat map was not drawn")
for f in failures:
    print("FAIL:", f)
sys.exit(1 if failures else 0)
PY
