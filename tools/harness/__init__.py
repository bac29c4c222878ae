"""What the browser tests and the tools that open the page share, so that neither reaches
into the other: the built site served on loopback and Chromium launched on it (``site``),
the page driven as a player would (``play``), its main-thread tasks watched (``tasks``), and
games made up for it to open (``games``). tests/ import it; tools never import tests/."""
