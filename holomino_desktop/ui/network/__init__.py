"""Play with friends on other computers, in the window (issue 45).

The table itself (seats, turns, the secure channel, what each seat may see) is
:mod:`holomino_desktop.net`, without Qt and without I/O. This package only moves its bytes with
Qt's own sockets and shows the table in the window:

- :mod:`.transport` — :class:`~.transport.HostLink` (a ``QTcpServer`` feeding a ``HostTable``;
  its AI seats and stand-ins think on the window's AI worker, off the GUI thread) and
  :class:`~.transport.GuestLink` (a ``QTcpSocket`` feeding a ``GuestSession``). Nothing waits:
  every read is a ``readyRead`` signal, every write is queued by Qt.
- :mod:`.announce` — tables announced on the local network by UDP (name, game, free seats and
  port; never the code) and the list a guest picks from.
- :mod:`.dialogs` — Game → Play with friends…: the host's setup and lobby, the join dialog.
- :mod:`.seat_memory` — the seat this window holds at a table (the start-up offer to rejoin it)
  and what was typed into the join dialog, kept in the settings.
- :mod:`.table_play` — :class:`~.table_play.NetworkPlay`, the window's part: it starts a hosted
  or joined table, hands the host's verdicts to the controller (another seat is a source of
  moves that arrive later, as an AI seat is), the chat panel, the seats' away marks, the end.
"""
