"""``python -m lwhash``: the ``lwhash`` command."""

import sys

from .cli import main

sys.exit(main())
