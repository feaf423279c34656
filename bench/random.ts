// The benches' seeded random numbers: the same organisation on every run and on both databases.

/**
 * Numbers in [0, 1) from a 31-bit linear congruential generator. Math.imul keeps the product exact: a
 * floating-point product loses its low bits past 2^53, and the sequence then repeats within about 12,000 numbers
 * (the dashboard's 60,000 seeded requests were a few thousand, over and over).
 */
export function seededRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (Math.imul(state, 1103515245) + 12345) & 0x7fffffff;
    return state / 0x7fffffff;
  };
}
