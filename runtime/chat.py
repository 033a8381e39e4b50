"""One chat completion against a model tier's OpenAI-compatible endpoint: the only HTTP seam.

Every tier (planning, synthesis, extraction) POSTs to ``{base_url}/chat/completions``
(OpenAI, Ollama, llama.cpp server, vLLM) through :class:`ChatClient` with plain httpx —
no vendor SDK. httpx loads with the first request, not with the runtime. Whatever goes
wrong (a refused connection, an HTTP error, a timeout, a body that is not a chat
completion) is a :class:`~runtime.errors.ModelFailure`; a server that refuses the
``response_format`` it was asked for is the narrower :class:`FormatRefused`, so that a
caller can ask again in a simpler format.
"""

from __future__ import annotations

import asyncio
from typing import TYPE_CHECKING, Any

from runtime.config import ModelTier, Settings
from runtime.credentials import CredentialError, Scrubber, lookup_secret
from runtime.errors import ModelFailure

if TYPE_CHECKING:
    import httpx

Messages = list[dict[str, str]]
JSON_OBJECT: dict[str, Any] = {"type": "json_object"}
# what a server says when it refuses a response_format (llama.cpp, vLLM, Ollama, OpenAI wording)
_FORMAT_WORDS = ("response_format", "json_schema", "schema")
_REFUSED_STATUSES = (400, 422)


class FormatRefused(ModelFailure):
    """The server refused the ``response_format`` it was asked for (HTTP 400 about it)."""

    def __init__(self, detail: str) -> None:
        super().__init__("unavailable", detail)


class ChatClient:
    """The chat-completions endpoint of one tier; the API key is read per request, never kept."""

    def __init__(self, *, settings: Settings, tier: ModelTier,
                 transport: httpx.AsyncBaseTransport | None = None) -> None:
        self.settings = settings
        self.tier = tier
        self._transport = transport

    @property
    def url(self) -> str:
        return f"{str(self.tier.base_url).rstrip('/')}/chat/completions"

    @property
    def endpoint(self) -> str:
        """What identifies the endpoint and model (what a server supports is remembered by it)."""
        return f"{self.url}#{self.tier.model}"

    async def _key(self) -> str | None:
        """The tier's API key, read now (None when the tier needs none)."""
        name = self.tier.api_key_credential
        if not name:
            return None
        try:
            key = await asyncio.to_thread(lookup_secret, self.settings, name)
        except CredentialError as exc:
            raise ModelFailure("unavailable", f"credential {name!r} unreadable: {exc}") from exc
        if not key:
            raise ModelFailure("unavailable", f"credential {name!r} is not stored")
        return key

    async def complete(self, messages: Messages, *, response_format: dict[str, Any] | None = None,
                       timeout: float | None = None, temperature: float = 0) -> str:
        """The assistant's text for `messages`, within `timeout` (the tier's by default) as a whole."""
        body: dict[str, Any] = {"model": self.tier.model, "messages": messages,
                                "temperature": temperature, "max_tokens": self.tier.max_tokens}
        if response_format is not None:
            body["response_format"] = response_format
        limit = self.tier.timeout_seconds if timeout is None else max(0.001, timeout)
        url = self.url
        import httpx

        try:
            key = await self._key()
            headers = {"Authorization": f"Bearer {key}"} if key else {}
            async with httpx.AsyncClient(timeout=limit, transport=self._transport) as client:
                response = await asyncio.wait_for(client.post(url, json=body, headers=headers), limit)
        except (httpx.HTTPError, TimeoutError) as exc:
            raise ModelFailure("unavailable", f"{type(exc).__name__} from {url}") from exc
        if response.status_code >= 400:
            detail = f"HTTP {response.status_code} from {url}"
            if (response_format is not None and response.status_code in _REFUSED_STATUSES
                    and any(w in response.text.lower() for w in _FORMAT_WORDS)):
                raise FormatRefused(detail + " (response_format refused)")
            raise ModelFailure("unavailable", detail)
        try:
            content = response.json()["choices"][0]["message"]["content"]
        except (ValueError, KeyError, IndexError, TypeError) as exc:
            raise ModelFailure("garbage", "not a chat completion") from exc
        if not isinstance(content, str):
            raise ModelFailure("garbage", "the completion has no text")
        # A server that says the key back (as is, or in any form it could have been sent in)
        # never gets it into a plan, an answer, a trace or a log.
        return Scrubber(key)(content) if key else content
