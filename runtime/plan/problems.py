"""Validation problems: a stable code, where it is, and a message from the catalogs."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from runtime.i18n import t


@dataclass(frozen=True)
class Problem:
    """One reason a plan cannot run as written."""

    code: str
    step: int | None = None
    arg: str | None = None
    params: dict[str, Any] = field(default_factory=dict)

    def message(self, locale: str = "en") -> str:
        params = dict(self.params)
        detail_key = params.pop("detail_key", None)
        if detail_key is not None:  # an argument refused with a message key of its own
            params["detail"] = t(detail_key, locale, **params.pop("detail_params", {}))
        text = t(f"plan.problem.{self.code}", locale, step=self.step, arg=self.arg, **params)
        if self.step is not None:
            return t("plan.problem.at_step", locale, step=self.step, text=text)
        return text
