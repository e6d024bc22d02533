"""The window's words: every text a player reads that is not a widget's fixed label.

Where a new message goes:

- a word for a game's pieces, rack, stock, layout or rounds (one message per game, context
  ``GameWords``): ``game_words.py``;
- a sentence about a move (a hint, the coach, the move log, the review): ``move_words.py``;
- a whole sentence laying a tile beside its neighbour, one per game and side (the nouns in the
  case the sentence needs): ``beside.py``;
- why a piece does not fit where the player put it: ``refusals.py``;
- what the engine says (score lines, errors), built from its kind and numbers, never by parsing
  the English: ``engine_texts.py`` (``engine_strings.py`` is generated for lupdate);
- Qt's own buttons and file-dialog texts that Qt ships no translation for: ``qt_texts.py``;
- shared helpers (``fmt``, ``signed``, ``counted``, game and level names): ``texts.py``;
- loading translations and switching the language: ``i18n.py``.

A widget's own label stays with the widget (``self.tr``). Machine text (invite codes, move
notation, file names, key names, addresses) is never translated or transliterated.
"""
