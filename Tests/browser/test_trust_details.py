"""A flow a person can trust (issue 22), part two: actions with a way back, and the words and details a person
meets. Each test failed on the code before its fix."""

import datetime
import json
import urllib.request
import uuid

from steps import FOCUSED_DAY, NIGHTS, city_id, search_query


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


def free_third_of_a_month(base_url, stay_id):
    """The third day of a month 4 to 15 months ahead (a random one first) from which the stay is free for two nights,
    and for the NIGHTS before it: the booked nights start on a month's third day, so the stay chosen before them
    starts in the month before. Other tests and the seed book nights too, so the stay's own calendar is asked."""
    with urllib.request.urlopen(f"{base_url}/api/v1/stays/{stay_id}/calendar") as answer:
        taken = set(json.load(answer)["takenNights"])
    first = datetime.date.today().replace(day=1)
    start = uuid.uuid4().int % 12
    for offset in [4 + (start + step) % 12 for step in range(12)]:
        booked = (first + datetime.timedelta(days=31 * offset)).replace(day=3)
        nights = [booked + datetime.timedelta(days=n) for n in range(-NIGHTS, 2)]
        if not any(str(night) in taken for night in nights):
            return booked
    raise AssertionError(f"{stay_id} has no free third of a month for this test")


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
    booked = free_third_of_a_month(base_url, stay_id)
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


def test_back_undoes_a_guest_change(page, base_url, city):
    page.open(search_query(city_id(base_url, city)))
    page.by_role("heading", f"near {city}")
    page.by_role("button", "Who").click()
    page.by_role("button", "Add adult", exact=True).click()
    page.wait(lambda: "adults=2" in page.url_query())
    page.driver.back()
    page.wait(lambda: "adults=2" not in page.url_query() and "checkin=" in page.url_query())
    page.wait(lambda: "1 guest" in page.by_role("button", "Who").text)


# MARK: - Defect 6: words and details


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
