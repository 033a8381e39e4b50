"""Times and schedules said in words, in Italian and English: "alle 15", "domani mattina",
"tra mezz'ora", "lunedì prossimo", "in 10 minutes", "tomorrow at 9", "ogni giorno alle 9",
"ogni lunedì", "il primo del mese", "every weekday at 8" — a :class:`Trigger` in the user's
time zone, and where in the text it was said (so the rest is what to remind or to do).

Pure: the moment "now" (an aware datetime in the user's zone) comes in; nothing is read from a
clock. A bare hour from 1 to 6 ("alle 3", "at 5") is the afternoon; "02:30", "alle 2 di notte",
"at 5 am" are taken as written. A weekday alone is its next occurrence after today. A day
without a time is at nine in the morning.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass
from datetime import date, datetime, timedelta

from runtime.schedules.trigger import LAST_DAY, Trigger, TriggerKind, wall_clock

DEFAULT_HOUR = 9
PERIOD_HOURS = {"morning": 9, "afternoon": 15, "evening": 20, "night": 23}

_NUM_IT = {"un": 1, "uno": 1, "una": 1, "due": 2, "tre": 3, "quattro": 4, "cinque": 5, "sei": 6,
           "sette": 7, "otto": 8, "nove": 9, "dieci": 10, "undici": 11, "dodici": 12,
           "quindici": 15, "venti": 20, "trenta": 30, "quaranta": 40, "quarantacinque": 45,
           "cinquanta": 50, "novanta": 90}
_NUM_EN = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6,
           "seven": 7, "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12,
           "fifteen": 15, "twenty": 20, "thirty": 30, "forty": 40, "forty five": 45,
           "fifty": 50, "ninety": 90}
_MINUTE_WORDS = {"mezza": 30, "mezzo": 30, "un quarto": 15, "tre quarti": 45, "cinque": 5,
                 "dieci": 10, "quindici": 15, "venti": 20, "venticinque": 25, "trenta": 30,
                 "quaranta": 40, "quarantacinque": 45, "cinquanta": 50}
_WEEKDAYS = {
    "luned": 0, "marted": 1, "mercoled": 2, "gioved": 3, "venerd": 4, "sabat": 5, "domenic": 6,
    "monday": 0, "tuesday": 1, "wednesday": 2, "thursday": 3, "friday": 4, "saturday": 5,
    "sunday": 6,
}
_MONTHS = {
    "gennaio": 1, "febbraio": 2, "marzo": 3, "aprile": 4, "maggio": 5, "giugno": 6, "luglio": 7,
    "agosto": 8, "settembre": 9, "ottobre": 10, "novembre": 11, "dicembre": 12,
    "january": 1, "february": 2, "march": 3, "april": 4, "may": 5, "june": 6, "july": 7,
    "august": 8, "september": 9, "october": 10, "november": 11, "december": 12, "jan": 1,
    "feb": 2, "mar": 3, "apr": 4, "jun": 6, "jul": 7, "aug": 8, "sep": 9, "sept": 9, "oct": 10,
    "nov": 11, "dec": 12,
}
_PERIOD_WORDS = {
    "mattina": "morning", "mattinata": "morning", "mattino": "morning", "pomeriggio": "afternoon",
    "sera": "evening", "serata": "evening", "notte": "night", "morning": "morning",
    "afternoon": "afternoon", "evening": "evening", "night": "night", "stamattina": "morning",
    "stamani": "morning", "stamane": "morning", "stasera": "evening", "stanotte": "night",
    "tonight": "evening",
}


def _alt(words: Iterable[str]) -> str:
    return "|".join(sorted((re.escape(str(w)).replace(r"\ ", r"\s+") for w in words),
                           key=len, reverse=True))


_NUMW_IT, _NUMW_EN = _alt(_NUM_IT), _alt(_NUM_EN)
_WD_IT = r"(?:luned[iì]|marted[iì]|mercoled[iì]|gioved[iì]|venerd[iì]|sabat[oi]|domenic(?:a|he))"
_WD_EN = r"(?:mondays?|tuesdays?|wednesdays?|thursdays?|fridays?|saturdays?|sundays?)"
_WD = rf"(?:{_WD_IT}|{_WD_EN})"
_MON = _alt(_MONTHS)
_HOURW_IT = "una|due|tre|quattro|cinque|sei|sette|otto|nove|dieci|undici|dodici"
_MINW = _alt(_MINUTE_WORDS)
_MOD_IT = (r"del\s+mattino|di\s+mattina|della\s+mattina|del\s+pomeriggio|di\s+pomeriggio|"
           r"di\s+sera|della\s+sera|di\s+notte|della\s+notte|stamattina|stasera|stanotte")
_MOD_EN = r"in\s+the\s+morning|in\s+the\s+afternoon|in\s+the\s+evening|at\s+night|tonight"
_ORD = r"(?:st|nd|rd|th)"
_END = r"(?![\w])"


def _c(pattern: str) -> re.Pattern[str]:
    return re.compile(pattern)


# --- recurrences ----------------------------------------------------------------------------

_REC_DAILY = _c(r"\b(?:ogni\s+giorno|tutti\s+i\s+giorni|quotidianamente|giornalmente|"
                r"every\s+single\s+day|every\s+day|each\s+day|daily)\b")
_REC_DAILY_PERIOD = _c(r"\b(?:ogni|every|each)\s+(?P<p>mattina|pomeriggio|sera|notte|morning|"
                       r"afternoon|evening|night)\b")
_REC_WORKDAYS = _c(
    r"\b(?:(?:in|nei|tutti\s+i|ogni)\s+giorn[oi]\s+(?:feriali|feriale|lavorativ[oi])|"
    r"dal\s+luned[iì]\s+al\s+venerd[iì]|"
    r"(?:every|each|on)\s+(?:weekday|week\s+day|working\s+day|workday|business\s+day)s?|"
    r"weekdays|monday\s+(?:to|through|thru)\s+friday)\b")
_REC_WEEKEND = _c(r"\b(?:(?:ogni|nel|nei|tutti\s+i)\s+(?:fine\s+settimana|weekend|week-end)|"
                  r"(?:every|each|on|at)\s+(?:the\s+)?weekends?)\b")
_WD_EN_MANY = r"(?:mondays|tuesdays|wednesdays|thursdays|fridays|saturdays|sundays)"
_REC_NAMED = _c(
    rf"\b(?:(?:ogni|tutti\s+i|tutte\s+le|every|each)\s+(?P<wds>{_WD}(?:\s*(?:,|\be\b|\band\b|&)\s*{_WD})*)|"
    rf"on\s+(?P<many>{_WD_EN_MANY}(?:\s*(?:,|\band\b|&)\s*{_WD_EN_MANY})*))"
    r"(?:\s+(?P<p>mattina|pomeriggio|sera|morning|afternoon|evening))?\b")
_REC_WEEKLY = _c(r"\b(?:ogni\s+settimana|settimanalmente|una\s+volta\s+a\s+settimana|"
                 r"every\s+week|each\s+week|weekly|once\s+a\s+week)\b")
_REC_MONTH_DAY = _c(
    r"\b(?:(?:il|ogni)\s+(?:giorno\s+)?(?P<d>primo|\d{1,2})°?\s+(?:giorno\s+)?"
    r"(?:del\s+mese|di\s+ogni\s+mese|d\s+ogni\s+mese|di\s+ciascun\s+mese)|"
    rf"(?:on\s+)?the\s+(?P<e>first|\d{{1,2}}{_ORD}?)\s+(?:day\s+)?of\s+(?:the|every|each)\s+month|"
    rf"(?:every|each)\s+month\s+on\s+the\s+(?P<f>first|\d{{1,2}}{_ORD}?))\b")
_REC_MONTH_LAST = _c(
    r"(?:\bl\s+|\b)(?:ultimo\s+(?:giorno\s+)?(?:del\s+mese|di\s+ogni\s+mese)|ogni\s+fine\s+mese|"
    r"a\s+fine\s+mese)\b|"
    r"\b(?:on\s+)?the\s+last\s+day\s+of\s+(?:the|every|each)\s+month\b|"
    r"\bat\s+the\s+end\s+of\s+(?:the|every|each)\s+month\b")
_REC_MONTHLY = _c(r"\b(?:ogni\s+mese|mensilmente|una\s+volta\s+al\s+mese|every\s+month|each\s+month|"
                  r"monthly|once\s+a\s+month)\b")
_REC_INTERVAL = _c(
    rf"\b(?:ogni|every)\s+(?:(?P<n>\d+|{_NUMW_IT}|{_NUMW_EN})\s+(?P<u>minuti|ore|minutes|hours)|"
    r"(?P<one>ora|mezz\s?ora|hour|half\s+(?:an\s+)?hour))\b|\b(?P<hourly>hourly)\b")

# --- a delay: "tra mezz'ora", "in 10 minutes" -----------------------------------------------

_REL = _c(
    rf"\b(?:tra|fra)\s+(?:(?P<n>\d+|{_NUMW_IT})\s+(?P<u>minut[oi]|min|or[ae]|giorn[oi]|settiman[ae]|mes[ei])"
    r"|(?P<half>mezz\s?ora)|(?P<q>un\s+quarto\s+d\s?ora)|(?P<q3>tre\s+quarti\s+d\s?ora))"
    r"(?:\s+e\s+(?P<x>mezz[oa]|un\s+quarto))?\b|"
    rf"\bin\s+(?:(?P<en>\d+|{_NUMW_EN})\s+(?P<eu>minutes?|mins?|hours?|hrs?|days?|weeks?|months?)"
    r"|(?P<ehalf>half\s+an\s+hour|half\s+hour)|(?P<eq>(?:a\s+)?quarter\s+of\s+an\s+hour|a\s+quarter\s+hour))"
    r"(?:\s+and\s+a\s+(?P<ex>half))?\b")

# --- a time of day: "alle 15", "at 3pm", "a mezzogiorno" ------------------------------------

_TOD_IT = _c(
    r"\b(?:alle|all|verso\s+le|per\s+le|entro\s+le|ore)\s+(?:ore\s+)?"
    rf"(?P<h>\d{{1,2}}|{_HOURW_IT})(?![\d/])"
    rf"(?:(?::|\.|\s+e\s+)(?P<m>\d{{1,2}}|{_MINW})\b|\s+in\s+punto\b)?"
    rf"(?:\s+(?P<p>{_MOD_IT}))?{_END}")
_TOD_EN = _c(
    r"\b(?:at|by|around)\s+(?P<h>\d{1,2})(?:[:.](?P<m>\d{2}))?"
    rf"(?:\s*(?P<ap>a\.?m\.?|p\.?m\.?)|\s+o\s?clock)?(?:\s+(?P<p>{_MOD_EN}))?{_END}|"
    r"(?<![\w:/.])(?P<h2>\d{1,2})(?::(?P<m2>\d{2}))?\s*(?P<ap2>a\.?m\.?|p\.?m\.?)(?!\w)")
_NOON = _c(r"\b(?:(?:a|per|verso|at|by|around)\s+)?(?P<w>mezzogiorno|mezzanotte|noon|midday|midnight)\b")

# --- a day, maybe with a part of it: "domani mattina", "lunedì prossimo", "on March 3" ----------

_DAY_PERIOD = _c(
    rf"\b(?P<day>oggi|domani|dopodomani|today|tomorrow|{_WD}(?:\s+prossim[oa])?)\s+"
    r"(?:(?:in|di|nel|nella|al)\s+)?(?P<p>mattina|mattinata|mattino|pomeriggio|sera|serata|notte|"
    r"morning|afternoon|evening|night)\b")
_PERIOD_TODAY = _c(r"\b(?P<p>stamattina|stamani|stamane|stasera|stanotte|tonight)\b|"
                   r"\b(?:this|in\s+the)\s+(?P<q>morning|afternoon|evening)\b|"
                   r"\b(?:in|nel)\s+(?P<r>mattinata|pomeriggio|serata)\b")
_DAY_WORD = _c(r"\b(?P<w>dopodomani|oggi|domani|(?:the\s+)?day\s+after\s+tomorrow|today|tomorrow)\b")
_DAY_WEEKDAY = _c(
    rf"\b(?:(?:il|lo|la|di|per|questo|questa|on|next|this|coming|this\s+coming)\s+)?"
    rf"(?:prossim[oa]\s+)?(?P<wd>{_WD})(?:\s+prossim[oa]|\s+che\s+viene)?\b")
_DAY_DATE = _c(
    rf"\b(?:(?:il|per\s+il|entro\s+il|on)\s+)?(?:the\s+)?(?P<d>\d{{1,2}}|primo)(?:°|{_ORD})?\s+"
    rf"(?:of\s+)?(?P<mon>{_MON})(?:\s+(?P<y>\d{{4}}))?\b|"
    rf"\b(?:on\s+)?(?P<mon2>{_MON})\s+(?P<d2>\d{{1,2}}){_ORD}?(?:,?\s+(?P<y2>\d{{4}}))?\b|"
    r"\b(?:il\s+|on\s+)?(?P<d3>\d{1,2})/(?P<m3>\d{1,2})(?:/(?P<y3>\d{2,4}))?\b")
_NEXT_WEEK = _c(r"\b(?:la\s+)?(?:settimana\s+prossima|prossima\s+settimana)\b|\bnext\s+week\b")


@dataclass(frozen=True)
class Said:
    """A trigger found in a text, with the spans it was said in (start, end)."""

    trigger: Trigger
    spans: tuple[tuple[int, int], ...]
    precise: bool = True  # a time, a part of the day or a delay was said (not only a day)

    def rest(self, text: str) -> str:
        """`text` without the words of the trigger, spaces squeezed."""
        out, last = [], 0
        for start, end in sorted(self.spans):
            out.append(text[last:start])
            last = end
        out.append(text[last:])
        return re.sub(r"\s+", " ", " ".join(out)).strip()

    def starts(self, text: str) -> bool:
        """Whether the trigger opens the text (only punctuation before it)."""
        first = min(s for s, _ in self.spans)
        return not re.search(r"\w", text[:first])

    def ends(self, text: str) -> bool:
        """Whether the trigger closes the text (only punctuation after it)."""
        last = max(e for _, e in self.spans)
        return not re.search(r"\w", text[last:])


class _Scan:
    """The text in lower case, apostrophes as spaces (same length); what a pattern took is
    blanked so that the next one does not take it again."""

    def __init__(self, text: str) -> None:
        self.s = re.sub(r"['’`‘]", " ", text.lower())
        if len(self.s) != len(text):  # a letter whose lower case is longer: keep positions
            self.s = "".join(c.lower() if len(c.lower()) == 1 else c for c in text)
            self.s = re.sub(r"['’`‘]", " ", self.s)
        self.spans: list[tuple[int, int]] = []

    def take(self, pattern: re.Pattern[str]) -> re.Match[str] | None:
        found = pattern.search(self.s)
        if found is not None:
            start, end = found.span()
            self.s = self.s[:start] + "\x00" * (end - start) + self.s[end:]
            self.spans.append((start, end))
        return found

    def drop_last(self) -> None:
        self.spans.pop()


def find_when(text: str, now: datetime) -> Said | None:
    """The time or schedule said in `text`, relative to `now` (aware, the user's zone)."""
    scan = _Scan(text)
    recurring = _recurrence(scan, now)
    if recurring is not None:
        return Said(recurring, tuple(scan.spans))
    once = _once(scan, now)
    if once is None:
        return None
    moment, precise = once
    return Said(Trigger(kind="once", at=moment), tuple(scan.spans), precise)


def _number(word: str) -> int:
    word = re.sub(r"\s+", " ", word)
    if word.isdigit():
        return int(word)
    return _NUM_IT.get(word, _NUM_EN.get(word, 0))


def _recurrence(scan: _Scan, now: datetime) -> Trigger | None:
    tz = now.tzinfo
    assert tz is not None
    if (m := scan.take(_REC_INTERVAL)) is not None:
        if m["hourly"]:
            seconds = 3600
        elif m["one"]:
            seconds = 1800 if m["one"].startswith(("mezz", "half")) else 3600
        else:
            unit = 60 if m["u"].startswith("min") else 3600
            seconds = _number(m["n"]) * unit
        if seconds <= 0:
            return None
        return Trigger(kind="interval", every_seconds=seconds, anchor=now.timestamp() + seconds)
    kind: TriggerKind
    days: tuple[int, ...] = ()
    period: str | None = None
    if (m := scan.take(_REC_WORKDAYS)) is not None:
        kind, days = "weekly", (0, 1, 2, 3, 4)
    elif (m := scan.take(_REC_WEEKEND)) is not None:
        kind, days = "weekly", (5, 6)
    elif (m := scan.take(_REC_NAMED)) is not None:
        kind, period = "weekly", m["p"]
        days = tuple(sorted({_weekday(w) for w in re.findall(_WD, m["wds"] or m["many"])}))
    elif (m := scan.take(_REC_MONTH_LAST)) is not None:
        kind, days = "monthly", (LAST_DAY,)
    elif (m := scan.take(_REC_MONTH_DAY)) is not None:
        raw = m["d"] or m["e"] or m["f"]
        number = 1 if raw in ("primo", "first") else int(re.sub(r"\D", "", raw))
        if not 1 <= number <= 31:
            return None
        kind, days = "monthly", (number,)
    elif (m := scan.take(_REC_DAILY_PERIOD)) is not None:
        kind, period = "daily", m["p"]
    elif scan.take(_REC_DAILY) is not None:
        kind = "daily"
    elif scan.take(_REC_WEEKLY) is not None:
        kind, days = "weekly", (now.weekday(),)
    elif scan.take(_REC_MONTHLY) is not None:
        kind, days = "monthly", (now.day,)
    else:
        return None
    at = _time_of_day(scan, _PERIOD_WORDS.get(period or ""))
    if at is None:
        hour = PERIOD_HOURS[_PERIOD_WORDS[period]] if period else DEFAULT_HOUR
        at = (hour, 0)
    return Trigger(kind=kind, hour=at[0], minute=at[1], days=days)


def _weekday(word: str) -> int:
    folded = word.replace("ì", "i")
    for stem, number in _WEEKDAYS.items():
        if folded.startswith(stem):
            return number
    raise ValueError(word)


def _time_of_day(scan: _Scan, period: str | None = None) -> tuple[int, int] | None:
    """"alle 15", "at 3pm", "a mezzogiorno": (hour, minute); `period` ("evening") is the part
    of the day said elsewhere ("domani sera alle 9" is 21:00)."""
    if (m := scan.take(_NOON)) is not None:
        return (0, 0) if m["w"] in ("mezzanotte", "midnight") else (12, 0)
    if (m := scan.take(_TOD_IT)) is not None:
        words = m["p"] or ""
        modifier = next((v for k, v in _PERIOD_WORDS.items() if k in words), None) or period
        hour = _hour(m["h"], m["m"], modifier)
    elif (m := scan.take(_TOD_EN)) is not None:
        raw_h, raw_m = m["h"] or m["h2"], m["m"] or m["m2"]
        ap = (m["ap"] or m["ap2"] or "").replace(".", "")
        modifier = {"am": "morning", "pm": "afternoon"}.get(ap) or next(
            (v for k, v in _PERIOD_WORDS.items() if k in (m["p"] or "")), None) or period
        hour = _hour(raw_h, raw_m, modifier, am_pm=bool(ap))
    else:
        return None
    if hour is None:
        scan.drop_last()
    return hour


def _hour(raw_h: str, raw_m: str | None, modifier: str | None, *,
          am_pm: bool = False) -> tuple[int, int] | None:
    h = int(raw_h) if raw_h.isdigit() else _NUM_IT.get(raw_h, 0)
    if raw_m is None:
        m = 0
    elif raw_m.isdigit():
        m = int(raw_m)
    else:
        m = _MINUTE_WORDS.get(re.sub(r"\s+", " ", raw_m), -1)
    if not (0 <= h <= 23 and 0 <= m <= 59):
        return None
    if am_pm and h > 12:
        return None
    if modifier == "morning":
        h = 0 if h == 12 and am_pm else h
    elif modifier in ("afternoon", "evening"):
        h = h + 12 if h < 12 else h
    elif modifier == "night":
        h = h + 12 if 7 <= h < 12 else (0 if h == 12 else h)
    elif 1 <= h <= 6 and not raw_h.startswith("0"):
        h += 12  # "alle 3", "at 5": nobody is reminded at three in the night by accident
    return h, m


def _once(scan: _Scan, now: datetime) -> tuple[float, bool] | None:
    tz = now.tzinfo
    assert tz is not None
    if (m := scan.take(_REL)) is not None:
        return _delay(scan, m, now), True
    day: date | None = None
    period: str | None = None
    if (m := scan.take(_DAY_PERIOD)) is not None:
        day, period = _day_word(m["day"], now), _PERIOD_WORDS[m["p"]]
    elif (m := scan.take(_PERIOD_TODAY)) is not None:
        day, period = now.date(), _PERIOD_WORDS[m["p"] or m["q"] or m["r"]]
    at = _time_of_day(scan, period)
    if day is None:
        day = _day(scan, now)
    if day is None and at is None and period is None:
        return None
    hour, minute = at if at is not None else (PERIOD_HOURS[period] if period else DEFAULT_HOUR, 0)
    explicit_day = day is not None
    day = day or now.date()
    moment = wall_clock(day, hour, minute, tz)
    if not explicit_day and moment <= now.timestamp():
        moment = wall_clock(day + timedelta(days=1), hour, minute, tz)
    return moment, at is not None or period is not None


def _delay(scan: _Scan, m: re.Match[str], now: datetime) -> float:
    tz = now.tzinfo
    assert tz is not None
    if m["half"] or m["ehalf"]:
        return now.timestamp() + 1800
    if m["q"] or m["eq"]:
        return now.timestamp() + 900
    if m["q3"]:
        return now.timestamp() + 2700
    count = _number(m["n"] or m["en"])
    unit = (m["u"] or m["eu"])[:3]
    extra = m["x"] or m["ex"] or ""
    if unit in ("min",):
        return now.timestamp() + count * 60
    if unit in ("ora", "ore", "hou", "hrs", "hr"):
        bonus = 1800 if extra.startswith(("mezz", "half")) else 900 if extra else 0
        return now.timestamp() + count * 3600 + bonus
    # days, weeks, months: the same time on the clock, that many days on
    if unit in ("gio", "day"):
        target = now.date() + timedelta(days=count)
    elif unit in ("set", "wee"):
        target = now.date() + timedelta(weeks=count)
    else:
        target = _add_months(now.date(), count)
    at = _time_of_day(scan)
    hour, minute = at if at is not None else (now.hour, now.minute)
    return wall_clock(target, hour, minute, tz)


def _add_months(day: date, months: int) -> date:
    import calendar

    index = day.month - 1 + months
    year, month = day.year + index // 12, index % 12 + 1
    return date(year, month, min(day.day, calendar.monthrange(year, month)[1]))


def _day_word(word: str, now: datetime) -> date:
    word = re.sub(r"\s+", " ", word)
    today = now.date()
    if word in ("oggi", "today"):
        return today
    if word in ("domani", "tomorrow"):
        return today + timedelta(days=1)
    if "dopodomani" in word or "after" in word:
        return today + timedelta(days=2)
    return _next_weekday(today, _weekday(word))


def _next_weekday(today: date, weekday: int) -> date:
    ahead = (weekday - today.weekday()) % 7 or 7
    return today + timedelta(days=ahead)


def _day(scan: _Scan, now: datetime) -> date | None:
    today = now.date()
    if (m := scan.take(_DAY_WORD)) is not None:
        return _day_word(m["w"], now)
    if (m := scan.take(_NEXT_WEEK)) is not None:
        return _next_weekday(today, 0)
    if (m := scan.take(_DAY_DATE)) is not None:
        raw_d = m["d"] or m["d2"] or m["d3"]
        number = 1 if raw_d == "primo" else int(raw_d)
        month = _MONTHS[m["mon"] or m["mon2"]] if (m["mon"] or m["mon2"]) else int(m["m3"])
        raw_y = m["y"] or m["y2"] or m["y3"]
        year = (int(raw_y) + (2000 if len(raw_y) == 2 else 0)) if raw_y else today.year
        try:
            found = date(year, month, number)
        except ValueError:
            scan.drop_last()
            return None
        if raw_y is None and found < today:
            found = date(year + 1, month, number) if (month, number) != (2, 29) else found
        return found
    if (m := scan.take(_DAY_WEEKDAY)) is not None:
        return _next_weekday(today, _weekday(m["wd"]))
    return None
