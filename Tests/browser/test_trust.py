"""A flow a person can trust (issue 22): the calendar by keyboard across months, numbers that agree with each other,
and no choice the catalogue cannot answer. Each test failed on the code before its fix."""

import datetime
import json
import urllib.request
import uuid

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


def test_the_first_page_offers_destinations_that_start_a_search(page):
    page.open()
    page.by_role("heading", "Where people go")
    paris = page.by_role("button", "Paris", exact="prefix")
    page.check_accessibility("destinations")
    paris.click()
    page.wait(lambda: page.driver.execute_script("return document.getElementById('where').value") == "Paris")
    page.wait(lambda: "2988507" in page.url_query())
    assert page.driver.find_element("id", "when-button").get_attribute("aria-expanded") == "true"


# MARK: - Defect 4: actions with a way back


def post(base_url, path, body, token=None):
    headers = {"Content-Type": "application/json", **({"Authorization": f"Bearer {token}"} if token else {})}
    request = urllib.request.Request(f"{base_url}/api/v1/{path}", data=json.dumps(body).encode(), headers=headers)
    with urllib.request.urlopen(request) as answer:
        return json.load(answer)


def book(base_url, stay_id, checkin, checkout):
    """Books the nights as a new guest, through the API."""
    email = f"calendar-{uuid.uuid4().hex}@example.com"
    credentials = {"email": email, "name": "Calendar Guest", "password": "correct horse battery"}
    post(base_url, "accounts", credentials)
    token = post(base_url, "sessions", credentials)["token"]
    post(base_url, "reservations", {"stayId": stay_id, "checkin": str(checkin), "checkout": str(checkout)}, token)


def show_day(page, day):
    """The stay calendar's cell for `day`, paging the calendar forward or back to its month (at most two years)."""
    for _ in range(26):
        cells = page.driver.find_elements("css selector", f'.booking [data-day="{day}"]')
        if cells:
            return cells[0]
        shown = page.driver.find_element("css selector", ".booking [data-day]").get_attribute("data-day")
        direction = "Next month" if str(day) > shown else "Previous month"
        page.driver.find_element("css selector", f'.booking [aria-label="{direction}"]').click()
    raise AssertionError(f"the stay's calendar never showed {day}")


def test_a_stays_own_calendar_shows_its_booked_nights_and_keeps_the_stay(page, base_url, city):
    stay = json.load(urllib.request.urlopen(f"{base_url}/api/v1/stays?" + search_query(city_id(base_url, city))[1:]))
    stay_id = stay["stays"][-1]["id"]
    today = datetime.date.today()
    # The booked nights start on a month's third day, so the stay chosen before them starts in the month before.
    month = (today.replace(day=1) + datetime.timedelta(days=31 * (4 + uuid.uuid4().int % 12))).replace(day=1)
    booked = month + datetime.timedelta(days=2)
    book(base_url, stay_id, booked, booked + datetime.timedelta(days=2))
    page.open(f"?place={city_id(base_url, city)}&stay={stay_id}")
    page.by_role("button", "Choose dates", exact=True).click()
    page.wait(lambda: page.driver.execute_script(FOCUSED_DAY))
    night = show_day(page, booked)
    assert night.get_attribute("aria-disabled") == "true" and "booked" in night.get_attribute("aria-label")
    start = booked - datetime.timedelta(days=NIGHTS)
    show_day(page, start).click()
    over = show_day(page, booked + datetime.timedelta(days=1))
    assert over.get_attribute("aria-disabled") == "true", "a stay cannot run over a booked night"
    show_day(page, booked).click()  # leaving the morning the next guest arrives
    page.wait(lambda: f"checkin={start}" in page.url_query())
    assert "stay=" in page.url_query()
    page.by_role("heading", stay["stays"][-1]["title"], exact=True)
    page.wait(lambda: page.driver.find_elements("css selector", "table.breakdown"))


def test_back_from_a_stay_puts_focus_on_its_row(page, base_url, city):
    page.open(search_query(city_id(base_url, city)))
    link = page.wait(lambda: page.driver.find_elements("css selector", "#results-list > li a"))[0]
    stay_id = page.driver.find_element("css selector", "#results-list > li").get_attribute("data-stay")
    link.click()
    page.by_role("button", "← Back to results").click()
    page.wait(lambda: page.driver.execute_script(
        "const a = document.activeElement; return a && a.closest('li') && a.closest('li').dataset.stay") == stay_id)


# MARK: - Defect 6: words a person reads


def test_a_stay_that_is_not_listed_says_so_plainly(page):
    page.open("?stay=stay:9999999")
    page.by_role("heading", "This stay is not listed any more.")
    assert "stay:9999999" not in page.driver.find_element("id", "stay-view").text
    page.by_role("button", "← Back to search").click()
    page.by_role("heading", "Where people go")


def test_far_dates_show_their_year(page, base_url, city):
    far = datetime.date.today().replace(month=1, day=10) + datetime.timedelta(days=800)
    page.open(f"?place={city_id(base_url, city)}&checkin={far}&checkout={far + datetime.timedelta(days=3)}")
    page.wait(lambda: str(far.year) in page.driver.find_element("id", "when-value").text)


def test_who_comes_before_search_in_the_tab_order(page):
    page.open()
    page.by_role("button", "Who").click()
    page.by_role("button", "Add adult", exact=True)
    order = page.driver.execute_script(
        "return [...document.querySelectorAll('#search-form button, #search-form input')]"
        ".filter(e => e.offsetParent).map(e => e.id || e.getAttribute('aria-label') || e.textContent.trim())")
    assert order.index("Add adult") < order.index("Search"), order


def test_price_handles_are_touch_sized(page, base_url, city):
    page.open(search_query(city_id(base_url, city)))
    page.by_role("slider", "Minimum nightly price")
    size = page.driver.execute_script(
        "const s = getComputedStyle(document.getElementById('price-min'), '::-webkit-slider-thumb');"
        "return [parseFloat(s.width), parseFloat(s.height)]")
    assert min(size) >= 44, size


def test_a_phone_shows_stays_on_its_first_screen(phone_page, base_url, city):
    page = phone_page
    page.open(search_query(city_id(base_url, city)))
    page.wait(lambda: page.driver.find_elements("css selector", "#results-list > li"))
    top = page.driver.execute_script(
        "return document.querySelector('#results-list > li').getBoundingClientRect().top + scrollY")
    assert top < page.driver.execute_script("return innerHeight"), top
    assert page.driver.find_element("id", "filters").get_attribute("open") is None, "price and sort folded"
    page.driver.find_element("css selector", "#filters > summary").click()
    page.by_role("slider", "Minimum nightly price")
    page.check_accessibility("phone-filters")


def test_map_labels_stay_clear_of_pins_and_inside_the_map(page, base_url, city):
    page.open(search_query(city_id(base_url, city)))
    page.wait(lambda: page.driver.find_elements("css selector", "#map .pin"))
    clashes = page.driver.execute_script("""
      const map = document.getElementById('map').getBoundingClientRect();
      const boxes = (selector) => [...document.querySelectorAll(selector)].map(e => e.getBoundingClientRect());
      const meet = (a, b) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
      const labels = boxes('#map .town-label, #map .ring-label');
      return { labels: labels.length,
               underPins: labels.filter(l => boxes('#map .pin').some(p => meet(l, p))).length,
               outside: labels.filter(l => l.left < map.left || l.right > map.right || l.top < map.top || l.bottom > map.bottom).length };
    """)
    assert clashes["labels"] > 0 and clashes["underPins"] == 0 and clashes["outside"] == 0, clashes


def test_a_browser_that_says_nowhere_is_offered_the_worlds_destinations(page):
    page.driver.execute_cdp_cmd("Emulation.setTimezoneOverride", {"timezoneId": "UTC"})
    page.open()
    page.by_role("combobox", "Where", exact=True).click()
    page.wait(lambda: page.driver.find_element("id", "where-heading").text == "Where people go")
    first = page.driver.execute_script("return document.querySelector('#where-list [role=option] .option-title').textContent")
    assert first == "Bangkok", first


def test_a_complete_range_closes_the_calendar_and_who_is_next(page, city):
    page.open()
    choose_city(page, city).send_keys(Keys.ENTER)
    page.wait(lambda: page.driver.execute_script(FOCUSED_DAY))
    for key in (Keys.ARROW_DOWN, Keys.ENTER, Keys.ARROW_DOWN, Keys.ENTER):
        press(page, key)
        page.settle(0.1)
    page.wait(lambda: not page.driver.find_element("id", "when-panel").is_displayed())
    assert page.driver.switch_to.active_element.get_attribute("id") == "who-button"


def test_back_undoes_a_guest_change(page, base_url, city):
    page.open(search_query(city_id(base_url, city)))
    page.by_role("heading", f"near {city}")
    page.by_role("button", "Who").click()
    page.by_role("button", "Add adult", exact=True).click()
    page.wait(lambda: "adults=2" in page.url_query())
    page.driver.back()
    page.wait(lambda: "adults=2" not in page.url_query() and "checkin=" in page.url_query())
    page.wait(lambda: "1 guest" in page.by_role("button", "Who").text)


def test_where_lists_as_many_suggestions_as_the_rules_say(page, base_url):
    count = rules(base_url)["suggestionCount"]
    page.open()
    where = page.by_role("combobox", "Where", exact=True)
    where.click()
    where.send_keys("san")
    page.wait(lambda: page.driver.execute_script(
        "return document.querySelectorAll('#where-list [role=option]').length") == count,
        message=f"the list does not show {count} suggestions")
