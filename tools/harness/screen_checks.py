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

#: Issue 70: what a box of the page's own cuts among the elements the selectors find (the
#: visible ones): an ancestor that clips or scrolls (its overflow not visible) whose inside
#: ends before the element does, across (``"x"``), down (``"y"``) or both (``"xy"``), so a part
#: hides in a small scrolling box (the puzzle's verdict, a recap) or past its edge (a table's
#: last cell), and an element whose own text is wider or taller than it shows (a title's first
#: letter). ``[]`` when nothing is cut.
CLIPPED = """([selectors, axes]) => {
  const found = [], across = axes.includes('x'), down = axes.includes('y');
  for (const selector of selectors) for (const element of document.querySelectorAll(selector)) {
    const box = element.getBoundingClientRect();
    if (!element.checkVisibility() || box.width === 0 || box.height === 0) continue;
    const words = element.textContent.trim().slice(0, 24);
    const name = element.id ? `#${element.id}` : `${selector} "${words}"`;
    const own = getComputedStyle(element);
    const wider = element.scrollWidth > element.clientWidth + 1;
    const taller = element.scrollHeight > element.clientHeight + 1;
    if ((across && own.overflowX !== 'visible' && wider)
        || (down && own.overflowY !== 'visible' && taller)) {
      found.push(`${name} cuts its own content`);
      continue;
    }
    for (let box_of = element.parentElement; box_of && box_of !== document.body;
         box_of = box_of.parentElement) {
      const style = getComputedStyle(box_of);
      if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
      const r = box_of.getBoundingClientRect();
      const left = r.left + box_of.clientLeft, top = r.top + box_of.clientTop;
      const right = left + box_of.clientWidth, bottom = top + box_of.clientHeight;
      if ((across && (box.left < left - 0.5 || box.right > right + 0.5))
          || (down && (box.top < top - 0.5 || box.bottom > bottom + 0.5))) {
        const by = box_of.id ? '#' + box_of.id : box_of.className || box_of.tagName;
        found.push(`${name} cut by ${by}`);
        break;
      }
    }
  }
  return found;
}"""

#: Issue 70: pairs of the elements the selectors find (visible text, an SVG's labels) that
#: overlap by more than a pixel each way: labels printed over each other. ``[]`` when none.
OVERLAPPING = """selectors => {
  const items = selectors.flatMap(selector => [...document.querySelectorAll(selector)])
    .filter(element => element.checkVisibility() && element.textContent.trim())
    .map(element => [element, element.getBoundingClientRect()])
    .filter(([, box]) => box.width > 0 && box.height > 0);
  const found = [];
  for (let i = 0; i < items.length; i++) for (let j = i + 1; j < items.length; j++) {
    const [a, p] = items[i], [b, q] = items[j];
    if (a.contains(b) || b.contains(a)) continue;
    const x = Math.min(p.right, q.right) - Math.max(p.left, q.left);
    const y = Math.min(p.bottom, q.bottom) - Math.max(p.top, q.top);
    if (x > 1 && y > 1) found.push(`"${a.textContent.trim()}" over "${b.textContent.trim()}"`);
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
