import { useEffect, useState } from 'react';

/** Whether the page is scrolled further than `px`, kept current on scroll. */
export function useScrolledPast(px: number): boolean {
  // No window while the build pre-renders the shell: not scrolled.
  const [isPast, setIsPast] = useState(() => typeof window !== 'undefined' && window.scrollY > px);
  useEffect(() => {
    const onScroll = () => setIsPast(window.scrollY > px);
    window.addEventListener('scroll', onScroll, { passive: true });
    // A scroll between the first render and this effect fired no listener: read the position once now.
    onScroll();
    return () => window.removeEventListener('scroll', onScroll);
  }, [px]);
  return isPast;
}
