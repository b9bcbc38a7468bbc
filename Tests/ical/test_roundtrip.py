"""Round trip of `stays calendar export|import` against an independent iCalendar parser (PyPI `icalendar`).

Runs the built `stays` binary ($STAYS_BIN, default .build/debug/stays) on a small seeded catalogue in a temporary
folder: the exported feed must parse and match the catalogue's bookings, and a calendar written by `icalendar`
(all-day and date-time events, a long folded Korean summary) must import with the report the brief describes.
"""

import datetime
import json
import os
import pathlib
import subprocess

import icalendar
import pytest

ROOT = pathlib.Path(__file__).resolve().parents[2]
STAYS = os.environ.get("STAYS_BIN", str(ROOT / ".build" / "debug" / "stays"))
KOREAN = "에어비앤비 예약: 서울 종로구 한옥 스테이, 가족 여행으로 네 명이 머무는 긴 일정입니다 (확정)"


def stays(*arguments, check=True):
    result = subprocess.run([STAYS, *arguments], capture_output=True, text=True, timeout=120)
    if check and result.returncode != 0:
        raise AssertionError(f"stays {' '.join(arguments)} exited {result.returncode}: {result.stderr}")
    return result


@pytest.fixture(scope="module")
def catalogue(tmp_path_factory):
    path = tmp_path_factory.mktemp("ical") / "stays.sqlite"
    stays("seed", "--count", "50", "--seed", "7", "--database", str(path))
    return path


def confirmed_bookings(catalogue):
    listed = json.loads(stays("reservations", "--format", "json", "--limit", "100", "--database", str(catalogue)).stdout)
    return [r for r in listed["reservations"] if r.get("status", "confirmed") == "confirmed"]


def export(catalogue, stay):
    result = subprocess.run(
        [STAYS, "calendar", "export", stay, "--database", str(catalogue)], capture_output=True, timeout=120)
    assert result.returncode == 0, result.stderr
    text = result.stdout.decode("utf-8")
    return text, icalendar.Calendar.from_ical(text)


def events(calendar):
    return [
        (e.decoded("DTSTART"), e.decoded("DTEND"), str(e["SUMMARY"]), str(e["UID"]))
        for e in calendar.walk("VEVENT")
    ]


def a_booked_stay(catalogue):
    today = datetime.date.today()
    for booking in confirmed_bookings(catalogue):
        check_in = datetime.date.fromisoformat(booking["checkin"])
        check_out = datetime.date.fromisoformat(booking["checkout"])
        if check_in > today + datetime.timedelta(days=3) and check_out < today + datetime.timedelta(days=300):
            return booking
    pytest.fail("the seeded catalogue holds no booking from three days to 300 days ahead")


def test_export_parses_and_matches_the_bookings(catalogue):
    booking = a_booked_stay(catalogue)
    text, calendar = export(catalogue, booking["stayId"])
    assert text.startswith("BEGIN:VCALENDAR\r\n") and text.endswith("END:VCALENDAR\r\n")
    assert all(len(line.encode()) <= 75 for line in text.split("\r\n"))
    assert str(calendar["VERSION"]) == "2.0" and "Stays" in str(calendar["PRODID"])
    found = events(calendar)
    assert found, "a booked stay exports events"
    for start, end, summary, uid in found:
        assert type(start) is datetime.date and type(end) is datetime.date
        assert end > start
        assert summary in ("Reserved", "Not available")
        assert uid == f"{booking['stayId']}-{start:%Y%m%d}@stays"
    spans = sorted((start, end) for start, end, _, _ in found)
    assert all(a[1] <= b[0] for a, b in zip(spans, spans[1:])), "spans never overlap"
    check_in = datetime.date.fromisoformat(booking["checkin"])
    check_out = datetime.date.fromisoformat(booking["checkout"])
    reserved = [(s, e) for s, e, summary, _ in found if summary == "Reserved"]
    assert any(s <= check_in and check_out <= e for s, e in reserved), "the booking's nights are exported as Reserved"


def free_month(catalogue, stay):
    """The first day, from about 200 days ahead, of 31 nights the stay's export shows free."""
    _, calendar = export(catalogue, stay)
    taken = [(start, end) for start, end, _, _ in events(calendar)]
    base = datetime.date.today() + datetime.timedelta(days=200)
    while any(start < base + datetime.timedelta(days=31) and base < end for start, end in taken):
        base += datetime.timedelta(days=7)
    return base


def written_calendar(booking, base):
    check_in = datetime.date.fromisoformat(booking["checkin"])
    calendar = icalendar.Calendar()
    calendar.add("prodid", "-//round trip test//EN")
    calendar.add("version", "2.0")

    def event(uid, start, end=None, summary=None, rrule=None):
        item = icalendar.Event()
        item.add("uid", uid)
        item.add("dtstamp", datetime.datetime(2030, 1, 1, tzinfo=datetime.timezone.utc))
        item.add("dtstart", start)
        if end is not None:
            item.add("dtend", end)
        if summary is not None:
            item.add("summary", summary)
        if rrule is not None:
            item.add("rrule", rrule)
        calendar.add_component(item)

    event("all-day", base, base + datetime.timedelta(days=3), KOREAN)
    utc = datetime.timezone.utc
    event("date-time", datetime.datetime.combine(base + datetime.timedelta(days=10), datetime.time(15), utc),
          datetime.datetime.combine(base + datetime.timedelta(days=12), datetime.time(11), utc), "Booking.com")
    event("collides", check_in, check_in + datetime.timedelta(days=1), "Vrbo")
    event("weekly", base + datetime.timedelta(days=20), summary="Cleaning", rrule={"freq": "weekly"})
    event("reversed", base + datetime.timedelta(days=30), base + datetime.timedelta(days=29))
    return calendar, base


def test_a_calendar_written_by_icalendar_imports_with_its_report(catalogue, tmp_path):
    booking = a_booked_stay(catalogue)
    base = free_month(catalogue, booking["stayId"])
    assert base + datetime.timedelta(days=31) < datetime.date.today() + datetime.timedelta(days=365)
    calendar, base = written_calendar(booking, base)
    data = calendar.to_ical()
    assert any(len(line) > 0 and line.startswith(b" ") for line in data.split(b"\r\n")), "the summary is folded"
    path = tmp_path / "other.ics"
    path.write_bytes(data)

    result = stays("calendar", "import", booking["stayId"], str(path), "--database", str(catalogue))

    report = result.stdout
    assert f"Read 5 events from other.ics for {booking['stayId']}." in report
    assert "1 night held by bookings, left booked:" in report
    assert '"collides" ("Vrbo")' in report
    assert 'event "weekly" ("Cleaning"): it repeats (RRULE), which is not supported' in report
    assert 'event "reversed": line' in report and "DTEND is not after DTSTART" in report
    assert "Rejected 2 events:" in report
    _, exported = export(catalogue, booking["stayId"])
    blocked = {(s, e) for s, e, summary, _ in events(exported) if summary == "Not available"}
    assert (base, base + datetime.timedelta(days=3)) in blocked
    assert (base + datetime.timedelta(days=10), base + datetime.timedelta(days=12)) in blocked
    assert any(b["id"] == booking["id"] for b in confirmed_bookings(catalogue)), "the booking stands"

    again = stays("calendar", "import", booking["stayId"], str(path), "--database", str(catalogue)).stdout
    assert "Blocked 0 nights; 5 nights already blocked." in again


def test_a_file_that_is_not_a_calendar_exits_1(catalogue, tmp_path):
    path = tmp_path / "listings.csv"
    path.write_text("id,name\n1,Hanok\n")
    result = stays("calendar", "import", "stay:0000001", str(path), "--database", str(catalogue), check=False)
    assert result.returncode == 1
    assert "not an iCalendar file" in result.stderr
