"""A small JSON Schema validator, enough for judgelog.schema.json, so the engine needs no jsonschema.

Supported keywords: type, enum, const, required, properties, additionalProperties, items, minItems,
maxItems, minimum, maximum, minLength, maxLength, pattern, $ref (local "#/$defs/..."), anyOf.
Errors come back as (json-path, message) pairs, so the reader can point at the entry.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Any

_TYPES: dict[str, tuple[type, ...]] = {
    "object": (dict,),
    "array": (list,),
    "string": (str,),
    "integer": (int,),
    "number": (int, float),
    "boolean": (bool,),
    "null": (type(None),),
}


@lru_cache(maxsize=256)
def _regex(pattern: str) -> re.Pattern[str]:
    return re.compile(pattern)


def _is_type(value: Any, name: str) -> bool:
    # bool is an int in Python but not in JSON.
    if name in ("integer", "number") and isinstance(value, bool):
        return False
    return isinstance(value, _TYPES[name])


class SchemaValidator:
    def __init__(self, schema: dict[str, Any]) -> None:
        self.root = schema

    def errors(
        self, value: Any, schema: dict[str, Any] | None = None, path: str = "$"
    ) -> list[tuple[str, str]]:
        out: list[tuple[str, str]] = []
        self._check(value, self.root if schema is None else schema, path, out)
        return out

    def subschema(self, ref: str) -> dict[str, Any]:
        node: Any = self.root
        for part in ref.removeprefix("#/").split("/"):
            node = node[part]
        return node

    def _check(self, value: Any, schema: dict[str, Any], path: str, out: list[tuple[str, str]]) -> None:
        if "$ref" in schema:
            self._check(value, self.subschema(schema["$ref"]), path, out)
            return
        if "anyOf" in schema:
            if not any(not self.errors(value, option, path) for option in schema["anyOf"]):
                out.append((path, "does not match any allowed form"))
            return
        wanted = schema.get("type")
        if wanted is not None:
            names = [wanted] if isinstance(wanted, str) else wanted
            if not any(_is_type(value, n) for n in names):
                out.append((path, f"expected {' or '.join(names)}, got {type(value).__name__}"))
                return
        if "const" in schema and value != schema["const"]:
            out.append((path, f"must be {schema['const']!r}"))
        if "enum" in schema and value not in schema["enum"]:
            out.append((path, f"must be one of {schema['enum']}"))
        if isinstance(value, str):
            if len(value) > schema.get("maxLength", 1 << 30):
                out.append((path, f"longer than {schema['maxLength']} characters"))
            if len(value) < schema.get("minLength", 0):
                out.append((path, f"shorter than {schema['minLength']} characters"))
            if "pattern" in schema and not _regex(schema["pattern"]).search(value):
                out.append((path, f"does not match {schema['pattern']}"))
        elif isinstance(value, (int, float)) and not isinstance(value, bool):
            if "minimum" in schema and value < schema["minimum"]:
                out.append((path, f"less than {schema['minimum']}"))
            if "maximum" in schema and value > schema["maximum"]:
                out.append((path, f"greater than {schema['maximum']}"))
        elif isinstance(value, list):
            if len(value) < schema.get("minItems", 0):
                out.append((path, f"fewer than {schema['minItems']} items"))
            if len(value) > schema.get("maxItems", 1 << 30):
                out.append((path, f"more than {schema['maxItems']} items"))
            items = schema.get("items")
            if items is not None:
                for i, item in enumerate(value):
                    self._check(item, items, f"{path}[{i}]", out)
        elif isinstance(value, dict):
            for key in schema.get("required", ()):
                if key not in value:
                    out.append((path, f"missing required field '{key}'"))
            props = schema.get("properties", {})
            extra = schema.get("additionalProperties", True)
            for key, item in value.items():
                if key in props:
                    self._check(item, props[key], f"{path}.{key}", out)
                elif extra is False:
                    out.append((f"{path}.{key}", "unknown field"))
                elif isinstance(extra, dict):
                    self._check(item, extra, f"{path}.{key}", out)


# The validator's own problem texts (above), in Japanese: a log error is shown to a Japanese reader too.
_PROBLEMS_JA: tuple[tuple[re.Pattern[str], str], ...] = tuple(
    (re.compile(pattern), ja)
    for pattern, ja in (
        (r"^does not match any allowed form$", "どの形式にも当てはまりません"),
        (r"^expected (.+), got (\w+)$", r"\1であるべきところが\2です"),
        (r"^must be one of (.+)$", r"\1のいずれかでなければなりません"),
        (r"^must be (.+)$", r"\1でなければなりません"),
        (r"^longer than (\d+) characters$", r"\1文字を超えています"),
        (r"^shorter than (\d+) characters$", r"\1文字に足りません"),
        (r"^does not match (.+)$", r"形式（\1）に合いません"),
        (r"^less than (.+)$", r"\1より小さい値です"),
        (r"^greater than (.+)$", r"\1より大きい値です"),
        (r"^fewer than (\d+) items$", r"項目が\1個に足りません"),
        (r"^more than (\d+) items$", r"項目が\1個を超えています"),
        (r"^missing required field '(.+)'$", r"必須の項目'\1'がありません"),
        (r"^unknown field$", "未知の項目です"),
        (r"^not an object$", "オブジェクトではありません"),
    )
)
_TYPE_JA = {
    "object": "オブジェクト",
    "array": "配列",
    "string": "文字列",
    "integer": "整数",
    "number": "数値",
    "boolean": "真偽値",
    "null": "null",
    "dict": "オブジェクト",
    "list": "配列",
    "str": "文字列",
    "int": "整数",
    "float": "数値",
    "bool": "真偽値",
    "NoneType": "null",
}


def problem_ja(problem: str) -> str:
    """The Japanese of one of the validator's problem texts (the English as it is if it is not one)."""
    for pattern, ja in _PROBLEMS_JA:
        m = pattern.match(problem)
        if m:
            text = m.expand(ja)
            if problem.startswith("expected "):
                wanted = " または ".join(_TYPE_JA.get(n, n) for n in m[1].split(" or "))
                text = f"{wanted}であるべきところが{_TYPE_JA.get(m[2], m[2])}です"
            return text
    return problem
