"""The ``metnos`` command: chat, plan, catalog, trace, users, models, scratchpad, bot, db, doctor.

Each command imports what it uses inside its function: ``metnos --help`` loads argparse
and the error tree, not the runtime (pydantic-settings, httpx, aiosqlite, cryptography).
Every failure a user can cause ends with one line on stderr and a non-zero status; the
details, tracebacks included, go to ``<data dir>/metnos.log``.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any, NoReturn

from runtime import MetnosError

if TYPE_CHECKING:
    from runtime import Plan, Problem, Runtime, Settings


class CliError(MetnosError):
    """Ends the command with a one-line reason on stderr and exit status 1."""


class _Parser(argparse.ArgumentParser):
    """argparse with a one-line complaint about bad arguments (status 2, as argparse's own)."""

    def error(self, message: str) -> NoReturn:
        self.exit(2, f"{self.prog}: {message} (see {self.prog} --help)\n")


def _parser() -> argparse.ArgumentParser:
    p = _Parser(prog="metnos", description="Metnos: a self-hosted personal agent.")
    sub = p.add_subparsers(dest="command", required=True)

    c = sub.add_parser("chat", help="talk to Metnos in the terminal (the embedded default)")
    c.add_argument("--user", default=None, help="user name (default: the local admin 'admin')")

    pl = sub.add_parser("plan", help="check or run a plan file")
    psub = pl.add_subparsers(dest="plan_command", required=True)
    pc = psub.add_parser("check", help="validate a plan against the catalog")
    pc.add_argument("file", type=Path)
    pr = psub.add_parser("run", help="run a plan through the invocation point")
    pr.add_argument("file", type=Path)
    pr.add_argument("--user", default=None)

    cat = sub.add_parser("catalog", help="print the installed executors")
    cat.add_argument("--json", action="store_true")

    tr = sub.add_parser("trace", help="show the trace of a turn (default: your last)")
    tr.add_argument("turn", nargs="?")
    tr.add_argument("--user", default=None)
    tr.add_argument("--json", action="store_true")

    u = sub.add_parser("users", help="manage users")
    usub = u.add_subparsers(dest="users_command", required=True)
    usub.add_parser("list")
    for name in ("disable", "enable", "remove"):
        x = usub.add_parser(name)
        x.add_argument("name")
    inv = usub.add_parser("invite", help="create the user if needed and print a pairing code")
    inv.add_argument("name")
    inv.add_argument("--admin", action="store_true")
    add = usub.add_parser("add", help="create a user without pairing")
    add.add_argument("name")
    add.add_argument("--admin", action="store_true")

    sub.add_parser("models", help="show the model tiers (no secrets)")
    bt = sub.add_parser("bot", help="run the Telegram front end until SIGINT/SIGTERM")
    bt.add_argument("--webhook", action="store_true",
                    help="take updates by webhook (telegram.mode = \"webhook\"), e.g. as one of"
                         " several workers behind a load balancer")
    bt.add_argument("--port", type=int, default=None,
                    help="the port this worker listens on for webhooks (telegram.webhook_port)")

    jb = sub.add_parser("jobs", help="list long-running jobs (all users' for the admin), or cancel one")
    jb.add_argument("--user", default=None, help="only this user's jobs (and cancel among them)")
    jb.add_argument("--cancel", type=int, default=None, metavar="N", help="cancel job N")

    sc = sub.add_parser("schedules", help="list reminders and routines with their next run (all users'"
                        " without --user)")
    sc.add_argument("--user", default=None, help="only this user's reminders and routines")

    ix = sub.add_parser("index", help="the full-text index of a workspace (kept up to date by itself)")
    ix.add_argument("action", choices=["refresh", "rebuild"])
    ix.add_argument("--user", default=None)

    db = sub.add_parser("db", help="the database of the configured storage")
    dsub = db.add_subparsers(dest="db_command", required=True)
    dsub.add_parser("migrate", help="bring every component's tables up to date (idempotent)")

    sub.add_parser("doctor", help="check the data dir, storage, schema, Telegram settings, queue"
                   " and secrets store, one line each")

    sp = sub.add_parser("scratchpad", help="observation scratchpad maintenance")
    sp.add_argument("action", choices=["stats", "gc"])

    sec = sub.add_parser("secrets", help="manage stored secrets (encrypted)")
    ssub = sec.add_subparsers(dest="secrets_command", required=True)
    sset = ssub.add_parser("set", help="store a secret (hidden prompt, or standard input)")
    sset.add_argument("name")
    sset.add_argument("--user", default=None, help="store it as this user's credential (smtp:work)")
    ssub.add_parser("list", help="names only")
    sdel = ssub.add_parser("delete")
    sdel.add_argument("name")
    sdel.add_argument("--user", default=None, help="delete this user's credential")
    return p


def main(argv: list[str] | None = None) -> int:
    """Entry point of the ``metnos`` console script."""
    args = _parser().parse_args(argv)
    log_file: Path | None = None
    try:
        import asyncio

        from runtime import load_settings

        settings = load_settings()
        log_file = _log_to_file(settings)
        return asyncio.run(_dispatch(args, settings))
    except MetnosError as exc:
        print(f"metnos: {_reason(exc)}", file=sys.stderr)
        return 1
    except KeyboardInterrupt:
        return 130
    except Exception as exc:  # the CLI's one broad catch: a bug still ends in one line
        details = ""
        if log_file is not None:  # the traceback goes to the log, never to the terminal
            import logging

            logging.getLogger(__name__).exception("metnos %s failed", args.command)
            details = f" (details in {log_file})"
        print(f"metnos: unexpected error: {_one_line(f'{type(exc).__name__}: {exc}')}{details}",
              file=sys.stderr)
        return 1


def _reason(exc: MetnosError) -> str:
    """The one line a person reads: the English text of a message key, else the message."""
    key, params = getattr(exc, "key", None), getattr(exc, "params", None)
    if isinstance(key, str) and isinstance(params, dict):  # UserError, ExecutorError
        from runtime import t

        return _one_line(t(key, "en", **params))
    return _one_line(str(exc)) or type(exc).__name__


def _one_line(text: str) -> str:
    return " ".join(line.strip() for line in text.splitlines() if line.strip())


def _log_to_file(settings: Settings) -> Path:
    """Details (tracebacks included) go to <data dir>/metnos.log; stderr keeps one-line reasons."""
    import logging
    import logging.handlers

    try:
        settings.data_dir.mkdir(mode=0o700, parents=True, exist_ok=True)
        handler = logging.handlers.RotatingFileHandler(
            settings.data_dir / "metnos.log", maxBytes=5_000_000, backupCount=3, encoding="utf-8")
    except OSError as exc:
        raise CliError(f"cannot use the data directory {settings.data_dir}: "
                       f"{exc.strerror or exc}") from exc
    os.chmod(handler.baseFilename, 0o600)  # request texts and names: the owner's only
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
    root = logging.getLogger()
    root.addHandler(handler)
    root.setLevel(logging.INFO)
    logging.getLogger("httpx").setLevel(logging.WARNING)  # it logs URLs, which hold the bot token
    return Path(handler.baseFilename)


async def _dispatch(args: argparse.Namespace, settings: Settings) -> int:
    handlers: dict[str, Callable[[argparse.Namespace, Settings], Awaitable[int]]] = {
        "chat": _chat, "plan": _plan, "catalog": _catalog, "trace": _trace, "users": _users,
        "models": _models, "bot": _bot, "scratchpad": _scratchpad, "secrets": _secrets,
        "jobs": _jobs, "index": _index, "schedules": _schedules, "db": _db, "doctor": _doctor,
    }
    return await handlers[args.command](args, settings)


async def _open(settings: Settings) -> Runtime:
    from runtime import Runtime

    return await Runtime.open(settings)


async def _user_name(rt: Runtime, requested: str | None) -> str:
    """The user to act as: the named one (must exist and be enabled) or the local admin."""
    if requested is None:
        await rt.users.ensure("admin", role="admin")
        return "admin"
    found = await rt.users.by_name(requested)
    if found is None:
        raise CliError(f"unknown user {requested!r}")
    if found.disabled:
        raise CliError(f"user {requested!r} is disabled")
    return requested


async def _chat(args: argparse.Namespace, settings: Settings) -> int:
    from bot.terminal import chat

    rt = await _open(settings)
    try:
        user = await _user_name(rt, args.user)
        return await chat(rt, user=user)
    finally:
        await rt.close()


def _read_plan_file(path: Path) -> Plan:
    from runtime import PlanFileError, parse_plan

    try:
        return parse_plan(path.read_text(encoding="utf-8"))
    except FileNotFoundError as exc:
        raise CliError(f"no such plan file: {path}") from exc
    except UnicodeDecodeError as exc:
        raise CliError(f"cannot read plan file {path}: not UTF-8 text") from exc
    except OSError as exc:
        raise CliError(f"cannot read plan file {path}: {exc.strerror or exc}") from exc
    except PlanFileError as exc:
        raise CliError(f"{path}: {exc}") from exc


def _invalid_plan(problems: list[Problem]) -> CliError:
    """The one line for a plan with problems (each is printed on its own line before)."""
    if not problems:
        return CliError("invalid plan")
    return CliError(f"invalid plan: {len(problems)} problem(s), the first: {problems[0].message('en')}")


async def _plan(args: argparse.Namespace, settings: Settings) -> int:
    from bot.terminal import TerminalNotifier, answer_prompts, render_reply

    plan = _read_plan_file(args.file)
    rt = await _open(settings)
    try:
        if args.plan_command == "check":
            guarded, problems = rt.check_plan(plan)
            if guarded != plan:
                print("guards changed the plan to:")
                print(json.dumps(guarded.model_dump(mode="json"), indent=2, ensure_ascii=False))
            for problem in problems:
                print(f"{problem.code}: {problem.message('en')}")
            if problems:
                raise _invalid_plan(problems)
            print(f"ok: {len(guarded.steps)} step(s) valid against the catalog")
            return 0
        user = await _user_name(rt, args.user)
        rt.notifier = TerminalNotifier(sys.stdout)
        reply = await rt.run_plan(plan, user=user, conversation_id="cli", channel="cli")
        print(render_reply(reply) + "\n", flush=True)
        while reply.status == "job" or reply.prompt is not None:
            if reply.status == "job":
                # this process owns the job: it waits for it (notices print as they come)
                await rt.wait_for_jobs()
                pending = await rt.pending_prompt(user=user, conversation_id="cli")
                if pending is None:
                    break
                reply = pending
            answered = await answer_prompts(rt, reply, user=user, conversation_id="cli",
                                            stdin=sys.stdin, stdout=sys.stdout)
            if answered.prompt is not None:  # end of input with a question open
                reply = answered
                break
            reply = answered
        if reply.status == "invalid":
            raise _invalid_plan(rt.check_plan(plan)[1])
        if reply.status == "error":
            raise CliError(reply.text)
        if reply.status == "refused":
            raise CliError(reply.text.splitlines()[0])
        if reply.prompt is not None:
            raise CliError("stopped waiting for a confirmation (no answer on standard input)")
        return 0
    finally:
        await rt.close()


async def _catalog(args: argparse.Namespace, settings: Settings) -> int:
    from runtime import load_catalog

    catalog = load_catalog(settings.catalog.extra_modules)
    if args.json:
        out = [
            {"name": s.name, "version": s.version, "description": dict(s.description),
             "effect": s.effect.value, "policy": s.policy.value, "signature": s.signature,
             "accepts": sorted(k.value for k in s.accepts), "reverse": s.reverse,
             "args": s.args_model.model_json_schema(), "result": s.result.model_dump(mode="json")}
            for s in catalog
        ]
        print(json.dumps(out, indent=2, ensure_ascii=False))
        return 0
    for s in catalog:
        print(f"{s.name}  [{s.effect.value}, {s.policy.value}]  signature {s.signature}")
        print(f"    {s.description.get('en', '')}")
        for name, fld in s.args_model.model_fields.items():
            req = "required" if fld.is_required() else f"default {fld.default!r}"
            print(f"    - {name}: {_type_name(fld.annotation)} ({req})")
        if s.accepts:
            print(f"    takes from_step: {', '.join(sorted(k.value for k in s.accepts))}")
        shape = s.result
        returns = f"{shape.item_kind.value} items" if shape.item_kind else "values"
        fields = f"; fields {', '.join(shape.fields)}" if shape.fields else ""
        print(f"    returns: {returns}{fields}")
        print(f"    undo: {s.reverse or 'cannot be undone' if s.effect.value != 'read' else 'n/a'}")
    return 0


def _type_name(annotation: Any) -> str:
    text = getattr(annotation, "__name__", None) or str(annotation)
    return text.replace("typing.", "")


async def _trace(args: argparse.Namespace, settings: Settings) -> int:
    from datetime import datetime

    rt = await _open(settings)
    try:
        user = await _user_name(rt, args.user)
        row = await rt.trace(user=user, turn_id=args.turn)
        if row is None:
            raise CliError(f"no such turn: {args.turn}" if args.turn else "no turns yet")
        if args.json:
            print(json.dumps({"turn": row.id, "state": row.state, "path": row.path,
                              "outcome": row.outcome, "plan": row.plan, "trace": row.trace},
                             indent=2, ensure_ascii=False, default=str))
            return 0
        when = datetime.fromtimestamp(row.started_at).isoformat(timespec="seconds")
        print(f"turn {row.id}  {when}  state={row.state}  path={row.path}  outcome={row.outcome}")
        print(f"request: {row.request_text}")
        if row.plan:
            for n, step in enumerate(row.plan.get("steps", []), start=1):
                print(f"  plan {n}. {step['tool']} {json.dumps(step.get('args', {}), ensure_ascii=False)}")
        for ev in row.trace:
            step = f" step {ev['step']}" if ev.get("step") is not None else ""
            data = json.dumps(ev.get("data", {}), ensure_ascii=False, default=str)
            print(f"  - {ev['kind']}{step}: {data}")
        return 0
    finally:
        await rt.close()


async def _jobs(args: argparse.Namespace, settings: Settings) -> int:
    from runtime import format_jobs

    rt = await _open(settings)
    try:
        user = await _user_name(rt, args.user)
        if args.cancel is not None:
            reply = await rt.cancel_job(user=user, number=args.cancel, locale="en")
            print(reply.text)
            if reply.status == "refused":
                raise CliError(reply.text.splitlines()[0])
            return 0
        everyone = args.user is None
        rows = await rt.jobs(user=user, everyone=everyone, limit=50)
        owners = {u.id: u.name for u in await rt.users.all()} if everyone else None
        print(format_jobs(rows, "en", owners))
        return 0
    finally:
        await rt.close()


async def _schedules(args: argparse.Namespace, settings: Settings) -> int:
    from runtime import format_schedules

    rt = await _open(settings)
    try:
        user = await _user_name(rt, args.user)
        everyone = args.user is None
        rows = await rt.schedules.list(user=user, everyone=everyone)
        owners = {u.id: u.name for u in await rt.users.all()} if everyone else None
        print(format_schedules(rows, "en", owners))
        return 0
    finally:
        await rt.close()


async def _users(args: argparse.Namespace, settings: Settings) -> int:
    """A UserError (unknown name, name taken, last admin) ends in main with its English text."""
    rt = await _open(settings)
    try:
        cmd = args.users_command
        if cmd == "list":
            for u in await rt.users.all():
                ids = await rt.users.identities_of(u.id)
                linked = ", ".join(f"{c}:{e}" for c, e in ids) or "-"
                state = "disabled" if u.disabled else "active"
                print(f"{u.name}\t{u.role}\t{state}\t{linked}")
        elif cmd == "invite":
            from bot.telegram.identity import invite
            from bot.telegram.settings import telegram_settings

            ttl = telegram_settings(settings).pairing_code_ttl_seconds
            code = await invite(rt, args.name, admin=args.admin)
            print(f"Send this to the bot within {ttl // 60} minutes: /start {code}")
            print(code)
        elif cmd == "add":
            u = await rt.users.create(args.name, role="admin" if args.admin else "user")
            print(f"created {u.name} ({u.role})")
        elif cmd in ("disable", "enable"):
            await rt.users.set_disabled(args.name, cmd == "disable")
            print(f"{args.name} {cmd}d")
        elif cmd == "remove":
            await rt.remove_user(args.name)
            print(f"removed {args.name} (their files stay in the data directory)")
        return 0
    finally:
        await rt.close()


async def _models(args: argparse.Namespace, settings: Settings) -> int:
    for tier in ("planning", "synthesis", "extraction"):
        m = getattr(settings.models, tier)
        if m.configured:
            cred = m.api_key_credential or "none"
            print(f"{tier}: {m.model} at {m.base_url} (key: credential {cred!r}; "
                  f"timeout {m.timeout_seconds}s)")
        else:
            print(f"{tier}: not configured (the rules planner and templates are used)")
    return 0


async def _bot(args: argparse.Namespace, settings: Settings) -> int:
    from bot.telegram.app import run_bot

    overrides: dict[str, object] = {}
    if args.webhook:
        overrides["mode"] = "webhook"
    if args.port is not None:
        if not 0 < args.port < 65536:
            raise CliError(f"--port {args.port} is not a TCP port (1-65535)")
        overrides["webhook_port"] = args.port
    if overrides:
        settings = settings.model_copy(update={"telegram": {**settings.telegram, **overrides}})
    return await run_bot(settings)


async def _index(args: argparse.Namespace, settings: Settings) -> int:
    rt = await _open(settings)
    try:
        user = await _user_name(rt, args.user)
        stats = await rt.index_workspace(user=user, rebuild=args.action == "rebuild")
        if not stats.get("available"):
            raise CliError("the full-text index cannot be opened (see metnos.log)")
        print(" ".join(f"{k}={v}" for k, v in stats.items() if k not in ("available", "user")))
        return 0
    finally:
        await rt.close()


async def _scratchpad(args: argparse.Namespace, settings: Settings) -> int:
    rt = await _open(settings)
    try:
        if args.action == "gc":
            removed = await rt.collect_garbage()
            print(f"removed {removed} expired entr{'y' if removed == 1 else 'ies'}")
        stats = await rt.scratchpad_stats()
        print(" ".join(f"{k}={v}" for k, v in stats.items()))
        return 0
    finally:
        await rt.close()


async def _db(args: argparse.Namespace, settings: Settings) -> int:
    """``metnos db migrate``: the runtime's, the scratchpad's and the bot's tables, one line each."""
    from bot.telegram.store import MIGRATIONS as TELEGRAM_MIGRATIONS
    from runtime import migrate_storage

    for line in await migrate_storage(settings, (TELEGRAM_MIGRATIONS,)):
        print(line)
    return 0


async def _doctor(args: argparse.Namespace, settings: Settings) -> int:
    """One line per check, ``ok`` or what is wrong and how to fix it; status 1 if one failed."""
    from bot.telegram.checks import telegram_check
    from bot.telegram.store import MIGRATIONS as TELEGRAM_MIGRATIONS
    from runtime import check_health

    checks = await check_health(settings, (TELEGRAM_MIGRATIONS,))
    queue = next(c for c in checks if c.name == "queue")
    telegram = telegram_check(settings, workers=int(queue.facts.get("workers", 0)),
                              shared=settings.storage.url is not None)
    checks.insert(next(i for i, c in enumerate(checks) if c.name == "queue"), telegram)
    width = max(len(c.name) for c in checks)
    for c in checks:
        print(f"{'ok' if c.ok else 'FAIL':4}  {c.name + ':':{width + 1}} {c.detail}", flush=True)
    failed = [c.name for c in checks if not c.ok]
    if failed:
        raise CliError(f"{len(failed)} of {len(checks)} checks failed: {', '.join(failed)}")
    return 0


async def _secrets(args: argparse.Namespace, settings: Settings) -> int:
    from runtime import secrets_cli, user_secret_name

    name = getattr(args, "name", None)
    owner = getattr(args, "user", None)
    if owner is not None and name is not None:
        rt = await _open(settings)
        try:
            found = await rt.users.by_name(owner)
        finally:
            await rt.close()
        if found is None:
            raise CliError(f"unknown user {owner!r}")
        name = user_secret_name(found.id, name)  # a CredentialError ends in main, in one line
    return await secrets_cli(settings, args.secrets_command, name)


if __name__ == "__main__":
    raise SystemExit(main())
