"""``python -m bot`` is the ``metnos`` command."""

from bot.cli import main

raise SystemExit(main())
