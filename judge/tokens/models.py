"""A user's API tokens. django-rest-knox keeps only a SHA-512 digest of each token (the token itself is
shown once, when it is made) and finds a token by its first characters; we add a name, a public id to
revoke it by, and when it was last used, so a user can tell their scripts' tokens apart."""

from __future__ import annotations

import uuid

from django.db import models
from knox.models import AbstractAuthToken


class ApiToken(AbstractAuthToken):
    uid = models.UUIDField(default=uuid.uuid4, unique=True, editable=False)
    name = models.CharField(max_length=100)
    last_used = models.DateTimeField(null=True, blank=True)

    class Meta:
        ordering = ["-created"]

    def __str__(self) -> str:
        return f"{self.name} ({self.token_key}…)"
