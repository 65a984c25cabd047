"""The hashes Berthier keys its caches and dice with, from the standard library's own modules: `hashlib`
loads OpenSSL's hashes first (2-3 ms at every command's start) for the same digests."""

from __future__ import annotations

from _blake2 import blake2b

try:
    from _sha256 import sha256
except ImportError:             # Python 3.12 and later keep it in _sha2
    from hashlib import sha256

__all__ = ["blake2b", "sha256"]
