"""Sub-command registry.

Command modules live in :mod:`plugin_host.commands` and declare themselves with::

    @command("export")
    def export(args: list[str]) -> int:
        ...

The function receives the remaining arguments and returns the process exit code.
"""

from __future__ import annotations

from typing import Callable

CommandFn = Callable[[list[str]], int]


class DuplicateCommand(RuntimeError):
    pass


class CommandManager:
    def __init__(self) -> None:
        self._commands: dict[str, CommandFn] = {}

    def register(self, name: str, fn: CommandFn) -> None:
        existing = self._commands.get(name)
        if existing is not None and existing is not fn:
            raise DuplicateCommand(
                "command %r defined twice: %s.%s and %s.%s"
                % (name, existing.__module__, existing.__name__, fn.__module__, fn.__name__)
            )
        self._commands[name] = fn

    def get(self, name: str) -> CommandFn | None:
        return self._commands.get(name)

    def names(self) -> list[str]:
        return sorted(self._commands)

    def summary(self, name: str) -> str:
        doc = (self._commands[name].__doc__ or "").strip()
        return doc.splitlines()[0] if doc else ""


_manager = CommandManager()

#: read-only view for callers that want the mapping itself
COMMANDS = _manager._commands


def command(name: str) -> Callable[[CommandFn], CommandFn]:
    def deco(fn: CommandFn) -> CommandFn:
        _manager.register(name, fn)
        return fn
    return deco


def get_command(name: str) -> CommandFn | None:
    return _manager.get(name)
