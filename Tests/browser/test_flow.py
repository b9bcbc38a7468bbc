"""The whole search and booking flow in Chromium, found by roles and labels, with axe on every step."""

import datetime
import re
import uuid

from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import Select

from steps import NIGHTS, day_label

def test_search_reserve_and_cancel(page, city):
    page.open()
    where = page.by_role("combobox", "Where", exact=True)
    assert where.aria_role == "combobox" and where.accessible_name == "Where"

    # Where: recommendations on focus, then suggestions with the typed part in bold.
    where.click()
    page.wait(lambda: page.all_by_role("option"))
    assert where.get_attribute("aria-expanded") == "true"
    page.check_accessibility("where-recommendations")
    where.send_keys(city)
    option = page.by_role("option", f"{city}, ", exact="prefix")
    assert option.find_element("css selector", "b").text == city
    page.check_accessibility("where-suggestions")
    where.send_keys(Keys.ARROW_DOWN)
    assert where.get_attribute("aria-activedescendant") == option.get_attribute("id")
    assert option.get_attribute("aria-selected") == "true"
    where.send_keys(Keys.ENTER)
    page.wait(lambda: "place=" in page.url_query())
    assert where.get_attribute("aria-expanded") == "false"

    # When: check-in by mouse, check-out by keyboard; nights counted; the past is disabled.
    grids = page.wait(lambda: page.all_by_role("grid"))
    assert len(grids) == 2
    yesterday = datetime.date.today() - datetime.timedelta(days=1)
    if yesterday.month == datetime.date.today().month:
        past = page.by_role("gridcell", day_label(yesterday))
        assert past.get_attribute("aria-disabled") == "true"
    checkin = datetime.date.today() + datetime.timedelta(days=10)
    while not page.all_by_role("gridcell", day_label(checkin)):
        page.by_role("button", "Next month").click()
    page.by_role("gridcell", day_label(checkin)).click()
    focused = page.driver.switch_to.active_element
    focused.send_keys(*([Keys.ARROW_RIGHT] * NIGHTS), Keys.ENTER)
    page.wait(lambda: "checkout=" in page.url_query())
    assert f"{NIGHTS} nights" in page.by_role("button", "When").text
    page.check_accessibility("when")

    # Who: steppers with the command line's limits.
    page.by_role("button", "Who").click()
    remove_adult = page.by_role("button", "Remove adult")
    assert not remove_adult.is_enabled()
    page.by_role("button", "Add adult").click()
    page.wait(lambda: "adults=2" in page.url_query())
    assert "2 guests" in page.by_role("button", "Who").text
    page.check_accessibility("who")

    # Results, price histogram and slider.
    page.by_role("button", "Search", exact=True).click()
    heading = page.by_role("heading", f"near {city}")
    total = int(heading.text.split()[0])
    assert total > 0
    rows = page.driver.find_elements("css selector", "#results-list > li")
    assert rows
    count = page.by_role("slider", "Minimum nightly price")
    live = page.driver.find_element("id", "price-count")
    assert live.text.startswith(f"{total} stay")
    page.check_accessibility("results")
    count.send_keys(Keys.ARROW_RIGHT, Keys.ARROW_RIGHT)
    page.wait(lambda: "minPrice=" in page.url_query())
    in_range = int(live.text.split()[0])
    assert in_range <= total
    # The count over the handles is the count of stays listed.
    page.wait(lambda: int(page.by_role("heading", f"near {city}").text.split()[0]) == in_range)
    maximum = page.by_role("slider", "Maximum nightly price")
    maximum.send_keys(Keys.END)
    page.check_accessibility("price")

    # Sort by total price: the totals shown in bold ascend.
    Select(page.by_role("combobox", "Sort by")).select_by_visible_text("Lowest total price")
    page.wait(lambda: "sort=price" in page.url_query())
    page.settle(0.5)
    prices = page.driver.execute_script(
        "return [...document.querySelectorAll('.stay-price strong')].map(e => Number(e.textContent.replace(/[^0-9.]/g, '')))")
    assert prices and prices == sorted(prices)

    # Hovering a row lights its pin, and the reverse.
    row = page.driver.find_elements("css selector", "#results-list > li")[0]
    ActionChains(page.driver).move_to_element(row).perform()
    stay_id = row.get_attribute("data-stay")
    pin = page.driver.find_element("css selector", f'.pin[data-stay="{stay_id}"]')
    page.wait(lambda: "active" in pin.get_attribute("class"))
    other = page.driver.find_elements("css selector", ".pin")[0]
    ActionChains(page.driver).move_to_element(other).perform()
    other_id = other.get_attribute("data-stay")
    page.wait(lambda: "active" in page.driver.find_element(
        "css selector", f'#results-list > li[data-stay="{other_id}"]').get_attribute("class"))
    assert page.driver.find_elements("css selector", ".town-label"), "nearby place names on the map"

    # Stay detail with the price breakdown.
    title = row.find_element("css selector", "h3 a").text
    page.by_role("link", title, exact=True).click()
    page.by_role("heading", title, exact=True)
    assert "stay=" in page.url_query()
    breakdown = page.driver.find_element("css selector", "table.breakdown").text
    assert f"× {NIGHTS} nights" in breakdown and "Cleaning fee" in breakdown and "Total" in breakdown
    assert "null" not in page.driver.find_element("css selector", ".booking").text
    assert "cancellation:" in page.driver.find_element("css selector", ".booking").text.lower(), "the policy at booking"
    page.check_accessibility("stay")

    # Sign up inline, then reserve with a double click: one booking.
    page.by_role("button", "Create an account").click()
    name = f"Web Tester {uuid.uuid4().hex[:6]}"
    page.by_role("textbox", "Your name").send_keys(name)
    page.by_role("textbox", "Email").send_keys(f"web-{uuid.uuid4().hex}@example.com")
    page.by_role("textbox", "Password").send_keys("correct horse battery")
    page.check_accessibility("sign-up")
    assert "null" not in page.driver.find_element("css selector", ".booking").text
    page.by_role("button", "Create account", exact=True).click()
    reserve = page.by_role("button", f"Reserve as {name}")
    ActionChains(page.driver).double_click(reserve).perform()

    # Trips: the one reservation, then cancel it.
    page.by_role("heading", "Trips", exact=True)
    page.wait(lambda: page.all_by_role("button", "Cancel reservation"))
    trips = page.driver.find_elements("css selector", ".trip")
    assert len(trips) == 1 and title in trips[0].text
    assert "Reserved" in page.message()
    page.check_accessibility("trips")
    # Cancelling asks first and names the refund; "Keep trip" keeps it.
    page.by_role("button", f"Cancel reservation at {title}").click()
    question = page.by_role("group", f"Cancel {title}?")
    assert re.search(r"cancellation policy you get back ₩[\d,]+ of ₩[\d,]+", question.text), question.text
    page.check_accessibility("cancel-question")
    page.by_role("button", "Keep trip", exact=True).click()
    assert page.driver.switch_to.active_element.text == "Cancel reservation"
    page.by_role("button", f"Cancel reservation at {title}").click()
    page.by_role("button", "Yes, cancel trip", exact=True).click()
    page.wait(lambda: "Cancelled" in page.message() and "Refund:" in page.message())
    # The trip is kept, under Cancelled, with what came back.
    cancelled = page.by_role("list", "Cancelled", exact=True)
    assert title in cancelled.text and "refunded ₩" in cancelled.text
    assert not page.all_by_role("button", "Cancel reservation", exact="prefix")
    page.check_accessibility("cancelled")

    # Back from Trips goes to the results, not to the stay's Reserve button.
    page.driver.back()
    page.by_role("heading", f"near {city}")
    assert "stay=" not in page.url_query()
    assert not page.all_by_role("button", "Reserve as", exact="prefix")
