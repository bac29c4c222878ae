"""What the page's screen shows a finger and an eye, measured in the browser (issue 48): the
tests assert on these, and tools/research/thumb_figures.py prints them for any build.

Each is a JavaScript function for Playwright's ``page.evaluate``.
"""

from __future__ import annotations

#: Issue 48: what keeps the elements the selectors find (the visible ones) from being read and
#: tapped: the window cuts them, or another element lies over a corner or the centre (the
#: sticky dock over the guide, a refusal over a button). ``[]`` when nothing does.
COVERED = """selectors => {
  const found = [];
  for (const selector of selectors) for (const element of document.querySelectorAll(selector)) {
    const box = element.getBoundingClientRect();
    if (!element.checkVisibility() || box.width === 0 || box.height === 0) continue;
    const name = element.id ? `#${element.id}` : selector;
    if (box.top < -0.5 || box.left < -0.5 || box.bottom > innerHeight + 0.5
        || box.right > innerWidth + 0.5) {
      found.push(`${name} cut by the window at ${Math.round(box.top)}-${Math.round(box.bottom)}`);
      continue;
    }
    const inset = Math.min(3, box.width / 4, box.height / 4);
    const points = [[box.left + inset, box.top + inset], [box.right - inset, box.top + inset],
      [box.left + inset, box.bottom - inset], [box.right - inset, box.bottom - inset],
      [(box.left + box.right) / 2, (box.top + box.bottom) / 2]];
    for (const [x, y] of points) {
      const hit = document.elementFromPoint(x, y);
      if (hit && !element.contains(hit) && !hit.contains(element)) {
        found.push(`${name} under ${hit.id ? '#' + hit.id : hit.className || hit.tagName}`);
        break;
      }
    }
  }
  return found;
}"""

#: Every control in view that a finger may tap, and every place of the map in its visible part,
#: less than 24 CSS px across: a control by its box (a checkbox or a radio by its own: a finger
#: aims at the box, and it was 13 px inside a wider label, issue 70), a place by the larger of
#: its own shapes and its circle of the hit layer.
TOO_SMALL = """() => {
  const found = [], visible = element => element.checkVisibility()
    && element.getBoundingClientRect().width > 0;
  const inWindow = box => box.bottom > 0 && box.top < innerHeight && box.right > 0
    && box.left < innerWidth;
  const controls = 'button, select, input, textarea, summary, a[href], [role=tab], [tabindex="0"]';
  for (const control of document.querySelectorAll(controls)) {
    if (!visible(control) || control.closest('svg')) continue;
    const box = control.getBoundingClientRect();  // a checkbox itself, not its label
    if (!inWindow(box)) continue;
    if (box.width < 23.5 || box.height < 23.5)
      found.push(`${control.id || control.className || control.tagName} `
        + `${Math.round(box.width)}x${Math.round(box.height)}`);
  }
  const board = document.getElementById('board').getBoundingClientRect();
  for (const place of document.querySelectorAll('#places .place')) {
    const own = place.getBoundingClientRect();
    const circle = document.getElementById(`hit-${place.dataset.place}`);
    const hit = getComputedStyle(circle).pointerEvents === 'none'
      ? own : circle.getBoundingClientRect();
    const x = (own.left + own.right) / 2, y = (own.top + own.bottom) / 2;
    if (x < board.left || x > board.right || y < Math.max(board.top, 0)
        || y > Math.min(board.bottom, innerHeight)) continue;
    const across = Math.max(Math.min(own.width, own.height), Math.min(hit.width, hit.height));
    if (across < 23.5) found.push(`${place.dataset.place} ${Math.round(across)} px`);
  }
  return found;
}"""

#: The map's box on screen: its width and height, and whether it is whole in the window.
MAP_BOX = """() => {
  const box = document.getElementById('board').getBoundingClientRect();
  return [Math.round(box.width), Math.round(box.height),
    box.top >= 0 && box.bottom <= innerHeight];
}"""
