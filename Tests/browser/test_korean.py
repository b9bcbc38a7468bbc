"""The whole flow in Korean (`--lang=ko-KR`), found by Korean roles and names, with axe on every step: Korean words,
dates and counters, a Sunday-first calendar, no English left in the app's own words, and problems translated from
their codes."""

import datetime
import os
import re
import uuid

from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import Select

from steps import NIGHTS, city_id, search_query

WEEKDAYS = ["월", "화", "수", "목", "금", "토", "일"]  # Monday first, as Python counts
KOREAN_RANGE = re.compile(r"\d{1,2}월 \d{1,2}일 \(.\) – \d{1,2}월 \d{1,2}일 \(.\) · (\d+)박")
# The app's own words in view, leaving out what the catalogue's data is written in (titles, names, places, ids).
ENGLISH_WORDS = r"""
const data = `select, .stay-title, .option-title, .option-subtitle, .destination, #stay-heading, .town-label,
  .chosen-label, .facts dd, .trip, #message, .booking > p:first-of-type, .reserve, input, #results-heading, .brand,
  #account-name, .confirm`;
const words = [];
const walker = document.createTreeWalker(arguments[0] || document.body, NodeFilter.SHOW_TEXT);
for (let node = walker.nextNode(); node; node = walker.nextNode()) {
  const parent = node.parentElement;
  if (!parent || parent.closest(data) || parent.closest('[hidden]') || !parent.getClientRects().length) continue;
  words.push(...(node.textContent.match(/[A-Za-z]{2,}/g) || []).filter((word) => !['TV', 'km'].includes(word)));
}
return words;
"""


def korean_day_label(day):
    """A calendar day's accessible name in Korean: "2026년 12월 14일 월요일"."""
    return f"{day.year}년 {day.month}월 {day.day}일 {WEEKDAYS[day.weekday()]}요일"


def no_english(page, where):
    words = page.driver.execute_script(ENGLISH_WORDS, None)
    assert not words, f"{where}: English left in the app's words: {words[:12]}"


def test_korean_search_reserve_and_cancel(korean_page):
    page = korean_page
    page.open()
    assert page.driver.execute_script("return document.documentElement.lang") == "ko"
    where = page.by_role("combobox", "여행지", exact=True)
    assert where.get_attribute("placeholder") == "여행지 검색"
    assert page.driver.title == "Stays"
    no_english(page, "first page")
    page.check_accessibility("ko-first-page")

    # Where: the first suggestion for a typed name (its title may be in Korean or English).
    where.click()
    where.send_keys("Seoul")
    page.wait(lambda: page.driver.find_element("id", "where-heading").text == "검색 결과" and page.all_by_role("option"))
    assert "서울" in page.all_by_role("option")[0].text, "the place is named in Korean"
    page.check_accessibility("ko-where")
    where.send_keys(Keys.ARROW_DOWN, Keys.ENTER)
    page.wait(lambda: "place=" in page.url_query())

    # When: Sunday-first weeks, Korean month titles and day names, nights counted in Korean.
    grids = page.wait(lambda: page.all_by_role("grid"))
    headers = grids[0].find_elements("css selector", "th")
    assert [header.text for header in headers] == ["일", "월", "화", "수", "목", "금", "토"]
    assert headers[0].get_attribute("abbr") == "일요일"
    title = page.driver.find_element("css selector", ".month-title").text
    assert re.fullmatch(r"\d{4}년 \d{1,2}월", title), title
    checkin = datetime.date.today() + datetime.timedelta(days=10)
    while not page.all_by_role("gridcell", korean_day_label(checkin)):
        page.by_role("button", "다음 달").click()
    page.by_role("gridcell", korean_day_label(checkin)).click()
    page.driver.switch_to.active_element.send_keys(*([Keys.ARROW_RIGHT] * NIGHTS), Keys.ENTER)
    page.wait(lambda: "checkout=" in page.url_query())
    when = page.by_role("button", "날짜").text
    assert KOREAN_RANGE.search(when) and KOREAN_RANGE.search(when).group(1) == str(NIGHTS), when
    page.check_accessibility("ko-when")

    # Who: Korean steppers and counters.
    page.by_role("button", "여행자").click()
    assert not page.by_role("button", "성인 빼기").is_enabled()
    page.by_role("button", "성인 추가").click()
    page.wait(lambda: "adults=2" in page.url_query())
    assert "게스트 2명" in page.by_role("button", "여행자").text
    page.check_accessibility("ko-who")

    # Results, price and sort, in Korean.
    page.by_role("button", "검색", exact=True).click()
    heading = page.by_role("heading", "근처 숙소")
    assert "서울" in heading.text, heading.text
    total = int(re.search(r"숙소 ([\d,]+)개", heading.text).group(1).replace(",", ""))
    assert total > 0
    live = page.driver.find_element("id", "price-count")
    page.wait(lambda: "숙소" in live.text)
    assert live.text.startswith("1박 ") and f"숙소 {total:,}개" in live.text, live.text
    page.by_role("slider", "최저 1박 요금").send_keys(Keys.ARROW_RIGHT)
    page.wait(lambda: "minPrice=" in page.url_query())
    Select(page.by_role("combobox", "정렬 기준")).select_by_visible_text("총 요금 낮은 순")
    page.wait(lambda: "sort=price" in page.url_query())
    row = page.wait(lambda: page.driver.find_elements("css selector", "#results-list > li"))[0]
    assert re.search(r"게스트 \d+명", row.find_element("css selector", ".stay-kind").text)
    price = row.find_element("css selector", ".stay-price").text
    assert "총액" in price and re.search(r"₩[\d,]+000\b", price) and "≈" not in price, "won, in round thousands"
    assert "₩" in live.text, live.text
    page.by_role("button", "필터").click()
    page.by_role("heading", "필터", exact=True)
    page.check_accessibility("ko-filters")
    page.by_role("button", "필터 닫기").click()
    no_english(page, "results")
    page.check_accessibility("ko-results")

    # The stay: facts and the price breakdown in Korean.
    title = row.find_element("css selector", "h3 a").text
    page.by_role("link", title, exact=True).click()
    page.by_role("heading", title, exact=True)
    breakdown = page.driver.find_element("css selector", "table.breakdown").text
    assert f"× {NIGHTS}박" in breakdown and "청소비" in breakdown and "총 합계" in breakdown, breakdown
    assert "₩" in breakdown and "." not in breakdown.split("₩")[1].split()[0], "won have no decimals"
    assert "환불 정책" in page.driver.find_element("css selector", ".booking").text
    assert page.driver.title == "숙소 · Stays"
    page.check_accessibility("ko-stay")

    # Sign up and reserve.
    page.by_role("button", "새 계정 만들기").click()
    name = f"웹 테스터 {uuid.uuid4().hex[:6]}"
    page.by_role("textbox", "이름").send_keys(name)
    page.by_role("textbox", "이메일").send_keys(f"web-{uuid.uuid4().hex}@example.com")
    page.by_role("textbox", "비밀번호").send_keys("correct horse battery")
    no_english(page, "sign-up")
    page.check_accessibility("ko-sign-up")
    page.by_role("button", "계정 만들기", exact=True).click()
    ActionChains(page.driver).double_click(page.by_role("button", f"{name} 님으로 예약하기")).perform()

    # Trips, then cancel.
    page.by_role("heading", "여행", exact=True)
    page.wait(lambda: page.all_by_role("button", "예약 취소"))
    assert "예약 완료" in page.message()
    trip = page.driver.find_element("css selector", ".trip").text
    assert f"{NIGHTS}박" in trip and "게스트 2명" in trip and "예약자" in trip and "₩" in trip, trip
    no_english(page, "trips")
    page.check_accessibility("ko-trips")
    page.by_role("button", f"{title} 예약 취소").click()
    question = page.by_role("group", f"{title} 예약을 취소할까요?")
    assert "환불 정책" in question.text and "환불 금액은" in question.text, question.text
    page.check_accessibility("ko-cancel-question")
    page.by_role("button", "예약 유지", exact=True).click()
    assert page.driver.switch_to.active_element.text == "예약 취소"
    page.by_role("button", f"{title} 예약 취소").click()
    page.by_role("button", "네, 취소할게요", exact=True).click()
    page.wait(lambda: "예약을 취소했습니다" in page.message() and "환불액:" in page.message())
    assert "취소됨 · 환불액" in page.by_role("list", "취소된 여행", exact=True).text
    page.check_accessibility("ko-cancelled")


def test_weeks_start_on_sunday_in_korean_and_on_monday_in_british_english(korean_page, british_page):
    for page, first, abbr in ((korean_page, "일", "일요일"), (british_page, "Mon", "Monday")):
        page.open()
        page.by_role("button", "날짜" if page is korean_page else "When").click()
        grid = page.wait(lambda: page.all_by_role("grid"))[0]
        header = grid.find_element("css selector", "th")
        assert (header.text, header.get_attribute("abbr")) == (first, abbr)
        week = [cell.get_attribute("data-day") for cell in grid.find_elements("css selector", "tbody tr:nth-child(2) td")]
        weekday = datetime.date.fromisoformat(week[0]).isoweekday()
        assert weekday == (7 if page is korean_page else 1), week


def test_the_switcher_changes_the_language_and_keeps_the_search(page, base_url, city):
    query = search_query(city_id(base_url, city))
    page.open(query)
    page.by_role("heading", f"near {city}")
    switcher = page.by_role("combobox", "Language", exact=True)
    assert [option.text for option in Select(switcher).options] == ["English", "한국어"]
    page.check_accessibility("switcher")
    Select(switcher).select_by_visible_text("한국어")
    page.wait(lambda: page.driver.execute_script("return document.documentElement.lang") == "ko")
    page.by_role("heading", "근처 숙소")
    assert page.url_query() == query
    assert page.driver.switch_to.active_element.get_attribute("id") == "language", "focus stays on the switcher"
    page.driver.refresh()
    page.by_role("heading", "근처 숙소")  # remembered
    Select(page.by_role("combobox", "언어", exact=True)).select_by_visible_text("English")
    page.by_role("heading", f"near {city}")


def test_requests_ask_for_korean_and_problems_read_in_korean(korean_page):
    page = korean_page
    page.open()
    page.driver.execute_script("""
        const original = window.fetch.bind(window);
        window.asked = [];
        window.fetch = (url, options = {}) => {
          window.asked.push([String(url), (options.headers || {})['Accept-Language']]);
          return original(url, options);
        };""")
    where = page.by_role("combobox", "여행지", exact=True)
    where.click()
    where.send_keys("Busan")
    page.wait(lambda: page.all_by_role("option"))
    asked = page.driver.execute_script("return window.asked")
    assert asked and all(language == "ko-KR" for url, language in asked if "/api/v1/" in url), asked
    page.open("?stay=stay:99999999")
    page.wait(lambda: page.driver.find_element("id", "stay-heading").text == "더 이상 등록되어 있지 않은 숙소입니다.")
    page.by_role("button", "← 검색으로 돌아가기")
    page.check_accessibility("ko-problem")


def test_korean_screenshots(korean_page, korean_phone_page, base_url, city):
    """The Korean results on a desktop and a phone, kept in docs/screenshots when STAYS_WEB_DOCS_SHOTS names it."""
    folder = os.environ.get("STAYS_WEB_DOCS_SHOTS")
    checkin = datetime.date.today() + datetime.timedelta(days=10)
    query = f"?place={city_id(base_url, city)}&checkin={checkin}&checkout={checkin + datetime.timedelta(days=NIGHTS)}&adults=2"
    for page, name in ((korean_page, "ko-desktop.png"), (korean_phone_page, "ko-phone.png")):
        page.open(query)
        page.by_role("heading", "근처 숙소")
        page.wait(lambda: page.driver.find_elements("css selector", "#results-list > li"))
        page.settle(1.0)  # the map's cells
        no_english(page, name)
        page.check_accessibility(name[:-4])
        if folder:
            page.driver.save_screenshot(os.path.join(folder, name))


def test_the_first_load_with_its_one_catalogue_weighs_at_most_150_kb(page, korean_page):
    """The issue's budget for a cold first load, in English and in Korean (the larger catalogue)."""
    for each, catalogue in ((page, "en.json"), (korean_page, "ko.json")):
        each.open()
        each.settle(0.5)  # the first page's destinations
        files = each.driver.execute_script("""
            const nav = performance.getEntriesByType('navigation')[0];
            return [nav, ...performance.getEntriesByType('resource')].map(e => [e.name, e.transferSize]);""")
        assert [name.rsplit("/", 1)[1] for name, _ in files if "/web/messages/" in name] == [catalogue]
        total = sum(size for _, size in files)
        assert total <= 150 * 1024, f"{catalogue}: {total / 1024:.1f} KB in {len(files)} files"
