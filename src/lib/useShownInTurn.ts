import { startTransition, useEffect, useState } from 'react';

/** Parts whose content is ready to show, in the order it came; the first holds the turn. */
const line: Array<() => void> = [];
let turnHeld = false;

function giveNextTurn(): void {
  const next = line.shift();
  turnHeld = next !== undefined;
  next?.();
}

/**
 * Whether a part's content may show, once `ready`: content ready at the first render shows at
 * once; content that comes later waits its turn behind the other parts' and shows in a transition
 * of its own. React renders all pending transitions together and commits them in one task, which
 * no slicing splits: the dashboard's lists, whose answers come within a moment of each other, made
 * one commit of a thousand components, a long task on a tablet (4× CPU) of its own. One part per
 * commit keeps each task short. A part that shows frees the turn once committed, one that leaves
 * frees it or its place in the line.
 */
export function useShownInTurn(ready: boolean): boolean {
  const [shown, setShown] = useState(ready);
  const waiting = ready && !shown;

  useEffect(() => {
    if (!waiting) return undefined;
    let holding = false;
    const show = () => {
      holding = true;
      startTransition(() => setShown(true));
    };
    if (turnHeld) line.push(show);
    else {
      turnHeld = true;
      show();
    }
    return () => {
      const place = line.indexOf(show);
      if (place >= 0) line.splice(place, 1);
      if (holding) giveNextTurn();
    };
  }, [waiting]);

  return shown && ready;
}
