"""File and folder names given on the command line."""

from __future__ import annotations

import argparse


def file_name(text: str) -> str:
    """``text`` as a file or folder name; one no operating system can open (a NUL character in
    it) is refused at once, with the usage line and exit status 2, like any bad argument."""
    if "\0" in text:
        raise argparse.ArgumentTypeError(f"{text!r} cannot be a file name: it holds a NUL character")
    return text
