"""The New game dialog: game, its options, seats (Human or AI level) and names."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QTimer
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QLabel,
    QLineEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ...engine import GAME_IDS, game_class
from ...training.player_rating import RatingBook
from ..ai_adapter import ai_levels, default_level
from ..controller import GameConfig, SeatConfig
from ..ratings import rated_level_name, suggested_level, suggestion_text
from ..words.i18n import in_every_language
from ..words.texts import fmt, game_name, level_name, option_label, option_value_name

MAX_SEATS = 6


def default_config(game_id: str = "holomino") -> GameConfig:
    cls = game_class(game_id)
    seats = [SeatConfig(_you(), "human")]
    for seat in range(1, cls.min_players):
        seats.append(SeatConfig(_computer(seat), "ai", default_level()))
    return GameConfig(game_id, {}, seats)


def _you() -> str:
    return QCoreApplication.translate("NewGameDialog", "You")


def _computer(seat: int) -> str:
    return fmt(QCoreApplication.translate("NewGameDialog", "Computer %1"), seat)


def default_name(name: str, seat: int) -> str | None:
    """The name seat ``seat`` gets now when ``name`` is a default the program gave ("You",
    "Computer 2", "Player 3" in any language), None when the player typed their own: a default
    follows the language, a typed name stays."""
    text = name.strip()
    if text in in_every_language("NewGameDialog", "You"):
        return _you()
    # "Computer 1" is seat 1 (the second), "Player 1" the first: as _computer and _player say
    for source, make, number in (
        ("Computer %1", _computer, seat),
        ("Player %1", _player, seat + 1),
    ):
        if text in {fmt(said, number) for said in in_every_language("NewGameDialog", source)}:
            return make(number)
    return None


def worded_name(name: str, seat: int) -> str:
    """``name`` of seat ``seat`` as this window says it: a default name the program gave
    ("Computer 2", in any language, with any number: a table names its computers too) in the
    language shown now; a name someone typed as it is."""
    known = default_name(name, seat)
    if known is not None:
        return known
    for said in in_every_language("NewGameDialog", "Computer %1"):
        before, _, after = said.partition("%1")
        number = name.strip().removeprefix(before).removesuffix(after)
        if len(number) < len(name.strip()) and number.isascii() and number.isdigit():
            return _computer(int(number))
    return name


def player_name(seat: int) -> str:
    """The default name of a human seat (seat 0 is "Player 1")."""
    return _player(seat + 1)


def computer_name(seat: int) -> str:
    """The default name of the computer's seat (seat 1 is "Computer 1")."""
    return _computer(seat)


def _player(seat: int) -> str:
    return fmt(QCoreApplication.translate("NewGameDialog", "Player %1"), seat)


class NewGameDialog(QDialog):
    def __init__(
        self, config: GameConfig, parent: QWidget | None = None, ratings: RatingBook | None = None
    ) -> None:
        """``ratings``: the player's, for the level suggested under the seats."""
        super().__init__(parent)
        self.ratings = ratings
        self.setWindowTitle(self.tr("New game"))
        self.setAccessibleName(self.tr("New game"))
        self.levels = ai_levels()
        layout = QVBoxLayout(self)

        form = QFormLayout()
        self.game = QComboBox(self)
        self.game.setAccessibleName(self.tr("Game"))
        for game_id in GAME_IDS:
            self.game.addItem(game_name(game_id), game_id)
        form.addRow(self.tr("&Game:"), self.game)
        self.seat_count = QSpinBox(self)
        self.seat_count.setAccessibleName(self.tr("Number of players"))
        form.addRow(self.tr("&Players:"), self.seat_count)
        layout.addLayout(form)

        self.options_box = QGroupBox(self.tr("Rules options"), self)
        self.options_form = QFormLayout(self.options_box)
        layout.addWidget(self.options_box)
        self.option_widgets: dict[str, QComboBox] = {}

        seats_box = self._build_seats()
        layout.addWidget(seats_box)
        self.suggestion = QLabel(self)
        self.suggestion.setAccessibleName(self.tr("Suggested level"))
        layout.addWidget(self.suggestion)

        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        ok = buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setText(self.tr("&Start"))
        # set here too: Qt ships no Serbian translation of its standard buttons
        buttons.button(QDialogButtonBox.StandardButton.Cancel).setText(self.tr("Cancel"))
        help_role = QDialogButtonBox.ButtonRole.HelpRole
        self.rules_button = buttons.addButton(self.tr("&Rules…"), help_role)
        self.rules_button.clicked.connect(self._show_rules)
        self.buttons = buttons
        self.form = form
        self.seats_box = seats_box
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)

        self.game.currentIndexChanged.connect(self._game_changed)
        self.seat_count.valueChanged.connect(self._seats_changed)
        self._load(config)

    def _show_rules(self) -> None:
        from ..rules_viewer import show_rules  # the rules pages load when first shown

        show_rules(self, str(self.game.currentData()))

    def _build_seats(self) -> QGroupBox:
        """A row per possible seat: its name and who plays it (human or a computer level)."""
        seats_box = QGroupBox(self.tr("Seats"), self)
        grid = self.seats_grid = QGridLayout(seats_box)
        grid.addWidget(QLabel(self.tr("Name"), seats_box), 0, 1)
        grid.addWidget(QLabel(self.tr("Played by"), seats_box), 0, 2)
        self.seat_rows: list[tuple[QLabel, QLineEdit, QComboBox]] = []
        for seat in range(MAX_SEATS):
            label = QLabel(fmt(self.tr("Seat %1"), seat + 1), seats_box)
            name = QLineEdit(seats_box)
            name.setAccessibleName(fmt(self.tr("Name of seat %1"), seat + 1))
            kind = QComboBox(seats_box)
            kind.setAccessibleName(fmt(self.tr("Player of seat %1"), seat + 1))
            kind.addItem(self.tr("Human"), "human")
            for level in self.levels:
                kind.addItem(fmt(self.tr("Computer: %1"), level_name(level)), f"ai:{level}")
            grid.addWidget(label, seat + 1, 0)
            grid.addWidget(name, seat + 1, 1)
            grid.addWidget(kind, seat + 1, 2)
            # Qt names a combo box by its current choice on Linux and leaves its label to the
            # "labelled by" relation: the seat's label is the box's buddy, so a screen reader
            # says "Seat 2" with "Computer: Intermediate"
            label.setBuddy(kind)
            self.seat_rows.append((label, name, kind))
            kind.currentIndexChanged.connect(lambda _=0, s=seat: self._kind_changed(s))
        return seats_box

    def _kind_changed(self, seat: int) -> None:
        """A default name follows who plays the seat: "You" becomes "Computer 1" when the
        computer takes it, and back; a name the player typed stays."""
        _, name, kind = self.seat_rows[seat]
        if default_name(name.text(), seat) is None:
            return
        if kind.currentData() != "human":  # "Computer 1" is seat 1: the first seat is a player
            name.setText(_computer(seat) if seat else _player(1))
        else:
            name.setText(_you() if seat == 0 else _player(seat + 1))

    # -- languages ------------------------------------------------------------------------
    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            # after the children: the button box resets its standard buttons' texts itself
            QTimer.singleShot(0, self, self.retranslate_ui)
        super().changeEvent(event)

    def retranslate_ui(self) -> None:
        """Texts again in the new language; the choices made in the dialog stay."""
        self.setWindowTitle(self.tr("New game"))
        self.setAccessibleName(self.tr("New game"))
        self.game.setAccessibleName(self.tr("Game"))
        self.seat_count.setAccessibleName(self.tr("Number of players"))
        fields = ((self.game, self.tr("&Game:")), (self.seat_count, self.tr("&Players:")))
        for field, text in fields:
            label = self.form.labelForField(field)
            if isinstance(label, QLabel):
                label.setText(text)
        for index in range(self.game.count()):
            self.game.setItemText(index, game_name(str(self.game.itemData(index))))
        self.options_box.setTitle(self.tr("Rules options"))
        self.seats_box.setTitle(self.tr("Seats"))
        for column, text in ((1, self.tr("Name")), (2, self.tr("Played by"))):
            item = self.seats_grid.itemAtPosition(0, column)
            if item is not None and isinstance(item.widget(), QLabel):
                item.widget().setText(text)
        for seat, (label, name, kind) in enumerate(self.seat_rows):
            label.setText(fmt(self.tr("Seat %1"), seat + 1))
            name.setText(default_name(name.text(), seat) or name.text())
            name.setAccessibleName(fmt(self.tr("Name of seat %1"), seat + 1))
            kind.setAccessibleName(fmt(self.tr("Player of seat %1"), seat + 1))
            kind.setItemText(0, self.tr("Human"))
            for index, level in enumerate(self.levels, start=1):
                kind.setItemText(index, fmt(self.tr("Computer: %1"), level_name(level)))
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setText(self.tr("&Start"))
        self.buttons.button(QDialogButtonBox.StandardButton.Cancel).setText(self.tr("Cancel"))
        self.rules_button.setText(self.tr("&Rules…"))
        chosen = {name: combo.currentIndex() for name, combo in self.option_widgets.items()}
        self._game_changed()
        for name, index in chosen.items():
            if name in self.option_widgets:
                self.option_widgets[name].setCurrentIndex(index)

    # -- filling from a config ------------------------------------------------------------
    def _load(self, config: GameConfig) -> None:
        index = self.game.findData(config.game_id)
        self.game.setCurrentIndex(max(0, index))
        self._game_changed()
        for option, value in config.options.items():
            combo = self.option_widgets.get(option)
            if combo is not None:
                found = next((i for i in range(combo.count()) if combo.itemData(i) == value), -1)
                if found >= 0:
                    combo.setCurrentIndex(found)
        if config.seats:
            self.seat_count.setValue(len(config.seats))
        for seat, (_, name, kind) in enumerate(self.seat_rows):
            if seat < len(config.seats):
                conf = config.seats[seat]
                name.setText(default_name(conf.name, seat) or conf.name)
                data = "human" if conf.kind == "human" else f"ai:{conf.level}"
                found = kind.findData(data)
                if found < 0 and conf.kind == "ai":
                    found = kind.findData(f"ai:{default_level()}")
                kind.setCurrentIndex(max(0, found))
            else:
                name.setText(_computer(seat))
                kind.setCurrentIndex(max(0, kind.findData(f"ai:{default_level()}")))
        self._seats_changed()

    def _game_changed(self) -> None:
        cls = game_class(self.game.currentData())
        self.seat_count.setRange(cls.min_players, cls.max_players)
        self.seat_count.setEnabled(cls.min_players != cls.max_players)
        while self.options_form.rowCount():
            self.options_form.removeRow(0)
        self.option_widgets = {}
        game = str(self.game.currentData())
        for spec in cls.option_specs:
            if spec.name == "players":
                continue
            combo = QComboBox(self.options_box)
            label = option_label(game, spec)  # a short name; its values say what they are
            combo.setAccessibleName(label)
            for choice in spec.choices:
                value = option_value_name(game, spec, choice)
                if choice == spec.default:
                    value = fmt(self.tr("%1 (standard)"), value)
                combo.addItem(value, choice)
            combo.setCurrentIndex(list(spec.choices).index(spec.default))
            self.options_form.addRow(fmt(self.tr("%1:"), label), combo)
            self.option_widgets[spec.name] = combo
        self.options_box.setVisible(bool(self.option_widgets))
        self._level_texts()
        self._seats_changed()

    def _level_texts(self) -> None:
        """Each level with its rating in the chosen game, and the level nearest the player's."""
        game_id = str(self.game.currentData())
        for _, _, kind in self.seat_rows:
            for index, level in enumerate(self.levels, start=1):
                text = fmt(self.tr("Computer: %1"), rated_level_name(game_id, level))
                kind.setItemText(index, text)
        level = suggested_level(self.ratings, game_id, self.levels)
        self.suggestion.setText(suggestion_text(level) if level is not None else "")
        self.suggestion.setVisible(level is not None)

    def _seats_changed(self) -> None:
        count = self.seat_count.value()
        for seat, row in enumerate(self.seat_rows):
            for widget in row:
                widget.setVisible(seat < count)
        # fewer seats or options: the box shrinks to them instead of keeping gaps
        QTimer.singleShot(0, self, self._fit_height)

    def _fit_height(self) -> None:
        layout = self.layout()
        if layout is not None:
            layout.activate()
        self.resize(self.width(), self.sizeHint().height())

    # -- the result -----------------------------------------------------------------------
    def config(self) -> GameConfig:
        options: dict[str, Any] = {
            name: combo.currentData() for name, combo in self.option_widgets.items()
        }
        seats = []
        for seat in range(self.seat_count.value()):
            _, name, kind = self.seat_rows[seat]
            text = name.text().strip() or _player(seat + 1)
            seats.append(self._seat(text, str(kind.currentData())))
        return GameConfig(str(self.game.currentData()), options, seats)

    def _seat(self, name: str, played_by: str) -> SeatConfig:
        """The seat a row's choice makes: ``human``, or ``ai:LEVEL``."""
        if played_by == "human":
            return SeatConfig(name, "human")
        return SeatConfig(name, "ai", played_by.split(":", 1)[1])
