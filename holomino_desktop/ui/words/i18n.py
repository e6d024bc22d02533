"""Languages: loading our translations and Qt's own, following the system, switching at runtime.

The English texts in the code are the source; ``holomino_<code>.qm`` files in
``holomino_desktop/resources/i18n`` translate them (built from ``i18n/*.ts`` by
``scripts/update_translations.py``). Qt's own ``qtbase_<lang>.qm`` (standard buttons, file
dialogs) comes from PySide6's translations folder when it has one for the language.

Installing or removing a ``QTranslator`` makes Qt send ``QEvent.LanguageChange`` to every
widget; each of our windows handles it in ``changeEvent`` by calling its ``retranslate_ui``
method (the game window re-renders its views: ``ui/main_window.py``), so a switch needs no
restart.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path

from PySide6.QtCore import (
    QCoreApplication,
    QEvent,
    QLibraryInfo,
    QLocale,
    QObject,
    QSettings,
    QTranslator,
)
from PySide6.QtGui import QAction, QActionGroup
from PySide6.QtWidgets import QMenu

from ...resources import resource_path

#: the settings key holding the chosen language (shared with the Settings dialog of
#: ``ui/settings.py``; missing or "" follows the system)
SETTINGS_KEY = "comfort/language"
#: the language of the source texts
SOURCE_LANGUAGE = "en"
#: every language the program can speak, with its name in that language (never translated:
#: a person looks for their own language's name)
LANGUAGE_NAMES = {
    "en": "English",
    "nl": "Nederlands",
    "pl": "Polski",
    "sr": "Srpski (latinica)",
    "sr_Cyrl": "Српски (ћирилица)",
}
#: the QLocale each language code stands for (numbers, plural rules of Qt's base texts)
_LOCALES = {
    "en": "en_GB",
    "nl": "nl_NL",
    "pl": "pl_PL",
    "sr": "sr_Latn_RS",
    "sr_Cyrl": "sr_Cyrl_RS",
}

_installed: list[QTranslator] = []
_current = SOURCE_LANGUAGE


def qm_path(code: str) -> str:
    """Where the compiled translation of ``code`` lives (it may not exist for English)."""
    return str(resource_path("i18n", f"holomino_{code}.qm"))


def available_languages() -> list[tuple[str, str]]:
    """``(code, native name)`` of English and every language whose ``.qm`` is installed."""
    result = []
    for code, name in LANGUAGE_NAMES.items():
        if code == SOURCE_LANGUAGE or resource_path("i18n", f"holomino_{code}.qm").is_file():
            result.append((code, name))
    return result


def in_every_language(context: str, source: str) -> frozenset[str]:
    """``source`` as every available language says it (English included): a default text the
    program wrote (a seat's name "You") is known as such whatever language wrote it."""
    return _in_every_language(context, source, tuple(code for code, _ in available_languages()))


@cache
def _in_every_language(context: str, source: str, codes: tuple[str, ...]) -> frozenset[str]:
    said = {source}
    for code in codes:
        translator = QTranslator()
        if code != SOURCE_LANGUAGE and translator.load(qm_path(code)):
            said.add(translator.translate(context, source) or source)
    return frozenset(said)


def language_for_locale(locale: QLocale) -> str:
    """Our language code for a Qt locale (Serbian picks its script); English when unknown."""
    known = dict(available_languages())
    name = locale.name()  # e.g. "nl_BE", "sr_RS"
    language = name.split("_")[0]
    if language == "sr":
        cyrillic = locale.script() == QLocale.Script.CyrillicScript
        # Qt gives Serbian without a script Cyrillic, as Serbian itself does by default
        code = "sr_Cyrl" if cyrillic else "sr"
        return code if code in known else ("sr" if "sr" in known else SOURCE_LANGUAGE)
    return language if language in known else SOURCE_LANGUAGE


def system_language() -> str:
    """The language the system asks for: the first of its UI languages that we have."""
    for wanted in QLocale.system().uiLanguages():
        if wanted.replace("_", "-").split("-")[0] == SOURCE_LANGUAGE:
            return SOURCE_LANGUAGE
        code = language_for_locale(QLocale(wanted))
        if code != SOURCE_LANGUAGE:
            return code
    return SOURCE_LANGUAGE


def current_language() -> str:
    """The code of the language installed now."""
    return _current


def language_locale() -> QLocale:
    """The locale of the language installed now, for numbers and lists in its words ("4, 5
    en 1"): the window's language even where no language was ever chosen (English)."""
    return QLocale(_LOCALES.get(_current, "en_GB"))


def set_language(code: str | None = None) -> str:
    """Switch the whole program to ``code`` (``None``/``""`` = follow the system) at once.

    Open windows retranslate themselves on the ``LanguageChange`` event Qt sends when
    translators change. Returns the code actually in use (English when ``code`` is unknown).
    """
    global _current
    app = QCoreApplication.instance()
    wanted = code or system_language()
    if wanted not in dict(available_languages()):
        wanted = SOURCE_LANGUAGE
    for translator in _installed:
        QCoreApplication.removeTranslator(translator)
    _installed.clear()
    QLocale.setDefault(QLocale(_LOCALES.get(wanted, "en_GB")))
    if wanted != SOURCE_LANGUAGE:
        _installed.extend(install_qt_translations(app, wanted))
    _current = wanted
    return wanted


def install_qt_translations(app: QObject | None, code: str) -> list[QTranslator]:
    """Install Qt's own ``qtbase_<code>.qm`` and our ``holomino_<code>.qm``; return both.

    Qt's file (Dutch, Polish) translates its standard buttons and the file dialog. For
    Serbian Qt ships none, so ours carries those texts in Qt's own contexts (``QPlatformTheme``,
    ``QFileDialog``; see ``ui/words/qt_texts.py``). Qt asks the translator installed last first:
    ours is installed after Qt's, so where ours has a text its wording wins — Qt's Polish
    "Zachowaj" would otherwise label the Save buttons beside our menus' "Zapisz".
    """
    translators = []
    base = _qt_base_translator(code, app)
    if base is not None:
        translators.append(base)
    ours = QTranslator(app)
    if ours.load(qm_path(code)):
        translators.append(ours)
    for translator in translators:
        QCoreApplication.installTranslator(translator)
    return translators


def _qt_base_translator(code: str, parent: QObject | None) -> QTranslator | None:
    """Qt's own texts (OK / Cancel, file dialogs) in ``code``, when PySide6 ships them."""
    translator = QTranslator(parent)
    for name in qt_base_names(code):
        if translator.load(name, qt_translations_folder()):
            return translator
    return None


def qt_translations_folder() -> str:
    """Where Qt's own ``.qm`` files are: Qt's translations path, or else PySide6's own folder.

    A frozen bundle (packaging/holomino.spec keeps Qt's files for our languages in
    ``PySide6/Qt/translations``) may report a translations path that does not exist there, so
    the folder beside the PySide6 package is the fallback.
    """
    folder = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    if any(Path(folder).glob("qtbase_*.qm")):
        return folder
    import PySide6

    beside = Path(PySide6.__file__).resolve().parent / "Qt" / "translations"
    return str(beside) if beside.is_dir() else folder


def qt_base_names(code: str) -> list[str]:
    """The names Qt's base translation of ``code`` may have, most specific first."""
    names = [f"qtbase_{code}", f"qtbase_{code.split('_')[0]}"]
    if code == "sr":
        names.insert(0, "qtbase_sr@latin")
    return names


def saved_language(settings: QSettings) -> str:
    """The language chosen in the settings ("" = follow the system)."""
    value = settings.value(SETTINGS_KEY, "")
    return value if isinstance(value, str) else ""


def apply_saved_language(settings: QSettings) -> str:
    """At start-up: install the language chosen in the settings (or the system's)."""
    return set_language(saved_language(settings))


def choose_language(settings: QSettings, code: str) -> str:
    """Remember ``code`` ("" = system) and switch to it now."""
    before = _current
    settings.setValue(SETTINGS_KEY, code)
    now = set_language(code)
    app = QCoreApplication.instance()
    if now == before == SOURCE_LANGUAGE and app is not None:
        # no translator came or went, so Qt sends no LanguageChange: send it ourselves, so that
        # the windows show the new choice ("System language" -> "English") where they show it
        QCoreApplication.sendEvent(app, QEvent(QEvent.Type.LanguageChange))
    return now


def fill_language_menu(menu: QMenu, settings: QSettings) -> None:
    """(Re)fill ``menu`` with "System language" and every available language, checkable."""
    menu.clear()
    for old in menu.findChildren(QActionGroup):
        old.deleteLater()
    group = QActionGroup(menu)
    chosen = saved_language(settings)
    system = QAction(QCoreApplication.translate("Language", "System language"), menu)
    entries = [("", system)]
    for code, name in available_languages():
        entries.append((code, QAction(name, menu)))
    for code, action in entries:
        action.setCheckable(True)
        action.setChecked(code == chosen)
        action.setData(code)
        action.triggered.connect(lambda _=False, c=code: choose_language(settings, c))
        group.addAction(action)
        menu.addAction(action)
    menu.insertSeparator(entries[1][1])


__all__ = [
    "LANGUAGE_NAMES",
    "SETTINGS_KEY",
    "apply_saved_language",
    "available_languages",
    "choose_language",
    "current_language",
    "fill_language_menu",
    "in_every_language",
    "install_qt_translations",
    "language_for_locale",
    "saved_language",
    "set_language",
    "system_language",
]
