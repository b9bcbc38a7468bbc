"""The Filters dialog: a live count that the results then agree with, the URL and Back, focus, axe, a phone."""

import json
import re
import urllib.parse
import urllib.request

from selenium.webdriver.common.keys import Keys

from conftest import ARTIFACTS, make_driver
from page import Page
from steps import city_id, press, search_query

SHOWN = "return document.getElementById('filters-dialog').open"
FOCUSED_ID = "return document.activeElement && document.activeElement.id"


def listed_total(page, city):
    """The count the results heading gives, e.g. 312 from "312 stays near Seoul"."""
    heading = page.by_role("heading", f"near {city}")
    return int(heading.text.split()[0])


def settled_count(page):
    """N of the dialog's "Show N stays" once no count is being asked for."""
    show = page.by_role("button", "Show ", exact="prefix", scope=dialog(page))
    page.wait(lambda: show.get_attribute("aria-busy") == "false" and re.fullmatch(r"Show \d+ stays?", show.text))
    return int(show.text.split()[1])


def dialog(page):
    """The Filters dialog element."""
    return page.driver.find_element("id", "filters-dialog")


def open_filters(page):
    """Opens the dialog from the Filters button; answers the button."""
    button = page.by_role("button", "Filters", exact="prefix")
    button.click()
    page.wait(lambda: page.driver.execute_script(SHOWN))
    return button


def stay(base_url, stay_id):
    """The stay `stay_id` as the API describes it."""
    with urllib.request.urlopen(f"{base_url}/api/v1/stays/{urllib.parse.quote(stay_id)}") as answer:
        return json.load(answer)


def test_filters_narrow_the_results_back_undoes_them_and_reload_keeps_them(page, base_url, city):
    page.open(search_query(city_id(base_url, city)))
    unfiltered = listed_total(page, city)
    open_filters(page)
    assert page.driver.execute_script(FOCUSED_ID) == "filters-title", "focus moves into the dialog"
    assert settled_count(page) == unfiltered, "no filter yet: the same count as the results"

    page.by_role("button", "More bedrooms", exact=True).click()
    page.by_role("button", "More bedrooms", exact=True).click()
    page.by_role("checkbox", "Wi-Fi", exact=True).click()
    page.by_role("checkbox", "Kitchen", exact=True).click()
    page.by_role("checkbox", "Entire place", exact=True).click()
    assert page.driver.find_element("id", "filter-bedrooms").text == "2+"
    page.wait(lambda: settled_count(page) < unfiltered)
    expected = settled_count(page)
    assert expected > 0, "the seeded catalogue has entire places with two bedrooms, Wi-Fi and a kitchen"
    page.check_accessibility("filters-dialog")

    page.by_role("button", f"Show {expected} stay", exact="prefix").click()
    page.wait(lambda: not page.driver.execute_script(SHOWN))
    assert page.driver.execute_script(FOCUSED_ID) == "filters-button"
    query = page.url_query()
    assert "types=entire_place" in query and "bedrooms=2" in query and "amenities=wifi%2Ckitchen" in query, query
    page.wait(lambda: listed_total(page, city) == expected)
    assert page.by_role("button", "Filters", exact="prefix").text == "Filters · 4"
    page.wait(lambda: page.driver.find_element("id", "price-count").text.startswith(f"{expected} stay"))
    for row in page.driver.find_elements("css selector", "#results-list > li"):
        assert "Entire place" in row.text
        shown = stay(base_url, row.get_attribute("data-stay"))
        assert shown["bedrooms"] >= 2 and {"wifi", "kitchen"} <= set(shown["amenities"]), shown["id"]
    page.check_accessibility("filtered")

    page.driver.back()
    page.wait(lambda: "bedrooms=" not in page.url_query())
    page.wait(lambda: listed_total(page, city) == unfiltered)
    assert page.by_role("button", "Filters", exact="prefix").text == "Filters"
    page.driver.forward()
    page.wait(lambda: listed_total(page, city) == expected)
    page.driver.refresh()
    page.wait(lambda: listed_total(page, city) == expected)
    assert page.by_role("button", "Filters", exact="prefix").text == "Filters · 4"


def test_escape_closes_filters_unapplied_and_focus_returns_to_the_button(page, base_url, city):
    page.open(search_query(city_id(base_url, city)))
    before = page.url_query()
    open_filters(page)
    page.by_role("checkbox", "Pool", exact=True).click()
    press(page, Keys.ESCAPE)
    page.wait(lambda: not page.driver.execute_script(SHOWN))
    assert page.driver.execute_script(FOCUSED_ID) == "filters-button"
    assert page.url_query() == before
    open_filters(page)
    assert not page.by_role("checkbox", "Pool", exact=True).is_selected(), "what was not applied is forgotten"


def test_a_linked_filter_that_leaves_nothing_says_show_0_stays(page, base_url, city):
    page.open(search_query(city_id(base_url, city)) + "&bedrooms=40&beds=99")
    assert "beds" in page.message(), "the unreadable minimum is reported"
    assert page.by_role("button", "Filters", exact="prefix").text == "Filters · 1"
    open_filters(page)
    assert settled_count(page) == 0
    show = page.by_role("button", "Show 0 stays", exact=True)
    assert show.get_attribute("aria-disabled") == "true"
    show.click()
    assert page.driver.execute_script(SHOWN), "nothing to show: the dialog stays open"
    page.by_role("button", "Clear all", exact=True).click()
    page.wait(lambda: settled_count(page) > 0)
    assert page.driver.find_element("id", "filter-bedrooms").text == "Any"


def test_filters_fill_a_phone_screen_and_every_control_is_reachable(base_url, city, request):
    driver = make_driver(390, 844)
    try:
        page = Page(driver, base_url, ARTIFACTS, request.node.name)
        page.open(search_query(city_id(base_url, city)))
        open_filters(page)
        box = driver.execute_script(
            "const r = document.getElementById('filters-dialog').getBoundingClientRect();"
            "const v = document.documentElement; return [r.left, r.top, r.width, r.height, v.clientWidth, v.clientHeight]")
        left, top, width, height, inner_width, inner_height = box
        assert (left, top) == (0, 0) and width == inner_width and height == inner_height, f"fills the screen: {box}"
        body = driver.execute_script(
            "const b = document.querySelector('.dialog-body'); return [b.scrollWidth, b.clientWidth]")
        assert body[0] <= body[1], f"no sideways scroll in the dialog: {body}"
        show = page.by_role("button", "Show ", exact="prefix", scope=dialog(page))
        assert show.rect["y"] + show.rect["height"] <= inner_height, "the footer is on screen"
        page.check_accessibility("phone-filters-dialog")
    finally:
        driver.quit()
