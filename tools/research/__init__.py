"""Research scripts: the self-play fit of the learned evaluation, the check of the review's
marks against a deeper search, the phone map's figures and before/after screenshots.
Run from the repository root: ``python -m tools.research.<name> --help``."""
