"""A small JSON Schema validator, enough for judgelog.schema.json, so the engine needs no jsonschema.

Supported keywords: type, enum, const, required, properties, additionalProperties, items, minItems,
maxItems, minimum, maximum, minLength, maxLength, pattern, $ref (local "#/$defs/..."), anyOf.
Errors come back as (json-path, message) pairs, so the reader can point at the entry.
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable
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


# The keywords a per-class summary of a schema (SchemaValidator._class_rules) stands for.
_SUMMED_UP = frozenset({"type", "minLength", "maxLength", "pattern", "minimum", "maximum"})


def _admitted(schema: dict[str, Any], validator: SchemaValidator) -> set[type] | None:
    """The Python classes (of the ones JSON gives) a schema's type gate lets through; None if it has none."""
    while "$ref" in schema:
        schema = validator.subschema(schema["$ref"])
    wanted = schema.get("type")
    if wanted is None:
        return None
    names = [wanted] if isinstance(wanted, str) else wanted
    return {t for n in names for t in _TYPES[n]} | ({bool} if "boolean" in names else set())


# A compiled (sub)schema: True when the value has no error at all.
Valid = Callable[[Any], bool]


class SchemaValidator:
    def __init__(self, schema: dict[str, Any]) -> None:
        self.root = schema
        # Per schema node (by identity; the node is kept so its id is never reused): its compiled check.
        self._compiled: dict[int, tuple[dict[str, Any], Valid]] = {}
        self._compiling: set[int] = set()  # nodes being compiled: a $ref to one of them is a cycle

    def errors(
        self, value: Any, schema: dict[str, Any] | None = None, path: str = "$"
    ) -> list[tuple[str, str]]:
        schema = self.root if schema is None else schema
        # Nearly every value is valid: the compiled check says so without walking the schema or building
        # paths; only an invalid value takes the walk below, which words its errors.
        if self.valid(value, schema):
            return []
        out: list[tuple[str, str]] = []
        self._check(value, schema, path, out)
        return out

    def valid(self, value: Any, schema: dict[str, Any]) -> bool:
        """Whether `value` has no error under `schema` (exactly when `errors` is empty)."""
        return self.compiled(schema)(value)

    def compiled(self, schema: dict[str, Any]) -> Valid:
        """The check `valid` makes for `schema`, compiled once (for a caller that checks many values)."""
        known = self._compiled.get(id(schema))
        if known is None:
            self._compiling.add(id(schema))
            try:
                known = self._compiled[id(schema)] = (schema, self._compile(schema))
            finally:
                self._compiling.discard(id(schema))
        return known[1]

    def _compile(self, schema: dict[str, Any]) -> Valid:
        """The check of `_check` below as one closure per schema node, each keyword looked up once.

        It must accept exactly the values `_check` finds no error in: same keywords, same order of
        precedence ($ref, then anyOf, then the type gate), same comparisons."""
        if "$ref" in schema:
            ref = schema["$ref"]
            node = self.subschema(ref)
            if id(node) not in self._compiling:
                return self.compiled(node)  # the referred check itself: no call in between
            target: list[Valid] = []

            def valid_ref(value: Any) -> bool:
                # A schema that refers to itself: resolved on first use, once it is compiled.
                if not target:
                    target.append(self.compiled(node))
                return target[0](value)

            return valid_ref
        if "anyOf" in schema:
            options = tuple(self._compile(option) for option in schema["anyOf"])
            if len(options) == 2:  # the usual "this or null", without a generator per value
                first, second = options
                return lambda value: first(value) or second(value)
            return lambda value: any(option(value) for option in options)
        wanted = schema.get("type")
        names = () if wanted is None else [wanted] if isinstance(wanted, str) else wanted
        has_type = wanted is not None
        types = tuple(t for n in names for t in _TYPES[n])
        # bool is an int in Python but not in JSON: a bool passes only a "boolean" type.
        bool_ok = not has_type or "boolean" in names
        has_const, const = "const" in schema, schema.get("const")
        has_enum, enum = "enum" in schema, schema.get("enum")
        max_length, min_length = schema.get("maxLength", 1 << 30), schema.get("minLength", 0)
        pattern = _regex(schema["pattern"]).search if "pattern" in schema else None
        has_min, minimum = "minimum" in schema, schema.get("minimum")
        has_max, maximum = "maximum" in schema, schema.get("maximum")
        min_items, max_items = schema.get("minItems", 0), schema.get("maxItems", 1 << 30)
        items = self._compile(schema["items"]) if schema.get("items") is not None else None
        required = tuple(schema.get("required", ()))
        props = {key: self._compile(sub) for key, sub in schema.get("properties", {}).items()}
        extra = schema.get("additionalProperties", True)
        closed = extra is False
        extra_valid = self._compile(extra) if isinstance(extra, dict) else None

        # Per property, the checks of the Python classes a JSON value comes as, written out below so the
        # common value costs no call (see _class_rules); any other class takes the property's full check.
        quick = {
            key: rules
            for key, sub in schema.get("properties", {}).items()
            if (rules := self._class_rules(sub)) is not None
        }

        def valid_object(value: dict[str, Any]) -> bool:
            for key in required:
                if key not in value:
                    return False
            for key, item in value.items():
                rules = quick.get(key)
                if rules is not None:
                    rule = rules.get(item.__class__)
                    if rule is not None:
                        if rule is True:
                            continue
                        low, high, search = rule
                        if item.__class__ is str:
                            if low <= len(item) <= high and (search is None or search(item) is not None):
                                continue
                        elif low <= item <= high:
                            continue
                        return False
                check = props.get(key)
                if check is not None:
                    if not check(item):
                        return False
                elif closed or (extra_valid is not None and not extra_valid(item)):
                    return False
            return True

        def valid(value: Any) -> bool:
            if isinstance(value, bool):
                if not bool_ok:
                    return False
            elif has_type and not isinstance(value, types):
                return False
            if has_const and value != const:
                return False
            if has_enum and value not in enum:  # type: ignore[operator]
                return False
            if isinstance(value, str):
                if not min_length <= len(value) <= max_length:
                    return False
                return pattern is None or pattern(value) is not None
            if isinstance(value, (int, float)):
                if isinstance(value, bool):
                    return True
                return not ((has_min and value < minimum) or (has_max and value > maximum))
            if isinstance(value, list):
                if not min_items <= len(value) <= max_items:
                    return False
                return items is None or all(items(item) for item in value)
            if isinstance(value, dict):
                return valid_object(value)
            return True

        if has_const or has_enum:
            return valid
        # A value of exactly the Python type JSON gives (str, dict, int, None) skips the gates above that
        # cannot fail for it; any other value (a float, a list, a subclass) takes the full check.
        str_ok = not has_type or "string" in names
        int_ok = not has_type or "integer" in names or "number" in names
        none_ok = not has_type or "null" in names
        dict_ok = not has_type or "object" in names
        # Any object at all ("args", "options"): nothing to look at inside it.
        any_dict = not (required or props or closed or extra_valid)

        def valid_json(value: Any) -> bool:
            kind = value.__class__
            if kind is str:
                return (
                    str_ok
                    and min_length <= len(value) <= max_length
                    and (pattern is None or pattern(value) is not None)
                )
            if kind is dict:
                return dict_ok and (any_dict or valid_object(value))
            if kind is int:
                return int_ok and not ((has_min and value < minimum) or (has_max and value > maximum))
            if value is None:
                return none_ok
            return valid(value)

        return valid_json

    def _class_rules(self, schema: dict[str, Any]) -> dict[type, Any] | None:
        """What `compiled(schema)` says of a value of exactly str, int, bool, None or dict, per class:
        True (always valid) or (low, high, pattern search or None), bounds on a string's length or on an
        integer. A class left out (float, list, a subclass) takes the full check; None: no such summary
        (a schema with any keyword beyond a type gate and these bounds, or anyOf options overlapping)."""
        seen: set[int] = set()
        while "$ref" in schema:
            if id(schema) in seen or len(schema) > 1:
                return None
            seen.add(id(schema))
            schema = self.subschema(schema["$ref"])
        if "anyOf" in schema:
            if len(schema) > 1:
                return None
            merged: dict[type, Any] = {}
            admitted: set[type] = set()
            for option in schema["anyOf"]:
                option_rules = self._class_rules(option)
                if option_rules is None:
                    return None
                kinds = _admitted(option, self)
                # A value of a class two options admit is valid if either is: not summed up here.
                if kinds is None or kinds & admitted:
                    return None
                admitted |= kinds
                merged.update(option_rules)
            return merged
        if not set(schema) <= _SUMMED_UP or "type" not in schema:
            return None
        wanted = schema["type"]
        names = [wanted] if isinstance(wanted, str) else wanted
        rules: dict[type, Any] = {}
        pattern = _regex(schema["pattern"]).search if "pattern" in schema else None
        for name in names:
            if name == "string":
                rules[str] = (schema.get("minLength", 0), schema.get("maxLength", 1 << 30), pattern)
            elif name in ("integer", "number"):
                rules[int] = (schema.get("minimum", -math.inf), schema.get("maximum", math.inf), None)
            elif name == "null":
                rules[type(None)] = True
            elif name == "boolean":
                rules[bool] = True
            elif name == "object":
                rules[dict] = True  # no object keyword is in _SUMMED_UP: any object
        return rules

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
