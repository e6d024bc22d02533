"""``python -m holomino_desktop`` starts the GUI."""

import sys

if __name__ == "__main__":
    # imported here and not above: the review's worker process imports this module again
    # (multiprocessing's "spawn"), and it needs neither Qt nor the window
    from .app import main

    sys.exit(main())
