"""A host lists a place in the browser (issue 25): signs up from "Host your place", writes the listing with its town
chosen through the place search, finds it as a guest in a search, blocks nights on its calendar, and unlists it; a
refused field is named and focused. Axe checks the editor and the calendar."""

import datetime
import json
import urllib.parse
import urllib.request

from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import Select

from steps import city_id, search_query, sign_up


def click_first(page, selector):
    """Clicks the first element matching `selector` (found afresh: the calendar redraws after each change)."""
    found = page.driver.find_elements(By.CSS_SELECTOR, selector)
    if found:
        found[0].click()
    return bool(found)


def found_by_guests(base_url, city, listing, photo=False):
    """Whether a guest's search around `city` (a page of 100 at a time, near its centre) lists `listing` (with a card
    photo when `photo`)."""
    query = f"{base_url}/api/v1/stays{search_query(city_id(base_url, city))}&adults=1&radius=2&limit=100"
    cursor = ""
    while True:
        with urllib.request.urlopen(query + (f"&cursor={urllib.parse.quote(cursor)}" if cursor else "")) as answer:
            page = json.load(answer)
        found = [stay for stay in page["stays"] if stay["id"] == listing]
        if found:
            return not photo or bool(found[0]["photo"])
        cursor = page.get("nextCursor")
        if not cursor:
            return False


def open_hosting(page):
    page.open("?view=host")
    page.by_role("heading", "Your listings")
    sign_up(page)
    page.by_role("button", "Become a host").click()
    page.by_role("heading", "A new listing")


def fill_listing(page, city, title):
    page.by_role("textbox", "Title").send_keys(title)
    Select(page.driver.find_element(By.ID, "listing-roomType")).select_by_value("private_room")
    place = page.by_role("combobox", "Town or city")
    place.send_keys(city[:4])
    page.wait(lambda: page.all_by_role("option"))
    page.all_by_role("option")[0].find_element(By.TAG_NAME, "button").click()
    page.wait(lambda: page.driver.find_element(By.ID, "listing-latitude").get_attribute("value"))
    page.driver.find_element(By.ID, "listing-nightlyPrice").send_keys("88000")


def test_a_new_listing_is_found_by_guests_and_its_nights_can_be_blocked(page, base_url, city):
    open_hosting(page)
    title = f"Browser hanok {datetime.datetime.now():%H%M%S%f}"
    fill_listing(page, city, title)
    page.check_accessibility("editor")
    page.by_role("button", "Publish listing").click()
    page.wait(lambda: "is listed" in page.message(), message=page.message())
    row = page.driver.find_element(By.CSS_SELECTOR, ".host-listing")
    assert title in row.text and "Listed" in row.text
    listing = row.get_attribute("data-listing")

    assert found_by_guests(base_url, city, listing), "the new listing is not in a guest's search"

    page.by_role("button", "Calendar").click()
    page.by_role("heading", f"Calendar of {title}")
    night = (datetime.date.today() + datetime.timedelta(days=3)).isoformat()
    page.wait(lambda: click_first(page, f'[data-night="{night}"]'), message="no free night to click")
    page.wait(lambda: "Blocked 1 night." in page.message(), message=page.message())
    page.wait(lambda: page.driver.find_element(By.CSS_SELECTOR, f'[data-night="{night}"]')
              .get_attribute("aria-pressed") == "true", message="the night is not shown blocked")
    page.check_accessibility("calendar")

    page.by_role("button", "Make a new calendar address").click()
    address = page.driver.find_element(By.ID, "feed-address")
    page.wait(lambda: address.get_attribute("value"), message="no feed address")
    with urllib.request.urlopen(address.get_attribute("value")) as answer:
        feed = answer.read().decode()
    compact = night.replace("-", "")
    assert f"DTSTART;VALUE=DATE:{compact}" in feed and "SUMMARY:Not available" in feed

    page.by_role("button", "Unlist").click()
    page.wait(lambda: "hidden from guests" in page.message(), message=page.message())
    assert not found_by_guests(base_url, city, listing), "an unlisted listing is still in a guest's search"


def test_a_refused_field_is_named_and_focused(page, city):
    open_hosting(page)
    fill_listing(page, city, "Too many guests")
    guests = page.driver.find_element(By.ID, "listing-maximumGuests")
    guests.clear()
    guests.send_keys("40")
    page.by_role("button", "Publish listing").click()
    error = page.driver.find_element(By.ID, "listing-error")
    page.wait(lambda: "maximumGuests" in error.text, message=error.text)
    assert page.driver.switch_to.active_element.get_attribute("id") == "listing-maximumGuests"


def test_hosting_speaks_korean(korean_page):
    korean_page.open("?view=host")
    korean_page.by_role("heading", "내 숙소")
    assert korean_page.driver.find_element(By.ID, "host-link").text == "호스트 되기"
    korean_page.by_role("heading", "호스팅하려면 로그인하세요")


def test_an_imported_calendar_at_a_private_address_is_kept_with_its_reason(page, city):
    open_hosting(page)
    fill_listing(page, city, "Feed hanok")
    page.by_role("button", "Publish listing").click()
    page.wait(lambda: "is listed" in page.message(), message=page.message())
    page.by_role("button", "Calendar").click()
    page.by_role("textbox", "Calendar address").send_keys("http://127.0.0.1:9/calendar.ics")
    page.by_role("button", "Import calendar").click()
    page.wait(lambda: "The calendar is imported." in page.message(), message=page.message())
    feed = page.driver.find_element(By.CSS_SELECTOR, ".host-feed")
    assert "127.0.0.1 is not a public internet address" in feed.text
    page.by_role("button", "Stop importing").click()
    page.wait(lambda: "no longer imported" in page.message(), message=page.message())
    assert not page.driver.find_elements(By.CSS_SELECTOR, ".host-feed")


def test_the_pin_moves_with_a_click_on_the_map_and_with_the_arrow_keys(page, city):
    open_hosting(page)
    fill_listing(page, city, "Pinned hanok")
    latitude = page.driver.find_element(By.ID, "listing-latitude")
    longitude = page.driver.find_element(By.ID, "listing-longitude")
    start = (float(latitude.get_attribute("value")), float(longitude.get_attribute("value")))
    canvas = page.driver.find_element(By.CSS_SELECTOR, ".pin-map canvas")
    ActionChains(page.driver).move_to_element_with_offset(canvas, 60, 40).click().perform()
    page.wait(lambda: float(longitude.get_attribute("value")) > start[1], message="a click east did not move the pin")
    assert float(latitude.get_attribute("value")) < start[0], "a click south did not move the pin south"
    clicked = float(longitude.get_attribute("value"))
    page.driver.find_element(By.CSS_SELECTOR, ".pin-map").send_keys(Keys.ARROW_LEFT)
    page.wait(lambda: float(longitude.get_attribute("value")) < clicked, message="the left arrow did not move it west")


def test_a_photo_is_uploaded_shown_to_guests_and_a_non_image_refused(page, base_url, city, tmp_path):
    open_hosting(page)
    fill_listing(page, city, "Photo hanok")
    page.by_role("button", "Publish listing").click()
    page.wait(lambda: "is listed" in page.message(), message=page.message())
    page.by_role("button", "Photos").click()
    page.by_role("heading", "Photos of Photo hanok")
    picture = tmp_path / "room.png"
    picture.write_bytes(bytes(page.driver.execute_script(
        "const c = document.createElement('canvas'); c.width = 640; c.height = 480;"
        "const x = c.getContext('2d'); x.fillStyle = '#b0003a'; x.fillRect(0, 0, 640, 480);"
        "return Array.from(atob(c.toDataURL('image/png').split(',')[1]), (ch) => ch.charCodeAt(0));")))
    fake = tmp_path / "page.png"
    fake.write_text("<html><script>alert(1)</script></html>")
    files = page.driver.find_element(By.ID, "photo-files")
    files.send_keys(f"{picture}\n{fake}")
    page.by_role("button", "Upload").click()
    page.wait(lambda: "Added 1 photo." in page.message() or "was not added" in page.message(), message=page.message())
    page.wait(lambda: page.driver.find_elements(By.CSS_SELECTOR, ".photo-list img"), message="no photo listed")
    assert len(page.driver.find_elements(By.CSS_SELECTOR, ".photo-list img")) == 1, "the HTML file was taken as a photo"
    source = page.driver.find_element(By.CSS_SELECTOR, ".photo-list img").get_attribute("src")
    with urllib.request.urlopen(source) as answer:
        assert answer.headers["Content-Type"] == "image/jpeg" and answer.headers["X-Content-Type-Options"] == "nosniff"
    listing = page.driver.find_element(By.CSS_SELECTOR, ".host-listing").get_attribute("data-listing")
    with urllib.request.urlopen(f"{base_url}/api/v1/stays/{urllib.parse.quote(listing)}") as answer:
        assert len(json.load(answer)["photos"]) == 1
    assert found_by_guests(base_url, city, listing, photo=True), "the search card has no photo"
