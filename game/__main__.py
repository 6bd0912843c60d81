"""`python -m game` — the command line entry point (see game.cli.main)."""
import sys

from game.cli.main import main

sys.exit(main())
