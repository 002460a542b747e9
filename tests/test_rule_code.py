"""Rules and code, both ways: every catalogued rule has a function registered as enforcing
it (``@enforces``), every registered name is a real function carrying its rule ids, and a
function that raises a rule's error is registered for that rule."""

import ast
from pathlib import Path

import pytest

from tarokk.core.catalogue import catalogue
from tarokk.core.enforcement import enforces, rules_enforced_by
from tarokkbook.rulecode import registry, resolve

ROOT = Path(__file__).parents[1]


def raising_functions() -> dict[str, set[str]]:
    """Each function of the engine with the rule ids it raises as ``IllegalAction("id", …)``."""
    found: dict[str, set[str]] = {}

    def visit(node: ast.AST, module: str, path: list[str]) -> None:
        for child in ast.iter_child_nodes(node):
            if isinstance(child, ast.FunctionDef | ast.ClassDef):
                visit(child, module, [*path, child.name])
                continue
            if (
                isinstance(child, ast.Call)
                and getattr(child.func, "id", None) == "IllegalAction"
                and child.args
                and isinstance(child.args[0], ast.Constant)
            ):
                found.setdefault(".".join([module, *path]), set()).add(child.args[0].value)
            visit(child, module, path)

    for path in (ROOT / "tarokk").rglob("*.py"):
        module = ".".join(path.relative_to(ROOT).with_suffix("").parts)
        visit(ast.parse(path.read_text("utf-8")), module, [])
    return found


def test_every_catalogued_rule_has_an_enforcing_function():
    missing = sorted(set(catalogue()) - set(registry()))
    assert not missing, f"catalogued rules no function is registered for with @enforces: {missing}"


def test_every_registered_name_is_a_function_that_carries_its_rules():
    for rule_id, names in registry().items():
        for name in names:
            function = resolve(name)
            assert callable(getattr(function, "fget", function)), name
            assert rule_id in rules_enforced_by(function), (name, rule_id)


def test_a_function_raising_a_rule_is_registered_for_it():
    raised = raising_functions()
    assert "tarokk.core.tricks.check_card" in raised  # the reading sees the raises
    unregistered = [
        f"{name} raises {rule_id}"
        for name, rule_ids in raised.items()
        for rule_id in sorted(rule_ids)
        if name not in registry().get(rule_id, ())
    ]
    assert not unregistered, "functions raising a rule's error without @enforces for it:\n" + "\n".join(unregistered)


def test_the_follow_suit_rule_names_the_check_that_refuses_a_card():
    assert "tarokk.core.tricks.check_card" in registry()["play.follow-suit"]
    assert "tarokk.games.paskievics.deal.Deal._apply" in registry()["play.turn"]


def test_only_catalogued_rules_can_be_registered():
    with pytest.raises(ValueError, match=r"no\.such-rule"):
        enforces("no.such-rule")
    with pytest.raises(ValueError):
        enforces()
