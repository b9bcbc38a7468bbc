"""A flow a person can trust (issue 22): the calendar by keyboard across months, numbers that agree with each other,
and no choice the catalogue cannot answer. Each test failed on the code before its fix."""

import datetime
import json
import urllib.request

from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.keys import Keys

from steps import NIGHTS, choose_city

FOCUSED_DAY = "const a = document.activeElement; return a && a.dataset ? a.dataset.day || null : null"
SHOWN_DAYS = "return [...document.querySelectorAll('#when-panel [data-day]')].map(cell => cell.dataset.day)"


def rules(base_url):
    with urllib.request.urlopen(f"{base_url}/api/v1/rules") as answer:
        return json.load(answer)


def press(page, key):
    ActionChains(page.driver).send_keys(key).perform()


# MARK: - Defect 1: the calendar by keyboard


def test_arrow_keys_move_through_months_without_losing_focus(page, city):
    page.open()
    choose_city(page, city).send_keys(Keys.ENTER)
    page.wait(lambda: page.driver.execute_script(FOCUSED_DAY))
    day = datetime.date.fromisoformat(page.driver.execute_script(FOCUSED_DAY))
    moves = [(Keys.ARROW_RIGHT, 1)] + [(Keys.ARROW_DOWN, 7)] * 6 + [(Keys.ARROW_UP, -7)]
    for key, days in moves:
        press(page, key)
        day += datetime.timedelta(days=days)
        page.wait(lambda: page.driver.execute_script(FOCUSED_DAY) == day.isoformat(), timeout=3,
                  message=f"focus is on {page.driver.execute_script(FOCUSED_DAY)!r}, not {day}")
        assert day.isoformat() in page.driver.execute_script(SHOWN_DAYS)
    for key in (Keys.PAGE_DOWN, Keys.PAGE_DOWN, Keys.END, Keys.PAGE_UP):
        press(page, key)
        page.settle(0.2)
        focused = page.driver.execute_script(FOCUSED_DAY)
        assert focused and focused in page.driver.execute_script(SHOWN_DAYS), f"{key!r} dropped focus"
    press(page, Keys.ENTER)
    page.wait(lambda: "Now choose a check-out day" in page.driver.find_element("id", "when-summary").text)


# MARK: - Defect 3: numbers that agree


def search_query(city_id, nights=NIGHTS):
    checkin = datetime.date.today() + datetime.timedelta(days=30)
    checkout = checkin + datetime.timedelta(days=nights)
    return f"?place={city_id}&checkin={checkin}&checkout={checkout}"


def city_id(base_url, city):
    with urllib.request.urlopen(f"{base_url}/api/v1/places/suggestions?q={city}&limit=1") as answer:
        return json.load(answer)["suggestions"][0]["id"]


def test_a_linked_price_range_is_shown_as_it_is_with_the_count_listed(page, base_url, city):
    page.open(search_query(city_id(base_url, city)) + "&minPrice=100&maxPrice=250")
    heading = page.by_role("heading", f"near {city}")
    live = page.driver.find_element("id", "price-count")
    page.wait(lambda: live.text)
    listed = int(heading.text.split()[0])
    assert live.text == f"{listed} stay{'' if listed == 1 else 's'} from $100 to $250 a night"


def test_price_handles_stop_on_round_prices(page, base_url, city):
    page.open(search_query(city_id(base_url, city)))
    minimum = page.by_role("slider", "Minimum nightly price")
    maximum = page.by_role("slider", "Maximum nightly price")
    minimum.send_keys(Keys.ARROW_RIGHT, Keys.ARROW_RIGHT, Keys.ARROW_RIGHT)
    maximum.send_keys(Keys.ARROW_LEFT)
    page.wait(lambda: "maxPrice=" in page.url_query())
    for slider in (minimum, maximum):
        text = slider.get_attribute("aria-valuetext")
        assert text.startswith("$") and "." not in text, text
    heading = page.by_role("heading", f"near {city}")
    live = page.driver.find_element("id", "price-count")
    page.wait(lambda: heading.text.split()[0] == live.text.split()[0], timeout=5,
              message=f"{live.text!r} above {heading.text!r}")


# MARK: - Defect 5: no choice the catalogue cannot answer


def test_who_offers_no_more_guests_than_the_largest_stay_takes(page, base_url):
    largest = rules(base_url)["maximumGuests"]
    assert 1 < largest < 16, "the seeded catalogue's largest stay"
    page.open()
    page.by_role("button", "Who").click()
    for _ in range(20):
        add = page.by_role("button", "Add adult", exact=True)  # the steppers are drawn again on each click
        if not add.is_enabled():
            break
        add.click()
    assert page.driver.find_element("id", "who-adults").text == str(largest)
    assert f"At most {largest} guests" in page.driver.find_element("id", "who-panel").text
