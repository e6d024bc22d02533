"""Game → Play with friends: the host's setup and lobby, and the join dialog."""

from __future__ import annotations

import math
from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QSize, Qt
from PySide6.QtGui import QFont, QFontMetricsF, QGuiApplication
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSpinBox,
    QStyle,
    QStyleOptionFrame,
    QVBoxLayout,
    QWidget,
)

from ...net.guest import GuestEvent
from ...net.lan import TableAd
from ...net.protocol import MAX_NAME
from ...net.relay import RelayAddress, invite_text, split_invite
from ...net.table import DEFAULT_HOLD
from ...net.trust import BAD_HOST
from ...net.words import EXAMPLE, CodeError, InviteCode, example_in_digits, parse_code
from ..ai_adapter import default_level
from ..controller import GameConfig, SeatConfig
from ..dialogs.new_game import NewGameDialog, computer_name, default_name, player_name
from ..words.i18n import current_language, in_every_language
from ..words.texts import fmt, game_name, level_name
from .seat_memory import LastJoin
from .transport import Lan, Way

# the seat kind of a friend who joins from another computer
FRIEND = "friend"


def closed_text(reason: str) -> str:
    """Why a table's connection ended, for people."""
    texts = {
        "wrong_code": QCoreApplication.translate(
            "Network", "The table refused that code. Check it and try again."
        ),
        "busy": QCoreApplication.translate(
            "Network", "The table is busy letting others in. Try again in a moment."
        ),
        "no_answer": QCoreApplication.translate(
            "Network", "No table answered. Check the code and try again in a moment."
        ),
        "full": QCoreApplication.translate("Network", "That table has no free seat."),
        "host_left": QCoreApplication.translate("Network", "The host closed the table."),
        "unknown_token": QCoreApplication.translate(
            "Network", "That table no longer knows your seat."
        ),
        "unreachable": QCoreApplication.translate("Network", "No table answers at that address."),
        "no_table": QCoreApplication.translate(
            "Network",
            "No table with that code waits at the relay. Check the code, and ask the host "
            "whether the table is open.",
        ),
        "replaced": QCoreApplication.translate(
            "Network", "Your seat was taken over from another window."
        ),
        "finished": QCoreApplication.translate(
            "Network", "The match is over and the host has closed the table."
        ),
        BAD_HOST: QCoreApplication.translate(
            "Network", "The host sent something this program cannot use."
        ),
    }
    code = reason.partition(":")[0]  # bad_host: what was refused, for the log, not the window
    return texts.get(code) or QCoreApplication.translate(
        "Network", "The connection to the table was lost."
    )


def reach_text(relay: RelayAddress | None) -> str:
    """Who can join a table this window hosts: the LAN only, or anyone through the relay."""
    if relay is None:
        return QCoreApplication.translate(
            "Network", "LAN only: friends on your network can join. To let friends anywhere "
            "join, set a relay in Settings → Network."
        )  # fmt: skip
    return fmt(QCoreApplication.translate(
        "Network", "Friends on your network can join, and friends anywhere through the relay %1."
    ), relay)  # fmt: skip


class HostSetupDialog(NewGameDialog):
    """The New game dialog for a networked table: seat 1 is you; every other seat is a
    friend who joins with the code, or the computer at a level."""

    def __init__(
        self, config: GameConfig, parent: QWidget | None = None,
        relay: RelayAddress | None = None,
    ) -> None:  # fmt: skip
        super().__init__(config, parent)
        self.relay = relay
        for seat, (_, name, kind) in enumerate(self.seat_rows):
            kind.addItem(self._friend_text(), FRIEND)
            if seat == 0:
                kind.setCurrentIndex(0)
                kind.setEnabled(False)  # the host's own seat
                you = QCoreApplication.translate("NewGameDialog", "You")
                mine = config.seats[0].name if config.seats else you
                if mine == you:  # "You" would name the host to the others too
                    name.setText(
                        self.tr("Host", "the host's name at the table, as every guest sees it")
                    )
            elif seat == 1:
                kind.setCurrentIndex(kind.count() - 1)
                name.setText(self._friend_name(seat))
            kind.currentIndexChanged.connect(lambda _index, s=seat: self._kind_changed(s))
        self._build_drops()
        self._texts()

    def _friend_name(self, seat: int) -> str:
        return fmt(self.tr("Friend %1"), seat)

    def _kind_changed(self, seat: int) -> None:
        """A seat that changes hands keeps a name someone typed; a name the program gave
        follows: "Friend 2" for a friend's seat, "Computer 2" for the computer's."""
        _, name, kind = self.seat_rows[seat]
        text = name.text().strip()
        friends = {fmt(said, seat) for said in in_every_language("HostSetupDialog", "Friend %1")}
        if text and text not in friends and default_name(text, seat) is None:
            return  # typed by the host
        played_by = str(kind.currentData())
        if played_by == FRIEND:
            name.setText(self._friend_name(seat))
        elif text in friends or not text:
            ai = played_by.startswith("ai:")
            name.setText(computer_name(seat) if ai else player_name(seat))

    def _build_drops(self) -> None:
        """How long a dropped friend's seat waits, and who plays it then."""
        self.drops = QFormLayout()
        self.hold = QSpinBox(self)
        self.hold.setRange(1, 30)
        self.hold.setValue(round(DEFAULT_HOLD / 60))
        self.stand_in = QComboBox(self)
        for level in self.levels:
            self.stand_in.addItem(level_name(level), level)
        self.stand_in.setCurrentIndex(max(0, self.stand_in.findData(default_level())))
        self.hold_label, self.stand_in_label = QLabel(self), QLabel(self)
        self.hold_label.setBuddy(self.hold)
        self.stand_in_label.setBuddy(self.stand_in)
        self.drops.addRow(self.hold_label, self.hold)
        self.drops.addRow(self.stand_in_label, self.stand_in)
        self.reach = QLabel(self)  # LAN only, or the relay too
        self.reach.setObjectName("info")
        self.reach.setWordWrap(True)
        self.drops.addRow(self.reach)
        layout = self.layout()
        assert isinstance(layout, QVBoxLayout)
        layout.insertLayout(layout.count() - 1, self.drops)

    def hold_seconds(self) -> float:
        return 60.0 * self.hold.value()

    def stand_in_level(self) -> str:
        return str(self.stand_in.currentData())

    def _friend_text(self) -> str:
        return self.tr("A friend (joins with the code)")

    def _texts(self) -> None:
        self.setWindowTitle(self.tr("Play with friends"))
        self.setAccessibleName(self.tr("Play with friends"))
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setText(self.tr("&Open the table"))
        self.hold_label.setText(self.tr("&Wait for a friend who drops (minutes):"))
        self.stand_in_label.setText(self.tr("Then the computer plays at:"))
        self.reach.setText(reach_text(self.relay))
        for index in range(self.stand_in.count()):
            self.stand_in.setItemText(index, level_name(str(self.stand_in.itemData(index))))

    def retranslate_ui(self) -> None:
        super().retranslate_ui()
        for _, _, kind in self.seat_rows:
            kind.setItemText(kind.count() - 1, self._friend_text())
        self._texts()

    def _seat(self, name: str, played_by: str) -> SeatConfig:
        if played_by == FRIEND:
            return SeatConfig(name, FRIEND)
        return super()._seat(name, played_by)


def shown_code(code: InviteCode) -> str:
    """The code as this window shows it: its English words in English, else its digits, which
    a player reads out in their own language (either form joins the same table)."""
    return str(code) if current_language() == "en" else code.in_digits()


def shown_example() -> str:
    """An example code in the form :func:`shown_code` uses."""
    return EXAMPLE if current_language() == "en" else example_in_digits()


class HostLobbyDialog(QDialog):
    """The open table: its code (to read aloud or paste), where it listens, who has come.
    Start is enabled once every friend's seat is taken."""

    def __init__(
        self,
        code: InviteCode,
        address: str,
        seats: Callable[[], list[str]],
        ready: Callable[[], bool],
        parent: QWidget | None = None,
        relay: RelayAddress | None = None,
    ) -> None:
        super().__init__(parent)
        self.code, self.address, self.seats, self.ready = code, address, seats, ready
        self.relay = relay
        self.relay_up: bool | None = None  # not known until the door has tried
        layout = QVBoxLayout(self)
        self.intro = QLabel(self)
        self.intro.setWordWrap(True)
        layout.addWidget(self.intro)
        row = QHBoxLayout()
        self.code_label = QLabel(self)
        self.code_label.setObjectName("inviteCode")
        font = QFont(self.code_label.font())
        font.setPointSize(26)
        font.setBold(True)
        self.code_label.setFont(font)
        self.code_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        row.addWidget(self.code_label, 1)
        self.copy_button = QPushButton(self)
        self.copy_button.clicked.connect(self.copy_code)
        row.addWidget(self.copy_button)
        layout.addLayout(row)
        self.where = QLabel(self)
        self.where.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        layout.addWidget(self.where)
        self.reach = QLabel(self)  # LAN only, or the relay and whether it answers
        self.reach.setObjectName("relayState")
        self.reach.setWordWrap(True)
        layout.addWidget(self.reach)
        self.seat_list = QListWidget(self)
        layout.addWidget(self.seat_list, 1)
        self.start_button, self.cancel_button = _buttons(self, layout, self.accept)
        self.retranslate_ui()
        self.resize(520, 420)

    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("Your table"))
        self.intro.setText(
            self.tr("Tell your friends this invite code. They choose Game → Play with friends → "
                    "Join a table and type it.")
        )  # fmt: skip
        self.code_label.setText(invite_text(shown_code(self.code), self.relay))
        self.copy_button.setText(self.tr("&Copy"))
        self.copy_button.setAccessibleName(self.tr("Copy the invite code"))
        self.where.setText(fmt(self.tr("Address: %1"), self.address))
        self.reach.setText(self._reach_text())
        self.start_button.setText(self.tr("&Start"))
        self.cancel_button.setText(self.tr("Close the table"))
        self.refresh()

    def _reach_text(self) -> str:
        if self.relay is None:
            return reach_text(None)
        if self.relay_up is None:
            return fmt(self.tr("Relay %1: connecting…"), self.relay)
        if self.relay_up:
            return fmt(self.tr("Relay %1 answers: friends anywhere can join with the code."),
                       self.relay)  # fmt: skip
        return fmt(self.tr("Relay %1 does not answer: trying again. Friends on your network "
                           "can still join."), self.relay)  # fmt: skip

    def set_relay_state(self, up: bool) -> None:
        self.relay_up = up
        self.reach.setText(self._reach_text())

    def copy_code(self) -> None:
        QGuiApplication.clipboard().setText(invite_text(shown_code(self.code), self.relay))

    def refresh(self) -> None:
        self.seat_list.clear()
        for line in self.seats():
            self.seat_list.addItem(line)
        self.start_button.setEnabled(self.ready())


def fit_placeholder(edit: QLineEdit) -> None:
    """At least as wide as its placeholder, measured as QLineEdit measures its own size hint
    (the text, its 2-pixel margins, the text and contents margins, then the style's frame)."""
    # in fractions, rounded up and a pixel over: QLineEdit elides a text that fits only to the pixel
    text = math.ceil(QFontMetricsF(edit.font()).horizontalAdvance(edit.placeholderText())) + 1
    margins, inside = edit.textMargins(), edit.contentsMargins()
    width = text + 4 + margins.left() + margins.right() + inside.left() + inside.right()
    option = QStyleOptionFrame()
    edit.initStyleOption(option)
    size = QSize(width, edit.sizeHint().height())
    framed = edit.style().sizeFromContents(QStyle.ContentsType.CT_LineEdit, option, size, edit)
    edit.setMinimumWidth(framed.width())


class JoinDialog(QDialog):
    """Type the code (and the address, unless the table was heard on the network), or pick
    an announced table; ``join(code, name, ways)`` connects, and the dialog stays open until
    the table seats this window or says why not. ``typed``: what was typed last time."""

    def __init__(
        self,
        join: Callable[[InviteCode, str, list[Way]], object],
        default_port: int,
        typed: LastJoin,
        parent: QWidget | None = None,
        relay: RelayAddress | None = None,
    ) -> None:
        super().__init__(parent)
        self.join, self.default_port = join, default_port
        self.relay = relay  # the configured relay: tried after the LAN
        layout = QVBoxLayout(self)
        self.form = QFormLayout()
        self.code_edit = QLineEdit(typed.code, self)
        self.code_edit.setPlaceholderText(f"{shown_example()}@relay.example.org:4001")
        fit_placeholder(self.code_edit)  # the example is read whole, never cut
        self.address_edit = QLineEdit(typed.address, self)
        self.address_edit.setPlaceholderText("192.168.1.20:47145")
        self.name_edit = QLineEdit(typed.name, self)
        self.name_edit.setMaxLength(MAX_NAME)
        self.field_labels = []
        for field in (self.code_edit, self.address_edit, self.name_edit):
            label = QLabel(self)
            label.setBuddy(field)
            self.form.addRow(label, field)
            self.field_labels.append(label)
        layout.addLayout(self.form)
        self.tables_title = QLabel(self)
        layout.addWidget(self.tables_title)
        self.tables = QListWidget(self)
        self.tables.currentItemChanged.connect(self._table_picked)
        layout.addWidget(self.tables, 1)
        self.message = QLabel(self)
        self.message.setTextFormat(Qt.TextFormat.PlainText)
        self.message.setWordWrap(True)
        self.message.setObjectName("joinMessage")
        layout.addWidget(self.message)
        self.join_button, self.cancel_button = _buttons(self, layout, self.try_join)
        self.retranslate_ui()
        self.resize(480, 420)

    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("Join a table"))
        labels = (self.tr("Invite &code:"), self.tr("&Address (if not listed):"),
                  self.tr("Your &name:"))  # fmt: skip
        for label, text in zip(self.field_labels, labels, strict=True):
            label.setText(text)
        self.name_edit.setPlaceholderText(self.tr("The name the others see"))
        self.tables_title.setText(self.tr("Tables on your network:"))
        self.join_button.setText(self.tr("&Join"))
        self.cancel_button.setText(self.tr("Cancel"))

    def add_table(self, table: TableAd) -> None:
        """A table heard on the network (again): listed once, by where it listens."""
        text = fmt(
            self.tr("%1 — %2, free seats: %3 (%4:%5)"),
            table.name, game_name(table.game), table.free, table.address, table.port,
        )  # fmt: skip
        for row in range(self.tables.count()):
            item = self.tables.item(row)
            old = item.data(Qt.ItemDataRole.UserRole)
            if (old.address, old.port) == (table.address, table.port):
                item.setText(text)
                item.setData(Qt.ItemDataRole.UserRole, table)
                return
        item = QListWidgetItem(text)
        item.setData(Qt.ItemDataRole.UserRole, table)
        self.tables.addItem(item)

    def _table_picked(self, item: QListWidgetItem | None) -> None:
        if item is not None:
            table = item.data(Qt.ItemDataRole.UserRole)
            self.address_edit.setText(f"{table.address}:{table.port}")

    def try_join(self) -> None:
        try:
            code_text, relay = split_invite(self.code_edit.text())
        except ValueError:
            self.say(self.tr("The relay after @ in that code is not an address: check the "
                             "part after @."))  # fmt: skip
            return
        try:
            code = parse_code(code_text)
        except CodeError:
            self.say(fmt(self.tr("That is not an invite code: a code looks like %1."),
                         shown_example()))  # fmt: skip
            return
        where = self._address()
        ways: list[Way] = [Lan(*where)] if where is not None else []
        relay = relay or self.relay
        if relay is not None:
            ways.append(relay)  # the LAN first, the relay next
        if not ways:
            self.say(self.tr("Type the table's address, or pick a table from the list."))
            return
        self.say(self.tr("Connecting…"))
        self.join_button.setEnabled(False)
        self.join(code, self.name_edit.text().strip(), ways)

    def typed(self) -> LastJoin:
        """What is typed now (kept for the next time the dialog opens)."""
        return LastJoin(self.code_edit.text().strip(), self.address_edit.text().strip(),
                        self.name_edit.text().strip())  # fmt: skip

    def _address(self) -> tuple[str, int] | None:
        text = self.address_edit.text().strip()
        if not text:  # the one table heard on the network, if there is only one
            if self.tables.count() != 1:
                return None
            heard = self.tables.item(0).data(Qt.ItemDataRole.UserRole)
            return heard.address, heard.port
        host, _, port = text.rpartition(":") if ":" in text else (text, "", "")
        if not host:
            return None
        number = int(port) if port.isdigit() and 0 < int(port) < 65536 else self.default_port
        return host.strip("[]"), number

    def say(self, text: str) -> None:
        self.message.setText(text)

    def answered(self, events: list[GuestEvent]) -> None:
        """The table answered: seated (the dialog closes) or refused (it says why)."""
        for event in events:
            if event.kind == "welcome":
                self.accept()
                return
            if event.kind == "closed":
                self.say(closed_text(event.reason))
                self.join_button.setEnabled(True)
                return


def _buttons(
    dialog: QDialog, layout: QVBoxLayout, go: Callable[[], None]
) -> tuple[QPushButton, QPushButton]:
    """The dialog's go-ahead and cancel buttons (their texts set on translating)."""
    buttons = QDialogButtonBox(dialog)
    accept = buttons.addButton("", QDialogButtonBox.ButtonRole.AcceptRole)
    cancel = buttons.addButton("", QDialogButtonBox.ButtonRole.RejectRole)
    buttons.accepted.connect(go)
    buttons.rejected.connect(dialog.reject)
    layout.addWidget(buttons)
    return accept, cancel


def seat_line(name: str, kind: str, level: str | None, taken: bool, away: bool) -> str:
    """One line of the lobby's seat list."""
    if kind == "host":
        return fmt(QCoreApplication.translate("Network", "%1 — you"), name)
    if kind == "ai":
        return fmt(
            QCoreApplication.translate("Network", "%1 — computer: %2"),
            name,
            level_name(level or "random"),
        )
    if not taken:
        return QCoreApplication.translate("Network", "Waiting for a friend…")
    if away:
        return fmt(QCoreApplication.translate("Network", "%1 — away"), name)
    return fmt(QCoreApplication.translate("Network", "%1 — here"), name)
