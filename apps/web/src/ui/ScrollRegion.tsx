import { useEffect, useRef, useState, type ReactNode } from 'react';
import { ScrollArea } from '@mantine/core';

/**
 * A scroll area (a wide table on a narrow screen) that the keyboard can scroll: while its content overflows, its
 * viewport takes the focus (WCAG 2.1.1, axe "scrollable-region-focusable"), so that the arrow keys move it; while
 * everything fits it is no tab stop.
 */
export function ScrollRegion({ children }: { children: ReactNode }) {
  const viewport = useRef<HTMLDivElement>(null);
  const [scrollable, setScrollable] = useState(false);
  useEffect(() => {
    const element = viewport.current;
    if (!element) return;
    const check = () =>
      setScrollable(element.scrollWidth > element.clientWidth || element.scrollHeight > element.clientHeight);
    check();
    const observer = new ResizeObserver(check);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, []);
  return (
    <ScrollArea type="auto" viewportRef={viewport} viewportProps={scrollable ? { tabIndex: 0 } : undefined}>
      {children}
    </ScrollArea>
  );
}
