/**
 * Whether something a person reads or presses lies under `rect` (the floating support button's
 * place): a link, button, field, image or icon, or an element with text of its own. Boxes holding
 * only other elements (cards, the page's background) are where content sits, not content.
 */
export function coversContent(rect: DOMRect, ignore: Element): boolean {
  // A grid of 6 × 6 points from edge to edge: anything of text size under the box meets one.
  const steps = [0, 1, 2, 3, 4, 5].map((i) => i / 5);
  const points = steps.flatMap((fx) =>
    steps.map(
      (fy) => [rect.left + 1 + fx * (rect.width - 2), rect.top + 1 + fy * (rect.height - 2)] as const,
    ),
  );
  for (const [x, y] of points) {
    for (const element of document.elementsFromPoint(x, y)) {
      if (ignore.contains(element)) continue;
      if (isContent(element)) return true;
    }
  }
  return false;
}

function isContent(element: Element): boolean {
  if (element.closest('a, button, input, select, textarea, svg, img, [role="button"]')) return true;
  for (const node of element.childNodes) {
    if (node.nodeType === Node.TEXT_NODE && node.textContent?.trim()) return true;
  }
  return false;
}
