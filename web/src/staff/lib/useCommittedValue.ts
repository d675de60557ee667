import { useEffect, useState } from 'react';

/**
 * `value` as of the last render that React committed, for the variables of a list's query that come from the
 * address. React Router changes the address in a transition, and Apollo's useQuery starts the request for new
 * variables while rendering; when that rendering is interrupted (by a result arriving), the interrupted and the
 * committed renders ask with the new and the old variables in turn, without end. Variables that change once the
 * new address is on screen are asked for once.
 */
export function useCommittedValue<T>(value: T): T {
  const key = JSON.stringify(value);
  const [committed, setCommitted] = useState({ key, value });
  useEffect(() => {
    // The render this causes is the point: it asks with the new variables outside the transition.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (committed.key !== key) setCommitted({ key, value });
  }, [committed.key, key, value]);
  return committed.key === key ? value : committed.value;
}
