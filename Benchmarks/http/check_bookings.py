"""Counts the reservations in a catalogue and the pairs of them that share a night of the same stay (must be 0)."""
import sqlite3
import sys

database = sqlite3.connect(f"file:{sys.argv[1]}?mode=ro", uri=True)
total = database.execute("SELECT COUNT(*) FROM reservations WHERE account_id IS NOT NULL").fetchone()[0]
overlaps = database.execute(
    """SELECT COUNT(*) FROM reservations AS a JOIN reservations AS b
       ON a.stay_id = b.stay_id AND a.id < b.id AND a.check_in < b.check_out AND b.check_in < a.check_out"""
).fetchone()[0]
print(f"{total} bookings made through the API; {overlaps} pairs of reservations overlap")
sys.exit(1 if overlaps else 0)
