"""Steps the browser tests share."""

import datetime
import json
import urllib.request
import uuid

from selenium.webdriver.common.action_chains import ActionChains

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


# The day that has focus in a calendar, and the days the main calendar shows.
FOCUSED_DAY = "const a = document.activeElement; return a && a.dataset ? a.dataset.day || null : null"
SHOWN_DAYS = "return [...document.querySelectorAll('#when-panel [data-day]')].map(cell => cell.dataset.day)"


def rules(base_url):
    """The rules the server publishes."""
    with urllib.request.urlopen(f"{base_url}/api/v1/rules") as answer:
        return json.load(answer)


def press(page, key):
    """Presses `key` wherever focus is."""
    ActionChains(page.driver).send_keys(key).perform()


def search_query(city_id, nights=NIGHTS):
    """The page query of a search around `city_id`, checking in 30 days from now."""
    checkin = datetime.date.today() + datetime.timedelta(days=30)
    checkout = checkin + datetime.timedelta(days=nights)
    return f"?place={city_id}&checkin={checkin}&checkout={checkout}"


def city_id(base_url, city):
    """The id of the first suggestion for `city`."""
    with urllib.request.urlopen(f"{base_url}/api/v1/places/suggestions?q={city}&limit=1") as answer:
        return json.load(answer)["suggestions"][0]["id"]


def sign_up(page):
    """Creates an account in the stay page's inline form; answers the name it signed up with."""
    page.by_role("button", "Create an account").click()
    name = f"Web Tester {uuid.uuid4().hex[:6]}"
    page.by_role("textbox", "Your name").send_keys(name)
    page.by_role("textbox", "Email").send_keys(f"web-{uuid.uuid4().hex}@example.com")
    page.by_role("textbox", "Password").send_keys("correct horse battery")
    page.by_role("button", "Create account", exact=True).click()
    return name
