"""Help for the migrations that moved models between apps while their tables stayed where they were."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any


def move_content_types(old: str, new: str, models: tuple[str, ...]) -> Callable[[Any, Any], None]:
    """A RunPython step that hands the models' content types to the new app.

    Permissions and admin history point at content types; moving them keeps those rows attached instead of
    leaving them on a stale ``old`` label while ``new`` gets fresh, empty ones.
    """

    def move(apps: Any, schema_editor: Any) -> None:
        content_type = apps.get_model("contenttypes", "ContentType")
        for model in models:
            if not content_type.objects.filter(app_label=new, model=model).exists():
                content_type.objects.filter(app_label=old, model=model).update(app_label=new)

    return move
