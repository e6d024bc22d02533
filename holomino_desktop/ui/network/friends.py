"""Game → Play with friends, before any table: the menu's entries, and the window's questions
answered without loading the network stack.

Most evenings never open a table, and the networked table's modules (the secure channel, the
key exchange, argon2, asyncio, Qt's sockets) take a noticeable part of the program's start. So
the window holds a :class:`FriendsMenu`, which imports none of them: it builds the menu, and
creates the real :class:`~.table_play.NetworkPlay` the first time a table is hosted or joined,
or when the start-up finds a seat remembered at a table. Until then there is no table: nothing
to ask before the window closes or starts another game, nothing to shut down.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QSettings
from PySide6.QtWidgets import QMenu, QWidget

from ..controller import GameController
from ..layout import WindowWidgets
from .seat_keys import seat_remembered

if TYPE_CHECKING:
    from .seat_memory import KeptSeat
    from .table_play import NetworkPlay


class FriendsMenu(QObject):
    """Game → Play with friends, and the window's way to its networked table (built on first
    use: :meth:`table`)."""

    def __init__(
        self,
        window: QWidget,
        controller: GameController,
        widgets: WindowWidgets,
        say: Callable[[str], None],
        refresh: Callable[[], None],
        game_menu: QMenu,
        store: QSettings,
    ) -> None:
        super().__init__(window)
        self.window, self.store = window, store
        self._parts = (window, controller, widgets, say, refresh, store)
        self._play: NetworkPlay | None = None
        # the host's Hint setting, told to the guests in the welcome (the window sets it)
        self.host_hints: Callable[[], bool] = lambda: True
        self.menu = QMenu(game_menu)
        self.host_action = self.menu.addAction("", lambda: self.table().host_dialog())
        self.join_action = self.menu.addAction("", lambda: self.table().join_table_dialog())
        actions = game_menu.actions()
        if len(actions) > 2:
            game_menu.insertMenu(actions[2], self.menu)  # under New game and Restart
        else:
            game_menu.addMenu(self.menu)
        self.retranslate()
        window.installEventFilter(self)

    def table(self) -> NetworkPlay:
        """The window's side of its networked table (the network stack loads now, once)."""
        if self._play is None:
            from .table_play import NetworkPlay

            self._play = NetworkPlay(*self._parts)
            self._play.host_hints = lambda: self.host_hints()
        return self._play

    def is_table(self, remote: object) -> bool:
        """Whether ``remote`` (the controller's) is this window's networked table."""
        return self._play is not None and remote is self._play

    # -- the window's questions: no table yet, nothing to load --------------------------------
    def offer_rejoin(self) -> KeptSeat | None:
        """At start-up: the seat remembered at a table, if the player rejoins it (see
        :meth:`~.table_play.NetworkPlay.offer_rejoin`); no seat kept: None, nothing loaded."""
        if self._play is None and not seat_remembered(self.store):
            return None
        return self.table().offer_rejoin()

    def rejoin(self, seat: KeptSeat) -> None:
        self.table().rejoin(seat)

    def ask_to_close_table(self, go_on: Callable[[], object]) -> bool:
        """True: nothing to ask, go on (no table was ever opened here); else see
        :meth:`~.table_play.NetworkPlay.ask_to_close_table`."""
        return self._play is None or self._play.ask_to_close_table(go_on)

    def rematch(self) -> None:
        self.table().rematch()

    def shutdown(self) -> None:
        if self._play is not None:
            self._play.shutdown()

    # -- the menu's words -------------------------------------------------------------------
    def retranslate(self) -> None:
        # the words of the table's own part (NetworkPlay), where the translations are
        self.menu.setTitle(QCoreApplication.translate("NetworkPlay", "Play with &friends"))
        self.host_action.setText(QCoreApplication.translate("NetworkPlay", "&Host a table…"))
        self.join_action.setText(QCoreApplication.translate("NetworkPlay", "&Join a table…"))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.window and event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        return False
