"""Fixtures for the browser suite: a headless Chromium per test, pointed at a live `stays serve`.

STAYS_WEB_BASE_URL  the server (default http://127.0.0.1:18765), already seeded (CI: 3,000 stays, seed 7)
STAYS_WEB_CITY      a city with stays in that catalogue (default Seoul)
STAYS_WEB_ARTIFACTS where screenshots go (default a new temporary folder)
STAYS_WEB_DOCS_SHOTS where test_korean.py keeps the Korean desktop and phone screenshots (docs/screenshots), if set

Browsers speak English (`--lang=en-US`) unless a fixture says otherwise (`korean_page`, `korean_phone_page`: ko-KR;
`british_page`: en-GB).
"""

import os
import tempfile

import pytest
from selenium import webdriver
from selenium.webdriver.chrome.service import Service

from page import Page

ARTIFACTS = os.environ.get("STAYS_WEB_ARTIFACTS") or tempfile.mkdtemp(prefix="stays-web-")


def make_driver(width, height, allow_location=False, lang="en-US"):
    """A headless Chromium through Debian's chromedriver, at a window of width × height CSS pixels, whose browser
    language is `lang` (its `navigator.languages` and `Accept-Language`: `lang`, then the bare language)."""
    options = webdriver.ChromeOptions()
    options.binary_location = os.environ.get("CHROMIUM", "/usr/bin/chromium")
    for argument in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu",
                     "--disable-extensions", f"--lang={lang}", f"--window-size={width},{height}"):
        options.add_argument(argument)
    # No location unless a test grants one (Chromium would otherwise ask a network location service).
    location_setting = 1 if allow_location else 2
    options.add_experimental_option("prefs", {
        "profile.default_content_setting_values.geolocation": location_setting,
        "intl.accept_languages": f"{lang},{lang.split('-')[0]}",
    })
    driver = webdriver.Chrome(service=Service(os.environ.get("CHROMEDRIVER", "/usr/bin/chromedriver")),
                              options=options)
    driver.set_window_size(width, height)
    return driver


def browser_page(base_url, request, width, height, **options):
    """A `Page` on a new Chromium of `make_driver(width, height, **options)`, quit after the test."""
    driver = make_driver(width, height, **options)
    yield Page(driver, base_url, ARTIFACTS, request.node.name)
    driver.quit()


@pytest.fixture(scope="session")
def base_url():
    return os.environ.get("STAYS_WEB_BASE_URL", "http://127.0.0.1:18765").rstrip("/")


@pytest.fixture(scope="session")
def city():
    return os.environ.get("STAYS_WEB_CITY", "Seoul")


@pytest.fixture
def page(base_url, request):
    yield from browser_page(base_url, request, 1280, 900)


@pytest.fixture
def located_page(base_url, request):
    yield from browser_page(base_url, request, 1280, 900, allow_location=True)


@pytest.fixture
def phone_page(base_url, request):
    yield from browser_page(base_url, request, 360, 780)


@pytest.fixture
def korean_page(base_url, request):
    """A desktop Chromium whose language is Korean (`--lang=ko-KR`, `Accept-Language: ko-KR,ko`)."""
    yield from browser_page(base_url, request, 1280, 900, lang="ko-KR")


@pytest.fixture
def korean_phone_page(base_url, request):
    yield from browser_page(base_url, request, 360, 780, lang="ko-KR")


@pytest.fixture
def british_page(base_url, request):
    """A desktop Chromium in British English, whose weeks start on Monday."""
    yield from browser_page(base_url, request, 1280, 900, lang="en-GB")


def pytest_terminal_summary(terminalreporter):
    terminalreporter.write_line(f"screenshots: {ARTIFACTS}")
