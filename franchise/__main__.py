"""``python -m franchise``: see ``franchise.cli``."""

import sys

from .cli import main

sys.exit(main())
