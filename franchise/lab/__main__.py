"""``python -m franchise.lab``: see ``franchise.lab.cli``."""

import sys

from .cli import main

sys.exit(main())
