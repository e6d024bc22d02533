"""Entry script of the frozen app (PyInstaller). ``freeze_support`` must run first so that the
AI's and the arena's worker processes start correctly from the bundle."""

import multiprocessing
import sys

if __name__ == "__main__":
    multiprocessing.freeze_support()
    from holomino_desktop.app import main

    sys.exit(main())
