import { useEffect, useRef, useState, type CSSProperties, type ElementType, type ReactNode } from 'react';

type TRevealProps = {
  children: ReactNode;
  /** The element to render, so a list item can reveal itself without an extra wrapper. */
  as?: ElementType;
  className?: string;
  /** Staggers siblings: the nth item starts n × 80 ms later. */
  order?: number;
  style?: CSSProperties;
};

const prefersReducedMotion = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * Fades its content up the first time it scrolls into view (docs/product.md#rules: 1000 ms, once). Without
 * IntersectionObserver, or when the visitor prefers reduced motion, the content is simply there.
 */
export function Reveal({ children, as: Tag = 'div', className, order = 0, style }: TRevealProps) {
  const ref = useRef<HTMLElement>(null);
  const [isShown, setIsShown] = useState(
    () => typeof IntersectionObserver === 'undefined' || prefersReducedMotion(),
  );

  useEffect(() => {
    const element = ref.current;
    if (isShown || !element) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        setIsShown(true);
        observer.disconnect(); // once (docs/product.md#rules)
      }
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [isShown]);

  return (
    <Tag
      ref={ref}
      className={['reveal', isShown && 'reveal--shown', className].filter(Boolean).join(' ')}
      style={order ? { ...style, transitionDelay: `${Math.min(order, 8) * 80}ms` } : style}
    >
      {children}
    </Tag>
  );
}
