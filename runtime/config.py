"""Settings: code defaults, then the TOML file named by METNOS_CONFIG, then METNOS_* variables.

Every setting has its default here, so an installed ``metnos`` runs with no config
file at all; ``config/metnos.toml`` documents the same settings with comments.
"""

from __future__ import annotations

import ipaddress
import os
import re
import tomllib
from pathlib import Path
from typing import Any, Literal

from platformdirs import user_data_dir
from pydantic import (
    BaseModel,
    ConfigDict,
    Field,
    ValidationError,
    ValidationInfo,
    field_validator,
    model_validator,
)
from pydantic_settings import (
    BaseSettings,
    PydanticBaseSettingsSource,
    SettingsConfigDict,
    SettingsError,
    TomlConfigSettingsSource,
)

from runtime.addresses import sender_address
from runtime.errors import ConfigError as ConfigError

PolicyName = Literal["allow", "confirm", "refuse"]


class _Section(BaseModel):
    model_config = ConfigDict(extra="forbid")


class GeneralSettings(_Section):
    """Turn-wide limits and the language used when a message does not tell."""

    locale: Literal["auto", "it", "en"] = "auto"
    fallback_locale: Literal["it", "en"] = "en"
    max_steps: int = Field(default=12, ge=1, le=100)
    step_timeout_seconds: float = Field(default=120.0, gt=0)
    max_list_items: int = Field(default=20, ge=1, le=500)
    # Times said in words ("alle 15", "ogni lunedì") are in this zone unless a user has their own.
    timezone: str = "Europe/Rome"

    @field_validator("timezone")
    @classmethod
    def _zone(cls, value: str) -> str:
        return _known_zone(value)


class ScratchpadSettings(_Section):
    """When observations leave the model-visible context, and for how long they stay."""

    threshold_bytes: int = Field(default=4096, ge=0)
    max_read_bytes: int = Field(default=65536, ge=256)
    ttl_seconds: int = Field(default=3600, ge=1)
    gc_interval_seconds: int = Field(default=300, ge=1)


class DialogueSettings(_Section):
    """How long a confirmation or question waits for its answer."""

    ttl_seconds: int = Field(default=900, ge=1)
    sweep_interval_seconds: int = Field(default=60, ge=1)


class LreSettings(_Section):
    """When a turn hands the rest of its plan to a long-running job."""

    items_threshold: int = Field(default=40, ge=1)
    handoff_after_seconds: float = Field(default=20.0, gt=0)
    cancel_wait_seconds: float = Field(default=10.0, ge=0)


class QueueSettings(_Section):
    """Jobs as a queue on the database: how long a worker's claim on a job (and a runner's on
    its turns) lasts without a heartbeat, how often it is renewed, how often workers look for
    jobs whose worker is gone, how long a stopping worker lets its jobs reach the end of their
    step before it hands them back, and how many jobs taken over from others one worker runs
    at once. Leases count on PostgreSQL; on the SQLite file, one machine, a runner is alive
    while its process is."""

    lease_seconds: float = Field(default=30.0, ge=2)
    heartbeat_seconds: float = Field(default=10.0, gt=0)
    poll_seconds: float = Field(default=5.0, gt=0)
    drain_seconds: float = Field(default=10.0, ge=0)
    max_claims: int = Field(default=4, ge=0)

    @model_validator(mode="after")
    def _beats_within_the_lease(self) -> QueueSettings:
        if self.heartbeat_seconds * 2 > self.lease_seconds:
            raise ValueError(f"heartbeat_seconds ({self.heartbeat_seconds:g}) must be at most half"
                             f" of lease_seconds ({self.lease_seconds:g}): one late heartbeat"
                             " must not lose a live worker's jobs")
        return self


class ScheduleSettings(_Section):
    """Reminders and routines: how often due runs are looked for, how late a missed run may
    still run, how long the consent given when a routine was created lasts."""

    tick_seconds: int = Field(default=20, ge=1)
    grace_seconds: int = Field(default=3600, ge=0)
    approval_days: float = Field(default=90.0, gt=0)
    max_per_user: int = Field(default=50, ge=1)
    min_interval_seconds: int = Field(default=900, ge=60)


class StorageSettings(_Section):
    """Where metnos.db's tables live: unset, the SQLite file in the data directory (the
    embedded default); a ``postgresql://`` URL, a PostgreSQL database (the ``postgres`` extra)."""

    url: str | None = None

    @field_validator("url")
    @classmethod
    def _postgres(cls, value: str | None) -> str | None:
        if not value:
            return None
        if value.split(":", 1)[0].lower() not in ("postgresql", "postgres"):
            raise ValueError("not a postgresql:// URL (leave it unset for the SQLite file)")
        return value


class RetentionSettings(_Section):
    """How long finished turns, conversation history and finished jobs are kept."""

    days: float = Field(default=90.0, gt=0)


class ModelTier(_Section):
    """One OpenAI-compatible endpoint bound to a function (planning, synthesis, extraction)."""

    base_url: str | None = None
    model: str | None = None
    api_key_credential: str | None = None
    timeout_seconds: float = Field(default=60.0, gt=0)
    max_tokens: int = Field(default=2048, ge=1)

    @property
    def configured(self) -> bool:
        return bool(self.base_url and self.model)


class ModelsSettings(_Section):
    """Model tiers by function; none configured means the rules planner alone."""

    planning: ModelTier = ModelTier()
    synthesis: ModelTier = ModelTier()
    extraction: ModelTier = ModelTier()


class PolicySettings(_Section):
    """Overrides of executors' default policies: for everyone, per role, per user."""

    executors: dict[str, PolicyName] = {}
    roles: dict[str, dict[str, PolicyName]] = {}
    users: dict[str, dict[str, PolicyName]] = {}


class CatalogSettings(_Section):
    """Extra executor modules (each exposing ``EXECUTORS``) installed beside the built-ins."""

    extra_modules: list[str] = []


def is_loopback(host: str) -> bool:
    """Whether `host` names this machine: localhost, 127.0.0.0/8 or ::1 (brackets allowed)."""
    name = host.strip().strip("[]").rstrip(".").lower()
    if name == "localhost":
        return True
    try:
        return ipaddress.ip_address(name).is_loopback
    except ValueError:
        return False


class MailAccount(_Section):
    """One SMTP account. Its key in ``[mail.accounts]`` is the credential name of its password."""

    host: str = Field(min_length=1)
    port: int = Field(default=587, ge=1, le=65535)
    username: str | None = None
    from_address: str
    security: Literal["starttls", "ssl", "none"] = "starttls"
    timeout_seconds: float = Field(default=30.0, gt=0, le=300)

    @field_validator("from_address")
    @classmethod
    def _sender(cls, value: str) -> str:
        if sender_address(value) is None:
            raise ValueError(f"not an e-mail address: {value!r}")
        return value

    @field_validator("security")
    @classmethod
    def _clear_only_on_loopback(cls, value: str, info: ValidationInfo) -> str:
        """``none`` sends the password in clear: only to a server on this very machine."""
        host = info.data.get("host")
        if value == "none" and isinstance(host, str) and not is_loopback(host):
            raise ValueError(f'security = "none" sends the password and the e-mail in clear, so it '
                             f"is allowed only for a server on this machine (127.0.0.1, ::1, "
                             f'localhost), not {host!r}: use "starttls" or "ssl"')
        return value

    @property
    def sender(self) -> str:
        """The bare address used as the envelope sender."""
        address = sender_address(self.from_address)
        assert address is not None  # checked when the settings were loaded
        return address


class MailSettings(_Section):
    """Outgoing e-mail: SMTP accounts by credential name, and how much a message may carry."""

    accounts: dict[str, MailAccount] = {}
    max_attachment_bytes: int = Field(default=20 * 1024 * 1024, ge=1)


class UserSettings(_Section):
    """Per-user overrides."""

    workspace: str | None = None
    timezone: str | None = None  # an IANA name, e.g. "Europe/London"; else general.timezone

    @field_validator("timezone")
    @classmethod
    def _zone(cls, value: str | None) -> str | None:
        return value if value is None else _known_zone(value)


class Settings(BaseSettings):
    """The whole configuration. ``home`` comes from METNOS_HOME."""

    model_config = SettingsConfigDict(
        env_prefix="METNOS_",
        env_nested_delimiter="__",
        extra="forbid",
    )

    home: Path | None = None
    general: GeneralSettings = GeneralSettings()
    storage: StorageSettings = StorageSettings()
    # The Telegram front end's section, passed through unread: the bot gives it its model.
    telegram: dict[str, Any] = {}
    scratchpad: ScratchpadSettings = ScratchpadSettings()
    dialogues: DialogueSettings = DialogueSettings()
    lre: LreSettings = LreSettings()
    queue: QueueSettings = QueueSettings()
    retention: RetentionSettings = RetentionSettings()
    schedules: ScheduleSettings = ScheduleSettings()
    models: ModelsSettings = ModelsSettings()
    policy: PolicySettings = PolicySettings()
    catalog: CatalogSettings = CatalogSettings()
    mail: MailSettings = MailSettings()
    users: dict[str, UserSettings] = {}

    @classmethod
    def settings_customise_sources(
        cls,
        settings_cls: type[BaseSettings],
        init_settings: PydanticBaseSettingsSource,
        env_settings: PydanticBaseSettingsSource,
        dotenv_settings: PydanticBaseSettingsSource,
        file_secret_settings: PydanticBaseSettingsSource,
    ) -> tuple[PydanticBaseSettingsSource, ...]:
        sources: list[PydanticBaseSettingsSource] = [init_settings, env_settings]
        config_file = os.environ.get("METNOS_CONFIG")
        if config_file:
            sources.append(TomlConfigSettingsSource(settings_cls, toml_file=Path(config_file)))
        return tuple(sources)

    def timezone_of(self, user_name: str) -> str:
        """The time zone of `user_name`: their own setting, else ``general.timezone``."""
        override = self.users.get(user_name)
        return override.timezone if override and override.timezone else self.general.timezone

    @property
    def data_dir(self) -> Path:
        """Where metnos.db, scratchpad.db and the users' workspaces live."""
        if self.home is not None:
            return self.home.expanduser()
        return Path(user_data_dir("metnos", appauthor=False))


def _known_zone(name: str) -> str:
    from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

    try:
        ZoneInfo(name)
    except (ZoneInfoNotFoundError, ValueError) as exc:
        raise ValueError(f"unknown time zone {name!r} (an IANA name such as Europe/Rome)") from exc
    return name


def load_settings(**overrides: object) -> Settings:
    """Load the settings, turning a missing or malformed config file into ConfigError."""
    config_file = os.environ.get("METNOS_CONFIG")
    if config_file and not Path(config_file).is_file():
        raise ConfigError(f"METNOS_CONFIG names {config_file!r}, which is not a readable file")
    try:
        return Settings(**overrides)  # type: ignore[arg-type]
    except ValidationError as exc:
        raise ConfigError(_invalid_setting(exc, config_file)) from exc
    except (tomllib.TOMLDecodeError, UnicodeDecodeError) as exc:
        raise ConfigError(f"{config_file}: not valid TOML: {exc}") from exc
    except OSError as exc:
        raise ConfigError(f"{config_file}: cannot be read: {exc.strerror or exc}") from exc
    except SettingsError as exc:  # a METNOS_* variable that is not valid JSON for its section
        field = re.search(r'field "(\w+)"', str(exc))
        source = _setting_source((field.group(1),), None) if field else ""
        raise ConfigError(f"invalid configuration: {exc}{source}") from exc


def _invalid_setting(exc: ValidationError, config_file: str | None) -> str:
    """One line for the first refused setting: its dotted name, why, and where it came from."""
    errors = exc.errors()
    first = errors[0]
    where = ".".join(str(part) for part in first["loc"]) or "settings"
    if first["type"] == "extra_forbidden":
        text = f"invalid configuration: unknown setting {where}"
    else:
        text = f"invalid configuration: {where}: {first['msg']}"
    if len(errors) > 1:
        text += f" (and {len(errors) - 1} more)"
    return text + _setting_source(first["loc"], config_file)


def _setting_source(loc: tuple[int | str, ...], config_file: str | None) -> str:
    """`` (from METNOS_X__Y)`` or `` (in <file>)`` for a refused setting, when that can be told."""
    names = [str(part).upper() for part in loc]
    set_vars = {key.upper(): key for key in os.environ if key.upper().startswith("METNOS_")}
    for end in range(len(names), 0, -1):  # METNOS_MODELS__PLANNING__MODEL, then METNOS_MODELS__PLANNING
        found = set_vars.get("METNOS_" + "__".join(names[:end]))
        if found is not None:
            return f" (from {found})"
    nested = sorted(v for k, v in set_vars.items() if k.startswith("METNOS_" + "__".join(names) + "__"))
    if nested:  # METNOS_CATALOG__EXTRA_MODULES for the section catalog
        return f" (from {', '.join(nested)})"
    return f" (in {config_file})" if config_file else ""
