"""Every Hungarian text of the project uses one vocabulary (tarokk/data/terminology.hu.toml).

The texts checked are everything the project writes in Hungarian: the Hungarian book
pages, the Hungarian fields of the rule catalogues, words, option and definition files and
of the book's data, the Hungarian template files and the CLI's translation. Quotations keep
their own spelling, so „…” spans, blockquotes, code and the fields that quote a source
(``quote``, ``says``, a dispute's source words) are skipped, and so are the bundled
editions of the sources (book/sources/), which are not Hungarian pages of ours.
"""

import re
import tomllib
from dataclasses import dataclass
from pathlib import Path

import pytest

ROOT = Path(__file__).parents[1]
TERMS = ROOT / "tarokk/data/terminology.hu.toml"

QUOTED = re.compile(r"„[^”]*”")
"""A quotation, in the Hungarian quotation marks every Hungarian text of the project uses."""

QUOTING_FIELDS = {"quote", "says", "cite"}
"""Catalogue and data fields that hold a source's own words."""


@dataclass(frozen=True)
class Variant:
    """A forbidden variant of a term: its name, the pattern that finds it, the word to use."""

    name: str
    pattern: re.Pattern[str]
    use: str
    allowed_in: tuple[str, ...]


def variants(path: Path = TERMS) -> list[Variant]:
    """The forbidden variants of the terminology file ``path``."""
    found = []
    for term in tomllib.loads(path.read_text("utf-8"))["term"]:
        for name, pattern in term.get("forbid", {}).items():
            allowed = tuple(term.get("allow", {}).get(name, ()))
            found.append(Variant(name, re.compile(pattern), term["use"], allowed))
    return found


def hits(text: str, where: str, line: int, vocabulary: list[Variant]) -> list[str]:
    """``where:line: „word” → use`` for each forbidden variant in one line of Hungarian ``text``."""
    text = QUOTED.sub(lambda quote: " " * len(quote.group()), text)
    return [
        f"{where}:{line}: „{match.group()}” ({variant.name}) → {variant.use}"
        for variant in vocabulary
        if not any(where.startswith(place) for place in variant.allowed_in)
        for match in variant.pattern.finditer(text)
    ]


# -- the Hungarian lines of each kind of file, as (line number, text)

FENCE = re.compile(r"^\s*(```+|~~~+)\s*(\S*)")
CODE = {"", "{code-cell}", "{code}", "{code-block}", "{literalinclude}", "{eval-rst}", "{raw}", "{glue:figure}"}
"""Fences whose body is not prose (a bare fence, or one naming a language, is code)."""
ROLE = re.compile(r"\{[\w:-]+\}`([^`<]*?)\s*<[^`]*>`|\{[\w:-]+\}`[^`]*`")
INLINE_CODE = re.compile(r"``.*?``|`[^`]*`")
LINK_TARGET = re.compile(r"\]\([^)]*\)")
ENGLISH_GLOSS = re.compile(r"\bAngolul \*[^*]*\*")
"""The English name a Hungarian page gives a term (the glossary's "Angolul *trull*")."""


def link_text(role: re.Match[str]) -> str:
    """What a role shows as Hungarian text: its link text, unless that is a rule id."""
    text = role.group(1) or ""
    return "" if re.fullmatch(r"[a-z0-9_.:-]+", text) else text


def markdown_lines(text: str) -> list[tuple[int, str]]:
    """The prose of a MyST page: code cells, fenced code, inline code, blockquotes,
    comments, labels and link targets left out, a role's link text kept."""
    lines, fence, directives, running = [], None, [], None
    for number, line in enumerate(text.splitlines(), 1):
        if fence:
            if line.strip() == fence:
                fence = None
            continue
        if directives and line.strip() == directives[-1]:
            directives.pop()
            continue
        opening = FENCE.match(line)
        if opening:
            marks, info = opening.groups()
            if info in CODE or not info.startswith("{"):
                fence = marks
            else:
                directives.append(marks)
            continue
        stripped = line.lstrip()
        if stripped.startswith((">", "%", "<!--", ":")) or re.match(r"^\(.*\)=\s*$", stripped):
            continue
        if running:  # a quotation or inline code running on from the line before
            if running not in line:
                continue
            line, running = line[line.index(running) + 1 :], None
        line = ROLE.sub(link_text, line)
        line = INLINE_CODE.sub("", LINK_TARGET.sub("]", ENGLISH_GLOSS.sub("", line)))
        line = QUOTED.sub("", line)
        for opens, closes in (("„", "”"), ("`", "`")):
            if opens in line:
                line, running = line[: line.index(opens)], closes
        lines.append((number, line))
    return lines


def plain_lines(text: str) -> list[tuple[int, str]]:
    """Every line of a file written wholly in Hungarian (a template, a table of contents)."""
    return list(enumerate(text.splitlines(), 1))


def po_lines(text: str) -> list[tuple[int, str]]:
    """The translations (``msgstr``) of a gettext catalogue, line by line."""
    lines, in_msgstr = [], False
    for number, line in enumerate(text.splitlines(), 1):
        if line.startswith("msgstr"):
            in_msgstr = True
        elif not line.startswith('"'):
            in_msgstr = False
        if in_msgstr:
            lines.append((number, line.removeprefix("msgstr").strip().strip('"')))
    return lines


def hungarian_strings(data: object, keys: tuple[str, ...] = ()) -> list[str]:
    """The Hungarian strings of parsed TOML ``data``: the values of ``hu`` and ``…_hu`` keys
    and everything under them, but not a source's own words."""
    if isinstance(data, dict):
        return [text for key, value in data.items() for text in hungarian_strings(value, (*keys, key))]
    if isinstance(data, list):
        return [text for value in data for text in hungarian_strings(value, keys)]
    quoting = set(keys) & QUOTING_FIELDS or ("source" in keys and keys[-1] == "hu")
    hungarian = any(key == "hu" or key.endswith("_hu") for key in keys)
    return [data] if isinstance(data, str) and hungarian and not quoting else []


def toml_lines(text: str) -> list[tuple[int, str]]:
    """The Hungarian strings of a TOML file, each at the line where it begins."""
    found = []
    for string in hungarian_strings(tomllib.loads(text)):
        for part in string.splitlines() or [string]:
            found.append((line_of(text, part), part))
    return found


def line_of(text: str, part: str) -> int:
    """The line of ``text`` holding ``part`` of a string (as written, its quotes escaped)."""
    for written in (part, part.replace("\\", "\\\\").replace('"', '\\"'), part[:40]):
        if written and written in text:
            return text[: text.index(written)].count("\n") + 1
    return 0


def hungarian_files() -> list[tuple[str, list[tuple[int, str]]]]:
    """Each Hungarian text of the project with its lines, by path from the root."""
    files = [(path, markdown_lines) for path in (ROOT / "book/hu").rglob("*.md")]
    files += [(path, plain_lines) for path in (ROOT / "book/hu").glob("*.yml")]
    files += [(path, plain_lines) for path in (ROOT / "tarokk").rglob("*.hu.toml") if path != TERMS]
    files += [(path, toml_lines) for path in (ROOT / "tarokk").rglob("*.toml") if not path.name.endswith(".hu.toml")]
    files += [(path, toml_lines) for path in (ROOT / "book/examples").glob("*.toml")]
    files += [(path, po_lines) for path in (ROOT / "tarokk/locale").rglob("*.po")]
    return [(path.relative_to(ROOT).as_posix(), read(path.read_text("utf-8"))) for path, read in sorted(files)]


def test_the_hungarian_texts_use_the_projects_words():
    vocabulary = variants()
    found = [
        hit for where, lines in hungarian_files() for line, text in lines for hit in hits(text, where, line, vocabulary)
    ]
    assert not found, "forbidden variants (file:line: „variant” → the word to use):\n" + "\n".join(found)


def test_the_texts_checked_cover_every_kind_of_hungarian_file():
    """The check reads every kind it promises, and finds Hungarian in each."""
    kinds = {where.rsplit(".", 1)[-1] for where, lines in hungarian_files() if lines}
    assert {"md", "toml", "po", "yml"} <= kinds
    texts = dict(hungarian_files())
    assert any("felvevő" in text for _, text in texts["tarokk/games/paskievics/rules.toml"])
    assert any("tartom" in text for _, text in texts["tarokk/locale/hu/LC_MESSAGES/tarokk.po"])


@pytest.mark.parametrize(
    ("text", "word"),
    [
        ("A bettlit a felvevő játssza.", "bettli"),
        ("Bettlivel kezd.", "bettli"),
        ("Ez a leosztás magja.", "mag"),
        ("Két partiban nyert.", "parti"),
        ("Csendesen hazaviszi.", "csendesen"),
        ("a csendes négy királyt nem fizetik", "négy király (the figure)"),
        ("Üljön le, ez az Ön helye.", "Ön"),
        ("## Próbálja ki", "magázó felszólítás"),
        ("Kész. Futtassa le újra.", "magázó felszólítás"),
        ("Nézd meg az Változatok oldalt.", "az + consonant"),
        ("Ez a egyetlen lap.", "a + vowel"),
        ("lásd a(z) szabályt", "a(z)"),
        ("A két, B kettős, C passz.", "kettős"),
    ],
)
def test_a_forbidden_variant_is_found_in_its_inflected_forms(text, word):
    assert [hit for hit in hits(text, "page.md", 1, variants()) if f"({word})" in hit]


@pytest.mark.parametrize(
    "text",
    [
        "A magyar tarokk magas lapjai.",
        "A partner és a partié.",
        "Mind a négy királyt hazaviszi.",
        "Tolnai „bettlit” mond, „csendesen”.",
        "a(z) {game.hu} nem ismer ilyen lépést",
        "A sor kettősponttal végződik; az ön­hívás; önhívás.",
        "Az S és az XX; a XXI és az I.",
        "A kapcsoló adja meg; próbáld ki.",
    ],
)
def test_a_right_word_or_a_quotation_is_not_a_variant(text):
    assert hits(text, "page.md", 1, variants()) == []


def test_a_games_own_spelling_is_allowed_in_that_game_only():
    assert hits("bettlinél", "book/hu/trisak.md", 1, variants()) == []
    assert hits("bettlinél", "book/hu/tarokk54.md", 1, variants())


def test_markdown_prose_leaves_out_code_and_quotations():
    page = (
        "Szöveg csendesen.\n\n```{code-cell} python\nx = 'csendesen'\n```\n"
        "> Tolnai: csendesen\n`csendesen` és „csendesen\nmég idézet” vége\n"
    )
    prose = [text for _, text in markdown_lines(page)]
    assert sum("csendesen" in text for text in prose) == 1
    assert markdown_lines(page)[0][0] == 1


IDENTIFIER = re.compile(r"\([a-z0-9-]+\)|\S*[._]\S*")
"""What a command prints as a name to type or an id (``tulétroá (trull)``, ``played.trull.made``,
``trull_from_hand``): the program's words, not Hungarian prose."""


def hungarian_output(args: list[str]) -> str:
    """What ``tarokk --lang hu ARGS`` prints."""
    import contextlib
    import io

    from tarokk.cli.main import main

    printed = io.StringIO()
    with contextlib.redirect_stdout(printed), contextlib.redirect_stderr(printed), contextlib.suppress(SystemExit):
        main(["--lang", "hu", *args])
    return printed.getvalue()


def test_the_programs_hungarian_output_uses_the_projects_words():
    """The program's output in Hungarian, each game's in the words its game allows: a deal played,
    its summary to fill in, its options and its prices; and the shared commands' lists."""
    from tarokk.core.state import load_game, registered_games
    from tarokk.core.table import TableGame

    commands = [("tarokk/cli/", args) for args in (["--help"], ["rule", "--options"], ["simulate", "--list"])]
    for game in registered_games():
        if not type(load_game(game)).__module__.startswith("tarokk.games."):
            continue  # a test's own game
        commands += [(f"tarokk/games/{game}/", ["play-random", "--game", game, "--seed", "11"])]
        commands += [(f"tarokk/games/{game}/", ["rule", "--options", "--game", game])]
        commands += [(f"tarokk/games/{game}/", ["table", "prices", "--game", game])]
        if isinstance(load_game(game), TableGame):
            commands += [(f"tarokk/games/{game}/", ["settle", "--game", game, "--template"])]
    vocabulary = variants()
    found = []
    for where, args in commands:
        for line, text in enumerate(hungarian_output(args).splitlines(), 1):
            found += hits(IDENTIFIER.sub(" ", text), f"{where} ({' '.join(args)})", line, vocabulary)
    assert not found, "forbidden variants in the output:\n" + "\n".join(found)
