"""The extras the issue asks for: a group's list, stale answers, back/forward, errors, location, paging, phone."""

import datetime
import time

from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import Select

from steps import NIGHTS, choose_city

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
    page.driver.switch_to.active_element.send_keys(Keys.ESCAPE)
    page.wait(lambda: not page.all_by_role("grid"))
    assert page.driver.switch_to.active_element.get_attribute("id") == "when-button"
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
