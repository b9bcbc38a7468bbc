"""The whole search and booking flow in Chromium, found by roles and labels, with axe on every step."""

import datetime
import time
import uuid

from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import Select

NIGHTS = 7  # the longest minimum stay the seeded catalogue has


def day_label(day):
    return day.strftime("%A, %B ") + str(day.day) + day.strftime(", %Y")


def choose_city(page, city):
    where = page.by_role("combobox", "Where", exact=True)
    where.click()
    where.send_keys(city)
    page.wait(lambda: page.all_by_role("option", f"{city}, ", exact="prefix"))
    return where


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
    page.wait(lambda: int(page.by_role("heading", f"near {city}").text.split()[0]) <= total)
    maximum = page.by_role("slider", "Maximum nightly price")
    maximum.send_keys(Keys.END)
    page.check_accessibility("price")

    # Sort by price: nightly prices ascend.
    Select(page.by_role("combobox", "Sort by")).select_by_visible_text("Lowest price")
    page.wait(lambda: "sort=price" in page.url_query())
    page.settle(0.5)
    prices = page.driver.execute_script(
        "return [...document.querySelectorAll('.stay-price strong')].map(e => Number(e.textContent.replace(/[^0-9.]/g, '')))")
    assert prices == sorted(prices)

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
    page.by_role("button", f"Cancel reservation at {title}").click()
    page.wait(lambda: "Cancelled" in page.message())
    page.wait(lambda: not page.driver.find_elements("css selector", ".trip"))
    page.check_accessibility("cancelled")


def test_a_group_opens_the_list_of_its_places(page, city):
    page.open()
    where = choose_city(page, city)
    group = page.by_role("option", f"{city} airports")
    assert "places" in group.text
    group.click()
    heading = page.wait(lambda: page.driver.find_element("id", "where-heading").text.count("places") and
                        page.driver.find_element("id", "where-heading"))
    assert heading.text.startswith(f"{city} airports · ")
    options = page.all_by_role("option")
    assert len(options) == int(heading.text.split("·")[1].split()[0]) >= 1
    page.check_accessibility("group")
    where.send_keys(Keys.ARROW_DOWN, Keys.ENTER)
    page.wait(lambda: "place=airport" in page.url_query() or "place=geonames" in page.url_query())


def test_a_stale_answer_never_replaces_a_newer_one(page, city):
    page.open()
    slow = city[:3]
    page.driver.execute_script("""
        const slow = arguments[0];
        const original = window.fetch.bind(window);
        window.slowAnswered = false;
        window.fetch = async (url, options = {}) => {
          if (String(url).includes(`q=${encodeURIComponent(slow)}&`)) {
            await new Promise((resolve) => setTimeout(resolve, 1500));
            const { signal, ...rest } = options;   // ignore the abort: the answer still arrives, late
            const response = await original(url, rest);
            window.slowAnswered = true;
            return response;
          }
          return original(url, options);
        };""", slow)
    where = page.by_role("combobox", "Where", exact=True)
    where.click()
    where.send_keys(slow)
    time.sleep(0.2)
    where.send_keys(city[3:])
    page.by_role("option", f"{city}, ", exact="prefix")
    page.wait(lambda: page.driver.execute_script("return window.slowAnswered"), timeout=5)
    page.settle(0.3)
    bold = page.driver.execute_script("return document.querySelector('#where-list b').textContent")
    assert bold == city, "the slow answer for the shorter text replaced the newer one"


def test_back_and_forward_restore_the_search(page, city):
    page.open()
    choose_city(page, city).send_keys(Keys.ARROW_DOWN, Keys.ENTER)
    page.wait(lambda: "place=" in page.url_query())
    place = page.url_query()
    checkin = datetime.date.today() + datetime.timedelta(days=20)
    checkout = checkin + datetime.timedelta(days=NIGHTS)
    search = f"{place}&checkin={checkin}&checkout={checkout}&adults=2"
    page.open(search)
    page.by_role("heading", f"near {city}")
    assert page.by_role("combobox", "Where").get_attribute("value") == city
    Select(page.by_role("combobox", "Sort by")).select_by_value("rating")
    page.wait(lambda: "sort=rating" in page.url_query())
    page.driver.back()
    page.wait(lambda: "sort=" not in page.url_query())
    page.wait(lambda: page.by_role("combobox", "Sort by").get_attribute("value") == "recommended")
    page.driver.forward()
    page.wait(lambda: page.by_role("combobox", "Sort by").get_attribute("value") == "rating")
    page.driver.refresh()
    page.wait(lambda: page.by_role("combobox", "Sort by").get_attribute("value") == "rating")
    assert f"{NIGHTS} nights" in page.by_role("button", "When").text
    assert "2 guests" in page.by_role("button", "Who").text
    page.by_role("heading", f"near {city}")
    page.check_accessibility("restored")


def test_errors_are_messages_not_blank_pages(page):
    page.open("?place=geonames:0&checkin=2020-01-01&checkout=nope&adults=0")
    page.wait(lambda: "checkout" in page.message() and "adult" in page.message())
    page.check_accessibility("bad-link")
    page.driver.execute_script("window.fetch = () => Promise.reject(new TypeError('offline'))")
    where = page.by_role("combobox", "Where", exact=True)
    where.send_keys("Par")
    page.wait(lambda: "cannot be reached" in page.driver.find_element("id", "where-heading").text)


def test_a_phone_sees_one_month_and_no_sideways_scroll(phone_page, city):
    page = phone_page
    page.open()
    choose_city(page, city).send_keys(Keys.ARROW_DOWN, Keys.ENTER)
    assert len(page.wait(lambda: page.all_by_role("grid"))) == 1
    page.check_accessibility("phone-when")
    place = page.url_query()
    checkin = datetime.date.today() + datetime.timedelta(days=30)
    page.open(f"{place}&checkin={checkin}&checkout={checkin + datetime.timedelta(days=NIGHTS)}")
    page.by_role("heading", f"near {city}")
    assert page.driver.execute_script("return document.documentElement.scrollWidth") <= 360
    assert not page.driver.find_element("id", "map").is_displayed()
    page.driver.execute_script("document.getElementById('price').scrollIntoView()")
    page.check_accessibility("phone-results")


def test_recommendations_use_the_location_when_allowed(located_page, base_url):
    page = located_page
    page.driver.execute_cdp_cmd("Browser.grantPermissions", {"origin": base_url, "permissions": ["geolocation"]})
    page.driver.execute_cdp_cmd("Emulation.setGeolocationOverride",
                                {"latitude": 37.5665, "longitude": 126.978, "accuracy": 50})
    page.open()
    page.by_role("combobox", "Where", exact=True).click()
    page.wait(lambda: page.driver.find_element("id", "where-heading").text == "Popular near you")
    subtitles = " ".join(option.text for option in page.all_by_role("option"))
    assert "South Korea" in subtitles


def test_show_more_adds_the_next_page(page, city):
    page.open()
    choose_city(page, city).send_keys(Keys.ARROW_DOWN, Keys.ENTER)
    page.wait(lambda: "place=" in page.url_query())
    checkin = datetime.date.today() + datetime.timedelta(days=40)
    page.open(f"{page.url_query()}&checkin={checkin}&checkout={checkin + datetime.timedelta(days=NIGHTS)}")
    total = int(page.by_role("heading", f"near {city}").text.split()[0])
    rows = lambda: page.driver.find_elements("css selector", "#results-list > li")  # noqa: E731
    assert total > len(rows()) == 10, "the catalogue needs more than one page of stays here"
    page.by_role("button", "Show more stays").click()
    page.wait(lambda: len(rows()) == min(total, 20))
    ids = [row.get_attribute("data-stay") for row in rows()]
    assert len(set(ids)) == len(ids)
    assert page.driver.switch_to.active_element.text == rows()[10].find_element("css selector", "a").text
