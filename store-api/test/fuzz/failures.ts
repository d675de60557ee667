import fc from 'fast-check';

/*
 * How the REST fuzz and the GraphQL fuzz run their property and report what failed, so that both read the same
 * way and replay the same way.
 */

/**
 * The distinct failures of a FUZZ_COLLECT=1 run: one per target, kind of problem and trait of the input, each
 * kept with the shortest example found, so that a bug is listed once rather than once per case that shows it.
 */
export class DistinctFailures {
  private readonly examples = new Map<string, string>();

  /** `problem` as the check worded it; `trait` the first of traitsOf() the input had; `input` the case, printed. */
  add(target: string, problem: string, trait: string | undefined, input: string): void {
    const key = `${target} | ${problem.replace(/[:[].*$/s, '').trim()} | ${trait ?? 'other'}`;
    const example = `${problem}\n    ${input}`;
    const known = this.examples.get(key);
    if (known === undefined || example.length < known.length) this.examples.set(key, example);
  }

  /** Fails the test with every distinct failure collected, if there was any. */
  throwIfAny(seed: number): void {
    if (this.examples.size === 0) return;
    throw new Error(
      `${this.examples.size} distinct failures (seed ${seed}):\n${[...this.examples].map(([key, example]) => `- ${key}\n  ${example}`).join('\n')}`,
    );
  }
}

/**
 * fc.assert with the run's seed and size; a failure ends with the command that replays it (`replay`, the vitest
 * command line after FUZZ_SEED and FUZZ_RUNS).
 */
export async function assertFuzz<Ts>(
  property: fc.IAsyncPropertyWithHooks<Ts>,
  { seed, numRuns }: { seed: number; numRuns: number },
  replay: string,
): Promise<void> {
  try {
    // The time limit only ever cuts a long shrink short: the best counterexample so far is reported.
    await fc.assert(property, { seed, numRuns, interruptAfterTimeLimit: 240_000 });
  } catch (error) {
    throw new Error(
      `${(error as Error).message}\n\nReplay: FUZZ_SEED=${seed} FUZZ_RUNS=${numRuns} ${replay}`,
      {
        cause: error,
      },
    );
  }
}
