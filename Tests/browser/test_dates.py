"""Dates a guest may leave open or loose (issue 24): browsing without dates, then dates on a stay's own calendar or
the results page; a flexible week in a chosen month; exact dates give or take three days. The chips are toggle
buttons (`aria-pressed`) in the tab order; Dates and Flexible are tabs."""

import datetime
import json
import re
import urllib.request

from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import Select

from steps import FOCUSED_DAY, NIGHTS, choose_city, city_id, day_label, press, sign_up
from test_trust_details import book, show_day

ACTIVE = "const a = document.activeElement; return a && (a.getAttribute('aria-label') || a.textContent)"
ROW_DATES = ("return [...document.querySelectorAll('#results-list > li')].map(li => {"
             " const p = li.querySelector('.stay-dates'); const price = li.querySelector('.stay-price');"
             " return [p && p.dataset.checkin, p && p.dataset.checkout, p && p.textContent, price.textContent,"
             " !!price.querySelector('strong')]; })")


def heading(page, city):
    """The results heading once it names the city."""
    return page.by_role("heading", f"near {city}")


def listed(page, city):
    """The count the results heading gives, e.g. 312 from "312 stays near Seoul"."""
    return int(heading(page, city).text.split()[0])


def free_window(base_url, stay_id, nights=NIGHTS, before=0, after=0):
    """The first check-in 30 days or more from today with `nights` free nights on the stay's calendar, and `before`
    free nights before them and `after` after them."""
    with urllib.request.urlopen(f"{base_url}/api/v1/stays/{stay_id}/calendar") as answer:
        taken = set(json.load(answer)["takenNights"])
    start = datetime.date.today() + datetime.timedelta(days=30)
    while any(str(start + datetime.timedelta(days=n)) in taken for n in range(-before, nights + after)):
        start += datetime.timedelta(days=1)
    return start, start + datetime.timedelta(days=nights)


def first_stay(base_url, place):
    """The first stay a search without dates lists around `place`."""
    with urllib.request.urlopen(f"{base_url}/api/v1/stays?place={place}&limit=1") as answer:
        return json.load(answer)["stays"][0]


def pick_in_main_calendar(page, day):
    """Clicks `day` in the When calendar, paging forward to its month."""
    while not page.all_by_role("gridcell", day_label(day)):
        page.by_role("button", "Next month").click()
    page.by_role("gridcell", day_label(day)).click()


def rows(page):
    """Each row as (checkin, checkout, dates text, price text, has a bold total)."""
    return page.driver.execute_script(ROW_DATES)


def test_browse_without_dates_then_choose_them_on_a_stays_calendar_and_reserve(page, base_url, city):
    page.open()
    choose_city(page, city).send_keys(Keys.ENTER)
    page.by_role("button", "I'll add dates later", exact=True).click()
    page.wait(lambda: "add dates for exact prices" in heading(page, city).text)
    assert "checkin" not in page.url_query() and "place=" in page.url_query()
    assert listed(page, city) > 0
    assert page.driver.switch_to.active_element.get_attribute("id") == "who-button"
    shown = rows(page)
    # Seoul's stays are priced in won; an en-US browser shows dollars beside them, marked approximate.
    nightly_text = r"₩[\d,]+ a night \(≈ \$[\d,.]+\)"
    assert shown and all(not bold and re.fullmatch(nightly_text, price) for _, _, _, price, bold in shown), shown
    page.check_accessibility("browse")
    Select(page.by_role("combobox", "Sort by")).select_by_visible_text("Lowest nightly price")
    page.wait(lambda: "sort=price" in page.url_query())
    page.settle(0.5)
    nightly = [float(re.search(r"[\d,.]+", price).group().replace(",", "")) for *_, price, _ in rows(page)]
    assert nightly == sorted(nightly), nightly

    row = page.driver.find_element("css selector", "#results-list > li")
    stay_id, title = row.get_attribute("data-stay"), row.find_element("css selector", "h3 a").text
    page.by_role("link", title, exact=True).click()
    page.by_role("heading", title, exact=True)
    assert "Choose dates to see the price" in page.driver.find_element("css selector", ".booking").text
    checkin, checkout = free_window(base_url, stay_id)
    page.by_role("button", "Choose dates", exact=True).click()
    page.wait(lambda: page.driver.execute_script(FOCUSED_DAY))
    show_day(page, checkin).click()
    show_day(page, checkout).click()
    page.wait(lambda: f"checkin={checkin}" in page.url_query() and f"checkout={checkout}" in page.url_query())
    page.wait(lambda: page.driver.find_elements("css selector", "table.breakdown"))
    assert f"× {NIGHTS} nights" in page.driver.find_element("css selector", "table.breakdown").text
    page.check_accessibility("stay-dates-chosen")
    name = sign_up(page)
    page.by_role("button", f"Reserve as {name}").click()
    page.by_role("heading", "Trips", exact=True)
    page.wait(lambda: "Reserved" in page.message())
    assert title in page.message() and checkin.strftime("%b ") + str(checkin.day) in page.message()


def test_adding_dates_on_the_results_page_narrows_the_list(page, base_url, city):
    place = city_id(base_url, city)
    taken = first_stay(base_url, place)["id"]
    checkin, checkout = free_window(base_url, taken)
    book(base_url, taken, checkin, checkout)  # so one stay listed without dates is not free for them
    page.open(f"?place={place}")
    page.wait(lambda: "add dates for exact prices" in heading(page, city).text)
    browsing = listed(page, city)
    page.by_role("button", "When").click()
    pick_in_main_calendar(page, checkin)
    pick_in_main_calendar(page, checkout)
    page.wait(lambda: f"checkin={checkin}&checkout={checkout}" in page.url_query())
    page.wait(lambda: "add dates" not in heading(page, city).text)
    dated = listed(page, city)
    assert 0 < dated < browsing, (dated, browsing)
    assert not page.driver.find_elements("css selector", f'#results-list > li[data-stay="{taken}"]')
    assert all(bold and f"for {NIGHTS} nights" in price for *_, price, bold in rows(page))
    assert page.driver.find_element("css selector", "#sort option[value=price]").text == "Lowest total price"
    page.check_accessibility("dates-added")
    page.driver.back()
    page.wait(lambda: "add dates for exact prices" in heading(page, city).text)
    assert listed(page, city) == browsing


def test_a_flexible_week_in_a_chosen_month_lists_dates_in_that_month(page, base_url, city):
    page.open(f"?place={city_id(base_url, city)}")
    page.by_role("button", "When").click()
    dates_tab = page.by_role("tab", "Dates", exact=True)
    dates_tab.click()
    press(page, Keys.ARROW_RIGHT)  # the tabs by keyboard
    flexible_tab = page.by_role("tab", "Flexible", exact=True)
    assert flexible_tab.get_attribute("aria-selected") == "true" and page.driver.execute_script(ACTIVE) == "Flexible"
    today = datetime.date.today()
    month = (today.replace(day=1) + datetime.timedelta(days=62)).replace(day=1)
    page.by_role("button", "Week", exact=True).click()
    page.by_role("button", month.strftime("%B %Y"), exact=True).click()
    page.wait(lambda: f"flexible=week&months={month:%Y-%m}" in page.url_query())
    assert page.by_role("button", month.strftime("%B %Y"), exact=True).get_attribute("aria-pressed") == "true"
    assert page.by_role("button", "When").text.endswith(f"A week in {month:%b}")
    page.check_accessibility("flexible-week")
    page.wait(lambda: listed(page, city) > 0)
    shown = rows(page)
    for checkin, checkout, text, price, bold in shown:
        start = datetime.date.fromisoformat(checkin)
        assert (start.year, start.month) == (month.year, month.month), (checkin, month)
        assert datetime.date.fromisoformat(checkout) - start == datetime.timedelta(days=7)
        assert text.startswith(f"{start:%b} {start.day} – ") and bold and "for 7 nights" in price, (text, price)

    first = page.driver.find_element("css selector", "#results-list > li")
    title = first.find_element("css selector", "h3 a").text
    page.by_role("link", title, exact=True).click()
    page.wait(lambda: f"checkin={shown[0][0]}&checkout={shown[0][1]}" in page.url_query())
    page.wait(lambda: page.driver.find_elements("css selector", "table.breakdown"))
    assert "× 7 nights" in page.driver.find_element("css selector", "table.breakdown").text
    page.by_role("button", "← Back to results").click()
    page.wait(lambda: f"flexible=week&months={month:%Y-%m}" in page.url_query() and "stay=" not in page.url_query())

    # Dates chosen afterwards replace the months: the month chip is no longer pressed.
    page.by_role("button", "When").click()
    page.by_role("tab", "Dates", exact=True)
    assert page.by_role("tab", "Flexible", exact=True).get_attribute("aria-selected") == "true"
    page.by_role("tab", "Dates", exact=True).click()
    pick_in_main_calendar(page, month)
    pick_in_main_calendar(page, month + datetime.timedelta(days=NIGHTS))
    page.wait(lambda: "checkout=" in page.url_query() and "flexible" not in page.url_query())
    page.by_role("button", "When").click()
    page.by_role("tab", "Flexible", exact=True).click()
    assert page.by_role("button", month.strftime("%B %Y"), exact=True).get_attribute("aria-pressed") == "false"


def test_give_or_take_three_days_lists_windows_within_three_days(page, base_url, city):
    place = city_id(base_url, city)
    moved = first_stay(base_url, place)
    asked, leaving = free_window(base_url, moved["id"], before=NIGHTS + 3, after=3)
    # Booked up to the asked first night: the nearest free window starts a day later.
    book(base_url, moved["id"], asked - datetime.timedelta(days=moved["minimumNights"] - 1), asked + datetime.timedelta(days=1))
    page.open(f"?place={place}&checkin={asked}&checkout={leaving}")
    exact = listed(page, city)
    page.by_role("button", "When").click()
    page.driver.execute_script("[...document.querySelectorAll('#when-panel button')]"
                               ".find(b => b.textContent === 'Clear dates').focus()")
    for label in ("Exact dates", "± 1 day", "± 2 days", "± 3 days"):
        press(page, Keys.TAB)
        assert page.driver.execute_script(ACTIVE) == label, "the chips follow each other in the tab order"
    press(page, Keys.SPACE)
    page.wait(lambda: "flexDays=3" in page.url_query())
    assert page.by_role("button", "± 3 days", exact=True).get_attribute("aria-pressed") == "true"
    assert page.by_role("button", "Exact dates", exact=True).get_attribute("aria-pressed") == "false"
    page.check_accessibility("give-or-take")
    page.wait(lambda: listed(page, city) > exact)
    shown = f'#results-list > li[data-stay="{moved["id"]}"] .stay-dates'
    while not page.driver.find_elements("css selector", shown):
        page.by_role("button", "Show more stays").click()
        page.settle(0.3)
    row = page.driver.find_element("css selector", shown)
    assert row.get_attribute("data-checkin") == str(asked + datetime.timedelta(days=1)), row.text
    for checkin, checkout, text, price, bold in rows(page):
        start = datetime.date.fromisoformat(checkin)
        assert abs((start - asked).days) <= 3, (checkin, asked)
        assert (datetime.date.fromisoformat(checkout) - start).days == NIGHTS and bold, (text, price)
    page.driver.refresh()
    page.wait(lambda: page.by_role("button", "When").text.endswith("± 3 days"))


def test_search_straight_after_where_browses_on_a_phone(phone_page, city):
    page = phone_page
    page.open()
    choose_city(page, city).send_keys(Keys.ENTER)
    page.by_role("tab", "Flexible", exact=True).click()
    assert page.driver.execute_script("return document.documentElement.scrollWidth <= innerWidth"), "no sideways scroll"
    page.check_accessibility("phone-flexible")
    page.by_role("button", "Search", exact=True).click()
    page.wait(lambda: "add dates for exact prices" in heading(page, city).text)
    assert not page.message()


def test_a_link_with_timing_the_app_cannot_use_says_so_and_browses(page, base_url, city):
    page.open(f"?place={city_id(base_url, city)}&flexDays=5&months=2026-13")
    page.wait(lambda: "add dates for exact prices" in heading(page, city).text)
    assert page.message() == ('Some of the link could not be used: flexDays "5" is not one of 1, 2, 3, 7; '
                              "months needs flexible.")
    assert page.by_role("button", "When").text.endswith("Add dates")
