"""Play at one table from several computers: the networked table, without Qt and without I/O.

Like h11 or wsproto, nothing here opens a socket, starts a thread or reads the clock: each piece
takes the bytes that arrived (and the time, where time matters) and returns the bytes to send and
what happened. The transports are thin and live apart: :mod:`.tcp` (asyncio, for the
headless ``holomino host`` / ``join`` / ``tables`` of :mod:`.commands`) and, later,
QtNetwork in the window; a relayed socket (issue 46) can carry the very same bytes.

The pieces, bottom up:

- :mod:`.words` — invite codes such as ``7-plaid-orbit-maple-tiger``: a public table number
  and four secret words. ``new_code()``, ``parse_code(text)`` (reads what people type),
  ``InviteCode``.
- :mod:`.channel` — ``Channel(role, password, ticket_key)``: length-prefixed frames (at most
  :data:`~.channel.MAX_FRAME`, 64 KiB, checked before a body is kept), SPAKE2 on the code, key
  confirmation, then every payload sealed with SecretBox under a per-direction key, the nonce
  being the frame counter (replayed, reordered or altered frames close the channel). A wrong
  code fails on both sides with ``Closed("wrong_code")`` and nothing else. The host computes
  nothing until the guest's HELLO (``Knocked``) and the table lets it try (``admit``).
- :mod:`.pake` — ``PARAMS``: python-spake2's SPAKE2 parameters on libsodium's Ed25519
  arithmetic (the same bytes and keys, some 0.5 ms a key exchange).
- :mod:`.gate` — ``Gate``: the table's door (tries of the code per second for the whole table,
  per-address limits on connections that have not proved the code, a fair queue).
- :mod:`.protocol` — the JSON messages (version, type, exact fields, sizes): ``encode``,
  ``decode(payload, GUEST | HOST)``.
- :mod:`.codec` — a seat's view as JSON and back (``encode_view``, ``decode_view``), and a
  move played (``encode_move``, ``decode_move``: the move log of a seat that joins late).
- :mod:`.table` — ``HostTable``: the host, the only authority (seats, joins, resume tokens,
  turns, drops and the AI stand-in, chat, the end).
- :mod:`.guest` — ``GuestSession``: a guest's end; it holds its seat's view as an engine State.
- :mod:`.trust` — what a guest accepts of its host: every message, view and record is checked
  (kinds, ranges, the game's tile ids, the table's seats, sizes; a view against the rules,
  :mod:`.view_schemas`, written in the small schema of :mod:`.schema`) before anything reads
  it; a host that sends anything else is left (``bad_host``).
- :mod:`.lan` — tables announced on the LAN by UDP (name, game, free seats, port; never the
  code): ``announcement``, ``read_announcement``, ``TableList``.

**Host**::

    table = HostTable(get_game("triominos", players=3),
                      [SeatSpec("host"), SeatSpec("guest"), SeatSpec("ai", "expert")],
                      code=new_code(), hold=120.0, stand_in="intermediate")
    conn = table.connect(now, address)      # a socket was accepted from address
    table.start()                           # Start: once table.seated (headless: at once)
    table.receive(conn, data, now)          # bytes arrived on it
    write(conn, table.outgoing(conn))       # after every call: send what is pending...
    if table.finished_with(conn): close()   # ...and close when it says so
    table.disconnect(conn, now)             # the socket closed or broke
    table.tick(now)                         # at table.next_deadline(): hold times run out
    turn = table.ai_turn()                  # an AI seat (or a stand-in) is to move:
    table.play_ai(turn, str(make_player(turn.level).choose_move(turn.view)))  # run it anywhere
    table.play_host("draw"); table.host_chat("hi"); table.leave()
    table.take_events()                     # joined, away, back, stand_in, moved, chat, ended...

``outgoing`` must be polled after each call for every connection :meth:`~.table.HostTable.touched`
names (a move or a chat goes to every seat, and a new connection can turn an older one away).
``table.record`` is the game record (seed included: the host's alone until the end).

**Guest**::

    session = GuestSession(parse_code(text), "Ana", token=None)
    write(session.outgoing()); events = session.receive(data)   # GuestEvent(kind, data, reason)
    session.view (an engine State of the seat's view), session.my_turn, session.ply,
    session.started (the host gave Start), session.results (every move with its score lines),
    session.token (keep it: it reclaims the seat after a drop or a restart)
    session.send_move("12@0,1/2"); session.send_chat("gg"); session.leave()

**How a guest holds its view.** The host sends the whole of ``state.view(seat)`` after every
move, as JSON of the engine's own objects (:mod:`.codec`, allowlisted classes only, caches left
out and rebuilt). Moves plus what the seat privately learns (its draws, its new deals) would be
smaller, but a guest cannot apply another seat's placement or its own draw to a view (the tile
is not where its view has it), and mending that takes a trick per game; the snapshot is correct
by the engine's definition of a view, the leak test checks it byte for byte, and it is small:
under 5 KB at the largest over random games of all five (4.4 KB, a late Triominos position),
against a frame cap of 64 KiB.
"""
