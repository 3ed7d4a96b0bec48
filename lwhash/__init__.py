"""lwhash: lightweight hardware cores for the SHA-3 competition hash functions, and an open benchmarking flow."""

__version__ = "0.1.0"
