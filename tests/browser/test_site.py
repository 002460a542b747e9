"""The built book in a real browser: every page loads cleanly and every internal link lands,
no page is too long to read, the rule chapters show rulings rather than code, the printed
pages' PDFs are there, and screenshots of the reader's pages are kept beside the site.

Run with ``make browser-test`` (not part of ``make test``). The site folder is
``$TAROKK_SITE`` (default ``book/_build/html``); screenshots go to ``screenshots/``
next to it. Chromium is Debian's ``/usr/bin/chromium``, driven by playwright.
"""

import contextlib
import os
import re
import threading
from collections.abc import Iterator
from functools import cache, partial
from html.parser import HTMLParser
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from urllib.parse import quote, unquote, urlsplit

import pytest
from playwright.sync_api import Browser, Error, Page, Response, sync_playwright
from playwright.sync_api import TimeoutError as PlaywrightTimeout

from tarokk.core.catalogue import catalogue

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
# About 15,000 px at 1280 px wide is as long as a page may be; the bundled source editions
# (sources/) are the exception, and so are the generated index and the code's source pages.
LONGEST_PAGE = 15_500
LONG_PAGES_ALLOWED = ("sources/", "_modules/", "api/", "genindex.html", "hu/genindex.html")
"""Pages as long as what they list: the bundled sources, the code, the API reference of a module
and the index."""
# The rule chapters: the pages that state the catalogued rules. Their code is hidden behind
# a toggle or removed, except in their "Try it" sections.
RULE_CHAPTERS = sorted({f"{entry.page}.html" for entry in catalogue().values()})
VISIBLE_CODE = """() => [...document.querySelectorAll('.cell_input')]
    .filter(cell => cell.checkVisibility() && !cell.closest('section[id^="try-it"]'))
    .map(cell => cell.innerText.slice(0, 80))"""
# The pages a reader sees first, photographed at a desktop's and a phone's width.
SHOWN = [
    "index", "tutorial", *(name.removesuffix(".html") for name in RULE_CHAPTERS), "disputes", "odds",
    "quickref", "scoresheet",
]  # fmt: skip
WIDTHS = (1280, 390)
# The game chapters, in both editions: the family page and a chapter for each hosted game.
GAME_CHAPTERS = [
    f"{edition}{name}.html"
    for edition in ("", "hu/")
    for name in (
        "games",
        "magyar",
        "tapper",
        "kiralyhivasos",
        "trisak",
        "stromann",
        "tarokk54",
        "jokai",
        "droggn",
        "troggu",
        "trappola",
        "modositott",
        "rikiki",
    )
]
# How a table cell cut short ends (pandas cuts a long cell to "…" or "..."): a cell's text may hold an
# ellipsis, a quotation's gap or an interval, but never end with one.
TRUNCATED = ("…", "...")
TABLE_CELLS = """() => [...document.querySelectorAll('[role=main] td, [role=main] th')]
    .map(cell => cell.innerText.trim())"""
# The printed pages of both editions: each PDF made by `make book` and the number of A4 pages it has.
PDFS = {"quickref": 2, "scoresheet": 1, "hu/quickref": 2, "hu/scoresheet": 1}


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


PAGE_TIMEOUT = 120_000
"""How long a page may take to load, in milliseconds: the longest code pages take a while on a
busy machine."""
SETTLE_TIMEOUT = 20_000
"""How long a loaded page is given for the network to fall quiet, in milliseconds. Every image,
script and style sheet has come by then (the page has loaded), so a request still open on a
machine busy with the checks of two workers is no defect of the page: the checks go on."""


def open_page(browser: Browser, url: str, site: str, width: int = 1280) -> tuple[Page, list[str]]:
    """The page at ``url``, with its JavaScript errors and failed local requests so far.

    Requests off the site are refused, so the test needs no network.
    """
    page = browser.new_page(viewport={"width": width, "height": 900})
    page.set_default_timeout(PAGE_TIMEOUT)
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
    with contextlib.suppress(PlaywrightTimeout):
        page.wait_for_load_state("networkidle", timeout=SETTLE_TIMEOUT)
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
    height = page.evaluate("document.documentElement.scrollHeight")
    if height > LONGEST_PAGE and not name.startswith(LONG_PAGES_ALLOWED):
        problems.append(f"the page is {height} px long at 1280 px wide (at most {LONGEST_PAGE})")
    if name in RULE_CHAPTERS:
        problems += [f"code shown outside a Try it section: {code!r}" for code in page.evaluate(VISIBLE_CODE)]
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


def test_the_checks_see_the_rule_chapters():
    assert {"bidding.html", "talon.html", "scoring-figures.html"} <= set(RULE_CHAPTERS) <= set(PAGES)


def cut_short(cells: list[str]) -> list[str]:
    """The cells whose text ends with an ellipsis: cut short, not shown whole."""
    return [cell for cell in cells if cell.endswith(TRUNCATED)]


def test_a_cell_cut_short_is_seen():
    cells = ["S, XXI, XVIII, XV, XIV, XII, XI, IV, I, K á, T...", "Who leads to the first trick: seat A, the deal…"]
    assert cut_short([*cells, "12.6% … 14.9%", "„legalább 48 pontot … ütéseiben”", "+3"]) == cells


@pytest.mark.parametrize("name", GAME_CHAPTERS)
def test_no_table_cell_on_a_game_chapter_is_cut_short(browser: Browser, site: str, name: str):
    """Every cell of every table on the game chapters shows its whole text: a hand, a trick or
    an option's sources cut off with an ellipsis tells the reader nothing."""
    assert name in PAGES, f"no game chapter {name} in the built site"
    page, problems = open_page(browser, f"{site}/{name}", site)
    cells = page.evaluate(TABLE_CELLS)
    page.close()
    cut = cut_short(cells)
    assert cells, f"{name}: no table cell found"
    assert not cut, f"{name}: {len(cut)} table cell(s) cut short:\n" + "\n".join(f"…{cell[-80:]}" for cell in cut)
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("width", WIDTHS)
@pytest.mark.parametrize("name", SHOWN)
def test_screenshot(browser: Browser, site: str, name: str, width: int):
    page, problems = open_page(browser, f"{site}/{name}.html", site, width)
    shot = SCREENSHOTS / f"{name}-{width}.png"
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=shot, full_page=True)
    page.close()
    assert not problems, "\n".join(problems)
    assert shot.stat().st_size > 10_000


@pytest.mark.parametrize(("name", "pages"), PDFS.items())
def test_printed_page(browser: Browser, site: str, name: str, pages: int):
    """The page links to its PDF, and the PDF is served as a PDF of the expected length."""
    page, problems = open_page(browser, f"{site}/{name}.html", site)
    links = page.eval_on_selector_all("a[href$='.pdf']", "links => links.map(a => a.href)")
    assert f"{site}/pdf/{name}.pdf" in links, f"{name}.html does not link to pdf/{name}.pdf: {links}"
    response = page.request.get(f"{site}/pdf/{name}.pdf")
    pdf = response.body()
    page.close()
    assert response.ok and response.headers["content-type"] == "application/pdf"
    assert pdf.startswith(b"%PDF-")
    assert len(re.findall(rb"/Type\s*/Page\b", pdf)) == pages
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("query", ["discard king", "skart király"])
def test_search_finds_the_rule_in_the_talon_chapter_and_quotes_its_prose(browser: Browser, site: str, query: str):
    page, problems = open_page(browser, f"{site}/search.html?q={quote(query)}", site)
    page.wait_for_selector("#search-results ul.search li p.context", timeout=30_000)
    page.wait_for_selector("#search-results p.search-summary", timeout=30_000)  # every result listed
    results = page.locator("#search-results ul.search li")
    found = [results.nth(number) for number in range(min(3, results.count()))]
    hrefs = [result.locator("a").first.get_attribute("href") or "" for result in found]
    talon_result = next((r for r, h in zip(found, hrefs, strict=True) if urlsplit(h).path.endswith("talon.html")), None)
    # several games' chapters state a rule on laying a king away; the talon chapter is among the first
    assert talon_result is not None, f"the first results for {query!r} are {hrefs}"
    snippet = " ".join(talon_result.locator("p.context").inner_text().split())
    page.close()
    talon, more = open_page(browser, f"{site}/talon.html", site)
    not_prose = talon.eval_on_selector_all(
        "[role=main] pre, [role=main] nav, [role=main] .contents, [role=main] .rule-code",
        "elements => elements.map(e => e.textContent)",
    )
    talon.close()
    lines = {" ".join(line.split()) for text in not_prose for line in text.splitlines()}
    quoted = sorted(line for line in lines if len(line) >= 12 and line in snippet)
    assert snippet and not quoted, f"the snippet {snippet!r} quotes code or a contents list: {quoted}"
    assert not problems + more, "\n".join(problems + more)
