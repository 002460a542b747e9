"""Reading and writing files the engine does not trust, in one place.

Every command reads its input (a game record, a deal summary, a score sheet) with
:func:`read_text`: at most :data:`MAX_INPUT_BYTES` bytes, UTF-8 with or without a
byte-order mark, and a fault in the encoding named by its byte offset, line and column.
Every command writes its output (a record, a table of results) with :func:`write_atomic`:
into a temporary file in the same folder, renamed over the target only when complete, so
an existing file is never truncated and a failure leaves it as it was; only a regular file
the user may write is ever replaced (never a link, a pipe, a device or a read-only file),
and it keeps its permissions. :func:`check_target` and :func:`check_folder` say before any
long work whether the output can be written. Error messages quote the input through
:func:`excerpt`, never whole.
"""

from __future__ import annotations

import errno
import os
import stat
import tempfile
from collections.abc import Callable
from pathlib import Path

from tarokk.core.errors import TarokkInputError
from tarokk.core.words import CORE, Words

MAX_INPUT_BYTES = 1 << 20
"""The largest input file read, 1 MiB: a session of a thousand deals fits many times over."""

_BOM = b"\xef\xbb\xbf"


def decode_text(data: bytes, name: str) -> str:
    """UTF-8 ``data`` as text (a leading byte-order mark is dropped); a bad byte is named by
    its offset, line and column."""
    body = data.removeprefix(_BOM)
    try:
        return body.decode("utf-8")
    except UnicodeDecodeError as error:
        offset = error.start + len(data) - len(body)
        before = body[: error.start]
        line = before.count(b"\n") + 1
        column = len(before[before.rfind(b"\n") + 1 :].decode("utf-8", errors="replace")) + 1
        said = CORE.byte_cut_off if error.end == len(body) else CORE.byte_not_utf8
        raise TarokkInputError(
            **said.message(name=name, offset=offset, byte=f"{body[error.start]:#04x}"),
            line=line,
            column=column,
        ) from None


def reason(error: OSError) -> Words:
    """The operating system's reason for ``error``, in Hungarian too where we word it."""
    english = str(error.strerror or error)
    said = CORE.group("reasons").get(errno.errorcode.get(error.errno or 0, ""))
    return Words(english, english if said is None else said.hu)


def read_text(path: Path, limit: int = MAX_INPUT_BYTES) -> str:
    """The text of the file at ``path``: at most ``limit`` bytes, decoded as UTF-8 (see :func:`decode_text`).

    A missing or unreadable file, a folder, or a file over the limit (also an endless one such as
    ``/dev/zero``) is refused with the path and the reason.
    """
    try:
        with path.open("rb") as stream:
            data = stream.read(limit + 1)
    except OSError as error:
        raise TarokkInputError(**CORE.cannot_read.message(path=path, reason=reason(error))) from None
    except ValueError:  # the operating system cannot name it: a NUL character in the path
        raise TarokkInputError(**CORE.nul_in_name.message(path=repr(str(path)))) from None
    if len(data) > limit:
        raise TarokkInputError(**CORE.too_large.message(path=path, limit=limit))
    return decode_text(data, str(path))


def _status(path: Path) -> os.stat_result | None:
    """The file at ``path`` as it is (a link not followed), or None where there is none."""
    try:
        return os.lstat(path)
    except FileNotFoundError:
        return None
    except OSError as error:
        raise TarokkInputError(**CORE.cannot_write.message(path=path, reason=reason(error))) from None
    except ValueError:  # a NUL character in the path
        raise TarokkInputError(**CORE.nul_in_name.message(path=repr(str(path)))) from None


def check_folder(folder: Path, target: Path | None = None) -> None:
    """Refuse ``folder`` unless files can be written into it, naming ``target`` (the file to be
    written there) if given, else the folder, with the operating system's reason."""
    said, named = (CORE.cannot_write, target) if target is not None else (CORE.cannot_write_into, folder)
    status = _status(folder)
    if status is None:
        fault = errno.ENOENT
    elif not stat.S_ISDIR(os.stat(folder).st_mode):
        fault = errno.ENOTDIR
    elif not os.access(folder, os.W_OK | os.X_OK):
        fault = errno.EACCES
    else:
        return
    raise TarokkInputError(**said.message(path=named, reason=reason(OSError(fault, os.strerror(fault)))))


def check_target(path: Path) -> os.stat_result | None:
    """Refuse ``path`` as an output before any work is done, unless a write may create it or
    replace it: its folder must take files, and a file already there must be a regular file
    its owner may write (a link, a pipe, a device, a folder or a read-only file is left as it
    is). Returns the existing file's status (None when there is none)."""
    status = _status(path)
    if status is not None and not stat.S_ISREG(status.st_mode):
        raise TarokkInputError(**CORE.not_regular.message(path=path))
    if status is not None and not status.st_mode & stat.S_IWUSR:
        raise TarokkInputError(**CORE.read_only.message(path=path))
    check_folder(path.parent, path)
    return status


def write_atomic(path: Path, write: Callable[[Path], None]) -> None:
    """Write a file through ``write`` (given a temporary path in the same folder), then rename it to
    ``path``. An interrupted or failed write leaves any existing file at ``path`` untouched; an
    operating system's refusal is reported with the path and its reason."""
    existing = check_target(path)
    folder = path.parent
    try:
        handle, name = tempfile.mkstemp(dir=folder, prefix=f".{path.name}.", suffix=".tmp")
    except OSError as error:
        raise TarokkInputError(**CORE.cannot_write.message(path=path, reason=reason(error))) from None
    except ValueError:  # a NUL character in the path
        raise TarokkInputError(**CORE.nul_in_name.message(path=repr(str(path)))) from None
    os.close(handle)
    temporary = Path(name)
    try:
        write(temporary)
        if existing is not None:  # the file replaced keeps its permissions
            temporary.chmod(stat.S_IMODE(existing.st_mode))
        else:
            umask = os.umask(0)
            os.umask(umask)
            temporary.chmod(0o666 & ~umask)
        os.replace(temporary, path)
    except OSError as error:
        temporary.unlink(missing_ok=True)
        raise TarokkInputError(**CORE.cannot_write.message(path=path, reason=reason(error))) from None
    except BaseException:
        temporary.unlink(missing_ok=True)
        raise


def write_text_atomic(path: Path, text: str) -> None:
    """Write ``text`` as UTF-8 to ``path`` with :func:`write_atomic`."""

    def write(temporary: Path) -> None:
        with temporary.open("w", encoding="utf-8") as stream:
            stream.write(text)
            stream.flush()
            os.fsync(stream.fileno())

    write_atomic(path, write)


def unused_path(path: Path) -> Path:
    """``path`` if no file is there, else the first free ``NAME-2.EXT``, ``NAME-3.EXT`` … beside it."""
    candidate, number = path, 1
    while candidate.exists():
        number += 1
        candidate = path.with_name(f"{path.stem}-{number}{path.suffix}")
    return candidate


def write_text_new(path: Path, text: str) -> Path:
    """Write ``text`` to ``path``, or, if a file is already there, to the name :func:`unused_path`
    chooses; never over an existing file. Returns the path written."""
    target = unused_path(path)
    write_text_atomic(target, text)
    return target
