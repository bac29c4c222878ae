"""``python -m franchise.lab``: see ``franchise.lab.cli``.

The command line's entry is the one place that reaches a Ray cluster (``--cluster``,
franchise/lab/cluster.py), and only when asked: Ray is an optional extra.
"""

import sys

from .cli import main
from .workers import Runner


def cluster(address: str) -> Runner:
    """The runner of ``--cluster ADDRESS``: Ray tasks."""
    try:
        from .cluster import on_ray  # the cluster extra, imported only for --cluster
    except ModuleNotFoundError as missing:
        raise SystemExit(
            f"--cluster needs Ray ({missing.name} is not installed): pip install -e '.[cluster]'"
        ) from missing
    return on_ray(address)


sys.exit(main(cluster=cluster))
