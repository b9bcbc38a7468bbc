"""A page object that finds controls the way a person or a screen reader does: by role and accessible name."""

import os
import time

import axe_core_python
from axe_selenium_python import Axe
from selenium.common.exceptions import StaleElementReferenceException, WebDriverException
from selenium.webdriver.support.ui import WebDriverWait

# axe-selenium-python drives axe-core, but the axe-core 3.1.1 it bundles (2018) predates ARIA 1.2 and flags the
# `<input role="combobox">` pattern the issue asks for; axe-core-python ships axe-core 4.4, which knows it.
AXE_CORE = os.path.join(os.path.dirname(axe_core_python.__file__), "axe.min.js")

# Role and name of an element, from explicit roles, the HTML's implicit ones, aria-label(ledby), <label> and text.
FIND_BY_ROLE = r"""
const [role, name, exact, scope] = arguments;
const implicit = (el) => {
  const tag = el.tagName.toLowerCase();
  if (tag === 'button') return 'button';
  if (tag === 'a' && el.hasAttribute('href')) return 'link';
  if (/^h[1-6]$/.test(tag)) return 'heading';
  if (tag === 'select') return 'combobox';
  if (tag === 'li') return 'listitem';
  if (tag === 'ul' || tag === 'ol') return 'list';
  if (tag === 'input') return ({range: 'slider', checkbox: 'checkbox', submit: 'button', button: 'button'})[el.type] || 'textbox';
  return null;
};
const text = (el) => (el.textContent || '').replace(/\s+/g, ' ').trim();
const accessibleName = (el) => {
  if (el.getAttribute('aria-labelledby')) {
    return el.getAttribute('aria-labelledby').split(/\s+/).map((id) => document.getElementById(id)).filter(Boolean).map(text).join(' ');
  }
  if (el.getAttribute('aria-label')) return el.getAttribute('aria-label');
  if (el.id) { const label = document.querySelector(`label[for="${el.id}"]`); if (label) return text(label); }
  return text(el);
};
const visible = (el) => !!(el.offsetWidth || el.offsetHeight || el.getClientRects().length) && !el.closest('[hidden]');
const root = scope || document;
return [...root.querySelectorAll('*')].filter((el) => {
  if ((el.getAttribute('role') || implicit(el)) !== role || !visible(el)) return false;
  const actual = accessibleName(el);
  if (name === null) return true;
  if (exact === 'prefix') return actual.startsWith(name);
  return exact ? actual === name : actual.toLowerCase().includes(name.toLowerCase());
});
"""


class Page:
    def __init__(self, driver, base_url, artifacts, test_name):
        self.driver = driver
        self.base_url = base_url
        self.artifacts = artifacts
        self.test_name = test_name
        self.step = 0

    # MARK: - Navigation and waiting

    def open(self, query=""):
        self.driver.get(f"{self.base_url}/{query}")
        self.wait(lambda: self.driver.execute_script("return performance.getEntriesByName('where-ready').length") > 0)

    def wait(self, condition, timeout=10, message=None):
        def check(_):
            try:
                return condition()
            except (StaleElementReferenceException, WebDriverException):
                return False
        return WebDriverWait(self.driver, timeout, poll_frequency=0.05).until(check, message)

    # MARK: - Finding

    def all_by_role(self, role, name=None, exact=False, scope=None):
        return self.driver.execute_script(FIND_BY_ROLE, role, name, exact, scope)

    def by_role(self, role, name=None, exact=False, scope=None, timeout=10):
        found = self.wait(lambda: self.all_by_role(role, name, exact, scope), timeout,
                          f"no {role} named {name!r} appeared")
        return found[0]

    def message(self):
        return self.driver.execute_script("return document.getElementById('message').textContent")

    def url_query(self):
        return self.driver.execute_script("return location.search")

    # MARK: - Evidence

    def screenshot(self, label):
        self.step += 1
        path = os.path.join(self.artifacts, f"{self.test_name}-{self.step:02d}-{label}.png")
        self.driver.save_screenshot(path)
        return path

    def check_accessibility(self, label):
        """Screenshots the step, then fails on any serious or critical axe-core violation."""
        self.screenshot(label)
        axe = Axe(self.driver, script_url=AXE_CORE)
        axe.inject()
        results = axe.run()
        bad = [v for v in results["violations"] if v.get("impact") in ("serious", "critical")]
        assert not bad, f"{label}: " + "; ".join(
            f"{v['id']} ({v['impact']}): {[n['target'] for n in v['nodes']][:3]}" for v in bad)

    def settle(self, seconds=0.3):
        time.sleep(seconds)
