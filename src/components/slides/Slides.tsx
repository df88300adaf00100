import { Children, isValidElement, useEffect, useRef, useState } from 'react';
import type { PointerEvent, ReactNode } from 'react';
import { slidesMessages as t } from './messages';
import './slides.css';

export interface SlideArrowProps {
  direction: 'prev' | 'next';
  onClick: () => void;
  disabled: boolean;
}

interface SlidesProps {
  /** One child per slide, shown one at a time. */
  children: ReactNode;
  className?: string;
  /**
   * Turns to the next slide this often, from the last back to the first. It waits while the
   * pointer or the focus is on the slides, and never turns for a reader who asked for less motion.
   */
  autoplayMs?: number;
  /** Draws the previous and next buttons (none without it, or with one slide). */
  renderArrow?: (props: SlideArrowProps) => ReactNode;
}

/** A finger moved this far sideways turns the slide; less is a tap or a scroll. */
const SWIPE_PX = 40;

function prefersLessMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

/**
 * A carousel after the WAI-ARIA pattern: a track moved by a CSS transform, dots, optional arrows,
 * swipe on touch screens. The slides out of view are inert, so neither Tab nor a screen reader
 * lands on them.
 */
export function Slides({ children, className, autoplayMs, renderArrow }: SlidesProps) {
  const slides = Children.toArray(children);
  const count = slides.length;
  const [chosen, setChosen] = useState(0);
  const [held, setHeld] = useState(false);
  const swipeFrom = useRef<number | null>(null);
  // Fewer slides after new data: stay on the last one there is.
  const index = Math.min(chosen, Math.max(0, count - 1));
  const rotating = autoplayMs !== undefined && count > 1 && !held;

  useEffect(() => {
    if (!rotating || prefersLessMotion()) return undefined;
    const timer = window.setInterval(() => {
      if (!document.hidden) setChosen((current) => (current + 1) % count);
    }, autoplayMs);
    return () => window.clearInterval(timer);
  }, [rotating, autoplayMs, count]);

  const goTo = (next: number) => setChosen(Math.max(0, Math.min(count - 1, next)));
  const onPointerDown = (event: PointerEvent) => {
    swipeFrom.current = event.clientX;
  };
  const onPointerUp = (event: PointerEvent) => {
    if (swipeFrom.current === null) return;
    const moved = event.clientX - swipeFrom.current;
    swipeFrom.current = null;
    if (Math.abs(moved) >= SWIPE_PX) goTo(index + (moved < 0 ? 1 : -1));
  };

  return (
    <div
      className={className ? `slides ${className}` : 'slides'}
      aria-roledescription={t.carousel}
      onPointerEnter={() => setHeld(true)}
      onPointerLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setHeld(false);
      }}
    >
      <div className="slides-viewport" aria-live={rotating ? 'off' : 'polite'}>
        <div
          className="slides-track"
          style={{ transform: `translateX(${-100 * index}%)` }}
          onPointerDown={onPointerDown}
          onPointerUp={onPointerUp}
          onPointerCancel={() => (swipeFrom.current = null)}
        >
          {slides.map((slide, position) => (
            <div
              // Children.toArray gives each element a key of its own.
              key={isValidElement(slide) ? slide.key : position}
              className="slides-slide"
              role="group"
              aria-roledescription={t.slide}
              aria-label={t.position(position + 1, count)}
              aria-hidden={position !== index}
              inert={position !== index}
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
      {renderArrow && count > 1 && (
        <>
          {renderArrow({ direction: 'prev', onClick: () => goTo(index - 1), disabled: index === 0 })}
          {renderArrow({ direction: 'next', onClick: () => goTo(index + 1), disabled: index === count - 1 })}
        </>
      )}
      {count > 1 && (
        <div className="slides-dots">
          {slides.map((_, position) => (
            <button
              key={position}
              type="button"
              className={position === index ? 'slides-dot is-active' : 'slides-dot'}
              aria-label={t.goTo(position + 1)}
              aria-current={position === index}
              onClick={() => goTo(position)}
            />
          ))}
        </div>
      )}
    </div>
  );
}
