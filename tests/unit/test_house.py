"""The house's rules, read from the source: no import cycle, no prefix standing for a missing package, pure
cores that load without Django or Celery. See docs/architecture.md."""

from __future__ import annotations

import ast
import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
PACKAGES = ("judge", "tournaments", "rules_index")
# A file named <concern>_<kind>.py is a folder that was never made: judge/validation_views.py.
PREFIXED = re.compile(r"^[a-z]+_(models|views|api|urls|rules|forms|services|tasks|admin|serializers)\.py$")
# Modules that must load with nothing of Django or Celery: the pure cores of each room.
PURE_CORES = (
    "judge.engine",
    "rules_index.parsers",
    "rules_index.search",
    "tournaments.pairing",
    "tournaments.matching",
    "tournaments.standings",
    "tournaments.bracket",
    "tournaments.roundrobin",
    "tournaments.teams",
    "tournaments.penalties.rules",
    "rules_index.clauseref",
    "judge.recorder.draft",
    "judge.recorder.board",
    "judge.recorder.labels",
)


def project_modules(root: Path = ROOT) -> dict[str, Path]:
    modules = {}
    for package in PACKAGES:
        for path in (root / package).rglob("*.py"):
            if "migrations" in path.parts:
                continue
            name = ".".join(path.relative_to(root).with_suffix("").parts)
            modules[name.removesuffix(".__init__")] = path
    return modules


def import_graph(modules: dict[str, Path]) -> dict[str, set[str]]:
    """Every import anywhere in a module (top level or inside a function) is an edge: a lazy import hides a
    cycle from the interpreter, not from the reader."""
    graph: dict[str, set[str]] = {name: set() for name in modules}
    for name, path in modules.items():
        package = name if path.name == "__init__.py" else name.rpartition(".")[0]
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                targets = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom):
                base = node.module or ""
                if node.level:
                    parts = package.split(".")[: len(package.split(".")) - node.level + 1]
                    base = ".".join([*parts, base] if base else parts)
                targets = [f"{base}.{alias.name}" for alias in node.names] + [base]
            else:
                continue
            for target in targets:
                while target and target not in modules:
                    target = target.rpartition(".")[0]
                # A package's own submodules and its parents are not dependencies of the module itself.
                if target and target != name and not name.startswith(target + "."):
                    graph[name].add(target)
    return graph


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """Strongly connected components with more than one module (Tarjan, iteratively)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []
    counter = 0
    for start in sorted(graph):
        if start in index:
            continue
        work = [(start, iter(sorted(graph[start])))]
        index[start] = low[start] = counter
        counter += 1
        stack.append(start)
        on_stack.add(start)
        while work:
            node, children = work[-1]
            child = next(children, None)
            if child is not None:
                if child not in index:
                    index[child] = low[child] = counter
                    counter += 1
                    stack.append(child)
                    on_stack.add(child)
                    work.append((child, iter(sorted(graph[child]))))
                elif child in on_stack:
                    low[node] = min(low[node], index[child])
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[node])
            if low[node] == index[node]:
                component = []
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    component.append(member)
                    if member == node:
                        break
                if len(component) > 1:
                    found.append(sorted(component))
    return found


def test_no_import_cycle_anywhere_in_the_project() -> None:
    found = cycles(import_graph(project_modules()))
    assert not found, "import cycles: " + "; ".join(" <-> ".join(c) for c in found)


def test_the_cycle_finder_sees_a_cycle_through_a_lazy_import(tmp_path: Path) -> None:
    # The detector itself must be able to fail: a two-module cycle, one side imported inside a function.
    package = tmp_path / "judge"
    package.mkdir()
    (package / "__init__.py").write_text("")
    (package / "a.py").write_text("from .b import thing\n")
    (package / "b.py").write_text("def thing():\n    from judge import a\n    return a\n")
    for other in ("tournaments", "rules_index"):
        (tmp_path / other).mkdir()
    assert cycles(import_graph(project_modules(tmp_path))) == [["judge.a", "judge.b"]]


def test_no_module_is_named_for_a_package_that_was_never_made() -> None:
    prefixed = sorted(str(p.relative_to(ROOT)) for p in project_modules().values() if PREFIXED.match(p.name))
    assert not prefixed, f"make these folders: {prefixed}"


@pytest.mark.parametrize("module", PURE_CORES)
def test_pure_core_loads_without_django_or_celery(module: str) -> None:
    # A fresh interpreter: this test process has Django loaded already.
    probe = (
        f"import json, sys; import {module}; "
        "print(json.dumps(sorted(m for m in sys.modules if m.split('.')[0] in ('django', 'celery', 'kombu', "
        "'rest_framework'))))"
    )
    out = subprocess.run([sys.executable, "-c", probe], cwd=ROOT, capture_output=True, text=True, check=True)
    assert json.loads(out.stdout) == [], f"{module} pulls in {out.stdout.strip()}"


# What each room may import besides itself (docs/architecture.md, "Who may import whom"); a prefix allows
# the module and everything below it. The most specific room owns a module: tournaments.penalties is not
# tournaments.
ALLOWED = {
    "judge.engine": (),
    "rules_index": ("judge.disputes.services", "judge.api_conventions"),
    "tournaments": (
        "judge.engine",
        "judge.roles",
        "rules_index.clauseref",
        "rules_index.documents",
        "judge.accounts.services",
        "judge.api_conventions",
    ),
    "tournaments.penalties": ("tournaments", "judge.roles", "rules_index.clauseref", "judge.api_conventions"),
    # The venue server's start-up command sets the whole site up on a laptop: it asks whether the rules
    # have been imported yet (rules_index.models), as make run's setup does.
    "tournaments.venue.management": ("tournaments", "rules_index.models"),
    "judge.validation": (
        "judge.engine",
        "judge.recorder.board",
        "judge.recorder.labels",
        "judge.roles",
        "rules_index",
        "judge.api_conventions",
    ),
    "judge.disputes": (
        "judge.validation",
        "judge.recorder",
        "judge.roles",
        "tournaments",
        "rules_index",
        "judge.api_conventions",
        "judge.limits",
    ),
    "judge.recorder": (
        "judge.engine",
        "judge.roles",
        "rules_index",
        "tournaments",
        "judge.api_conventions",
        "judge.limits",
    ),
    "judge.accounts": ("judge.roles", "rules_index.documents"),
}


def _within(module: str, prefix: str) -> bool:
    return module == prefix or module.startswith(prefix + ".")


def _room(module: str) -> str | None:
    rooms = [room for room in ALLOWED if _within(module, room)]
    return max(rooms, key=len) if rooms else None


def test_each_room_imports_only_what_the_architecture_allows() -> None:
    graph = import_graph(project_modules())
    breaches = []
    for module, targets in sorted(graph.items()):
        room = _room(module)
        if room is None:
            continue
        for target in sorted(targets):
            if _room(target) == room:
                continue
            if not any(_within(target, allowed) for allowed in ALLOWED[room]):
                breaches.append(f"{module} -> {target}")
    assert not breaches, "imports across rooms that docs/architecture.md does not allow: " + "; ".join(
        breaches
    )
