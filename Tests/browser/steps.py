"""Steps the browser tests share."""

NIGHTS = 7  # the longest minimum stay the seeded catalogue has


def day_label(day):
    """A calendar day's accessible name: "Monday, December 14, 2026"."""
    return day.strftime("%A, %B ") + str(day.day) + day.strftime(", %Y")


def choose_city(page, city):
    """Types `city` into Where and waits for its option; answers the field."""
    where = page.by_role("combobox", "Where", exact=True)
    where.click()
    where.send_keys(city)
    page.wait(lambda: page.all_by_role("option", f"{city}, ", exact="prefix"))
    return where
