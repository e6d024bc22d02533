"""Print random playouts per second and mid-game legal_moves() times for every game.

    python benchmarks/engine_speed.py [--seconds 5] [--game holomino]

Same as ``holomino bench``.
"""

import sys

from holomino_desktop.cli import main

if __name__ == "__main__":
    sys.exit(main(["bench", *sys.argv[1:]]))
