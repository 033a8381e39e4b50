"""The messages a planning model is shown: the offered catalog, the plan format, the request.

Only what the planner may use goes in: the executors of the offered catalog (an
executor left out of this turn's catalog is not mentioned anywhere), the plan
format, the last few turns of the conversation (shortened) and the request. Never a
secret: credentials are named by executors' arguments at most, never valued.
"""

from __future__ import annotations

import json
from typing import Any

from runtime.catalog.contract import ExecutorSpec
from runtime.catalog.registry import Catalog
from runtime.plan.problems import Problem

LANGUAGES = {"it": "Italian", "en": "English"}
HISTORY_TURNS = 6
HISTORY_CHARS = 400

_EXAMPLE = {"steps": [
    {"tool": "find_files", "args": {"base_path": "~/Acquisti", "pattern": "*.pdf"}},
    {"tool": "read_files", "args": {"from_step": 1}},
    {"tool": "extract_entries", "args": {"from_step": 2, "fields": ["fornitore", "prezzo"]}},
    {"tool": "create_files_spreadsheet", "args": {"from_step": 3, "path": "~/Acquisti/riepilogo.xlsx"}},
]}

_RULES = """\
You are the planner of Metnos, a personal agent that works on the user's files and \
messages. Turn the user's request into a plan made only of the executors listed below.

Answer with ONE JSON object and nothing else, either
  {{"steps": [{{"tool": "<executor>", "args": {{...}}}}, ...]}}
or, when the executors cannot do what is asked,
  {{"refuse": "<short reason, in {language}>"}}

Plan format:
- Steps run in order and are numbered from 1. No code: only the executors and arguments listed.
- "from_step": N (an argument) passes the collection step N produced; the consumer must take \
that kind of item.
- "{{{{stepN.field}}}}" inside an argument passes one value of step N's result; only the \
result fields listed for that executor exist.
- "~" is the root of the user's workspace: paths look like "~/Folder/file.pdf".
- Use the names, folders and addresses the user wrote. Do not invent recipients, destinations \
or file names; leave out an optional argument rather than guess it.
- When the answer depends on what the steps find (when a contract ends, whether an invoice \
is overdue), plan only steps that read and add "then": "answer" beside "steps": you will be \
shown what they found, and answer then.
"""


def _type_of(schema: dict[str, Any]) -> str:
    if "anyOf" in schema:
        return "|".join(_type_of(s) for s in schema["anyOf"] if s.get("type") != "null")
    if "enum" in schema:
        return "|".join(json.dumps(v) for v in schema["enum"])
    kind = str(schema.get("type", "any"))
    if kind == "array":
        return f"list[{_type_of(schema.get('items', {}))}]"
    if "pattern" in schema and str(schema["pattern"]).startswith("^("):
        return "|".join(json.dumps(v) for v in str(schema["pattern"])[2:-2].split("|"))
    return kind


def compact_args(spec: ExecutorSpec) -> str:
    """The argument schema in one line: ``name: type`` (required) or ``name: type = default``."""
    schema = spec.args_model.model_json_schema()
    required = set(schema.get("required", ()))
    parts = []
    for name, prop in schema.get("properties", {}).items():
        text = f"{name}: {_type_of(prop)}"
        if name not in required:
            text += f" = {json.dumps(prop.get('default'), ensure_ascii=False)}"
        parts.append(text)
    return "{" + ", ".join(parts) + "}"


def _returns(spec: ExecutorSpec) -> str:
    shape = spec.result
    text = ""
    if shape.kind == "collection":
        fields = ", ".join(shape.item_fields) + (", ..." if shape.open_item_fields else "")
        text = f"a collection of {shape.item_kind.value if shape.item_kind else 'item'} items " \
               f"{{{fields}}}; "
    names = [*shape.fields, *(["count"] if shape.kind == "collection" and "count" not in shape.fields
                              else [])]
    return text + "result fields: " + (", ".join(names) or "none")


def describe_executor(spec: ExecutorSpec, locale: str) -> str:
    """One catalog entry as the model sees it."""
    desc = spec.description.get(locale) or spec.description.get("en") or spec.name
    lines = [f"- {spec.name}: {desc}", f"  args: {compact_args(spec)}"]
    if spec.accepts:
        lines.append("  from_step takes: " + ", ".join(sorted(k.value for k in spec.accepts)))
    lines.append(f"  returns: {_returns(spec)}")
    return "\n".join(lines)


def system_prompt(catalog: Catalog, locale: str) -> str:
    """The system message: rules, plan format, an example when it fits, the offered catalog."""
    language = LANGUAGES.get(locale, "English")
    parts = [_RULES.format(language=language).rstrip()]
    if all(s["tool"] in catalog for s in _EXAMPLE["steps"]):
        parts.append("Example (prices of the PDF quotes in Acquisti, in a spreadsheet):\n"
                     + json.dumps(_EXAMPLE, ensure_ascii=False))
    parts.append("Executors:\n" + "\n".join(describe_executor(s, locale)
                                             for s in sorted(catalog, key=lambda s: s.name)))
    return "\n\n".join(parts)


GROUNDING_FOLDERS = 60
GROUNDING_FILES = 20


def grounding_note(folders: list[str], last_files: tuple[str, ...]) -> str:
    """What the planner may ground names in: the user's folders, and the last answer's files."""
    lines = []
    if folders:
        lines.append("Folders in the user's workspace (use these exact paths for places the user "
                     "names): " + ", ".join(folders[:GROUNDING_FOLDERS]))
    if last_files:
        lines.append("Files of the previous answer (what \"it\", \"them\", \"the second one\" "
                     "refer to): " + ", ".join(last_files[:GROUNDING_FILES]))
        if len(last_files) > GROUNDING_FILES:  # never an effect on the first few taken for all
            lines.append(f"The previous answer had {len(last_files)} files, only the first "
                         f"{GROUNDING_FILES} are listed: to act on all of them, repeat the search "
                         "that found them (find_files) and pass its result with from_step.")
    return "\n".join(lines)


def planning_messages(
    text: str, catalog: Catalog, locale: str, history: tuple[tuple[str, str], ...] = (),
    grounding: str = "",
) -> list[dict[str, str]]:
    """The chat messages for a first planning request."""
    system = system_prompt(catalog, locale) + (f"\n\n{grounding}" if grounding else "")
    messages = [{"role": "system", "content": system}]
    for role, said in history[-HISTORY_TURNS:]:
        messages.append({"role": "user" if role == "user" else "assistant",
                         "content": said[:HISTORY_CHARS]})
    messages.append({"role": "user", "content": text})
    return messages


def repair_message(problems: list[Problem]) -> dict[str, str]:
    """The one follow-up a model gets when its plan did not validate."""
    listed = "\n".join(f"- {p.message('en')}" for p in problems)
    return {"role": "user", "content": (
        "That plan cannot run:\n" + listed + "\nAnswer with a corrected plan, as one JSON "
        "object {\"steps\": [...]}, or with {\"refuse\": \"...\"}.")}


PLAN_SCHEMA_NAME = "metnos_plan"


def plan_schema(catalog: Catalog) -> dict[str, Any]:
    """The JSON schema of an answer: steps of the offered executors, or a refusal.

    Loose on purpose (``strict`` false, arguments as plain objects): it keeps a server's
    constrained decoding to the offered executor names and the answer's shape; the
    arguments are checked by the validator, as for any plan.
    """
    step = {"type": "object",
            "properties": {"tool": {"type": "string", "enum": sorted(s.name for s in catalog)},
                           "args": {"type": "object"}},
            "required": ["tool", "args"], "additionalProperties": False}
    return {"type": "object",
            "properties": {"steps": {"type": "array", "items": step, "minItems": 1},
                           "refuse": {"type": "string"},
                           "then": {"type": "string", "enum": ["answer"]}},
            "additionalProperties": False}


def plan_format(catalog: Catalog) -> dict[str, Any]:
    """The ``response_format`` asking an OpenAI-compatible server for a plan of `catalog`."""
    return {"type": "json_schema",
            "json_schema": {"name": PLAN_SCHEMA_NAME, "schema": plan_schema(catalog), "strict": False}}


_ACTION_WORDS = {
    "move": "move the files",
    "delete": "delete files",
    "send": "send an e-mail",
    "write": "write or save a file",
    "table": "make a table (a spreadsheet) of the values",
}


def missing_action_message(actions: list[str]) -> dict[str, str]:
    """The one follow-up a model gets when its plan leaves out an action the user asked for."""
    asked = "; ".join(_ACTION_WORDS.get(a, a) for a in actions)
    return {"role": "user", "content": (
        f"The request also asks to: {asked}. That plan has no step that does it. Answer with a "
        "plan that does everything the request asks, as one JSON object {\"steps\": [...]}, or "
        "with {\"refuse\": \"...\"} if the executors cannot do that part.")}
