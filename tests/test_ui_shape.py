"""The UI stays in parts (issue 17): the composition root ``ui/main_window.py`` stays small and
no function in ``ui/`` grows past a screenful."""

import ast
from pathlib import Path

UI = Path(__file__).resolve().parent.parent / "holomino_desktop" / "ui"
#: the most lines ``main_window.py`` may have
MAX_WINDOW_LINES = 500
#: the most lines (``def`` to its last line, decorators not counted) of any function in ``ui/``
MAX_FUNCTION_LINES = 60


def functions_over(limit: int) -> list[str]:
    found = []
    for path in sorted(UI.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
                length = (node.end_lineno or node.lineno) - node.lineno + 1
                if length > limit:
                    found.append(f"{path.relative_to(UI)}:{node.lineno} {node.name} ({length})")
    return found


def test_main_window_is_a_small_composition_root() -> None:
    lines = (UI / "main_window.py").read_text(encoding="utf-8").count("\n")
    assert lines <= MAX_WINDOW_LINES, lines


def test_no_function_in_ui_is_longer_than_60_lines() -> None:
    assert functions_over(MAX_FUNCTION_LINES) == []


def test_the_check_sees_long_functions() -> None:
    """The counting itself: the longest function of ui/ is found at a lower limit."""
    assert functions_over(40) != []


def test_no_ui_module_reads_another_objects_private_names() -> None:
    """``x._name`` only on ``self`` / ``cls`` / ``super()``: a part uses others' public faces."""
    found = []
    for path in sorted(UI.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.Attribute) or not node.attr.startswith("_"):
                continue
            if node.attr.startswith("__"):
                continue
            owner = node.value
            if isinstance(owner, ast.Name) and owner.id in ("self", "cls"):
                continue
            if isinstance(owner, ast.Call) and ast.unparse(owner.func) == "super":
                continue
            found.append(f"{path.relative_to(UI)}:{node.lineno} {ast.unparse(node)}")
    assert found == []
