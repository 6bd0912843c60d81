"""The desktop bundle's entry point (PyInstaller runs it as ``__main__``):
the same program as the installed ``rodizio-foodies`` command."""
import multiprocessing
import sys

if __name__ == "__main__":
    # `sim --jobs J` starts its workers from this executable (spawn): they
    # must run the pool's task here, not the whole game again.
    multiprocessing.freeze_support()
    from game.cli.main import main
    sys.exit(main())
