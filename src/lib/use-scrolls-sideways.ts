import { useCallback, useEffect, useState } from 'react';

/**
 * Whether an element's content is wider than the element, so that it scrolls sideways: kept
 * up to date as either changes size (a window turned, a column filled in). Answers a ref
 * callback for the element and the answer.
 */
export function useScrollsSideways<E extends HTMLElement>(): [
  (element: E | null) => void,
  boolean,
] {
  const [element, setElement] = useState<E | null>(null);
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    if (!element) return undefined;
    const measure = () => setScrolls(element.scrollWidth > element.clientWidth);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    for (const child of element.children) observer.observe(child);
    return () => observer.disconnect();
  }, [element]);
  const ref = useCallback((node: E | null) => setElement(node), []);
  return [ref, scrolls];
}
