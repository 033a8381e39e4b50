"""The catalog: the executors installed here, built from the built-ins and configured modules."""

from __future__ import annotations

import importlib
from collections.abc import Iterable, Iterator

from runtime.catalog.contract import ExecutorSpec, ItemKind
from runtime.errors import CatalogError as CatalogError


class Catalog:
    """An immutable mapping of executor name to spec."""

    def __init__(self, specs: Iterable[ExecutorSpec]) -> None:
        self._specs: dict[str, ExecutorSpec] = {}
        self._without: dict[frozenset[str], Catalog] = {}  # derived catalogs, built once each
        for spec in specs:
            if spec.name in self._specs:
                raise CatalogError(f"two executors are named {spec.name!r}")
            self._specs[spec.name] = spec

    def __contains__(self, name: object) -> bool:
        return name in self._specs

    def __iter__(self) -> Iterator[ExecutorSpec]:
        return iter(sorted(self._specs.values(), key=lambda s: s.name))

    def __len__(self) -> int:
        return len(self._specs)

    def get(self, name: str) -> ExecutorSpec | None:
        return self._specs.get(name)

    def __getitem__(self, name: str) -> ExecutorSpec:
        return self._specs[name]

    def signatures(self, names: Iterable[str] | None = None) -> dict[str, str]:
        """Signatures of the named executors (all when None); missing ones map to ""."""
        wanted = self._specs.keys() if names is None else names
        return {n: (self._specs[n].signature if n in self._specs else "") for n in wanted}

    def converters(self, source: ItemKind, targets: frozenset[ItemKind]) -> list[ExecutorSpec]:
        """Read-only executors that turn `source` items into one of `targets` (for guards)."""
        return [
            s
            for s in self
            if source in s.accepts
            and s.result.item_kind in targets
            and s.effect.value == "read"
            and not s.path_args_required()
        ]

    def without(self, *names: str) -> Catalog:
        """This catalog less the named executors (itself when it has none of them); the
        catalog is immutable, so each such subset is built once."""
        removed = frozenset(name for name in names if name in self._specs)
        if not removed:
            return self
        found = self._without.get(removed)
        if found is None:
            if len(self._without) >= 64:  # subsets come from a few policies: keep a handful
                self._without.clear()
            found = self._without[removed] = Catalog(
                s for s in self._specs.values() if s.name not in removed)
        return found


def load_catalog(extra_modules: Iterable[str] = ()) -> Catalog:
    """The built-in executors plus those of each configured module's ``EXECUTORS`` list."""
    from runtime.catalog.builtin import BUILTIN_EXECUTORS

    specs = list(BUILTIN_EXECUTORS)
    for module_name in extra_modules:
        names = {s.name for s in specs}
        for spec in _module_executors(module_name):
            if spec.name in names:
                raise CatalogError(f"executor module {module_name!r}: an executor named "
                                   f"{spec.name!r} is already installed")
            specs.append(spec)
    return Catalog(specs)


def _module_executors(module_name: str) -> list[ExecutorSpec]:
    """The ``EXECUTORS`` of one configured module; CatalogError, in one line, when it has none."""
    try:
        module = importlib.import_module(module_name)
    except ImportError as exc:
        raise CatalogError(f"executor module {module_name!r} cannot be imported: {exc}") from exc
    except Exception as exc:  # a third-party module may raise anything while it loads
        raise CatalogError(f"executor module {module_name!r} failed while loading: "
                           f"{type(exc).__name__}: {exc}") from exc
    extra = getattr(module, "EXECUTORS", None)
    if not isinstance(extra, list | tuple):
        raise CatalogError(f"executor module {module_name!r} has no EXECUTORS list")
    if not extra:
        raise CatalogError(f"executor module {module_name!r} has an empty EXECUTORS list")
    for n, spec in enumerate(extra, start=1):
        if not isinstance(spec, ExecutorSpec):
            raise CatalogError(f"executor module {module_name!r}: item {n} of EXECUTORS is not "
                               f"an ExecutorSpec but {type(spec).__name__}")
    return list(extra)
