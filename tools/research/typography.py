"""Typography and glossary faults of every sentence the page shows, by language and kind.

    python -m tools.research.typography [--list]

Prints the count of each fault (tools/harness/typography.py says what each is) per language,
and the total; ``--list`` prints every fault with where it is. tests/web/test_typography.py
holds the page at none.
"""

from __future__ import annotations

import argparse
from collections import Counter

from tools.harness.typography import LANGUAGES, faults, glued_in_code


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--list", action="store_true", help="print every fault")
    found = faults() + glued_in_code()
    if parser.parse_args().list:
        for finding in found:
            print(f"{finding.where}: {finding.fault.value}: {finding.excerpt!r}")
    counts = Counter((finding.language, finding.fault) for finding in found)
    for language in (*LANGUAGES, "code"):
        kinds = {fault.value: n for (lang, fault), n in counts.items() if lang == language}
        print(f"{language}: {sum(kinds.values())} {kinds}")
    print(f"total: {len(found)}")


if __name__ == "__main__":
    main()
