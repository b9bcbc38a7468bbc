"""Measures the web app's figures in headless Chromium against a live server (not a test; prints a summary).

    python3 Tests/browser/measure.py BASE_URL [LANG]    (LANG: the browser's language, default en-US; e.g. ko-KR)

- key press → suggestions painted: Performance marks `where-key:TEXT` (the input event) and `where-painted:TEXT`
  (the frame after the list was drawn), over a replay of typed names at a quick typist's 150 ms a key (keys
  closer together than the field's 60 ms debounce are held back by design); p50/p95/max.
- first load → interactive Where field: the `where-ready` mark (ms since navigation start) in five new browsers
  with empty caches, and the median of ten reloads (answered 304 by ETag).
- bytes: every file the page loads (transfer sizes on the cold load), and the API answers after a search.
"""

import statistics
import sys
import time

sys.path.insert(0, __file__.rsplit("/", 1)[0])

from conftest import make_driver  # noqa: E402
from selenium.webdriver.common.by import By  # noqa: E402
from selenium.webdriver.support.ui import WebDriverWait  # noqa: E402

NAMES = ["Seoul", "Mumbai", "Springfield", "Shanghai", "Istanbul", "Lagos", "Berlin", "Sao Paulo", "Tokyo",
         "New York", "Paris", "Nairobi", "Melbourne", "Toronto", "Lima", "Cairo"]


KEY_INTERVAL = 0.150


def percentile(values, fraction):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(fraction * (len(ordered) - 1))))]


def ready_time(driver):
    WebDriverWait(driver, 10, 0.02).until(
        lambda d: d.execute_script("return performance.getEntriesByName('where-ready').length"))
    return driver.execute_script("return performance.getEntriesByName('where-ready')[0].startTime")


def cold_load(base, lang):
    """`where-ready` in a new browser with an empty cache."""
    driver = make_driver(1280, 900, lang=lang)
    try:
        driver.get(f"{base}/")
        return ready_time(driver)
    finally:
        driver.quit()


def main(base, lang="en-US"):
    colds = [cold_load(base, lang) for _ in range(4)]
    driver = make_driver(1280, 900, lang=lang)
    try:
        driver.get(f"{base}/")
        colds.append(ready_time(driver))
        files = driver.execute_script("""
            const nav = performance.getEntriesByType('navigation')[0];
            return [nav, ...performance.getEntriesByType('resource')].map(e => [e.name, e.transferSize, e.encodedBodySize]);""")
        static_bytes = sum(size for _, size, _ in files)
        reloads = []
        for _ in range(10):
            driver.get(f"{base}/")
            reloads.append(ready_time(driver))

        driver.get(f"{base}/")
        ready_time(driver)
        where = driver.find_element(By.ID, "where")
        where.send_keys("warm")  # the server reads its place index on first use
        WebDriverWait(driver, 30, 0.05).until(
            lambda d: d.execute_script("return performance.getEntriesByName('where-painted:warm').length"))
        durations = []
        for name in NAMES:
            driver.get(f"{base}/")
            ready_time(driver)
            where = driver.find_element(By.ID, "where")
            where.click()
            for length in range(1, len(name) + 1):
                text = name[:length]
                pressed = time.monotonic()
                where.send_keys(name[length - 1])
                if text != text.strip():
                    continue
                WebDriverWait(driver, 5, 0.005).until(lambda d: d.execute_script(
                    "return performance.getEntriesByName(arguments[0]).length", f"where-painted:{text}"))
                durations.append(driver.execute_script("""
                    const key = performance.getEntriesByName('where-key:' + arguments[0]).pop();
                    const painted = performance.getEntriesByName('where-painted:' + arguments[0]).pop();
                    return painted.startTime - key.startTime;""", text))
                time.sleep(max(0.0, KEY_INTERVAL - (time.monotonic() - pressed)))

        where = driver.find_element(By.ID, "where")
        where.clear()
        where.send_keys("Seoul")
        WebDriverWait(driver, 5, 0.02).until(lambda d: d.execute_script(
            "return performance.getEntriesByName('where-painted:Seoul').length"))
        where.send_keys("\ue015\ue007")  # ArrowDown, Enter
        driver.execute_script("performance.clearResourceTimings()")
        WebDriverWait(driver, 5, 0.05).until(lambda d: "place=" in d.execute_script("return location.search"))
        query = driver.execute_script("return location.search")
        driver.get(f"{base}/{query}&checkin=2027-03-01&checkout=2027-03-08&adults=2")
        WebDriverWait(driver, 10, 0.05).until(lambda d: d.find_elements(By.CSS_SELECTOR, "#results-list > li"))
        driver.execute_script("return new Promise(r => setTimeout(r, 500))")
        page_bytes = driver.execute_script("""
            const nav = performance.getEntriesByType('navigation')[0];
            return [nav, ...performance.getEntriesByType('resource')].reduce((sum, e) => sum + e.transferSize, 0);""")
        api_bytes = driver.execute_script("""
            return performance.getEntriesByType('resource').filter(e => e.name.includes('/api/'))
              .reduce((sum, e) => sum + e.encodedBodySize, 0);""")
    finally:
        driver.quit()

    print(f"key press → suggestions painted: p50 {percentile(durations, 0.5):.1f} ms, "
          f"p95 {percentile(durations, 0.95):.1f} ms, max {max(durations):.1f} ms over {len(durations)} keys "
          f"({len(NAMES)} names)")
    print(f"first load → interactive Where: cold (new browser, empty cache) median {statistics.median(colds):.0f} ms, "
          f"worst {max(colds):.0f} ms over {len(colds)} browsers; reloads (304s) median "
          f"{statistics.median(reloads):.0f} ms over {len(reloads)}")
    print(f"bytes: {static_bytes / 1024:.1f} KB for the app's {len(files)} files on a cold load "
          f"(uncompressed bodies {sum(body for _, _, body in files) / 1024:.1f} KB); "
          f"a results page after a search: {page_bytes / 1024:.1f} KB transferred, {api_bytes / 1024:.1f} KB of it API")


if __name__ == "__main__":
    main(sys.argv[1].rstrip("/") if len(sys.argv) > 1 else "http://127.0.0.1:18765", *sys.argv[2:3])
