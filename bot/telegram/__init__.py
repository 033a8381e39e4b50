"""The Telegram front end. Importing it adds its messages (``messages/it.toml``, ``en.toml``)
to the catalogs, so every module of it, and whoever translates its errors, finds them."""

from importlib import resources

from runtime import register_catalog

register_catalog(resources.files(__package__).joinpath("messages"))
