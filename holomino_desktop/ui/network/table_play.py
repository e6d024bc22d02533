"""The window at a networked table: hosting, joining, the host's verdicts, chat, drops, the end.

:class:`NetworkPlay` is the :class:`~..controller.RemoteTable` of the controller while the
window sits at a networked table: the window's own seat plays through the controller as ever,
but :meth:`NetworkPlay.submit` sends the move to the table instead of applying it, and every
move comes back from the table (the host decides), as an AI's move does.

- **Host**: the controller mirrors the table: the same game from the table's seed, every move
  the table applied played on it again (:meth:`_table_event`), so the host's window is a local
  game in every way (its record can be saved, replayed and reviewed) whose moves the table made.
- **Start** begins the game, for everyone: before the host presses it the guests' windows say
  that they wait for it, and no seat moves.
- **Guest**: the controller holds the seat's view the host sends; a move arrives as ``moved``
  (its notation and score lines) then ``state`` (the view after it), shown together as a played
  move (:meth:`~..controller.GameController.show_played`). The move log is the session's
  (:attr:`~...net.guest.GuestSession.results`): whole again after a reconnect, cut back after an
  undo. At the end the host sends the full record, which becomes the controller's: Save as,
  replay and review work on it. A host that leaves an unfinished game sends its record as it
  stood: the guest may save it (:func:`.agreement.save_unfinished`).
- **Drops**: while a guest's connection is away the window says so ("Connection lost —
  reconnecting…") and holds the seat's moves; a move that was on its way and did not arrive is
  said to be played again. The seat held is remembered in the settings
  (:mod:`.seat_memory`): after a crash the window offers to rejoin the table.
- **Undo** only by agreement (:class:`.agreement.UndoVote`); when the table takes moves back,
  the host's window plays the table's record again, a guest's shows its new view.
- **Hints** at the host's setting: the host's Hint setting travels in the welcome.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QEvent, QObject, QSettings, Qt, QTimer
from PySide6.QtNetwork import QAbstractSocket, QHostAddress, QNetworkInterface
from PySide6.QtWidgets import QMessageBox, QWidget

from ...engine import get_game
from ...engine.base import Move, State
from ...engine.record import GameRecord, RecordError, Seat
from ...net.guest import GuestEvent, GuestSession
from ...net.lan import announcement
from ...net.protocol import MAX_NAME, plain_text
from ...net.reconnect import CLAIM_TRIES, DEFAULT_PORT
from ...net.table import DEFAULT_HOLD, HostTable, SeatSpec, TableEvent
from ...net.trust import BAD_HOST
from ...net.words import InviteCode, new_code
from ..ai_adapter import default_level
from ..controller import GameConfig, GameController, SeatConfig
from ..dialogs.new_game import worded_name
from ..layout import WindowWidgets
from ..words.engine_texts import error_text
from ..words.texts import fmt, game_name
from .agreement import UNDO_REFUSALS, UndoVote, save_unfinished
from .announce import ANNOUNCE_PORT, Announcer, TableFinder
from .chat import ChatPanel
from .dialogs import (
    FRIEND,
    HostLobbyDialog,
    HostSetupDialog,
    JoinDialog,
    closed_text,
    seat_line,
    shown_code,
)
from .relay_link import configured_relay
from .seat_memory import (
    KeptSeat,
    forget_seat,
    keep_seat,
    kept_seat,
    last_join,
    remember_join,
)
from .transport import GuestLink, HostLink, Way

# the controller's holds of a guest's seat: its move travels to the table and back; the host
# has not pressed Start yet; the connection is away
_SENT, _WAITING, _AWAY = "sent to the table", "waiting for Start", "connection away"
# a guest's Rematch before the host's: tries so many times, so far apart (about a minute)
REMATCH_TRIES, REMATCH_RETRY_MS = 30, 2000
# a guest's connection ended without anyone meaning it to: the seat can be taken back
_BROKEN = ("lost", "eof", "truncated", "closed", "unreachable", "no_table")
_REFUSED = QT_TRANSLATE_NOOP("NetworkPlay", "The table refused that move.")
_REFUSALS = {
    "not_your_turn": QT_TRANSLATE_NOOP("NetworkPlay", "It is not your turn."),
    "stale": QT_TRANSLATE_NOOP("NetworkPlay", "That move came too late: the table has moved on."),
    "illegal_move": _REFUSED,
    "bad_notation": _REFUSED,
    "game_over": QT_TRANSLATE_NOOP("NetworkPlay", "The game is over."),
    "not_started": QT_TRANSLATE_NOOP(
        "NetworkPlay", "The game has not started: the host starts it with Start."
    ),
    "slow_down": QT_TRANSLATE_NOOP("NetworkPlay", "Too many chat lines at once: wait a moment."),
}

# any other refusal (the table found something this window sent malformed)
_REFUSED_OTHER = QT_TRANSLATE_NOOP("NetworkPlay", "The table refused what this window sent.")
# what the table refuses about a move: the seat may try another one
_MOVE_CODES = ("not_your_turn", "stale", "illegal_move", "bad_notation", "game_over",
               "not_started")  # fmt: skip


class NetworkPlay(QObject):
    """The window's side of the table it sits at (built when a table is first hosted or
    joined: :class:`~.friends.FriendsMenu` holds the menu until then)."""

    def __init__(
        self,
        window: QWidget,
        controller: GameController,
        widgets: WindowWidgets,
        say: Callable[[str], None],
        refresh: Callable[[], None],
        store: QSettings,
    ) -> None:
        super().__init__(window)
        self.window, self.controller, self.say, self.refresh = window, controller, say, refresh
        self.store = store  # keeps a joined seat's token: the seat is taken back after a restart
        self.host: HostLink | None = None
        self.guest: GuestLink | None = None
        self.local_seat = -1
        # where a hosted table listens and announces itself (the tests use loopback)
        self.bind_address = QHostAddress(QHostAddress.SpecialAddress.Any)
        self.port = DEFAULT_PORT
        self.announce_target: QHostAddress | None = None  # None: the broadcast address
        self.announce_port = ANNOUNCE_PORT
        # how long a dropped guest's seat waits, and the level that plays it then
        self.hold, self.stand_in = DEFAULT_HOLD, default_level()
        self.announcer: Announcer | None = None
        self.lobby: HostLobbyDialog | None = None
        self.join_dialog: JoinDialog | None = None
        self.closed_box: QMessageBox | None = None
        self.rejoin_box: QMessageBox | None = None  # the start-up question, while it is open
        self.close_question: QMessageBox | None = None  # "Close the table?" (the host's)
        self.setup_dialog: HostSetupDialog | None = None  # the last Host a table dialog
        self.seats_info: list[dict[str, Any]] = []  # the guest's copy of the table's seats
        self._moved: dict[str, Any] | None = None
        self.chat = self._chat_panel(widgets)
        # plays again at the same table (set when a table is opened or joined)
        self.rematch: Callable[[], object] = lambda: None
        self.chat.rematch_button.clicked.connect(lambda: self.rematch())
        # takes the seat back after a broken connection (set when a table is joined)
        self.reconnect: Callable[[], object] = lambda: None
        # a guest's rematch tries again until the host has opened the next table
        self._retry: Callable[[], object] = lambda: None
        self._retries = 0
        self._held_codes = 0  # new codes found held by a live table at the relay (rare)
        # the table joined last: its code, the ways to it and the name given there
        self._joined: tuple[InviteCode, list[Way], str] | None = None
        # the position for which this seat's move was sent (None: nothing on its way), and
        # whether the next position is the first after the seat was taken back
        self._sent_ply: int | None = None
        self._check_sent = False
        self.chat.reconnect_button.clicked.connect(lambda: self.reconnect())
        self.undo_vote = UndoVote(window, lambda: (self.host, self.guest), self._note)
        # the host's Hint setting, told to the guests in the welcome (the window sets it)
        self.host_hints: Callable[[], bool] = lambda: True
        controller.gameStarted.connect(self._game_started)
        controller.gameOver.connect(self._game_over)
        window.installEventFilter(self)

    def _chat_panel(self, widgets: WindowWidgets) -> ChatPanel:
        """The table chat, under the move log, hidden until a table is hosted or joined."""
        chat = ChatPanel(widgets.log_panel())
        layout = widgets.log_panel().layout()
        assert layout is not None
        layout.addWidget(chat)
        chat.hide()
        chat.said.connect(self.send_chat)
        return chat

    # -- words (the menu's are :mod:`.friends`') ------------------------------------------
    def retranslate(self) -> None:
        self.chat.retranslate_ui()
        for dialog in (self.lobby, self.join_dialog):
            if dialog is not None:
                dialog.retranslate_ui()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.window and event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        return False

    # -- RemoteTable: what the controller asks ----------------------------------------------
    def submit(self, move: Move) -> None:
        guest = self.guest
        if self.host is not None:
            self.host.submit(move)
        elif guest is not None and guest.away:  # (the seat is held: only said, to be sure)
            self.say(self.tr("The connection is lost: wait until it is back, then play."))
        elif guest is not None and not guest.session.closed:
            self.controller.hold(_SENT)  # one move per position: the answer is on its way
            self._sent_ply = guest.session.ply
            guest.send_move(str(move))
        else:
            self.say(self.tr("The table is closed: no more moves can be played."))

    def status_note(self) -> str | None:
        """What the status line says instead of whose turn it is: the guest waits for the
        host's Start, or for its connection (None: nothing to say)."""
        guest = self.guest
        if guest is None or self.controller.remote is not self:
            return None
        if guest.away:
            return self.tr("Connection lost — reconnecting…")
        closed = guest.session.closed
        if closed in _BROKEN:
            return closed_text(closed)
        if not closed and not guest.session.started:
            return self.tr("Waiting for the host to start the game…")
        return None

    def seat_label(self, seat: int) -> str | None:
        """What the seat's card says of who plays it (None: as at a local game)."""
        seats = self._seat_states()
        if not 0 <= seat < len(seats):
            return None
        kind, away, ai = seats[seat]
        if seat == self.local_seat or kind == "ai":
            return None
        if away and ai:
            return self.tr("Away · the computer plays")
        if away:
            return self.tr("Away")
        return self.tr("Friend") if kind == "guest" else self.tr("Host")

    def hints_allowed(self) -> bool:
        return self.guest is None or self.guest.session.hints

    def can_ask_undo(self) -> bool:
        return self.undo_vote.can_ask()

    def ask_undo(self) -> None:
        self.undo_vote.ask()

    def _seat_states(self) -> list[tuple[str, bool, bool]]:
        if self.host is not None:
            return [
                (s.spec.kind, s.away_since is not None, s.stand_in) for s in self.host.table.seats
            ]
        return [(s["kind"], bool(s["away"]), bool(s["away"] and s["ai"])) for s in self.seats_info]

    # -- leaving --------------------------------------------------------------------------
    def _game_started(self) -> None:
        self.chat.rematch_button.hide()
        if self.controller.remote is not self and (self.host or self.guest):
            self.leave()  # another game took the window: the table is left

    def _game_over(self) -> None:
        if self.controller.remote is not self:
            return
        self.chat.rematch_button.show()
        record, state = self.controller.record, self.controller.state
        if self.host is not None and record is not None and state is not None:
            record.finish(state)  # the host's record holds the result, as the guests' do

    def leave(self) -> None:
        """Leave the table (a host closes it for everyone)."""
        host, guest, self.host, self.guest = self.host, self.guest, None, None
        if host is not None:
            host.close()
            host.deleteLater()
        if guest is not None:
            guest.close()
            guest.deleteLater()
        self.undo_vote.close_question()
        if self.announcer is not None:
            self.announcer.stop()
        self.chat.hide()

    def shutdown(self) -> None:
        if self.host is not None:
            self.host.shutdown()
        self.leave()

    def ask_to_close_table(self, go_on: Callable[[], object]) -> bool:
        """Before the host's window leaves a game under way (Quit, another table, another
        game), ask, since the table closes for everyone. True: nothing to ask, go on now;
        False: the question is open (not modal: the table plays on meanwhile) and ``go_on``
        runs if the host answers to close the table."""
        host = self.host
        if host is None or not host.table.started or host.table.finished:
            return True
        buttons = QMessageBox.StandardButton
        box = QMessageBox(
            QMessageBox.Icon.Question, self.tr("Close the table?"),
            self.tr("Your friends are playing at your table. Closing it ends the game for "
                    "everyone."),
            buttons.Yes | buttons.No, self.window,
        )  # fmt: skip
        close = box.button(buttons.Yes)
        close.setText(self.tr("&Close the table"))
        box.button(buttons.No).setText(self.tr("&Keep playing"))
        box.setDefaultButton(buttons.No)
        box.buttonClicked.connect(lambda button: go_on() if button is close else None)
        box.finished.connect(box.deleteLater)
        self.close_question = box
        box.open()
        return False

    # -- hosting --------------------------------------------------------------------------
    def host_dialog(self) -> HostSetupDialog | None:
        """Game → Play with friends → Host a table: choose the game and the seats (a game
        under way at this window's table is closed only if the host says so: None, the
        dialog follows the answer)."""
        if not self.ask_to_close_table(self._host_dialog):
            return None
        return self._host_dialog()

    def _host_dialog(self) -> HostSetupDialog:
        dialog = HostSetupDialog(self.controller.config, self.window, configured_relay(self.store))
        self.setup_dialog = dialog
        dialog.accepted.connect(lambda: self._host_chose(dialog))
        dialog.open()
        return dialog

    def _host_chose(self, dialog: HostSetupDialog) -> None:
        self.hold, self.stand_in = dialog.hold_seconds(), dialog.stand_in_level()
        self._held_codes = 0
        self.open_table(dialog.config())

    def open_table(
        self, config: GameConfig, code: InviteCode | None = None, port: int | None = None
    ) -> HostLobbyDialog | None:
        """Open a table for ``config`` (seat 1 is this window's) and show its lobby; a
        rematch keeps the code and the port, so the guests find it where it was."""
        self.leave()
        game = get_game(config.game_id, players=len(config.seats), **config.options)
        specs = [_spec(seat, index) for index, seat in enumerate(config.seats)]
        table = HostTable(game, specs, code=code or new_code(), hold=self.hold,
                          stand_in=self.stand_in, host_name=config.seats[0].name,
                          hints=self.host_hints())  # fmt: skip
        _name_seats(table, config)
        self.host = HostLink(table, self.controller.budget, self)
        if not self.host.listen(self.bind_address, self.port if port is None else port):
            self.host.listen(self.bind_address, 0)  # the usual port is taken: any free one
        if not self.host.server.isListening():
            self.say(self.tr("The table could not open a network port."))
            self.leave()
            return None
        self.host.tableEvent.connect(self._table_event)
        self.host.thinking.connect(self.controller.set_thinking)
        self.host.refused.connect(lambda error: self.say(error_text(error)))
        self.local_seat = 0
        self.rematch = lambda: self.open_table(config, table.code, self.host_port())
        self._announce(table)
        lobby = self._show_lobby(table)
        relay = configured_relay(self.store)
        if relay is not None:  # friends anywhere come in through the relay too
            # a new code is first checked to be held by no live table there (a rematch keeps
            # its code: its guests may be searching for it already)
            check = code is None and self._held_codes < CLAIM_TRIES
            door = self.host.wait_at_relay(relay, check)
            door.answering.connect(lobby.set_relay_state)
            door.duplicate.connect(lambda: self._code_held(config))
        return lobby

    def _code_held(self, config: GameConfig) -> None:
        """A live table at the relay holds the new code: the table opens again with another
        (before any guest could come in through the relay)."""
        self._held_codes += 1
        self.open_table(config, None, self.host_port())

    def host_port(self) -> int | None:
        return self.host.port if self.host is not None else None

    def _announce(self, table: HostTable) -> None:
        assert self.host is not None
        if self.announcer is None:
            self.announcer = Announcer(self.announce_target, self.announce_port, self)
        self.announcer.start(self._announcement(table))

    def _announcement(self, table: HostTable) -> bytes:
        assert self.host is not None
        name = table.seats[self.local_seat].name
        free, seats = table.free_seats(), table.game.num_players
        return announcement(name, table.game.id, free, seats, self.host.port)

    def _show_lobby(self, table: HostTable) -> HostLobbyDialog:
        assert self.host is not None
        address = fmt("%1:%2", lan_address(self.bind_address), self.host.port)
        lobby = HostLobbyDialog(table.code, address, self._lobby_lines, lambda: table.seated,
                                self.window, configured_relay(self.store))  # fmt: skip
        self.host.changed.connect(lobby.refresh)
        self.host.changed.connect(lambda: self._update_announcement(table))
        lobby.accepted.connect(self.start_hosted_game)
        lobby.rejected.connect(self._lobby_closed)
        self.lobby = lobby
        lobby.open()
        return lobby

    def _update_announcement(self, table: HostTable) -> None:
        if self.announcer is None or self.host is None:
            return
        if table.seated or table.closed:
            self.announcer.stop()  # a full table is no longer offered
        elif self.announcer.datagram:
            self.announcer.datagram = self._announcement(table)

    def _lobby_lines(self) -> list[str]:
        if self.host is None:
            return []
        return [
            seat_line(s.name, s.spec.kind, s.spec.level, s.token_hash is not None,
                      s.away_since is not None)
            for s in self.host.table.seats
        ]  # fmt: skip

    def _lobby_closed(self) -> None:
        if self.lobby is not None and self.controller.remote is not self:
            self.leave()
        self.lobby = None

    def start_hosted_game(self) -> None:
        """Start: the window plays the table's game, from the table's seed."""
        link, self.lobby = self.host, None
        if link is None:
            return
        table = link.table
        seats = [SeatConfig(s.name, "ai" if s.spec.kind == "ai" else "human", s.spec.level or "")
                 for s in table.seats]  # fmt: skip
        self._replay_table(seats)
        self.chat.clear()
        self.chat.show()
        link.ai_delay_ms = self.controller.ai_delay_ms
        if not link.start():  # a friend left the lobby meanwhile: said, the lobby comes back
            self.say(self.tr("A friend's seat is free again: wait for them, then press Start."))

    def _replay_table(self, seats: list[SeatConfig]) -> None:
        """The window plays the table's game again from its seed, every move of its record
        (those kept after an undo)."""
        assert self.host is not None
        table = self.host.table
        config = GameConfig(table.game.id, _options(table.game.options), seats, table.seed)
        self.controller.new_game(config, remote=self)
        self._reshuffle_as_the_table(0)
        for ply, text in enumerate(table.record.moves, start=1):
            self._mirror(text)
            self._reshuffle_as_the_table(ply)

    def _reshuffle_as_the_table(self, ply: int) -> None:
        """The stock as the table's undos reshuffled it, in the window's position and record
        (its draws are the table's, and a saved game replays)."""
        assert self.host is not None
        table, state, mine = self.host.table.record, self.controller.state, self.controller.record
        if state is not None and mine is not None and self.controller.remote is self:
            table.reshuffle_at(state, ply)
            mine.reshuffles = [r for r in table.reshuffles if r[0] <= ply]

    def _mirror(self, text: str) -> None:
        state = self.controller.state
        if state is not None and self.controller.remote is self:
            self.controller.play(state.parse_move(text))

    def _table_event(self, event: TableEvent) -> None:
        if self.host is None:
            return
        seats = self.host.table.seats
        name = seats[event.seat].name if event.seat is not None else ""
        if event.kind == "moved":
            self._mirror(event.text)
        elif event.kind == "chat":
            host_seat = event.seat if event.seat is not None else self.local_seat
            self.chat.add(seats[host_seat].name, event.text, host_seat)
        elif event.kind in ("joined", "back"):
            if event.seat is not None and self.controller.remote is self:
                self.controller.config.seats[event.seat].name = name
            self._note(fmt(self.tr("%1 has joined the table."), name))
        elif event.kind == "away":
            self._note(fmt(self.tr("%1 is away."), name))
        elif event.kind == "stand_in":
            self._note(fmt(self.tr("The computer plays for %1 until they are back."), name))
        elif event.kind == "wrong_code":
            self._note(self.tr("Someone tried to join with a wrong code."))
        elif event.kind == "undo_asked" and event.seat != self.local_seat:
            self.undo_vote.asked(name)
        elif event.kind == "undo_result":
            if event.text == "done":
                self._replay_table(list(self.controller.config.seats))
            self.undo_vote.ended(event.text, name)

    def _note(self, text: str) -> None:
        self.chat.note(text)
        self.say(text)
        if self.controller.remote is self:
            self.refresh()

    # -- chat -----------------------------------------------------------------------------
    def send_chat(self, text: str) -> None:
        if self.host is not None:
            self.host.chat(text)
        elif self.guest is not None:
            self.guest.chat(text)

    # -- joining --------------------------------------------------------------------------
    def join_table_dialog(self) -> JoinDialog | None:
        """Game → Play with friends → Join a table: the code, address and name typed last
        time are there again."""
        if not self.ask_to_close_table(self._join_dialog):
            return None
        return self._join_dialog()

    def _join_dialog(self) -> JoinDialog:
        dialog = JoinDialog(
            lambda code, name, ways: self._join_typed(dialog, code, name, ways),
            DEFAULT_PORT, last_join(self.store), self.window, configured_relay(self.store),
        )  # fmt: skip
        finder = TableFinder(self.announce_port, dialog)
        finder.tableSeen.connect(dialog.add_table)
        dialog.finished.connect(lambda _: self._join_closed(dialog))
        self.join_dialog = dialog
        dialog.open()
        return dialog

    def _join_typed(
        self, dialog: JoinDialog, code: InviteCode, name: str, ways: list[Way]
    ) -> GuestLink:
        remember_join(self.store, dialog.typed())
        return self.join(code, name, ways)

    def _join_closed(self, dialog: JoinDialog) -> None:
        if self.join_dialog is dialog:
            self.join_dialog = None
        if dialog.result() != JoinDialog.DialogCode.Accepted and self.controller.remote is not self:
            self.leave()  # cancelled while connecting

    def join(
        self, code: InviteCode, name: str, ways: list[Way], token: str | None = None
    ) -> GuestLink:
        """Connect to the table by the first of ``ways`` that answers (its address, the
        relay) with ``code`` (``token``: take a seat back); the events follow."""
        self.leave()
        kept = kept_seat(self.store)
        if token is None and kept is not None and kept.same_table(code, ways):
            token = kept.token  # this window's seat at that table, before a restart
        session = GuestSession(code, name or self.tr("Guest"), token)
        self._joined = (code, list(ways), name)
        if token is None:  # a new seat (a seat taken back may have lost a move on its way)
            self._sent_ply, self._check_sent = None, False
        link = self.guest = GuestLink(session, self)
        self.reconnect = lambda: self.join(code, name, ways, link.session.token)
        link.events.connect(self._guest_events)
        link.reconnecting.connect(self._reconnecting)
        if self.join_dialog is not None:
            link.events.connect(self.join_dialog.answered)
        self._moved, self.seats_info = None, []
        self.rematch = lambda: self._rematch_as_guest(code, name, ways)
        link.open_ways(ways)
        return link

    def offer_rejoin(self) -> KeptSeat | None:
        """At start-up: this window held a seat at a table when it closed (a crash, a Quit
        mid-game): ask to rejoin it. The seat when the answer is yes; on no it is forgotten."""
        seat = kept_seat(self.store)
        if seat is None:
            return None
        buttons = QMessageBox.StandardButton
        box = QMessageBox(QMessageBox.Icon.Question, self.tr("Rejoin the table?"),
                          self.tr("You were at a table — rejoin?"), buttons.Yes | buttons.No,
                          self.window)  # fmt: skip
        box.setTextFormat(Qt.TextFormat.PlainText)  # the name is the player's: never markup
        box.setInformativeText(
            fmt(
                self.tr("%1, invite code %2, as %3."),
                game_name(seat.game),
                shown_code(seat.invite()),
                seat.name,
            )  # fmt: skip
        )
        box.button(buttons.Yes).setText(self.tr("&Rejoin"))
        box.button(buttons.No).setText(self.tr("&Not now"))
        self.rejoin_box = box  # (for a test, and for the screenshot of it)
        answer = box.exec()
        self.rejoin_box = None
        if answer != buttons.Yes:
            forget_seat(self.store)
            return None
        return seat

    def rejoin(self, seat: KeptSeat) -> GuestLink:
        """Take ``seat`` back with its token (the table shows once the host has answered)."""
        self.say(self.tr("Rejoining the table…"))
        return self.join(seat.invite(), seat.name, seat.ways(), seat.token)

    def _forget_seat(self) -> None:
        forget_seat(self.store)

    def _rematch_as_guest(self, code: InviteCode, name: str, ways: list[Way]) -> None:
        """Join the host's next table; until the host has opened it, try again now and then."""
        self._forget_seat()  # a rematch is a new seat at a new table
        self._retry = lambda: self.join(code, name, ways)
        self._retries = REMATCH_TRIES
        self._retry()

    def _wait_for_rematch(self) -> bool:
        """The table is not open again yet: True when another try is planned."""
        if self._retries <= 0:
            return False
        self._retries -= 1
        self.chat.note(self.tr("Waiting for the host to open the table again…"))
        QTimer.singleShot(REMATCH_RETRY_MS, self, self._retry)
        return True

    def _guest_events(self, events: list[GuestEvent]) -> None:
        for event in events:
            if self.guest is None:
                return
            handler = getattr(self, f"_on_{event.kind}", None)
            if handler is not None:
                handler(event)

    def _on_welcome(self, event: GuestEvent) -> None:
        self._retries = 0
        assert self.guest is not None
        session = self.guest.session
        if self._joined is not None and session.token:
            code, ways, name = self._joined
            keep_seat(self.store, code, ways, name, session.token, event.data["game"])
        self._check_sent = self._sent_ply is not None  # was a move lost with the connection?
        self.chat.reconnect_button.hide()
        self.local_seat = event.data["seat"]
        if not self.guest.came_back:  # a seat taken back keeps the chat so far
            self.chat.clear()
        self.chat.show()

    def _on_moved(self, event: GuestEvent) -> None:
        self._moved = event.data

    def _on_state(self, event: GuestEvent) -> None:
        assert self.guest is not None
        session = self.guest.session
        view = session.view
        if view is None:
            return
        self.seats_info = event.data["seats"]
        moved, self._moved = self._moved, None
        self.controller.release(_SENT)
        results, shown = session.results, self.controller.results
        if (
            self.controller.remote is self
            and self.controller.state is not None
            and moved is not None
            and len(shown) == len(results) - 1
        ):  # the move just played: shown as one (the board lays it, the log adds its row)
            self._name_seats()
            self.controller.show_played(results[-1], view)
        else:  # a seat taken (again), Start, an undo: the position and the log, whole
            self.controller.start_view(self._guest_config(view), view, self, results)
        self._sent_move_lost(moved is not None)
        self._hold_the_seat()

    def _sent_move_lost(self, moved: bool) -> None:
        """A move sent just before the connection broke may never have reached the table:
        when the seat is taken back and it is still this seat's turn there, say so."""
        assert self.guest is not None
        session, sent = self.guest.session, self._sent_ply
        if sent is None or moved or session.ply != sent:
            self._sent_ply, self._check_sent = None, False
        elif self._check_sent:
            self._sent_ply, self._check_sent = None, False
            if session.my_turn:
                self.say(self.tr("Your move did not reach the table: play it again."))

    def _hold_the_seat(self) -> None:
        """The seat cannot move before Start, nor while its connection is away."""
        if self.controller.remote is not self:
            return  # (a join that failed: the window's own game plays on)
        guest = self.guest
        waiting = guest is not None and not guest.session.started
        away = guest is not None and (guest.away or guest.session.closed in _BROKEN)
        for reason, on in ((_WAITING, waiting), (_AWAY, away)):
            if on:
                self.controller.hold(reason)
            else:
                self.controller.release(reason)
        self.refresh()

    def _reconnecting(self, away: bool) -> None:
        """The link lost its connection and tries to come back (``away``), or is back."""
        guest = self.guest
        if guest is None:
            return
        if away:
            self.chat.note(self.tr("Connection lost — reconnecting…"))
        elif not guest.session.closed:
            self.chat.note(self.tr("Connected again: you are back at the table."))
        self._hold_the_seat()

    def _guest_config(self, view: State) -> GameConfig:
        seats = [
            SeatConfig(self._seat_name(index), "ai" if s["kind"] == "ai" else "human",
                       s["level"] or "")
            for index, s in enumerate(self.seats_info)
        ]  # fmt: skip
        return GameConfig(view.game.id, _options(view.game.options), seats)

    def _seat_name(self, index: int) -> str:
        """A seat's name as this window shows it: an AI seat's default name ("Computer 2") in
        this window's language, whatever language the host's window or table gave it."""
        seat = self.seats_info[index]
        return worded_name(seat["name"], index) if seat["kind"] == "ai" else str(seat["name"])

    def _name_seats(self) -> None:
        for index, conf in enumerate(self.controller.config.seats[: len(self.seats_info)]):
            conf.name = self._seat_name(index)

    def _on_seats(self, event: GuestEvent) -> None:
        before = [bool(s["away"]) for s in self.seats_info]
        self.seats_info = event.data["seats"]
        self._name_seats()
        for index, seat in enumerate(self.seats_info):
            was_away = index < len(before) and before[index]
            if index != self.local_seat and seat["away"] and not was_away:
                self.chat.note(fmt(self.tr("%1 is away."), seat["name"]))
        if self.controller.remote is self:
            self.refresh()

    def _on_chat(self, event: GuestEvent) -> None:
        self.chat.add(event.data["name"], event.data["text"], event.data["seat"])

    def _on_undo_asked(self, event: GuestEvent) -> None:
        if event.data["seat"] != self.local_seat:
            self.undo_vote.asked(event.data["name"])

    def _on_undo_result(self, event: GuestEvent) -> None:
        seat = event.data["seat"]
        name = self.seats_info[seat]["name"] if 0 <= seat < len(self.seats_info) else ""
        self.undo_vote.ended(event.data["result"], name)

    def _on_error(self, event: GuestEvent) -> None:
        code = event.data["code"]
        if code in _MOVE_CODES:
            self.controller.release(_SENT)  # refused: the seat may try another move
            self._sent_ply = None
        if code in UNDO_REFUSALS:
            self._note(self.undo_vote.refusal(code))
            return
        self.say(self.tr(str(_REFUSALS.get(code, _REFUSED_OTHER))))

    def _on_end(self, event: GuestEvent) -> None:
        """The full record: the guest's to save, replay and review."""
        self._forget_seat()  # the seat is over: a rematch takes a new one
        record: GameRecord = event.data["record"]
        try:
            movers = [result.player for _, result in record.replay_steps()]
        except RecordError:
            return
        self.controller.record, self.controller.movers = record, movers

    def _on_closed(self, event: GuestEvent) -> None:
        self.controller.release(_SENT)
        text = closed_text(event.reason)
        if event.reason in ("unknown_token", "host_left", "replaced"):
            self._forget_seat()  # that seat is gone: the next join takes a new one
        waiting = ("full", "unreachable", "no_table", "unknown_token")  # not open again yet
        if event.reason in waiting and self._wait_for_rematch():
            return
        self._hold_the_seat()
        if event.reason == "finished":  # the match was played out and the table closed
            self.chat.note(text)
        if event.reason == "host_left" and self.controller.remote is self:
            state = self.controller.state
            if state is not None and not state.is_terminal():
                self.chat.note(text)
                self._host_left_box(text)
            else:
                self.chat.note(self.tr("If the host opens the table again, press Rematch."))
        elif event.reason in _BROKEN and self.controller.remote is self:
            self.chat.show()
            self.chat.note(text)
            if self.controller.state is not None and not self.controller.state.is_terminal():
                # a host that vanished (a crash) sent no record: nothing of it can be kept
                self.chat.note(
                    self.tr(
                        "If the host has gone, no record of this game could be "
                        "saved: the host sends it only when leaving the table."
                    )
                )
            self.chat.reconnect_button.show()
        elif event.reason.startswith(BAD_HOST):  # refused by net/trust.py: the table is left
            self.chat.note(text)
        self.say(text)

    def _host_left_box(self, text: str) -> None:
        """The host closed the table mid-game: say so, and offer to save the record it sent."""
        assert self.guest is not None
        record, seat = self.guest.session.unfinished, self.local_seat
        if record is not None:
            text += "\n\n" + self.tr(
                "You may save the game as it stood, to play it on against "
                "the computer or to review it later."
            )
        self.closed_box = box = QMessageBox(
            QMessageBox.Icon.Information, self.tr("The table is closed"), text,
            QMessageBox.StandardButton.Ok, self.window,
        )  # fmt: skip
        if record is not None:
            save = box.addButton(self.tr("&Save the game…"), QMessageBox.ButtonRole.ActionRole)
            save.clicked.connect(lambda: self._save_unfinished(record, seat))
        box.open()  # not exec(): the window goes on drawing meanwhile

    def _save_unfinished(self, record: GameRecord, seat: int) -> None:
        path = save_unfinished(self.window, record, seat)
        if path is not None:
            self.say(fmt(self.tr("The game was saved to %1: open it to play on."), path))


def _spec(seat: SeatConfig, index: int) -> SeatSpec:
    if index == 0:
        return SeatSpec("host")
    if seat.kind == FRIEND:
        return SeatSpec("guest")
    return SeatSpec("ai", seat.level)


def _name_seats(table: HostTable, config: GameConfig) -> None:
    """The names the host gave the computer's seats (a friend's seat takes the friend's)."""
    for index, (seat, conf) in enumerate(zip(table.seats, config.seats, strict=True)):
        name = plain_text(conf.name, MAX_NAME)  # what a guest accepts (net/trust.py)
        if seat.spec.kind != "guest" and name:
            seat.name = name
            table.record.players[index] = Seat(
                name, table.record.players[index].kind, table.record.players[index].level
            )


def _options(options: dict[str, Any]) -> dict[str, Any]:
    return {name: value for name, value in options.items() if name != "players"}


def lan_address(bind: QHostAddress) -> str:
    """The address friends on the local network reach this computer at."""
    if bind.isLoopback():
        return bind.toString()
    for address in QNetworkInterface.allAddresses():
        if address.protocol() == QAbstractSocket.NetworkLayerProtocol.IPv4Protocol and (
            not address.isLoopback()
        ):
            return str(address.toString())
    return "127.0.0.1"
