"""The PySide6 user interface. Holds no rules: it asks the engine."""
