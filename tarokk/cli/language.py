"""The language the command line speaks: English, or Hungarian.

Every message of the command line is written in English and marked with :func:`_` (or
:func:`ngettext` where it counts something); the Hungarian catalogue,
``tarokk/locale/hu/LC_MESSAGES/tarokk.po``, translates them, and its compiled form
``tarokk.mo`` beside it is what the program reads (``make locale`` extracts new messages
and compiles the catalogue; a test checks the two agree and that every message is
translated).

``tarokk --lang hu`` chooses Hungarian; without ``--lang``, a Hungarian locale does
(``LANGUAGE``, ``LC_ALL``, ``LC_MESSAGES`` or ``LANG`` starting with ``hu``, the first of
them that is set deciding, as gettext reads them).
"""

from __future__ import annotations

import argparse
import gettext
import os
from collections.abc import Mapping, Sequence
from importlib.resources import files
from pathlib import Path

from tarokk.core.display import with_minus
from tarokk.core.words import Language, with_articles

LANGUAGES = ("en", "hu")
"""The languages the command line speaks; English is the language its messages are written in."""

ENGINE_LANGUAGE = "en"
"""The language of the engine's own sentences (refusals, rulings, settlement items)."""

DOMAIN = "tarokk"
"""The gettext domain: the catalogues are ``tarokk/locale/LANG/LC_MESSAGES/tarokk.mo``."""

LOCALE_VARIABLES = ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")
"""The environment variables gettext reads for the language, in its order."""

_spoken = {"language": ENGINE_LANGUAGE}
_translations: list[gettext.NullTranslations] = [gettext.NullTranslations()]


def locale_dir() -> Path:
    """The folder of the package's message catalogues."""
    return Path(str(files("tarokk").joinpath("locale")))


def language_from_environment(environ: Mapping[str, str] = os.environ) -> str:
    """``hu`` when the first locale variable set names Hungarian (``hu_HU.UTF-8``, ``hu:en``), else ``en``."""
    for name in LOCALE_VARIABLES:
        value = environ.get(name, "")
        if value:
            return "hu" if value.split(":")[0].lower().startswith("hu") else ENGINE_LANGUAGE
    return ENGINE_LANGUAGE


def chosen_language(argv: Sequence[str] | None) -> str:
    """The language ``--lang`` names (before or after the command), else the locale's; a
    language not spoken is left to the full parser to refuse."""
    scout = argparse.ArgumentParser(add_help=False)
    scout.add_argument("--lang", nargs="?")
    known, _rest = scout.parse_known_args(argv)
    return str(known.lang) if known.lang in LANGUAGES else language_from_environment()


def use(language: str) -> None:
    """Speak ``language`` from now on (one of :data:`LANGUAGES`)."""
    if language not in LANGUAGES:
        raise ValueError(f"no messages in {language!r}")
    _spoken["language"] = language
    _translations[0] = gettext.translation(DOMAIN, locale_dir(), [language], fallback=True)


def language() -> str:
    """The language spoken now."""
    return _spoken["language"]


def words_language() -> Language:
    """The language spoken, as the engine's :class:`~tarokk.core.words.Words` take it."""
    return "hu" if language() == "hu" else "en"


def in_engine_language() -> bool:
    """Whether the engine's own sentences can be shown as they are (else the rule catalogue's
    statement in the language spoken stands in for them)."""
    return language() == ENGINE_LANGUAGE


def number(value: float, spec: str = "") -> str:
    """``value`` formatted by ``spec`` (``","``, ``".1%"``, ``"+.2f"``, a width …) as the language
    spoken writes numbers: in Hungarian with a decimal comma and a no-break space between the
    thousands (``10 000``, ``0,5%``); in both languages with a true minus sign (``−1,90``), as
    the settlement lines write it. ``--json`` output never goes through it."""
    text = with_minus(value, spec)
    if language() != "hu":
        return text
    return text.replace(",", "\u00a0").replace(".", ",")


class Message(str):
    """A message in the language spoken, to be filled in with :meth:`format`: a Hungarian
    message writes ``a(z)`` before a fact, and the fact filled in decides ``a`` or ``az``
    (:func:`~tarokk.core.words.with_articles`): "az 1. leosztásban", "a 2. leosztásban"."""

    __slots__ = ()

    def format(self, *args: object, **kwargs: object) -> str:
        return with_articles(super().format(*args, **kwargs))


def _(message: str) -> str:
    """``message`` in the language spoken."""
    return Message(_translations[0].gettext(message))


def N_(message: str) -> str:
    """Mark ``message`` for the catalogue where it is defined (a constant); :func:`_` translates
    it where it is shown."""
    return message


def ngettext(one: str, many: str, count: int) -> str:
    """The singular or plural message for ``count``, in the language spoken."""
    return _translations[0].ngettext(one, many, count)


ARGPARSE_WORDS = (
    N_("usage: "),
    N_("positional arguments"),
    N_("options"),
    N_("show this help message and exit"),
    N_("the following arguments are required: %s"),
    N_("unrecognized arguments: %s"),
    N_("argument %(argument_name)s: %(message)s"),
    N_("invalid choice: %(value)r (choose from %(choices)s)"),
    N_("invalid %(type)s value: %(value)r"),
    N_("expected one argument"),
    N_("expected at most one argument"),
    N_("expected at least one argument"),
    N_("ambiguous option: %(option)s could match %(matches)s"),
    N_("not allowed with argument %s"),
    N_("ignored explicit argument %r"),
    N_("one of the arguments %s is required"),
    N_("%(prog)s: error: %(message)s\n"),
)
"""The words argparse itself prints (its usage, headings, help of ``-h`` and errors), in the
catalogue so that they are said in the language spoken too."""


def speak_through_argparse() -> None:
    """Let argparse word its own usage, headings and errors through this module's catalogue
    (it looks its ``_`` and ``ngettext`` up when it speaks)."""
    argparse._ = _  # type: ignore[attr-defined]
    argparse.ngettext = ngettext  # type: ignore[attr-defined]
