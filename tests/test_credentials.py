"""Secrets: the encrypted-file keyring on a real temporary dir, mandates, redaction, the CLI."""

from __future__ import annotations

import base64
import io
import json
import logging
import os
import select
import stat
import subprocess
import sys
import threading
import time
from pathlib import Path
from urllib.parse import quote, quote_plus

import pytest
from keyring.backend import KeyringBackend
from keyring.errors import PasswordDeleteError

from bot.telegram.settings import telegram_settings
from runtime.config import Settings
from runtime.credentials import (
    PASSPHRASE_ENV,
    CredentialError,
    EncryptedFileKeyring,
    Mandate,
    RedactingFilter,
    Redactor,
    backend_for,
    delete_secret,
    list_secrets,
    lookup_secret,
    redactor_for,
    resolve_under_mandate,
    store_secret,
    user_secret_name,
)

REPO = Path(__file__).resolve().parents[1]
TOKEN = "123456789:AAH-s3cr3t/t0ken+with=odd&chars"
SMTP = "hunter2-smtp-password"
DAMAGED = "cannot decrypt secrets.enc: wrong passphrase or damaged file"


@pytest.fixture
def s(tmp_path: Path) -> Settings:
    return Settings(home=tmp_path / "home")


def enc(s: Settings) -> Path:
    return s.data_dir / "secrets.enc"


def mode_of(path: Path) -> int:
    return stat.S_IMODE(path.stat().st_mode)


# -- storage ---------------------------------------------------------------------------


def test_round_trip_through_the_file(s: Settings) -> None:
    store_secret(s, "telegram:token", TOKEN)
    assert enc(s).is_file()
    assert lookup_secret(s, "telegram:token") == TOKEN
    assert EncryptedFileKeyring(s.data_dir).get_password("metnos", "telegram:token") == TOKEN


def test_replacing_a_secret_keeps_the_others(s: Settings) -> None:
    store_secret(s, "telegram:token", "old-value")
    store_secret(s, "openai:key", "sk-other")
    store_secret(s, "telegram:token", TOKEN)
    assert lookup_secret(s, "telegram:token") == TOKEN
    assert lookup_secret(s, "openai:key") == "sk-other"


def test_missing_secret_reads_as_none_and_creates_nothing(s: Settings) -> None:
    assert lookup_secret(s, "telegram:token") is None
    assert not s.data_dir.exists()


def test_file_on_disk_does_not_contain_the_secret(s: Settings) -> None:
    store_secret(s, "telegram:token", TOKEN)
    raw = enc(s).read_bytes()
    assert TOKEN.encode() not in raw
    assert base64.b64encode(TOKEN.encode()) not in raw
    assert b"s3cr3t" not in raw
    assert json.loads(raw)["kdf"] == "keyfile"


def test_key_file_and_secrets_file_are_owner_only(s: Settings) -> None:
    store_secret(s, "telegram:token", TOKEN)
    assert mode_of(enc(s)) == 0o600
    key = s.data_dir / "secrets.key"
    assert mode_of(key) == 0o600
    assert len(key.read_bytes()) == 32
    assert not list(s.data_dir.glob(".secrets.enc.*"))  # no temp file left behind


def test_rewrite_keeps_mode_and_key(s: Settings) -> None:
    store_secret(s, "a:one", "value-one")
    key = (s.data_dir / "secrets.key").read_bytes()
    store_secret(s, "b:two", "value-two")
    assert mode_of(enc(s)) == 0o600
    assert (s.data_dir / "secrets.key").read_bytes() == key


def test_missing_key_file_is_a_clear_error(s: Settings) -> None:
    store_secret(s, "telegram:token", TOKEN)
    (s.data_dir / "secrets.key").unlink()
    before = enc(s).read_bytes()
    with pytest.raises(CredentialError, match="secrets.key is missing"):
        lookup_secret(s, "telegram:token")
    with pytest.raises(CredentialError, match="secrets.key is missing"):
        store_secret(s, "other:name", "x-value")
    assert enc(s).read_bytes() == before
    assert not (s.data_dir / "secrets.key").exists()  # never replaced by a fresh key


def test_key_file_readable_by_others_is_refused(s: Settings) -> None:
    store_secret(s, "telegram:token", TOKEN)
    (s.data_dir / "secrets.key").chmod(0o644)
    with pytest.raises(CredentialError, match="chmod 600") as err:
        lookup_secret(s, "telegram:token")
    assert TOKEN not in str(err.value)


def test_passphrase_mode_reads_with_the_right_passphrase(
    s: Settings, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv(PASSPHRASE_ENV, "correct horse battery staple")
    store_secret(s, "telegram:token", TOKEN)
    assert lookup_secret(s, "telegram:token") == TOKEN
    assert json.loads(enc(s).read_bytes())["kdf"] == "scrypt"
    assert not (s.data_dir / "secrets.key").exists()
    assert TOKEN.encode() not in enc(s).read_bytes()


def test_wrong_passphrase_is_refused_and_the_file_untouched(
    s: Settings, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv(PASSPHRASE_ENV, "correct horse battery staple")
    store_secret(s, "telegram:token", TOKEN)
    before, stamp = enc(s).read_bytes(), enc(s).stat().st_mtime_ns
    monkeypatch.setenv(PASSPHRASE_ENV, "wrong horse")
    with pytest.raises(CredentialError) as err:
        lookup_secret(s, "telegram:token")
    assert str(err.value) == DAMAGED
    with pytest.raises(CredentialError, match="wrong passphrase"):
        store_secret(s, "other:name", "would-overwrite")
    with pytest.raises(CredentialError, match="wrong passphrase"):
        delete_secret(s, "telegram:token")
    assert enc(s).read_bytes() == before
    assert enc(s).stat().st_mtime_ns == stamp


def test_passphrase_file_without_the_passphrase_says_so(
    s: Settings, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv(PASSPHRASE_ENV, "correct horse battery staple")
    store_secret(s, "telegram:token", TOKEN)
    monkeypatch.delenv(PASSPHRASE_ENV)
    with pytest.raises(CredentialError, match=f"set {PASSPHRASE_ENV}"):
        lookup_secret(s, "telegram:token")


def test_key_file_store_with_a_passphrase_set_says_so(
    s: Settings, monkeypatch: pytest.MonkeyPatch
) -> None:
    store_secret(s, "telegram:token", TOKEN)
    monkeypatch.setenv(PASSPHRASE_ENV, "correct horse battery staple")
    with pytest.raises(CredentialError, match=f"unset {PASSPHRASE_ENV}"):
        lookup_secret(s, "telegram:token")


def test_empty_passphrase_is_refused(s: Settings, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(PASSPHRASE_ENV, "")
    with pytest.raises(CredentialError, match="empty"):
        store_secret(s, "telegram:token", TOKEN)
    assert not enc(s).exists()


def _flip_ciphertext(path: Path) -> None:
    envelope = json.loads(path.read_bytes())
    blob = bytearray(base64.b64decode(envelope["ciphertext"]))
    blob[3] ^= 0x01
    envelope["ciphertext"] = base64.b64encode(bytes(blob)).decode()
    path.write_text(json.dumps(envelope))


def _change_header(path: Path) -> None:
    envelope = json.loads(path.read_bytes())
    envelope["salt"] = "AAAA"  # authenticated: any header edit breaks decryption
    path.write_text(json.dumps(envelope))


@pytest.mark.parametrize(
    "tamper",
    [
        _flip_ciphertext,
        _change_header,
        lambda p: p.write_bytes(b"not json at all"),
        lambda p: p.write_bytes(p.read_bytes()[:40]),
        lambda p: p.write_text(json.dumps({"format": "metnos-secrets"})),
    ],
    ids=["ciphertext", "header", "garbage", "truncated", "fields-missing"],
)
def test_tampered_file_is_refused_and_not_overwritten(s: Settings, tamper: object) -> None:
    store_secret(s, "telegram:token", TOKEN)
    tamper(enc(s))  # type: ignore[operator]
    damaged = enc(s).read_bytes()
    with pytest.raises(CredentialError) as err:
        lookup_secret(s, "telegram:token")
    assert str(err.value) == DAMAGED
    with pytest.raises(CredentialError):
        store_secret(s, "other:name", "new-value")
    assert enc(s).read_bytes() == damaged


def test_list_shows_names_only(s: Settings) -> None:
    store_secret(s, "telegram:token", TOKEN)
    store_secret(s, user_secret_name("u1a2b", "smtp:work"), SMTP)
    names = list_secrets(s)
    assert names == ["telegram:token", "user/u1a2b/smtp:work"]
    assert TOKEN not in repr(names) and SMTP not in repr(names)


def test_delete_removes_one_and_reports_missing(s: Settings) -> None:
    store_secret(s, "telegram:token", TOKEN)
    store_secret(s, "openai:key", "sk-keep")
    assert delete_secret(s, "telegram:token") is True
    assert lookup_secret(s, "telegram:token") is None
    assert delete_secret(s, "telegram:token") is False
    assert list_secrets(s) == ["openai:key"]


def test_empty_value_is_refused(s: Settings) -> None:
    with pytest.raises(CredentialError, match="empty value"):
        store_secret(s, "telegram:token", "")
    assert not enc(s).exists()


@pytest.mark.parametrize(
    "name", ["", "has space", "../escape", "user/u1/", "user//smtp:work", "user/a/b/c", "x\n"]
)
def test_malformed_names_are_refused(s: Settings, name: str) -> None:
    with pytest.raises(CredentialError, match="invalid"):
        store_secret(s, name, "value")
    assert not enc(s).exists()


def test_backend_is_a_keyring_backend_selected_explicitly(s: Settings) -> None:
    backend = backend_for(s)
    assert isinstance(backend, KeyringBackend)
    assert 0 < EncryptedFileKeyring.priority < 1
    backend.set_password("other-service", "alice", "pw-1")
    assert backend.get_password("other-service", "alice") == "pw-1"
    assert lookup_secret(s, "alice") is None  # another service, another namespace
    with pytest.raises(PasswordDeleteError):
        backend.delete_password("other-service", "bob")


def test_keyring_discovery_cannot_construct_it_implicitly() -> None:
    # keyring's discovery builds backends without arguments and skips a TypeError.
    assert EncryptedFileKeyring.viable
    with pytest.raises(TypeError):
        EncryptedFileKeyring()  # type: ignore[call-arg]


def test_concurrent_writers_lose_nothing(s: Settings) -> None:
    def write(i: int) -> None:
        store_secret(s, f"svc:n{i}", f"value-{i}")

    threads = [threading.Thread(target=write, args=(i,)) for i in range(12)]
    for th in threads:
        th.start()
    for th in threads:
        th.join()
    assert list_secrets(s) == sorted(f"svc:n{i}" for i in range(12))


# -- mandates --------------------------------------------------------------------------

ANNA, BOB = "u_anna", "u_bob"


@pytest.fixture
def mandated(s: Settings) -> Settings:
    store_secret(s, user_secret_name(ANNA, "smtp:work"), SMTP)
    store_secret(s, "telegram:token", TOKEN)
    return s


def mandate(**changes: object) -> Mandate:
    fields: dict[str, object] = {
        "user_id": ANNA,
        "executor": "send_messages",
        "credential": "smtp:work",
        "turn_id": "t1",
        "expires_at": 1_000.0,
    }
    fields.update(changes)
    return Mandate(**fields)  # type: ignore[arg-type]


def test_mandate_resolves_when_everything_matches(mandated: Settings) -> None:
    secret = resolve_under_mandate(
        mandated, mandate(), user_id=ANNA, executor="send_messages", turn_id="t1", now=999.0
    )
    assert secret == SMTP


def test_mandate_uses_the_clock_when_now_is_omitted(mandated: Settings) -> None:
    live = mandate(expires_at=time.time() + 60)
    assert (
        resolve_under_mandate(mandated, live, user_id=ANNA, executor="send_messages", turn_id="t1")
        == SMTP
    )


@pytest.mark.parametrize(
    ("m", "caller", "reason"),
    [
        (mandate(), {"user_id": BOB}, "another user"),
        (mandate(), {"executor": "write_files"}, "executor"),
        (mandate(), {"turn_id": "t2"}, "another turn"),
        (mandate(), {"now": 1_000.0}, "expired"),
        (mandate(user_id=BOB), {"user_id": BOB}, "not stored for this user"),
        (mandate(credential="telegram:token"), {}, "not stored for this user"),
    ],
    ids=[
        "wrong-user",
        "wrong-executor",
        "wrong-turn",
        "expired",
        "other-users-credential",
        "instance-wide-credential",
    ],
)
def test_mandate_refusals_never_show_the_secret(
    mandated: Settings, m: Mandate, caller: dict[str, object], reason: str
) -> None:
    args: dict[str, object] = {
        "user_id": ANNA,
        "executor": "send_messages",
        "turn_id": "t1",
        "now": 999.0,
    }
    args.update(caller)
    with pytest.raises(CredentialError, match=reason) as err:
        resolve_under_mandate(mandated, m, **args)  # type: ignore[arg-type]
    text = str(err.value) + repr(err.value) + repr(err.value.__cause__)
    assert SMTP not in text and TOKEN not in text


def test_mandate_cannot_name_a_stored_path(mandated: Settings) -> None:
    with pytest.raises(CredentialError, match="invalid credential name"):
        mandate(user_id=BOB, credential=f"user/{ANNA}/smtp:work")
    with pytest.raises(CredentialError, match="invalid user id"):
        mandate(user_id="u_bob/../u_anna")


def test_mandate_is_frozen() -> None:
    m = mandate()
    with pytest.raises(AttributeError):
        m.user_id = BOB  # type: ignore[misc]


# -- redaction -------------------------------------------------------------------------


def test_redactor_masks_plain_and_url_encoded_forms() -> None:
    r = Redactor([TOKEN, ""])
    url = f"https://api.telegram.org/bot{TOKEN}/getMe"
    assert r.redact(url) == "https://api.telegram.org/bot***/getMe"
    assert r.redact("q=" + quote(TOKEN, safe="")) == "q=***"
    assert r.redact("q=" + quote_plus(TOKEN)) == "q=***"
    assert r.redact("q=" + quote(TOKEN, safe="").lower()) == "q=***"
    assert r.redact("nothing secret here") == "nothing secret here"


def test_redactor_masks_every_value_and_learns_new_ones() -> None:
    r = Redactor(["abc-secret"])
    r.add("abc-secret-longer")
    assert r.redact("x abc-secret-longer y abc-secret z") == "x *** y *** z"
    assert Redactor().redact("plain") == "plain"


def test_redactor_for_knows_stored_and_configured_secrets(tmp_path: Path) -> None:
    s = Settings(home=tmp_path / "home", telegram={"token": "cfg-token-123"})
    store_secret(s, user_secret_name(ANNA, "smtp:work"), SMTP)
    r = redactor_for(s, telegram_settings(s).secrets())
    assert r.redact(f"{SMTP} and cfg-token-123") == "*** and ***"


@pytest.fixture
def log() -> tuple[logging.Logger, io.StringIO]:
    stream = io.StringIO()
    handler = logging.StreamHandler(stream)
    handler.addFilter(RedactingFilter(Redactor([TOKEN])))
    logger = logging.getLogger("metnos.test.redaction")
    logger.handlers = [handler]
    logger.setLevel(logging.DEBUG)
    logger.propagate = False
    return logger, stream


def test_logging_filter_redacts_message_and_args(
    log: tuple[logging.Logger, io.StringIO],
) -> None:
    logger, stream = log
    logger.info(f"starting with {TOKEN}")
    logger.info("GET %s", f"https://api.telegram.org/bot{TOKEN}/getUpdates")
    logger.warning("encoded %(url)s", {"url": "token=" + quote(TOKEN, safe="")})
    logger.debug("plus form %r", quote_plus(TOKEN))
    out = stream.getvalue()
    assert out.count("***") == 4
    assert TOKEN not in out and quote(TOKEN, safe="") not in out and "s3cr3t" not in out
    assert "getUpdates" in out  # the rest of the message survives


def test_logging_filter_redacts_tracebacks(log: tuple[logging.Logger, io.StringIO]) -> None:
    logger, stream = log
    try:
        raise ConnectionError(f"cannot reach https://api.telegram.org/bot{TOKEN}/getMe")
    except ConnectionError:
        logger.exception("network down")
    out = stream.getvalue()
    assert "ConnectionError" in out and "***" in out
    assert "s3cr3t" not in out


def test_logging_filter_covers_child_loggers_through_the_handler(
    log: tuple[logging.Logger, io.StringIO],
) -> None:
    _, stream = log
    child = logging.getLogger("metnos.test.redaction.httpx")
    child.info("POST %s", f"/bot{TOKEN}/sendMessage")
    assert stream.getvalue().strip() == "POST /bot***/sendMessage"


def test_logging_filter_survives_a_malformed_format(
    log: tuple[logging.Logger, io.StringIO],
) -> None:
    logger, stream = log
    logger.info("two %s %s but one arg", TOKEN)
    out = stream.getvalue()
    assert "two" in out and "***" in out and "s3cr3t" not in out


# -- metnos secrets (real subprocesses) ------------------------------------------------


def metnos(
    home: Path, *args: str, stdin: str = "", env: dict[str, str] | None = None
) -> subprocess.CompletedProcess[str]:
    full_env = {k: v for k, v in os.environ.items() if not k.startswith("METNOS_")}
    full_env["METNOS_HOME"] = str(home)
    full_env.update(env or {})
    return subprocess.run(
        [sys.executable, "-m", "bot", "secrets", *args],
        input=stdin,
        text=True,
        capture_output=True,
        cwd=REPO,
        env=full_env,
        timeout=60,
    )


def assert_silent_about(out: subprocess.CompletedProcess[str], *secrets: str) -> None:
    for secret in secrets:
        assert secret not in out.stdout and secret not in out.stderr
    assert "Traceback" not in out.stderr


@pytest.mark.slow
def test_cli_set_list_delete(tmp_path: Path) -> None:
    home = tmp_path / "home"
    out = metnos(home, "set", "telegram:token", stdin=TOKEN + "\n")
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == "stored telegram:token"
    assert_silent_about(out, TOKEN)
    assert lookup_secret(Settings(home=home), "telegram:token") == TOKEN

    out = metnos(home, "set", "user/u1a2b/smtp:work", stdin=SMTP)
    assert out.returncode == 0, out.stderr
    out = metnos(home, "list")
    assert out.returncode == 0
    assert out.stdout.splitlines() == ["telegram:token", "user/u1a2b/smtp:work"]
    assert_silent_about(out, TOKEN, SMTP)

    out = metnos(home, "delete", "telegram:token")
    assert out.returncode == 0 and out.stdout.strip() == "deleted telegram:token"
    assert metnos(home, "list").stdout.splitlines() == ["user/u1a2b/smtp:work"]


@pytest.mark.slow
def test_cli_delete_missing_fails_with_one_line(tmp_path: Path) -> None:
    out = metnos(tmp_path / "home", "delete", "smtp:nothing")
    assert out.returncode == 1
    assert out.stderr.strip() == "metnos: no secret named 'smtp:nothing'"


@pytest.mark.slow
@pytest.mark.parametrize("stdin", ["", "\n"])
def test_cli_set_refuses_an_empty_value(tmp_path: Path, stdin: str) -> None:
    out = metnos(tmp_path / "home", "set", "telegram:token", stdin=stdin)
    assert out.returncode == 1
    assert (
        out.stderr.strip() == "metnos: empty value for 'telegram:token' refused: nothing was stored"
    )
    assert not (tmp_path / "home" / "secrets.enc").exists()


@pytest.mark.slow
def test_cli_refuses_a_bad_name_before_reading(tmp_path: Path) -> None:
    out = metnos(tmp_path / "home", "set", "bad name", stdin=TOKEN)
    assert out.returncode == 1
    assert (
        out.stderr.startswith("metnos: invalid credential name")
        and len(out.stderr.splitlines()) == 1
    )
    assert_silent_about(out, TOKEN)


@pytest.mark.slow
def test_cli_wrong_passphrase_is_one_line_and_leaves_the_file(tmp_path: Path) -> None:
    home = tmp_path / "home"
    right, wrong = {PASSPHRASE_ENV: "right passphrase"}, {PASSPHRASE_ENV: "wrong passphrase"}
    assert metnos(home, "set", "telegram:token", stdin=TOKEN, env=right).returncode == 0
    before = (home / "secrets.enc").read_bytes()
    out = metnos(home, "set", "openai:key", stdin="sk-new-value", env=wrong)
    assert out.returncode == 1
    assert out.stderr.strip() == f"metnos: {DAMAGED}"
    assert_silent_about(out, TOKEN, "sk-new-value")
    assert (home / "secrets.enc").read_bytes() == before
    listed = metnos(home, "list", env=right)
    assert listed.returncode == 0 and listed.stdout.splitlines() == ["telegram:token"]


@pytest.mark.slow
def test_cli_set_prompts_without_echo_on_a_terminal(tmp_path: Path) -> None:
    home = tmp_path / "home"
    master, slave = os.openpty()
    env = {k: v for k, v in os.environ.items() if not k.startswith("METNOS_")}
    env["METNOS_HOME"] = str(home)
    # A new session has no controlling terminal, so getpass uses the pty on stdin.
    proc = subprocess.Popen(
        [sys.executable, "-m", "bot", "secrets", "set", "telegram:token"],
        stdin=slave,
        stdout=slave,
        stderr=slave,
        cwd=REPO,
        env=env,
        start_new_session=True,
    )
    os.close(slave)
    seen = b""
    try:
        seen += _read_until(master, b"(not echoed): ")
        os.write(master, TOKEN.encode() + b"\n")
        assert proc.wait(timeout=60) == 0
        seen += _read_until(master, b"stored telegram:token")
    finally:
        if proc.poll() is None:
            proc.kill()
        os.close(master)
    assert b"Value for telegram:token" in seen
    assert TOKEN.encode() not in seen
    assert lookup_secret(Settings(home=home), "telegram:token") == TOKEN


def _read_until(fd: int, marker: bytes, timeout: float = 30) -> bytes:
    data, deadline = b"", time.monotonic() + timeout
    while marker not in data:
        ready, _, _ = select.select([fd], [], [], max(0.0, deadline - time.monotonic()))
        if not ready:
            raise AssertionError(f"timed out waiting for {marker!r}; saw {data!r}")
        try:
            chunk = os.read(fd, 4096)
        except OSError:  # the child closed the pty
            break
        if not chunk:
            break
        data += chunk
    assert marker in data, data
    return data
