"""Accounts (issue 18): a player signs up, signs in and resets a forgotten password without an organizer;
the profile page reads and writes only the signed-in player's own profile; the login throttle holds."""

from __future__ import annotations

import re

import pytest
from django.contrib.auth.models import User
from django.core import mail
from django.urls import reverse

from judge.accounts.models import PlayerProfile
from judge.roles import PLAYER, roles_of
from tournaments.models import Event, Registration

pytestmark = pytest.mark.django_db

SIGNUP = {
    "username": "hanako",
    "email": "hanako@example.jp",
    "password1": "kiwi-Tokyo-2026!",
    "password2": "kiwi-Tokyo-2026!",
}


def test_a_player_signs_up_and_is_signed_in_as_a_player(client):
    page = client.get(reverse("account_signup"))
    assert page.status_code == 200 and 'name="email"' in page.content.decode()
    response = client.post(reverse("account_signup"), SIGNUP)
    assert response.status_code == 302
    assert response["Location"] == reverse("accounts:profile")
    user = User.objects.get(username="hanako")
    assert user.email == "hanako@example.jp"
    assert client.session["_auth_user_id"] == str(user.pk)
    assert roles_of(user) == [PLAYER]
    # The address is confirmed by a link; play does not wait for it (ACCOUNT_EMAIL_VERIFICATION optional).
    assert len(mail.outbox) == 1 and "hanako@example.jp" in mail.outbox[0].to


def test_signup_refuses_a_taken_email_and_a_weak_password(client):
    User.objects.create_user("taro", email="hanako@example.jp", password="pw-taro-12345")
    response = client.post(reverse("account_signup"), SIGNUP)
    assert response.status_code == 200 and not User.objects.filter(username="hanako").exists()
    weak = client.post(
        reverse("account_signup"), SIGNUP | {"email": "h2@example.jp", "password1": "123", "password2": "123"}
    )
    assert weak.status_code == 200 and not User.objects.filter(username="hanako").exists()


@pytest.mark.parametrize("name", ["hanako", "hanako@example.jp"])
def test_a_player_logs_in_with_username_or_email_and_logs_out(client, name):
    User.objects.create_user("hanako", email="hanako@example.jp", password="kiwi-Tokyo-2026!")
    response = client.post(reverse("login"), {"login": name, "password": "kiwi-Tokyo-2026!"})
    assert response.status_code == 302
    assert "hanako" in client.get("/").content.decode()
    client.post(reverse("logout"))
    assert "_auth_user_id" not in client.session


def test_a_wrong_password_shows_the_form_again(client):
    User.objects.create_user("hanako", password="kiwi-Tokyo-2026!")
    response = client.post(reverse("login"), {"login": "hanako", "password": "nope"})
    assert response.status_code == 200 and "_auth_user_id" not in client.session


def test_a_forgotten_password_is_reset_through_the_emailed_link(client):
    User.objects.create_user("hanako", email="hanako@example.jp", password="old-Password-1")
    response = client.post(reverse("account_reset_password"), {"email": "hanako@example.jp"})
    assert response.status_code == 302
    assert len(mail.outbox) == 1
    link = re.search(r"https?://[^/\s]+(/accounts/password/reset/key/\S+)", mail.outbox[0].body)
    assert link, mail.outbox[0].body
    # The link in the mail leads to the form (allauth first moves the key out of the address).
    form_page = client.get(link.group(1), follow=True)
    assert form_page.status_code == 200
    assert 'name="password1"' in form_page.content.decode()
    done = client.post(
        form_page.redirect_chain[-1][0] if form_page.redirect_chain else link.group(1),
        {"password1": "new-Password-2026", "password2": "new-Password-2026"},
    )
    assert done.status_code == 302
    client.logout()
    assert client.post(reverse("login"), {"login": "hanako", "password": "old-Password-1"}).status_code == 200
    assert (
        client.post(reverse("login"), {"login": "hanako", "password": "new-Password-2026"}).status_code == 302
    )


def test_a_reset_for_an_unknown_address_sends_nothing_and_says_nothing_different(client):
    User.objects.create_user("hanako", email="hanako@example.jp", password="old-Password-1")
    response = client.post(reverse("account_reset_password"), {"email": "nobody@example.jp"})
    assert response.status_code == 302  # the same answer as for a known address: no account discovery
    assert all("/password/reset/key/" not in m.body for m in mail.outbox)


def test_the_login_throttle_counts_the_allauth_login_field(client):
    User.objects.create_user("ann", email="ann@example.jp", password="pw-ann-correct-1")
    for _ in range(4):
        assert client.post(reverse("login"), {"login": "ann", "password": "guess"}).status_code == 200
    assert client.post(reverse("login"), {"login": "ann", "password": "guess"}).status_code == 429
    locked = client.post(reverse("login"), {"login": "ann", "password": "pw-ann-correct-1"})
    assert locked.status_code == 429 and 'id="locked-out"' in locked.content.decode()
    assert "_auth_user_id" not in client.session


def test_the_profile_needs_a_login(client):
    response = client.get(reverse("accounts:profile"))
    assert response.status_code == 302 and reverse("login") in response["Location"]


def test_a_player_fills_their_profile(client):
    user = User.objects.create_user("hanako", password="pw-hanako-123")
    client.force_login(user)
    response = client.post(
        reverse("accounts:profile"),
        {
            "display_name": "はなこ",
            "name_kanji": "山田 花子",
            "name_kana": "ﾔﾏﾀﾞ ﾊﾅｺ",  # half-width katakana is stored full-width
            "game_id__rebirth": " BR-1234-5678 ",
            "game_id__kaiju": "",
        },
    )
    assert response.status_code == 302
    profile = PlayerProfile.objects.get(user=user)
    assert (profile.display_name, profile.name_kanji, profile.name_kana) == (
        "はなこ",
        "山田 花子",
        "ヤマダ ハナコ",
    )
    assert profile.game_ids == {"rebirth": "BR-1234-5678"}
    page = client.get(reverse("accounts:profile")).content.decode()
    assert 'value="BR-1234-5678"' in page and 'value="山田 花子"' in page


def test_a_kana_field_with_other_letters_is_refused_with_a_message(client):
    user = User.objects.create_user("hanako", password="pw-hanako-123")
    client.force_login(user)
    response = client.post(reverse("accounts:profile"), {"name_kana": "Yamada"})
    assert response.status_code == 400
    assert "ひらがなかカタカナで入力してください。" in response.content.decode()
    assert not PlayerProfile.objects.filter(user=user).exclude(name_kana="").exists()


def test_a_player_edits_only_their_own_profile(client):
    alice = User.objects.create_user("alice", password="pw-alice-123")
    bob = User.objects.create_user("bob", password="pw-bob-12345")
    PlayerProfile.objects.create(user=alice, name_kanji="有栖 花")
    client.force_login(bob)
    # Whatever bob posts (even alice's id under any name), only bob's profile changes.
    client.post(
        reverse("accounts:profile"), {"name_kanji": "乗っ取り", "user": alice.pk, "user_id": alice.pk}
    )
    assert PlayerProfile.objects.get(user=alice).name_kanji == "有栖 花"
    assert PlayerProfile.objects.get(user=bob).name_kanji == "乗っ取り"
    # And bob's page shows bob's data, never alice's.
    page = client.get(reverse("accounts:profile")).content.decode()
    assert "有栖 花" not in page and "乗っ取り" in page


def test_the_tokens_link_appears_only_when_the_tokens_page_exists(client, settings):
    user = User.objects.create_user("hanako", password="pw-hanako-123")
    client.force_login(user)
    page = client.get(reverse("accounts:profile")).content.decode()
    from django.urls import NoReverseMatch

    try:
        url = reverse("account-tokens")
    except NoReverseMatch:
        assert 'id="tokens-link"' not in page
    else:
        assert f'href="{url}"' in page


def test_joining_an_event_starts_from_the_profile_name(client):
    org = User.objects.create_user("org", password="pw-org-12345")
    event = Event.objects.create(name="Cup", game="rebirth", organizer=org)
    user = User.objects.create_user("hanako", password="pw-hanako-123")
    PlayerProfile.objects.create(user=user, name_kanji="山田 花子")
    client.force_login(user)
    page = client.get(event.get_absolute_url()).content.decode()
    assert 'name="entry_name" value="山田 花子"' in page
    client.post(reverse("tournaments:join", args=[event.pk]), {"entry_name": "山田 花子"})
    assert Registration.objects.get(event=event, user=user).name == "山田 花子"


def test_joining_without_a_profile_uses_the_username(client):
    org = User.objects.create_user("org", password="pw-org-12345")
    event = Event.objects.create(name="Cup", game="rebirth", organizer=org)
    user = User.objects.create_user("hanako", password="pw-hanako-123")
    client.force_login(user)
    client.post(reverse("tournaments:join", args=[event.pk]))
    assert Registration.objects.get(event=event, user=user).name == "hanako"


def test_the_profile_page_speaks_english(client):
    user = User.objects.create_user("hanako", password="pw-hanako-123")
    client.force_login(user)
    html = client.get(reverse("accounts:profile"), HTTP_ACCEPT_LANGUAGE="en").content.decode()
    assert "Full name (kana)" in html and "official app ID" in html and "Profile" in html
    refused = client.post(reverse("accounts:profile"), {"name_kana": "x"}, HTTP_ACCEPT_LANGUAGE="en")
    assert "Enter the reading in hiragana or katakana." in refused.content.decode()


def test_the_player_may_change_the_prefilled_entry_name(client):
    org = User.objects.create_user("org", password="pw-org-12345")
    event = Event.objects.create(name="Cup", game="rebirth", organizer=org, status="registration")
    user = User.objects.create_user("hanako", password="pw-hanako-123")
    PlayerProfile.objects.create(user=user, name_kanji="山田 花子")
    client.force_login(user)
    client.post(reverse("tournaments:join", args=[event.pk]), {"entry_name": "ハナコ"})
    assert Registration.objects.get(event=event, user=user).name == "ハナコ"
    too_long = client.post(
        reverse("tournaments:join", args=[event.pk]), {"entry_name": "x" * 300}, follow=True
    )
    assert too_long.status_code == 200  # refused with a message, never a 500


def test_the_display_name_is_shown_on_every_page(client):
    user = User.objects.create_user("hanako", password="pw-hanako-123")
    client.force_login(user)
    assert "はなこ" not in client.get("/").content.decode()
    client.post(reverse("accounts:profile"), {"display_name": "はなこ"})
    assert "はなこ (hanako)" in client.get("/").content.decode()


def test_login_returns_to_the_page_that_asked_for_it(client):
    User.objects.create_user("hanako", password="pw-hanako-123")
    asked = client.get("/disputes/")
    assert asked.status_code == 302
    form = client.get(asked["Location"]).content.decode()
    assert 'name="next" value="/disputes/"' in form
    response = client.post(
        reverse("login"), {"login": "hanako", "password": "pw-hanako-123", "next": "/disputes/"}
    )
    assert response.status_code == 302 and response["Location"] == "/disputes/"
    # An address elsewhere is not followed (no open redirect).
    client.logout()
    away = client.post(
        reverse("login"), {"login": "hanako", "password": "pw-hanako-123", "next": "https://evil.example/"}
    )
    assert away.status_code == 302 and "evil.example" not in away["Location"]
