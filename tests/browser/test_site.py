"""The built book in a real browser: every page loads cleanly and every internal link lands.

Run with ``make browser-test`` (not part of ``make test``). The site folder is
``$TAROKK_SITE`` (default ``book/_build/html``); screenshots go to ``screenshots/``
next to it. Chromium is Debian's ``/usr/bin/chromium``, driven by playwright.
"""

import os
import re
import threading
from collections.abc import Iterator
from functools import cache, partial
from html.parser import HTMLParser
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from urllib.parse import unquote, urlsplit

import pytest
from playwright.sync_api import Browser, Error, Page, Response, sync_playwright

ROOT = Path(__file__).parents[2]
SITE = Path(os.environ.get("TAROKK_SITE", ROOT / "book/_build/html")).resolve()
SCREENSHOTS = SITE.parent / "screenshots"
CHROMIUM_ARGS = [
    "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
    "--disable-background-networking", "--disable-component-update", "--disable-sync",
]  # fmt: skip
PAGES = sorted(
    path.relative_to(SITE).as_posix()
    for path in SITE.rglob("*.html")
    if not path.relative_to(SITE).as_posix().startswith(("_static/", "_sources/", "hu/_static/", "hu/_sources/"))
)
# The pages that carry the language switcher: every page written from MyST, in both editions
# (not the index, search and highlighted-source pages Sphinx generates).
BOOK_PAGES = [
    name
    for name in PAGES
    if name.removeprefix("hu/") not in ("genindex.html", "search.html", "index.html", "py-modindex.html")
    and not name.removeprefix("hu/").startswith("_modules/")
]
# A MyST role or directive left as text: the cell output or page was not rendered.
UNRENDERED = re.compile(r"\{(?:ref|term|doc|numref|eq|py:\w+|code-cell|glossary|rubric)\}")
ERROR_OUTPUTS = ".output.error, .output.traceback, .traceback, .system-message, .problematic"


class Quiet(SimpleHTTPRequestHandler):
    def log_message(self, format: str, *args: object) -> None:
        pass


@pytest.fixture(scope="module")
def site() -> Iterator[str]:
    """The site served on a free localhost port."""
    server = ThreadingHTTPServer(("127.0.0.1", 0), partial(Quiet, directory=str(SITE)))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    yield f"http://127.0.0.1:{server.server_address[1]}"
    server.shutdown()
    server.server_close()


@pytest.fixture(scope="module")
def browser() -> Iterator[Browser]:
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path="/usr/bin/chromium", args=CHROMIUM_ARGS)
        yield browser
        browser.close()


class Ids(HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.ids: set[str] = set()

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.ids |= {value for name, value in attrs if name in ("id", "name") and value}


@cache
def anchors(path: Path) -> frozenset[str]:
    """The ids (and names) a page's anchors can point at."""
    parser = Ids()
    parser.feed(path.read_text("utf-8"))
    return frozenset(parser.ids)


def broken_link(href: str) -> str | None:
    """Why a local ``href`` does not land, or None."""
    url = urlsplit(href)
    path = SITE / unquote(url.path).lstrip("/")
    if path.is_dir():
        path = path / "index.html"
    if not path.is_file():
        return f"{href}: no such page"
    if url.fragment and path.suffix == ".html" and unquote(url.fragment) not in anchors(path):
        return f"{href}: no anchor #{unquote(url.fragment)}"
    return None


def open_page(browser: Browser, url: str, site: str) -> tuple[Page, list[str]]:
    """The page at ``url``, with its JavaScript errors and failed local requests so far.

    Requests off the site are refused, so the test needs no network.
    """
    page = browser.new_page(viewport={"width": 1280, "height": 900})
    problems: list[str] = []

    def failed(response: Response) -> None:
        if response.url.startswith(site) and response.status >= 400:
            problems.append(f"HTTP {response.status}: {response.url}")

    def crashed(error: Error) -> None:
        problems.append(f"JavaScript error: {error.message}")

    page.on("pageerror", crashed)
    page.on("response", failed)
    page.route(lambda url: not url.startswith(site), lambda route: route.abort())
    page.goto(url, wait_until="load")
    page.wait_for_load_state("networkidle")
    return page, problems


def test_the_site_is_built():
    assert (SITE / "index.html").is_file(), f"no built book in {SITE}: run `make book` first"
    assert "rules.html" in PAGES and "bidding.html" in PAGES
    assert "hu/intro.html" in PAGES and "hu/tutorial.html" in PAGES


@pytest.mark.parametrize("name", PAGES)
def test_page(browser: Browser, site: str, name: str):
    page, problems = open_page(browser, f"{site}/{name}", site)
    page.evaluate("document.querySelectorAll('img[loading=lazy]').forEach(img => img.loading = 'eager')")
    page.wait_for_function("[...document.images].every(img => img.complete)")
    problems += [
        f"missing image: {src}"
        for src in page.eval_on_selector_all("img", "imgs => imgs.filter(i => i.naturalWidth === 0).map(i => i.src)")
    ]
    hrefs = page.eval_on_selector_all("a[href]", "links => links.map(a => a.href)")
    problems += filter(None, (broken_link(href) for href in set(hrefs) if href.startswith(site)))
    problems += [f"error output: {text[:200]}" for text in page.locator(ERROR_OUTPUTS).all_inner_texts()]
    text = page.evaluate(
        """() => {
            const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
            const out = [];
            while (walker.nextNode()) {
                const node = walker.currentNode;
                if (!node.parentElement.closest('code, pre, script, style, .highlight')) out.push(node.textContent);
            }
            return out.join(' ');
        }"""
    )
    text = " ".join(text.split())
    problems += [f"unrendered: …{text[max(0, m.start() - 60) : m.end() + 60]}…" for m in UNRENDERED.finditer(text)]
    page.close()
    assert not problems, "\n".join(problems)


def switcher(page: Page) -> tuple[str, str]:
    """The language switcher's link and the language it goes to."""
    link = page.locator(".edition-switcher a")
    assert link.count() == 1, f"{page.url}: no language switcher"
    return link.get_attribute("href") or "", link.get_attribute("hreflang") or ""


@pytest.mark.parametrize("name", BOOK_PAGES)
def test_language_switcher(browser: Browser, site: str, name: str):
    """Every page links to itself in the other edition (an English page not translated yet
    to the Hungarian front page, which lists it), and that page links back."""
    hungarian = name.startswith("hu/")
    page, problems = open_page(browser, f"{site}/{name}", site)
    _, language = switcher(page)
    assert language == ("en" if hungarian else "hu")
    page.locator(".edition-switcher a").click()
    page.wait_for_load_state("load")
    landed = page.url.removeprefix(f"{site}/")
    there = name.removeprefix("hu/") if hungarian else f"hu/{name}"
    if hungarian or (SITE / there).is_file():
        assert landed == there
        back, _ = switcher(page)
        page.locator(".edition-switcher a").click()
        page.wait_for_load_state("load")
        assert page.url.removeprefix(f"{site}/") == name, f"{there} switches back to {back}, not to {name}"
        assert page.locator('link[rel="alternate"][hreflang]').count() == 1
    else:
        assert landed == "hu/intro.html"
        assert page.locator(f'a[href="../{name}"]').count() or name.startswith(("api/", "sources/")), (
            f"the Hungarian front page does not list {name} as not translated yet"
        )
    page.close()
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize(("name", "shot"), [("index.html", "home.png"), ("bidding.html", "bidding.png")])
def test_screenshot(browser: Browser, site: str, name: str, shot: str):
    page, problems = open_page(browser, f"{site}/{name}", site)
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=SCREENSHOTS / shot)
    page.close()
    assert not problems, "\n".join(problems)
    assert (SCREENSHOTS / shot).stat().st_size > 10_000
