"""SHA-256 for the digests a start computes (the compiled catalogs' and the
cached pictures' keys): the interpreter's own implementation, the same
digests as ``hashlib.sha256`` without ``hashlib`` — which loads and starts
OpenSSL, ~2 ms of the first frame's CPU (issue #35). Falls back to
``hashlib`` where the built-in module is missing."""
from __future__ import annotations

try:
    from _sha2 import sha256  # Python 3.12+
except ImportError:
    try:
        from _sha256 import sha256  # Python 3.11
    except ImportError:   # an interpreter built without them
        from hashlib import sha256

__all__ = ["sha256"]
