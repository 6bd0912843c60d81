"""The command line: `python -m game [command] ...`."""
