import { useEffect, useState } from 'react';

/** `value`, once it has stopped changing for `ms` (server searches run per pause, not per key). */
export function useDebounced<T>(value: T, ms = 200): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(t);
  }, [value, ms]);
  return settled;
}
