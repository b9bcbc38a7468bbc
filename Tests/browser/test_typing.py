"""Typing as people do: three letters of a destination, and Korean through an input method that composes syllables
key by key. Every state the box shows is answered, and the first option is what `stays places suggest` answers for
the same text."""

import datetime
import json
import os
import subprocess

from selenium.webdriver.common.keys import Keys

from steps import NIGHTS

STAYS = os.environ.get("STAYS_BIN", ".build/debug/stays")
# The states a 2-beolsik input method shows while 서울 and 부산 are typed, then their initial consonants.
HANGUL_STATES = ["ㅅ", "서", "성", "서우", "서울", "ㅂ", "부", "붓", "부사", "부산", "ㅅㅇ", "ㅂㅅ"]
FIRST_TITLE = "const o = document.querySelector('#where-list [role=option] .option-title'); return o && o.textContent"
BOX_TEXT = "return document.querySelector('#where-input, [role=combobox]').value"


def first_title_from_command(text):
    """The first suggestion's title from the command line, on the same index as the server."""
    answer = subprocess.run([STAYS, "places", "suggest", text, "--format", "json", "--limit", "8"],
                            check=True, capture_output=True, text=True).stdout
    suggestions = json.loads(answer)["suggestions"]
    return suggestions[0]["title"] if suggestions else None


def expect_first_option(page, text, expected):
    """Waits until the box holds `text` and the list's first option is `expected`."""
    assert expected, f"the command line suggests nothing for {text!r}"
    page.wait(lambda: page.driver.execute_script(BOX_TEXT) == text and
              page.driver.execute_script(FIRST_TITLE) == expected, timeout=5,
              message=f"{text!r}: the first option is {page.driver.execute_script(FIRST_TITLE)!r}, not {expected!r}")


def compose(page, state):
    """Shows `state` in the box the way an input method does: the last syllable still being composed."""
    page.driver.execute_cdp_cmd("Input.imeSetComposition", {"text": "", "selectionStart": 0, "selectionEnd": 0})
    page.driver.execute_script("document.querySelector('[role=combobox]').value = ''")
    committed, composing = state[:-1], state[-1]
    if committed:
        page.driver.execute_cdp_cmd("Input.insertText", {"text": committed})
    page.driver.execute_cdp_cmd("Input.imeSetComposition",
                                {"text": composing, "selectionStart": 1, "selectionEnd": 1})


def test_three_letters_find_the_destination_first(page):
    page.open()
    where = page.by_role("combobox", "Where", exact=True)
    where.click()
    for text, expected in [("seo", "Seoul"), ("tok", "Tokyo"), ("bar", "Barcelona"), ("nai", "Nairobi")]:
        where.send_keys(Keys.CONTROL, "a")
        where.send_keys(text)
        assert first_title_from_command(text) == expected, text
        expect_first_option(page, text, expected)


def test_every_hangul_input_method_state_is_answered_like_the_command_line(page):
    page.open()
    page.by_role("combobox", "Where", exact=True).click()
    for state in HANGUL_STATES:
        compose(page, state)
        expect_first_option(page, state, first_title_from_command(state))
    page.check_accessibility("korean")


def test_enter_while_composing_does_not_choose(page):
    page.open()
    where = page.by_role("combobox", "Where", exact=True)
    where.click()
    compose(page, "서울")
    expect_first_option(page, "서울", first_title_from_command("서울"))
    where.send_keys(Keys.ARROW_DOWN)
    page.driver.execute_script("""
        const box = document.querySelector('[role=combobox]');
        box.dispatchEvent(new KeyboardEvent('keydown', {key: 'Enter', isComposing: true, bubbles: true}));""")
    page.settle(0.3)
    assert "place=" not in page.url_query()


def test_enter_takes_the_first_suggestion(page):
    page.open()
    where = page.by_role("combobox", "Where", exact=True)
    where.click()
    where.send_keys("seoul", Keys.ENTER)  # Enter at once, before or after the answer arrives
    page.wait(lambda: "place=geonames%3A1835848" in page.url_query() or "place=geonames:1835848" in page.url_query(),
              message="Enter after typing 'seoul' did not choose Seoul")


def open_results_and_retype(page, city, text):
    """Opens a search near Seoul from its URL, then types `text` over the place in Where; answers the field."""
    checkin = datetime.date.today() + datetime.timedelta(days=20)
    checkout = checkin + datetime.timedelta(days=NIGHTS)
    page.open(f"?place=geonames:1835848&checkin={checkin}&checkout={checkout}&adults=2")
    page.by_role("heading", f"near {city}")
    where = page.by_role("combobox", "Where", exact=True)
    where.click()
    where.send_keys(Keys.CONTROL, "a")
    where.send_keys(text)
    return where


def test_search_with_a_new_place_typed_searches_that_place(page, city):
    where = open_results_and_retype(page, city, "Busan")
    page.by_role("button", "Search", exact=True).click()
    page.by_role("heading", "near Busan", timeout=15)
    assert where.get_attribute("value") == "Busan"


def test_escape_twice_puts_back_the_place_the_results_show(page, city):
    where = open_results_and_retype(page, city, "tok")
    expect_first_option(page, "tok", "Tokyo")
    where.send_keys(Keys.ESCAPE, Keys.ESCAPE)
    page.wait(lambda: where.get_attribute("value") == city, message="the box no longer names the results' place")
    page.by_role("heading", f"near {city}")
