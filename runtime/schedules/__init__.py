"""Reminders and routines: times said in words, kept as rows, run on time through the same
invocation point as any turn. The front ends use them through ``rt.schedules`` (``facade.py``)."""
