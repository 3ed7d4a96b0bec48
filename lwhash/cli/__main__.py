"""``python -m lwhash.cli``: the ``lwhash`` command."""

import sys

from . import main

sys.exit(main())
