"""The executors that ship with Metnos."""

from runtime.catalog.builtin.clock import GET_NOW
from runtime.catalog.builtin.edit import APPEND_FILES, COPY_FILES, CREATE_DIRS
from runtime.catalog.builtin.effects import (
    CREATE_FILES_SPREADSHEET,
    DELETE_FILES,
    MOVE_FILES,
    WRITE_FILES,
)
from runtime.catalog.builtin.entries import (
    COMPUTE_ENTRIES,
    EXTRACT_ENTRIES,
    FILTER_ENTRIES,
    SORT_ENTRIES,
)
from runtime.catalog.builtin.files import FIND_FILES, LIST_DIRS, READ_FILES
from runtime.catalog.builtin.mail import SEND_MESSAGES
from runtime.catalog.builtin.scratch import SCRATCHPAD_READ
from runtime.catalog.builtin.search import SEARCH_FILES
from runtime.catalog.builtin.summary import SUMMARIZE_DOCUMENTS
from runtime.catalog.builtin.undo import UNDO_LAST_TURN

BUILTIN_EXECUTORS = (
    GET_NOW,
    LIST_DIRS,
    FIND_FILES,
    SEARCH_FILES,
    READ_FILES,
    EXTRACT_ENTRIES,
    FILTER_ENTRIES,
    SORT_ENTRIES,
    COMPUTE_ENTRIES,
    SUMMARIZE_DOCUMENTS,
    CREATE_FILES_SPREADSHEET,
    WRITE_FILES,
    APPEND_FILES,
    CREATE_DIRS,
    COPY_FILES,
    MOVE_FILES,
    DELETE_FILES,
    SEND_MESSAGES,
    UNDO_LAST_TURN,
    SCRATCHPAD_READ,
)

__all__ = ["BUILTIN_EXECUTORS"]
