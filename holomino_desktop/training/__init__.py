"""Getting better: the AI levels' ratings (fitted from arena games) and the player's own rating
against them. Qt-free: uses ``ai/`` and ``engine/``; the window only shows it."""
